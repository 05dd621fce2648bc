// Helpers shared by the root scripts (start, test, dev, build). Node built-ins only: these run
// before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

export function log(message) {
  process.stdout.write(`\x1b[36m[toit-partage]\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m[toit-partage]\x1b[0m ${message}\n`);
  process.exit(1);
}

/** Environment for every child: native addons compile against the system's Node headers. */
export function childEnv(extra = {}) {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv(options.env), ...options, env: childEnv(options.env) });
  if (result.status !== 0) {
    if (options.allowFailure) return result.status ?? 1;
    fail(`${command} ${args.join(' ')} a échoué (code ${result.status ?? result.signal}).`);
  }
  return 0;
}

export function spawnChild(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: childEnv(options.env) });
}

/** pnpm pinned in .tools/ so a fresh machine with only Node and npm gets the exact version, no root needed. */
export function ensurePnpm() {
  if (existsSync(pnpmBin)) {
    const version = spawnSync(pnpmBin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (version === PNPM_VERSION) return pnpmBin;
  }
  log(`Installation de pnpm ${PNPM_VERSION} dans .tools/ …`);
  runSync('npm', ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', '--loglevel=error', `pnpm@${PNPM_VERSION}`]);
  return pnpmBin;
}

export function pnpm(args, options) {
  return runSync(ensurePnpm(), args, options);
}

export function install() {
  log('Installation des dépendances (lockfile figé) …');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
