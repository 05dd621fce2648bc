import { MESSAGE_MAX_LENGTH } from '@coloc/contract/messaging/limits';
import type { ChatMessage, ConversationSummary, SendMessageInput, StartConversationInput } from '@coloc/contract/messaging/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';
import type { DomainEventBus } from '../../lib/domain-events';
import { badRequest, HttpError } from '../../lib/errors';
import { canEditHome, defaultHome } from '../homes';
import { conversationAccess, isHost, isSupportStaff, supportStaffIds, type ConversationAccess, type StaffConfig } from './access';
import type { ChatHub } from './hub';
import { MESSAGING_MESSAGES as M } from './messages';
import { checkConversationRate, checkMessageRate, flagRepeatedOpenings } from './rate-limits';
import { findDirect, markRead, openDirect, openSupport, storeMessage } from './store';
import { summarize, toChatMessage, type Viewer } from './summaries';

export type Caller = Pick<UserRow, 'id' | 'type' | 'staff_role'>;

export interface MessengerDeps {
  db: Db;
  config: StaffConfig;
  hub: ChatHub;
  events: DomainEventBus;
  log: FastifyBaseLogger;
}

/** The body as stored: trimmed, 1 to MESSAGE_MAX_LENGTH characters (counted as the schema does, by code point). */
export function checkBody(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw badRequest(M.bodyEmpty);
  if (Array.from(body).length > MESSAGE_MAX_LENGTH) throw badRequest(M.bodyTooLong);
  return body;
}

/**
 * What both the REST routes and the socket do: store, then tell everyone concerned (sockets
 * through the hub, other modules through app.events). Nothing is announced before it is stored.
 */
export class Messenger {
  constructor(private readonly deps: MessengerDeps) {}

  viewer(user: Caller): Viewer {
    return { id: user.id, staff: isSupportStaff(user, this.deps.config) };
  }

  access(user: Caller, conversationId: number): Promise<ConversationAccess> {
    return conversationAccess(this.deps.db, this.deps.config, user, conversationId);
  }

  async summary(user: Caller, conversationId: number): Promise<ConversationSummary> {
    const { conversation } = await this.access(user, conversationId);
    const [summary] = await summarize(this.deps, this.viewer(user), [conversation]);
    return summary!;
  }

  /**
   * Opens (or creates) the direct thread with `targetId`. The home files it in a professional's
   * per-home inbox: the one given (then one of the two must be allowed on it), else the target's
   * first home when the target receives people about homes, else the caller's, else none.
   */
  async start(user: Caller, input: StartConversationInput) {
    const { db } = this.deps;
    if (input.user_id === user.id) throw badRequest(M.selfConversation);
    const body = input.message === undefined ? null : checkBody(input.message);
    const target = await db.selectFrom('users').select(['id', 'type']).where('id', '=', input.user_id).executeTakeFirst();
    if (!target) throw new HttpError(404, M.userNotFound);
    let homeId: number | null = null;
    if (input.home_id !== undefined && input.home_id !== null) {
      const home = await db.selectFrom('homes').selectAll().where('id', '=', input.home_id).executeTakeFirst();
      if (!home) throw new HttpError(404, M.homeNotFound);
      if (!(await canEditHome(db, user, home)) && !(await canEditHome(db, target, home))) throw new HttpError(403, M.homeUnrelated);
      homeId = home.id;
    } else {
      homeId = (await this.filingHome(target)) ?? (await this.filingHome(user));
    }
    const limited = !isSupportStaff(user, this.deps.config);
    if (limited && !(await findDirect(db, user.id, target.id, homeId))) await checkConversationRate(db, user.id);
    if (limited && body !== null) await checkMessageRate(db, user.id);
    const { conversation, created } = await openDirect(db, user.id, target.id, homeId);
    if (body !== null) {
      const access = await this.access(user, conversation.id);
      await this.store(user, access, body, null);
      await this.watchOpenings(user, access, body);
    }
    return { summary: await this.summary(user, conversation.id), created };
  }

  private async filingHome(user: Pick<UserRow, 'id' | 'type'>): Promise<number | null> {
    if (!(await isHost(this.deps.db, user))) return null;
    return (await defaultHome(this.deps.db, user.id))?.id ?? null;
  }

  /** The caller's own support thread. Staff answer the others' threads instead of having one. */
  async supportThread(user: Caller): Promise<ConversationSummary> {
    if (isSupportStaff(user, this.deps.config)) throw new HttpError(403, M.staffOwnSupport);
    const { conversation } = await openSupport(this.deps.db, user.id);
    const [summary] = await summarize(this.deps, this.viewer(user), [conversation]);
    return summary!;
  }

