import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { insertCities, type CityKey } from '../homes/fixtures';
import { MIN_COMMON_ANSWERS } from '../../../src/modules/matching/engine/score';
import { api, BASE_PROFILE, citySearch, listing, seeker } from './fixtures';

/*
 * The score, told honestly (issue 16, §3 and §4): no number without enough answers in common, such
 * scores last under the score sorts, the differences said as « Points de vigilance », and religion
 * and diet used only between two people who both consented.
 */
let ctx: TestContext;
let cities: Record<CityKey, number>;

function freshApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    cities = await insertCities(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });
}

/** Only these answers (everything else left empty): position and situation are never scored. */
function sparseProfile(kept: Record<string, unknown>): Record<string, unknown> {
  const empty = Object.fromEntries(Object.entries(BASE_PROFILE).map(([key, value]) => [key, Array.isArray(value) ? [] : null]));
  return { ...empty, position: 2, situation: 1, ...kept };
}

type Score = { Total: number | null; Vigilance: string[]; DealBreakers: string[]; Occupants: Array<{ UserID: number; FirstName: string; Total: number | null }> };

describe('scores with too few answers, the score sorts and the points de vigilance', () => {
  freshApp();

  let me: Awaited<ReturnType<typeof seeker>>;
  const hosts = {} as Record<'twin' | 'smoker' | 'sparse', Awaited<ReturnType<typeof seeker>>>;
  const homes = {} as Record<'twin' | 'smoker' | 'sparse' | 'pro', number>;

  beforeAll(async () => {
    me = await seeker(ctx, { first_name: 'Camille', search: { city_searches: citySearch(cities.lyon), radius: 5, per_room_budget_min: 0, per_room_budget_max: 1500 } });
    // Owner-occupiers, placed by their home: the same answers as the seeker, a smoking night owl,
    // and someone who answered three questions only.
    hosts.twin = await seeker(ctx, { first_name: 'Jade', profile: { position: 2 }, search: {} });
    hosts.smoker = await seeker(ctx, { first_name: 'Hugo', profile: { position: 2, smoking: 3, pace_of_life: 2, meals: 1 }, search: {} });
    hosts.sparse = await seeker(ctx, { first_name: 'Nina', profile: sparseProfile({ smoking: 1, pets: 3, children: 1 }), search: {} });
    homes.twin = (await listing(ctx, hosts.twin.cookie, cities.lyon, { id: 'default', rent: 500 })).id;
    homes.smoker = (await listing(ctx, hosts.smoker.cookie, cities.lyon, { id: 'default', rent: 500 })).id;
    homes.sparse = (await listing(ctx, hosts.sparse.cookie, cities.lyon, { id: 'default', rent: 500 })).id;
    const { cookie } = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre' });
    homes.pro = (await listing(ctx, cookie, cities.lyon, { rent: 500 })).id;
  });

  const homeHits = async (query = '?sort=score') =>
    (await api(ctx).homes(me.cookie, { search_id: me.searchId }, query)).json().Hits as Array<{ HomeID: number; GlobalScore: Score }>;

  it(`gives no number below ${MIN_COMMON_ANSWERS} answers in common, and none to a home nobody lives in`, async () => {
    const byId = new Map((await homeHits()).map((hit) => [hit.HomeID, hit.GlobalScore]));
    expect(byId.get(homes.sparse)!.Total).toBeNull();
    expect(byId.get(homes.pro)!.Total).toBeNull();
    expect(byId.get(homes.twin)!.Total).toEqual(expect.any(Number));
    const people = (await api(ctx).users(me.cookie, { search_id: me.searchId })).json().Hits as Array<{ SecondUser: { UserID: number }; GlobalScore: Score }>;
    expect(people.find((hit) => hit.SecondUser.UserID === hosts.sparse.id)!.GlobalScore.Total).toBeNull();
    expect(people.find((hit) => hit.SecondUser.UserID === hosts.twin.id)!.GlobalScore.Total).toBe(200);
  });

  it('sorts homes by score: different scores best first, homes without a score last', async () => {
    const hits = await homeHits();
    const totals = hits.map((hit) => hit.GlobalScore.Total);
    expect(hits.map((hit) => hit.HomeID).slice(0, 2)).toEqual([homes.twin, homes.smoker]);
    expect(totals[0]).toBeGreaterThan(totals[1]!);
    // The unscored ones after every scored one (newest first among them), never first as a 0 would be.
    expect(hits.slice(2).map((hit) => hit.HomeID)).toEqual([homes.pro, homes.sparse]);
    expect(totals.slice(2)).toEqual([null, null]);
  });

  it('sorts people by score with the unscored last, on every page', async () => {
    const all = (await api(ctx).users(me.cookie, { search_id: me.searchId }, '?sort=5')).json().Hits as Array<{ SecondUser: { UserID: number }; GlobalScore: Score }>;
    expect(all.map((hit) => hit.SecondUser.UserID)).toEqual([hosts.twin.id, hosts.smoker.id, hosts.sparse.id]);
    const last = (await api(ctx).users(me.cookie, { search_id: me.searchId }, '?sort=5&from=2&to=3')).json().Hits;
    expect(last.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([hosts.sparse.id]);
  });

  it('says where two people differ (« Points de vigilance »), from both answers', async () => {
    const people = (await api(ctx).users(me.cookie, { search_id: me.searchId })).json().Hits as Array<{ SecondUser: { UserID: number }; GlobalScore: Score }>;
    const smoker = people.find((hit) => hit.SecondUser.UserID === hosts.smoker.id)!.GlobalScore;
    expect(smoker.Vigilance).toEqual(['Repas : vous, des repas partagés plusieurs fois par semaine ; cette personne, chacun cuisine et mange de son côté']);
    // The smoker and the night owl are deal-breakers, said once, in their own words.
    expect(smoker.DealBreakers).toEqual(['Tabac : cette personne fume, vous préférez vivre avec des non-fumeurs', 'Rythmes opposés : lève-tôt et couche-tard']);
    expect(people.find((hit) => hit.SecondUser.UserID === hosts.twin.id)!.GlobalScore.Vigilance).toEqual([]);
  });

  it("gives a home's score with each occupant's own affinity under it", async () => {
    const smokerHome = (await homeHits()).find((hit) => hit.HomeID === homes.smoker)!.GlobalScore;
    expect(smokerHome.Vigilance[0]).toBe('Repas : vous, des repas partagés plusieurs fois par semaine ; votre hôte, chacun cuisine et mange de son côté');
    expect(smokerHome.Occupants).toEqual([{ UserID: hosts.smoker.id, FirstName: 'Hugo', Total: expect.any(Number) }]);
    const sparseHome = (await homeHits()).find((hit) => hit.HomeID === homes.sparse)!.GlobalScore;
    expect(sparseHome.Occupants).toEqual([{ UserID: hosts.sparse.id, FirstName: 'Nina', Total: null }]);
  });

  it("answers one person's explained score for their profile page, with the caller's favourite and dislike", async () => {
    const url = (id: number | string) => `/api/match/users/${id}/score`;
    const smoker = await api(ctx).call('GET', url(hosts.smoker.id), me.cookie);
    expect(smoker.statusCode).toBe(200);
    expect(smoker.json()).toMatchObject({ GlobalScore: { Total: expect.any(Number), Vigilance: ['Repas : vous, des repas partagés plusieurs fois par semaine ; cette personne, chacun cuisine et mange de son côté'] }, IsFavorite: false, IsDisliked: false });
    expect((await api(ctx).call('GET', url(hosts.sparse.id), me.cookie)).json().GlobalScore.Total).toBeNull();
    await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: hosts.twin.id });
    expect((await api(ctx).call('GET', url(hosts.twin.id), me.cookie)).json()).toMatchObject({ IsFavorite: true, IsDisliked: false });
    const self = await api(ctx).call('GET', url(me.id), me.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('Vous ne pouvez pas calculer votre affinité avec vous-même.');
    expect((await api(ctx).call('GET', url(999_999), me.cookie)).json().error).toBe('Ce profil est introuvable.');
    expect((await api(ctx).call('GET', url('abc'), me.cookie)).json().error).toBe("L'identifiant du profil est invalide.");
    expect((await api(ctx).call('GET', url(hosts.twin.id))).statusCode).toBe(401);
    await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: hosts.twin.id });
  });

  it('answers the advert with the home affinity, its status and each flatmate’s', async () => {
    const advert = (await ctx.app.inject({ method: 'GET', url: `/api/adverts/${homes.sparse}`, headers: { cookie: me.cookie } })).json();
    expect(advert).toMatchObject({ match_percent: null, match_status: 'insufficient' });
    expect(advert.flatmates[0]).toMatchObject({ first_name: 'Nina', match_percent: null, match_status: 'insufficient' });
    const scored = (await ctx.app.inject({ method: 'GET', url: `/api/adverts/${homes.smoker}`, headers: { cookie: me.cookie } })).json();
    expect(scored).toMatchObject({ match_percent: expect.any(Number), match_status: 'scored', match_vigilance: ['Repas : vous, des repas partagés plusieurs fois par semaine ; votre hôte, chacun cuisine et mange de son côté'] });
    expect(scored.flatmates[0]).toMatchObject({ first_name: 'Hugo', match_status: 'scored', match_percent: expect.any(Number) });
    const visitor = (await ctx.app.inject({ method: 'GET', url: `/api/adverts/${homes.smoker}` })).json();
    expect(visitor).toMatchObject({ match_percent: null, match_status: null, match_vigilance: [] });
  });
});

