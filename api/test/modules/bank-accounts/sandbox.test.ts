import { scaProviderFor } from '../../../src/modules/bank-accounts/provider';
import { escapeHtml, SANDBOX_BANNER } from '../../../src/modules/bank-accounts/sandbox/page';
import { withScaResult } from '../../../src/modules/bank-accounts/sandbox/routes';
import { createTestApp, type TestContext } from '../../helpers/app';
import { bankKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof bankKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = bankKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const page = (token: string, cookie?: string | null) => kit.call('GET', `/api/sandbox-provider/sca/${token}`, cookie);

describe('sandbox SCA page', () => {
  it('is French HTML, labelled as a test, showing what is authenticated and the test code', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    const { code } = await kit.db.selectFrom('sandbox_sca_operations').select('code').where('token', '=', token).executeTakeFirstOrThrow();
    const response = await page(token, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain(SANDBOX_BANNER);
    expect(SANDBOX_BANNER).toBe('Environnement de test — aucune opération réelle');
    expect(response.body).toContain('Ajout du compte FR76 •••• 189');
    expect(response.body).toContain(`Code de test : <strong>${code}</strong>`);
    expect(response.body).toMatch(/<label for="code">Code de confirmation<\/label>/);
    expect(response.body).toContain('>Refuser</button>');
    expect(response.body).toContain('Annuler et revenir sur le site');
    expect(response.body).not.toContain('<script');
  });

  it('is only for the signed-in user who asked for it', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    const anonymous = await page(token);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Connectez-vous à Toit Partagé');
    const other = await page(token, (await kit.owner()).cookie);
    expect(other.statusCode).toBe(403);
    const unknown = await page('inconnu', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Opération introuvable');

    const stranger = await kit.owner();
    const before = await kit.snapshot();
    const forged = await kit.answer(stranger, token, 'validate');
    expect(forged.response.statusCode).toBe(403);
    expect(await kit.snapshot()).toBe(before);
  });

  it('counts wrong codes, says how many tries are left, and refuses after the third', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    const first = await kit.answer(owner, token, 'validate', '000000x');
    expect(first.response.statusCode).toBe(400);
    expect(first.response.body).toContain('Code incorrect. Il vous reste 2 essais.');
    const second = await kit.answer(owner, token, 'validate', 'faux');
    expect(second.response.body).toContain('Il vous reste 1 essai.');
    const third = await kit.answer(owner, token, 'validate', 'faux');
    expect(third.response.statusCode).toBe(303);
    expect(third.controlStatus).toBe('REFUSED');
  });

  it('answers only once: a second answer gets the finished page', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    expect((await kit.answer(owner, token, 'cancel')).controlStatus).toBe('CANCELLED');
    const again = await kit.answer(owner, token, 'validate');
    expect(again.response.statusCode).toBe(410);
    expect(again.response.body).toContain('Opération terminée');
    const row = await kit.db.selectFrom('sandbox_sca_operations').select('outcome').where('token', '=', token).executeTakeFirstOrThrow();
    expect(row.outcome).toBe('CANCELLED');
  });

  it('after 15 minutes, ends the operation in ERROR and offers the way back with controlStatus=ERROR', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    await kit.db.updateTable('sandbox_sca_operations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
    const response = await page(token, owner.cookie);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('Délai dépassé');
    expect(response.body).toMatch(/controlStatus=ERROR&amp;actionStatus=/);
  });

  it('refuses an unknown action with the page again', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox-provider/sca/${token}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pirater',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choisissez Valider, Refuser ou Annuler.');
  });
});

describe('sandbox helpers', () => {
  it('adds controlStatus and actionStatus to the return URL, before its hash, keeping other values', () => {
    expect(withScaResult('http://localhost:8080/agent/parameters?home_id=3#compte-bancaire', 'VALIDATED', 'abc')).toBe(
      'http://localhost:8080/agent/parameters?home_id=3&controlStatus=VALIDATED&actionStatus=abc#compte-bancaire',
    );
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<script>alert("x")</script> & l'été`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; l&#39;été');
  });
});

describe('scaProviderFor', () => {
  it('gives the sandbox for PAYMENT_PROVIDER=sandbox, and nothing for a provider without an SCA side', () => {
    const provider = scaProviderFor({ db: ctx.app.db, config: ctx.config });
    expect(provider).toMatchObject({ id: 'sandbox', sandbox: true });
    expect(scaProviderFor({ db: ctx.app.db, config: { ...ctx.config, paymentProvider: 'acme' } })).toBeNull();
    expect(scaProviderFor({ db: ctx.app.db, config: { ...ctx.config, paymentProvider: 'constructor' } })).toBeNull();
  });
});
