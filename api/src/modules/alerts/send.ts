/*
 * Pending alerts leave here, per channel. A row is due when its recipient's frequency says so
 * (immédiate: once it has waited the grouping delay; quotidienne: found before the last 18:00 in
 * Paris). Rows are claimed by one conditional update (… where claimed_by is null): of two
 * instances, one gets each row, and a claimed row is never claimed again, so an alert leaves at
 * most once. An immediate message also takes the recipient's 15-minute slot (another conditional
 * update); without it, the rows are released and leave together later. At the moment of sending,
 * an alert about a home no longer published, an account gone or disabled, or someone disliked is dropped.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db';
import { UNPACED, type Pace } from '../../lib/background-pace';
import type { Mailer } from '../../mail';
import { homePublicUrl } from '../homes';
import { storedCities } from '../matching';
import { PushDeliveryError, type PushSender } from '../notifications';
import { segmentOf } from '../visits';
import { alertMail, alertPush, type AlertItem } from './mail';
import { lastDigestTime } from './schedule';
import { frequencyOf, type Channel } from './settings';
import { DEFAULT_EMAIL_FREQUENCY, DEFAULT_PUSH_FREQUENCY, type AlertFrequencyId } from './schemas';
import { unsubscribeToken, type UnsubscribeScope } from './tokens';

export interface SendContext {
  db: Db;
  mailer: Pick<Mailer, 'sendMail'>;
  config: Pick<Config, 'publicUrl' | 'alerts'>;
  sender: PushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const BATCH = 1000;
const GONE_STATUSES = new Set([404, 410]);
export const ALERT_PUSH_TTL_S = 24 * 3600;

type PendingRow = {
  id: number;
  recipient_id: number;
  subject_kind: 'home' | 'seeker';
  subject_id: number;
  home_id: number;
  affinity: number | null;
  reasons: string;
  vigilance: string | null;
  created_at: string;
};

const COLUMNS = ['id', 'recipient_id', 'subject_kind', 'subject_id', 'home_id', 'affinity', 'reasons', 'vigilance', 'created_at'] as const;

function stateColumn(channel: Channel) {
  return channel === 'push' ? ('push_state' as const) : ('email_state' as const);
}
function claimColumn(channel: Channel) {
  return channel === 'push' ? ('push_claimed_by' as const) : ('email_claimed_by' as const);
}
function claimedAtColumn(channel: Channel) {
  return channel === 'push' ? ('push_claimed_at' as const) : ('email_claimed_at' as const);
}

/** The frequency that applies to a row: the person's own setting for homes, the per-home one for seekers. */
async function frequencies(db: Db, rows: readonly PendingRow[], channel: Channel): Promise<Map<number, AlertFrequencyId>> {
  const column = channel === 'push' ? ('push_frequency' as const) : ('email_frequency' as const);
  const fallback = channel === 'push' ? DEFAULT_PUSH_FREQUENCY : DEFAULT_EMAIL_FREQUENCY;
  const userIds = [...new Set(rows.filter((r) => r.subject_kind === 'home').map((r) => r.recipient_id))];
  const homeIds = [...new Set(rows.filter((r) => r.subject_kind === 'seeker').map((r) => r.home_id))];
  const users = new Map<number, string>();
  if (userIds.length > 0) for (const row of await db.selectFrom('alert_settings').select(['user_id', column]).where('user_id', 'in', userIds).execute()) users.set(row.user_id, row[column]);
  const homes = new Map<string, string>();
  if (homeIds.length > 0) {
    for (const row of await db.selectFrom('alert_home_settings').select(['home_id', 'user_id', column]).where('home_id', 'in', homeIds).execute()) {
      homes.set(`${row.home_id}:${row.user_id}`, row[column]);
    }
  }
  const result = new Map<number, AlertFrequencyId>();
  for (const row of rows) {
    const stored = row.subject_kind === 'home' ? users.get(row.recipient_id) : homes.get(`${row.home_id}:${row.recipient_id}`);
    result.set(row.id, frequencyOf(stored, fallback));
  }
  return result;
}

function scopeOf(row: PendingRow): UnsubscribeScope {
  return row.subject_kind === 'home' ? 'user' : `home:${row.home_id}`;
}

async function claim(db: Db, channel: Channel, ids: readonly number[], token: string): Promise<PendingRow[]> {
  const now = nowIso();
  await db
    .updateTable('alert_pending')
    .set({ [claimColumn(channel)]: token, [claimedAtColumn(channel)]: now })
    .where('id', 'in', [...ids])
    .where(claimColumn(channel), 'is', null)
    .where(stateColumn(channel), '=', 'pending')
    .execute();
  return (await db.selectFrom('alert_pending').select(COLUMNS).where(claimColumn(channel), '=', token).where('id', 'in', [...ids]).execute()) as PendingRow[];
}

async function release(db: Db, channel: Channel, ids: readonly number[], token: string): Promise<void> {
  await db
    .updateTable('alert_pending')
    .set({ [claimColumn(channel)]: null, [claimedAtColumn(channel)]: null })
    .where('id', 'in', [...ids])
    .where(claimColumn(channel), '=', token)
    .execute();
}

