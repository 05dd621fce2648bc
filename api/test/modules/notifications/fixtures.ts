import { createECDH, randomBytes } from 'node:crypto';
import type { DomainEvents } from '../../../src/lib/domain-events';
import { PushDeliveryError, type PushOptions, type PushSender, type PushTarget } from '../../../src/modules/notifications';
import type { TestContext } from '../../helpers/app';

/** What a browser's PushSubscription.toJSON() gives, with real key material. */
export function browserSubscription(host = 'fcm.googleapis.com') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
export type BrowserSubscription = ReturnType<typeof browserSubscription>;

/** Records every push instead of sending it; `failWith` makes chosen endpoints fail with a status. */
export class FakePushSender implements PushSender {
  readonly sent: Array<{ target: PushTarget; payload: Record<string, unknown>; options: PushOptions }> = [];
  readonly failWith = new Map<string, number | null>();

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<void> {
    if (this.failWith.has(target.endpoint)) {
      throw new PushDeliveryError(this.failWith.get(target.endpoint)!, 'refused by the fake push service');
    }
    this.sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown>, options });
  }

  to(endpoint: string) {
    return this.sent.filter((push) => push.target.endpoint === endpoint);
  }
}

export function pushsubs(ctx: TestContext) {
  return {
    put: (payload: unknown, cookie?: string | null) =>
      ctx.app.inject({ method: 'PUT', url: '/api/pushsubs', headers: cookie ? { cookie } : {}, payload: payload as object }),
    remove: (payload: unknown, cookie?: string | null) =>
      ctx.app.inject({ method: 'PUT', url: '/api/pushsubs/delete', headers: cookie ? { cookie } : {}, payload: payload as object }),
    rows: (endpoint?: string) => {
      let query = ctx.app.db.selectFrom('push_subscriptions').selectAll();
      if (endpoint) query = query.where('endpoint', '=', endpoint);
      return query.orderBy('id').execute();
    },
  };
}

/**
 * Conversation rows written directly (the messaging module is built separately): the event
 * below is what it emits once a message is stored.
 */
export function conversations(ctx: TestContext) {
  const { db } = ctx.app;

  async function create(kind: 'direct' | 'support', userIds: number[], homeId: number | null = null): Promise<number> {
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('conversations')
      .values({ kind, home_id: homeId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('conversation_participants')
      .values(userIds.map((user_id) => ({ conversation_id: id, user_id, joined_at: now })))
      .execute();
    return id;
  }

  async function write(conversationId: number, senderId: number, body: string, createdAt: Date = new Date()) {
    const message = await db
      .insertInto('messages')
      .values({ conversation_id: conversationId, sender_id: senderId, body, client_id: null, created_at: createdAt.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable('conversations').set({ last_message_id: message.id, updated_at: message.created_at }).where('id', '=', conversationId).execute();
    return message;
  }

  async function read(conversationId: number, userId: number, lastReadId: number) {
    await db
      .updateTable('conversation_participants')
      .set({ last_read_message_id: lastReadId })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
  }

  function participant(conversationId: number, userId: number) {
    return db
      .selectFrom('conversation_participants')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  function event(
    message: DomainEvents['messageCreated']['message'],
    options: { kind?: 'direct' | 'support'; homeId?: number | null; recipientIds: number[]; offlineRecipientIds: number[] },
  ): DomainEvents['messageCreated'] {
    return {
      message,
      kind: options.kind ?? 'direct',
      homeId: options.homeId ?? null,
      recipientIds: options.recipientIds,
      offlineRecipientIds: options.offlineRecipientIds,
    };
  }

  return { create, write, read, participant, event };
}
