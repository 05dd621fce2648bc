import { createTestApp, readOutbox, signup, type TestContext } from '../../helpers/app';
import { insertCities, type CityKey } from '../homes/fixtures';
import { api, citySearch, listing, seeker } from '../matching/fixtures';

let ctx: TestContext;
let cities: Record<CityKey, number>;
type Seeker = Awaited<ReturnType<typeof seeker>> & { email: string };
let alice: Seeker;
let bruno: Seeker;
let chloe: Seeker;
let david: Seeker;
let pro: { cookie: string; id: number };
let proHome: number;

async function withEmail(person: Awaited<ReturnType<typeof seeker>>): Promise<Seeker> {
  const row = await ctx.app.db.selectFrom('users').select('email').where('id', '=', person.id).executeTakeFirstOrThrow();
  return { ...person, email: row.email };
}

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  cities = await insertCities(ctx.app.db);
  const lyon = { city_searches: citySearch(cities.lyon) };
  alice = await withEmail(await seeker(ctx, { first_name: 'Alice', name: 'Martin', search: lyon }));
  bruno = await withEmail(await seeker(ctx, { first_name: 'Bruno', name: 'Petit', search: lyon }));
  chloe = await withEmail(await seeker(ctx, { first_name: 'Chloé', name: 'Roux', search: lyon }));
  david = await withEmail(await seeker(ctx, { first_name: 'David', name: 'Leroy', search: lyon }));
  const signed = await signup(ctx.app, { type: 'proprietaire' });
  pro = { cookie: signed.cookie, id: signed.user.id };
  proHome = (await listing(ctx, pro.cookie, cities.lyon, { photo: true })).id;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('groups of seekers', () => {
  let groupId: number;

  it('creates a group whose creator is the first member', async () => {
    expect((await call('GET', '/api/groups/mine', alice.cookie)).json()).toEqual({ group: null, invitations: [] });
    const res = await call('POST', '/api/groups', alice.cookie, { name: '  Les Lyonnais  ' });
    expect(res.statusCode).toBe(201);
    groupId = res.json().id;
    expect(res.json()).toEqual({
      id: groupId,
      name: 'Les Lyonnais',
      created_by: alice.id,
      members: [{ user_id: alice.id, first_name: 'Alice', name_initial: 'M.', avatar_url: null, avatar_color: expect.anything(), status: 'member' }],
    });
    const again = await call('POST', '/api/groups', alice.cookie, { name: 'Un autre' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'Vous faites déjà partie d’un groupe : quittez-le avant d’en créer un autre.']);
  });

  it('refuses bad names, professionals and anonymous callers in French', async () => {
    expect((await call('POST', '/api/groups', bruno.cookie, { name: '   ' })).json().error).toBe('Le nom du groupe est obligatoire.');
    expect((await call('POST', '/api/groups', bruno.cookie, { name: 'x'.repeat(61) })).json().error).toBe('Le nom du groupe doit contenir au plus 60 caractères.');
    const byPro = await call('POST', '/api/groups', pro.cookie, { name: 'Agence' });
    expect([byPro.statusCode, byPro.json().error]).toEqual([403, 'Les groupes sont réservés aux personnes qui cherchent une colocation.']);
    expect((await call('POST', '/api/groups', null, { name: 'Anonyme' })).statusCode).toBe(401);
    expect(await ctx.app.db.selectFrom('seeker_groups').select('id').execute()).toHaveLength(1);
  });

  it('invites a seeker by e-mail, who receives a mail and sees the invitation', async () => {
    const res = await call('POST', `/api/groups/${groupId}/invitations`, alice.cookie, { email: bruno.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().members.map((m: { user_id: number; status: string }) => [m.user_id, m.status])).toEqual([
      [alice.id, 'member'],
      [bruno.id, 'invited'],
    ]);
    const mails = (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${bruno.email}`) && mail.content.includes('vous invite'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toContain('Alice M. vous invite à rejoindre le groupe « Les Lyonnais »');
    expect(mails[0]!.content).toContain('https://toitpartage.example/users/favorites');
    const mine = (await call('GET', '/api/groups/mine', bruno.cookie)).json();
    expect(mine).toEqual({
      group: null,
      invitations: [{ group_id: groupId, group_name: 'Les Lyonnais', invited_by: { first_name: 'Alice', name_initial: 'M.' }, created_at: expect.any(String) }],
    });
  });

  it('refuses invitations to unknown, duplicate, own or professional addresses and from non-members', async () => {
    const cases: Array<[string, object, number, string]> = [
      [alice.cookie, { email: 'personne@example.com' }, 404, 'Aucun compte de colocataire ne correspond à cette adresse e-mail.'],
      [alice.cookie, { email: 'pas-un-email' }, 400, 'Cet email ne semble pas valide.'],
      [alice.cookie, {}, 400, 'Champ obligatoire.'],
      [alice.cookie, { email: alice.email }, 400, 'Vous faites déjà partie de ce groupe.'],
      [alice.cookie, { email: bruno.email }, 409, 'Cette personne fait déjà partie du groupe ou y est déjà invitée.'],
      [chloe.cookie, { email: david.email }, 403, 'Vous ne faites pas partie de ce groupe.'],
    ];
    for (const [cookie, body, status, error] of cases) {
      const res = await call('POST', `/api/groups/${groupId}/invitations`, cookie, body);
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({ body, status, error });
    }
    expect((await call('POST', '/api/groups/999999/invitations', alice.cookie, { email: david.email })).statusCode).toBe(404);
  });

  it('lets only the invited person accept; accepting makes them members', async () => {
    expect((await call('POST', `/api/groups/${groupId}/accept`, chloe.cookie)).statusCode).toBe(403);
    const res = await call('POST', `/api/groups/${groupId}/accept`, bruno.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().members.every((m: { status: string }) => m.status === 'member')).toBe(true);
    expect((await call('GET', '/api/groups/mine', bruno.cookie)).json()).toMatchObject({ group: { id: groupId }, invitations: [] });
  });

  it('shows members as grouped on profile cards, with their group id', async () => {
    const hits = (await api(ctx).users(chloe.cookie, { search_id: chloe.searchId })).json().Hits as Array<{ SecondUser: { UserID: number; Grouped: boolean; GroupId: number | null } }>;
    const byId = new Map(hits.map((hit) => [hit.SecondUser.UserID, hit.SecondUser]));
    expect(byId.get(alice.id)).toMatchObject({ Grouped: true, GroupId: groupId });
    expect(byId.get(bruno.id)).toMatchObject({ Grouped: true, GroupId: groupId });
    expect(byId.get(david.id)).toMatchObject({ Grouped: false, GroupId: null });
  });

  it("shares the members' favourites with who liked them, for members only", async () => {
    await api(ctx).like(alice.cookie, proHome, { type: 'like' });
    await api(ctx).like(bruno.cookie, proHome, { type: 'like' });
    await api(ctx).like(bruno.cookie, 'default', { type: 'like', user_id: chloe.id });
    await api(ctx).like(bruno.cookie, 'default', { type: 'like', user_id: alice.id });
    await api(ctx).like(bruno.cookie, 'default', { type: 'dislike', user_id: david.id });
    const res = await call('GET', `/api/groups/${groupId}/favorites`, alice.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.group.id).toBe(groupId);
    expect(body.homes).toEqual([expect.objectContaining({ HomeID: proHome, IsFavorite: true, liked_by: expect.arrayContaining([alice.id, bruno.id]) })]);
    // Members are not favourites of their own group; dislikes are not shared.
    expect(body.users.map((hit: { SecondUser: { UserID: number }; liked_by: number[] }) => [hit.SecondUser.UserID, hit.liked_by])).toEqual([[chloe.id, [bruno.id]]]);
    expect((await call('GET', `/api/groups/${groupId}/favorites`, chloe.cookie)).statusCode).toBe(403);
  });

  it('lets a professional like or dislike a group for its home; a disliked group leaves that home’s matching', async () => {
    const like = await api(ctx).like(pro.cookie, proHome, { type: 'like', group_id: groupId });
    expect(like.json()).toEqual({ type: 'like' });
    const row = await ctx.app.db.selectFrom('accordances').selectAll().where('user_id', '=', pro.id).where('target_group_id', '=', groupId).executeTakeFirst();
    expect(row).toMatchObject({ home_id: proHome, type: 'like', target_user_id: null, target_home_id: null });
    expect((await api(ctx).like(pro.cookie, proHome, { type: 'dislike', group_id: groupId })).json()).toEqual({ type: 'dislike' });
    const ids = (await api(ctx).homeUsers(pro.cookie, proHome)).json().Hits.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID);
    expect(ids).not.toContain(alice.id);
    expect(ids).not.toContain(bruno.id);
    expect(ids).toContain(chloe.id);

    const cases: Array<[string, number | string, object, number, string]> = [
      [alice.cookie, 'default', { type: 'like', group_id: groupId }, 400, "Un groupe s'aime ou s'écarte depuis la vue des profils d'un de vos logements."],
      [pro.cookie, proHome, { type: 'like', group_id: 999_999 }, 404, 'Ce groupe est introuvable.'],
      [pro.cookie, proHome, { type: 'like', group_id: groupId, user_id: chloe.id }, 400, 'Choisissez un profil (user_id) ou un groupe (group_id), pas les deux.'],
    ];
    for (const [cookie, home, body, status, error] of cases) {
      const res = await api(ctx).like(cookie, home, body);
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({ body, status, error });
    }
  });

  it('lets members leave, only the creator remove others, and deletes the group with its last member', async () => {
    await call('POST', `/api/groups/${groupId}/invitations`, bruno.cookie, { email: david.email });
    const byBruno = await call('DELETE', `/api/groups/${groupId}/members/${alice.id}`, bruno.cookie);
    expect([byBruno.statusCode, byBruno.json().error]).toEqual([403, 'Seul le créateur du groupe peut retirer un autre membre.']);
    // Any member may cancel a pending invitation.
    expect((await call('DELETE', `/api/groups/${groupId}/members/${david.id}`, bruno.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/groups/mine', david.cookie)).json().invitations).toEqual([]);
    expect((await call('DELETE', `/api/groups/${groupId}/members/${bruno.id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/groups/${groupId}/members/${alice.id}`, alice.cookie)).statusCode).toBe(204);
    expect(await ctx.app.db.selectFrom('seeker_groups').select('id').where('id', '=', groupId).execute()).toEqual([]);
    expect((await call('GET', '/api/groups/mine', alice.cookie)).json()).toEqual({ group: null, invitations: [] });
  });

  it('declines an invitation, and accepting one drops the others', async () => {
    const g1 = (await call('POST', '/api/groups', chloe.cookie, { name: 'Groupe 1' })).json().id;
    const g2 = (await call('POST', '/api/groups', david.cookie, { name: 'Groupe 2' })).json().id;
    await call('POST', `/api/groups/${g1}/invitations`, chloe.cookie, { email: alice.email });
    await call('POST', `/api/groups/${g2}/invitations`, david.cookie, { email: alice.email });
    await call('POST', `/api/groups/${g2}/invitations`, david.cookie, { email: bruno.email });
    expect((await call('POST', `/api/groups/${g2}/decline`, bruno.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/groups/mine', bruno.cookie)).json().invitations).toEqual([]);
    expect((await call('GET', '/api/groups/mine', alice.cookie)).json().invitations).toHaveLength(2);
    expect((await call('POST', `/api/groups/${g1}/accept`, alice.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/groups/mine', alice.cookie)).json()).toMatchObject({ group: { id: g1 }, invitations: [] });
    const busy = await call('POST', `/api/groups/${g2}/invitations`, david.cookie, { email: alice.email });
    expect([busy.statusCode, busy.json().error]).toEqual([409, 'Cette personne fait déjà partie d’un autre groupe.']);
  });
});
