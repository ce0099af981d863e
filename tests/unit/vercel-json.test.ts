import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * vercel.json against the fields of Vercel's documented schema it uses (openapi.vercel.sh/vercel.json), and
 * against the app: what `vercel build` would only show after a second full build (docs/operations.md).
 */
const root = process.cwd();

// Minute, hour, day of month, month, day of week: Vercel's five fields, numbers only (no names, no seconds).
const CRON_FIELDS = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
] as const;

function cronFieldValid(field: string, [min, max]: readonly [number, number]): boolean {
  const inRange = (text: string) => /^\d{1,2}$/.test(text) && Number(text) >= min && Number(text) <= max;
  return field.split(',').every((item) => {
    const [base = '', step, extra] = item.split('/');
    if (extra !== undefined || (step !== undefined && !/^[1-9]\d?$/.test(step))) return false;
    if (base === '*') return true;
    const [from = '', to, more] = base.split('-');
    return more === undefined && inRange(from) && (to === undefined || (inRange(to) && +to >= +from));
  });
}

const cronExpression = z.string().refine((expression) => {
  const fields = expression.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field, i) => cronFieldValid(field, CRON_FIELDS[i]!));
}, 'is not a five-field cron expression');

// The longest duration every plan allows, with fluid compute or without (Hobby's limit without it).
const MAX_DURATION_ANY_PLAN = 60;

const vercelJson = z
  .object({
    $schema: z.string().optional(),
    buildCommand: z.string().min(1).optional(),
    crons: z.array(z.strictObject({ path: z.string().regex(/^\/[\w\-/]*$/), schedule: cronExpression })),
    functions: z.record(
      z.string(),
      z.strictObject({ maxDuration: z.int().min(1).max(MAX_DURATION_ANY_PLAN) }),
    ),
  })
  .strict();

const config = vercelJson.parse(JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8')));
const routeFiles = readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)route\.ts$/.test(file))
  .map((file) => `app/${file}`);

const dataDir = mkdtempSync(join(tmpdir(), 'hb-vercel-json-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('vercel.json', () => {
  it('knows a cron expression when it sees one', () => {
    for (const good of ['* * * * *', '0 3 * * *', '*/5 0-6 1,15 * 1-5'])
      expect(cronExpression.safeParse(good).success, good).toBe(true);
    for (const bad of ['* * * *', '60 * * * *', '* * * * 7', '*/0 * * * *', '0 3 * * MON', '5-1 * * * *'])
      expect(cronExpression.safeParse(bad).success, bad).toBe(false);
  });

  it('gives each function glob a duration every plan allows, and each glob matches a route file', () => {
    for (const glob of Object.keys(config.functions))
      expect(
        routeFiles.some((file) => matchesGlob(file, glob)),
        glob,
      ).toBe(true);
  });

  it('gives the cron route its 60 s: the round is bounded at 50 s', async () => {
    const { CRON_ROUND_MS } = await import('@/lib/service/host/cron-route');
    const cronGlobs = Object.entries(config.functions).filter(([glob]) =>
      matchesGlob('app/api/cron/background/route.ts', glob),
    );
    expect(cronGlobs.map(([, f]) => f.maxDuration)).toEqual([60]);
    expect(CRON_ROUND_MS).toBeLessThan(60_000);
  });

  it('schedules only real routes, which answer 401 without the secret and run nothing', async () => {
    expect(config.crons.length).toBeGreaterThan(0);
    Object.assign(process.env, {
      HANDBOOK_DATA_DIR: dataDir,
      CRON_SECRET: 'cron-secret-of-at-least-thirty-two-bytes',
      // A store nobody could open: a route that ran anything would answer 503, not 401.
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
    });
    for (const { path } of config.crons) {
      const file = `app${path}/route.ts`;
      expect(existsSync(join(root, file)), file).toBe(true);
      const route = (await import(/* @vite-ignore */ join(root, file))) as {
        GET: (request: Request) => Promise<Response>;
      };
      expect((await route.GET(new Request(`http://localhost${path}`))).status).toBe(401);
      const wrong = { authorization: 'Bearer not-the-secret' };
      expect((await route.GET(new Request(`http://localhost${path}`, { headers: wrong }))).status).toBe(401);
    }
  });
});
