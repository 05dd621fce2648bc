// Where the accordance routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const ACCORDANCES_ENDPOINTS = {
  'accordances.choose': { method: 'POST', path: '/homes/accordances/:id' },
  'accordances.likedProfiles': { method: 'GET', path: '/homes/accordances/:id' },
  'accordances.favorites': { method: 'GET', path: '/accordances' },
  'accordances.userFavorites': { method: 'GET', path: '/users/:id/favorite' },
  'accordances.userDislikes': { method: 'GET', path: '/users/:id/dislike' },
} as const satisfies Record<`accordances.${string}`, Endpoint>;
