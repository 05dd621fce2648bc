import type { Kysely } from 'kysely';
import { MANDATE_STATUSES } from '@coloc/contract/homes/limits';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { SANDBOX_SIGNATURE_ID } from './sandbox';
import { startMandate } from './service';

const OWNER = 'proprio@demo.toitpartage.fr';
const MANAGER = 'manager@demo.toitpartage.fr';
const AGENCY = 'agent@demo.toitpartage.fr';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One of the demo owner's homes at each mandate state: the newest is 'signing' and the next
 * 'signed' (the owner signed, waiting for manager@'s countersignature), both with the demo manager
 * as the agency; the next is 'complete' with the demo agency agent@ (which then has « Agenda »).
 * manager@ runs no complete mandate yet: countersigning is what gives it « Agenda ». The oldest
 * homes stay free for the other demo data. Idempotent.
 */
export async function seedDemoMandates(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const [owner, manager, agency] = await Promise.all([
    db.selectFrom('users').select('id').where('email', '=', OWNER).executeTakeFirst(),
    db.selectFrom('users').select('id').where('email', '=', MANAGER).executeTakeFirst(),
    db.selectFrom('users').select('id').where('email', '=', AGENCY).executeTakeFirst(),
  ]);
  if (!owner || !manager || !agency) return 0;
  if (await db.selectFrom('mandates').select('id').where('owner_id', '=', owner.id).executeTakeFirst()) return 0;
  const homes = await db.selectFrom('homes').select('id').where('user_id', '=', owner.id).where('step', '>=', 3).orderBy('id', 'desc').limit(3).execute();
  if (homes.length < 3) return 0;
  // One demo home in each state of a mandate that is not over.
  const states = MANDATE_STATUSES;
  await db.transaction().execute(async (trx) => {
    for (const [index, state] of states.entries()) {
      const homeId = homes[index]!.id;
      const created = new Date(now.getTime() - (index + 1) * 2 * DAY_MS);
      const partner = state === 'complete' ? AGENCY : MANAGER;
      const mandate = await startMandate(trx, { homeId, ownerId: owner.id, config: { mandatePartnerEmail: partner, signatureProvider: SANDBOX_SIGNATURE_ID }, now: created });
      if (state === 'signing') continue;
      const signedAt = nowIso(new Date(created.getTime() + DAY_MS));
      await trx.updateTable('mandates').set({ status: 'signed', owner_signed_at: signedAt, owner_signature_id: `sig_demo_${homeId}`, updated_at: signedAt }).where('id', '=', mandate.id).execute();
      await trx.insertInto('mandate_events').values({ mandate_id: mandate.id, kind: 'owner_signed', at: signedAt, user_id: owner.id, detail: `sig_demo_${homeId}` }).execute();
      await trx.updateTable('homes').set({ mandate_status: 'signed', mandate_provider: mandate.provider_name }).where('id', '=', homeId).execute();
      if (state === 'signed') continue;
      const countersignedAt = nowIso(new Date(created.getTime() + 2 * DAY_MS - 60_000));
      await trx.updateTable('mandates').set({ status: 'complete', agent_signed_at: countersignedAt, updated_at: countersignedAt }).where('id', '=', mandate.id).execute();
      await trx.insertInto('mandate_events').values({ mandate_id: mandate.id, kind: 'agent_signed', at: countersignedAt, user_id: agency.id, detail: null }).execute();
      await trx.updateTable('homes').set({ mandate_status: 'complete' }).where('id', '=', homeId).execute();
    }
  });
  return states.length;
}
