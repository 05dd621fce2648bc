// Proof that every front-end package builds, tests and starts on its own:
// `pnpm --filter <package> build`, `pnpm --filter <package> test`, `pnpm --filter <package> dev`.
//
// It works in a scratch copy of the workspace (sources only, no dist/ anywhere, dependencies linked
// to the installed ones), so a package that needs a sibling's build output fails here, and the live
// dist/ folders (served by running servers and e2e runs) are never touched. Each package's dist/ is
// deleted again after its turn: no package ever sees another one's build.
//
// Long (several minutes): not part of `npm test`. Usage:
//   node scripts/check-remotes-alone.mjs [--keep] [--jest-timeout=<ms>] [mf-public shell …]
// --keep leaves the scratch workspace and its logs in place; --jest-timeout raises jest's 5 s
// per-test limit (passed to the package's own test script), for a machine too busy for it.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensurePnpm, log, root } from './lib.mjs';

/** Dev ports, as in shared/build/rspack.mjs (REMOTES, SHELL_DEV_PORT). */
const PACKAGES = [
  { folder: 'mf-public', port: 3001 },
  { folder: 'mf-registration', port: 3002 },
  { folder: 'mf-matching', port: 3003 },
  { folder: 'mf-messaging', port: 3004 },
  { folder: 'mf-properties', port: 3005 },
  { folder: 'mf-payments', port: 3006 },
  { folder: 'shell', port: 3000 },
];
/** Never copied into the scratch workspace: build output, installs, local data, history. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git', '.tools', '.notes', 'test-results', 'playwright-report', 'coverage', '.build-stamps']);
const DEV_START_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const jestTimeout = args.find((arg) => arg.startsWith('--jest-timeout='))?.split('=')[1];
const wanted = args.filter((arg) => !arg.startsWith('--'));
const packages = wanted.length ? PACKAGES.filter((p) => wanted.includes(p.folder)) : PACKAGES;
if (wanted.length && packages.length !== wanted.length) {
  console.error(`Paquet inconnu / unknown package : ${wanted.filter((w) => !PACKAGES.some((p) => p.folder === w)).join(', ')}`);
  process.exit(2);
}

const pnpmBin = ensurePnpm();

/** A copy of the workspace's sources; every node_modules links to the installed store. */
function scratchWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'tp-alone-'));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const name = source.slice(source.lastIndexOf('/') + 1);
      if (source === join(root, 'node_modules')) return false;
      return source === root || !SKIPPED.has(name) || name === 'node_modules';
    },
    verbatimSymlinks: true,
  });
  // The root node_modules (600 MB) is a folder of links to the installed entries (pnpm keeps its
  // run state there and refuses a symlinked one); the packages' own are copied as they are
  // (relative symlinks into ../../node_modules/.pnpm and to workspace siblings).
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    // pnpm's own state files (task runs, workspace state) stay with the real workspace, and its
    // install record is a copy: the links below must only ever be read (see pnpmArgs).
    if (entry.startsWith('.pnpm-')) continue;
    if (entry === '.modules.yaml') cpSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
    else symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  mkdirSync(join(dir, '.logs'));
  return dir;
}

function packageName(workspace, folder) {
  return JSON.parse(readFileSync(join(workspace, folder, 'package.json'), 'utf8')).name;
}

/**
 * `pnpm --filter <name> <script>`. pnpm 12 installs before a run when it cannot prove node_modules
 * is up to date (here it cannot: its state file names the real workspace). That install would
 * write through the links into the real workspace (its .bin shims would then point here), so it
 * is turned off: the check uses the dependencies exactly as installed.
 */
function pnpmArgs(name, script) {
  const extra = script === 'test' && jestTimeout ? [`--testTimeout=${Number(jestTimeout)}`] : [];
  return ['--config.verify-deps-before-run=false', '--filter', name, script, ...extra];
}

/** Runs `pnpm --filter <name> <script>` to completion; output goes to a log file. */
function runScript(workspace, name, script, logFile) {
  return new Promise((resolve) => {
    const out = createWriteStream(logFile);
    const child = spawn(pnpmBin, pnpmArgs(name, script), { cwd: workspace, env: { ...process.env, CI: '1', FORCE_COLOR: '0' } });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('close', (code) => out.end(() => resolve(code === 0)));
  });
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: 'localhost' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch {
    return { status: 0, type: '', body: '' };
  }
}

