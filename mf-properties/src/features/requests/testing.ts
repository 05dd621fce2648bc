// Test data of the requests received (imported by tests only).
import type { ReceivedContactRequest, ReceivedVisitRequest } from '@coloc/shared';

const LEA = { id: 42, first_name: 'Léa', name_initial: 'M.', avatar_url: null };

export function makeContact(extra: Partial<ReceivedContactRequest> = {}): ReceivedContactRequest {
  return { id: 5, from: LEA, applicant: { affinity: 72, file_complete: true, guarantee: 'validated' }, message: 'Bonjour, la chambre B est-elle toujours libre ?', created_at: '2026-03-02T09:15:00.000Z', status: 'new', conversation_id: null, ...extra };
}

export function makeVisitRequest(extra: Partial<ReceivedVisitRequest> = {}): ReceivedVisitRequest {
  return {
    id: 8,
    from: { id: 43, first_name: 'Paul', name_initial: 'R.', avatar_url: '/image/9/96/96' },
    applicant: { affinity: null, file_complete: false, guarantee: null },
    status: 'requested',
    slots: [],
    starts_at: null,
    message: 'Je peux passer en fin de journée.',
    created_at: '2026-03-03T10:00:00.000Z',
    ...extra,
  };
}

/** An ISO slot `days` from now at `hour`:00 Paris time, as the API answers it. */
export function slotIn(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${day}T${String(hour).padStart(2, '0')}:00:00${offset || '+00:00'}`;
}
