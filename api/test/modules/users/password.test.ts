import { DEFAULT_PASSWORD, createTestApp, myself, signin, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NEW_PASSWORD = 'un-nouveau-mot-de-passe';

function changePassword(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/users/${id}/password`, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function passwordHash(id: number) {
  return (await ctx.app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
}

describe('PUT /api/users/:id/password', () => {
  it('changes the password, closes the other sessions and renews the current one', async () => {
    const { cookie, body, user } = await signup(ctx.app);
    const other = (await signin(ctx.app, body.email, DEFAULT_PASSWORD)).cookie!;
    const res = await changePassword(user.id, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre mot de passe a été modifié.' });
    const renewed = res.cookies.find((c) => c.name === 'tp_session');
    expect(renewed?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed?.httpOnly).toBe(true);

    expect((await myself(ctx.app, `tp_session=${renewed!.value}`)).statusCode).toBe(200);
    expect((await myself(ctx.app, other)).statusCode).toBe(401);
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
    const sessions = await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);

    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(401);
    expect((await signin(ctx.app, body.email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('voids pending password reset links', async () => {
    const { cookie, body, user } = await signup(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: body.email } });
    await changePassword(user.id, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD }, cookie);
    const pending = await ctx.app.db.selectFrom('password_resets').select('id').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    expect(pending).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a wrong current password', { current_password: 'pas-le-bon', new_password: NEW_PASSWORD }, 'Le mot de passe actuel est incorrect.'],
    ['the same password again', { current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD }, "Le nouveau mot de passe doit être différent de l'actuel."],
    ['a short new password', { current_password: DEFAULT_PASSWORD, new_password: 'court' }, 'Le nouveau mot de passe doit contenir au moins 8 caractères.'],
    ['a long new password', { current_password: DEFAULT_PASSWORD, new_password: 'x'.repeat(129) }, 'Le nouveau mot de passe doit contenir au plus 128 caractères.'],
    ['no current password', { new_password: NEW_PASSWORD }, 'Le mot de passe actuel est obligatoire.'],
    ['no new password', { current_password: DEFAULT_PASSWORD }, 'Le nouveau mot de passe est obligatoire.'],
    ['a new password that is not text', { current_password: DEFAULT_PASSWORD, new_password: { x: 1 } }, 'Le nouveau mot de passe est invalide.'],
    ['an unknown field', { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD }, 'Champ inconnu : confirm.'],
  ])('answers a French 400 for %s and keeps the password', async (_label, payload, error) => {
    const { cookie, user } = await signup(ctx.app);
    const before = await passwordHash(user.id);
    const res = await changePassword(user.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await passwordHash(user.id)).toBe(before);
    expect((await myself(ctx.app, cookie)).statusCode).toBe(200);
  });

  it('answers 401 when anonymous', async () => {
    const { user } = await signup(ctx.app);
    const res = await changePassword(user.id, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it("answers 403 on someone else's id, even with their password, and changes nothing", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    const before = await passwordHash(bob.user.id);
    for (const payload of [{ current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD }, { bad: 1 }]) {
      const res = await changePassword(bob.user.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    }
    expect(await passwordHash(bob.user.id)).toBe(before);
    expect((await myself(ctx.app, bob.cookie)).statusCode).toBe(200);
  });
});
