// Where the city search answers (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const CITIES_ENDPOINTS = {
  'cities.search': { method: 'GET', path: '/cities' },
} as const satisfies Record<`cities.${string}`, Endpoint>;
