// A published advert in the wire contract's shape (shared/src/types/properties.ts PublicAdvert).
import type { AdvertFlatmate, AdvertRoom, PublicAdvert } from '@coloc/shared';

export function makeRoom(extra: Partial<AdvertRoom> = {}): AdvertRoom {
  return {
    id: 5,
    number: 0,
    name: 'chambre sur cour',
    display_name: 'Chambre sur cour',
    rent: 450,
    charges: 50,
    surface: 12.5,
    available_from: null,
    furnished: true,
    private_bathroom: false,
    private_toilets: false,
    available: true,
    ...extra,
  };
}

export function makeFlatmate(extra: Partial<AdvertFlatmate> = {}): AdvertFlatmate {
  return {
    user_id: 70,
    first_name: 'Camille',
    name_initial: 'R.',
    avatar_url: '/image/81/128/128',
    age: 27,
    occupation: 'Infirmière',
    match_percent: null,
    match_status: null,
    reasons: [],
    ...extra,
  };
}

export function makeAdvert(extra: Partial<PublicAdvert> = {}): PublicAdvert {
  return {
    id: 12,
    title: 'Grande colocation lumineuse',
    description: 'Appartement traversant de 95 m² avec balcon, à deux pas du métro Croix-Rousse. Cuisine équipée, salon lumineux.',
    wishes: 'Des personnes calmes qui aiment cuisiner ensemble.',
    city: 'Lyon',
    district: 'Lyon 4e',
    postal_code_prefix: '69',
    country: 'France',
    home_type: 'Appartement',
    surface: 95,
    bedroom_count: 3,
    furnished: true,
    amenities: ['Wi-Fi', 'Lave-linge'],
    handicap_friendly: false,
    is_coloc: false,
    pay_by_service: false,
    services: null,
    service_list: [],
    photo_ids: ['31', '32', '33'],
    rooms: [
      makeRoom(),
      makeRoom({ id: 6, number: 1, name: null, display_name: 'Chambre B', rent: 520, charges: 50, surface: 14, available_from: '2099-09-01', private_bathroom: true }),
      makeRoom({ id: 7, number: 2, name: null, display_name: 'Chambre C', rent: 480, charges: 50, surface: 11, available: false }),
    ],
    rent_min: 450,
    rent_max: 520,
    charges_total: 150,
    flatmates: [makeFlatmate()],
    contact_user_id: 3,
    landlord_first_name: 'Bernard',
    match_percent: null,
    match_status: null,
    match_reasons: [],
    match_vigilance: [],
    public_url: '/colocation-lyon/12',
    published: true,
    preview: false,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

/** The same advert as answered to a signed-in seeker: scores and reasons filled. */
export function seekerView(extra: Partial<PublicAdvert> = {}): PublicAdvert {
  return makeAdvert({
    match_percent: 78,
    match_status: 'scored',
    match_reasons: ['Même rythme de vie', 'Vous aimez cuisiner', 'Budget respecté'],
    match_vigilance: ['Tabac : vous, non-fumeur ; votre hôte, fumeur'],
    flatmates: [makeFlatmate({ match_percent: 91, match_status: 'scored', reasons: ['Non-fumeuse comme vous', 'Soirées calmes', 'Cuisine partagée'] })],
    ...extra,
  });
}
