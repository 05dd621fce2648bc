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

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureThroughput({ url, cookie }) {
  const myself = await requestsPerSecond(`${url}/api/users/myself`, { cookie });
  const helloWorld = await startHelloWorld();
  let hello;
  try {
    hello = await requestsPerSecond(`http://127.0.0.1:${HELLO_WORLD_PORT}/`, {});
  } finally {
    helloWorld.kill();
  }
  const settings = `${SETTINGS.connections} connections, ${SETTINGS.duration} s`;
  return [
    { measure: 'throughput', label: 'GET /api/users/myself', value: myself.rps, unit: 'req/s', digits: 0, note: `2xx only, p99 ${myself.p99} ms, ${settings}`, failures: myself.failures },
    { measure: 'throughput', label: 'Fastify hello-world', value: hello.rps, unit: 'req/s', digits: 0, note: `2xx only, p99 ${hello.p99} ms, ${settings}`, failures: hello.failures },
    { measure: 'throughput', label: 'myself / hello-world', value: myself.rps / hello.rps, unit: '', digits: 2, target: { min: 0.5 }, failures: myself.failures + hello.failures },
  ];
}
