import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Under CI (`CI` set) no suite may go missing: what a suite needs and lacks fails the run at once, saying
 * why. On a user's machine the PostgreSQL suites are skipped instead, and say so.
 */
const UNREACHABLE = 'postgresql://postgres@127.0.0.1:1/test';
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';
// Any executable stands in for Chromium where the test is not about it.
const BROWSER = process.execPath;

/** This run's environment without its Vitest, CI, database and Redis settings, as a fresh shell would have it. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) {
    const ours = /^(VITEST|TEST_STORE$|CI$|DATABASE_URL$|REDIS_URL$|PLAYWRIGHT_CHROMIUM_PATH$)/.test(name);
    if (ours && !(name in extra)) delete env[name];
  }
  return env;
}

/**
 * Runs a command in a process group of its own. `stopAt` ends the whole group as soon as the output shows
 * it got that far: a check that no longer stops the run must fail this test, not start the long steps.
 */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  stopAt?: RegExp,
): Promise<{ code: number | null; output: string; reached: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: cleanEnv(env), detached: true });
    let output = '';
    let reached = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopAt && !reached && stopAt.test(output)) {
        reached = true;
        process.kill(-child.pid!, 'SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (code) => resolve({ code, output, reached }));
  });
}

const testAll = (env: Record<string, string>) => run('bash', ['scripts/test-all.sh'], env, /==> Lint/);
const vitest = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], env);

describe('npm test under CI', () => {
  it('fails before anything long when the PostgreSQL server does not answer', async () => {
    const result = await testAll({
      CI: 'true',
      DATABASE_URL: UNREACHABLE,
      PLAYWRIGHT_CHROMIUM_PATH: BROWSER,
    });
    expect(result.reached).toBe(false);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'PostgreSQL suites cannot run under CI: cannot use the PostgreSQL server at 127.0.0.1:1 (ECONNREFUSED).',
    );
  });

  it('fails before anything long when the Redis server does not answer', async () => {
    const result = await testAll({
      CI: 'true',
      DATABASE_URL: UNREACHABLE,
      REDIS_URL: UNREACHABLE_REDIS,
      PLAYWRIGHT_CHROMIUM_PATH: BROWSER,
    });
    expect(result.reached).toBe(false);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'Redis suite cannot run under CI: cannot use the Redis server at 127.0.0.1:1 (ECONNREFUSED).',
    );
  });

  it('fails, naming each problem, without DATABASE_URL, REDIS_URL or Chromium', async () => {
    const result = await testAll({ CI: 'true', PLAYWRIGHT_CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.reached).toBe(false);
    expect(result.code).toBe(1);
    expect(result.output).toContain('PostgreSQL suites cannot run under CI: DATABASE_URL is not set');
    expect(result.output).toContain('Redis suite cannot run under CI: REDIS_URL is not set');
    expect(result.output).toContain('no Chromium at /nonexistent/chromium');
  });

  it('elsewhere skips the PostgreSQL and Redis suites, saying why, and goes on', async () => {
    const result = await testAll({
      DATABASE_URL: UNREACHABLE,
      REDIS_URL: UNREACHABLE_REDIS,
      PLAYWRIGHT_CHROMIUM_PATH: BROWSER,
    });
    expect(result.reached).toBe(true);
    expect(result.output).toContain(
      'PostgreSQL suites skipped: cannot use the PostgreSQL server at 127.0.0.1:1 (ECONNREFUSED).',
    );
    expect(result.output).toContain(
      'Redis suite skipped: cannot use the Redis server at 127.0.0.1:1 (ECONNREFUSED).',
    );
  });
});

// Each starts a Vitest of its own: slow on a busy machine.
describe('Vitest under CI', { timeout: 180_000 }, () => {
  it('fails the PostgreSQL projects without DATABASE_URL', async () => {
    const result = await vitest({ CI: 'true' }, '--project', 'postgres');
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('The PostgreSQL suites cannot run: DATABASE_URL is not set');
  });

  it('fails them when the server does not answer', async () => {
    const result = await vitest({ CI: 'true', DATABASE_URL: UNREACHABLE }, '--project', 'service:postgres');
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'The PostgreSQL suites cannot run: cannot use the PostgreSQL server at 127.0.0.1:1',
    );
  });

  it('fails the Redis project without REDIS_URL, and when its server does not answer', async () => {
    const unset = await vitest({ CI: 'true' }, '--project', 'redis');
    expect(unset.code).not.toBe(0);
    expect(unset.output).toContain('The Redis suite cannot run: REDIS_URL is not set');
    const unreachable = await vitest({ CI: 'true', REDIS_URL: UNREACHABLE_REDIS }, '--project', 'redis');
    expect(unreachable.code).not.toBe(0);
    expect(unreachable.output).toContain(
      'The Redis suite cannot run: cannot use the Redis server at 127.0.0.1:1 (ECONNREFUSED)',
    );
  });

  it('elsewhere leaves them out without DATABASE_URL or REDIS_URL, saying so', async () => {
    const result = await vitest({}, '--project', 'unit', 'tests/unit/config.test.ts');
    expect(result.code).toBe(0);
    expect(result.output).toContain('[vitest] PostgreSQL suites skipped (service:postgres, postgres)');
    expect(result.output).toContain('[vitest] Redis suite skipped (redis): REDIS_URL is not set');
  });
});

describe('Playwright under CI', () => {
  it('fails at once without Chromium', async () => {
    const result = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--list'], {
      CI: 'true',
      PLAYWRIGHT_CHROMIUM_PATH: '/nonexistent/chromium',
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('The end-to-end tests cannot run: no Chromium at /nonexistent/chromium');
  });
});
