// `npm run demo`: the one command that takes a fresh clone to a running app with demo data.
// Installs dependencies and builds when needed, gives this machine local secrets, then starts the server.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = process.cwd();
const run = (command) => execSync(command, { stdio: 'inherit', cwd: root });

function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'generated') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  // `npm ci` installs exactly the lock file and never rewrites it, so the clone stays clean. The demo needs
  // what the app builds and runs with (dependencies), not the checks' and tests' tools: a third less to
  // install (about 45 s against 65 s here). `npm test` installs the rest when it finds them missing.
  console.log('Installing what the app needs (npm ci --omit=dev: under a minute on a 2-core machine)…');
  run('npm ci --omit=dev --no-audit --no-fund');
}

const built = join(root, '.next/standalone/server.js');
const sources = ['app', 'lib', 'components', 'instrumentation.ts', 'next.config.mjs', 'package-lock.json'];
if (!existsSync(built) || statSync(built).mtimeMs < newestSource(sources)) {
  // The app alone, as it runs: the committed commit's types, lint and generated code are `npm test`'s to
  // check, and the standalone service's bundle is the service image's. Turbopack's cache is for a build
  // that comes again; the demo's builds are far apart. (The whole `npm run build` took 0.6 of a first demo.)
  console.log('Building the app (next build: about a minute and a half on a 2-core machine)…');
  execSync('npm run --silent build:app', {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, HANDBOOK_TYPES_CHECKED: '1', HANDBOOK_ONE_OFF_BUILD: '1' },
  });
}

// Production mode needs real secrets; for a local demo they are made once and kept in the ignored data folder,
// in the file development mode uses (lib/config.ts), so the operator CLI signs with the same secret.
const dataDir = resolve(process.env.HANDBOOK_DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const secretsFile = join(dataDir, 'dev-secrets.json');
if (!existsSync(secretsFile)) {
  const secrets = {
    jwt: randomBytes(32).toString('base64url'),
    session: randomBytes(32).toString('base64url'),
  };
  writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
}
const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));

const env = {
  ...process.env,
  HANDBOOK_DATA_DIR: dataDir,
  HANDBOOK_DEMO_DATA: process.env.HANDBOOK_DEMO_DATA ?? 'true',
  HANDBOOK_JWT_SECRET: process.env.HANDBOOK_JWT_SECRET ?? secrets.jwt,
  SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.session,
};
console.log(
  existsSync(join(dataDir, 'demo-key.txt'))
    ? 'Starting the app…'
    : 'Starting the app (its first start makes the embedded store and the demo data: about half a minute)…',
);
const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
