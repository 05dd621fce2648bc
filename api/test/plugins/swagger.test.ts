// The OpenAPI document: lint-clean under Redocly's recommended rules, an operationId on every
// operation, and a `security` that tells the truth about each route's session guard.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { operationIdOf } from '../../src/plugins/swagger';
import { createTestApp, type TestContext } from '../helpers/app';

const run = promisify(execFile);
const REDOCLY = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'redocly');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> };
type Document = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await ctx.close();
});

function operations(): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([route, byMethod]) =>
    METHODS.flatMap((method) => (byMethod[method] ? [{ method, path: route, operation: byMethod[method]! }] : [])),
  );
}

describe('OpenAPI document', () => {
  it('passes Redocly lint (recommended rules) with no error', async () => {
    const file = path.join(ctx.dataDir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(doc));
    const { stdout } = await run(REDOCLY, ['lint', file, '--extends', 'recommended', '--format', 'json'], {
      maxBuffer: 64 * 1024 * 1024,
      // No telemetry or update check from a test run (and none needed offline).
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('names every operation with a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/users/myself')).toBe('getUsersMyself');
    expect(operationIdOf('POST', '/api/visits/:id/accept')).toBe('postVisitsByIdAccept');
    expect(operationIdOf('DELETE', '/api/bank_accounts/{id}')).toBe('deleteBankAccountsById');
    expect(operationIdOf('DELETE', '/api/users/:id(^\\d+$)')).toBe('deleteUsersById');
  });

  it('declares the session exactly on the GET routes that refuse an anonymous visitor', async () => {
    const wrong: string[] = [];
    for (const { method, path: route, operation } of operations()) {
      if (method !== 'get') continue;
      const url = route.replace(/\{[^}]+\}/g, '1');
      const res = await ctx.app.inject({ method: 'GET', url });
      const declaresSession = (operation.security ?? []).some((requirement) => 'session' in requirement);
      const optional = (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      if (res.statusCode === 401 && !declaresSession) wrong.push(`${route}: 401 without session declared`);
      if (res.statusCode !== 401 && declaresSession && !optional) wrong.push(`${route}: ${res.statusCode} anonymously but session declared`);
    }
    expect(wrong).toEqual([]);
  });
});
