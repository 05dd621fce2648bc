/*
 * How many HTTP requests the app is serving right now, for background work that should give way
 * to them (lib/background-pace). A WebSocket upgrade is not counted: the connection lives for
 * minutes and is idle most of that time.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  count(): number;
}

export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    // onResponse and the socket's close both come for one request: it leaves the count once.
    if (counted.delete(request)) count -= 1;
  };
  app.addHook('onRequest', (request, reply, next) => {
    if (request.headers.upgrade === undefined) {
      counted.add(request);
      count += 1;
      // A client that leaves mid-answer gets no onResponse: the socket's close still ends it.
      reply.raw.once('close', () => done(request));
    }
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  return { count: () => count };
}
