import { MANDATE_MESSAGES as M } from '../../../src/modules/mandates/messages';
import { SANDBOX_SIGNATURE_TEXTS } from '../../../src/modules/mandates/sandbox/service';
import { expireMandates } from '../../../src/modules/mandates/service';
import { createTestApp, readOutbox, signup } from '../../helpers/app';
import { location, mandateApp, mandateKit } from './kit';

let ctx: Awaited<ReturnType<typeof mandateApp>>;
let kit: ReturnType<typeof mandateKit>;

beforeAll(async () => {
  ctx = await mandateApp();
  kit = mandateKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      kit.db.selectFrom('mandates').selectAll().orderBy('id').execute(),
      kit.db.selectFrom('mandate_events').selectAll().orderBy('id').execute(),
      kit.db.selectFrom('homes').select(['id', 'offer', 'mandate_status', 'mandate_provider']).orderBy('id').execute(),
    ]),
  );

describe('the mandate, from the offer to the countersignature', () => {
  it('goes signing → signed (provider named) → complete, with dated steps, and opens the advert and agenda to the manager', async () => {
    const owner = await kit.owner();
    const agency = await kit.agency();
    // A complete advert: an incomplete one gives no matching count at all.
    await kit.db.updateTable('homes').set({ step: 3 }).where('id', '=', owner.homeId).execute();
    const started = await kit.takeMandate(owner);
    expect(started.payment_required).toBe(false);
    expect(started.signing_url).toMatch(/^\/api\/mandates\/\d+\/sign\?return_path=/);
    expect(await kit.home(owner.homeId)).toEqual({ offer: 'mandate', mandate_status: 'signing', mandate_provider: null });

    // Before completion the manager is a landlord but has neither advert nor agenda, and matching says no_mandate.
    expect((await kit.call('PUT', `/api/homes/${owner.homeId}`, agency.cookie, { name: 'Changé' })).statusCode).toBe(403);
    const before = await kit.call('GET', `/api/homes/${owner.homeId}/nb-matching-v4`, owner.cookie);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.split('\n')[0]).toBe('no_mandate');

    const signing = await kit.openSigning(owner, started.signing_url!);
    expect(signing.page.body).toContain('Environnement de test — aucune signature réelle');
    expect(signing.page.headers['content-security-policy']).toContain("default-src 'none'");
    const pdf = await kit.call('GET', `${signing.path}/document.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const signed = await kit.postForm(`${signing.path}/sign`, { code: signing.code, token: signing.token });
    expect(signed.statusCode).toBe(303);
    const outcome = await kit.call('GET', location(signed));
    expect(outcome.body).toContain('Document signé');
    expect(outcome.body).toContain('href="/proprietaire/biens"');
    expect(await kit.home(owner.homeId)).toEqual({ offer: 'mandate', mandate_status: 'signed', mandate_provider: 'Bac à sable de signature' });
    expect((await kit.call('GET', `/api/homes/${owner.homeId}`, owner.cookie)).json().mandate_provider).toBe('Bac à sable de signature');

    const view = (await kit.call('GET', `/api/homes/${owner.homeId}/mandate`, agency.cookie)).json().mandate;
    expect(view).toMatchObject({ status: 'signed', role: 'agent', can_countersign: true, agent_name: 'Agence Les Toits de Lyon', owner_name: 'Bernard Lefèvre' });

    // Only the agency countersigns.
    const byOwner = await kit.call('POST', `/api/mandates/${view.id}/countersign`, owner.cookie);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toEqual({ error: M.agentOnly });
    const done = await kit.call('POST', `/api/mandates/${view.id}/countersign`, agency.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'complete', can_countersign: false });
    expect(done.json().events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'owner_signed', 'agent_signed']);
    expect(done.json().events.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(await kit.home(owner.homeId)).toMatchObject({ mandate_status: 'complete' });

    // Complete: advert access for the manager, and nb-matching answers a number.
    expect((await kit.call('PUT', `/api/homes/${owner.homeId}`, agency.cookie, { name: 'Appartement des Pentes' })).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/nb-matching-v4`, owner.cookie)).statusCode).toBe(200);
    expect((await kit.call('POST', `/api/mandates/${view.id}/countersign`, agency.cookie)).json()).toEqual({ error: M.closed });

    // Both parties download the signed PDF; nobody else does.
    for (const person of [owner, agency]) {
      const file = await kit.call('GET', `/api/mandates/${view.id}/pdf`, person.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`mandat-${view.reference}.pdf`);
    }
    const stranger = await signup(ctx.app, { type: 'proprietaire' });
    expect((await kit.call('GET', `/api/mandates/${view.id}/pdf`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/mandates/999999/pdf`, stranger.cookie)).json()).toEqual({ error: M.notFound });
  });
});

describe('bad input on the sandbox pages and the notification', () => {
  it('refuses a forged form, a replayed signature, an unknown reference and a code wrong 5 times, in French, changing nothing', async () => {
    const owner = await kit.owner();
    const started = await kit.takeMandate(owner);
    const signing = await kit.openSigning(owner, started.signing_url!);
    const before = await snapshot();

    const forged = await kit.postForm(`${signing.path}/sign`, { code: signing.code, token: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(SANDBOX_SIGNATURE_TEXTS.forged.replace(/'/g, '&#39;'));
    const unknown = await kit.postForm('/api/sandbox-signature/sessions/inconnue-0000000/sign', { code: '000000', token: signing.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(SANDBOX_SIGNATURE_TEXTS.unknown.replace(/'/g, '&#39;'));

    const wrong = signing.code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const answer = await kit.postForm(`${signing.path}/sign`, { code: wrong, token: signing.token });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(SANDBOX_SIGNATURE_TEXTS.codeWrong(5 - i));
    }
    const fifth = await kit.postForm(`${signing.path}/sign`, { code: wrong, token: signing.token });
    expect(fifth.statusCode).toBe(429);
    // Even the right code is refused now.
    const late = await kit.postForm(`${signing.path}/sign`, { code: signing.code, token: signing.token });
    expect(late.statusCode).toBe(429);
    expect(await snapshot()).toBe(before);

    // A new signing request (a new code) is possible from the owner's space.
    const again = await kit.openSigning(owner, `/api/mandates/${(await kit.mandateOf(owner.homeId))!.id}/sign`);
    expect(again.path).not.toBe(signing.path);
    expect((await kit.postForm(`${again.path}/sign`, { code: again.code, token: again.token })).statusCode).toBe(303);
    const replay = await kit.postForm(`${again.path}/sign`, { code: again.code, token: again.token });
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain(SANDBOX_SIGNATURE_TEXTS.replayed);
  });

  it('refuses notifications with a bad signature, too old, replayed, malformed or for an unknown reference', async () => {
    const owner = await kit.owner();
    await kit.takeMandate(owner);
    const mandate = (await kit.mandateOf(owner.homeId))!;
    const event = (id: string, reference = mandate.reference) => ({
      id,
      type: 'signature.signed',
      created: Math.floor(Date.now() / 1000),
      data: { reference, signature_id: 'sig_x', at: new Date().toISOString(), document_sha256: null },
    });
    const before = await snapshot();
    const forged = await kit.notify(event('ev_1'), { secret: 'pas-le-bon-secret' });
    expect([forged.statusCode, forged.json()]).toEqual([400, { error: M.notificationSignature }]);
    const old = await kit.notify(event('ev_2'), { at: new Date(Date.now() - 10 * 60_000) });
    expect([old.statusCode, old.json()]).toEqual([400, { error: M.notificationSignature }]);
    const malformed = await kit.notify({ id: 'ev_3', type: 'autre' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: M.notificationInvalid }]);
    const unknown = await kit.notify(event('ev_4', 'MDT-INCONNU'));
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: M.notificationUnknown }]);
    expect(await snapshot()).toBe(before);

    expect((await kit.notify(event('ev_5'))).statusCode).toBe(200);
    const afterFirst = await snapshot();
    const replayed = await kit.notify(event('ev_5'));
    expect([replayed.statusCode, replayed.json()]).toEqual([409, { error: M.notificationDuplicate }]);
    const second = await kit.notify(event('ev_6'));
    expect([second.statusCode, second.json()]).toEqual([409, { error: M.notificationState }]);
    expect(await snapshot()).toBe(afterFirst);
  });
});

describe('refusal and expiry', () => {
  it('a refusal on the provider page goes back to no mandate, removes the partner and mails both parties', async () => {
    const owner = await kit.owner();
    const agency = await kit.agency();
    const started = await kit.takeMandate(owner);
    const signing = await kit.openSigning(owner, started.signing_url!);
    const refused = await kit.postForm(`${signing.path}/refuse`, { token: signing.token });
    expect(refused.statusCode).toBe(303);
    expect(await kit.home(owner.homeId)).toEqual({ offer: null, mandate_status: null, mandate_provider: null });
    expect((await kit.mandateOf(owner.homeId))!.status).toBe('refused');
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/mandate`, agency.cookie)).statusCode).toBe(403);
    const mails = (await readOutbox(ctx)).filter((mail) => mail.content.includes('plus sous mandat') && mail.content.includes('Pentes'));
    expect(mails.some((mail) => mail.content.includes(`To: ${owner.body.email}`))).toBe(true);
    expect(mails.some((mail) => mail.content.includes(`To: ${agency.body.email}`))).toBe(true);
  });

  it('lapses after 14 days without both signatures, with an e-mail', async () => {
    const owner = await kit.owner();
    await kit.signAsOwner(owner);
    expect(await expireMandates({ db: kit.db, mailer: ctx.app.mailer, config: ctx.config }, new Date(Date.now() + 13 * 86_400_000))).toBe(0);
    expect(await expireMandates({ db: kit.db, mailer: ctx.app.mailer, config: ctx.config }, new Date(Date.now() + 15 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await kit.home(owner.homeId)).toEqual({ offer: null, mandate_status: null, mandate_provider: null });
    expect((await kit.mandateOf(owner.homeId))!.status).toBe('expired');
    expect((await readOutbox(ctx)).some((mail) => mail.content.includes(`To: ${owner.body.email}`) && mail.content.includes('dans les 14 jours'))).toBe(true);
  });

  it('without a partner agency the offer is refused in French and nothing is written', async () => {
    const lone = await createLoneApp();
    try {
      const person = await signup(lone.app, { type: 'proprietaire' });
      const created = await lone.app.inject({ method: 'POST', url: '/api/homes', headers: { cookie: person.cookie }, payload: { is_coloc: true, name: 'Seul' } });
      const response = await lone.app.inject({ method: 'POST', url: '/api/subscriptions', headers: { cookie: person.cookie }, payload: { offer_id: 'mandate', home_id: created.json().id, return_path: '/p' } });
      expect([response.statusCode, response.json()]).toEqual([409, { error: M.noPartner }]);
      expect(await lone.app.db.selectFrom('subscriptions').select('id').execute()).toEqual([]);
    } finally {
      await lone.close();
    }
  });
});

function createLoneApp() {
  return createTestApp({ mandatePartnerEmail: 'personne@exemple.fr' });
}
