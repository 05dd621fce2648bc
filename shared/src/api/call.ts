// The typed client of the contract's route map:
// `call(MESSAGING_ENDPOINTS, 'messaging.sendMessage', { id, body })` checks the route's name, path
// parameters, query and body, and types its answer.
//
// The caller passes the endpoint table of the route's domain (`@coloc/contract/<domain>/endpoints`,
// no TypeBox): a bundle carries the names and paths of the domains it calls, never the whole
// table. Part of the shared singleton (`@coloc/shared`): the shell and mf-public call it on every
// page's first render, so one copy serves the page. It goes through the one `api` client, so the
// error hooks of SPEC 8 apply as to every call.
import type { RouteName } from '@coloc/contract/endpoints';
import { fillPath, type Endpoint, type RouteInput, type RouteResult } from '@coloc/contract/route-map';
import type { Routes } from '@coloc/contract/api';
import { api } from './client';
import type { Options } from 'ky';

export type { RouteName } from '@coloc/contract/endpoints';
export type CallInput<K extends RouteName> = RouteInput<Routes[K]>;
export type CallResult<K extends RouteName> = RouteResult<Routes[K]>;
/** ky's options but what the route map decides (method, URL, body, query). */
export type CallOptions = Omit<Options, 'method' | 'json' | 'body' | 'searchParams' | 'prefixUrl'>;

/** A route without a JSON body (a multipart upload) takes its FormData as ky's `body`. */
type CallOptionsOf<K extends RouteName> = Routes[K] extends { readonly body: unknown } ? CallOptions : CallOptions & { body?: FormData };

/** The input may be left out when the route needs none. */
type CallArgs<K extends RouteName> = {} extends CallInput<K> ? [input?: CallInput<K>, options?: CallOptionsOf<K>] : [input: CallInput<K>, options?: CallOptionsOf<K>];

/** Query values as ky sends them: absent (undefined or null) fields are left out. */
function searchParamsOf(query: Record<string, unknown>): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params[name] = value as string | number | boolean;
  }
  return params;
}

/** A domain's endpoint table, as `@coloc/contract/<domain>/endpoints` exports it. */
type EndpointTable = { readonly [name: string]: Endpoint };

export function call<T extends EndpointTable, K extends keyof T & RouteName>(endpoints: T, name: K, ...args: CallArgs<K>): Promise<CallResult<K>> {
  const [input, options] = args as [Record<string, unknown> | undefined, (CallOptions & { body?: FormData }) | undefined];
  const { method, path } = endpoints[name]!;
  const { query, body, ...params } = (input ?? {}) as { query?: Record<string, unknown>; body?: unknown } & Record<string, unknown>;
  return api(fillPath(path, params).slice(1), {
    ...options,
    method,
    ...(body !== undefined ? { json: body } : {}),
    ...(query ? { searchParams: searchParamsOf(query) } : {}),
  }).json();
}
