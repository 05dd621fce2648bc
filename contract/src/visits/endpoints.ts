// Where the visits and contact-request routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const VISITS_ENDPOINTS = {
  'visits.request': { method: 'POST', path: '/visits' },
  'visits.list': { method: 'GET', path: '/visits' },
  'visits.accept': { method: 'POST', path: '/visits/:id/accept' },
  'visits.propose': { method: 'POST', path: '/visits/:id/propose' },
  'visits.decline': { method: 'POST', path: '/visits/:id/decline' },
  'visits.cancel': { method: 'POST', path: '/visits/:id/cancel' },
  'visits.confirm': { method: 'POST', path: '/visits/:id/confirm' },
  'visits.confirmationByToken': { method: 'GET', path: '/visits/confirm' },
  'visits.confirmByToken': { method: 'POST', path: '/visits/confirm' },
  'contactRequests.send': { method: 'POST', path: '/contact-requests' },
  'contactRequests.list': { method: 'GET', path: '/contact-requests' },
  'contactRequests.markRead': { method: 'POST', path: '/contact-requests/:id/read' },
} as const satisfies Record<`visits.${string}` | `contactRequests.${string}`, Endpoint>;
