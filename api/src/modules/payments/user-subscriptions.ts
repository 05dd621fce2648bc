import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/types';
import { today } from './store';

// Read on every GET /api/users/myself: compiled once (see db/prepared). The status list is fixed,
// so its SQL text never changes.
const currentSubscriptions = preparedQuery(['userId', 'today'], (db, { userId, today }: { userId: number; today: string }) =>
  (db as Kysely<Database>)
    .selectFrom('subscriptions')
    .select(['id', 'offer', 'valid_until'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'cancelled'])
    .where('valid_until', '>=', today)
    .orderBy('valid_until')
    .orderBy('id'),
);

/**
 * The subscriptions listed in the user object (SPEC 3: id, offer, valid_until): those that give
 * their rights today or later, i.e. confirmed (active, or cancelled but running to their end) and
 * not over. Pending attempts, failed payments and expired periods are left out.
 */
export async function userSubscriptions(db: Kysely<Database>, userId: number) {
  return currentSubscriptions.execute(db, { userId, today: today() });
}
