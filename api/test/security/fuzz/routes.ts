import type { RouteOptions } from 'fastify';
import type { Schema } from './schema-arbitrary';

export interface FuzzTarget {
  method: string;
  /** Fastify's pattern, e.g. "/api/homes/:id/images/:imageId" or "/remotes/:folder/*". */
  url: string;
  /** Parameter names in URL order ("*" for a wildcard). */
  params: string[];
  body?: Schema;
  querystring?: Schema;
  paramsSchema?: Schema;
  /** Declared multipart/form-data or url-encoded form: such bodies are generated too. */
  consumes: string[];
  /** A success may be a file or a page (documented non-JSON content, or outside /api). */
  returnsFiles: boolean;
  /**
   * The error answers are French HTML pages by design: the sandbox payment and signature
   * providers' pages stand in for a third party's website, which a browser shows, not our JavaScript client
   * (and so does the sandbox mailbox of a local trial);
   * the alerts' unsubscribe link is opened from an e-mail.
   */
  htmlErrors: boolean;
}

/** Routes that cannot be fuzzed with a request and a body, each with its reason. */
export const NOT_FUZZED: Readonly<Record<string, string>> = {
  'GET /api/chat': 'WebSocket upgrade: frames are checked by test/modules/messaging/socket.test.ts, not an HTTP body',
};

/** Third-party UI of @fastify/swagger-ui: static files and its own wildcard, none of our code. */
function isSwaggerUi(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

export const routeKey = (method: string, url: string): string => `${method} ${url}`;

function paramNames(url: string): string[] {
  const names: string[] = [];
  for (const segment of url.split('/')) {
    if (segment.startsWith(':')) names.push(segment.slice(1).replace(/\(.*$/, ''));
    else if (segment === '*') names.push('*');
  }
  return names;
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/** Every route worth fuzzing, deduplicated; HEAD twins of GET routes share their handler. */
export function fuzzTargets(routes: readonly RouteOptions[]): { targets: FuzzTarget[]; skipped: string[] } {
  const targets = new Map<string, FuzzTarget>();
  const skipped: string[] = [];
  for (const route of routes) {
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = routeKey(method, route.url);
      if (isSwaggerUi(route.url)) continue;
      if (NOT_FUZZED[key] || (route as { websocket?: boolean }).websocket) {
        skipped.push(key);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const produces = (schema.produces as string[] | undefined) ?? [];
      targets.set(key, {
        method,
        url: route.url,
        params: paramNames(route.url),
        body: schema.body as Schema | undefined,
        querystring: schema.querystring as Schema | undefined,
        paramsSchema: schema.params as Schema | undefined,
        consumes: (schema.consumes as string[] | undefined) ?? [],
        returnsFiles: !route.url.startsWith('/api/') || produces.some((type) => !type.includes('json')),
        htmlErrors:
          route.url.startsWith('/api/sandbox-provider/') ||
          route.url.startsWith('/api/sandbox-signature/') ||
          // The sandbox mailbox is pages for a person trying the site locally, not our client's API.
          route.url.startsWith('/api/sandbox-mailbox') ||
          // Opened from an e-mail (RFC 8058 one-click): a French page for the person, never JSON.
          route.url === '/api/alerts/unsubscribe',
      });
    }
  }
  return { targets: [...targets.values()], skipped };
}

/** What the issue asks for: every route that takes a body or parameters. */
export function takesInput(target: FuzzTarget): boolean {
  return (
    target.params.length > 0 ||
    target.body !== undefined ||
    target.querystring !== undefined ||
    target.consumes.length > 0 ||
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(target.method)
  );
}
