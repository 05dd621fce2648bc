// Where the site route answers (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const SITE_ENDPOINTS = {
  'site.config': { method: 'GET', path: '/site-config' },
} as const satisfies Record<`site.${string}`, Endpoint>;
