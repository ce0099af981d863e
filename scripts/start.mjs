// Starts the built app: Next's standalone server, the same one the container image runs.
// The standalone server changes into its own folder, so the data folder is made absolute here first:
// a relative `.data` would otherwise land inside .next/ and be wiped by the next build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const env = {
  ...process.env,
  // The standalone server always runs as production; the configuration is checked as such.
  NODE_ENV: 'production',
  HANDBOOK_DATA_DIR: resolve(process.env.HANDBOOK_DATA_DIR ?? '.data'),
  PORT: process.env.PORT ?? '3000',
  // Not HOSTNAME: shells and containers set it to the machine's name.
  HOSTNAME: process.env.HOST ?? '0.0.0.0',
  // Signals go to the app, which writes its last usage counts before it ends (instrumentation-node.ts).
  NEXT_MANUAL_SIG_HANDLE: 'true',
};

const server = join(process.cwd(), '.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No build found: run `npm run build` first (or `npm run demo`, which builds as needed).');
  process.exit(1);
}
// Preloads, in the standalone folder as in the container: the configuration check, which ends the process
// before Next loads when a setting is wrong, and the socket address handed to the app (record-peer-address.mjs).
const preloads = ['scripts/check-config.mjs', 'scripts/record-peer-address.mjs'].flatMap((file) => [
  '--import',
  pathToFileURL(join(dirname(server), file)).href,
]);
const child = spawn(process.execPath, [...preloads, server], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
