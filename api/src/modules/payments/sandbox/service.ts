// The sandbox provider's own logic, as an outside payment service would run it: hosted card
// sessions, the 3-D Secure challenge, outcomes, signed notifications to the merchant (with
// retries), and charges on saved cards. It reaches our application only through the browser
// (redirects) and the notification it delivers.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db';
import { nowIso, toCount } from '../../../db';
import type { SandboxSessionRow } from '../../../db/tables/payments';
import type { ChargeResult, SavedCardCharge } from '../provider/types';
import { checkCard, groupedNumber, TEST_CARDS, type CardErrors, type CardInput } from './cards';
import { newOneTimeCode, newPublicId, signedNotification } from '../../../lib/sandbox';
import { SANDBOX_NOTIFY_PATH, type SandboxEvent, type SandboxForm } from './protocol';

/** How long a card page stays usable. */
export const SESSION_TTL_MS = 30 * 60_000;
/** Delays between notification attempts when the merchant does not answer 2xx. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];

export const SANDBOX_TEXTS = {
  refusedByBank: 'Paiement refusé par la banque émettrice (carte de test « refusée »).',
  challengeFailed: "Échec de l'authentification 3-D Secure : le code saisi est incorrect.",
  cancelled: 'Paiement annulé par le client.',
  expired: 'La page de paiement a expiré.',
  unknownCard: 'Carte enregistrée inconnue : le paiement ne peut pas être effectué.',
} as const;

export type Deliver = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ statusCode: number }>;

const OPEN_STATES = ['open', 'challenge'];
const id = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('hex')}`;

function eventOf(session: SandboxSessionRow): SandboxEvent {
  const type = session.status === 'succeeded' ? 'payment.succeeded' : session.status === 'refused' ? 'payment.refused' : 'payment.cancelled';
  return {
    id: session.event_id!,
    type,
    created: Math.floor(Date.parse(session.updated_at) / 1000),
    data: {
      reference: session.merchant_reference,
      amount: session.amount_cents,
      currency: session.currency,
      transaction_id: session.transaction_id,
      card:
        session.status === 'succeeded' && session.card_token
          ? { token: session.card_token, last4: session.card_last4 ?? '', brand: session.card_brand ?? '' }
          : null,
      failure_reason: session.failure_reason,
    },
  };
}

export interface SandboxLogger {
  warn(object: object, message: string): void;
}

export class SandboxService {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly deliver: Deliver,
    private readonly log: SandboxLogger,
  ) {}

  /** The hosted session of a merchant reference, opened on first visit (one per reference). */
  async openCheckout(form: SandboxForm, now = new Date()): Promise<SandboxSessionRow> {
    const existing = await this.byReference('hosted', form.reference);
    if (existing) return existing;
    await this.db
      .insertInto('sandbox_provider_sessions')
      .values({
        public_id: newPublicId(),
        kind: 'hosted',
        merchant_reference: form.reference,
        amount_cents: Number(form.amount),
        currency: form.currency,
        label: form.label,
        customer: form.customer,
        return_url: form.return_url,
        status: 'open',
        notification_status: 'none',
        notification_attempts: 0,
        created_at: nowIso(now),
        updated_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + SESSION_TTL_MS)),
      })
      .onConflict((oc) => oc.columns(['kind', 'merchant_reference']).doNothing())
      .execute();
    return (await this.byReference('hosted', form.reference))!;
  }

  private byReference(kind: string, reference: string) {
    return this.db
      .selectFrom('sandbox_provider_sessions')
      .selectAll()
      .where('kind', '=', kind)
      .where('merchant_reference', '=', reference)
      .executeTakeFirst();
  }

  /** A session by its page id; an open one past its time is cancelled (and the merchant told). */
  async session(publicId: string, now = new Date()): Promise<SandboxSessionRow | undefined> {
    const session = await this.db.selectFrom('sandbox_provider_sessions').selectAll().where('public_id', '=', publicId).where('kind', '=', 'hosted').executeTakeFirst();
    if (session && OPEN_STATES.includes(session.status) && Date.parse(session.expires_at) <= now.getTime()) {
      return this.finish(session, { status: 'cancelled', failure_reason: SANDBOX_TEXTS.expired }, now);
    }
    return session;
  }

  /** The card page's submit: errors to show again, or the session after its next step. */
  async submitCard(session: SandboxSessionRow, input: CardInput, now = new Date()): Promise<{ errors: CardErrors } | { session: SandboxSessionRow }> {
    if (session.status !== 'open') return { session };
    const { errors, card } = checkCard(input, now);
    if (!card) return { errors };
    const common = { test_card: card.behaviour, card_last4: card.number.slice(-4), card_brand: card.brand };
    if (card.behaviour === 'challenge') {
      const code = newOneTimeCode();
      const moved = await this.db
        .updateTable('sandbox_provider_sessions')
        .set({ ...common, status: 'challenge', challenge_code: code, updated_at: nowIso(now) })
        .where('id', '=', session.id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return { session: moved ?? (await this.reload(session)) };
    }
    if (card.behaviour === 'refused') {
      return { session: await this.finish(session, { ...common, status: 'refused', failure_reason: SANDBOX_TEXTS.refusedByBank }, now) };
    }
    return { session: await this.succeed(session, common, now) };
  }

  /** The 3-D Secure page's submit: the right code pays, a wrong one refuses (as banks do after it). */
  async submitChallenge(session: SandboxSessionRow, code: string, now = new Date()): Promise<SandboxSessionRow> {
    if (session.status !== 'challenge') return session;
    if (code.replace(/\s/g, '') === session.challenge_code) return this.succeed(session, {}, now);
    return this.finish(session, { status: 'refused', failure_reason: SANDBOX_TEXTS.challengeFailed }, now);
  }

  async cancel(session: SandboxSessionRow, now = new Date()): Promise<SandboxSessionRow> {
    if (!OPEN_STATES.includes(session.status)) return session;
    return this.finish(session, { status: 'cancelled', failure_reason: SANDBOX_TEXTS.cancelled }, now);
  }

  private succeed(session: SandboxSessionRow, changes: Partial<SandboxSessionRow>, now: Date) {
    return this.finish(session, { ...changes, status: 'succeeded', card_token: id('card', 16), transaction_id: id('sbx_tx'), failure_reason: null }, now);
  }

  private async reload(session: SandboxSessionRow): Promise<SandboxSessionRow> {
    return this.db.selectFrom('sandbox_provider_sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
  }

  /** Moves an open session to its outcome once (a double submit finds it done) and tells the merchant. */
  private async finish(session: SandboxSessionRow, changes: Partial<SandboxSessionRow>, now: Date): Promise<SandboxSessionRow> {
    const finished = await this.db
      .updateTable('sandbox_provider_sessions')
      .set({ ...changes, event_id: id('evt'), challenge_code: null, updated_at: nowIso(now) })
      .where('id', '=', session.id)
      .where('status', 'in', OPEN_STATES)
      .returningAll()
      .executeTakeFirst();
    if (!finished) return this.reload(session);
    await this.notify(finished);
    return this.reload(finished);
  }

  /**
   * Posts the signed event to the merchant. The first attempt is awaited (the browser is sent back
   * once the merchant knows, like most providers); failures are retried in the background.
   */
  private async notify(session: SandboxSessionRow): Promise<void> {
    let statusCode = 0;
    try {
      ({ statusCode } = await this.deliver(signedNotification(this.secret, SANDBOX_NOTIFY_PATH, eventOf(session), new Date())));
    } catch (error) {
      this.log.warn({ err: error, reference: session.merchant_reference }, 'sandbox notification failed');
    }
    const attempts = session.notification_attempts + 1;
    const delivered = statusCode >= 200 && statusCode < 300;
    const retry = !delivered && attempts <= RETRY_DELAYS_MS.length && !this.closed;
    await this.db
      .updateTable('sandbox_provider_sessions')
      .set({ notification_attempts: attempts, notification_status: delivered ? 'delivered' : retry ? 'retrying' : 'failed' })
      .where('id', '=', session.id)
      .execute();
    if (!delivered) this.log.warn({ reference: session.merchant_reference, statusCode, attempts }, 'sandbox notification not accepted');
    if (retry) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.reload(session)
          .then((fresh) => this.notify(fresh))
          .catch((error: unknown) => this.log.warn({ err: error }, 'sandbox notification retry failed'));
      }, RETRY_DELAYS_MS[attempts - 1]);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /**
   * A merchant-initiated charge on a saved card (renewals). Idempotent per reference: a second call
   * answers the first outcome. Cards that asked for 3-D Secure pass (merchant-initiated exemption).
   */
  async charge(charge: SavedCardCharge, now = new Date()): Promise<ChargeResult> {
    const done = await this.byReference('charge', charge.reference);
    if (done) return done.status === 'succeeded' ? { status: 'succeeded', transactionId: done.transaction_id! } : { status: 'refused', reason: done.failure_reason ?? '' };
    const saved = await this.db
      .selectFrom('sandbox_provider_sessions')
      .selectAll()
      .where('card_token', '=', charge.token)
      .where('kind', '=', 'hosted')
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    const ok = saved !== undefined && saved.test_card !== 'refused';
    await this.db
      .insertInto('sandbox_provider_sessions')
      .values({
        public_id: newPublicId(),
        kind: 'charge',
        merchant_reference: charge.reference,
        amount_cents: charge.amountCents,
        currency: charge.currency,
        label: charge.label,
        customer: String(charge.customerId),
        return_url: null,
        status: ok ? 'succeeded' : 'refused',
        test_card: saved?.test_card ?? null,
        card_last4: saved?.card_last4 ?? null,
        card_brand: saved?.card_brand ?? null,
        card_token: null,
        failure_reason: ok ? null : SANDBOX_TEXTS.unknownCard,
        transaction_id: ok ? id('sbx_tx') : null,
        notification_status: 'none',
        notification_attempts: 0,
        created_at: nowIso(now),
        updated_at: nowIso(now),
        expires_at: nowIso(now),
      })
      .onConflict((oc) => oc.columns(['kind', 'merchant_reference']).doNothing())
      .execute();
    return this.charge(charge, now);
  }

  /** Test cards as the card page lists them. */
  testCards() {
    return TEST_CARDS.map((card) => ({ ...card, display: groupedNumber(card.number) }));
  }

  /** How many notifications still wait for a retry (tests, shutdown). */
  async pendingRetries(): Promise<number> {
    const row = await this.db.selectFrom('sandbox_provider_sessions').select((eb) => eb.fn.countAll().as('n')).where('notification_status', '=', 'retrying').executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
