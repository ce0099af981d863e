import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TOKEN_LIFETIME_SECONDS } from '../../lib/contract/limits';

/**
 * The two servers of the suite (see playwright.config.ts): the embedded default, and one fronting a dead
 * upstream. E2E_MAIN_PORT and E2E_REMOTE_PORT move them, for a second checkout running the suite at once.
 */
export const MAIN_PORT = Number(process.env.E2E_MAIN_PORT || 3100);
export const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT || 3101);
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const REMOTE_URL = `http://127.0.0.1:${REMOTE_PORT}`;

export const MAIN_DATA_DIR = resolve('.data/e2e');
export const REMOTE_DATA_DIR = resolve('.data/e2e-remote');

/** Storage state of the signed-in demo reseller, written by the setup project (git-ignored). */
export const AUTH_FILE = resolve('playwright/.auth/reseller.json');

export const DEMO_RESELLER = 'Northwind Partners (demo)';
export const OTHER_RESELLER = 'Contoso Resellers (demo)';
export const DEMO_CUSTOMERS = 300;
/** Every seeded demo customer's email ends with this; customers the suite creates never do. */
export const DEMO_EMAIL_SUFFIX = '.example';
export const DEFAULT_LIFETIME_SECONDS = TOKEN_LIFETIME_SECONDS.default;

/**
 * The demo staff's key files (lib/service/demo/demo-staff.ts, which is server-only and cannot be imported
 * here): the admin's, which the shared session signs in with, and the support agent's and the read-only
 * viewer's.
 */
export const DEMO_KEY_FILES = {
  admin: 'demo-key.txt',
  support: 'demo-key-support.txt',
  readOnly: 'demo-key-read-only.txt',
} as const;

/** A demo key the main server wrote into its fresh data folder on start (the admin's by default). */
export function demoKey(who: keyof typeof DEMO_KEY_FILES = 'admin'): string {
  const file = DEMO_KEY_FILES[who];
  const key = readFileSync(join(MAIN_DATA_DIR, file), 'utf8').trim();
  if (!key) throw new Error(`No demo key in ${MAIN_DATA_DIR}/${file}: did the e2e server start?`);
  return key;
}

/** The customer JWT secret given to the main server, so that a test can forge a well-signed expired token. */
export function jwtSecret(): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: run the suite through playwright.config.ts.');
  return secret;
}
