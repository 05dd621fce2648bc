// Scale-out suite: two API instances behind one address (e2e/scale/balancer.mjs), one Redis, one
// database. Separate from the main suite (its own servers and ports):
//   cd e2e && npx playwright test -c scale/playwright.config.ts
// Needs the build (node scripts/build.mjs) and Debian's redis-server (scripts/ci/redis.sh), or
// REDIS_URL. PostgreSQL with SCALE_PG_ADMIN_URL (a scratch database is made and dropped) or
// SCALE_DATABASE_URL (used as it is); otherwise both instances share one SQLite DATA_DIR.
import { defineConfig } from '@playwright/test';
import { scalePorts } from './cluster-env';
import { chromiumLaunchOptions } from '../fixtures/browser';

const { address } = scalePorts();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './cluster.ts',
  // The specs share one cluster and read its counters (sockets per instance): one at a time.
  workers: 1,
  fullyParallel: false,
  // Two instances, a balancer and two browsers on a small CI machine: generous, like the start-up wait.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/scale',
  use: {
    baseURL: `http://localhost:${address}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
