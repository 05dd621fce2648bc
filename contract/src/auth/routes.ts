// The auth route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { MessageSchema } from '../common/schemas';
import { defineRoutes } from '../route-map';
import { AUTH_ENDPOINTS } from './endpoints';
import { ResetPasswordBody, SignedOutEverywhereSchema, SignedOutSchema, SignupBody } from './schemas';

export const AUTH_ROUTES = defineRoutes(AUTH_ENDPOINTS, {
  // 202 and the same answer whether the address has an account or not (no enumeration).
  'auth.signup': { body: SignupBody, response: { 202: MessageSchema } },
  'auth.signout': { response: { 204: SignedOutSchema } },
  'auth.signoutAll': { response: { 204: SignedOutEverywhereSchema } },
  'auth.resetPassword': { body: ResetPasswordBody, response: { 200: MessageSchema } },
});
