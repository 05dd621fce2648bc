/*
 * Accounts without a visit for three years (privacy policy): one warning mail a month before, then
 * deletion through the users module's eraseAccount, the same as « Supprimer mon compte ».
 *
 * Kept whatever the dates, because deleting them would break someone else's rights or our
 * obligations (README):
 * - staff accounts (support, moderators);
 * - accounts disabled by moderation: they cannot sign in, so a « connectez-vous » warning would lie,
 *   and the account is kept as the moderation decision's record;
 * - a tenant of an active tenancy, and a landlord (the home's creator or an accepted co-landlord)
 *   of a home with an active tenancy or a lease sent for signature: the home, its lease and its
 *   rent lines go with its creator's account;
 * - both parties of a mandate being signed or in force;
 * - an account with a paid offer still running.
 * Once the obligation ends the clock still counts from the last visit: the warning leaves at the
 * next run (a warning from before, now stale, does not count) and the month of grace starts then.
 *
 * Several instances may run at once: the warning is claimed by a conditional update before it is
 * mailed (only one instance wins it), and deleting an account another instance deleted does nothing.
 */
import { MANDATE_STATUSES } from '@coloc/contract/homes/limits';
import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import { nowIso, toCount, type Db, type Database } from '../../db';
import { parisDate } from '../../lib/dates';
import type { MailMessage } from '../../mail';
import { eraseAccount } from '../users';
import { deletionFrom, dormancyCutoffs } from './dormancy-rules';
import { dormancyWarningMail } from './mail';

/** Per run and per step: an hourly run stays short, and a backlog drains in a few days. */
export const DORMANCY_BATCH = 100;

export interface DormancyDeps {
  db: Db;
  mailer: { sendMail(message: MailMessage): Promise<void> };
  publicUrl: string;
  dataDir: string;
  log: { error(obj: object, msg: string): void };
}

type UsersEb = ExpressionBuilder<Database, 'users'>;

/** The last visit, or the account's creation when none was recorded. */
function lastSeen(eb: UsersEb) {
  return eb.fn.coalesce('users.last_seen_at', 'users.created_at');
}

/** Seen at or before the cutoff (written so that the last_seen_at index serves it). */
function seenAtOrBefore(eb: UsersEb, cutoff: Date) {
  return eb.or([
    eb('users.last_seen_at', '<=', nowIso(cutoff)),
    eb.and([eb('users.last_seen_at', 'is', null), eb('users.created_at', '<=', nowIso(cutoff))]),
  ]);
}

/** The homes the account (the outer query's `users` row) holds as creator or accepted co-landlord. */
function landlordHomeIds() {
  const userId = sql.ref<number>('users.id');
  const eb = expressionBuilder<Database, never>();
  return eb
    .selectFrom('homes')
    .select('homes.id as home_id')
    .where('homes.user_id', '=', userId)
    .union(eb.selectFrom('home_landlords').select('home_landlords.home_id').where('home_landlords.user_id', '=', userId).where('home_landlords.status', '=', 'accepted'));
}

/** None of the reasons to keep an account whatever the dates (see the header). */
function holdsNothing(eb: UsersEb, now: Date) {
  return eb.and([
    eb('users.staff_role', 'is', null),
    eb('users.disabled_at', 'is', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('tenancies')
          .select('tenancies.id')
          .where('tenancies.status', '=', 'active')
          .where((t) => t.or([t('tenancies.tenant_user_id', '=', t.ref('users.id')), t('tenancies.home_id', 'in', landlordHomeIds())])),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('leases')
          .select('leases.id')
          .where('leases.status', '=', 'sent')
          .where((l) => l.or([l('leases.tenant_user_id', '=', l.ref('users.id')), l('leases.home_id', 'in', landlordHomeIds())])),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('mandates')
          .select('mandates.id')
          .where('mandates.status', 'in', [...MANDATE_STATUSES])
          .where((m) => m.or([m('mandates.owner_id', '=', m.ref('users.id')), m('mandates.agent_id', '=', m.ref('users.id'))])),
      ),
    ),
    eb.not(
      eb.exists(
        eb.selectFrom('subscriptions').select('subscriptions.id').whereRef('subscriptions.user_id', '=', 'users.id').where('subscriptions.valid_until', '>=', parisDate(now)),
      ),
    ),
  ]);
}

