/**
 * Relay overhead: the dashboard's GraphQL relay `/api/graphql` with a real session (signed in through the
 * form in Chromium) against (a) the Reseller API called directly and (b) a naive relay route of the same
 * build that only forwards with `fetch` (bench/baseline-app/api/bench/naive-relay). The same operation
 * everywhere: `handbookCustomers`, 25 rows with total.
 *
 * - external upstream: a service server, and a dashboard server with HANDBOOK_API_URL pointing at it;
 *   target ≥ 0.9× the naive relay's req/s.
 * - embedded upstream: one server; the dashboard calls the service in-process (no second HTTP hop), the
 *   naive relay makes one; target ≥ 1.3× the naive relay's req/s.
 *
 * Both on the embedded store (PGlite), the default deployment; with PostgreSQL reachable, the embedded case
 * runs on PostgreSQL too.
 *
 *   tsx --conditions=react-server bench/relay/run.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { chromiumMissing } from '../../e2e/support/chromium';
import { launchChromium, signIn } from '../lib/browser';
import { ensureBuild } from '../lib/build';
import {
  compareEndpoints,
  CONNECTIONS,
  reportComparison,
  ROUNDS,
  SECONDS,
  type ComparedRow,
  type Endpoint,
} from '../lib/compare';
import { createBenchDatabase, postgresUnavailable, type BenchDatabase } from '../lib/postgres';
import { heading, verdict, writeResults, type TargetResult } from '../lib/report';
import { seedServiceData } from '../lib/seed';
import { startServer, type RunningServer } from '../lib/server';

const QUERY = JSON.stringify({
  query: `{ handbookCustomers(limit: 25) { total customers {
    userId email name createdAt handbookCount activeTokenCount accessExpiresAt accessExpiredAt } } }`,
});
const DASHBOARD = 'dashboard /api/graphql';
const NAIVE = 'naive fetch relay';
const DIRECT = 'Reseller API direct';

interface CaseResult {
  case: string;
  store: 'postgres' | 'pglite';
  upstream: 'external' | 'embedded';
  rows: ComparedRow[];
}

async function check(endpoint: Endpoint): Promise<void> {
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: endpoint.headers,
    body: endpoint.body,
  });
  const body = (await response.json()) as { data?: { handbookCustomers?: { customers: unknown[] } } };
  if (response.status !== 200 || body.data?.handbookCustomers?.customers.length !== 25) {
    throw new Error(
      `${endpoint.name} answered wrongly (${response.status}): ${JSON.stringify(body).slice(0, 400)}`,
    );
  }
}

/** The three ways in, given the dashboard server, the server that holds the Reseller API, and a session. */
function endpointsFor(
  dashboard: RunningServer,
  service: RunningServer,
  apiKey: string,
  cookie: string,
): Endpoint[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: DASHBOARD,
      url: `${dashboard.url}/api/graphql`,
      // What the browser sends: the session cookie, and Origin (the relay refuses cross-site requests).
      headers: { ...json, cookie, origin: dashboard.url, 'sec-fetch-site': 'same-origin' },
      body: QUERY,
    },
    {
      name: NAIVE,
      url: `${dashboard.url}/api/bench/naive-relay`,
      headers: { ...json, 'x-api-token': apiKey },
      body: QUERY,
    },
    {
      name: DIRECT,
      url: `${service.url}/api/graphql-reseller`,
      headers: { ...json, 'x-api-token': apiKey },
      body: QUERY,
    },
  ];
}

