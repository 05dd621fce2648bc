import type { Db } from '../../../db';

/**
 * The rows a report counts, created since `since` (views by their Paris day from `firstDay`):
 * views, contact requests about the home, direct conversations filed under it, the conversations
 * opened to answer a request, and likes of the home or for it. report-rules.ts turns them into events.
 */
export async function reportRows(db: Db, homeId: number, firstDay: string, since: string) {
  const [views, requests, conversations, answers, likes] = await Promise.all([
    db.selectFrom('advert_views').select(['day', 'count']).where('home_id', '=', homeId).where('day', '>=', firstDay).execute(),
    db.selectFrom('contact_requests').select('created_at').where('home_id', '=', homeId).where('created_at', '>=', since).execute(),
    db.selectFrom('conversations').select(['id', 'created_at']).where('home_id', '=', homeId).where('kind', '=', 'direct').where('created_at', '>=', since).execute(),
    db.selectFrom('contact_requests').select('conversation_id').where('home_id', '=', homeId).where('conversation_id', 'is not', null).execute(),
    db
      .selectFrom('accordances')
      .select('created_at')
      .where('type', '=', 'like')
      .where((eb) => eb.or([eb('target_home_id', '=', homeId), eb('home_id', '=', homeId)]))
      .where('created_at', '>=', since)
      .execute(),
  ]);
  return { views, requests, conversations, answers, likes };
}

export type ReportRows = Awaited<ReturnType<typeof reportRows>>;
