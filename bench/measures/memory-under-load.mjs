// Issue 17, finding 10: the API's resident memory before and after four 20-second autocannon runs
// of 50 connections each, one after the other, as the outside probe ran them:
//   1. GET /api/users/myself, signed in (the session, the user object: the signed-in request path);
//   2. the advert page rendered on the server (shell + mf-public's Node build, the page cache);
//   3. GET /api/browse/adverts around the advert's city (anonymous search: SQL, cards);
//   4. POST /api/match/user-match-homes-v4 sorted by score (the seeker's matching, in-memory index).
// RSS is read from /proc every 100 ms (peak) and after each run; the target is on the RSS after all four.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const RSS_TARGET_MB = 400;
// A slow answer is still an answer (the machine may be shared): only after 30 s is it a failure.
const RUN = { connections: 50, duration: Number(process.env.BENCH_MEMORY_SECONDS ?? 20), timeout: 30 };

/** Resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureMemoryUnderLoad({ url, pid, cookie, advertPath }) {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const me = await (await fetch(`${url}/api/users/myself`, { headers })).json();
  const city = /^\/colocation-([a-z0-9-]+)\//.exec(advertPath)?.[1] ?? 'lyon';
  const runs = [
    ['GET /api/users/myself (signed in)', { url: `${url}/api/users/myself`, headers: { cookie } }],
    [`advert page ${advertPath}`, { url: `${url}${advertPath}` }],
    [`GET /api/browse/adverts?city=${city}`, { url: `${url}/api/browse/adverts?city=${city}&page=1` }],
    ['POST user-match-homes-v4 sort=score', { url: `${url}/api/match/user-match-homes-v4?from=0&to=12&sort=score`, method: 'POST', headers, body: JSON.stringify({ search_id: me.search_id }) }],
  ];
  const start = rssMb(pid);
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const figures = [];
  try {
    for (const [label, options] of runs) {
      const before = rssMb(pid);
      const result = await autocannon({ ...options, ...RUN });
      const after = rssMb(pid);
      const failures = result.non2xx + result.errors + result.timeouts;
      figures.push({
        measure: 'memory under load',
        label: `  after ${label}`,
        value: after,
        unit: 'MB',
        digits: 0,
        note: `${after >= before ? '+' : '−'}${Math.abs(after - before).toFixed(0)} MB, ${(result['2xx'] / result.duration).toFixed(0)} req/s 2xx, p99 ${result.latency.p99} ms`,
        failures,
      });
    }
  } finally {
    clearInterval(sampler);
  }
  const end = rssMb(pid);
  const failures = figures.reduce((sum, figure) => sum + figure.failures, 0);
  const settings = `${runs.length} runs × ${RUN.duration} s, ${RUN.connections} connections`;
  return [
    { measure: 'memory under load', label: 'RSS before', value: start, unit: 'MB', digits: 0 },
    ...figures,
    { measure: 'memory under load', label: 'RSS after the four runs', value: end, unit: 'MB', digits: 0, target: { max: RSS_TARGET_MB }, note: `peak ${peak.toFixed(0)} MB, ${settings}`, failures },
  ];
}
