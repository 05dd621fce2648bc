// Routes are read from Fastify's onRoute hook, which buildApp gives no way to add from outside.
jest.mock('fastify', () => require('../../helpers/route-capture').fastifyWithRouteCapture());

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../helpers/app';
import { frenchProblem, visibleText } from './french';
import { caseArbitrary, describeCase, encodeBody, urlOf, type FuzzCase } from './request-arbitrary';
import { capturedRoutes } from '../../helpers/route-capture';
import { fuzzTargets, NOT_FUZZED, routeKey, takesInput, type FuzzTarget } from './routes';
import { SchemaArbitraries } from './schema-arbitrary';
import { World } from './world';

/*
 * Property-based bad input for every route: thousands of malformed, borderline and hostile
 * requests, anonymous and signed in as people who own real objects. Whatever comes in, the API
 * answers below 500, and every refusal is a JSON { error } in French.
 *
 * Reproducible: FUZZ_SEED (default below) fixes every route's sequence; FUZZ_RUNS raises the
 * number of requests per route; FUZZ_ROUTE="POST /api/homes" fuzzes only the routes whose
 * "METHOD /pattern" contains that text.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Math.max(Number(process.env.FUZZ_RUNS ?? 200), 1);
const ONLY = process.env.FUZZ_ROUTE;
/** Shrinking replays a failure many times to find a smaller one: on demand only (FUZZ_SHRINK=1). */
const SHRINK = process.env.FUZZ_SHRINK === '1';
/** FUZZ_VERBOSE=1 prints each route as it is done (Jest holds console output until the end). */
const progress = (line: string) => {
  if (process.env.FUZZ_VERBOSE === '1') process.stderr.write(`${line}\n`);
};

let ctx: TestContext;
let world: World;
let targets: FuzzTarget[] = [];
let skipped: string[] = [];

