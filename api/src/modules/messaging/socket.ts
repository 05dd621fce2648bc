import { randomUUID } from 'node:crypto';
import { CHAT_CLOSE_UNAUTHORIZED, type ChatClientEvent } from '@coloc/contract/messaging/socket';
import websocket from '@fastify/websocket';
import { websocketErrorHandler } from '../../lib/websocket-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { nowIso } from '../../db';
import { HttpError, MESSAGES } from '../../lib/errors';
import type { ChatHub, HubSocket } from './hub';
import { CHAT_CLOSE_FORBIDDEN_ORIGIN, CHAT_MAX_FRAME_BYTES } from './limits';
import { MESSAGING_MESSAGES as M } from './messages';
import { parseClientFrame, presenceFrame } from './protocol';
import type { Caller, Messenger } from './service';
import { contactsOf } from './store';

export interface ChatSocketOptions {
  messenger: Messenger;
  hub: ChatHub;
  /** Keep-alive ping and session re-check period. */
  sweepMs?: number;
}

/** A client that reads nothing while frames pile up is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Graceful close wait on shutdown before the remaining sockets are cut. */
const CLOSE_GRACE_MS = 1000;

interface Connection {
  socket: WebSocket;
  hub: HubSocket;
  sessionId: number;
  alive: boolean;
}

/**
 * A page of another site would carry the visitor's cookie (cross-site WebSocket hijacking):
 * without an Origin (not a browser) or from our own host, fine; otherwise refused.
 */
function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.headers.host || host === new URL(publicUrl).host;
}

function errorText(err: unknown): string {
  return err instanceof HttpError && err.statusCode < 500 ? err.message : M.internal;
}

/** GET /api/chat: the SPEC 7 socket. Registered inside the messaging plugin, under /api. */
export async function chatSocket(app: FastifyInstance, options: ChatSocketOptions): Promise<void> {
  const { messenger, hub } = options;
  const { db, config } = app;
  const connections = new Set<Connection>();
  const instance = randomUUID().slice(0, 8);
  let sequence = 0;

  await app.register(websocket, {
    options: { maxPayload: CHAT_MAX_FRAME_BYTES },
    errorHandler: websocketErrorHandler,
    // Close handshake first (clients reconnect elsewhere after a 1001), then cut the stragglers.
    preClose: async () => {
      const sockets = [...connections].map((c) => c.socket);
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve();
              const timer = setTimeout(() => {
                socket.terminate();
                resolve();
              }, CLOSE_GRACE_MS);
              socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              socket.close(1001, 'Le serveur redémarre.');
            }),
        ),
      );
      app.websocketServer.close();
    },
  });

  // Contacts are told when someone's first active socket opens anywhere or their last one closes.
  hub.onPresenceChange(async (userId, online) => {
    const contacts = await contactsOf(db, userId);
    if (contacts.length > 0) await hub.publish(contacts, presenceFrame(userId, online));
  });

  async function handleEvent(user: Caller, connection: Connection, event: ChatClientEvent): Promise<void> {
    const access = await messenger.access(user, event.conversation_id);
    if (event.type === 'send') {
      const { message } = await messenger.send(user, access, event, connection.hub.id);
      connection.hub.send(JSON.stringify({ type: 'ack', client_id: event.client_id, message }));
    } else {
      // The reader's own sockets (this one included) get the `read` event with the count.
      await messenger.read(user, access, event.last_read_id);
    }
  }

  async function handleFrame(user: Caller, connection: Connection, text: string): Promise<void> {
    const parsed = parseClientFrame(text);
    switch (parsed.kind) {
      case 'ignored':
        return;
      case 'status':
        await hub.setActive(connection.hub, parsed.active);
        return;
      case 'invalid':
        connection.hub.send(JSON.stringify({ type: 'error', ...(parsed.client_id ? { client_id: parsed.client_id } : {}), error: parsed.error }));
        return;
      case 'event':
        try {
          await handleEvent(user, connection, parsed.event);
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) app.log.error({ err }, 'chat frame failed');
          const clientId = parsed.event.type === 'send' ? { client_id: parsed.event.client_id } : {};
          connection.hub.send(JSON.stringify({ type: 'error', ...clientId, error: errorText(err) }));
        }
    }
  }

  app.get('/chat', { websocket: true }, (socket, request) => {
    const user = request.user;
    if (!user || !request.authSession) {
      socket.close(CHAT_CLOSE_UNAUTHORIZED, MESSAGES.unauthorized);
      return;
    }
    if (!originAllowed(request, config.publicUrl)) {
      socket.close(CHAT_CLOSE_FORBIDDEN_ORIGIN, MESSAGES.forbidden);
      return;
    }
    sequence += 1;
    const connection: Connection = {
      socket,
      sessionId: request.authSession.id,
      alive: true,
      hub: {
        id: `${instance}:${sequence}`,
        userId: user.id,
        send(frame) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            return;
          }
          socket.send(frame);
        },
      },
    };
    connections.add(connection);

    // Frames of one socket are handled one after another: a client's sends are stored in order.
    const attached = hub.attach(connection.hub).then(async () => {
      const contacts = await contactsOf(db, user.id);
      for (const id of await hub.onlineUsers(contacts)) connection.hub.send(presenceFrame(id, true));
    });
    let chain: Promise<void> = attached.catch((err) => app.log.error({ err }, 'chat socket attach failed'));

    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
      chain = chain.then(() => handleFrame(user, connection, text)).catch((err) => app.log.error({ err }, 'chat frame failed'));
    });
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      connections.delete(connection);
      void attached
        .catch(() => undefined)
        .then(() => hub.detach(connection.hub))
        .catch((err) => app.log.error({ err }, 'chat socket detach failed'));
    });
  });

  /**
   * Every sweep: a socket that did not answer the previous ping is dead (its presence goes), and
   * a socket whose session ended (signed out elsewhere, expired) is closed with 4401.
   */
  async function sweep(): Promise<void> {
    const open = [...connections];
    for (const connection of open) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    const sessionIds = [...new Set(open.map((c) => c.sessionId))];
    if (sessionIds.length === 0) return;
    const valid = new Set<number>();
    for (let start = 0; start < sessionIds.length; start += 500) {
      const rows = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', sessionIds.slice(start, start + 500))
        .where('expires_at', '>', nowIso())
        .execute();
      for (const row of rows) valid.add(row.id);
    }
    for (const connection of open) {
      if (!valid.has(connection.sessionId)) connection.socket.close(CHAT_CLOSE_UNAUTHORIZED, MESSAGES.unauthorized);
    }
  }

  const timer = setInterval(() => void sweep().catch((err) => app.log.error({ err }, 'chat sweep failed')), options.sweepMs ?? 30_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
