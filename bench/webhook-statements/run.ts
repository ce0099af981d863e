/**
 * What endpoint health costs a delivery attempt (issue "Performance, third round", part 5): the statements
 * one round of attempts sends to PostgreSQL, in this checkout and in the tree just before endpoint health
 * (the parent of the commit that added lib/service/webhooks/endpoint-health.ts), for attempts a receiver
 * answers with 200 and with 500. Target: at most one statement more per attempt than before. Statements are
 * counted, not timed, so one run of each is the figure: the same code sends the same statements.
 *
 *   tsx --conditions=react-server bench/webhook-statements/run.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutBefore } from '../lib/checkout';
import { createBenchDatabase, postgresUnavailable } from '../lib/postgres';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';

const ROOT = process.cwd();
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const ATTEMPTS = 40;
const MAX_MORE_PER_ATTEMPT = 1;
const ANSWERS = [200, 500] as const;

interface Counted {
  attempts: number;
  statements: number;
}

/** One round of ATTEMPTS attempts answered with `status`, run by the tree at `tree` on a new database. */
async function countRound(tree: string, status: number): Promise<Counted> {
  const database = await createBenchDatabase('statements');
  try {
    const out = execFileSync(
      process.execPath,
      [
        TSX,
        '--conditions=react-server',
        join(ROOT, 'bench/webhook-statements/attempts.ts'),
        database.url,
        String(status),
        String(ATTEMPTS),
      ],
      {
        cwd: tree,
        // The attempts' own log lines (every 500 is logged) stay out of the figures; a failure shows them.
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 1 << 24,
      },
    );
    const counted = JSON.parse(out.toString().trim().split('\n').at(-1)!) as Counted;
    if (counted.attempts !== ATTEMPTS)
      throw new Error(`${tree} made ${counted.attempts} attempts in its round, not ${ATTEMPTS}`);
    return counted;
  } finally {
    await database.drop();
  }
}

async function main() {
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    console.log(`Skipped: ${unavailable}.`);
    writeResults('webhook-statements', {
      benchmark: 'webhook-statements',
      skipped: unavailable,
      targets: [],
    });
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'hb-bench-statements-'));
  try {
    const beforeTree = join(work, 'before');
    const before = checkoutBefore('lib/service/webhooks/endpoint-health.ts', beforeTree);
    const rows: (string | number)[][] = [];
    const targets: TargetResult[] = [];
    for (const status of ANSWERS) {
      const then = await countRound(beforeTree, status);
      const now = await countRound(ROOT, status);
      const perAttempt = (c: Counted) => Math.round((c.statements / c.attempts) * 100) / 100;
      rows.push(
        [`before endpoint health (${before})`, status, then.attempts, then.statements, perAttempt(then)],
        ['this checkout', status, now.attempts, now.statements, perAttempt(now)],
      );
      targets.push({
        target: `statements per delivery attempt answered ${status} ≤ before endpoint health + ${MAX_MORE_PER_ATTEMPT}`,
        measured: `${perAttempt(now)} against ${perAttempt(then)} (${now.statements} and ${then.statements} for ${ATTEMPTS} attempts)`,
        verdict: verdict(perAttempt(now) <= perAttempt(then) + MAX_MORE_PER_ATTEMPT),
      });
    }
    heading(`statements one round of ${ATTEMPTS} delivery attempts sends to PostgreSQL (claims included)`);
    console.log(table([['tree', 'answer', 'attempts', 'statements', 'per attempt'], ...rows]));
    printTargets(targets);
    const path = writeResults('webhook-statements', { benchmark: 'webhook-statements', rows, targets });
    console.log(`\nJSON: ${path}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
