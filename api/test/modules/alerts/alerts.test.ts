import { alertsOf } from '../../../src/modules/alerts';
import { createTestApp, type TestContext } from '../../helpers/app';
import { fakePush, lyonHome, OWNER_EMAIL, outbox, publish, seedWorld, SEEKER_EMAIL, userId } from './fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ alerts: { worker: false, intervalMs: 1000, groupDelayMs: 0, capMs: 15 * 60_000 } });
  await seedWorld(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

async function pendingFor(recipientId: number) {
  return ctx.app.db.selectFrom('alert_pending').selectAll().where('recipient_id', '=', recipientId).execute();
}

describe('a home published in Lyon', () => {
  it('alerts the Lyon seeker once, by push and e-mail, with the unsubscribe headers', async () => {
    const { db } = ctx.app;
    const push = fakePush(ctx.app);
    const seeker = await userId(db, SEEKER_EMAIL);
    const owner = await userId(db, OWNER_EMAIL);
    await db.insertInto('push_subscriptions').values({ user_id: seeker, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', created_at: new Date().toISOString() } as never).execute();
    await db.updateTable('alert_settings').set({ email_frequency: 'immediate' }).where('user_id', '=', seeker).execute();

    const homeId = await lyonHome(db, owner);
    // Waiting for moderation: nothing yet.
    let result = await alertsOf(ctx.app).tick();
    expect(result.jobs).toBe(0);
    expect(await pendingFor(seeker)).toHaveLength(0);

    await publish(db, homeId);
    result = await alertsOf(ctx.app).tick();
    expect(result.jobs).toBe(1);
    const pending = await pendingFor(seeker);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ subject_kind: 'home', subject_id: homeId, push_state: 'sent' });
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]!.payload).toMatchObject({ title: 'Nouvelle annonce compatible' });
    expect(String(push.sent[0]!.payload.url)).toContain(`/${homeId}`);
  });
});
