import { nowIso } from '../../../src/db';
import { purgeStaleNewsletterSubscriptions, shiftMonths } from '../../../src/modules/retention';
import { createTestApp, uniqueEmail, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NOW = new Date();
const DAY = 24 * 3600_000;
/** Just over, or just under, three years before NOW. */
const over = () => nowIso(new Date(shiftMonths(NOW, -36).getTime() - DAY));
const under = () => nowIso(new Date(shiftMonths(NOW, -36).getTime() + DAY));

async function subscription(createdAt: string, lastContactAt: string | null = null) {
  const email = uniqueEmail('lettre');
  await ctx.app.db.insertInto('newsletter_subscriptions').values({ email, created_at: createdAt, last_contact_at: lastContactAt }).execute();
  return email;
}
async function accountOf(email: string, lastSeenAt: string) {
  const created = nowIso(shiftMonths(NOW, -60));
  await ctx.app.db
    .insertInto('users')
    .values({ email, password_hash: 'argon2…', first_name: 'Lou', name: 'Bernard', type: 1, newsletter: 1, created_at: created, updated_at: created, last_seen_at: lastSeenAt })
    .execute();
}
const subscribed = async (email: string) => (await ctx.app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

describe('retention: newsletter subscriptions three years after the last contact', () => {
  it('deletes those without contact for three years, whatever kind of contact the others had', async () => {
    const silent = await subscription(over());
    const recent = await subscription(under());
    const askedAgain = await subscription(over(), under());
    const signedIn = await subscription(over());
    await accountOf(signedIn, under());
    const awayAccount = await subscription(over());
    await accountOf(awayAccount, over());
    const wroteToUs = await subscription(over());
    await ctx.app.db
      .insertInto('contact_messages')
      .values({ name: 'Lou', email: wroteToUs.toUpperCase(), subject: 'Question', message: 'Bonjour, une question.', user_id: null, created_at: under() })
      .execute();

    expect(await purgeStaleNewsletterSubscriptions(ctx.app.db, NOW)).toBe(2);
    expect(await subscribed(silent)).toBe(false);
    expect(await subscribed(awayAccount)).toBe(false);
    for (const kept of [recent, askedAgain, signedIn, wroteToUs]) expect(await subscribed(kept)).toBe(true);
    // The account's preference follows the list: the settings do not show a subscription that is gone.
    const preference = async (email: string) => (await ctx.app.db.selectFrom('users').select('newsletter').where('email', '=', email).executeTakeFirstOrThrow()).newsletter;
    expect(await preference(awayAccount)).toBe(0);
    expect(await preference(signedIn)).toBe(1);
    expect(await purgeStaleNewsletterSubscriptions(ctx.app.db, NOW)).toBe(0);
  });

  it('takes a bounded batch per run', async () => {
    const emails = [await subscription(over()), await subscription(over()), await subscription(over())];
    expect(await purgeStaleNewsletterSubscriptions(ctx.app.db, NOW, 2)).toBe(2);
    expect(await purgeStaleNewsletterSubscriptions(ctx.app.db, NOW, 2)).toBe(1);
    for (const email of emails) expect(await subscribed(email)).toBe(false);
  });

  it('counts asking to subscribe again through the form as a contact', async () => {
    const email = await subscription(over());
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } });
    expect(response.statusCode).toBe(201);
    expect(await purgeStaleNewsletterSubscriptions(ctx.app.db, NOW)).toBe(0);
    expect(await subscribed(email)).toBe(true);
  });
});
