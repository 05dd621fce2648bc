/*
 * Newsletter subscriptions: « jusqu'au désabonnement, ou trois ans après votre dernier contact avec
 * nous ». The newsletter has no opening or click tracking (nor should it, to keep this), so a
 * contact is something the person did: subscribing, asking to subscribe again while already on the
 * list (last_contact_at), signing in to the account of that address (users.last_seen_at), or
 * writing to us through the contact form from it. Three years after the latest of these, the
 * address leaves the list, and the account's « newsletter » preference is switched off with it so
 * the settings page does not claim a subscription that no longer exists.
 */
import { sql } from 'kysely';
import { nowIso, type Db } from '../../db';
import { DORMANT_MONTHS, shiftMonths } from './dormancy-rules';

/** Per run: an hourly run stays short. */
export const NEWSLETTER_BATCH = 500;

export async function purgeStaleNewsletterSubscriptions(db: Db, now: Date = new Date(), limit = NEWSLETTER_BATCH): Promise<number> {
  const before = nowIso(shiftMonths(now, -DORMANT_MONTHS));
  const stale = await db
    .selectFrom('newsletter_subscriptions')
    .select(['newsletter_subscriptions.id', 'newsletter_subscriptions.email'])
    .where((eb) =>
      eb.and([
        eb(eb.fn.coalesce('newsletter_subscriptions.last_contact_at', 'newsletter_subscriptions.created_at'), '<', before),
        eb.not(
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.email', '=', 'newsletter_subscriptions.email')
              .where((u) => u(u.fn.coalesce('users.last_seen_at', 'users.created_at'), '>=', before)),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('contact_messages')
              .select('contact_messages.id')
              .where(sql<string>`lower(contact_messages.email)`, '=', sql.ref<string>('newsletter_subscriptions.email'))
              .where('contact_messages.created_at', '>=', before),
          ),
        ),
      ]),
    )
    .orderBy('newsletter_subscriptions.id')
    .limit(limit)
    .execute();
  if (stale.length === 0) return 0;
  const updatedAt = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ newsletter: 0, updated_at: updatedAt })
      .where('email', 'in', stale.map((row) => row.email))
      .where('newsletter', '=', 1)
      .execute();
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('id', 'in', stale.map((row) => row.id))
      .execute();
  });
  return stale.length;
}
