// End-to-end suite: the production build served by the API, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './fixtures/browser';

const port = Number(process.env.E2E_PORT ?? 8181);
// Set once by the main process; workers inherit it, so they read the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'toitpartage-e2e-'));
process.env.E2E_BASE_URL ??= `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  timeout: 30_000,
  // CI is a two-core machine running two browsers beside the server: a save that takes three calls can need more than 7 s there.
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      NODE_ENV: 'production',
      // The suite drives the demo accounts and pays with test cards: both are off by default in production.
      SEED_DEMO: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_SANDBOX_SIGNATURES: 'true',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: per-address limits sized for people, not for a suite.
      // Per-account throttling keeps its production value.
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '1000',
      RATE_LIMIT_RESET_PER_MINUTE: '100',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100',
      // Match alerts (tests/alerts.spec.ts): a tick a second, no grouping delay and a short cap, so
      // "within the immediate window" is seconds, not minutes.
      ALERTS_INTERVAL_MS: '1000',
      ALERTS_GROUP_DELAY_MS: '0',
      ALERTS_CAP_MS: '1000',
    },
  },
});
