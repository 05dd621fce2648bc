import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database, UserRow } from '../../db/types';

import type { ScaStatus } from '@coloc/contract/bank-accounts/sca';

export type { ScaStatus };

/** PSD2 lets a strong authentication stand this long before the PSP asks for it again. */
export const SCA_VALIDITY_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

const COLOC = 1;
const PROPRIO = 2;
const AGENT = 4;

/**
 * SPEC 4 rule, pure:
 * - 'none' for whoever does not receive rent through the platform (seekers, managers);
 * - 'required' for an owner (owner-occupier included) or an agent without a validated bank account,
 *   or whose last strong authentication is older than 180 days;
 * - 'validated' otherwise.
 */
export function scaStatusRule(input: { receivesRent: boolean; hasValidatedAccount: boolean; lastScaAt: string | null; now?: Date }): ScaStatus {
  if (!input.receivesRent) return 'none';
  if (!input.hasValidatedAccount || input.lastScaAt === null) return 'required';
  const age = (input.now ?? new Date()).getTime() - Date.parse(input.lastScaAt);
  return age > SCA_VALIDITY_DAYS * DAY_MS ? 'required' : 'validated';
}

// Read for every owner's user object (GET /api/users/myself): compiled once (see db/prepared).
const ownerOccupiedHome = preparedQuery(['userId'], (db, { userId }: { userId: number }) =>
  (db as Kysely<Database>).selectFrom('homes').select('id').where('user_id', '=', userId).where('is_coloc', '=', 0).limit(1),
);
const lastValidatedAccount = preparedQuery(['userId'], (db, { userId }: { userId: number }) =>
  (db as Kysely<Database>)
    .selectFrom('bank_accounts')
    .select('validated_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'validated')
    .orderBy('validated_at', 'desc')
    .limit(1),
);
const lastValidatedOperation = preparedQuery(['userId'], (db, { userId }: { userId: number }) =>
  (db as Kysely<Database>)
    .selectFrom('sca_operations')
    .select('consumed_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'validated')
    .orderBy('consumed_at', 'desc')
    .limit(1),
);

/** What a caller may already know of the user's homes, sparing a query. */
export interface KnownHomes {
  /** false: the user has no home at all, so no home that is not a shared one either. */
  hasHome?: boolean;
}

/** SPEC's isOwner: a proprio or an agent, or a coloc whose home is not a shared one (owner-occupier). */
export async function receivesRent(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'type'>, known: KnownHomes = {}): Promise<boolean> {
  if ((user.type & (PROPRIO | AGENT)) !== 0) return true;
  if ((user.type & COLOC) === 0) return false;
  if (known.hasHome === false) return false;
  const home = await ownerOccupiedHome.executeTakeFirst(db, { userId: user.id });
  return home !== undefined;
}

/** When the user last passed a strong authentication: an account validated, or a re-authentication. */
export async function lastScaAt(db: Kysely<Database>, userId: number): Promise<{ hasValidatedAccount: boolean; lastScaAt: string | null }> {
  const [account, operation] = await Promise.all([
    lastValidatedAccount.executeTakeFirst(db, { userId }),
    lastValidatedOperation.executeTakeFirst(db, { userId }),
  ]);
  const dates = [account?.validated_at ?? null, operation?.consumed_at ?? null].filter((d): d is string => d !== null).sort();
  return { hasValidatedAccount: account !== undefined, lastScaAt: dates[dates.length - 1] ?? null };
}

/** The user's SCA status, computed from the records above. */
export async function scaStatusFor(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'type'>, known: KnownHomes = {}): Promise<ScaStatus> {
  if (!(await receivesRent(db, user, known))) return 'none';
  return scaStatusRule({ receivesRent: true, ...(await lastScaAt(db, user.id)) });
}

/** The user's sca_status as the user object shows it (SPEC 3, 4). */
export async function scaStatusOf(db: Kysely<Database>, user: UserRow, known: KnownHomes = {}): Promise<ScaStatus> {
  return scaStatusFor(db, user, known);
}
