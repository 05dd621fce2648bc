import { nowIso } from '../../../src/db';
import { createTestApp, type TestContext } from '../../helpers/app';
import { bankKit, tokenOf, type Person } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof bankKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = bankKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const enroll = (person: Person, provider = 'sandbox', body: Record<string, unknown> = { return_path: '/agent/biens?home_id=2' }) =>
  kit.call('POST', `/api/${provider}/enroll-sca`, person.cookie, body);
const confirm = (person: Person, body: Record<string, unknown>, provider = 'sandbox') => kit.call('POST', `/api/${provider}/enroll-sca/confirm`, person.cookie, body);

/** An agent whose validated account is over 180 days old: sca_status 'required'. */
async function agentDueForSca() {
  const agent = await kit.agent();
  const account = await kit.validated(agent);
  const old = nowIso(new Date(Date.now() - 200 * 86_400_000));
  await kit.db.updateTable('bank_accounts').set({ validated_at: old }).where('id', '=', account.id).execute();
  await kit.db.updateTable('sca_operations').set({ consumed_at: old }).where('user_id', '=', agent.user.id).execute();
  expect(await kit.scaStatus(agent)).toBe('required');
  return agent;
}

describe('POST /api/{provider}/enroll-sca', () => {
  it('starts a re-authentication for the configured provider and validates it on return', async () => {
    const agent = await agentDueForSca();
    const response = await enroll(agent);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ sca_redirect_url: expect.stringMatching(/^http:\/\/localhost:8080\/api\/sandbox-provider\/sca\//), sca_type: 'redirect' });
    const sandbox = await kit.db.selectFrom('sandbox_sca_operations').selectAll().where('token', '=', tokenOf(body.sca_redirect_url)).executeTakeFirstOrThrow();
    expect(sandbox.label).toBe("Renouvellement de l'authentification forte — compte FR76 •••• 189");
    expect(sandbox.return_url).toBe('http://localhost:8080/agent/biens?home_id=2');

    const back = await kit.answer(agent, sandbox.token, 'validate');
    expect(back.location?.searchParams.get('home_id')).toBe('2');
    const confirmed = await confirm(agent, { controlStatus: back.controlStatus, actionStatus: back.actionStatus });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ sca_status: 'validated' });
    expect(await kit.scaStatus(agent)).toBe('validated');

    const before = await kit.snapshot();
    const replay = await confirm(agent, { controlStatus: back.controlStatus, actionStatus: back.actionStatus });
    expect(replay.statusCode).toBe(409);
    expect(await kit.snapshot()).toBe(before);
  });

  it('answers a French 404 for any provider but the configured one, and writes nothing', async () => {
    const agent = await agentDueForSca();
    const before = await kit.snapshot();
    const response = await enroll(agent, 'stripe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ce prestataire de paiement est inconnu.' });
    expect((await confirm(agent, { controlStatus: 'VALIDATED', actionStatus: 'x' }, 'stripe')).statusCode).toBe(404);
    expect(await kit.snapshot()).toBe(before);
  });

  it("is refused when nothing is required, or when there is no account yet (the account's SCA comes first)", async () => {
    const owner = await kit.owner();
    const someManager = await kit.manager();
    const before = await kit.snapshot();
    const noAccount = await enroll(owner);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error).toMatch(/^Ajoutez d'abord un compte bancaire/);
    const manager = await enroll(someManager);
    expect(manager.statusCode).toBe(409);
    expect(manager.json()).toEqual({ error: 'Votre authentification forte est déjà à jour : rien à faire.' });
    expect(await kit.snapshot()).toBe(before);

    const upToDate = await kit.owner();
    await kit.validated(upToDate);
    expect((await enroll(upToDate)).statusCode).toBe(409);
    expect((await kit.call('POST', '/api/sandbox/enroll-sca', null, { return_path: '/' })).statusCode).toBe(401);
  });

  it('refuses a return path to another site', async () => {
    const agent = await agentDueForSca();
    const response = await enroll(agent, 'sandbox', { return_path: 'https://pirate.example/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/chemin de ce site/);
  });
});

describe('POST /api/{provider}/enroll-sca/confirm', () => {
  it('ignores a forged VALIDATED while the operation is pending, and an operation of another kind or user', async () => {
    const agent = await agentDueForSca();
    const started = (await enroll(agent)).json();
    const operation = await kit.db.selectFrom('sca_operations').selectAll().where('provider_reference', '=', tokenOf(started.sca_redirect_url)).executeTakeFirstOrThrow();
    const before = await kit.snapshot();
    const forged = await confirm(agent, { controlStatus: 'VALIDATED', actionStatus: operation.reference });
    expect(forged.statusCode).toBe(409);
    expect(await kit.snapshot()).toBe(before);

    const stranger = await agentDueForSca();
    const theirs = await confirm(stranger, { controlStatus: 'VALIDATED', actionStatus: operation.reference });
    expect(theirs.statusCode).toBe(400);

    // The account operation of a bank account cannot stand for a re-authentication.
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'validate');
    expect((await confirm(owner, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus })).statusCode).toBe(400);
    expect(await kit.scaStatus(agent)).toBe('required');
  });

  it('keeps the SCA required after a refusal, with a French message', async () => {
    const agent = await agentDueForSca();
    const started = (await enroll(agent)).json();
    const back = await kit.answer(agent, tokenOf(started.sca_redirect_url), 'refuse');
    const response = await confirm(agent, { controlStatus: back.controlStatus, actionStatus: back.actionStatus });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: "L'authentification forte a été refusée : elle reste à faire." });
    expect(await kit.scaStatus(agent)).toBe('required');
  });
});

describe('GET /api/sca-status', () => {
  it('tells the warning what to offer: the provider, whether an account exists, and when to renew', async () => {
    const owner = await kit.owner();
    expect((await kit.call('GET', '/api/sca-status', owner.cookie)).json()).toEqual({
      sca_status: 'required',
      provider: 'sandbox',
      sandbox: true,
      has_validated_account: false,
      last_sca_at: null,
      renew_before: null,
    });
    await kit.validated(owner);
    const validated = (await kit.call('GET', '/api/sca-status', owner.cookie)).json();
    expect(validated).toMatchObject({ sca_status: 'validated', has_validated_account: true });
    expect(Date.parse(validated.renew_before) - Date.parse(validated.last_sca_at)).toBe(180 * 86_400_000);

    const due = await agentDueForSca();
    expect((await kit.call('GET', '/api/sca-status', due.cookie)).json()).toMatchObject({ sca_status: 'required', has_validated_account: true });
    expect((await kit.call('GET', '/api/sca-status', (await kit.manager()).cookie)).json()).toMatchObject({ sca_status: 'none' });
    expect((await kit.call('GET', '/api/sca-status')).statusCode).toBe(401);
  });
});
