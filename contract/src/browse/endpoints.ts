// Where the browse routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const BROWSE_ENDPOINTS = {
  'browse.adverts': { method: 'GET', path: '/browse/adverts' },
  'browse.city': { method: 'GET', path: '/browse/cities/:slug' },
  'browse.topCities': { method: 'GET', path: '/browse/cities' },
} as const satisfies Record<`browse.${string}`, Endpoint>;
