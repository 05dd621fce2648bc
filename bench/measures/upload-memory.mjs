// Peak RSS of the API while 10 avatar uploads arrive at once (issue 17, finding 2), and whether
// the rest of the site keeps answering meanwhile (GET /api/health probed every 50 ms).
//
// Two files, each sent 10 times in parallel by the demo seeker:
//   - the case: an 8944×8944 all-zero PNG (233 KB, 80 MP), which the header check refuses;
//   - the worst accepted one: a 7000×7000 all-zero PNG (49 MP), which is decoded and re-encoded.
// The PNGs are written here with zlib (no image library in the bench): signature, IHDR, one
// IDAT of deflated zero rows, IEND.
import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { signIn } from '../lib/server.mjs';

const PARALLEL = 10;
const OWNER = { email: 'proprio@demo.toitpartage.fr', password: 'demo1234' };
const RSS_TARGET_MB = 1024;
const PROBE_EVERY_MS = 50;
/** "Every other request keeps answering": no probe fails and none waits a second. */
const PROBE_TARGET_MS = 1000;

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `side`×`side` black pixels: a few hundred KB that decode to side² × 3 bytes. */
export function zeroPng(side) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  // Each row: filter byte 0, then side × 3 zero bytes.
  const raw = Buffer.alloc((side * 3 + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function upload(url, cookie, png) {
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'zero.png');
  const response = await fetch(`${url}/api/users/upload`, { method: 'POST', headers: { cookie, origin: url }, body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Sends PARALLEL uploads of `png` at once; samples RSS and probes /api/health until all are answered. */
async function burst(url, pid, cookie, png) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  let probes = 0;
  let failedProbes = 0;
  let slowestProbe = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const since = performance.now();
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (!response.ok) failedProbes++;
      } catch {
        failedProbes++;
      }
      probes++;
      slowestProbe = Math.max(slowestProbe, performance.now() - since);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const since = performance.now();
  const statuses = await Promise.all(Array.from({ length: PARALLEL }, () => upload(url, cookie, png)));
  const elapsed = performance.now() - since;
  done = true;
  await probing;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const counts = Object.entries(statuses.reduce((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  return { before, peak, elapsed, counts, probes, failedProbes, slowestProbe };
}

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureUploadMemory({ url, pid, cookie }) {
  const figures = [];
  // Each burst from its own account: uploads are limited to 10 avatars per account and 10 minutes.
  const owner = await signIn(url, OWNER);
  for (const [label, side, account] of [
    ['8944² zero PNG (80 MP)', 8944, cookie],
    ['7000² zero PNG (49 MP)', 7000, owner],
  ]) {
    const png = zeroPng(side);
    const result = await burst(url, pid, account, png);
    const note = `${(png.length / 1024).toFixed(0)} KB each, ${result.counts} in ${(result.elapsed / 1000).toFixed(1)} s, RSS before ${result.before.toFixed(0)} MB`;
    figures.push({ measure: 'upload memory', label: `peak RSS, ${PARALLEL}× ${label}`, value: result.peak, unit: 'MB', digits: 0, target: { max: RSS_TARGET_MB }, note });
    figures.push({
      measure: 'upload memory',
      label: `  /api/health meanwhile, slowest`,
      value: result.slowestProbe,
      unit: 'ms',
      digits: 0,
      target: { max: PROBE_TARGET_MS },
      note: `${result.probes} probes, ${result.failedProbes} failed${result.failedProbes ? ' (target missed)' : ''}`,
    });
  }
  return figures;
}
