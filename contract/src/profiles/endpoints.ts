// Where the profile routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const PROFILES_ENDPOINTS = {
  'profiles.get': { method: 'GET', path: '/profiles/:id' },
  'profiles.update': { method: 'PUT', path: '/profiles/:id' },
} as const satisfies Record<`profiles.${string}`, Endpoint>;
