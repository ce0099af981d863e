import 'server-only';
import { API_PATHS } from '../../contract/api-paths';
import type { DemoKey } from './demo-staff';

/** Where the demo key is used: the host process says (the app's sign-in page); by default the Reseller API. */
export interface DemoKeyUse {
  /** What to do with the key, e.g. "Sign in to the reseller dashboard". */
  action: string;
  path: string;
}

const RESELLER_API_USE: DemoKeyUse = {
  action: 'Call the Reseller API with one of these keys',
  path: API_PATHS.reseller,
};

/**
 * The demo keys are throwaway credentials for a local demo store: showing them is how a newcomer gets in.
 * One per role, side by side, so that each role can be tried.
 */
export function demoKeyNotice(keys: DemoKey[], dataDir: string, use: DemoKeyUse = RESELLER_API_USE): string {
  const origin = `http://localhost:${process.env.PORT ?? '3000'}`;
  const width = Math.max(...keys.map((k) => `${k.name} (${k.role}):`.length));
  return [
    '',
    `  Demo data is ready. ${use.action}:`,
    `    URL:  ${origin}${use.path}`,
    ...keys.map((k) => `    ${`${k.name} (${k.role}):`.padEnd(width)}  ${k.key}`),
    `  (the keys are kept in ${dataDir}; set HANDBOOK_DEMO_DATA=false to turn demo data off)`,
    '',
    '',
  ].join('\n');
}
