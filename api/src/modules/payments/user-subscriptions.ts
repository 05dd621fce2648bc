import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { today } from './store';

/**
 * The subscriptions listed in the user object (SPEC 3: id, offer, valid_until): those that give
 * their rights today or later, i.e. confirmed (active, or cancelled but running to their end) and
 * not over. Pending attempts, failed payments and expired periods are left out.
 */
export async function userSubscriptions(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'offer', 'valid_until'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'cancelled'])
    .where('valid_until', '>=', today())
    .orderBy('valid_until')
    .orderBy('id')
    .execute();
}
