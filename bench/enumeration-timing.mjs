// Issue 17, finding 5: does the time of an answer tell whether an address has an account?
// Against the production build on a fresh data folder (lib/server.mjs), interleaved requests to
// POST /api/auth/signup and POST /api/auth/reset-password for a known address (a demo account)
// and for unknown ones; prints both medians of each. A check to read, not a pass/fail test: timing
// on a shared machine is noisy, and jest asserts the answers themselves are byte-identical.
//
//   node bench/enumeration-timing.mjs            (BENCH_PORT, 8199 by default; SAMPLES, 40)
import { startSite } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const KNOWN = 'coloc@demo.toitpartage.fr';
let counter = 0;
const unknownEmail = () => `inconnu.${Date.now().toString(36)}.${(counter += 1)}@exemple.fr`;

// Many requests from one address: the per-IP limits are sized for people, not for a bench.
process.env.RATE_LIMIT_SIGNUP_PER_MINUTE = '100000';
process.env.RATE_LIMIT_RESET_PER_MINUTE = '100000';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timed(url, path, body) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, status: response.status, text };
}

async function compare(url, label, path, bodyFor) {
  const known = [];
  const unknown = [];
  const answers = new Set();
  // Warm-up, then alternate so that drift in the machine's load hits both sides alike.
  for (let i = 0; i < 3; i++) await timed(url, path, bodyFor(unknownEmail()));
  for (let i = 0; i < SAMPLES; i++) {
    const pair = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const side of pair) {
      const answer = await timed(url, path, bodyFor(side === 'known' ? KNOWN : unknownEmail()));
      (side === 'known' ? known : unknown).push(answer.ms);
      answers.add(`${answer.status} ${answer.text}`);
    }
  }
  const [k, u] = [median(known), median(unknown)];
  console.log(`${label}`);
  console.log(`  known address:   median ${k.toFixed(2)} ms (${SAMPLES} requests)`);
  console.log(`  unknown address: median ${u.toFixed(2)} ms (${SAMPLES} requests)`);
  console.log(`  difference: ${(k - u).toFixed(2)} ms (${((100 * (k - u)) / u).toFixed(1)} %); distinct answers: ${answers.size}`);
  return { label, known: k, unknown: u, distinctAnswers: answers.size };
}

const site = await startSite(PORT);
try {
  console.log(`Timing of answers for a known and an unknown address on ${site.url} (production build)\n`);
  const results = [
    await compare(site.url, 'POST /api/auth/signup', '/api/auth/signup', (email) => ({
      email,
      password: 'motdepasse-solide',
      first_name: 'Banc',
      name: "D'essai",
      type: 'users',
    })),
    await compare(site.url, 'POST /api/auth/reset-password', '/api/auth/reset-password', (email) => ({ email })),
  ];
  const leaky = results.filter((r) => r.distinctAnswers !== 1);
  if (leaky.length) {
    console.error(`\nDifferent answers for known and unknown addresses: ${leaky.map((r) => r.label).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  site.stop();
}
