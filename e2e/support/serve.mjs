// The webServer command of playwright.config.ts: empties this server's data folder, then starts the build.
// Playwright starts its web servers before globalSetup runs, so a global setup would wipe a folder that
// a running server already holds; the wipe has to happen here, before the server opens its store.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const dataDir = resolve(process.env.HANDBOOK_DATA_DIR ?? '');
const allowedRoot = resolve('.data');
const inside = relative(allowedRoot, dataDir);
// Only ever a folder of the suite's own: never the developer's `.data` itself.
if (
  !process.env.HANDBOOK_DATA_DIR ||
  inside.startsWith('..') ||
  inside.includes(sep) ||
  !inside.startsWith('e2e')
) {
  console.error(`serve.mjs: refusing to wipe ${dataDir}; e2e data folders are .data/e2e*.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Everything the server prints also goes to server.log, which the global teardown reads for crashes
// and for the API key.
const log = createWriteStream(join(dataDir, 'server.log'));
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, HANDBOOK_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
