import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';

/** The user's sca_status as the user object shows it (SPEC 3, 4). */
export async function scaStatusOf(_db: Kysely<Database>, user: UserRow): Promise<string> {
  return user.sca_status;
}
