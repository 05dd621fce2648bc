// Where the matching routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const MATCHING_ENDPOINTS = {
  'matching.homesForUser': { method: 'POST', path: '/match/user-match-homes-v4' },
  'matching.usersForUser': { method: 'POST', path: '/match/user-match-users-v4' },
  'matching.usersForHome': { method: 'POST', path: '/match/home-match-users-v4/:home_id' },
  'matching.pairScore': { method: 'GET', path: '/match/users/:user_id/score' },
  'matching.savedSearchCount': { method: 'GET', path: '/match/user-match-users' },
  'matching.homeCount': { method: 'GET', path: '/homes/:id/nb-matching-v4' },
} as const satisfies Record<`matching.${string}`, Endpoint>;
