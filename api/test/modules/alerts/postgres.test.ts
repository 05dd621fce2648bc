import { DEMO_PASSWORD } from '../../../src/db/seed';
import { alertsOf } from '../../../src/modules/alerts';
import { createTestApp, readOutbox, signin, signup, type TestContext } from '../../helpers/app';
import { createScratchDatabase, describePg } from '../../helpers/postgres';
import { fakePush, lyonHome, OWNER_EMAIL, publish, seedWorld, SEEKER_EMAIL, userId, type FakePush } from './fixtures';

/*
 * Two API instances on one PostgreSQL database (the scale-out setup), each with its own match
 * index, outbox and worker ticks running at the same time: every alert, to a seeker about a home
 * and to an owner about a seeker, leaves once.
 */
describePg('alerts with two instances on PostgreSQL', () => {
  // No 15-minute cap here: two instances may split one person's alerts between two ticks, and the
  // cap would then rightly hold the second part back; this test is about each alert leaving once.
  // The cap itself is tested on SQLite (alerts.test.ts).
  const alerts = { worker: false, intervalMs: 1000, groupDelayMs: 0, capMs: 0 };
  let one: TestContext;
  let two: TestContext;
  let push: FakePush;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await createScratchDatabase('tp_test_alerts');
    drop = scratch.drop;
    one = await createTestApp({ databaseUrl: scratch.url, alerts });
    two = await createTestApp({ databaseUrl: scratch.url, alerts });
    await seedWorld(one.app);
    push = fakePush(one.app);
    alertsOf(two.app).useSender(push);
  }, 120_000);

  afterAll(async () => {
    await two?.close();
    await one?.close();
    await drop();
  });

  /** Both instances tick at once, a few rounds (each tick claims at most 20 jobs). */
  async function tickBoth(rounds = 4): Promise<void> {
    for (let i = 0; i < rounds; i += 1) await Promise.all([alertsOf(one.app).tick(), alertsOf(two.app).tick()]);
  }

  async function mailsTo(email: string, containing: string): Promise<string[]> {
    const all = [...(await readOutbox(one)), ...(await readOutbox(two))].map((mail) => mail.content.replace(/\r?\n(?=[ \t])/g, ''));
    return all.filter((mail) => mail.includes(`To: ${email}`) && mail.includes(containing));
  }

  it('sends each alert once, both ways', async () => {
    const { db } = one.app;
    const seeker = await userId(db, SEEKER_EMAIL);
    const owner = await userId(db, OWNER_EMAIL);
    const seekerCookie = (await signin(one.app, SEEKER_EMAIL, DEMO_PASSWORD)).cookie!;
    const ownerCookie = (await signin(two.app, OWNER_EMAIL, DEMO_PASSWORD)).cookie!;
    const put = (ctx: TestContext, cookie: string, url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
    expect((await put(one, seekerCookie, '/api/alerts/settings', { email_frequency: 'immediate', threshold: 0 })).statusCode).toBe(200);

    // Seeker alerts: three Lyon homes published together, alerts found and sent by both instances.
    const names = ['Colocation Alpha PG', 'Colocation Beta PG', 'Colocation Gamma PG'];
    const homes: number[] = [];
    for (const name of names) homes.push(await lyonHome(db, owner, { name, published: false }));
    for (const homeId of homes) await publish(db, homeId);
    await tickBoth();
    const pending = await db.selectFrom('alert_pending').select(['subject_id', 'email_state']).where('recipient_id', '=', seeker).where('subject_kind', '=', 'home').execute();
    expect(pending.map((row) => row.subject_id).sort()).toEqual([...homes].sort());
    expect(pending.every((row) => row.email_state === 'sent')).toBe(true);
    for (const name of names) expect(await mailsTo(SEEKER_EMAIL, name)).toHaveLength(1);

    // Owner alerts: a seeker finishes the questionnaire with a Lyon search the first home fits.
    expect((await put(two, ownerCookie, `/api/alerts/homes/${homes[0]}/settings`, { email_frequency: 'immediate', threshold: 0 })).statusCode).toBe(200);
    const newcomer = await signup(one.app, { first_name: 'Nadia', name: 'Roux' });
    const lyon = await db.selectFrom('cities').select('id').where('name', '=', 'Lyon').orderBy('population', 'desc').executeTakeFirstOrThrow();
    expect((await put(one, newcomer.cookie, `/api/users/${newcomer.user.id}`, { registration_step: 100 })).statusCode).toBe(200);
    const search = await one.app.inject({
      method: 'POST',
      url: '/api/searches',
      headers: { cookie: newcomer.cookie },
      payload: { city_searches: [{ type: 'city', geoname: { id: lyon.id } }], radius: 5, per_room_budget_min: 300, per_room_budget_max: 700 },
    });
    expect([200, 201]).toContain(search.statusCode);
    await tickBoth();
    expect(await mailsTo(OWNER_EMAIL, 'Nouveau profil compatible : Nadia R.')).toHaveLength(1);
    const ownerRows = await db.selectFrom('alert_pending').select(['home_id', 'email_state']).where('recipient_id', '=', owner).where('subject_id', '=', newcomer.user.id).execute();
    expect(ownerRows.filter((row) => row.email_state === 'sent')).toEqual([{ home_id: homes[0], email_state: 'sent' }]);

    // Nothing left for anyone: more ticks send nothing again.
    const before = push.sent.length;
    await tickBoth(2);
    expect(push.sent.length).toBe(before);
    for (const name of names) expect(await mailsTo(SEEKER_EMAIL, name)).toHaveLength(1);
  }, 120_000);
});