/** What a started dev server must answer, per package kind. */
function devExpectations(folder, port) {
  const base = `http://localhost:${port}`;
  if (folder === 'shell') {
    return [
      { url: `${base}/`, ok: (r) => r.status === 200 && r.body.includes('<div id="root"') },
      { url: `${base}/remotes.json`, ok: (r) => r.status === 200 && 'mf_public' in JSON.parse(r.body) },
    ];
  }
  return [
    { url: `${base}/mf-manifest.json`, ok: (r) => r.status === 200 && Array.isArray(JSON.parse(r.body).exposes) },
    { url: `${base}/remoteEntry.js`, ok: (r) => r.status === 200 && /javascript/.test(r.type) },
    // The standalone host page (a deep link too: historyApiFallback).
    { url: `${base}/une/page/profonde`, ok: (r) => r.status === 200 && r.body.includes('<div id="root"') },
  ];
}

async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts `pnpm --filter <name> dev`, waits until it serves what it should, then stops it. */
async function runDev(workspace, name, folder, port, logFile) {
  if (await portInUse(port)) {
    createWriteStream(logFile).end(`Port ${port} déjà utilisé / already in use.\n`);
    return false;
  }
  const out = createWriteStream(logFile);
  // Own process group, so the whole tree (pnpm → rspack) stops together.
  const child = spawn(pnpmBin, pnpmArgs(name, 'dev'), { cwd: workspace, detached: true, env: { ...process.env, FORCE_COLOR: '0' } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const checks = devExpectations(folder, port);
  const deadline = Date.now() + DEV_START_TIMEOUT_MS;
  let passed = false;
  try {
    while (Date.now() < deadline && child.exitCode === null) {
      const results = await Promise.all(checks.map(async (check) => {
        const response = await get(check.url);
        try {
          return check.ok(response);
        } catch {
          return false;
        }
      }));
      if (results.every(Boolean)) {
        passed = true;
        break;
      }
      await sleep(1000);
    }
    if (!passed) out.write(`\n[check] ${checks.map((c) => c.url).join(', ')} : pas de réponse attendue / no expected answer.\n`);
  } finally {
    await stopGroup(child);
    await new Promise((resolve) => out.end(resolve));
  }
  // The port is free again: nothing was left running.
  return passed && !(await portInUse(port));
}

function tail(file, lines = 25) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

async function timed(step) {
  const start = Date.now();
  const ok = await step();
  return { ok, seconds: (Date.now() - start) / 1000 };
}

const started = Date.now();
const workspace = scratchWorkspace();
log(`Copie de travail / scratch workspace : ${workspace}`);
const rows = [];
const failures = [];
for (const { folder, port } of packages) {
  const name = packageName(workspace, folder);
  const row = { name };
  for (const step of ['build', 'test', 'dev']) {
    const logFile = join(workspace, '.logs', `${folder}-${step}.log`);
    log(`${name} : ${step} …`);
    let result;
    if (step === 'dev') result = await timed(() => runDev(workspace, name, folder, port, logFile));
    else result = await timed(() => runScript(workspace, name, step, logFile));
    if (step === 'build' && result.ok) {
      const expected = folder === 'shell' ? ['index.html', 'remotes.json'] : ['remoteEntry.js', 'mf-manifest.json'];
      result.ok = expected.every((file) => existsSync(join(workspace, folder, 'dist', file)));
    }
    row[step] = result;
    if (!result.ok) failures.push({ name, step, logFile });
  }
  // The next package must not find this one's build output.
  rmSync(join(workspace, folder, 'dist'), { recursive: true, force: true });
  rows.push(row);
}

const cell = ({ ok, seconds }) => `${ok ? 'OK' : 'ÉCHEC'} ${seconds.toFixed(0).padStart(4)} s`;
const header = ['Paquet / package', 'Construction / build', 'Tests / test', 'Démarrage / dev'];
const table = [header, ...rows.map((r) => [r.name, cell(r.build), cell(r.test), cell(r.dev)])];
const widths = header.map((_, i) => Math.max(...table.map((line) => line[i].length)));
const format = (line) => `| ${line.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
console.log();
console.log(format(table[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of table.slice(1)) console.log(format(line));
console.log(`\nDurée totale / total time : ${((Date.now() - started) / 1000).toFixed(0)} s`);
// Jest's 5 s per-test timeout is what a saturated machine breaks first: say how busy it was.
console.log(`Charge moyenne / load average (1, 5, 15 min) : ${loadavg().map((l) => l.toFixed(1)).join(', ')} sur / on ${cpus().length} cœurs / cores`);

for (const failure of failures) {
  console.log(`\n--- ${failure.name} ${failure.step} (${failure.logFile}) ---\n${tail(failure.logFile)}`);
}
if (failures.length || keep) console.log(`\nCopie de travail conservée / scratch workspace kept : ${workspace}`);
else rmSync(workspace, { recursive: true, force: true });
process.exit(failures.length ? 1 : 0);
