// Where the auth routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const AUTH_ENDPOINTS = {
  'auth.signup': { method: 'POST', path: '/auth/signup' },
  'auth.confirmSignup': { method: 'POST', path: '/auth/confirm-signup' },
  'auth.signinLink': { method: 'POST', path: '/auth/signin-link' },
  'auth.signin': { method: 'POST', path: '/auth/signin' },
  'auth.signout': { method: 'POST', path: '/auth/signout' },
  'auth.signoutAll': { method: 'POST', path: '/auth/signout-all' },
  'auth.resetPassword': { method: 'POST', path: '/auth/reset-password' },
  'auth.newPassword': { method: 'POST', path: '/auth/new-password' },
} as const satisfies Record<`auth.${string}`, Endpoint>;
