import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * `ws` reports a client's broken frames (bad UTF-8, oversized message, unmasked frame, bad opcode…)
 * as errors with a WS_ERR_* code, and a vanished client as ECONNRESET/EPIPE: the client's fault,
 * not ours. @fastify/websocket's default logs them at error level with a stack; they are one
 * warn line here. Anything else stays an error. The socket is cut either way, as before.
 */
const CLIENT_FAULT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export function isClientFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || CLIENT_FAULT_CODES.has(code));
}

export function websocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientFault(error)) {
    request.log.warn({ code: (error as { code?: string }).code, reason: error.message, url: request.url }, 'invalid WebSocket frame from client');
  } else {
    request.log.error({ err: error }, 'WebSocket failed');
  }
  socket.terminate();
}
