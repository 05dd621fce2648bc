import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';

const OWNER = 'proprio@demo.toitpartage.fr';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The invitation screen's two states on the demo owner's first home: one invitation waiting (sent
 * 2 days ago) and one expired (sent 10 days ago, so past its 7 days). Their links were never
 * mailed: the owner resends one to try the whole flow. No co-landlord is accepted, so the other
 * demo accounts keep their own lists of homes. Idempotent: an address already invited is skipped.
 */
export async function seedDemoProperties(db: Kysely<Database>, dataDir: string, now: Date = new Date()): Promise<number> {
  void dataDir;
  const owner = await db.selectFrom('users').select('id').where('email', '=', OWNER).executeTakeFirst();
  if (!owner) return 0;
  const home = await db.selectFrom('homes').select('id').where('user_id', '=', owner.id).orderBy('id').limit(1).executeTakeFirst();
  if (!home) return 0;

  const invitations = [
    { email: 'associe@exemple.fr', daysAgo: 2 },
    { email: 'ancienne.associee@exemple.fr', daysAgo: 10 },
  ];
  const existing = new Set(
    (await db.selectFrom('home_landlords').select('email').where('home_id', '=', home.id).execute()).map((row) => row.email),
  );
  const missing = invitations.filter((invitation) => !existing.has(invitation.email));
  if (missing.length === 0) return 0;
  await db
    .insertInto('home_landlords')
    .values(
      missing.map((invitation) => {
        const sentAt = nowIso(new Date(now.getTime() - invitation.daysAgo * DAY_MS));
        return {
          home_id: home.id,
          user_id: null,
          email: invitation.email,
          role: 'owner' as const,
          status: 'pending' as const,
          token_hash: sha256Hex(randomToken()),
          invited_by: owner.id,
          invite_sent_at: sentAt,
          accepted_at: null,
          created_at: sentAt,
        };
      }),
    )
    .execute();
  return missing.length;
}
