// JavaScript needed for the first render of a page: every script the browser fetched until the
// page's <h1> is visible and, on a page rendered by the server, until it has hydrated (the shell
// marks <html data-hydrated>), in a fresh browser context (empty cache), gzipped at level 6.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from '../lib/report.mjs';
import { root, SEEKER } from '../lib/server.mjs';

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_HOME_KB = 150;

async function scriptsOfFirstRender(browser, url, { path, signedIn }) {
  const context = await browser.newContext({ baseURL: url, locale: 'fr-FR' });
  if (signedIn) {
    const response = await context.request.post('/api/auth/signin', { data: SEEKER, headers: { origin: url } });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  }
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ssr !== '1' || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
  const scripts = [];
  for (const response of responses.slice()) {
    const body = await response.body();
    scripts.push({ url: response.url().replace(url, ''), raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  }
  await context.close();
  return { heading, scripts };
}

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureFirstRender({ url, advertPath, cityPath = '/colocation-lyon', details = false }) {
  const pages = [
    { label: '/ (to hydrate)', path: '/', target: { max: TARGET_HOME_KB } },
    { label: 'advert page', path: advertPath },
    { label: 'city page', path: cityPath },
    { label: 'matching page (seeker)', path: '/users/home-matching', signedIn: true },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const figures = [];
  try {
    for (const { label, path, signedIn, target } of pages) {
      const { heading, scripts } = await scriptsOfFirstRender(browser, url, { path, signedIn });
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
      figures.push({ measure: 'first-render JS gzip', label, value: kb(gzip), unit: 'KB', target, note: `${scripts.length} scripts, ${kb(raw).toFixed(0)} KB raw, ${path}` });
      if (details) {
        console.log(`\n${path} (h1 « ${heading} »)`);
        for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(script.gzip).toFixed(1).padStart(6)} KB gz  ${kb(script.raw).toFixed(1).padStart(7)} KB  ${script.url}`);
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
