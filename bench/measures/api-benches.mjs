// The API's own benchmarks (api/bench/*.ts): matching over 100,000 profiles and live chat over
// 1,000 WebSockets. Their output is shown as it comes; their summary lines are kept for the end.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/server.mjs';

/** Lines that carry a result (the rest is progress): headers, percentiles, ratios, rates. */
const SUMMARY = /benchmark on|p95\/target|p99|objectif|per second|perdus|erreurs|PostgreSQL skipped/i;
/** The matching bench ends with a table of both engines side by side: the summary when present. */
const SIDE_BY_SIDE = /^=== Side by side/;

/** @param {string[]} lines */
function summaryOf(lines) {
  const table = lines.findIndex((line) => SIDE_BY_SIDE.test(line.trim()));
  const headers = lines.filter((line) => /benchmark on|PostgreSQL skipped/i.test(line));
  if (table >= 0) return [...headers, ...lines.slice(table).filter((line) => line.trim() && !/^\s*\$ /.test(line))];
  return lines.filter((line) => SUMMARY.test(line) && !/^\s*\$ /.test(line));
}

function runApiScript(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'run-pnpm.mjs'), '--filter', '@coloc/api', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    let pending = '';
    const onData = (chunk) => {
      pending += chunk;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        console.log(`  | ${line}`);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending) onData('\n');
      if (code !== 0) reject(new Error(`${script} failed (exit code ${code})`));
      else resolve(lines);
    });
  });
}

/** @returns {Promise<string[]>} the summary lines */
export async function runApiBench(script) {
  return summaryOf(await runApiScript(script)).map((line) => line.trimEnd());
}