describe('religion and diet: private by default, used only when both people consented', () => {
  freshApp();

  let me: Awaited<ReturnType<typeof seeker>>;
  let believer: Awaited<ReturnType<typeof seeker>>;

  beforeAll(async () => {
    const lyon = { city_searches: citySearch(cities.lyon), per_room_budget_min: 300, per_room_budget_max: 700 };
    me = await seeker(ctx, { first_name: 'Camille', search: lyon });
    // The same answers as the caller but for religion and diet.
    believer = await seeker(ctx, { first_name: 'Yanis', profile: { religious: 5, dietaries: [6] }, search: lyon });
  });

  const consent = async (who: { cookie: string; profileId: number }, value: boolean) => {
    const res = await api(ctx).call('PUT', `/api/profiles/${who.profileId}`, who.cookie, { sensitive_consent: value });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const totalWithBeliever = async () => {
    const hits = (await api(ctx).users(me.cookie, { search_id: me.searchId })).json().Hits as Array<{ SecondUser: { UserID: number }; GlobalScore: Score }>;
    return hits.find((hit) => hit.SecondUser.UserID === believer.id)!.GlobalScore.Total;
  };

  it('stores no consent by default, and neither shows nor uses the answers', async () => {
    const profile = (await api(ctx).call('GET', `/api/profiles/${me.profileId}`, me.cookie)).json();
    expect(profile.sensitive_consent).toBe(false);
    expect(await totalWithBeliever()).toBe(200);
    const shown = (await api(ctx).call('GET', `/api/users/${believer.id}/profile`, me.cookie)).json();
    expect(shown.answers.religious).toBeUndefined();
    expect(shown.answers.dietaries).toBeUndefined();
    expect(shown.answers.smoking).toBe(1);
  });

  it('refuses religion and diet filters to someone who has not consented, in French', async () => {
    const res = await api(ctx).users(me.cookie, { search_id: me.searchId, filters: { religious: [5] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/après votre accord, dans vos paramètres/);
    const diet = await api(ctx).users(me.cookie, { search_id: me.searchId, filters: { dietaries: [6] } });
    expect(diet.statusCode).toBe(400);
  });

  it('uses them only when both consented, and stops when one withdraws', async () => {
    expect((await consent(me, true)).sensitive_consent).toBe(true);
    expect(await totalWithBeliever()).toBe(200);
    await consent(believer, true);
    expect(await totalWithBeliever()).toBeLessThan(200);
    const filtered = await api(ctx).users(me.cookie, { search_id: me.searchId, filters: { religious: [5] } });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().Hits.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([believer.id]);
    await consent(believer, false);
    expect(await totalWithBeliever()).toBe(200);
    const none = await api(ctx).users(me.cookie, { search_id: me.searchId, filters: { religious: [5] } });
    expect(none.json().Hits).toEqual([]);
  });

  it('keeps the date of a consent given twice, and refuses a consent that is not a boolean', async () => {
    await consent(me, true);
    const first = await ctx.app.db.selectFrom('profiles').select('sensitive_consent_at').where('user_id', '=', me.id).executeTakeFirstOrThrow();
    await consent(me, true);
    const second = await ctx.app.db.selectFrom('profiles').select('sensitive_consent_at').where('user_id', '=', me.id).executeTakeFirstOrThrow();
    expect(second.sensitive_consent_at).toBe(first.sensitive_consent_at);
    const bad = await api(ctx).call('PUT', `/api/profiles/${me.profileId}`, me.cookie, { sensitive_consent: 'oui' });
    expect(bad.statusCode).toBe(400);
  });
});
