// Every fastify instance records its routes from the first one on (hidden routes included).
jest.mock('fastify', () => require('../../helpers/route-capture').fastifyWithRouteCapture());

import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEFAULT_PASSWORD, signin, type TestContext } from '../../helpers/app';
import { watchDatabase, type DatabaseWatch } from './db-fingerprint';
import { OBJECTS } from './objects';
import { OUTSIDE_THE_API, POLICY, type Outcome, type Ownership } from './policy';
import { capturedRoutes } from '../../helpers/route-capture';
import { buildWorld, ROLES, type Role, type World } from './world';

interface Case {
  role: Role;
  ownership: Ownership;
  outcome: Outcome;
}

/** route × role × {own, other} (or "none" for routes that address no object), from the table alone. */
function casesOf(key: string): Case[] {
  const policy = POLICY[key]!;
  const cases: Case[] = [];
  for (const role of ROLES) {
    const ownerships: Ownership[] = !policy.object
      ? ['none']
      : role !== 'anonymous' && (OBJECTS[policy.object].holders as readonly Role[]).includes(role)
        ? ['own', 'other']
        : ['other'];
    for (const ownership of ownerships) cases.push({ role, ownership, outcome: policy.expect(role, ownership) });
  }
  return cases;
}

const ROUTE_KEYS = Object.keys(POLICY);
const REFUSALS = new Set<Outcome>(['deny', 'unauth', 401, 403, 404]);

function accepted(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  if (outcome === 'pass') return status !== 401 && status !== 403 && status !== 404;
  if (outcome === 'deny') return status === 403 || status === 404;
  if (outcome === 'unauth') return status === 401;
  return status === outcome;
}

let ctx: TestContext;
let world: World;
let database: DatabaseWatch;
const started = Date.now();

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx);
  database = await watchDatabase(ctx.app.db);
}, 120_000);

afterAll(async () => {
  const total = ROUTE_KEYS.reduce((sum, key) => sum + casesOf(key).length, 0);
  process.stdout.write(`authorization matrix: ${ROUTE_KEYS.length} routes, ${ROLES.length} roles, ${total} cases, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await ctx?.close();
});

/** The route list as registered: HEAD twins of GET routes and the site outside /api left out. */
function registeredRoutes(): string[] {
  const all = capturedRoutes.flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`));
  const set = new Set(all);
  return [...set].filter((key) => !(key.startsWith('HEAD ') && set.has(key.replace(/^HEAD /, 'GET ')))).filter((key) => !OUTSIDE_THE_API.includes(key));
}

describe('the policy table and the routes of the app', () => {
  test('every registered route has an authorization decision', () => {
    const missing = registeredRoutes().filter((key) => !(key in POLICY));
    expect(missing).toEqual([]);
  });

  test('every route of the table is still registered', () => {
    const registered = new Set(registeredRoutes());
    expect(ROUTE_KEYS.filter((key) => !registered.has(key))).toEqual([]);
  });
});

async function callAs(role: Role, method: string, request: { url: string; payload?: unknown; headers?: Record<string, string> }, cookie?: string) {
  const sessionCookie = cookie ?? (role === 'anonymous' ? undefined : world.accounts[role].cookie);
  return ctx.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...(sessionCookie ? { cookie: sessionCookie } : {}), ...(request.headers ?? {}) },
    ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
  });
}

/** A second session for a call that ends sessions; the role's own one is renewed if it went too. */
async function withSpareSession(role: Role, call: (cookie?: string) => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  if (role === 'anonymous') return call();
  const account = world.accounts[role];
  const spare = await signin(ctx.app, account.email, DEFAULT_PASSWORD);
  const response = await call(spare.cookie!);
  const still = await ctx.app.inject({ method: 'GET', url: '/api/users/myself', headers: { cookie: account.cookie } });
  if (still.statusCode === 401) account.cookie = (await signin(ctx.app, account.email, DEFAULT_PASSWORD)).cookie!;
  return response;
}

describe.each(ROUTE_KEYS)('%s', (key) => {
  const policy = POLICY[key]!;
  const method = key.slice(0, key.indexOf(' '));

  test.each(casesOf(key))('$role × $ownership → $outcome', async ({ role, ownership, outcome }) => {
    const kind = policy.object ? OBJECTS[policy.object] : null;
    let object: Record<string, unknown> = {};
    if (kind) {
      const signedInRole = role === 'anonymous' ? null : role;
      const useFresh = policy.consumes === true && outcome === 'pass' && kind.fresh !== undefined && signedInRole !== null;
      if (useFresh) object = await kind.fresh!(world, signedInRole!);
      else object = ownership === 'own' ? await kind.own(world, signedInRole!) : await kind.other(world);
    }
    const request = await policy.request(object, world, role, outcome);
    const refusal = REFUSALS.has(outcome);
    if (refusal) await database.before();
    const response = policy.endsSession ? await withSpareSession(role, (cookie) => callAs(role, method, request, cookie)) : await callAs(role, method, request);
    const seen = `${response.statusCode} ${response.body.slice(0, 200)}`;
    expect({ status: accepted(outcome, response.statusCode), seen }).toEqual({ status: true, seen });
    if (refusal) {
      expect({ databaseChanged: await database.changed() }).toEqual({ databaseChanged: false });
      if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
        expect(typeof response.json().error).toBe('string');
      }
    }
  });
});
