import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { DomainEvents } from '../../lib/domain-events';
import { conversationPath, excerpt, PERSON_COLUMNS, senderLabel, SUPPORT_TEAM_NAME, type Person } from './links';
import { PushDeliveryError, type PushSender } from './push-sender';

/** What the service worker shows (shell/public/sw.js reads exactly these fields). */
export interface MessagePushPayload {
  title: string;
  body: string;
  /** Site path opened on click. */
  url: string;
  /** One notification per conversation: a newer message replaces the older one on the device. */
  tag: string;
}

export interface MessagePushContext {
  db: Db;
  config: Pick<Config, 'customerServiceUserId'>;
  sender: PushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A chat message is stale after a day: the e-mail digest has covered it by then. */
export const MESSAGE_PUSH_TTL_S = 24 * 60 * 60;
export const BODY_EXCERPT_MAX = 120;

/** Push services answer 404/410 for a subscription the browser dropped: it will never work again. */
const GONE_STATUSES = new Set([404, 410]);

export function messagePushPayload(
  event: DomainEvents['messageCreated'],
  sender: Person,
  recipient: Person,
  config: Pick<Config, 'customerServiceUserId'>,
): MessagePushPayload {
  const conversation = { id: event.message.conversation_id, kind: event.kind, home_id: event.homeId };
  const from = senderLabel(sender, event.kind, config);
  return {
    title: from === SUPPORT_TEAM_NAME ? SUPPORT_TEAM_NAME : `${from} vous a écrit`,
    body: excerpt(event.message.body, BODY_EXCERPT_MAX),
    url: conversationPath(recipient, conversation, config),
    tag: `conversation-${conversation.id}`,
  };
}

/**
 * Pushes a new message to every subscribed device of its offline recipients (those with a socket
 * see it live). A subscription the push service calls gone is deleted; a recipient reached on at
 * least one device has the message recorded as announced, so the mail digest does not repeat it.
 * Answers how many devices accepted the push.
 */
export async function pushNewMessage(ctx: MessagePushContext, event: DomainEvents['messageCreated']): Promise<number> {
  const { db } = ctx;
  const { message } = event;
  const recipientIds = [...new Set(event.offlineRecipientIds)].filter((id) => id !== message.sender_id);
  if (recipientIds.length === 0) return 0;
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', 'in', recipientIds)
    .execute();
  if (subscriptions.length === 0) return 0;

  const people = await db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('id', 'in', [message.sender_id, ...new Set(subscriptions.map((s) => s.user_id))])
    .execute();
  const byId = new Map(people.map((person) => [person.id, person]));
  const author = byId.get(message.sender_id);
  if (!author) return 0;

  const reached = new Set<number>();
  let delivered = 0;
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const recipient = byId.get(subscription.user_id);
      if (!recipient) return;
      const payload = messagePushPayload(event, author, recipient, ctx.config);
      try {
        const target = { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth };
        await ctx.sender.send(target, JSON.stringify(payload), {
          ttlSeconds: MESSAGE_PUSH_TTL_S,
          topic: payload.tag,
          urgency: 'high',
        });
        reached.add(recipient.id);
        delivered += 1;
      } catch (error) {
        if (error instanceof PushDeliveryError && error.statusCode !== null && GONE_STATUSES.has(error.statusCode)) {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
          return;
        }
        ctx.log.warn({ err: error, subscriptionId: subscription.id }, 'push delivery failed');
      }
    }),
  );

  if (reached.size > 0) {
    await db
      .updateTable('conversation_participants')
      .set({ notified_message_id: message.id })
      .where('conversation_id', '=', message.conversation_id)
      .where('user_id', 'in', [...reached])
      // Never moves back if a later message was announced first.
      .where('notified_message_id', '<', message.id)
      .execute();
  }
  return delivered;
}
