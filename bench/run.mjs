// `npm run bench [-- <measure>…] [--details] [--no-build]`: the performance budgets of issue 8,
// printed beside their targets. Figures only: nothing fails when a target is missed.
//
//   first-render  gzipped JS fetched until the <h1> shows: /, an advert page, a city page, the seeker's matching page
//   lighthouse    Lighthouse mobile (performance, SEO, accessibility) of /, an advert, a city page and /faq
//   ssr           server-rendered advert page req/s and p99 (50 connections) beside its JSON
//   throughput    GET /api/users/myself req/s divided by a Fastify hello-world's
//   upload-memory peak RSS of the API while 10 large-but-small-on-disk PNGs are uploaded at once
//   lockout       a demo account's sign-in status while strangers send it 50 wrong passwords
//   memory-under-load  the API's RSS before and after four 20 s autocannon runs (myself, an advert page, browse, matching)
//   matching      api bench:matching (100,000 profiles)
//   chat          api bench:chat (1,000 WebSockets)
//   alerts        api bench:alerts (seekers to alert for one new home, 100,000 profiles)
//
// The site measures (all but matching, chat and alerts) run against the production build served by the API on a fresh seeded data folder
// (port BENCH_PORT, 8197 by default; the hello-world on BENCH_HELLO_PORT, 8198).
import { build } from '../scripts/build.mjs';
import { printFigures } from './lib/report.mjs';
import { seededAdvertPath, signIn, startSite } from './lib/server.mjs';
import { runApiBench } from './measures/api-benches.mjs';
import { measureFirstRender } from './measures/first-render.mjs';
import { measureLighthouse } from './measures/lighthouse.mjs';
import { measureLockout } from './measures/lockout.mjs';
import { measureMemoryUnderLoad } from './measures/memory-under-load.mjs';
import { measureServerRendering, measureThroughput } from './measures/throughput.mjs';
import { measureUploadMemory } from './measures/upload-memory.mjs';

// memory-under-load first: its RSS before is the fresh server's, not what earlier measures left.
const SITE_MEASURES = {
  'memory-under-load': measureMemoryUnderLoad,
  'first-render': measureFirstRender,
  lighthouse: measureLighthouse,
  ssr: measureServerRendering,
  throughput: measureThroughput,
  'upload-memory': measureUploadMemory,
  lockout: measureLockout,
};
const API_BENCHES = { matching: 'bench:matching', chat: 'bench:chat', alerts: 'bench:alerts' };
const ALL = [...Object.keys(SITE_MEASURES), ...Object.keys(API_BENCHES)];

const args = process.argv.slice(2);
const details = args.includes('--details');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length) {
  console.error(`Unknown measure: ${unknown.join(', ')}. Choose among: ${ALL.join(', ')}.`);
  process.exit(2);
}
const measures = chosen.length ? ALL.filter((name) => chosen.includes(name)) : ALL;
const port = Number(process.env.BENCH_PORT ?? 8197);
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** @type {import('./lib/report.mjs').Figure[]} */
const figures = [];
/** @type {Array<[string, string[]]>} */
const apiSummaries = [];

if (!args.includes('--no-build') && measures.some((name) => name in SITE_MEASURES)) build();

const siteMeasures = measures.filter((name) => name in SITE_MEASURES);
if (siteMeasures.length) {
  const site = await startSite(port);
  try {
    const cookie = await signIn(site.url);
    const advertPath = await seededAdvertPath(site.url, cookie);
    for (const name of siteMeasures) {
      const since = performance.now();
      console.log(`\n== ${name}`);
      const found = await SITE_MEASURES[name]({ url: site.url, pid: site.pid, cookie, advertPath, details });
      printFigures(found);
      console.log(`  (${seconds(since)})`);
      figures.push(...found);
    }
  } finally {
    site.stop();
  }
}

for (const name of measures.filter((name) => name in API_BENCHES)) {
  const since = performance.now();
  console.log(`\n== ${name} (npm run ${API_BENCHES[name]})`);
  apiSummaries.push([name, await runApiBench(API_BENCHES[name])]);
  console.log(`  (${seconds(since)})`);
}

console.log(`\n== Budgets (${seconds(started)} in all)`);
if (figures.length) printFigures(figures);
for (const [name, lines] of apiSummaries) {
  console.log(`  ${name}:`);
  for (const line of lines) console.log(`    ${line}`);
}
