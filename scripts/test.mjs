// `npm test`: install if needed, every package's jest suites, then the Playwright e2e suite
// against the production build served by the API.
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { install, log, pnpm } from './lib.mjs';

const started = Date.now();
install();
build();

log('Vérification des types (TypeScript strict) …');
pnpm(['-r', '--workspace-concurrency=2', 'typecheck']);

log('Tests unitaires et API (jest) …');
pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@coloc/e2e', 'test']);

const chromium = ensureChromium();
log('Tests de bout en bout (Playwright, Chromium Debian) …');
pnpm(['--filter', '@coloc/e2e', 'test'], { env: { CHROMIUM_PATH: chromium } });

log(`Tous les tests sont passés en ${Math.round((Date.now() - started) / 1000)} s.`);
