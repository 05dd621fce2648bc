import { Type } from '@fastify/type-provider-typebox';

/**
 * Rules of a new password (sign-up, reset, change). Its own file so that users/schemas can use it
 * without importing auth/schemas, which imports users/schemas.
 */
export const PasswordSchema = Type.String({ minLength: 8, maxLength: 128 });
