// Test data of the home steps, in the wire contract's shapes (the flow page at a step's URL is
// pages/registration/test/renderFlow).
import type { City, Home, Offer, Options, ProfileData, User } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';

const item = (id: number, text: string) => ({ id, text, children: [] });

export const OPTIONS: Options = {
  home_type: [item(1, 'Appartement'), item(2, 'Maison'), item(3, 'Studio')],
  amenities: [item(1, 'Wi-Fi'), item(2, 'Lave-linge'), item(3, 'Jardin'), item(8, 'Ascenseur')],
  ecoloc: [item(1, 'Compost'), item(2, 'Potager partagé')],
  service_list: [item(1, 'Courses'), item(2, 'Jardinage'), item(3, 'Présence le soir')],
};

export const LYON: City = {
  id: 2996944,
  name: 'Lyon',
  country_id: 6,
  admin1_code: '84',
  admin1_name: 'Auvergne-Rhône-Alpes',
  admin2_code: '69',
  admin2_name: 'Rhône',
};

export const OFFERS: Offer[] = [
  {
    id: 'essentiel',
    name: 'Essentiel',
    description: 'Votre annonce en ligne pendant un mois.',
    price_cents: 2900,
    duration_months: 1,
    features: ['Annonce publiée pendant 1 mois'],
    recommended: false,
  },
  {
    id: 'confort',
    name: 'Confort',
    description: 'Trois mois de visibilité renforcée.',
    price_cents: 5900,
    duration_months: 3,
    features: ['Annonce publiée pendant 3 mois', 'Mise en avant en tête des résultats de recherche'],
    recommended: true,
  },
  {
    id: 'mandate',
    name: 'Mandat de gestion',
    description: 'Confiez la location à une agence partenaire.',
    price_cents: 0,
    duration_months: 0,
    features: ["Annonce publiée jusqu'à la signature du bail"],
    recommended: false,
  },
];

export function makeHome(extra: Partial<Home> = {}, details: Partial<NonNullable<Home['details']>> = {}): Home {
  return {
    id: 31,
    name: 'Grande maison avec jardin',
    address: '12 rue des Lilas',
    address2: null,
    postal_code: '69003',
    city: 'Lyon',
    country: 6,
    step: 1,
    is_coloc: false,
    published: false,
    moderation_status: null,
    mandate_status: null,
    offer: null,
    image_orders: [],
    public_url: '/colocation-lyon/31',
    user_id: 42,
    owners_roles: [],
    notifications_advert: 0,
    notifications_agenda: 0,
    rooms: [],
    reference_rent_auto: false,
    reference_rent_month: null,
    inc_reference_rent_month: null,
    dec_reference_rent_month: null,
    details: {
      city_id: LYON.id,
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
      ...details,
    },
    mandate_provider: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...extra,
    // The photos of image_orders as the API names them, unless given: a public id unlike the id.
    photos: extra.photos ?? (extra.image_orders ?? []).map((id) => ({ id, public_id: `Photo${id}PublicId`.padEnd(22, 'x') })),
  };
}

export const owner = (extra: Partial<User> = {}) => makeUser({ type: 2, registration_step: 0, ...extra });

/** A seeker whose home-1 answer picked a branch (only the fields the flow reads matter here). */
export function seeker(homeKind: 'shared' | 'non-coloc', extra: Partial<User> = {}): User {
  return makeUser({ type: 1, registration_step: 100, profile: { id: 7, user_id: 42, home_kind: homeKind } as ProfileData, ...extra });
}
