// The typed route map: each API route by name, with where it answers ({ method, path }: data with
// no TypeBox, so a client bundles only that) and what it takes and gives ({ params, query, body,
// response }: TypeBox schemas, which the API validates with and clients only read as types).
import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route answers, as Fastify writes it under /api: `/conversations/:id/messages`. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

export interface RouteSchemas {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** Successful answers by status; every error answers ErrorSchema (`{ error }`). */
  readonly response: { readonly [status: number]: TSchema };
}

export type RouteDef = Endpoint & RouteSchemas;

/**
 * A domain's route map: its endpoints (a file without TypeBox) joined to their schemas. Every
 * endpoint needs schemas and every schema entry an endpoint, so the two files cannot drift.
 */
export function defineRoutes<const E extends { readonly [name: string]: Endpoint }, const S extends { readonly [K in keyof E]: RouteSchemas }>(
  endpoints: E,
  schemas: S & { readonly [K in Exclude<keyof S, keyof E>]: never },
): { readonly [K in keyof E]: E[K] & S[K] } {
  const routes: Record<string, RouteDef> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const routeSchemas = (schemas as Record<string, RouteSchemas | undefined>)[name];
    if (!routeSchemas) throw new Error(`Route ${name} : schémas manquants.`);
    routes[name] = { ...endpoint, ...routeSchemas };
  }
  return routes as { readonly [K in keyof E]: E[K] & S[K] };
}

/** `'/conversations/:id/messages'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type QueryInput<R> = R extends { readonly query: infer Q extends TSchema } ? ({} extends Static<Q> ? { query?: Static<Q> } : { query: Static<Q> }) : {};
type BodyInput<R> = R extends { readonly body: infer B extends TSchema } ? { body: Static<B> } : {};

/** What a client passes: the path's parameters by name, then `query` and `body` when the route has them. */
export type RouteInput<R extends RouteDef> = Simplify<{ [N in PathParamNames<R['path']>]: string | number } & QueryInput<R> & BodyInput<R>>;

type SuccessStatus = 200 | 201 | 202 | 203;

/** What a successful call gives: the union of the route's success answers (undefined for a 204). */
export type RouteResult<R extends RouteDef> = {
  [S in keyof R['response']]: S extends SuccessStatus ? Static<R['response'][S]> : S extends 204 ? undefined : never;
}[keyof R['response']];

/** The URL of a route under /api with its parameters filled in and encoded. */
export function fillPath(path: string, params: { readonly [name: string]: unknown }): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} : paramètre ${name} manquant.`);
    return encodeURIComponent(String(value));
  });
}
