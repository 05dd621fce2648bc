import { nowIso } from '../../../src/db';
import { createTestApp, DEFAULT_PASSWORD, myself, signin, signup, type TestContext } from '../../helpers/app';
import { call, moderator } from './fixtures';

let ctx: TestContext;
let send: ReturnType<typeof call>;
let mod: Awaited<ReturnType<typeof moderator>>;

beforeAll(async () => {
  ctx = await createTestApp();
  send = call(ctx);
  mod = await moderator(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** An account the anti-spam flagged (messaging/rate-limits.ts writes the same row). */
async function flaggedAccount(first_name = 'Arnaud') {
  const account = await signup(ctx.app, { first_name, name: 'Spammeur' });
  const now = nowIso();
  await ctx.app.db
    .insertInto('account_flags')
    .values({ user_id: account.user.id, kind: 'same_text_conversations', message: 'A ouvert 5 conversations en 24 heures avec le même texte : « Payez avant la visite. »', created_at: now, updated_at: now })
    .execute();
  return account;
}

async function listed(userId: number) {
  const res = await send('GET', '/api/moderation/accounts', mod.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().items as Array<{ user_id: number; disabled: boolean; message: string }>).find((item) => item.user_id === userId);
}

describe('flagged accounts in the moderation console (issue 17, finding 3)', () => {
  it('lists the account with the reason, not disabled', async () => {
    const spammer = await flaggedAccount();
    expect(await listed(spammer.user.id)).toMatchObject({ first_name: 'Arnaud', disabled: false, message: expect.stringContaining('5 conversations') });
  });

  it('clears a flag: the account leaves the list and keeps working', async () => {
    const honest = await flaggedAccount('Camille');
    const res = await send('POST', `/api/moderation/accounts/${honest.user.id}/clear`, mod.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Le signalement a été levé.' });
    expect(await listed(honest.user.id)).toBeUndefined();
    expect((await myself(ctx.app, honest.cookie)).statusCode).toBe(200);
    // Nothing left to clear: the same 404 as an unknown account.
    expect((await send('POST', `/api/moderation/accounts/${honest.user.id}/clear`, mod.cookie, {})).statusCode).toBe(404);
  });

  it('disables an account: its sessions end, it cannot sign in again, the flag shows it', async () => {
    const spammer = await flaggedAccount();
    const res = await send('POST', `/api/moderation/accounts/${spammer.user.id}/disable`, mod.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Le compte a été désactivé : il ne peut plus se connecter.' });
    expect((await myself(ctx.app, spammer.cookie)).statusCode).toBe(401);
    const again = await signin(ctx.app, spammer.body.email, DEFAULT_PASSWORD);
    expect(again.response.statusCode).toBe(403);
    expect(again.response.json().error).toMatch(/^Ce compte a été désactivé par la modération/);
    expect(again.cookie).toBeNull();
    // A wrong password still answers as for anyone: the state is told only to whoever knows the password.
    expect((await signin(ctx.app, spammer.body.email, 'pas-le-bon-mot-de-passe')).response.statusCode).toBe(401);
    expect(await listed(spammer.user.id)).toMatchObject({ disabled: true });
  });

  it('refuses an account without a flag (404), a staff account (409) and a bad id in French', async () => {
    const plain = await signup(ctx.app);
    expect((await send('POST', `/api/moderation/accounts/${plain.user.id}/disable`, mod.cookie, {})).statusCode).toBe(404);
    const staff = await flaggedAccount('Support');
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', staff.user.id).execute();
    const refused = await send('POST', `/api/moderation/accounts/${staff.user.id}/disable`, mod.cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "Un compte de l'équipe ne peut pas être désactivé depuis la modération." });
    expect((await send('POST', '/api/moderation/accounts/abc/clear', mod.cookie, {})).json()).toEqual({ error: "L'identifiant du compte est invalide." });
  });

  it('is for moderators only', async () => {
    const spammer = await flaggedAccount();
    const other = await signup(ctx.app);
    for (const action of ['clear', 'disable']) {
      expect((await send('POST', `/api/moderation/accounts/${spammer.user.id}/${action}`, null, {})).statusCode).toBe(401);
      expect((await send('POST', `/api/moderation/accounts/${spammer.user.id}/${action}`, other.cookie, {})).statusCode).toBe(403);
    }
    expect(await listed(spammer.user.id)).toMatchObject({ disabled: false });
  });
});
