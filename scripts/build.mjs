// Production build of every package, skipping those whose inputs did not change since their
// last build (a second `npm start` starts at once).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, pnpm, root } from './lib.mjs';

const IGNORED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.build-stamp']);
/** Inputs every package's build depends on, besides its own folder. */
const COMMON_INPUTS = ['contract/src', 'contract/package.json', 'contract/tsconfig.build.json', 'shared/src', 'shared/build', 'shared/package.json', 'tsconfig.base.json', 'pnpm-lock.yaml'];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (IGNORED.has(entry.name)) continue;
    yield* files(join(path, entry.name));
  }
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  for (const input of [pkg, ...COMMON_INPUTS]) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Packages with a build script: the contract first (the API loads its JavaScript at run time),
 * then the front end (the API serves its output), then the API.
 */
export function buildablePackages() {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json'))).sort();
  return ['contract', 'shell', ...remotes, 'api'];
}

export function build({ force = false } = {}) {
  for (const pkg of buildablePackages()) {
    const stampFile = join(root, pkg, 'dist', '.build-stamp');
    const hash = inputsHash(pkg);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
      log(`${pkg} : inchangé, pas de reconstruction.`);
      continue;
    }
    log(`Construction de ${pkg} …`);
    const name = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).name;
    pnpm(['--filter', name, 'build']);
    writeFileSync(stampFile, hash);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ force: process.argv.includes('--force') });
}
