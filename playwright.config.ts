import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, chromiumMissing } from './e2e/support/chromium';
import {
  AUTH_FILE,
  MAIN_DATA_DIR,
  MAIN_PORT,
  MAIN_URL,
  REMOTE_DATA_DIR,
  REMOTE_PORT,
} from './e2e/support/env';

/**
 * End-to-end tests against the production build (`npm run build` first; this file never builds).
 * Two servers: the embedded default on a fresh demo store, and a second instance whose upstream is
 * unreachable. Projects: `api` (raw HTTP, no browser), `setup` (signs in once), `ui` (signed in),
 * `sign-in` (starts signed out), `security` (headers and the session cookie).
 */

// Fresh secrets per run. The config is evaluated again in every worker process, and workers inherit the
// runner's environment: `??=` keeps one value for the whole run (tests need the JWT secret too).
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('base64url');
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('base64url');

const CI = !!process.env.CI;

// CI runs every project: without the browser it stops here, before starting the servers, rather than
// failing test by test. Elsewhere the `api` project still runs without one.
const noChromium = chromiumMissing();
if (CI && noChromium) throw new Error(`The end-to-end tests cannot run: ${noChromium}.`);

const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH };

const server = (port: number, dataDir: string, extraEnv: Record<string, string>) => ({
  // serve.mjs wipes the data folder first (Playwright starts web servers before any global setup).
  command: 'node e2e/support/serve.mjs',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  // First start opens PGlite, migrates and seeds 300 customers: seconds on a small box, not minutes.
  timeout: 120_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    HANDBOOK_DATA_DIR: dataDir,
    // The embedded PGlite store, even where CI exports a PostgreSQL URL for the integration suites.
    DATABASE_URL: '',
    // Limits in each server's memory: a run starts from zero, and the two servers never count each other.
    REDIS_URL: '',
    SESSION_SECRET: process.env.E2E_SESSION_SECRET!,
    NEXT_TELEMETRY_DISABLED: '1',
    // The tests stand as a proxy on loopback: their X-Forwarded-For gives each test a client of its own.
    HANDBOOK_TRUSTED_PROXIES: '127.0.0.1',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores run the Next server, PGlite and Chromium: two workers at most, under CI too (one left a core
  // idle while a page loaded or axe waited; the specs share no state, as every run outside CI shows).
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: MAIN_URL,
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-US',
    // Not UTC: the server renders times in UTC and the browser switches to its own zone after hydration.
    timezoneId: 'America/New_York',
  },
  webServer: [
    server(MAIN_PORT, MAIN_DATA_DIR, {
      HANDBOOK_JWT_SECRET: process.env.E2E_JWT_SECRET!,
      HANDBOOK_DEMO_DATA: 'true',
      HANDBOOK_API_URL: '',
      // The settings spec's webhook receivers listen on 127.0.0.1.
      HANDBOOK_WEBHOOK_ALLOW_PRIVATE: 'true',
    }),
    // Fronts a service that does not answer (port 9 is discard, closed here): the embedded endpoints are hidden.
    server(REMOTE_PORT, REMOTE_DATA_DIR, {
      HANDBOOK_API_URL: 'http://127.0.0.1:9',
      HANDBOOK_DEMO_DATA: 'false',
    }),
  ],
  projects: [
    { name: 'api', testDir: './e2e/api' },
    { name: 'setup', testDir: './e2e/setup', testMatch: /.*\.setup\.ts/, use: chromium },
    {
      name: 'ui',
      testDir: './e2e/ui',
      dependencies: ['setup'],
      use: { ...chromium, storageState: AUTH_FILE },
    },
    { name: 'sign-in', testDir: './e2e/sign-in', use: chromium },
    // Response headers and the session cookie; signs in sessions of its own, never the shared one.
    { name: 'security', testDir: './e2e/security', use: chromium },
  ],
});
