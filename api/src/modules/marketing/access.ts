// Who is an owner for the marketing tool (SPEC 1, 6): a proprio or an agent, or a coloc user with
// a non-coloc home (an owner-occupier), as @coloc/shared's isOwner says.
import type { Db } from '../../db';
import { toBool } from '../../db';

const PROPRIO = 2;
const AGENT = 4;
const COLOC = 1;

export async function isOwnerAccount(db: Db, user: { id: number; type: number }): Promise<boolean> {
  if (user.type & (PROPRIO | AGENT)) return true;
  if (!(user.type & COLOC)) return false;
  const home = await db.selectFrom('homes').select('is_coloc').where('user_id', '=', user.id).orderBy('id').limit(1).executeTakeFirst();
  return home !== undefined && !toBool(home.is_coloc);
}