  /**
   * Stores a message and announces it: `message` to every socket of the thread's people (support
   * staff included on a support thread) but the one it came from, and `messageCreated` to the
   * other modules. A client_id already used answers the stored message and announces nothing.
   */
  async store(user: Caller, access: ConversationAccess, body: string, clientId: string | null, originSocketId?: string) {
    const { message, created } = await storeMessage(this.deps.db, {
      conversationId: access.conversation.id,
      senderId: user.id,
      body,
      clientId,
      joinSender: access.side === 'team',
    });
    const chat = toChatMessage(message);
    if (created) await this.announceMessage(access, chat, originSocketId);
    return { message: chat, created };
  }

  /** A message typed by a person (REST or socket): checked, limited per account, stored, announced. */
  async send(user: Caller, access: ConversationAccess, input: SendMessageInput, originSocketId?: string) {
    const body = checkBody(input.body);
    if (!isSupportStaff(user, this.deps.config)) await checkMessageRate(this.deps.db, user.id);
    const result = await this.store(user, access, body, input.client_id, originSocketId);
    if (result.created) await this.watchOpenings(user, access, body);
    return result;
  }

  /** The same text sent in many threads the caller opened is flagged to the moderators. */
  private async watchOpenings(user: Caller, access: ConversationAccess, body: string): Promise<void> {
    if (access.conversation.kind !== 'direct' || access.conversation.started_by !== user.id) return;
    try {
      if (await flagRepeatedOpenings(this.deps.db, user.id, body)) this.deps.log.warn({ user: user.id }, 'account flagged: same text in many new conversations');
    } catch (err) {
      // The message is stored; a missed flag is caught again at the next opening.
      this.deps.log.error({ err }, 'account flag failed');
    }
  }

  /** Moves the reader's mark and tells the other side ("Lu") and the reader's tabs (their counters). */
  async read(user: Caller, access: ConversationAccess, lastReadId: number): Promise<{ count: number; last_read_id: number }> {
    const result = await markRead(this.deps.db, access, user.id, lastReadId);
    if (result.moved) {
      const frame = JSON.stringify({
        type: 'read',
        conversation_id: access.conversation.id,
        reader_id: user.id,
        last_read_id: result.lastReadId,
        count: result.count,
      });
      await this.publish(await this.audience(access, user.id), frame);
    }
    return { count: result.count, last_read_id: result.lastReadId };
  }

  /** Everyone who sees the thread: its participants, plus every support staff member on a support thread. */
  private async audience(access: ConversationAccess, actorId: number): Promise<number[]> {
    const ids = new Set(access.participants.map((p) => p.user_id));
    ids.add(actorId);
    if (access.conversation.kind === 'support') for (const id of await supportStaffIds(this.deps.db, this.deps.config)) ids.add(id);
    return [...ids];
  }

  private async announceMessage(access: ConversationAccess, message: ChatMessage, originSocketId?: string): Promise<void> {
    const { conversation } = access;
    const audience = await this.audience(access, message.sender_id);
    const frame = JSON.stringify({ type: 'message', message, home_id: conversation.home_id, kind: conversation.kind });
    await this.publish(audience, frame, originSocketId);
    const recipientIds = audience.filter((id) => id !== message.sender_id);
    let online = new Set<number>();
    try {
      online = await this.deps.hub.onlineUsers(recipientIds);
    } catch (err) {
      this.deps.log.error({ err }, 'chat presence lookup failed');
    }
    this.deps.events.emit('messageCreated', {
      message,
      kind: conversation.kind,
      homeId: conversation.home_id,
      recipientIds,
      offlineRecipientIds: recipientIds.filter((id) => !online.has(id)),
    });
  }

  /** The message is stored already: a fan-out failure only costs live delivery (clients catch up with `after`). */
  private async publish(userIds: number[], frame: string, exceptSocketId?: string): Promise<void> {
    try {
      await this.deps.hub.publish(userIds, frame, exceptSocketId);
    } catch (err) {
      this.deps.log.error({ err }, 'chat fan-out failed');
    }
  }
}

/*
 * The Messenger of a running app, keyed by its event bus (one per app). Other modules that post on
 * a user's behalf (rentals answering a contact request) go through it, so their messages reach the
 * same hub and raise the same `messageCreated` as a message typed in the chat.
 */
const running = new WeakMap<DomainEventBus, Messenger>();

export function registerMessenger(events: DomainEventBus, messenger: Messenger): void {
  running.set(events, messenger);
}

/** The app's Messenger; throws when the messaging module is not registered (a wiring error). */
export function messengerOf(events: DomainEventBus): Messenger {
  const messenger = running.get(events);
  if (!messenger) throw new Error('The messaging module is not registered in this app');
  return messenger;
}
