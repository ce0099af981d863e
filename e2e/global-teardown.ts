import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoKey, MAIN_DATA_DIR, REMOTE_DATA_DIR } from './support/env';

// Next logs in colour (ANSI escapes); the minified bundles make for lines of many kilobytes.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (line: string) => line.replace(ANSI, '').slice(0, 300);

/**
 * After every test: what the servers printed (e2e/support/serve.mjs keeps it in server.log). A crash
 * that the browser never saw fails the run, and so does the API key in a log line. The demo key is
 * printed once on purpose, in the start-up banner that tells a newcomer how to sign in.
 */
export default function globalTeardown(): void {
  const problems: string[] = [];
  const key = existsSync(join(MAIN_DATA_DIR, 'demo-key.txt')) ? demoKey() : null;
  for (const dir of [MAIN_DATA_DIR, REMOTE_DATA_DIR]) {
    const path = join(dir, 'server.log');
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, 'utf8').split('\n').map(plain);
    for (const [i, line] of lines.entries()) {
      if (!/uncaughtException|unhandledRejection/i.test(line)) continue;
      problems.push(`${path}:${i + 1}: ${line.trim()}\n    ${lines.slice(i + 1, i + 4).join('\n    ')}`);
    }
    const mentions = key ? lines.filter((line) => line.includes(key)).length : 0;
    if (mentions > 1)
      problems.push(`${path}: the API key appears on ${mentions} lines (the start-up banner is one).`);
  }
  if (problems.length > 0) throw new Error(`The servers logged problems:\n${problems.join('\n')}`);
}
