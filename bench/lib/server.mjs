// The production site on a fresh data folder, as a visitor meets it: the API serving the built
// shell and remotes, seeded with the demo on first start (~10 s).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');
export const SEEKER = { email: 'coloc@demo.toitpartage.fr', password: 'demo1234' };

async function waitUntilUp(url, child) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} after 90 s`);
}

/**
 * Starts `node api/dist/server.js` on `port` with its own temporary data folder, then starts it
 * again on that folder: the first start seeds the demo (photos made with sharp, hundreds of MB
 * that a server in service never carries), the measures meet the second, as production runs.
 */
export async function startSite(port) {
  const server = join(root, 'api', 'dist', 'server.js');
  if (!existsSync(server) || !existsSync(join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('No production build: run `node scripts/build.mjs` (or `npm start` once) first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'toitpartage-bench-'));
  const url = `http://localhost:${port}`;
  const start = () =>
    spawn(process.execPath, [server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Measured on the demo data (signs in as a demo account), off by default in production.
        SEED_DEMO: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_SANDBOX_SIGNATURES: 'true',
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        // The bench signs in a few times from one address; per-address limits are sized for people.
        RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let child = start();
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/api/health`, child);
    const seeding = child;
    await new Promise((resolve) => {
      seeding.once('exit', resolve);
      seeding.kill();
    });
    child = start();
    await waitUntilUp(`${url}/api/health`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** The `tp_session=…` cookie of a signed-in account. */
export async function signIn(url, { email, password } = SEEKER) {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?tp_session=/.test(line));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie.split(';')[0];
}

/** The public page of a published advert the demo seeker's search finds. */
export async function seededAdvertPath(url, cookie) {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const me = await (await fetch(`${url}/api/users/myself`, { headers })).json();
  const matched = await fetch(`${url}/api/match/user-match-homes-v4?from=0&to=5&sort=price-asc`, { method: 'POST', headers, body: JSON.stringify({ search_id: me.search_id }) });
  if (!matched.ok) throw new Error(`matching answered ${matched.status}: ${await matched.text()}`);
  const { Hits } = await matched.json();
  if (!Hits?.length) throw new Error('the demo seeker matches no home');
  const advert = await (await fetch(`${url}/api/adverts/${Hits[0].HomeID}`)).json();
  return advert.public_url;
}
