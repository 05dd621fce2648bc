// Where the homes routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const HOMES_ENDPOINTS = {
  'homes.get': { method: 'GET', path: '/homes/:id' },
  'homes.create': { method: 'POST', path: '/homes' },
  'homes.update': { method: 'PUT', path: '/homes/:id' },
  'homes.delete': { method: 'DELETE', path: '/homes/:id' },
} as const satisfies Record<`homes.${string}`, Endpoint>;
