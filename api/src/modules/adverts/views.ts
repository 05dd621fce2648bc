import type { Db } from '../../db';
import { todayInFrance } from '../profiles/age';

/**
 * One more view of the advert today (the reports' daily series). A single INSERT … ON CONFLICT
 * DO UPDATE, which SQLite and PostgreSQL both run atomically: concurrent visits never lose a count.
 */
export async function recordAdvertView(db: Db, homeId: number, day: string = todayInFrance()): Promise<void> {
  await db
    .insertInto('advert_views')
    .values({ home_id: homeId, day, count: 1 })
    .onConflict((conflict) => conflict.columns(['home_id', 'day']).doUpdateSet((eb) => ({ count: eb('advert_views.count', '+', 1) })))
    .execute();
}
