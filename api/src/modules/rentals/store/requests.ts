import { nowIso, type Db } from '../../../db';
import type { ContactRequestRow, VisitRow } from '../../../db/types';

/** The demandes of a home: contact requests and visits, `db` first. */

export function contactRequestById(db: Db, id: number): Promise<ContactRequestRow | undefined> {
  return db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest contact requests about the home sent to one of `receiverIds`. */
export function contactRequestsOfHome(db: Db, homeId: number, receiverIds: readonly number[], limit: number): Promise<ContactRequestRow[]> {
  return db
    .selectFrom('contact_requests')
    .selectAll()
    .where('home_id', '=', homeId)
    .where('to_user_id', 'in', receiverIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest visits of the home, whatever their state. */
export function visitsOfHome(db: Db, homeId: number, limit: number): Promise<VisitRow[]> {
  return db.selectFrom('visits').selectAll().where('home_id', '=', homeId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The request is answered in that conversation (read now, if it was not yet). */
export async function markAnswered(db: Db, request: Pick<ContactRequestRow, 'id' | 'read_at'>, conversationId: number): Promise<void> {
  await db
    .updateTable('contact_requests')
    .set({ status: 'answered', conversation_id: conversationId, read_at: request.read_at ?? nowIso() })
    .where('id', '=', request.id)
    .execute();
}

/** Declines the request if it is still new; false when it no longer was. */
export async function declineIfNew(db: Db, request: Pick<ContactRequestRow, 'id' | 'read_at'>): Promise<boolean> {
  const result = await db
    .updateTable('contact_requests')
    .set({ status: 'declined', read_at: request.read_at ?? nowIso() })
    .where('id', '=', request.id)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}
