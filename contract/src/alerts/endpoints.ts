// Where the alert-settings routes answer (under /api). No TypeBox. The unsubscribe link's two
// routes answer HTML pages, not JSON: they stay outside the map.
import type { Endpoint } from '../route-map';

export const ALERTS_ENDPOINTS = {
  'alerts.settings': { method: 'GET', path: '/alerts/settings' },
  'alerts.updateSettings': { method: 'PUT', path: '/alerts/settings' },
  'alerts.homeSettings': { method: 'GET', path: '/alerts/homes/:id/settings' },
  'alerts.updateHomeSettings': { method: 'PUT', path: '/alerts/homes/:id/settings' },
} as const satisfies Record<`alerts.${string}`, Endpoint>;
