// Where the newsletter route answers (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const NEWSLETTER_ENDPOINTS = {
  'newsletter.subscribe': { method: 'POST', path: '/newsletters' },
} as const satisfies Record<`newsletter.${string}`, Endpoint>;