/** No warning that holds: none, one older than the last visit, or a stale one (dormancy-rules). */
function notWarned(eb: UsersEb, now: Date) {
  return eb.or([
    eb('users.dormancy_warned_at', 'is', null),
    eb('users.dormancy_warned_at', '<', lastSeen(eb)),
    eb('users.dormancy_warned_at', '<', nowIso(dormancyCutoffs(now).warningStaleBefore)),
  ]);
}

export interface DormantAccount {
  id: number;
  email: string;
  first_name: string;
  seen_at: string;
}

/** Accounts whose warning is due, the longest-absent first. */
export async function accountsToWarn(db: Db, now: Date, limit: number): Promise<DormantAccount[]> {
  const { warnSeenBefore } = dormancyCutoffs(now);
  return db
    .selectFrom('users')
    .select((eb) => ['users.id', 'users.email', 'users.first_name', lastSeen(eb).as('seen_at')])
    .where((eb) => eb.and([seenAtOrBefore(eb, warnSeenBefore), notWarned(eb, now), holdsNothing(eb, now)]))
    .orderBy('seen_at')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/** Warned at least a month ago (and not so long ago that the warning went stale), not seen since, three years over, nothing held. */
function deletionDue(eb: UsersEb, now: Date) {
  const { deleteSeenBefore, deleteWarnedBefore, warningStaleBefore } = dormancyCutoffs(now);
  return eb.and([
    seenAtOrBefore(eb, deleteSeenBefore),
    eb('users.dormancy_warned_at', '<=', nowIso(deleteWarnedBefore)),
    eb('users.dormancy_warned_at', '>=', nowIso(warningStaleBefore)),
    eb('users.dormancy_warned_at', '>=', lastSeen(eb)),
    holdsNothing(eb, now),
  ]);
}

export async function accountsToDelete(db: Db, now: Date, limit: number): Promise<Array<{ id: number; email: string }>> {
  return db.selectFrom('users').select(['users.id', 'users.email']).where((eb) => deletionDue(eb, now)).orderBy('users.dormancy_warned_at').orderBy('users.id').limit(limit).execute();
}

/**
 * Sends each due warning once: the row is claimed first (only one instance's update matches), the
 * claim is withdrawn if the mail fails so that the next run tries again and nobody is deleted unwarned.
 */
export async function warnDormantAccounts(deps: DormancyDeps, now: Date = new Date(), limit = DORMANCY_BATCH): Promise<number> {
  const { db } = deps;
  const warnedAt = nowIso(now);
  let warned = 0;
  for (const account of await accountsToWarn(db, now, limit)) {
    const claim = await db
      .updateTable('users')
      .set({ dormancy_warned_at: warnedAt })
      .where('users.id', '=', account.id)
      .where((eb) => notWarned(eb, now))
      .executeTakeFirst();
    if (toCount(claim.numUpdatedRows) !== 1) continue;
    const seenAt = new Date(account.seen_at);
    try {
      await deps.mailer.sendMail(dormancyWarningMail(account.email, account.first_name, seenAt, deletionFrom(seenAt, now), `${deps.publicUrl}/signin`));
      warned += 1;
    } catch (error) {
      deps.log.error({ err: error, userId: account.id }, 'dormant account warning not sent');
      await db.updateTable('users').set({ dormancy_warned_at: null }).where('id', '=', account.id).where('dormancy_warned_at', '=', warnedAt).execute();
    }
  }
  return warned;
}

/** Deletes the accounts whose month of grace is over; each is checked again just before, in case its owner came back. */
export async function deleteDormantAccounts(deps: DormancyDeps, now: Date = new Date(), limit = DORMANCY_BATCH): Promise<number> {
  const { db } = deps;
  let deleted = 0;
  for (const account of await accountsToDelete(db, now, limit)) {
    const still = await db.selectFrom('users').select(['users.id', 'users.email']).where('users.id', '=', account.id).where((eb) => deletionDue(eb, now)).executeTakeFirst();
    if (!still) continue;
    await eraseAccount(db, deps.dataDir, still, deps.log);
    deleted += 1;
  }
  return deleted;
}
