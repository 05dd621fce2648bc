// The visits table, read and written with Kysely; every function takes the database first.
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { HomeRow, VisitRow } from '../../db/types';
import type { VisitStatus } from './schemas';

export async function findVisit(db: Db, id: number): Promise<VisitRow | undefined> {
  return db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findHome(db: Db, id: number): Promise<HomeRow | undefined> {
  return db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findHost(db: Db, id: number): Promise<{ id: number; type: number }> {
  return db.selectFrom('users').select(['id', 'type']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A visit of this home by this seeker that is still to come: requested, proposed, or accepted for later. */
export async function hasOpenVisit(db: Db, homeId: number, seekerId: number, now: Date): Promise<boolean> {
  const open = await db
    .selectFrom('visits')
    .select('id')
    .where('home_id', '=', homeId)
    .where('seeker_id', '=', seekerId)
    .where((eb) => eb.or([eb('status', 'in', ['requested', 'proposed']), eb.and([eb('status', '=', 'accepted'), eb('starts_at', '>', nowIso(now))])]))
    .executeTakeFirst();
  return open !== undefined;
}

export async function insertRequest(
  db: Db,
  request: { homeId: number; seekerId: number; hostId: number; slots: readonly string[]; message: string | null },
  now: Date,
): Promise<VisitRow> {
  return db
    .insertInto('visits')
    .values({
      home_id: request.homeId,
      seeker_id: request.seekerId,
      host_id: request.hostId,
      status: 'requested',
      slots: JSON.stringify(request.slots),
      starts_at: null,
      message: request.message,
      confirm_token_hash: null,
      confirmed_at: null,
      reminder_sent_at: null,
      created_at: nowIso(now),
      updated_at: nowIso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The visits of one home, or those the user makes or answers (newest first, 500 at most). */
export async function listVisits(db: Db, scope: { homeId: number } | { userId: number; answeredHomeIds: readonly number[] }): Promise<VisitRow[]> {
  let query = db.selectFrom('visits').selectAll();
  if ('homeId' in scope) {
    query = query.where('home_id', '=', scope.homeId);
  } else {
    const { userId, answeredHomeIds } = scope;
    query = query.where((eb) =>
      answeredHomeIds.length > 0 ? eb.or([eb('seeker_id', '=', userId), eb('home_id', 'in', [...answeredHomeIds])]) : eb('seeker_id', '=', userId),
    );
  }
  return query.orderBy('id', 'desc').limit(500).execute();
}

/**
 * Applies a change only if the visit is still in one of the expected states, so that two
 * answers crossing each other (the host declines while the seeker cancels) never both win.
 * Undefined when the visit had moved on.
 */
export async function transition(db: Db, visitId: number, expected: readonly VisitStatus[], changes: Partial<VisitRow>): Promise<VisitRow | undefined> {
  const result = await db
    .updateTable('visits')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', visitId)
    .where('status', 'in', [...expected])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return db.selectFrom('visits').selectAll().where('id', '=', visitId).executeTakeFirstOrThrow();
}

/** Sets confirmed_at the first time only; `first` says whether this call did. */
export async function confirmOnce(db: Db, visitId: number): Promise<{ visit: VisitRow; first: boolean }> {
  const result = await db
    .updateTable('visits')
    .set({ confirmed_at: nowIso(), updated_at: nowIso() })
    .where('id', '=', visitId)
    .where('status', '=', 'accepted')
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  const visit = await db.selectFrom('visits').selectAll().where('id', '=', visitId).executeTakeFirstOrThrow();
  return { visit, first: Number(result.numUpdatedRows) > 0 };
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<VisitRow | undefined> {
  return db.selectFrom('visits').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}
