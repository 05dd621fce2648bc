// Wire shapes of the sign-up, sign-in and password routes (SPEC 2.1). The API validates and
// documents with them; `@coloc/shared` exports their types.
import { Type, type Static } from 'typebox';
import { ACCOUNT_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-types';

/** minLength first so that an empty value reads "obligatoire" rather than "pas valide". */
export const EmailSchema = Type.String({ minLength: 1, maxLength: 254, format: 'email' });

/** Rules of a new password (sign-up, reset, change). */
export const PasswordSchema = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

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
export type SignupInput = Static<typeof SignupBody>;

export const SigninBody = Type.Object(
  {
    email: EmailSchema,
    // Not the sign-up rules: an old short password must still be accepted; the cap keeps
    // hashing cheap for absurd inputs.
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SigninInput = Static<typeof SigninBody>;

export const ResetPasswordBody = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type ResetPasswordInput = Static<typeof ResetPasswordBody>;

export const NewPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: PasswordSchema,
  },
  { additionalProperties: false },
);
export type NewPasswordInput = Static<typeof NewPasswordBody>;

/** The token of a link mailed by sign-up (confirmation or sign-in). */
export const LinkTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type LinkTokenInput = Static<typeof LinkTokenBody>;

export const SignedOutSchema = Type.Null({ description: 'Déconnecté (même sans session)' });
export const SignedOutEverywhereSchema = Type.Null({ description: 'Toutes les sessions sont fermées' });
