// Test helpers of the owner screens (imported by tests only).
import { $currentConfirm, confirmAnswered, type Home, type User } from '@coloc/shared';
import { makeUser, renderAt, signInAs } from '@coloc/shared/testing';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

export const OWNER = makeUser({ id: 7, type: 2, first_name: 'Bernard', name: 'Lefèvre', email: 'proprio@exemple.fr' });
export const SEEKER = makeUser({ id: 42, type: 1 });

/** Renders an owner page at `/{segment}/{child}{query}` for `user`. */
export function renderOwnerPage(ui: ReactElement, child: string, { query = '', user = OWNER }: { query?: string; user?: User } = {}) {
  signInAs(user);
  const segment = user.type & 1 ? 'users' : 'proprietaire';
  return renderAt(ui, { url: `/${segment}/${child}${query}`, path: `/:user_type/${child}` });
}

/** Answers the shell's confirm modal (rendered by the shell, absent here). */
export async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

export function makeHome(extra: Partial<Home> = {}): Home {
  return {
    id: 31,
    name: 'Colocation des Pentes',
    address: '12 rue des Tables Claudiennes',
    address2: null,
    postal_code: '69001',
    city: 'Lyon',
    country: 6,
    step: 10,
    is_coloc: false,
    published: true,
    moderation_status: 'accepted',
    mandate_status: null,
    offer: null,
    image_orders: [],
    photos: [],
    public_url: '/colocation-lyon/31',
    user_id: 7,
    owners_roles: [],
    notifications_advert: 2,
    notifications_agenda: 2,
    rooms: [],
    mandate_provider: null,
    reference_rent_auto: false,
    reference_rent_month: null,
    inc_reference_rent_month: null,
    dec_reference_rent_month: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    details: {
      city_id: null,
      lat: null,
      lng: null,
      home_type: null,
      surface: null,
      bedroom_count: null,
      floor: null,
      elevator: false,
      furnished: false,
      amenities: [],
      handicap_friendly: false,
      ecoloc: [],
      pay_by_service: false,
      service_list: [],
      description: null,
      wishes: null,
      services: null,
    },
    ...extra,
  };
}
