import { createTestApp, type TestContext } from '../../helpers/app';
import { bankKit, OTHER_IBAN, tokenOf, VALID_IBAN } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof bankKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = bankKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const IBAN_ERROR = "Cet IBAN n'est pas valide : vérifiez les chiffres saisis.";

describe('POST /api/bank_accounts', () => {
  it('creates a pending account and an SCA operation, and answers where to authenticate', async () => {
    const owner = await kit.owner();
    const response = await kit.create(owner);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), sca_type: 'redirect', sca_redirect_url: expect.stringMatching(/^http:\/\/localhost:8080\/api\/sandbox-provider\/sca\/[A-Za-z0-9_-]{43}$/) });

    const account = await kit.db.selectFrom('bank_accounts').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ owner_type: 'user', owner_id: owner.user.id, user_id: owner.user.id, holder_name: 'Bernard Lefèvre', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', status: 'pending_sca', validated_at: null });
    const operation = await kit.db.selectFrom('sca_operations').selectAll().where('bank_account_id', '=', body.id).executeTakeFirstOrThrow();
    expect(operation).toMatchObject({ user_id: owner.user.id, kind: 'bank_account', provider: 'sandbox', status: 'pending', consumed_at: null, provider_reference: tokenOf(body.sca_redirect_url) });
    expect(Date.parse(operation.expires_at) - Date.parse(operation.created_at)).toBeGreaterThanOrEqual(15 * 60_000 - 1000);

    // Nothing is validated yet: the list shows it waiting, the warning still applies.
    const list = await kit.call('GET', '/api/bank_accounts', owner.cookie);
    expect(list.json()).toEqual([
      { id: body.id, owner_type: 'user', owner_id: owner.user.id, holder_name: 'Bernard Lefèvre', iban_masked: 'FR76 •••• •••• •••• •••• ••90 189', bic: 'AGRIFRPP', status: 'pending_sca', validated_at: null, created_at: expect.any(String) },
    ]);
    expect(await kit.scaStatus(owner)).toBe('required');
  });

  it('sends the provider a return address on this site without any earlier controlStatus / actionStatus', async () => {
    const owner = await kit.owner();
    const { token } = await kit.started(owner, { return_path: '/proprietaire/parameters?home_id=4&controlStatus=VALIDATED&actionStatus=old#compte-bancaire' });
    const row = await kit.db.selectFrom('sandbox_sca_operations').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(row.return_url).toBe('http://localhost:8080/proprietaire/parameters?home_id=4#compte-bancaire');
    expect(row.label).toBe('Ajout du compte FR76 •••• 189');
  });

  it.each([
    ['one wrong digit', { iban: 'FR76 3000 6000 0112 3456 7890 188' }, IBAN_ERROR],
    ['a wrong length', { iban: 'FR76 3000 6000 0112 3456 7890 18' }, 'Un IBAN commençant par FR compte 27 caractères : vérifiez les chiffres saisis.'],
    ['letters for the check digits', { iban: 'FRXX 3000 6000 0112 3456 7890 189' }, expect.stringContaining('deux lettres (le pays) et deux chiffres')],
    ['no IBAN', { iban: '  ' }, "L'IBAN est obligatoire."],
    ['a malformed BIC', { bic: 'BNP' }, "Ce BIC n'est pas valide : il compte 8 ou 11 lettres et chiffres (par exemple BNPAFRPP)."],
    ['no holder', { holder_name: '   ' }, 'Le nom du titulaire du compte est obligatoire.'],
    ['a holder too long', { holder_name: 'A'.repeat(121) }, 'Le nom du titulaire doit contenir au plus 120 caractères.'],
    ['a return to another site', { return_path: '//pirate.example/paiement' }, "L'adresse de retour doit être un chemin de ce site commençant par « / »."],
    ['an absolute return URL', { return_path: 'https://pirate.example/' }, "L'adresse de retour doit être un chemin de ce site commençant par « / »."],
    ['an unknown field', { status: 'validated' }, expect.any(String)],
  ])('refuses %s with a French 400 and writes nothing', async (_label, body, message) => {
    const owner = await kit.owner();
    const before = await kit.snapshot();
    const response = await kit.create(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await kit.snapshot()).toBe(before);
  });

  it('needs sca=true', async () => {
    const owner = await kit.owner();
    const before = await kit.snapshot();
    for (const query of [`ownerType=user&ownerID=${owner.user.id}`, `ownerType=user&ownerID=${owner.user.id}&sca=false`]) {
      const response = await kit.create(owner, {}, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^L'ajout d'un compte bancaire passe obligatoirement par une authentification forte/);
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it('checks ownerType and ownerID: only the caller, or the caller’s company', async () => {
    const owner = await kit.owner();
    const other = await kit.owner();
    const before = await kit.snapshot();
    const bad = await kit.create(owner, {}, `ownerType=bank&ownerID=${owner.user.id}&sca=true`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/« user »/);
    const someoneElse = await kit.create(owner, {}, `ownerType=user&ownerID=${other.user.id}&sca=true`);
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toEqual({ error: 'Vous ne pouvez ajouter un compte bancaire que pour vous-même ou pour votre société.' });
    const noCompany = await kit.create(owner, {}, `ownerType=company&ownerID=${owner.user.id}&sca=true`);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error).toMatch(/^Votre compte n'indique pas de société/);
    expect(await kit.snapshot()).toBe(before);

    const agent = await kit.agent();
    const company = await kit.create(agent, { holder_name: 'Agence des Pentes' }, `ownerType=company&ownerID=${agent.user.id}&sca=true`);
    expect(company.statusCode).toBe(201);
    const row = await kit.db.selectFrom('bank_accounts').selectAll().where('id', '=', company.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_type: 'company', owner_id: agent.user.id, user_id: agent.user.id });
  });

  it('is for owners, agents and managers: a seeker gets a 403, signed-out visitors a 401', async () => {
    const seeker = await kit.seeker();
    const before = await kit.snapshot();
    const refused = await kit.create(seeker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/réservés aux propriétaires, agents et gestionnaires/);
    const anonymous = await kit.call('POST', `/api/bank_accounts?ownerType=user&ownerID=1&sca=true`, null, { holder_name: 'X', iban: VALID_IBAN, return_path: '/' });
    expect(anonymous.statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
    expect((await kit.create(await kit.manager())).statusCode).toBe(201);
  });

  it('drops an earlier account still waiting for its SCA when a new one starts', async () => {
    const owner = await kit.owner();
    const first = await kit.started(owner);
    const second = await kit.started(owner, { iban: OTHER_IBAN });
    const list = (await kit.call('GET', '/api/bank_accounts', owner.cookie)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([second.id]);
    const back = await kit.answer(owner, first.token, 'validate');
    const confirm = await kit.call('POST', `/api/bank_accounts/${first.id}/sca`, owner.cookie, { controlStatus: back.controlStatus, actionStatus: back.actionStatus });
    expect(confirm.statusCode).toBe(409);
  });

  it('is rate-limited per user', async () => {
    const owner = await kit.owner();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await kit.create(owner)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another user is not affected.
    expect((await kit.create(await kit.owner())).statusCode).toBe(201);
  });
});

describe('POST /api/bank_accounts/{id}/sca', () => {
  it('validates the account after a validated SCA: masked IBAN, sca_status validated', async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'validate');
    expect(back.response.statusCode).toBe(303);
    expect(back.location?.pathname).toBe('/proprietaire/parameters');
    expect(back.location?.hash).toBe('#compte-bancaire');
    expect(back.location?.searchParams.get('home_id')).toBe('4');
    expect(back.controlStatus).toBe('VALIDATED');
    const operation = await kit.db.selectFrom('sca_operations').selectAll().where('bank_account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(back.actionStatus).toBe(operation.reference);

    const response = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.id, status: 'validated', iban_masked: 'FR76 •••• •••• •••• •••• ••90 189', validated_at: expect.any(String) });
    expect(await kit.scaStatus(owner)).toBe('validated');
    const consumed = await kit.db.selectFrom('sca_operations').selectAll().where('id', '=', operation.id).executeTakeFirstOrThrow();
    expect(consumed).toMatchObject({ status: 'validated', consumed_at: expect.any(String) });
  });

  it('refuses a replayed actionStatus (consumed) and changes nothing', async () => {
    const owner = await kit.owner();
    const account = await kit.validated(owner);
    const before = await kit.snapshot();
    const replay = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED', actionStatus: account.actionStatus });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: 'Cette authentification a déjà été utilisée. Recommencez si nécessaire.' });
    expect(await kit.snapshot()).toBe(before);
  });

  it('ignores a forged controlStatus=VALIDATED while the provider has no validated operation: nothing is saved', async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const operation = await kit.db.selectFrom('sca_operations').selectAll().where('bank_account_id', '=', account.id).executeTakeFirstOrThrow();
    const before = await kit.snapshot();
    const forged = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED', actionStatus: operation.reference });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toEqual({ error: "L'authentification forte n'est pas terminée : rien n'a été enregistré." });
    expect(await kit.snapshot()).toBe(before);
    expect(await kit.scaStatus(owner)).toBe('required');

    const invented = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED', actionStatus: 'invente' });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().error).toMatch(/ne correspond à aucune opération/);
    expect(await kit.snapshot()).toBe(before);
  });

  it("trusts the provider's record over the browser's: a REFUSED return of a validated operation still validates", async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'validate');
    const response = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'REFUSED', actionStatus: back.actionStatus });
    expect(response.json().status).toBe('validated');
  });

  it('marks the account refused after a refused SCA, with a French message, and lists nothing', async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'refuse');
    expect(back.controlStatus).toBe('REFUSED');
    const response = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'REFUSED', actionStatus: back.actionStatus });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: "L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré." });
    const row = await kit.db.selectFrom('bank_accounts').select('status').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('refused');
    expect((await kit.call('GET', '/api/bank_accounts', owner.cookie)).json()).toEqual([]);
    expect(await kit.scaStatus(owner)).toBe('required');
  });

  it('says so when the user cancelled, or gave up before answering', async () => {
    const owner = await kit.owner();
    const cancelled = await kit.started(owner);
    const back = await kit.answer(owner, cancelled.token, 'cancel');
    expect(back.controlStatus).toBe('CANCELLED');
    const response = await kit.call('POST', `/api/bank_accounts/${cancelled.id}/sca`, owner.cookie, { controlStatus: 'CANCELLED', actionStatus: back.actionStatus });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe("Vous avez annulé l'authentification forte : le compte bancaire n'a pas été enregistré.");

    const abandoned = await kit.started(owner);
    const operation = await kit.db.selectFrom('sca_operations').select('reference').where('bank_account_id', '=', abandoned.id).executeTakeFirstOrThrow();
    const gaveUp = await kit.call('POST', `/api/bank_accounts/${abandoned.id}/sca`, owner.cookie, { controlStatus: 'CANCELLED', actionStatus: operation.reference });
    expect(gaveUp.statusCode).toBe(422);
    expect((await kit.db.selectFrom('bank_accounts').select('status').where('id', '=', abandoned.id).executeTakeFirstOrThrow()).status).toBe('refused');
  });

  it('refuses a return after 15 minutes: the account is not saved', async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'validate');
    await kit.db.updateTable('sca_operations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('bank_account_id', '=', account.id).execute();
    const response = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus });
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatch(/a expiré \(15 minutes\)/);
    expect((await kit.db.selectFrom('bank_accounts').select('status').where('id', '=', account.id).executeTakeFirstOrThrow()).status).toBe('refused');
    expect(await kit.scaStatus(owner)).toBe('required');
  });

  it("refuses another user's account (403), an unknown one (404), and someone else's operation (400), changing nothing", async () => {
    const owner = await kit.owner();
    const intruder = await kit.owner();
    const account = await kit.started(owner);
    const back = await kit.answer(owner, account.token, 'validate');
    const own = await kit.started(intruder);
    const before = await kit.snapshot();

    const theirs = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, intruder.cookie, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus });
    expect(theirs.statusCode).toBe(403);
    const unknown = await kit.call('POST', `/api/bank_accounts/999999/sca`, intruder.cookie, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Ce compte bancaire est introuvable.' });
    const borrowed = await kit.call('POST', `/api/bank_accounts/${own.id}/sca`, intruder.cookie, { controlStatus: 'VALIDATED', actionStatus: back.actionStatus });
    expect(borrowed.statusCode).toBe(400);
    expect(await kit.snapshot()).toBe(before);
  });

  it('refuses a malformed return', async () => {
    const owner = await kit.owner();
    const account = await kit.started(owner);
    const before = await kit.snapshot();
    const bad = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'OK', actionStatus: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('controlStatus doit valoir VALIDATED, REFUSED, CANCELLED ou ERROR.');
    const missing = await kit.call('POST', `/api/bank_accounts/${account.id}/sca`, owner.cookie, { controlStatus: 'VALIDATED' });
    expect(missing.statusCode).toBe(400);
    expect(await kit.snapshot()).toBe(before);
  });

  it('archives the previous validated account of the same owner when a new one is validated', async () => {
    const owner = await kit.owner();
    const first = await kit.validated(owner);
    const second = await kit.validated(owner, { iban: OTHER_IBAN, bic: null });
    const list = (await kit.call('GET', '/api/bank_accounts', owner.cookie)).json();
    expect(list).toEqual([expect.objectContaining({ id: second.id, status: 'validated', iban_masked: 'DE89 •••• •••• •••• •130 00' })]);
    const old = await kit.db.selectFrom('bank_accounts').select('status').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(old.status).toBe('archived');
  });
});