beforeAll(async () => {
  capturedRoutes.length = 0;
  // FUZZ_LOG=error shows the server's own account of a 500.
  ctx = await createTestApp(process.env.FUZZ_LOG ? { logLevel: process.env.FUZZ_LOG } : {});
  // A tiny built front-end, so that the page and remote routes serve files rather than
  // their "not built yet" notice.
  const web = path.join(ctx.config.webRoot);
  await fs.mkdir(path.join(web, 'shell', 'dist'), { recursive: true });
  await fs.mkdir(path.join(web, 'mf-public', 'dist'), { recursive: true });
  await fs.writeFile(path.join(web, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="fr"><script src="/main.js"></script></html>');
  await fs.writeFile(path.join(web, 'shell', 'dist', 'remotes.json'), '{"mf-public":"/remotes/mf-public/mf-manifest.json"}');
  await fs.writeFile(path.join(web, 'mf-public', 'dist', 'remoteEntry.js'), 'export {};');
  world = new World(ctx);
  await world.build();
  ({ targets, skipped } = fuzzTargets(capturedRoutes));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Within FNV-1a: one seed per route, so adding a route does not change the others' cases. */
function seedFor(target: FuzzTarget): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (const char of routeKey(target.method, target.url)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

function cookieOf(c: FuzzCase): string | undefined {
  switch (c.caller) {
    case 'anonymous':
      return undefined;
    case 'seeker':
      return world.seeker.cookie;
    case 'owner':
      return world.owner.cookie;
    case 'forged':
      return c.cookie;
  }
}

async function send(target: FuzzTarget, c: FuzzCase): Promise<LightMyRequestResponse> {
  const { payload, headers } = encodeBody(c.body);
  const cookie = cookieOf(c);
  return ctx.app.inject({
    method: target.method as 'GET',
    url: urlOf(target, c.params, c.query),
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(c.origin !== null ? { origin: c.origin } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** What is wrong with an answer, or null. */
function answerProblem(target: FuzzTarget, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `status ${status}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (status < 400) {
    if (target.returnsFiles || target.htmlErrors || status >= 300 || res.body.length === 0) return null;
    return type.startsWith('application/json') ? null : `success ${status} answered as "${type}"`;
  }
  if (target.htmlErrors && type.startsWith('text/html')) {
    const problem = frenchProblem(visibleText(res.body), { maxLength: Infinity });
    return problem && `error page ${status}: ${problem}`;
  }
  if (!type.startsWith('application/json')) return `error ${status} answered as "${type}": ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `error ${status} is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `error ${status} is not an object: ${res.body.slice(0, 200)}`;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error') return `error ${status} has keys ${keys.join(', ')}: ${res.body.slice(0, 200)}`;
  const problem = frenchProblem((body as { error: unknown }).error);
  return problem && `error ${status}: ${problem}`;
}

describe('bad input on every route', () => {
  it('finds the routes to fuzz: every route with a body or parameters, hidden ones included', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const fuzzed = new Set(targets.map((t) => routeKey(t.method, t.url.replace(/\(.*?\)/g, '').replace(/:([A-Za-z_]+)/g, '{$1}'))));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => routeKey(m.toUpperCase(), p)));
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((key) => !fuzzed.has(key))).toEqual([]);
    // Hidden routes (sandbox provider pages, front-end files) come from onRoute, not the document.
    expect(targets.length).toBeGreaterThan(documented.length);
    expect(targets.filter(takesInput).length).toBeGreaterThan(100);
    // Only the listed routes are left out, each for the reason given there.
    expect(skipped.sort()).toEqual(Object.keys(NOT_FUZZED).sort());
  });

  it(`answers below 500 with a French { error }, ${RUNS} requests per route`, async () => {
    const chosen = targets.filter((t) => !ONLY || routeKey(t.method, t.url).includes(ONLY));
    expect(chosen.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const timings: Array<[string, number]> = [];
    const started = Date.now();
    for (const target of chosen) {
      await world.ensure();
      const schemas = new SchemaArbitraries(
        (name) => world.idsForField(name),
        (name, format) => (format === 'email' || name.includes('email') ? [world.seeker.email, world.owner.email] : name.includes('password') ? world.secrets().slice(2) : []),
      );
      const material = { schemas, idsForParam: (name: string) => world.idsForParam(target.url, name), jpeg: world.jpeg, pdf: world.pdf };
      const routeStarted = Date.now();
      let injecting = 0;
      const result = await fc.check(
        fc.asyncProperty(caseArbitrary(target, material), async (c) => {
          const sent = Date.now();
          const answer = await send(target, c);
          injecting += Date.now() - sent;
          const problem = answerProblem(target, answer);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: seedFor(target), endOnFailure: !SHRINK },
      );
      timings.push([routeKey(target.method, target.url), Date.now() - routeStarted]);
      progress(`${routeKey(target.method, target.url)}: ${result.failed ? 'FAILED' : 'ok'} in ${Date.now() - routeStarted} ms (${injecting} ms in the app)`);
      if (result.failed) {
        const reason = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        const example = result.counterexample ? describeCase(target, result.counterexample[0]) : '(no counterexample)';
        progress(`    ${reason}\n    ${example.slice(0, 600)}`);
        failures.push(`${routeKey(target.method, target.url)} (seed ${seedFor(target)}, path ${result.counterexamplePath}):\n    ${reason}\n    request: ${example}`);
      }
    }
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      [
        `fuzz: FUZZ_SEED=${SEED}, ${RUNS} requests per route, ${chosen.length} routes, ${chosen.length * RUNS} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `slowest: ${slowest.map(([key, ms]) => `${key} ${ms} ms`).join('; ')}`,
      ].join('\n'),
    );
    // A fixture step that failed means fewer real ids to fuzz with: the run would pass while
    // testing less than it says (issue 17), so it fails with what went wrong.
    expect([...world.notes.map((note) => `fixture step failed: ${note}`), ...failures].join('\n')).toBe('');
  }, 20 * 60_000);
});
