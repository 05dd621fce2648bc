import { useLocation } from 'react-router-dom';
import type { AdvertCard, BrowseAdvertsPage, CityLink, CityPageData, CitySummary } from '@coloc/shared';

export const LYON: CitySummary = { id: 2996944, name: 'Lyon', slug: 'lyon', department: 'Rhône', admin2_code: '69', lat: 45.75, lng: 4.85 };

export function makeCard(overrides: Partial<AdvertCard> = {}): AdvertCard {
  const id = overrides.id ?? 12;
  return {
    id,
    public_url: `/colocation-lyon/${id}`,
    title: `Colocation lumineuse n° ${id}`,
    city: 'Lyon',
    district: 'Lyon 4e',
    photo_id: String(300 + id),
    rent_min: 450,
    rent_max: 520,
    rooms_available: 2,
    room_count: 4,
    available_from: null,
    housing_for_services: false,
    home_type: 'Appartement',
    ...overrides,
  };
}

/** Page `page` of a list of `total` adverts (12 a page), ids from 1. */
export function makeListing({ total = 3, page = 1, city = LYON as CitySummary | null } = {}): BrowseAdvertsPage {
  const pages = Math.ceil(total / 12);
  const first = (page - 1) * 12;
  const count = Math.max(0, Math.min(12, total - first));
  return {
    total,
    page,
    per_page: 12,
    pages,
    city,
    items: Array.from({ length: count }, (_, index) => makeCard({ id: first + index + 1, rent_min: 400 + (first + index) * 10, rent_max: 500 + (first + index) * 10 })),
  };
}

export const NEARBY: CityLink[] = [
  { name: 'Villeurbanne', slug: 'villeurbanne', advert_count: 7 },
  { name: 'Vénissieux', slug: 'venissieux', advert_count: 1 },
];

export function makeCityData(overrides: Partial<CityPageData> = {}): CityPageData {
  return { city: LYON, advert_count: 12, room_count: 23, rooms_available: 19, rent_min: 320, rent_max: 780, nearby: NEARBY, ...overrides };
}

/** The router's current URL, for tests that stay on the same path. */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-url">{`${pathname}${search}`}</p>;
}
