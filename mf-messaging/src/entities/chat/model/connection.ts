// The page's one chat socket. The ./ChatConnection widget holds it on every dashboard page and the
// messaging pages hold it too; both come from this module, so there is one socket and one counter.
import { $user, CHAT_SOCKET_PATH, type ChatMessage, type SendMessageInput } from '@coloc/shared';
import type { Subscription } from 'effector';
import { postMessage } from '../api/conversationsApi';
import { chatReconnected, chatStatusChanged, presenceChanged, socketEventReceived } from './chat';
import { ChatSocket, type SocketFactory } from './chatSocket';
import { IdleTracker } from './idleTracker';
import { chatSocketUrl } from './protocol';

/** How long a socket send waits for its 'ack' before the REST call takes over. */
export const ACK_TIMEOUT_MS = 8000;

/** The server refused a message (an 'error' frame for its client_id): resending the same will not help. */
export class MessageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageRejectedError';
  }
}

class AckLostError extends Error {}

interface PendingAck {
  resolve: (message: ChatMessage) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ChatConnectionOptions {
  /** Defaults to the browser's WebSocket, read when connecting (tests put a fake there). */
  createSocket?: SocketFactory;
  ackTimeoutMs?: number;
}

export class ChatConnection {
  private socket: ChatSocket | null = null;
  private idle: IdleTracker | null = null;
  private holders = 0;
  private userId: number | null = null;
  private userWatch: Subscription | null = null;
  private readonly pending = new Map<string, PendingAck>();

  constructor(private readonly options: ChatConnectionOptions = {}) {}

  get isOpen(): boolean {
    return this.socket?.isOpen ?? false;
  }

  /** Keeps the socket up while held (for the signed-in user); call the returned function to let go. */
  acquire(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.userWatch = $user.watch((user) => this.setUser(user?.id ?? null));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) {
        this.userWatch?.unsubscribe();
        this.userWatch = null;
        this.setUser(null);
      }
    };
  }

  /**
   * Sends over the socket and waits for the server's 'ack'. A closed socket, or no ack within
   * ACK_TIMEOUT_MS, hands over to REST with the same client_id, so the server stores it once.
   */
  async send(conversationId: number, input: SendMessageInput): Promise<ChatMessage> {
    const socket = this.socket;
    if (socket?.isOpen) {
      const ack = this.waitForAck(input.client_id);
      if (socket.send({ type: 'send', conversation_id: conversationId, ...input })) {
        try {
          return await ack;
        } catch (error) {
          if (!(error instanceof AckLostError)) throw error;
        }
      } else {
        this.settle(input.client_id)?.reject(new AckLostError());
        await ack.catch(() => undefined);
      }
    }
    return postMessage(conversationId, input);
  }

  private setUser(userId: number | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.disconnect();
    if (userId !== null) this.connect();
  }

  private connect(): void {
    const socket = new ChatSocket(
      chatSocketUrl(window.location, CHAT_SOCKET_PATH),
      {
        onEvent: (event) => {
          if (event.type === 'ack') this.settle(event.client_id)?.resolve(event.message);
          else if (event.type === 'error' && event.client_id) this.settle(event.client_id)?.reject(new MessageRejectedError(event.error));
          else socketEventReceived(event);
        },
        onPresence: (userId, online) => presenceChanged({ userId, online }),
        onOpen: ({ reconnected }) => {
          chatStatusChanged('online');
          if (reconnected) chatReconnected();
        },
        onClose: ({ willReconnect }) => {
          chatStatusChanged(willReconnect ? 'connecting' : 'offline');
          this.dropPending();
        },
      },
      { createSocket: this.options.createSocket ?? ((url) => new WebSocket(url)) },
    );
    this.socket = socket;
    this.idle = new IdleTracker((idle) => socket.setIdle(idle));
    this.idle.start();
    chatStatusChanged('connecting');
    socket.start();
  }

  private disconnect(): void {
    this.idle?.stop();
    this.idle = null;
    if (this.socket) {
      this.socket.stop();
      this.socket = null;
      chatStatusChanged('offline');
    }
    this.dropPending();
  }

  private waitForAck(clientId: string): Promise<ChatMessage> {
    return new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(clientId)?.reject(new AckLostError()), this.options.ackTimeoutMs ?? ACK_TIMEOUT_MS);
      this.pending.set(clientId, { resolve, reject, timer });
    });
  }

  private settle(clientId: string): PendingAck | null {
    const pending = this.pending.get(clientId);
    if (!pending) return null;
    clearTimeout(pending.timer);
    this.pending.delete(clientId);
    return pending;
  }

  /** Sends waiting on a socket that closed go over REST at once rather than after the timeout. */
  private dropPending(): void {
    for (const clientId of [...this.pending.keys()]) this.settle(clientId)?.reject(new AckLostError());
  }
}

export const chatConnection = new ChatConnection();
