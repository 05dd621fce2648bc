// Lighthouse performance in Debian's Chromium, default mobile form factor, emulation and
// simulated throttling (slow 4G, 4× CPU slowdown): score, LCP, CLS and TBT of each page.
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

// chrome-launcher comes with Lighthouse; pnpm keeps it beside it rather than in bench/node_modules.
const lighthouseDir = realpathSync(join(import.meta.dirname, '..', 'node_modules', 'lighthouse'));
const chromeLauncher = createRequire(join(lighthouseDir, 'package.json'))('chrome-launcher');

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { score: 95, lcp: 1.5, cls: 0.05, tbt: 150, seo: 95, accessibility: 95 };

/** One retry: on a busy machine Chromium sometimes misses Lighthouse's first-paint deadline (NO_FCP). */
async function auditWithRetry(url) {
  const lhr = await audit(url);
  if (!lhr.runtimeError) return lhr;
  console.log(`  Lighthouse error on ${url}: ${lhr.runtimeError.code}, trying again`);
  return audit(url);
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance', 'seo', 'accessibility'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const categoryScore = (lhr, id) => (typeof lhr.categories[id]?.score === 'number' ? lhr.categories[id].score * 100 : null);

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureLighthouse({ url, advertPath, cityPath = '/colocation-lyon', details = false }) {
  const pages = [
    { label: '/', path: '/' },
    { label: 'advert page', path: advertPath },
    { label: 'city page', path: cityPath },
    { label: '/faq', path: '/faq' },
  ];
  const figures = [];
  for (const { label, path } of pages) {
    const lhr = await auditWithRetry(`${url}${path}`);
    if (lhr.runtimeError) console.log(`  Lighthouse error on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    const lcp = numeric(lhr, 'largest-contentful-paint');
    figures.push(
      { measure: 'lighthouse mobile', label: `${label} score`, value: score === null ? null : score * 100, unit: '', digits: 0, target: { min: TARGETS.score }, note: path },
      { measure: 'lighthouse mobile', label: `${label} LCP`, value: lcp === null ? null : lcp / 1000, unit: 's', digits: 2, target: { max: TARGETS.lcp }, note: `FCP ${((numeric(lhr, 'first-contentful-paint') ?? 0) / 1000).toFixed(2)} s` },
      { measure: 'lighthouse mobile', label: `${label} CLS`, value: numeric(lhr, 'cumulative-layout-shift'), unit: '', digits: 3, target: { max: TARGETS.cls } },
      { measure: 'lighthouse mobile', label: `${label} TBT`, value: numeric(lhr, 'total-blocking-time'), unit: 'ms', digits: 0, target: { max: TARGETS.tbt } },
      { measure: 'lighthouse mobile', label: `${label} SEO`, value: categoryScore(lhr, 'seo'), unit: '', digits: 0, target: { min: TARGETS.seo } },
      { measure: 'lighthouse mobile', label: `${label} accessibility`, value: categoryScore(lhr, 'accessibility'), unit: '', digits: 0, target: { min: TARGETS.accessibility } },
    );
    if (details) {
      console.log(`\n${path}: Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`);
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet} (${lcpElement.nodeLabel})`);
      for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) console.log(`  layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? item.node?.nodeLabel ?? '?'}`);
      for (const id of ['speed-index', 'interactive', 'bootup-time', 'total-byte-weight', 'unused-javascript', 'render-blocking-resources', 'largest-contentful-paint', 'layout-shifts', 'network-dependency-tree-insight', 'lcp-discovery-insight', 'font-display-insight']) {
        const audit = lhr.audits[id];
        if (audit) console.log(`  ${id}: ${audit.displayValue ?? ''} ${audit.score !== null && audit.score !== undefined ? `(score ${audit.score})` : ''}`);
      }
    }
  }
  return figures;
}
