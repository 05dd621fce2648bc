// Strong customer authentication and bank accounts (SPEC 4, 7): the values and limits both sides
// read. No TypeBox.

/** What an SCA return says (SPEC 4): the query's controlStatus. */
export const SCA_CONTROL_STATUSES = ['VALIDATED', 'REFUSED', 'CANCELLED', 'ERROR'] as const;
export type ScaControlStatus = (typeof SCA_CONTROL_STATUSES)[number];

/** Longest account holder's name. */
export const HOLDER_MAX = 120;

/** users.sca_status (SPEC 3, 4): whether an owner or agent must pass strong authentication. */
export const SCA_STATUSES = ['none', 'required', 'validated'] as const;
export type ScaStatus = (typeof SCA_STATUSES)[number];
