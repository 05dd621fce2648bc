import type { LightMyRequestResponse } from 'fastify';
import { signatureHeader } from '../../../src/modules/mandates/sandbox/protocol';
import { createTestApp, signup, uniqueEmail, type TestContext } from '../../helpers/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function location(response: LightMyRequestResponse): string {
  const value = response.headers.location;
  if (typeof value !== 'string') throw new Error(`no redirect: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return value;
}

/** A test app whose partner agency is a manager account made here. */
export async function mandateApp(): Promise<TestContext & { partnerEmail: string }> {
  const partnerEmail = uniqueEmail('partenaire');
  const ctx = await createTestApp({ mandatePartnerEmail: partnerEmail });
  return { ...ctx, partnerEmail };
}

export function mandateKit(ctx: TestContext & { partnerEmail: string }) {
  const db = ctx.app.db;
  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const postForm = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  let partner: Awaited<ReturnType<typeof signup>> | null = null;
  async function agency() {
    partner ??= await signup(ctx.app, { type: 'manager', email: ctx.partnerEmail, first_name: 'Karim', name: 'Benali', business_name: 'Agence Les Toits de Lyon' });
    return partner;
  }

  async function owner() {
    await agency();
    const person = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre' });
    const created = await call('POST', '/api/homes', person.cookie, { is_coloc: true, name: 'Appartement des Pentes', address: '3 rue Burdeau' });
    if (created.statusCode !== 201) throw new Error(`home creation failed: ${created.body}`);
    return { ...person, homeId: (created.json() as { id: number }).id };
  }

  /** Takes the mandate offer; answers the signing URL. */
  async function takeMandate(person: { cookie: string; homeId: number }) {
    const response = await call('POST', '/api/subscriptions', person.cookie, { offer_id: 'mandate', home_id: person.homeId, return_path: '/proprietaire/biens' });
    if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
    return response.json() as { payment_required: boolean; signing_url?: string };
  }

  /** Follows the signing URL to the sandbox page; answers its path, code and form token. */
  async function openSigning(person: { cookie: string }, signingUrl: string) {
    const redirect = await call('GET', signingUrl, person.cookie);
    if (redirect.statusCode !== 303) throw new Error(`sign: ${redirect.statusCode} ${redirect.body}`);
    const path = location(redirect);
    const page = await call('GET', path);
    const code = /<strong>(\d{6})<\/strong>/.exec(page.body)?.[1];
    const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)?.[1];
    if (!code || !token) throw new Error(`no code on: ${page.body.slice(0, 400)}`);
    return { path, code, token, page };
  }

  const home = async (id: number) => db.selectFrom('homes').select(['offer', 'mandate_status', 'mandate_provider']).where('id', '=', id).executeTakeFirstOrThrow();
  const mandateOf = async (homeId: number) => db.selectFrom('mandates').selectAll().where('home_id', '=', homeId).orderBy('id', 'desc').executeTakeFirst();

  /** A notification as the sandbox signs it (or with another secret). */
  async function notify(event: object, options: { secret?: string; at?: Date } = {}) {
    const stored = await db.selectFrom('app_settings').select('value').where('key', '=', 'sandbox_signature_secret').executeTakeFirstOrThrow();
    const body = JSON.stringify(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/mandate-signatures/sandbox/notify',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signatureHeader(options.secret ?? stored.value, body, options.at ?? new Date()) },
      payload: body,
    });
  }

  /** The whole owner signature through the sandbox. */
  async function signAsOwner(person: { cookie: string; homeId: number }) {
    const started = await takeMandate(person);
    const signing = await openSigning(person, started.signing_url!);
    const signed = await postForm(`${signing.path}/sign`, { code: signing.code, token: signing.token });
    if (signed.statusCode !== 303) throw new Error(`signing failed: ${signed.statusCode} ${signed.body.slice(0, 300)}`);
    return signing;
  }

  return { db, call, postForm, agency, owner, takeMandate, openSigning, home, mandateOf, notify, signAsOwner };
}
