// Starts the built app: Next's standalone server, the same one the container image runs.
// The standalone server changes into its own folder, so the data folder is made absolute here first:
// a relative `.data` would otherwise land inside .next/ and be wiped by the next build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const env = {
  ...process.env,
  // The standalone server always runs as production; the configuration is checked as such.
  NODE_ENV: 'production',
  HANDBOOK_DATA_DIR: resolve(process.env.HANDBOOK_DATA_DIR ?? '.data'),
  PORT: process.env.PORT ?? '3000',
  // Not HOSTNAME: shells and containers set it to the machine's name.
  HOSTNAME: process.env.HOST ?? '0.0.0.0',
};

// The configuration is checked before Next is loaded, so that a bad one never opens the port (see check-config.ts).
const check = spawnSync(
  process.execPath,
  [
    '--conditions=react-server',
    '--import',
    import.meta.resolve('tsx'),
    fileURLToPath(import.meta.resolve('./check-config.ts')),
  ],
  { env, stdio: 'inherit' },
);
if (check.status !== 0) process.exit(check.status ?? 1);

const server = join(process.cwd(), '.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No build found: run `npm run build` first (or `npm run demo`, which builds as needed).');
  process.exit(1);
}
// The preload hands each request's socket address to the app (see record-peer-address.mjs).
const preload = import.meta.resolve('./record-peer-address.mjs');
const child = spawn(process.execPath, ['--import', preload, server], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
