// Requests per second of `GET /api/users/myself` (signed in) divided by those of a Fastify
// hello-world, both measured here with the same autocannon settings, one after the other.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const HELLO_WORLD_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8198);
const SETTINGS = { connections: 10, pipelining: 1, duration: 10 };
// Both servers first get the same load unmeasured, so that V8 has compiled their hot paths.
const WARM_UP = { connections: 10, duration: 5 };

function startHelloWorld() {
  const child = fork(join(import.meta.dirname, '..', 'hello-world.mjs'), { env: { ...process.env, PORT: String(HELLO_WORLD_PORT) }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the hello-world stopped (exit code ${code})`)));
  });
}

/**
 * Successful (2xx) answers per second, and the rest counted apart: a 429 or a 500 answers fast,
 * and used to be counted as throughput.
 */
function summarise(url, result) {
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures) console.log(`  ${url}: ${failures} failed requests of ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return { rps: result['2xx'] / result.duration, p99: result.latency.p99, failures };
}

async function requestsPerSecond(url, headers) {
  await autocannon({ url, headers, ...WARM_UP });
  return summarise(url, await autocannon({ url, headers, ...SETTINGS }));
}

/**
 * The advert page as a visitor gets it: the HTML rendered on the server (shell and mf-public's
 * Node build) beside the JSON of the same advert, 50 connections each, one after the other.
 * @returns {Promise<import('../lib/report.mjs').Figure[]>}
 */
export async function measureServerRendering({ url, advertPath }) {
  const settings = { connections: 50, pipelining: 1, duration: 10 };
  const homeId = advertPath.split('/').pop();
  const run = async (target) => {
    await autocannon({ url: target, ...WARM_UP });
    return summarise(target, await autocannon({ url: target, ...settings }));
  };
  const page = await run(`${url}${advertPath}`);
  const json = await run(`${url}/api/adverts/${homeId}`);
  const note = `${settings.connections} connections, ${settings.duration} s`;
  return [
    { measure: 'server rendering', label: 'advert page HTML', value: page.rps, unit: 'req/s', digits: 0, note: `p99 ${page.p99} ms, ${note}`, failures: page.failures },
    { measure: 'server rendering', label: `GET /api/adverts/${homeId}`, value: json.rps, unit: 'req/s', digits: 0, note: `p99 ${json.p99} ms, ${note}`, failures: json.failures },
    { measure: 'server rendering', label: 'advert page ÷ its JSON', value: page.rps / json.rps, unit: '', digits: 2 },
    { measure: 'server rendering', label: 'advert page p99', value: page.p99, unit: 'ms', digits: 0, target: { max: 50 }, failures: page.failures },
  ];
}

/**
 * Both servers measured in alternating slices (myself, hello-world, myself, …) rather than one
 * after the other: on a shared, loaded machine the load changes within seconds, and each slice
 * pair meets about the same load, so the ratio holds where the absolute figures do not.
 */
async function alternating(targets, { rounds, seconds }) {
  const totals = targets.map(() => ({ ok: 0, duration: 0, failures: 0, p99: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, { url, headers }] of targets.entries()) {
      const result = await autocannon({ url, headers, connections: SETTINGS.connections, pipelining: SETTINGS.pipelining, duration: seconds });
      const total = totals[i];
      total.ok += result['2xx'];
      total.duration += result.duration;
      total.failures += result.non2xx + result.errors + result.timeouts;
      total.p99 = Math.max(total.p99, result.latency.p99);
    }
  }
  return totals.map((total) => ({ rps: total.ok / total.duration, p99: total.p99, failures: total.failures }));
}

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureThroughput({ url, cookie }) {
  const helloWorld = await startHelloWorld();
  const myselfTarget = { url: `${url}/api/users/myself`, headers: { cookie } };
  const helloTarget = { url: `http://127.0.0.1:${HELLO_WORLD_PORT}/`, headers: {} };
  let myself;
  let hello;
  try {
    await autocannon({ ...myselfTarget, ...WARM_UP });
    await autocannon({ ...helloTarget, ...WARM_UP });
    [myself, hello] = await alternating([myselfTarget, helloTarget], { rounds: 5, seconds: 2 });
  } finally {
    helloWorld.kill();
  }
  for (const [label, figure] of [['GET /api/users/myself', myself], ['hello-world', hello]]) {
    if (figure.failures) console.log(`  ${label}: ${figure.failures} failed requests`);
  }
  const settings = `${SETTINGS.connections} connections, 5 × 2 s each, alternating`;
  const ratio = myself.rps / hello.rps;
  const failures = myself.failures + hello.failures;
  return [
    { measure: 'throughput', label: 'GET /api/users/myself', value: myself.rps, unit: 'req/s', digits: 0, note: `2xx only, p99 ${myself.p99} ms, ${settings}`, failures: myself.failures },
    { measure: 'throughput', label: 'Fastify hello-world', value: hello.rps, unit: 'req/s', digits: 0, note: `2xx only, p99 ${hello.p99} ms, ${settings}`, failures: hello.failures },
    { measure: 'throughput', label: 'myself / hello-world (issue 17)', value: ratio, unit: '', digits: 2, target: { min: 0.15 }, failures },
    { measure: 'throughput', label: 'myself / hello-world (issue 8)', value: ratio, unit: '', digits: 2, target: { min: 0.5 }, failures },
  ];
}
