// Where the offers route answers (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const OFFERS_ENDPOINTS = {
  'offers.list': { method: 'GET', path: '/offers' },
} as const satisfies Record<`offers.${string}`, Endpoint>;
