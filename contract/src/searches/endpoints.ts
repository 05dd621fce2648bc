// Where the search routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const SEARCHES_ENDPOINTS = {
  'searches.create': { method: 'POST', path: '/searches' },
  'searches.get': { method: 'GET', path: '/searches/:id' },
  'searches.update': { method: 'PUT', path: '/searches/:id' },
} as const satisfies Record<`searches.${string}`, Endpoint>;
