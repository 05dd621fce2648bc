// Where the options route answers (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const OPTIONS_ENDPOINTS = {
  'options.list': { method: 'GET', path: '/options' },
} as const satisfies Record<`options.${string}`, Endpoint>;
