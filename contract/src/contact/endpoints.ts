// Where the contact route answers (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const CONTACT_ENDPOINTS = {
  'contact.send': { method: 'POST', path: '/contact' },
} as const satisfies Record<`contact.${string}`, Endpoint>;
