// Issue 17, finding 1: can a stranger lock an account? 50 anonymous wrong passwords on a demo
// account, then its owner signs in from the device they used before, and from a new one.
// Before the fix the owner got 429 for 15 minutes from anywhere; now their device gets in.

const VICTIM = { email: 'occupant@demo.toitpartage.fr', password: 'demo1234' };
const ATTACKS = 50;

async function signInAs(url, password, cookie) {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email: VICTIM.email, password }),
  });
  await response.arrayBuffer();
  const device = response.headers.getSetCookie().find((line) => /^(__Host-)?tp_device=/.test(line));
  return { status: response.status, retryAfter: response.headers.get('retry-after'), device: device?.split(';')[0] ?? null };
}

/** @returns {Promise<import('../lib/report.mjs').Figure[]>} */
export async function measureLockout({ url }) {
  const before = await signInAs(url, VICTIM.password);
  if (before.status !== 200 || !before.device) throw new Error(`the victim's first sign-in answered ${before.status}${before.device ? '' : ' without a device cookie'}`);

  const answers = {};
  const started = performance.now();
  for (let i = 0; i < ATTACKS; i++) {
    const { status } = await signInAs(url, `mauvais-${i}`);
    answers[status] = (answers[status] ?? 0) + 1;
  }
  const attackMs = performance.now() - started;
  const knownDevice = await signInAs(url, VICTIM.password, before.device);
  const newDevice = await signInAs(url, VICTIM.password);

  const attack = Object.entries(answers).map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(`  attack: ${ATTACKS} wrong passwords in ${attackMs.toFixed(0)} ms (${attack})`);
  console.log(`  victim, device used before: ${knownDevice.status}`);
  console.log(`  victim, new device: ${newDevice.status}${newDevice.retryAfter ? ` (Retry-After ${newDevice.retryAfter} s)` : ''}`);
  return [
    { measure: 'lockout', label: 'victim sign-in status, device used before', value: knownDevice.status, unit: '', digits: 0, target: { max: 200 }, note: `after ${ATTACKS} wrong passwords` },
    { measure: 'lockout', label: 'victim sign-in status, new device', value: newDevice.status, unit: '', digits: 0, note: 'per-address limit kept (429 + Retry-After expected)' },
  ];
}
