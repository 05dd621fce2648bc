import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PASSWORD, createTestApp, myself, signin, signup, type TestContext } from '../../helpers/app';
import { newImagePublicId } from '../../../src/lib/images/public-id';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function remove(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, payload: payload as object, headers: cookie ? { cookie } : {} });
}

/** A user with everything that hangs off an account: search, home, room, photo (row and file). */
async function fullAccount() {
  const account = await signup(ctx.app, { type: 'prop-occupant', newsletter: true });
  const db = ctx.app.db;
  const now = new Date().toISOString();
  const searchRes = await ctx.app.inject({ method: 'POST', url: '/api/searches', payload: {}, headers: { cookie: account.cookie } });
  expect(searchRes.statusCode).toBe(201);
  const homeId = account.user.home.id as number;
  await db.insertInto('rooms').values({ home_id: homeId, number: 0, rent: 450, created_at: now, updated_at: now }).execute();
  const file = `images/ab/${account.user.id}-photo.jpg`;
  await fs.mkdir(path.join(ctx.dataDir, 'images', 'ab'), { recursive: true });
  await fs.writeFile(path.join(ctx.dataDir, file), 'jpeg');
  await db
    .insertInto('images')
    .values({ user_id: account.user.id, home_id: homeId, kind: 'home', file, width: 1, height: 1, bytes: 4, sha256: 'ab'.repeat(32), public_id: newImagePublicId(), created_at: now })
    .execute();
  return { ...account, homeId, file };
}

async function counts(userId: number, homeId: number) {
  const db = ctx.app.db;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', userId).execute()),
    profiles: await count(db.selectFrom('profiles').select('id').where('user_id', '=', userId).execute()),
    searches: await count(db.selectFrom('searches').select('id').where('user_id', '=', userId).execute()),
    homes: await count(db.selectFrom('homes').select('id').where('user_id', '=', userId).execute()),
    rooms: await count(db.selectFrom('rooms').select('id').where('home_id', '=', homeId).execute()),
    images: await count(db.selectFrom('images').select('id').where('user_id', '=', userId).execute()),
    sessions: await count(db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()),
  };
}

async function exists(file: string) {
  return fs.access(path.join(ctx.dataDir, file)).then(
    () => true,
    () => false,
  );
}

describe('DELETE /api/users/:id', () => {
  it('deletes the account and everything that depends on it, and clears the cookie', async () => {
    const { cookie, user, body, homeId, file } = await fullAccount();
    expect(await counts(user.id, homeId)).toEqual({ users: 1, profiles: 1, searches: 1, homes: 1, rooms: 1, images: 1, sessions: 1 });

    const res = await remove(user.id, { password: DEFAULT_PASSWORD }, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'tp_session');
    expect(cleared?.value).toBe('');

    expect(await counts(user.id, homeId)).toEqual({ users: 0, profiles: 0, searches: 0, homes: 0, rooms: 0, images: 0, sessions: 0 });
    expect(await exists(file)).toBe(false);
    const subscription = await ctx.app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', body.email).executeTakeFirst();
    expect(subscription).toBeUndefined();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(401);
  });

  it("also removes the files of photos that someone else put on the user's home", async () => {
    const { cookie, user, homeId } = await fullAccount();
    const coOwner = await signup(ctx.app);
    const file = `images/ab/${coOwner.user.id}-by-co-owner.jpg`;
    await fs.writeFile(path.join(ctx.dataDir, file), 'jpeg');
    await ctx.app.db
      .insertInto('images')
      .values({ user_id: coOwner.user.id, home_id: homeId, kind: 'home', file, width: 1, height: 1, bytes: 4, sha256: 'cd'.repeat(32), public_id: newImagePublicId(), created_at: new Date().toISOString() })
      .execute();
    expect((await remove(user.id, { password: DEFAULT_PASSWORD }, cookie)).statusCode).toBe(204);
    expect(await ctx.app.db.selectFrom('images').select('id').where('file', '=', file).execute()).toEqual([]);
    expect(await exists(file)).toBe(false);
    expect((await myself(ctx.app, coOwner.cookie)).statusCode).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ['a wrong password', { password: 'pas-le-bon' }, 'Le mot de passe est incorrect.'],
    ['no password', {}, 'Le mot de passe est obligatoire.'],
    ['an empty password', { password: '' }, 'Le mot de passe est obligatoire.'],
    ['an unknown field', { password: DEFAULT_PASSWORD, reason: 'x' }, 'Champ inconnu : reason.'],
    ['a password that is not text', { password: { value: 'x' } }, 'Le mot de passe est invalide.'],
  ])('answers a French 400 for %s and deletes nothing', async (_label, payload, error) => {
    const { cookie, user, homeId, file } = await fullAccount();
    const res = await remove(user.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await counts(user.id, homeId)).toEqual({ users: 1, profiles: 1, searches: 1, homes: 1, rooms: 1, images: 1, sessions: 1 });
    expect(await exists(file)).toBe(true);
  });

  it('answers 401 when anonymous', async () => {
    const { user, homeId } = await fullAccount();
    const res = await remove(user.id, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect((await counts(user.id, homeId)).users).toBe(1);
  });

  it("answers 403 on someone else's id, even with the right password, and deletes nothing", async () => {
    const alice = await signup(ctx.app);
    const bob = await fullAccount();
    for (const payload of [{ password: DEFAULT_PASSWORD }, { nothing: true }]) {
      const res = await remove(bob.user.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    }
    expect(await counts(bob.user.id, bob.homeId)).toEqual({ users: 1, profiles: 1, searches: 1, homes: 1, rooms: 1, images: 1, sessions: 1 });
    expect((await myself(ctx.app, alice.cookie)).statusCode).toBe(200);
  });
});
