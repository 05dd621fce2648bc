// Where the group routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const GROUPS_ENDPOINTS = {
  'groups.mine': { method: 'GET', path: '/groups/mine' },
  'groups.create': { method: 'POST', path: '/groups' },
  'groups.rename': { method: 'PUT', path: '/groups/:id' },
  'groups.invite': { method: 'POST', path: '/groups/:id/invitations' },
  'groups.accept': { method: 'POST', path: '/groups/:id/accept' },
  'groups.decline': { method: 'POST', path: '/groups/:id/decline' },
  'groups.removeMember': { method: 'DELETE', path: '/groups/:id/members/:user_id' },
  'groups.favorites': { method: 'GET', path: '/groups/:id/favorites' },
} as const satisfies Record<`groups.${string}`, Endpoint>;
