// The account route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { MessageSchema } from '../common/schemas';
import { defineRoutes } from '../route-map';
import { USERS_ENDPOINTS } from './endpoints';
import {
  AccountDeletedSchema,
  ConnectionsSchema,
  DataExportSchema,
  DeleteAccountBody,
  PasswordChangeBody,
  PreferencesBody,
  PreferencesSchema,
  PublicProfileSchema,
  UpdateUserBody,
  UserIdParams,
  UserSchema,
} from './schemas';

export const USERS_ROUTES = defineRoutes(USERS_ENDPOINTS, {
  'users.myself': { response: { 200: UserSchema } },
  'users.update': { params: UserIdParams, body: UpdateUserBody, response: { 200: UserSchema } },
  'users.changePassword': { params: UserIdParams, body: PasswordChangeBody, response: { 200: MessageSchema } },
  'users.preferences': { params: UserIdParams, response: { 200: PreferencesSchema } },
  'users.updatePreferences': { params: UserIdParams, body: PreferencesBody, response: { 200: PreferencesSchema } },
  'users.deleteAccount': { params: UserIdParams, body: DeleteAccountBody, response: { 204: AccountDeletedSchema } },
  'users.publicProfile': { params: UserIdParams, response: { 200: PublicProfileSchema } },
  'users.export': { params: UserIdParams, response: { 200: DataExportSchema } },
  'users.connections': { params: UserIdParams, response: { 200: ConnectionsSchema } },
});
