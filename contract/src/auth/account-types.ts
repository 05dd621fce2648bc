// The account types chosen at sign-up (SPEC 2.1) and the user type bits they give. No TypeBox.

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

/** A new password (sign-up, reset, change): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
