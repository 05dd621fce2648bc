import { seedDemoAccounts } from '../../../src/db/seed';
import { seedCities } from '../../../src/db/seed/cities';
import { seedDemoHomes } from '../../../src/db/seed/homes';
import { loadModerationQueue } from '../../../src/modules/moderation/queue';
import { MODERATOR_DEMO_EMAIL, seedDemoModeration } from '../../../src/modules/moderation/seed';
import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;
let changed: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  await seedCities(db);
  await seedDemoAccounts(db);
  await seedDemoHomes(db, ctx.dataDir, {
    homes: 45,
    cities: 5,
    photoWidth: 320,
    photoHeight: 240,
    extraOwnerEmails: ['proprio@demo.toitpartage.fr', 'agent@demo.toitpartage.fr', 'manager@demo.toitpartage.fr'],
  });
  changed = await seedDemoModeration(db, ctx.dataDir);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoModeration', () => {
  it('makes moderation@ a moderator and fingerprints every home photo', async () => {
    expect(changed).toBeGreaterThan(45);
    const user = await ctx.app.db.selectFrom('users').select('staff_role').where('email', '=', MODERATOR_DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(user.staff_role).toBe('moderator');
    const missing = await ctx.app.db.selectFrom('images').select('id').where('kind', '=', 'home').where('phash', 'is', null).execute();
    expect(missing).toEqual([]);
  });

  it('queues a clean advert still online and a flagged housing-for-services advert of the agency', async () => {
    const items = await loadModerationQueue(ctx.app.db, 'pending');
    expect(items).toHaveLength(2);
    const [clean, flagged] = items;
    expect(clean).toMatchObject({ home: { published: true, moderation_status: 'pending' }, flags: [], services: null });
    expect(flagged).toMatchObject({
      owner: { email: 'agent@demo.toitpartage.fr' },
      home: { published: false, details: { pay_by_service: true } },
      services: { hours_per_week: 25, trial_weeks: 2, notice_days: 15 },
    });
    const kinds = flagged!.flags.map((flag) => flag.kind);
    expect(kinds).toEqual(expect.arrayContaining(['contact_details', 'services_too_many_hours', 'services_abusive_wording']));
    expect(flagged!.photo_urls.length).toBe(kinds.includes('duplicate_photo') ? 2 : 1);
    expect(new Date(clean!.submitted_at!).getTime()).toBeLessThan(new Date(flagged!.submitted_at!).getTime());
  });

  it('keeps the agency’s first listing and most listings published, and does nothing the second time', async () => {
    const agent = await ctx.app.db.selectFrom('users').select('id').where('email', '=', 'agent@demo.toitpartage.fr').executeTakeFirstOrThrow();
    const first = await ctx.app.db.selectFrom('homes').select('published').where('user_id', '=', agent.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(first.published).toBe(1);
    const unpublished = await ctx.app.db.selectFrom('homes').select('id').where('published', '=', 0).where('step', '>=', 3).execute();
    expect(unpublished).toHaveLength(1);

    expect(await seedDemoModeration(ctx.app.db, ctx.dataDir)).toBe(0);
    expect(await loadModerationQueue(ctx.app.db, 'pending')).toHaveLength(2);
  });
});
