import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** The subscriptions listed in the user object (SPEC 3: id, offer, valid_until). */
export async function userSubscriptions(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'offer', 'valid_until'])
    .where('user_id', '=', userId)
    .orderBy('valid_until')
    .orderBy('id')
    .execute();
}
