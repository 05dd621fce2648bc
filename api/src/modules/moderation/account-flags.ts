import type { Db } from '../../db';
import type { Static } from '@fastify/type-provider-typebox';
import type { AccountFlagSchema } from './schemas';

/** The 200 most recently seen account flags (messaging raises them, see messaging/rate-limits.ts). */
export async function listAccountFlags(db: Db): Promise<Array<Static<typeof AccountFlagSchema>>> {
  return db
    .selectFrom('account_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.user_id', 'u.first_name', 'u.name', 'u.email', 'f.kind', 'f.message', 'f.created_at', 'f.updated_at'])
    .orderBy('f.updated_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(200)
    .execute();
}
