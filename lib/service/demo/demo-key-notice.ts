import 'server-only';
import { join } from 'node:path';
import { API_PATHS } from '../../contract/api-paths';
import { DEMO_KEY_FILE } from './ensure-demo-data';

/** Where the demo key is used: the host process says (the app's sign-in page); by default the Reseller API. */
export interface DemoKeyUse {
  /** What to do with the key, e.g. "Sign in to the reseller dashboard". */
  action: string;
  path: string;
}

const RESELLER_API_USE: DemoKeyUse = {
  action: 'Call the Reseller API with this key',
  path: API_PATHS.reseller,
};

/** The demo key is a throwaway credential for a local demo store: showing it is how a newcomer gets in. */
export function demoKeyNotice(key: string, dataDir: string, use: DemoKeyUse = RESELLER_API_USE): string {
  const origin = `http://localhost:${process.env.PORT ?? '3000'}`;
  return [
    '',
    `  Demo data is ready. ${use.action}:`,
    `    URL:      ${origin}${use.path}`,
    `    API key:  ${key}`,
    `  (the key is kept in ${join(dataDir, DEMO_KEY_FILE)}; set HANDBOOK_DEMO_DATA=false to turn demo data off)`,
    '',
    '',
  ].join('\n');
}
