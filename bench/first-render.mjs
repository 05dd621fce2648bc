// Prints the JavaScript needed for the first render of a page: every script the browser fetched
// until the page's <h1> is visible, raw and gzipped. Starts its own server on a temporary data
// folder, against the current production build (run `npm start` or `node scripts/build.mjs` first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const root = join(import.meta.dirname, '..');
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/signin', '/faq'];
const port = 8199;
const dataDir = mkdtempSync(join(tmpdir(), 'toitpartage-bench-'));
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });

// A fresh data folder is seeded first (cities, demo listings with drawn photos, documents): ~10 s.
async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  console.log('JS for the first render (gzip -6 of each script, and bytes actually transferred with brotli)');
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`http://localhost:${port}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let raw = 0;
    let gzip = 0;
    let transferred = 0;
    for (const response of scripts) {
      const body = await response.body();
      raw += body.length;
      gzip += gzipSync(body, { level: 6 }).length;
      transferred += (await response.request().sizes()).responseBodySize;
    }
    console.log(`${path.padEnd(12)} ${String(scripts.length).padStart(3)} scripts  raw ${kb(raw).padStart(9)}  gzip ${kb(gzip).padStart(8)}  transferred ${kb(transferred).padStart(8)}  (target for / : 150 KB gzip, ratio ${(gzip / 1024 / 150).toFixed(2)})`);
    await page.close();
  }
  await browser.close();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
