// Rules of the landlords of a home that the API and the screens share. No TypeBox.

/** The same test as EMAIL_PATTERN of @coloc/shared (domain/format.ts), so the form and the API agree. */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';

export const LANDLORD_ROLES = ['owner', 'manager', 'agent'] as const;
export type LandlordRole = (typeof LANDLORD_ROLES)[number];

/** Days an owner invitation's link stays valid after its last sending (SPEC 7). */
export const OWNER_INVITE_VALID_DAYS = 7;