async function finish(db: Db, channel: Channel, ids: readonly number[], state: 'sent' | 'dropped' | 'skipped'): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('alert_pending').set({ [stateColumn(channel)]: state }).where('id', 'in', [...ids]).execute();
}

/** Takes the person's immediate slot on this channel if the last immediate alert is older than the cap. */
async function takeSlot(db: Db, channel: Channel, userId: number, now: Date, capMs: number): Promise<boolean> {
  const column = channel === 'push' ? ('last_push_at' as const) : ('last_email_at' as const);
  await db.insertInto('alert_settings').values({ user_id: userId, updated_at: nowIso(now) }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const before = nowIso(new Date(now.getTime() - capMs));
  const result = await db
    .updateTable('alert_settings')
    .set({ [column]: nowIso(now) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', before)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function euros(value: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(value)} €`;
}

/** The rows still valid now, with what the message shows of each; the others are answered as dropped. */
async function itemsOf(
  db: Db,
  recipient: { id: number; type: number },
  rows: readonly PendingRow[],
  config: Pick<Config, 'publicUrl'>,
): Promise<{ items: Array<{ row: PendingRow; item: AlertItem }>; dropped: number[] }> {
  const homeIds = [...new Set(rows.map((r) => r.home_id))];
  const homes = new Map((await db.selectFrom('homes').select(['id', 'name', 'city', 'published']).where('id', 'in', homeIds).execute()).map((h) => [h.id, h]));
  const rooms = await db.selectFrom('rooms').select(['home_id', 'rent', 'charges']).where('home_id', 'in', homeIds).execute();
  const seekerIds = [...new Set(rows.filter((r) => r.subject_kind === 'seeker').map((r) => r.subject_id))];
  const seekers = new Map(
    seekerIds.length === 0
      ? []
      : (
          await db
            .selectFrom('users as u')
            .leftJoin('searches as s', (join) => join.onRef('s.id', '=', 'u.search_id').onRef('s.user_id', '=', 'u.id'))
            .select(['u.id', 'u.first_name', 'u.name', 'u.registration_step', 's.city_searches', 's.per_room_budget_min', 's.per_room_budget_max'])
            .where('u.id', 'in', seekerIds)
            // A seeker a moderator disabled is no longer shown to anyone.
            .where('u.disabled_at', 'is', null)
            .execute()
        ).map((s) => [s.id, s]),
  );
  const dislikes = await db
    .selectFrom('accordances')
    .select(['target_home_id', 'target_user_id'])
    .where('user_id', '=', recipient.id)
    .where('type', '=', 'dislike')
    .execute();
  const dislikedHomes = new Set(dislikes.map((d) => d.target_home_id).filter((id): id is number => id !== null));
  const dislikedPeople = new Set(dislikes.map((d) => d.target_user_id).filter((id): id is number => id !== null));

  const items: Array<{ row: PendingRow; item: AlertItem }> = [];
  const dropped: number[] = [];
  for (const row of rows) {
    const home = homes.get(row.home_id);
    if (!home || home.published !== 1) {
      dropped.push(row.id);
      continue;
    }
    const base = { affinity: row.affinity, reasons: JSON.parse(row.reasons) as string[], vigilance: row.vigilance };
    if (row.subject_kind === 'home') {
      if (dislikedHomes.has(home.id)) {
        dropped.push(row.id);
        continue;
      }
      const prices = rooms.filter((r) => r.home_id === home.id && r.rent !== null).map((r) => r.rent! + (r.charges ?? 0));
      const rent = prices.length === 0 ? 'loyer non précisé' : `à partir de ${euros(Math.min(...prices))} par mois`;
      const city = home.city ?? 'France';
      items.push({
        row,
        item: { ...base, title: home.name?.trim() ? home.name.trim() : `Colocation à ${city}`, city, rent, link: `${config.publicUrl}${homePublicUrl(home)}` },
      });
    } else {
      const seeker = seekers.get(row.subject_id);
      if (!seeker || seeker.registration_step !== 100 || dislikedPeople.has(seeker.id)) {
        dropped.push(row.id);
        continue;
      }
      const city = seeker.city_searches ? await cityName(db, seeker.city_searches) : null;
      const budget =
        seeker.per_room_budget_min !== null && seeker.per_room_budget_max !== null
          ? `budget de ${euros(seeker.per_room_budget_min)} à ${euros(seeker.per_room_budget_max)} par chambre`
          : 'budget non précisé';
      const initial = Array.from(seeker.name.trim())[0];
      items.push({
        row,
        item: {
          ...base,
          title: `${seeker.first_name}${initial ? ` ${initial.toLocaleUpperCase('fr-FR')}.` : ''}`,
          city: city ?? 'ville non précisée',
          rent: budget,
          link: `${config.publicUrl}/${segmentOf(recipient)}/user-matching?home_id=${home.id}`,
        },
      });
    }
  }
  return { items, dropped };
}

async function cityName(db: Db, citySearches: string): Promise<string | null> {
  const first = storedCities(citySearches)[0];
  if (!first) return null;
  const city = await db.selectFrom('cities').select('name').where('id', '=', first.id).executeTakeFirst();
  return city?.name ?? null;
}

async function deliver(ctx: SendContext, channel: Channel, recipient: { id: number; type: number; email: string; first_name: string }, kind: 'home' | 'seeker', scope: UnsubscribeScope, items: AlertItem[], daily: boolean): Promise<boolean> {
  const { db, config } = ctx;
  const settingsPath = kind === 'home' ? `/${segmentOf(recipient)}/parameters` : `/${segmentOf(recipient)}/property`;
  if (channel === 'email') {
    const token = await unsubscribeToken(db, recipient.id, scope);
    await ctx.mailer.sendMail(
      alertMail({
        to: recipient.email,
        firstName: recipient.first_name,
        kind,
        items,
        unsubscribeLink: `${config.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        settingsLink: `${config.publicUrl}${settingsPath}`,
        daily,
      }),
    );
    return true;
  }
  const subscriptions = await db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', recipient.id).execute();
  if (subscriptions.length === 0) return false;
  const first = items[0]!;
  const path = items.length === 1 ? first.link.slice(config.publicUrl.length) : kind === 'home' ? `/${segmentOf(recipient)}/home-matching` : new URL(first.link).pathname + new URL(first.link).search;
  const payload = alertPush(kind, items, path, `alerts-${kind}`);
  let reached = false;
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await ctx.sender.send(subscription, JSON.stringify(payload), { ttlSeconds: ALERT_PUSH_TTL_S, topic: payload.tag, urgency: 'normal' });
        reached = true;
      } catch (error) {
        if (error instanceof PushDeliveryError && error.statusCode !== null && GONE_STATUSES.has(error.statusCode)) {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
          return;
        }
        ctx.log.warn({ err: error, subscriptionId: subscription.id }, 'alert push failed');
      }
    }),
  );
  return reached;
}

/** Sends what is due on one channel; answers how many messages left. */
export async function sendDue(ctx: SendContext, channel: Channel, now: Date = new Date(), pace: Pace = UNPACED): Promise<number> {
  const { db, config } = ctx;
  const rows = (await db
    .selectFrom('alert_pending')
    .select(COLUMNS)
    .where(stateColumn(channel), '=', 'pending')
    .where(claimColumn(channel), 'is', null)
    .orderBy('id')
    .limit(BATCH)
    .execute()) as PendingRow[];
  if (rows.length === 0) return 0;
  const freq = await frequencies(db, rows, channel);
  const never = rows.filter((r) => freq.get(r.id) === 'never').map((r) => r.id);
  await finish(db, channel, never, 'skipped');
  const immediateBefore = nowIso(new Date(now.getTime() - config.alerts.groupDelayMs));
  const digestBefore = nowIso(lastDigestTime(now));

  // One message per recipient, setting (unsubscribe scope) and frequency.
  const groups = new Map<string, { recipientId: number; scope: UnsubscribeScope; kind: 'home' | 'seeker'; daily: boolean; rows: PendingRow[] }>();
  for (const row of rows) {
    const f = freq.get(row.id);
    const due = (f === 'immediate' && row.created_at <= immediateBefore) || (f === 'daily' && row.created_at < digestBefore);
    if (!due) continue;
    const scope = scopeOf(row);
    const key = `${row.recipient_id}|${scope}|${f}`;
    let group = groups.get(key);
    if (!group) {
      group = { recipientId: row.recipient_id, scope, kind: row.subject_kind, daily: f === 'daily', rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  if (groups.size === 0) return 0;
  const recipientIds = [...new Set([...groups.values()].map((g) => g.recipientId))];
  const recipients = new Map((await db.selectFrom('users').select(['id', 'type', 'email', 'first_name']).where('id', 'in', recipientIds).where('disabled_at', 'is', null).execute()).map((u) => [u.id, u]));

  let sent = 0;
  for (const group of groups.values()) {
    if (pace.due()) await pace.pause();
    const token = randomBytes(12).toString('hex');
    const claimed = await claim(db, channel, group.rows.map((r) => r.id), token);
    if (claimed.length === 0) continue;
    const recipient = recipients.get(group.recipientId);
    if (!recipient) {
      await finish(db, channel, claimed.map((r) => r.id), 'dropped');
      continue;
    }
    if (!group.daily && !(await takeSlot(db, channel, recipient.id, now, config.alerts.capMs))) {
      // Someone had an immediate alert less than 15 minutes ago: these wait and leave together.
      await release(db, channel, claimed.map((r) => r.id), token);
      continue;
    }
    const { items, dropped } = await itemsOf(db, recipient, claimed, config);
    await finish(db, channel, dropped, 'dropped');
    if (items.length === 0) continue;
    const ids = items.map((i) => i.row.id);
    // Marked before the attempt: at most once, even if the process dies while delivering.
    await finish(db, channel, ids, 'sent');
    try {
      if (await deliver(ctx, channel, recipient, group.kind, group.scope, items.map((i) => i.item), group.daily)) sent += 1;
    } catch (err) {
      ctx.log.error({ err, recipientId: recipient.id, channel }, 'alert delivery failed');
    }
  }
  return sent;
}
