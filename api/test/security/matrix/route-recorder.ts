import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as the app registered it: what the policy table is keyed by. */
export interface RecordedRoute {
  method: string;
  url: string;
  /** The route's own schema said hide: true (absent from the OpenAPI document). */
  hidden: boolean;
}

const recorded: RecordedRoute[] = [];

/** Every route registered by apps built since the module was loaded, HEAD twins included. */
export function recordedRoutes(): readonly RecordedRoute[] {
  return recorded;
}

/**
 * Wraps the fastify factory so that every instance it makes records its routes from the first
 * one on (an onRoute hook added after registration would miss them). Used with jest.mock: the
 * OpenAPI document would leave out hidden routes, and those need an authorization decision too.
 */
export function recordingFastify<F extends (...args: never[]) => FastifyInstance>(actual: F): F {
  const wrapped = ((...args: Parameters<F>) => {
    const app = actual(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        recorded.push({ method: String(method), url: route.url, hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) });
      }
    });
    return app;
  }) as unknown as F;
  Object.assign(wrapped, actual);
  (wrapped as unknown as { default: F }).default = wrapped;
  (wrapped as unknown as { fastify: F }).fastify = wrapped;
  return wrapped;
}
