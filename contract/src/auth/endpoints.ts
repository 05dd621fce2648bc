// Where the auth routes answer (under /api). No TypeBox: the client bundles only this table.
// Sign-in, the mailed links and the new password answer the user object, whose schema joins the
// homes' and the searches' (still in the API): those four routes join the map with it.
import type { Endpoint } from '../route-map';

export const AUTH_ENDPOINTS = {
  'auth.signup': { method: 'POST', path: '/auth/signup' },
  'auth.signout': { method: 'POST', path: '/auth/signout' },
  'auth.signoutAll': { method: 'POST', path: '/auth/signout-all' },
  'auth.resetPassword': { method: 'POST', path: '/auth/reset-password' },
} as const satisfies Record<`auth.${string}`, Endpoint>;
