import { nowIso } from '../../../src/db';
import { ageOn, todayInFrance } from '../../../src/modules/profiles/age';
import { createTestApp, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function view(id: number | string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${id}/profile`, headers: cookie ? { cookie } : {} });
}

async function answer(profileId: number, cookie: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/profiles/${profileId}`, payload, headers: { cookie } });
  expect(res.statusCode).toBe(200);
}


describe('GET /api/users/:id/profile', () => {
  it('shows the shared answers, not the private or unanswered ones', async () => {
    const viewer = await signup(ctx.app);
    const owner = await signup(ctx.app, { first_name: 'Élodie', name: 'émery' });
    await answer(owner.user.profile.id, owner.cookie, {
      gender: 1,
      smoking: 1,
      religious: 2,
      children: 3,
      children_count: 1,
      custody_note: 'Un week-end sur deux',
      sports: [1, 2],
      dietaries: [4],
      description: 'Musicienne.',
      birth_date: '1994-07-01',
      home_kind: 'none',
      private_fields: ['religious', 'children', 'dietaries'],
    });
    const res = await view(owner.user.id, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: owner.user.id,
      first_name: 'Élodie',
      name_initial: 'É.',
      avatar: { id: null, public_id: null, color: expect.stringMatching(/^#[0-9A-F]{6}$/), approved: false },
      age: ageOn('1994-07-01', todayInFrance()),
      is_self: false,
      has_home: false,
      home: null,
      answers: { gender: 1, smoking: 1, sports: [1, 2], description: 'Musicienne.' },
    });
  });

  it('hides the age when the birth date is private, and never shows the birth date', async () => {
    const viewer = await signup(ctx.app);
    const owner = await signup(ctx.app);
    await answer(owner.user.profile.id, owner.cookie, { birth_date: '1990-03-04', private_fields: ['birth_date'] });
    const body = (await view(owner.user.id, viewer.cookie)).json();
    expect(body.age).toBeNull();
    expect(body.answers).toEqual({});
    expect(JSON.stringify(body)).not.toContain('1990');
  });

  it('shows the first home with its public link', async () => {
    const viewer = await signup(ctx.app);
    const owner = await signup(ctx.app, { type: 'prop-occupant' });
    await ctx.app.db.updateTable('homes').set({ city: 'Saint-Étienne', country: 6 }).where('user_id', '=', owner.user.id).execute();
    const body = (await view(owner.user.id, viewer.cookie)).json();
    expect(body.has_home).toBe(true);
    expect(body.home).toEqual({
      id: owner.user.home.id,
      city: 'Saint-Étienne',
      // SPEC 3: the country by name, id 6 reading 'France' (not 'France métropolitaine').
      country: 'France',
      public_url: `/colocation-saint-etienne/${owner.user.home.id}`,
      is_coloc: false,
    });
  });

  it('shows a photo to others only once approved; always to oneself', async () => {
    const viewer = await signup(ctx.app);
    const owner = await signup(ctx.app);
    const image = await ctx.app.db
      .insertInto('images')
      .values({ user_id: owner.user.id, home_id: null, kind: 'avatar', file: 'images/00/profil.jpg', width: 1, height: 1, bytes: 1, sha256: '0'.repeat(64), public_id: 'ProfileAvatarPublicId1', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('users').set({ avatar_image_id: image.id, avatar_approved: 0 }).where('id', '=', owner.user.id).execute();
    expect((await view(owner.user.id, viewer.cookie)).json().avatar).toMatchObject({ id: null, public_id: null, approved: false });
    const self = (await view(owner.user.id, owner.cookie)).json();
    // The public id is what the page puts in the URL (issue 17, finding 4); the id is for actions.
    expect(self).toMatchObject({ is_self: true, avatar: { id: image.id, public_id: 'ProfileAvatarPublicId1', approved: false } });
    await ctx.app.db.updateTable('users').set({ avatar_approved: 1 }).where('id', '=', owner.user.id).execute();
    expect((await view(owner.user.id, viewer.cookie)).json().avatar).toMatchObject({ id: image.id, public_id: 'ProfileAvatarPublicId1', approved: true });
  });

  it('works for an account that has no profile row yet, without creating one', async () => {
    const viewer = await signup(ctx.app);
    const owner = await signup(ctx.app);
    await ctx.app.db.deleteFrom('profiles').where('user_id', '=', owner.user.id).execute();
    const res = await view(owner.user.id, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ age: null, answers: {} });
    expect(await ctx.app.db.selectFrom('profiles').select('id').where('user_id', '=', owner.user.id).execute()).toEqual([]);
  });

  it('answers 401 when anonymous, 404 for an unknown user, 400 for an id that is not a number', async () => {
    const viewer = await signup(ctx.app);
    const anonymous = await view(viewer.user.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Vous devez être connecté.' });
    const unknown = await view(999_999, viewer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Ressource introuvable.' });
    const bad = await view('abc', viewer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "L'identifiant est invalide." });
  });
});
