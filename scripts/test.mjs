// `npm test`: install if needed, every package's jest suites, then the Playwright e2e suite
// against the production build served by the API. Two more suites run where their servers exist
// (`.ci/run` installs and starts them): the API suite again on PostgreSQL when
// API_TEST_POSTGRES_URL is set, and two API instances behind one address with Redis (e2e/scale)
// when redis-server is installed or REDIS_URL is set.
import { spawnSync } from 'node:child_process';
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { install, log, pnpm, runSync } from './lib.mjs';

const started = Date.now();
install();
build();

log('Vérification des types (TypeScript strict) …');
pnpm(['-r', '--workspace-concurrency=2', 'typecheck']);

log('Frontières des imports (dependency-cruiser, docs/BOUNDARIES.md) …');
runSync(process.execPath, ['scripts/lint-boundaries.mjs']);

const postgresUrl = process.env.API_TEST_POSTGRES_URL;
log('Tests unitaires et API (jest, SQLite) …');
pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@coloc/e2e', 'test'], { env: { API_TEST_POSTGRES_URL: undefined } });

if (postgresUrl) {
  log('Tests API sur PostgreSQL (API_TEST_POSTGRES_URL) …');
  pnpm(['--filter', '@coloc/api', 'test'], { env: { API_TEST_POSTGRES_URL: postgresUrl } });
} else {
  log('Tests API sur PostgreSQL ignorés : API_TEST_POSTGRES_URL absent (.ci/run démarre PostgreSQL, voir scripts/ci/postgres.sh).');
}

const chromium = ensureChromium();
log('Tests de bout en bout (Playwright, Chromium Debian) …');
pnpm(['--filter', '@coloc/e2e', 'test'], { env: { CHROMIUM_PATH: chromium } });

const hasRedis = process.env.REDIS_URL || spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
if (hasRedis) {
  log("Deux instances de l'API derrière une seule adresse, avec Redis (Playwright, e2e/scale) …");
  pnpm(['--filter', '@coloc/e2e', 'exec', 'playwright', 'test', '-c', 'scale/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } });
} else {
  log('e2e/scale ignoré : redis-server absent (scripts/ci/redis.sh ou « apt-get install redis-server »).');
}

log(`Tous les tests sont passés en ${Math.round((Date.now() - started) / 1000)} s.`);
