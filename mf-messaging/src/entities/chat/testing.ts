// Test doubles for the chat socket (tests only, never bundled).
import type { ChatServerEvent } from '@coloc/shared';
import type { SocketLike } from './model/chatSocket';

export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('Aucun socket ouvert');
    return socket;
  }

  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A text frame from the server. */
  receive(frame: string | ChatServerEvent): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  /** JSON frames the client sent, parsed. */
  get sentEvents(): Array<Record<string, unknown>> {
    return this.sent.filter((frame) => frame.startsWith('{')).map((frame) => JSON.parse(frame) as Record<string, unknown>);
  }
}

/** Puts the fake in place of the browser's WebSocket for the test file. */
export function installFakeWebSocket(): void {
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  FakeWebSocket.reset();
}
