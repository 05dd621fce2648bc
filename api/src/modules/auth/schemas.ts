import { Type } from '@fastify/type-provider-typebox';
import { EmailSchema } from '../../lib/schemas';
import { UserSchema } from '../users/schemas';
import { PasswordSchema } from './password-rules';

export const ACCOUNT_TYPES = ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Sign-up type -> user type bits. An owner-occupier is a coloc (1) who owns a non-coloc home. */
export const ACCOUNT_TYPE_BITS: Record<AccountType, number> = {
  users: 1,
  proprietaire: 2,
  'prop-occupant': 1,
  agent: 4,
  manager: 8,
};

export { PasswordSchema };

export const SignupBody = Type.Object(
  {
    email: EmailSchema,
    password: PasswordSchema,
    first_name: Type.String({ minLength: 1, maxLength: 80 }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    type: Type.Enum([...ACCOUNT_TYPES], { description: "Type de compte choisi à l'inscription" }),
    business_name: Type.Optional(Type.String({ maxLength: 120, description: 'Agences et gestionnaires' })),
    newsletter: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const SigninBody = Type.Object(
  {
    email: EmailSchema,
    // Not the sign-up rules: an old short password must still be accepted; the cap keeps
    // hashing cheap for absurd inputs.
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const ResetPasswordBody = Type.Object({ email: EmailSchema }, { additionalProperties: false });

export const NewPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: PasswordSchema,
  },
  { additionalProperties: false },
);

/** The token of a link mailed by sign-up (confirmation or sign-in). */
export const LinkTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const NewPasswordResponse = Type.Object({ message: Type.String(), user: UserSchema });
