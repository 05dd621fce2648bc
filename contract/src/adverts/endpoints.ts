// Where the adverts routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const ADVERTS_ENDPOINTS = {
  'adverts.get': { method: 'GET', path: '/adverts/:home_id' },
} as const satisfies Record<`adverts.${string}`, Endpoint>;
