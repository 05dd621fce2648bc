// Test data of the agenda (imported by tests only).
import type { ContactRequest, Visit } from '@coloc/shared';

export const SEEKER_ID = 42;
export const HOST_ID = 7;

export function makeVisit(extra: Partial<Visit> = {}): Visit {
  return {
    id: 1,
    home: { id: 12, name: 'Grande colocation lumineuse', city: 'Lyon', address: null, image_link: null, link: '/colocation-lyon/12' },
    seeker: { id: SEEKER_ID, first_name: 'Léa', name_initial: 'M.', avatar_id: null },
    host: { id: HOST_ID, first_name: 'Bernard', name_initial: 'L.' },
    status: 'requested',
    slots: [],
    starts_at: null,
    message: null,
    confirmed_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

export function makeContactRequest(extra: Partial<ContactRequest> = {}): ContactRequest {
  return {
    id: 1,
    from_user_id: SEEKER_ID,
    to_user_id: HOST_ID,
    home_id: 12,
    message: 'Bonjour, la chambre est-elle toujours libre ?',
    created_at: '2026-01-02T09:00:00.000Z',
    read_at: null,
    from: { id: SEEKER_ID, first_name: 'Léa', name_initial: 'M.', avatar_id: null },
    to: { id: HOST_ID, first_name: 'Bernard', name_initial: 'L.' },
    home: { id: 12, name: 'Grande colocation lumineuse', city: 'Lyon', link: '/colocation-lyon/12' },
    ...extra,
  };
}

/** A Paris wall-clock slot `days` from now at `hour`:00, as the API answers it. */
export function slotIn(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${day}T${String(hour).padStart(2, '0')}:00:00${offset || '+00:00'}`;
}
