import { nowIso } from '../../../src/db';
import { buildReport } from '../../../src/modules/rentals/report-rules';
import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay, rentalsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('buildReport', () => {
  it('fills every day with zeros and buckets timestamps on the Paris day', () => {
    const report = buildReport(7, 3, '2025-06-15', [
      { metric: 'views', at: '2025-06-13', count: 12 },
      { metric: 'views', at: '2025-06-01', count: 99 },
      // 22:30 UTC on the 14th is 00:30 on the 15th in Paris (summer time).
      { metric: 'contacts', at: '2025-06-14T22:30:00.000Z' },
      { metric: 'contacts', at: '2025-06-14T21:30:00.000Z' },
      { metric: 'matches', at: '2025-06-15T08:00:00.000Z' },
      { metric: 'matches', at: '2025-06-16T08:00:00.000Z' },
    ]);
    expect(report).toEqual({
      home_id: 7,
      days: 3,
      series: [
        { day: '2025-06-13', views: 12, contacts: 0, matches: 0 },
        { day: '2025-06-14', views: 0, contacts: 1, matches: 0 },
        { day: '2025-06-15', views: 0, contacts: 1, matches: 1 },
      ],
      totals: { views: 12, contacts: 2, matches: 1 },
    });
  });
});

describe('GET /api/homes/{id}/reports', () => {
  it('counts views, contacts (requests and new conversations, not the answers) and likes per day', async () => {
    const owner = await kit.landlord();
    const seeker = await kit.seeker();
    const other = await kit.seeker();
    const pro = await kit.landlord();
    const db = kit.db;
    await db
      .insertInto('advert_views')
      .values([
        { home_id: owner.homeId, day: parisDay(0), count: 5 },
        { home_id: owner.homeId, day: parisDay(-2), count: 3 },
        { home_id: owner.homeId, day: parisDay(-40), count: 8 },
        { home_id: pro.homeId, day: parisDay(0), count: 100 },
      ])
      .execute();
    const request = await kit.call('POST', '/api/contact-requests', seeker.cookie, { home_id: owner.homeId, message: 'Bonjour' });
    expect(request.statusCode).toBe(201);
    // The answer opens a conversation about the home: it is not a new contact.
    expect((await kit.call('POST', `/api/contact-requests/${request.json().id}/answer`, owner.cookie, { message: 'Bonjour !' })).statusCode).toBe(200);
    // Another seeker writes straight from the advert: one more contact.
    expect((await kit.call('POST', '/api/conversations', other.cookie, { user_id: owner.user.id, home_id: owner.homeId, message: 'Salut' })).statusCode).toBe(201);
    const now = nowIso();
    await db
      .insertInto('accordances')
      .values([
        { user_id: seeker.user.id, home_id: null, target_user_id: null, target_group_id: null, target_home_id: owner.homeId, type: 'like', created_at: now },
        { user_id: other.user.id, home_id: null, target_user_id: null, target_group_id: null, target_home_id: owner.homeId, type: 'dislike', created_at: now },
        { user_id: owner.user.id, home_id: owner.homeId, target_user_id: other.user.id, target_group_id: null, target_home_id: null, type: 'like', created_at: now },
        { user_id: pro.user.id, home_id: pro.homeId, target_user_id: other.user.id, target_group_id: null, target_home_id: null, type: 'like', created_at: now },
      ])
      .execute();

    const month = await kit.call('GET', `/api/homes/${owner.homeId}/reports`, owner.cookie);
    expect(month.statusCode).toBe(200);
    const report = month.json();
    expect(report.days).toBe(30);
    expect(report.series).toHaveLength(30);
    expect(report.series[0].day).toBe(parisDay(-29));
    expect(report.series[29]).toEqual({ day: parisDay(0), views: 5, contacts: 2, matches: 2 });
    expect(report.series[27]).toEqual({ day: parisDay(-2), views: 3, contacts: 0, matches: 0 });
    expect(report.totals).toEqual({ views: 8, contacts: 2, matches: 2 });

    const quarter = (await kit.call('GET', `/api/homes/${owner.homeId}/reports?days=90`, owner.cookie)).json();
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals.views).toBe(16);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports?days=365`, owner.cookie)).json().series).toHaveLength(365);
  });

  it('accepts 30, 90 or 365 days, for landlords only', async () => {
    const owner = await kit.landlord();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const stranger = await kit.landlord();
    const seeker = await kit.seeker();
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports?days=7`, owner.cookie)).json()).toEqual({ error: 'La période doit valoir 30, 90 ou 365 jours.' });
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports`, manager.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports`, seeker.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/reports`)).statusCode).toBe(401);
  });
});
