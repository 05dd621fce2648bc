// Where the properties routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const PROPERTIES_ENDPOINTS = {
  'properties.list': { method: 'GET', path: '/properties' },
  'properties.landlords': { method: 'GET', path: '/homes/:id/landlords' },
  'properties.invite': { method: 'POST', path: '/homes/:id/invite' },
  'properties.resendInvitation': { method: 'POST', path: '/homes/:id/landlords/:invitation_id/resend' },
  'properties.removeLandlord': { method: 'DELETE', path: '/homes/:id/landlords/:invitation_id' },
  'properties.invitation': { method: 'GET', path: '/owner-invitations/:token' },
  'properties.acceptInvitation': { method: 'POST', path: '/owner-invitations/:token/accept' },
  'properties.delegate': { method: 'PUT', path: '/homes/:id/delegation' },
} as const satisfies Record<`properties.${string}`, Endpoint>;
