// Where the push-notification routes answer (under /api). No TypeBox.
import type { Endpoint } from '../route-map';

export const NOTIFICATIONS_ENDPOINTS = {
  'notifications.publicKey': { method: 'GET', path: '/push/public-key' },
  'notifications.subscribe': { method: 'PUT', path: '/pushsubs' },
  'notifications.unsubscribe': { method: 'PUT', path: '/pushsubs/delete' },
} as const satisfies Record<`notifications.${string}`, Endpoint>;
