// The mandate's life: created when the offer is taken, signed by the owner at the e-signature
// provider (known only from its signed notification), countersigned by the agency or manager from
// their space, or closed by a refusal or after 14 days. Each step is dated in mandate_events, and
// homes.mandate_status follows (signing → signed → complete, or back to nothing).
import { randomBytes } from 'node:crypto';
import { MANDATE_STATUSES } from '@coloc/contract/homes/limits';
import type { Config } from '../../config';
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/types';
import { nowIso } from '../../db';
import type { MandateRow } from '../../db/tables/mandates';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../mail';
import { mandateClosedMail, mandateCompleteMail, mandateToCountersignMail, type ClosedReason } from './mail';
import { MANDATE_MESSAGES as M } from './messages';
import type { MandateDocument } from './pdf';
import { signatureProviderName } from './provider/registry';
import type { SignatureNotification } from './provider/types';
import { MANDATE_DURATION_MONTHS, MANDATE_FEE_RATE_PERCENT, SIGNING_WINDOW_DAYS } from './terms';

export const MANDATE_OFFER_ID = 'mandate';
const DAY_MS = 24 * 60 * 60 * 1000;
const AGENT_TYPE = 4;

export interface MandateContext {
  db: Db;
  mailer: Mailer;
  config: Config;
}

type Tx = Transaction<Database>;
type Executor = Db | Tx;

