import { loadConfig, parseEmailList } from '../../../src/config';
import { grantModerator, revokeModerator } from '../../../src/lib/moderators';
import { createTestApp, signup, type TestContext } from '../../helpers/app';

describe('MODERATOR_EMAILS', () => {
  it('is a comma-separated list, lower-cased, blanks and repeats dropped', () => {
    expect(loadConfig({}).moderatorEmails).toEqual([]);
    expect(parseEmailList('MODERATOR_EMAILS', ' Ana@Exemple.fr, ,bob@exemple.fr,ana@exemple.fr ')).toEqual(['ana@exemple.fr', 'bob@exemple.fr']);
    expect(() => loadConfig({ MODERATOR_EMAILS: 'ana@exemple.fr, pas-une-adresse' })).toThrow(/MODERATOR_EMAILS.*pas-une-adresse/);
  });
});

describe('grantModerator / revokeModerator (db:grant-moderator)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function roleOf(id: number) {
    return (await ctx.app.db.selectFrom('users').select('staff_role').where('id', '=', id).executeTakeFirstOrThrow()).staff_role;
  }

  it('grants and revokes the moderator role only', async () => {
    const { user } = await signup(ctx.app);
    expect(await grantModerator(ctx.app.db, ` ${user.email.toUpperCase()} `)).toBe('granted');
    expect(await roleOf(user.id)).toBe('moderator');
    expect(await grantModerator(ctx.app.db, user.email)).toBe('already');
    expect(await revokeModerator(ctx.app.db, user.email)).toBe('revoked');
    expect(await roleOf(user.id)).toBeNull();
    expect(await revokeModerator(ctx.app.db, user.email)).toBe('not_moderator');
    expect(await grantModerator(ctx.app.db, 'personne@exemple.fr')).toBe('unknown');

    const support = await signup(ctx.app);
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', support.user.id).execute();
    expect(await grantModerator(ctx.app.db, support.user.email)).toBe('other_role');
    expect(await revokeModerator(ctx.app.db, support.user.email)).toBe('not_moderator');
    expect(await roleOf(support.user.id)).toBe('support');
  });
});
