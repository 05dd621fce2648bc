// Where the moderation routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const MODERATION_ENDPOINTS = {
  'moderation.queue': { method: 'GET', path: '/moderation/homes' },
  'moderation.accounts': { method: 'GET', path: '/moderation/accounts' },
  'moderation.clearAccount': { method: 'POST', path: '/moderation/accounts/:id/clear' },
  'moderation.disableAccount': { method: 'POST', path: '/moderation/accounts/:id/disable' },
  'moderation.approve': { method: 'POST', path: '/moderation/homes/:id/approve' },
  'moderation.reject': { method: 'POST', path: '/moderation/homes/:id/reject' },
  'moderation.homeStatus': { method: 'GET', path: '/homes/:id/moderation' },
} as const satisfies Record<`moderation.${string}`, Endpoint>;
