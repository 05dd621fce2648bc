import type { Db } from '../../db';
import { isUniqueViolation } from '../../db';

export const OWNER_IDENTIFIED = 'owner_identified';

export async function wasIdentified(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('marketing_events').select('id').where('user_id', '=', userId).where('event', '=', OWNER_IDENTIFIED).executeTakeFirst();
  return row !== undefined;
}

/** False when another request recorded it first (two tabs at the first login). */
export async function recordIdentified(db: Db, userId: number, provider: string, payload: object, createdAt: string): Promise<boolean> {
  try {
    await db
      .insertInto('marketing_events')
      .values({ user_id: userId, event: OWNER_IDENTIFIED, provider, payload: JSON.stringify(payload), created_at: createdAt })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function deleteIdentified(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('marketing_events').where('user_id', '=', userId).where('event', '=', OWNER_IDENTIFIED).execute();
}

export interface MarketingEventRow {
  id: number;
  user_id: number;
  event: string;
  provider: string;
  payload: string;
  created_at: string;
}

export async function latestEvents(db: Db, limit: number): Promise<MarketingEventRow[]> {
  return db.selectFrom('marketing_events').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
