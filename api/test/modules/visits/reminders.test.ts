import { sendDueReminders } from '../../../src/modules/visits';
import { REMINDER_INTERVAL_MS, startReminders } from '../../../src/modules/visits/reminders';
import { createTestApp, type TestContext } from '../../helpers/app';
import { visitsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof visitsKit>;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = visitsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3600_000;

/** An accepted visit starting `hours` from now (the slot is set in the database: requests need a future slot). */
async function acceptedIn(hours: number) {
  const host = await kit.host();
  const seeker = await kit.seeker();
  const slot = new Date(Date.now() + 5 * 24 * HOUR).toISOString();
  const created = await kit.request(seeker.cookie, { home_id: host.homeId, slots: [slot] });
  await kit.act(created.json().id, 'accept', host.cookie, { starts_at: slot });
  const startsAt = new Date(Date.now() + hours * HOUR).toISOString();
  await ctx.app.db.updateTable('visits').set({ starts_at: startsAt }).where('id', '=', created.json().id).execute();
  return { host, seeker, id: created.json().id as number, startsAt };
}

async function clearOtherVisits(keep: number[]) {
  await ctx.app.db.updateTable('visits').set({ status: 'cancelled' }).where('id', 'not in', keep).execute();
}

describe('sendDueReminders', () => {
  it('mails both sides once, the day before an accepted visit', async () => {
    const { host, seeker, id } = await acceptedIn(30);
    await clearOtherVisits([id]);
    const now = new Date();
    const mark = await kit.outboxSize();
    // 30 hours ahead: not yet.
    expect(await sendDueReminders(ctx.app, now)).toBe(0);
    // Seven hours later the visit is 23 hours away.
    const later = new Date(now.getTime() + 7 * HOUR);
    expect(await sendDueReminders(ctx.app, later)).toBe(1);
    expect(await sendDueReminders(ctx.app, later)).toBe(0);
    expect(await sendDueReminders(ctx.app, new Date(later.getTime() + HOUR))).toBe(0);
    expect((await kit.visitRow(id)).reminder_sent_at).toBe(later.toISOString());

    const toSeeker = await kit.mailsTo(seeker.body.email, mark);
    const toHost = await kit.mailsTo(host.body.email, mark);
    expect(toSeeker).toHaveLength(1);
    expect(toHost).toHaveLength(1);
    expect(toSeeker[0]!.content).toContain('Petit rappel : vous visitez « Grande colocation lumineuse » à Lyon le ');
    expect(toSeeker[0]!.content).toContain(', avec Bernard L.');
    expect(toSeeker[0]!.content).toContain('Adresse : 12 rue de la République, 69002 Lyon');
    expect(toHost[0]!.content).toContain('Petit rappel : Camille M. vient visiter « Grande colocation lumineuse » à Lyon le ');
    expect(toHost[0]!.content).toContain(`https://toitpartage.example/proprietaire/agenda?home_id=${host.homeId}`);
  });

  it('skips cancelled and past visits, and people who turned visit mails off', async () => {
    const cancelled = await acceptedIn(10);
    await kit.act(cancelled.id, 'cancel', cancelled.seeker.cookie, {});
    const past = await acceptedIn(-2);
    const quiet = await acceptedIn(12);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${quiet.seeker.user.id}/preferences`,
      headers: { cookie: quiet.seeker.cookie },
      payload: { email_visits: false },
    });
    await clearOtherVisits([cancelled.id, past.id, quiet.id]);
    const mark = await kit.outboxSize();
    expect(await sendDueReminders(ctx.app)).toBe(1);
    expect(await kit.mailsTo(quiet.seeker.body.email, mark)).toHaveLength(0);
    expect(await kit.mailsTo(quiet.host.body.email, mark)).toHaveLength(1);
    expect(await kit.mailsTo(cancelled.seeker.body.email, mark)).toHaveLength(0);
    expect(await kit.mailsTo(past.seeker.body.email, mark)).toHaveLength(0);
  });

  it('does not remind a visit accepted less than a day before it starts', async () => {
    const host = await kit.host();
    const seeker = await kit.seeker();
    const slot = new Date(Date.now() + 5 * HOUR).toISOString();
    const created = await kit.request(seeker.cookie, { home_id: host.homeId, slots: [slot] });
    await kit.act(created.json().id, 'accept', host.cookie, { starts_at: slot });
    expect((await kit.visitRow(created.json().id)).reminder_sent_at).not.toBeNull();
    await clearOtherVisits([created.json().id]);
    expect(await sendDueReminders(ctx.app)).toBe(0);
  });

  it('runs on an interval that stops with the app', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { id } = await acceptedIn(20);
      await clearOtherVisits([id]);
      const log = { error: jest.fn() } as unknown as Parameters<typeof startReminders>[0]['log'];
      const stop = startReminders({ db: ctx.app.db, mailer: ctx.app.mailer, config: ctx.app.config, log });
      expect((await kit.visitRow(id)).reminder_sent_at).toBeNull();
      jest.advanceTimersByTime(REMINDER_INTERVAL_MS);
      await stop();
      expect((await kit.visitRow(id)).reminder_sent_at).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
