import { nowIso } from '../../../src/db';
import { SCA_VALIDITY_DAYS, scaStatusRule } from '../../../src/modules/bank-accounts/sca-status';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { bankKit } from './fixtures';

const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('scaStatusRule', () => {
  it("is 'none' for whoever does not receive rent, whatever their accounts", () => {
    expect(scaStatusRule({ receivesRent: false, hasValidatedAccount: false, lastScaAt: null, now: NOW })).toBe('none');
    expect(scaStatusRule({ receivesRent: false, hasValidatedAccount: true, lastScaAt: daysAgo(1), now: NOW })).toBe('none');
  });

  it("is 'required' without a validated account", () => {
    expect(scaStatusRule({ receivesRent: true, hasValidatedAccount: false, lastScaAt: null, now: NOW })).toBe('required');
    expect(scaStatusRule({ receivesRent: true, hasValidatedAccount: false, lastScaAt: daysAgo(1), now: NOW })).toBe('required');
  });

  it(`is 'validated' up to ${SCA_VALIDITY_DAYS} days after the last SCA, then 'required' again`, () => {
    expect(scaStatusRule({ receivesRent: true, hasValidatedAccount: true, lastScaAt: daysAgo(0), now: NOW })).toBe('validated');
    expect(scaStatusRule({ receivesRent: true, hasValidatedAccount: true, lastScaAt: daysAgo(180), now: NOW })).toBe('validated');
    expect(scaStatusRule({ receivesRent: true, hasValidatedAccount: true, lastScaAt: daysAgo(181), now: NOW })).toBe('required');
  });
});

describe('sca_status of the user object', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof bankKit>;
  beforeAll(async () => {
    ctx = await createTestApp();
    kit = bankKit(ctx);
  });
  afterAll(async () => ctx.close());

  it("is 'required' for a new owner and a new agent, 'none' for a seeker and a manager", async () => {
    expect(await kit.scaStatus(await kit.owner())).toBe('required');
    expect(await kit.scaStatus(await kit.agent())).toBe('required');
    expect(await kit.scaStatus(await kit.seeker())).toBe('none');
    expect(await kit.scaStatus(await kit.manager())).toBe('none');
  });

  it("is 'required' for an owner-occupier (a coloc with a non-shared home)", async () => {
    const occupant = await signup(ctx.app, { type: 'prop-occupant' });
    expect(occupant.user.sca_status).toBe('required');
  });

  it("turns 'validated' with a validated account, and 'required' again once the last SCA is over 180 days old", async () => {
    const owner = await kit.owner();
    const account = await kit.validated(owner);
    expect(await kit.scaStatus(owner)).toBe('validated');
    const stored = await kit.db.selectFrom('users').select('sca_status').where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(stored.sca_status).toBe('validated');

    const old = nowIso(new Date(Date.now() - 181 * 86_400_000));
    await kit.db.updateTable('bank_accounts').set({ validated_at: old }).where('id', '=', account.id).execute();
    await kit.db.updateTable('sca_operations').set({ consumed_at: old }).where('user_id', '=', owner.user.id).execute();
    expect(await kit.scaStatus(owner)).toBe('required');
  });
});