export function newMandateReference(): string {
  return `MDT-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function liveMandate(db: Executor, homeId: number): Promise<MandateRow | undefined> {
  return db.selectFrom('mandates').selectAll().where('home_id', '=', homeId).where('status', 'in', [...MANDATE_STATUSES]).orderBy('id', 'desc').executeTakeFirst();
}

async function addEvent(db: Executor, mandateId: number, kind: string, at: string, userId: number | null, detail: string | null = null): Promise<void> {
  await db.insertInto('mandate_events').values({ mandate_id: mandateId, kind, at, user_id: userId, detail }).execute();
}

/**
 * Who countersigns: an agency or manager already among the home's landlords, else the partner
 * agency's account (MANDATE_PARTNER_EMAIL), which joins the home's landlords as its manager for as
 * long as the mandate lives.
 */
async function chooseAgent(trx: Tx, homeId: number, ownerId: number, partnerEmail: string, at: string): Promise<{ agentId: number; addedLandlordId: number | null }> {
  const landlord = await trx
    .selectFrom('home_landlords')
    .select('user_id')
    .where('home_id', '=', homeId)
    .where('status', '=', 'accepted')
    .where('role', 'in', ['manager', 'agent'])
    .where('user_id', 'is not', null)
    .where('user_id', '!=', ownerId)
    .orderBy('id')
    .executeTakeFirst();
  if (landlord?.user_id) return { agentId: landlord.user_id, addedLandlordId: null };
  const partner = await trx.selectFrom('users').select(['id', 'email', 'type']).where('email', '=', partnerEmail).executeTakeFirst();
  if (!partner || partner.id === ownerId) throw new HttpError(409, M.noPartner);
  const row = await trx
    .insertInto('home_landlords')
    // An agency account joins as an agency, anyone else as a manager (SPEC 6: the mandate's rights).
    .values({ home_id: homeId, user_id: partner.id, email: partner.email, role: partner.type & AGENT_TYPE ? 'agent' : 'manager', status: 'accepted', token_hash: null, invited_by: ownerId, invite_sent_at: null, accepted_at: at, created_at: at })
    .onConflict((oc) => oc.columns(['home_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { agentId: partner.id, addedLandlordId: row?.id ?? null };
}

/**
 * The mandate offer is taken: a mandate 'signing' (or the one already running), inside the
 * caller's transaction so that the offer and its mandate are written together or not at all.
 */
export async function startMandate(
  trx: Tx,
  input: { homeId: number; ownerId: number; config: Pick<Config, 'mandatePartnerEmail' | 'signatureProvider'>; now?: Date },
): Promise<MandateRow> {
  const running = await liveMandate(trx, input.homeId);
  if (running) return running;
  const now = input.now ?? new Date();
  const at = nowIso(now);
  const { agentId, addedLandlordId } = await chooseAgent(trx, input.homeId, input.ownerId, input.config.mandatePartnerEmail, at);
  const mandate = await trx
    .insertInto('mandates')
    .values({
      reference: newMandateReference(),
      home_id: input.homeId,
      owner_id: input.ownerId,
      agent_id: agentId,
      added_landlord_id: addedLandlordId,
      provider: input.config.signatureProvider,
      provider_name: signatureProviderName(input.config.signatureProvider),
      status: 'signing',
      fee_rate: MANDATE_FEE_RATE_PERCENT,
      duration_months: MANDATE_DURATION_MONTHS,
      created_at: at,
      expires_at: nowIso(new Date(now.getTime() + SIGNING_WINDOW_DAYS * DAY_MS)),
      owner_signed_at: null,
      owner_signature_id: null,
      agent_signed_at: null,
      closed_at: null,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addEvent(trx, mandate.id, 'created', at, input.ownerId);
  await trx.updateTable('homes').set({ offer: MANDATE_OFFER_ID, mandate_status: 'signing', mandate_provider: null, updated_at: at }).where('id', '=', input.homeId).execute();
  return mandate;
}

const displayName = (user: { first_name: string; name: string; business_name: string | null }) =>
  user.business_name?.trim() || `${user.first_name} ${user.name}`.trim();

/** What the PDF states, read fresh. */
export async function mandateDocument(db: Executor, mandate: MandateRow): Promise<MandateDocument> {
  const [owner, agent, home] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'name', 'business_name', 'email']).where('id', '=', mandate.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['first_name', 'name', 'business_name', 'email']).where('id', '=', mandate.agent_id).executeTakeFirstOrThrow(),
    db.selectFrom('homes').select(['name', 'address', 'address2', 'postal_code', 'city']).where('id', '=', mandate.home_id).executeTakeFirstOrThrow(),
  ]);
  const address = [home.address, home.address2, [home.postal_code, home.city].filter(Boolean).join(' ')].filter((part) => part && part.trim()).join(', ');
  return {
    reference: mandate.reference,
    createdAt: mandate.created_at,
    owner: { name: displayName(owner), email: owner.email },
    agent: { name: displayName(agent), email: agent.email },
    home: { name: home.name, address: address || 'Adresse non renseignée' },
    feeRate: mandate.fee_rate,
    durationMonths: mandate.duration_months,
    providerName: mandate.provider_name,
    ownerSignedAt: mandate.owner_signed_at,
    ownerSignatureId: mandate.owner_signature_id,
    agentSignedAt: mandate.agent_signed_at,
  };
}

interface Recipient {
  email: string;
  first_name: string;
}

async function people(db: Executor, mandate: MandateRow): Promise<{ owner: Recipient; agent: Recipient; homeName: string | null }> {
  const [owner, agent, home] = await Promise.all([
    db.selectFrom('users').select(['email', 'first_name']).where('id', '=', mandate.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['email', 'first_name']).where('id', '=', mandate.agent_id).executeTakeFirstOrThrow(),
    db.selectFrom('homes').select('name').where('id', '=', mandate.home_id).executeTakeFirst(),
  ]);
  return { owner, agent, homeName: home?.name ?? null };
}

/**
 * Back to no mandate: the mandate closed with its reason, the home without mandate or mandate
 * offer, the mandate's subscription ended, and a partner agency added for it removed. Answers
 * false when someone else closed or moved it first (nothing written).
 */
async function closeInside(trx: Tx, mandate: MandateRow, reason: ClosedReason, byUserId: number | null, at: string, from: readonly string[]): Promise<boolean> {
  const moved = await trx
    .updateTable('mandates')
    .set({ status: reason, closed_at: at, updated_at: at })
    .where('id', '=', mandate.id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await addEvent(trx, mandate.id, reason, at, byUserId);
  await trx
    .updateTable('homes')
    .set({ mandate_status: null, mandate_provider: null, offer: null, updated_at: at })
    .where('id', '=', mandate.home_id)
    .where('offer', '=', MANDATE_OFFER_ID)
    .execute();
  await trx.updateTable('homes').set({ mandate_status: null, mandate_provider: null }).where('id', '=', mandate.home_id).execute();
  await trx
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: at })
    .where('home_id', '=', mandate.home_id)
    .where('offer', '=', MANDATE_OFFER_ID)
    .where('status', '=', 'active')
    .execute();
  if (mandate.added_landlord_id !== null) await trx.deleteFrom('home_landlords').where('id', '=', mandate.added_landlord_id).execute();
  return true;
}

function mailClosed(ctx: MandateContext, parties: Awaited<ReturnType<typeof people>>, mandate: MandateRow, reason: ClosedReason): void {
  const link = `${ctx.config.publicUrl}/`;
  for (const person of [parties.owner, parties.agent]) ctx.mailer.dispatch(mandateClosedMail(person.email, person.first_name, parties.homeName, reason, link));
  void mandate;
}

/** The provider's notification, applied in one transaction; any refusal rolls everything back. */
export async function applySignatureNotification(ctx: MandateContext, providerId: string, notification: SignatureNotification, now = new Date()): Promise<MandateRow> {
  const at = nowIso(now);
  const { mandate, closed } = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('mandate_notifications')
      .values({ provider: providerId, event_id: notification.eventId, reference: notification.reference, received_at: at })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, M.notificationDuplicate);
    const found = await trx.selectFrom('mandates').selectAll().where('reference', '=', notification.reference).where('provider', '=', providerId).executeTakeFirst();
    if (!found) throw new HttpError(404, M.notificationUnknown);
    if (found.status !== 'signing') throw new HttpError(409, M.notificationState);
    if (notification.type === 'signature.refused') {
      await closeInside(trx, found, 'refused', found.owner_id, at, ['signing']);
      return { mandate: found, closed: true };
    }
    await trx
      .updateTable('mandates')
      .set({ status: 'signed', owner_signed_at: notification.at, owner_signature_id: notification.signatureId, updated_at: at })
      .where('id', '=', found.id)
      .execute();
    await addEvent(trx, found.id, 'owner_signed', notification.at, found.owner_id, notification.signatureId);
    await trx.updateTable('homes').set({ mandate_status: 'signed', mandate_provider: found.provider_name, updated_at: at }).where('id', '=', found.home_id).execute();
    return { mandate: found, closed: false };
  });
  const parties = await people(ctx.db, mandate);
  if (closed) mailClosed(ctx, parties, mandate, 'refused');
  else ctx.mailer.dispatch(mandateToCountersignMail(parties.agent.email, parties.agent.first_name, parties.homeName, `${ctx.config.publicUrl}/manager/biens`));
  return (await ctx.db.selectFrom('mandates').selectAll().where('id', '=', mandate.id).executeTakeFirstOrThrow());
}

/** The agency or manager countersigns from their space: the mandate is complete. */
export async function countersign(ctx: MandateContext, mandate: MandateRow, userId: number, now = new Date()): Promise<MandateRow> {
  if (mandate.agent_id !== userId) throw new HttpError(403, M.agentOnly);
  const at = nowIso(now);
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('mandates')
      .set({ status: 'complete', agent_signed_at: at, updated_at: at })
      .where('id', '=', mandate.id)
      .where('status', '=', 'signed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new HttpError(409, mandate.status === 'signing' ? M.notSigned : M.closed);
    await addEvent(trx, mandate.id, 'agent_signed', at, userId);
    await trx.updateTable('homes').set({ mandate_status: 'complete', updated_at: at }).where('id', '=', mandate.home_id).execute();
  });
  const parties = await people(ctx.db, mandate);
  ctx.mailer.dispatch(mandateCompleteMail(parties.owner.email, parties.owner.first_name, parties.homeName, `${ctx.config.publicUrl}/proprietaire/biens`));
  return ctx.db.selectFrom('mandates').selectAll().where('id', '=', mandate.id).executeTakeFirstOrThrow();
}

/** Either party declines before the mandate is complete: back to no mandate, with an e-mail. */
export async function decline(ctx: MandateContext, mandate: MandateRow, userId: number, now = new Date()): Promise<void> {
  const closed = await ctx.db.transaction().execute((trx) => closeInside(trx, mandate, 'refused', userId, nowIso(now), ['signing', 'signed']));
  if (!closed) throw new HttpError(409, M.closed);
  mailClosed(ctx, await people(ctx.db, mandate), mandate, 'refused');
}

/** Mandates not complete 14 days after the offer was taken lapse. Answers how many. */
export async function expireMandates(ctx: MandateContext, now = new Date()): Promise<number> {
  const due = await ctx.db.selectFrom('mandates').selectAll().where('status', 'in', ['signing', 'signed']).where('expires_at', '<=', nowIso(now)).execute();
  let count = 0;
  for (const mandate of due) {
    const closed = await ctx.db.transaction().execute((trx) => closeInside(trx, mandate, 'expired', null, nowIso(now), ['signing', 'signed']));
    if (!closed) continue;
    count += 1;
    mailClosed(ctx, await people(ctx.db, mandate), mandate, 'expired');
  }
  return count;
}