describe('DELETE /api/bank_accounts/{id}', () => {
  it("deletes the caller's account; without a validated account the SCA is required again", async () => {
    const owner = await kit.owner();
    const account = await kit.validated(owner);
    expect(await kit.scaStatus(owner)).toBe('validated');
    const response = await kit.call('DELETE', `/api/bank_accounts/${account.id}`, owner.cookie);
    expect(response.statusCode).toBe(204);
    expect((await kit.call('GET', '/api/bank_accounts', owner.cookie)).json()).toEqual([]);
    expect(await kit.scaStatus(owner)).toBe('required');
  });

  it("refuses another user's account (403) and an unknown one (404), changing nothing", async () => {
    const owner = await kit.owner();
    const intruder = await kit.agent();
    const account = await kit.validated(owner);
    const before = await kit.snapshot();
    expect((await kit.call('DELETE', `/api/bank_accounts/${account.id}`, intruder.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/bank_accounts/999999`, intruder.cookie)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/bank_accounts/abc`, intruder.cookie)).statusCode).toBe(400);
    expect((await kit.call('DELETE', `/api/bank_accounts/${account.id}`)).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('GET /api/bank_accounts', () => {
  it("lists only the caller's accounts", async () => {
    const owner = await kit.owner();
    const other = await kit.owner();
    await kit.validated(other);
    expect((await kit.call('GET', '/api/bank_accounts', owner.cookie)).json()).toEqual([]);
    expect((await kit.call('GET', '/api/bank_accounts')).statusCode).toBe(401);
  });
});

