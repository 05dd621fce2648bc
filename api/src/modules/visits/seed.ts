import { randomToken, sha256Hex } from '../../lib/crypto';
import { nowIso, type Db } from '../../db';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
const AGENT = 'agent@demo.toitpartage.fr';
const MANAGER = 'manager@demo.toitpartage.fr';

export interface VisitSeedResult {
  visits: number;
  contactRequests: number;
}

/** `days` from `now` at `hourUtc`:00 UTC (17 h or 18 h in Paris depending on the season). */
function dayAt(now: Date, days: number, hourUtc: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hourUtc, 0, 0)).toISOString();
}

/**
 * Demo agenda: the demo seeker has an accepted visit and a pending request with the demo owner,
 * a pending request with the demo manager (whose listings get agenda access, SPEC 6:
 * notifications_agenda 2), and has contacted the demo agent. The homes chosen are outside the
 * Rhône, so that the seeker's own Lyon search (and any scenario built on it) starts from a clean
 * slate. Does nothing once the seeker has visits, or when the demo accounts or listings are missing.
 */
export async function seedDemoVisits(db: Db, now: Date = new Date()): Promise<VisitSeedResult> {
  const none = { visits: 0, contactRequests: 0 };
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [SEEKER, OWNER, AGENT, MANAGER]).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)?.id;
  const seeker = idOf(SEEKER);
  const owner = idOf(OWNER);
  if (seeker === undefined || owner === undefined) return none;
  const existing = await db.selectFrom('visits').select('id').where('seeker_id', '=', seeker).limit(1).executeTakeFirst();
  if (existing) return none;

  const publishedHomes = (userId: number | undefined, count: number) =>
    userId === undefined
      ? Promise.resolve([])
      : db
          .selectFrom('homes')
          .select(['id', 'user_id'])
          .where('user_id', '=', userId)
          .where('published', '=', 1)
          .where((eb) => eb.or([eb('postal_code', 'is', null), eb('postal_code', 'not like', '69%')]))
          .orderBy('id')
          .limit(count)
          .execute();

  const manager = idOf(MANAGER);
  if (manager !== undefined) {
    await db.updateTable('homes').set({ notifications_agenda: 2 }).where('user_id', '=', manager).where('notifications_agenda', '=', 0).execute();
  }
  const [ownerHomes, managerHomes, agentHomes] = await Promise.all([publishedHomes(owner, 2), publishedHomes(manager, 1), publishedHomes(idOf(AGENT), 1)]);
  const created = nowIso(now);
  const base = { seeker_id: seeker, confirm_token_hash: null, confirmed_at: null, reminder_sent_at: null, created_at: created, updated_at: created };
  const rows = [];
  if (ownerHomes[0]) {
    const startsAt = dayAt(now, 3, 16);
    rows.push({
      ...base,
      home_id: ownerHomes[0].id,
      host_id: ownerHomes[0].user_id,
      status: 'accepted' as const,
      slots: JSON.stringify([startsAt, dayAt(now, 4, 8)]),
      starts_at: startsAt,
      message: 'Bonjour, je travaille à côté et je serais ravie de passer après le travail.',
      // Nobody holds this link: the demo seeker confirms from « Mes rendez-vous » instead.
      confirm_token_hash: sha256Hex(randomToken()),
    });
  }
  if (ownerHomes[1]) {
    rows.push({
      ...base,
      home_id: ownerHomes[1].id,
      host_id: ownerHomes[1].user_id,
      status: 'requested' as const,
      slots: JSON.stringify([dayAt(now, 6, 9), dayAt(now, 7, 16)]),
      starts_at: null,
      message: 'Bonjour, la chambre est-elle toujours disponible ? Je peux passer en fin de semaine.',
    });
  }
  if (managerHomes[0]) {
    rows.push({
      ...base,
      home_id: managerHomes[0].id,
      host_id: managerHomes[0].user_id,
      status: 'requested' as const,
      slots: JSON.stringify([dayAt(now, 5, 15)]),
      starts_at: null,
      message: null,
    });
  }
  if (rows.length > 0) await db.insertInto('visits').values(rows).execute();

  let contactRequests = 0;
  if (agentHomes[0]) {
    await db
      .insertInto('contact_requests')
      .values({
        from_user_id: seeker,
        to_user_id: agentHomes[0].user_id,
        home_id: agentHomes[0].id,
        message: 'Bonjour, votre annonce m’intéresse beaucoup. Les charges comprennent-elles internet ?',
        created_at: created,
        read_at: null,
      })
      .execute();
    contactRequests = 1;
  }
  return { visits: rows.length, contactRequests };
}
