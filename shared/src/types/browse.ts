// Wire contract of anonymous browsing (city pages, quick listing, home page links): the answers of
// GET /api/browse/adverts, /api/browse/cities and /api/browse/cities/{slug}. Nothing personal:
// the API lets shared caches keep them a minute. The API's TypeBox schemas
// (api/src/modules/browse/schemas.ts) describe the same JSON; api/test/modules/browse/contract.test.ts
// checks both ways.

/** Sort of GET /api/browse/adverts: rent_min ascending (default), descending, or latest published first. */
export type BrowseOrder = 'price-asc' | 'price-desc' | 'recent';

/** A published advert in a list: what its card shows, never the address. */
export interface AdvertCard {
  id: number;
  /** Path of the advert page, `/colocation-{city}/{id}` (same as PublicAdvert.public_url). */
  public_url: string;
  title: string;
  city: string | null;
  /** Arrondissement (« Lyon 4e ») or the city. */
  district: string | null;
  /** Public id of the first photo in the landlord's order, for imageUrl; null without photo. */
  photo_id: string | null;
  /** Lowest and highest rent of the rooms, charges excluded (as PublicAdvert); null when no room has a rent. */
  rent_min: number | null;
  rent_max: number | null;
  /** Rooms free today (no active tenancy, available_from today at the latest). */
  rooms_available: number;
  /** Every room of the advert. */
  room_count: number;
  /** When no room is free today: the soonest date (YYYY-MM-DD) one will be; otherwise null. */
  available_from: string | null;
  housing_for_services: boolean;
  /** Text of the option list « home_type » (Appartement, Maison…), null when not given. */
  home_type: string | null;
}

export interface CitySummary {
  id: number;
  name: string;
  /** Canonical slug: the city page is `/colocation-{slug}`. */
  slug: string;
  /** Name of the département (admin2_name). */
  department: string | null;
  admin2_code: string | null;
  lat: number;
  lng: number;
}

/** A link to a city page with its number of published adverts. */
export interface CityLink {
  name: string;
  slug: string;
  advert_count: number;
}

/** GET /api/browse/adverts?city&radius&budget&bedrooms&page&order */
export interface BrowseAdvertsPage {
  total: number;
  /** The page asked for (1-based); beyond the last one, `items` is empty. */
  page: number;
  /** 12 (SPEC 9). */
  per_page: number;
  /** ceil(total / per_page): 0 when nothing matches. */
  pages: number;
  /** The city asked for, with its canonical slug; null without a city. */
  city: CitySummary | null;
  items: AdvertCard[];
}

/** GET /api/browse/cities/{slug} */
export interface CityPageData {
  city: CitySummary;
  /** Published adverts of the commune itself (the list around it may find more). */
  advert_count: number;
  /** Rooms of those adverts, free or not. */
  room_count: number;
  /** Rooms of those adverts free today (the advert page's rule: no active tenancy, available_from today at the latest). */
  rooms_available: number;
  /**
   * Lowest and highest rent (charges excluded) of those free rooms, housing for services left out;
   * null when none of them states a rent.
   */
  rent_min: number | null;
  rent_max: number | null;
  /** Up to 8 other cities within 60 km with published adverts, nearest first. */
  nearby: CityLink[];
}