async function runCase(
  label: string,
  upstream: 'external' | 'embedded',
  database: BenchDatabase | null,
  serverPath: string,
  browser: Browser,
): Promise<CaseResult> {
  heading(`relay, ${label} (${ROUNDS} rounds of ${SECONDS} s per endpoint and level)`);
  const serviceDir = mkdtempSync(join(tmpdir(), 'hb-bench-relay-'));
  const dashboardDir = mkdtempSync(join(tmpdir(), 'hb-bench-relay-dash-'));
  const servers: RunningServer[] = [];
  try {
    const seed = await seedServiceData(database ? { databaseUrl: database.url } : { dataDir: serviceDir });
    const service = await startServer({
      server: serverPath,
      dataDir: serviceDir,
      databaseUrl: database?.url,
    });
    servers.push(service);
    const dashboard =
      upstream === 'embedded'
        ? service
        : await startServer({
            server: serverPath,
            dataDir: dashboardDir,
            env: { HANDBOOK_API_URL: service.url },
            readyPath: '/sign-in',
          });
    if (dashboard !== service) servers.push(dashboard);
    const scope = { serverPids: servers.map((s) => s.pid), databases: database ? [database] : [] };
    const rows: ComparedRow[] = [];
    for (const connections of CONNECTIONS) {
      // A fresh session per level, as a browser has one: it stores the renewed cookie the dashboard sends
      // once a minute, and the load generator cannot, so a session older than that was sealed again on every
      // request (about 1.9 ms each), which no browser causes. A level takes about 40 s at the defaults.
      const cookie = (await signIn(browser, dashboard.url, seed.apiKey)).header;
      const endpoints = endpointsFor(dashboard, service, seed.apiKey, cookie);
      for (const endpoint of endpoints) await check(endpoint);
      rows.push(...(await compareEndpoints(endpoints, NAIVE, connections, scope)));
    }
    return { case: label, store: database ? 'postgres' : 'pglite', upstream, rows };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(serviceDir, { recursive: true, force: true });
    rmSync(dashboardDir, { recursive: true, force: true });
  }
}

function targetsOf(results: CaseResult[]): TargetResult[] {
  return results.flatMap((result) =>
    result.rows
      .filter((r) => r.endpoint === DASHBOARD)
      .map((r) => {
        const minimum = result.upstream === 'external' ? 0.9 : 1.3;
        const failed = r.failures ? `, ${r.failures} failed requests` : '';
        return {
          target: `${result.case}: dashboard relay ≥ ${minimum}× naive relay req/s (c=${r.connections})`,
          measured: `${r.ratio}× (${r.rps} req/s)${failed}`,
          verdict: verdict((r.ratio ?? 0) >= minimum && r.failures === 0),
        };
      }),
  );
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const noBrowser = chromiumMissing();
  if (noBrowser) {
    console.log(`relay skipped: ${noBrowser}.`);
    writeResults('relay', {
      benchmark: 'relay',
      when: new Date().toISOString(),
      skipped: noBrowser,
      targets: [],
    });
    return;
  }
  const build = await ensureBuild((m) => console.log(`build: ${m}`));
  const browser = await launchChromium();
  const results: CaseResult[] = [];
  const skipped: Record<string, string> = {};
  try {
    results.push(await runCase('external upstream (PGlite)', 'external', null, build.server, browser));
    results.push(await runCase('embedded upstream (PGlite)', 'embedded', null, build.server, browser));
    const reason = await postgresUnavailable();
    if (reason) {
      skipped.postgres = reason;
      console.log(`\nPostgreSQL case skipped: ${reason}.`);
    } else {
      const database = await createBenchDatabase('relay');
      try {
        results.push(
          await runCase('embedded upstream (PostgreSQL)', 'embedded', database, build.server, browser),
        );
      } finally {
        await database.drop();
      }
    }
  } finally {
    await browser.close();
  }

  reportComparison({
    benchmark: 'relay',
    title: 'relay overhead (ratio = req/s ÷ the naive relay req/s in the same round, median of rounds)',
    groupColumn: 'case',
    groups: results.map((c) => ({ label: c.case, rows: c.rows })),
    targets: targetsOf(results),
    loadAverageAtStart,
    skipped,
    resultsKey: 'cases',
    results,
  });
}

await main();
