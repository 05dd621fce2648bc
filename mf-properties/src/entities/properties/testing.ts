// Test data of the owner screens (imported by tests only).
import type { Home, Landlord, PropertySummary, Room } from '@coloc/shared';

export const OWNER_ID = 7;

export function makeRoom(extra: Partial<Room> = {}): Room {
  return {
    id: 1,
    number: 0,
    name: null,
    rent: 480,
    charges: 60,
    surface: 12,
    available_from: null,
    furnished: true,
    private_bathroom: false,
    private_toilets: false,
    ...extra,
  };
}

export function makeHome(extra: Partial<Home> = {}): Home {
  return {
    id: 12,
    name: 'Grande colocation lumineuse',
    address: '12 rue de la République',
    address2: null,
    postal_code: '69002',
    city: 'Lyon',
    country: 6,
    step: 3,
    is_coloc: true,
    published: true,
    moderation_status: 'accepted',
    mandate_status: null,
    offer: null,
    image_orders: [31, 32],
    photos: [
      { id: 31, public_id: 'pHotoPublicId31aaaaaaa' },
      { id: 32, public_id: 'pHotoPublicId32aaaaaaa' },
    ],
    public_url: '/colocation-lyon/12',
    user_id: OWNER_ID,
    owners_roles: [],
    notifications_advert: 0,
    notifications_agenda: 0,
    rooms: [makeRoom({ id: 1, number: 0 }), makeRoom({ id: 2, number: 1, rent: 520 })],
    details: {
      city_id: 1,
      lat: 45.76,
      lng: 4.83,
      home_type: 1,
      surface: 80,
      bedroom_count: 3,
      floor: 2,
      elevator: false,
      furnished: true,
      amenities: [],
      handicap_friendly: false,
      ecoloc: [],
      pay_by_service: false,
      service_list: [],
      description: 'Un grand appartement traversant, calme et lumineux, près du métro.',
      wishes: null,
      services: null,
    },
    mandate_provider: null,
    reference_rent_auto: false,
    reference_rent_month: null,
    inc_reference_rent_month: null,
    dec_reference_rent_month: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...extra,
  };
}

export function makeSummary(home: Partial<Home> = {}, extra: Partial<PropertySummary> = {}): PropertySummary {
  return {
    home: makeHome(home),
    photo_url: '/image/31/480/360',
    access: { landlord: true, advert: true, agenda: true },
    occupied_rooms: 1,
    pending_requests: 0,
    diagnostics_alerts: 0,
    ...extra,
  };
}

export function makeLandlord(extra: Partial<Landlord> = {}): Landlord {
  return {
    id: OWNER_ID,
    email: 'bernard@exemple.fr',
    first_name: 'Bernard',
    name: 'Lefèvre',
    role: 'owner',
    pending: false,
    user_id: OWNER_ID,
    invitation_id: null,
    status: 'creator',
    invite_expired: false,
    expired: false,
    invite_sent_at: null,
    invite_expires_at: null,
    ...extra,
  };
}
