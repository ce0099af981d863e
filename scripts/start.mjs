// Starts the built app: Next's standalone server, the same one the container image runs.
// The standalone server changes into its own folder, so the data folder is made absolute here first:
// a relative `.data` would otherwise land inside .next/ and be wiped by the next build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const server = join(process.cwd(), '.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No build found: run `npm run build` first (or `npm run demo`, which builds as needed).');
  process.exit(1);
}
const env = {
  ...process.env,
  HANDBOOK_DATA_DIR: resolve(process.env.HANDBOOK_DATA_DIR ?? '.data'),
  PORT: process.env.PORT ?? '3000',
  // Not HOSTNAME: shells and containers set it to the machine's name.
  HOSTNAME: process.env.HOST ?? '0.0.0.0',
};
const child = spawn(process.execPath, [server], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
