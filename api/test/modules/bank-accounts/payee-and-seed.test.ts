import { seedDemoAccounts } from '../../../src/db/seed';
import { validatedPayee } from '../../../src/modules/bank-accounts';
import { DEMO_OWNER_IBAN, seedDemoBankAccounts } from '../../../src/modules/bank-accounts/seed';
import { createTestApp, signin, type TestContext } from '../../helpers/app';
import { bankKit, OTHER_IBAN } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof bankKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = bankKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('validatedPayee', () => {
  it('gives the first landlord (in the order given) with a validated account, its latest one, IBAN whole', async () => {
    const none = await kit.owner();
    const pending = await kit.owner();
    await kit.started(pending);
    const paid = await kit.agent();
    await kit.validated(paid, { holder_name: 'Sophie Garnier' });
    await kit.validated(paid, { holder_name: 'Agence des Pentes', iban: OTHER_IBAN, bic: 'DEUTDEFF' });

    expect(await validatedPayee(kit.db, [none.user.id, pending.user.id, paid.user.id])).toEqual({
      holder_name: 'Agence des Pentes',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'DEUTDEFF',
    });
    expect(await validatedPayee(kit.db, [none.user.id, pending.user.id])).toBeNull();
    expect(await validatedPayee(kit.db, [])).toBeNull();
  });
});

describe('seedDemoBankAccounts', () => {
  it('gives proprio@ a validated account and agent@ none, once', async () => {
    await seedDemoAccounts(kit.db);
    expect(await seedDemoBankAccounts(kit.db, ctx.dataDir)).toBe(1);
    expect(await seedDemoBankAccounts(kit.db, ctx.dataDir)).toBe(0);

    const proprio = await signin(ctx.app, 'proprio@demo.toitpartage.fr', 'demo1234');
    const agent = await signin(ctx.app, 'agent@demo.toitpartage.fr', 'demo1234');
    expect(proprio.response.json().sca_status).toBe('validated');
    expect(agent.response.json().sca_status).toBe('required');
    const accounts = (await kit.call('GET', '/api/bank_accounts', proprio.cookie)).json();
    expect(accounts).toEqual([expect.objectContaining({ holder_name: 'Bernard Lefèvre', status: 'validated', iban_masked: 'FR76 •••• •••• •••• •••• ••90 189' })]);
    expect((await kit.call('GET', '/api/bank_accounts', agent.cookie)).json()).toEqual([]);
    const owner = await kit.db.selectFrom('users').select('id').where('email', '=', 'proprio@demo.toitpartage.fr').executeTakeFirstOrThrow();
    expect((await validatedPayee(kit.db, [owner.id]))?.iban.replace(/ /g, '')).toBe(DEMO_OWNER_IBAN);
  });
});
