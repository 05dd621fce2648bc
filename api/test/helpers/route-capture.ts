import type { RouteOptions } from 'fastify';

/**
 * Every route the app declares, as Fastify's onRoute hook sees it (hidden ones included, with
 * their schemas as the validator compiles them): the route list the authorization matrix and the
 * fuzzing are generated from. buildApp calls ready() itself, so a hook cannot be added from
 * outside: the test replaces the `fastify` factory with one that adds it first.
 */
export const capturedRoutes: RouteOptions[] = [];

type FastifyFactory = (...args: unknown[]) => { addHook(name: 'onRoute', hook: (route: RouteOptions) => void): void };

/** Module factory for `jest.mock('fastify', () => require('<path>/route-capture').fastifyWithRouteCapture())`. */
export function fastifyWithRouteCapture(): unknown {
  const actual = jest.requireActual('fastify') as FastifyFactory & Record<string, unknown>;
  const capturing = (...args: unknown[]) => {
    const app = actual(...args);
    app.addHook('onRoute', (route) => {
      capturedRoutes.push(route);
    });
    return app;
  };
  return Object.assign(capturing, actual, { default: capturing, fastify: capturing });
}
