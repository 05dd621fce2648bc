// The auth route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { MessageSchema } from '../common/schemas';
import { defineRoutes } from '../route-map';
import { UserSchema } from '../users/schemas';
import { AUTH_ENDPOINTS } from './endpoints';
import { LinkTokenBody, NewPasswordBody, ResetPasswordBody, SigninBody, SignedOutEverywhereSchema, SignedOutSchema, SignupBody } from './schemas';

/** A new password also signs in: the message and the user object. Here rather than in ./schemas, which ../users/schemas imports. */
export const NewPasswordResultSchema = Type.Object({ message: Type.String(), user: UserSchema });

export const AUTH_ROUTES = defineRoutes(AUTH_ENDPOINTS, {
  // 202 and the same answer whether the address has an account or not (no enumeration).
  'auth.signup': { body: SignupBody, response: { 202: MessageSchema } },
  'auth.confirmSignup': { body: LinkTokenBody, response: { 201: UserSchema } },
  'auth.signinLink': { body: LinkTokenBody, response: { 200: UserSchema } },
  'auth.signin': { body: SigninBody, response: { 200: UserSchema } },
  'auth.signout': { response: { 204: SignedOutSchema } },
  'auth.signoutAll': { response: { 204: SignedOutEverywhereSchema } },
  'auth.resetPassword': { body: ResetPasswordBody, response: { 200: MessageSchema } },
  'auth.newPassword': { body: NewPasswordBody, response: { 200: NewPasswordResultSchema } },
});
