// The /api/chat socket client (SPEC 4 "Chat socket", SPEC 7): one connection that reconnects
// CHAT_RECONNECT_MS after any close, except when the server says the session is gone (4401) or
// refuses the page's origin (4403).
import { CHAT_CLOSE_UNAUTHORIZED, CHAT_RECONNECT_MS, type ChatClientEvent, type ChatServerEvent } from '@coloc/shared';
import { activityFrame, encodeClientEvent, parseServerFrame } from './protocol';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
/** The API refuses a page of another site (not in the shared contract): retrying cannot help either. */
const CLOSE_FORBIDDEN_ORIGIN = 4403;
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CHAT_CLOSE_UNAUTHORIZED, CLOSE_FORBIDDEN_ORIGIN]);

export interface ChatSocketHandlers {
  onEvent(event: ChatServerEvent): void;
  onPresence(userId: number, online: boolean): void;
  /** `reconnected`: this is not the first connection, so events may have been missed meanwhile. */
  onOpen(info: { reconnected: boolean }): void;
  onClose(info: { code: number; willReconnect: boolean }): void;
}

export interface ChatSocketOptions {
  createSocket?: SocketFactory;
  reconnectMs?: number;
}

export class ChatSocket {
  private socket: SocketLike | null = null;
  private running = false;
  private everOpened = false;
  private idle = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly createSocket: SocketFactory;
  private readonly reconnectMs: number;

  constructor(
    private readonly url: string,
    private readonly handlers: ChatSocketHandlers,
    { createSocket = (url) => new WebSocket(url), reconnectMs = CHAT_RECONNECT_MS }: ChatSocketOptions = {},
  ) {
    this.createSocket = createSocket;
    this.reconnectMs = reconnectMs;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes for good (sign-out, page left): no reconnect. */
  stop(): void {
    this.running = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'stop');
    }
  }

  /** Sends a chat event; false when the socket is not open (the caller falls back to REST). */
  send(event: ChatClientEvent): boolean {
    return this.sendRaw(encodeClientEvent(event));
  }

  /** `s1` when the user goes idle, `s0` when active again; remembered for the next connection. */
  setIdle(idle: boolean): void {
    if (this.idle === idle) return;
    this.idle = idle;
    this.sendRaw(activityFrame(idle));
  }

  private sendRaw(data: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    try {
      this.socket.send(data);
      return true;
    } catch {
      return false;
    }
  }

  private connect(): void {
    this.reconnectTimer = null;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      // The server starts everyone active: only an idle state needs saying.
      if (this.idle) this.sendRaw(activityFrame(true));
      this.handlers.onOpen({ reconnected });
    };
    socket.onmessage = (message) => {
      const frame = parseServerFrame(message.data);
      if (!frame) return;
      if (frame.kind === 'presence') this.handlers.onPresence(frame.userId, frame.online);
      else this.handlers.onEvent(frame.event);
    };
    socket.onerror = () => {
      // A close always follows an error: the reconnect is decided there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = null;
      const willReconnect = this.running && !FINAL_CLOSE_CODES.has(event.code);
      if (!willReconnect) this.running = false;
      this.handlers.onClose({ code: event.code, willReconnect });
      if (willReconnect) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    this.reconnectTimer = setTimeout(() => this.connect(), this.reconnectMs);
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }
}
