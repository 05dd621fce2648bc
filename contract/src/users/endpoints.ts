// Where the account routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const USERS_ENDPOINTS = {
  'users.myself': { method: 'GET', path: '/users/myself' },
  'users.update': { method: 'PUT', path: '/users/:id' },
  'users.changePassword': { method: 'PUT', path: '/users/:id/password' },
  'users.preferences': { method: 'GET', path: '/users/:id/preferences' },
  'users.updatePreferences': { method: 'PUT', path: '/users/:id/preferences' },
  // The API registers it as /users/:id(^\d+$): DELETE /users/myself stays an unknown route.
  'users.deleteAccount': { method: 'DELETE', path: '/users/:id' },
  'users.publicProfile': { method: 'GET', path: '/users/:id/profile' },
  // A JSON file to download (content-disposition: attachment), not a screen's data.
  'users.export': { method: 'GET', path: '/users/:id/export' },
  'users.connections': { method: 'GET', path: '/users/:id/connections' },
} as const satisfies Record<`users.${string}`, Endpoint>;
