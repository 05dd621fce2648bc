import type { LightMyRequestResponse } from 'fastify';
import { signup, type SignupInput, type TestContext } from '../../helpers/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Person = Awaited<ReturnType<typeof signup>>;

export const CARDS = { success: '4242 4242 4242 4242', challenge: '4000 0000 0000 3220', refused: '4000 0000 0000 0002' } as const;

/** A card expiry a year ahead, MM/AA. */
export function futureExpiry(): string {
  const next = new Date();
  return `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** Where a response redirects to (path and query), for following the provider's pages. */
export function location(response: LightMyRequestResponse): string {
  const value = response.headers.location;
  if (typeof value !== 'string') throw new Error(`no redirect: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return value;
}

/** Everything a payments test needs: owners with a home, the checkout and the sandbox's pages. */
export function paymentsKit(ctx: TestContext) {
  const db = ctx.app.db;
  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** An owner with one home they list. */
  async function owner(input: SignupInput = {}) {
    const person = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });
    const created = await call('POST', '/api/homes', person.cookie, { is_coloc: true, name: 'Appartement des Pentes', address: '3 rue Burdeau' });
    if (created.statusCode !== 201) throw new Error(`home creation failed: ${created.body}`);
    return { ...person, homeId: (created.json() as { id: number }).id };
  }

  async function start(person: { cookie: string; homeId: number }, offer = 'confort', returnPath = `/proprietaire/succes-paiement/${person.homeId}`) {
    const response = await call('POST', '/api/subscriptions', person.cookie, { offer_id: offer, home_id: person.homeId, return_path: returnPath });
    if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
    return response.json() as { subscription: { id: number; status: string }; payment_required: boolean };
  }

  async function form(cookie: string, subscriptionId: number) {
    const response = await call('GET', `/api/generateForm/${subscriptionId}`, cookie);
    if (response.statusCode !== 200) throw new Error(`form failed: ${response.statusCode} ${response.body}`);
    return response.json() as { action: string; method: string; fields: Record<string, string>; reference: string; amount_cents: number; sandbox: boolean; provider: string };
  }

  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  /** Submits the form as the browser does; answers the provider page it redirects to. */
  async function submit(cookie: string, fields: Record<string, string>) {
    return call('GET', `/api/beforePayment?${query(fields)}`, cookie);
  }

  /** Opens the sandbox page the form leads to; answers the session page's path. */
  async function openProviderPage(cookie: string, fields: Record<string, string>): Promise<string> {
    const before = await submit(cookie, fields);
    if (before.statusCode !== 302) throw new Error(`beforePayment: ${before.statusCode} ${before.body}`);
    const checkout = await ctx.app.inject({ method: 'GET', url: location(before) });
    if (checkout.statusCode !== 303) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
    return location(checkout);
  }

  const postForm = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  async function payWithCard(sessionPath: string, number: string, extra: Partial<Record<'expiry' | 'cvc' | 'holder', string>> = {}) {
    return postForm(`${sessionPath}/card`, { number, expiry: futureExpiry(), cvc: '123', holder: 'Bernard Lefèvre', ...extra });
  }

  /** The 3-D Secure code the challenge page shows as a test hint. */
  async function challengeCode(sessionPath: string): Promise<string> {
    const page = await ctx.app.inject({ method: 'GET', url: sessionPath });
    const code = /le code <strong>(\d{6})<\/strong>/.exec(page.body)?.[1];
    if (!code) throw new Error(`no challenge code on: ${page.body.slice(0, 500)}`);
    return code;
  }

  /** The whole purchase through the sandbox with a card that pays at once. */
  async function buy(person: { cookie: string; homeId: number }, offer = 'confort') {
    const started = await start(person, offer);
    const f = await form(person.cookie, started.subscription.id);
    const session = await openProviderPage(person.cookie, f.fields);
    const paid = await payWithCard(session, CARDS.success);
    if (paid.statusCode !== 303) throw new Error(`card: ${paid.statusCode} ${paid.body.slice(0, 300)}`);
    return { subscriptionId: started.subscription.id, reference: f.reference, session };
  }

  /** Rows a refused call must leave as they were. */
  async function snapshot(): Promise<string> {
    const tables = ['subscriptions', 'payments', 'payment_notifications', 'invoices', 'invoice_sequences', 'referrals', 'referral_rewards'] as const;
    const parts: unknown[] = [];
    for (const table of tables) parts.push(await db.selectFrom(table).selectAll().execute());
    parts.push(await db.selectFrom('homes').select(['id', 'offer']).orderBy('id').execute());
    return JSON.stringify(parts);
  }

  return { db, call, owner, start, form, submit, openProviderPage, postForm, payWithCard, challengeCode, buy, snapshot, query };
}
