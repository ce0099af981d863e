/**
 * Dashboard weight and speed, on the production build with the embedded store, for every page (overview,
 * customers, a customer with its usage, a handbook, outdated handbooks, tokens, usage, activity, the
 * settings pages with the webhook endpoints' health, team and branding, sign-in):
 * - first-load JavaScript: the gzip size (zlib level 9) of every script the page's HTML loads
 *   (`<script src>`, skipping `nomodule` ones as modern browsers do), against a bare client page of the same
 *   build (bench/baseline-app/bench/bare), and the heaviest scripts the page adds, with the libraries in them;
 *   and, weighed the same way, every script Chromium loads on a cold visit until the network is idle
 *   (chunks fetched while hydrating or prefetching included), against the bare page's measured so;
 * - the server's render time (request to the HTML's last byte, from node on 127.0.0.1) and, in Chromium,
 *   time to first byte and Largest Contentful Paint (a fresh browser context per visit: nothing cached),
 *   medians of BENCH_VISITS (default 5) after a warm-up visit;
 * - whether the customers page's first page of rows is in the server's HTML (not only in the data for
 *   hydration);
 * - search: from the last key typed in the customers page's search box to the frame that shows the rows,
 *   on the embedded store (1,000 customers) and, with DATABASE_URL, on PostgreSQL with 100,000.
 *
 *   BENCH_BUILD_DIR=… tsx --conditions=react-server bench/dashboard/run.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { openStore } from '@/lib/service/db/open-store';
import { chromiumMissing } from '../../e2e/support/chromium';
import { launchChromium, signIn, type Session } from '../lib/browser';
import { ensureBuild, type Build } from '../lib/build';
import { createBenchDatabase, postgresUnavailable } from '../lib/postgres';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';
import { seedServiceData, SEED_CUSTOMERS } from '../lib/seed';
import { startServer, type RunningServer } from '../lib/server';
import type { LatencySummary } from '../lib/stats';
import { COMMON_SEARCH, generateScaleData, RARE_SEARCH } from '../scale/generate';
import {
  addedScripts,
  fetchPage,
  timePage,
  timeServerRender,
  weigh,
  weighInBrowser,
  type PageTiming,
  type PageWeight,
} from './pages';
import { timeSearch } from './search';

const VISITS = Number(process.env.BENCH_VISITS ?? 5);
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
/** Words a person would look a customer up by: a surname's part, a first name, an email's start. */
const SEARCH_WORDS = [COMMON_SEARCH, 'kowal', 'priya', RARE_SEARCH];
const BIG_SEARCH_CUSTOMERS = 100_000;

interface PageReport extends PageWeight {
  ratioToBare: number | null;
  /** The scripts Chromium loads cold (weighInBrowser), and their ratio to the bare page's measured so. */
  inBrowser: { scripts: number; gzipKb: number; ratioToBare: number | null };
  server: LatencySummary;
  browser: PageTiming | null;
  /** The heaviest scripts the page adds to the bare page's. */
  heaviestAdded: { src: string; gzipKb: number; holds: string[] }[];
}

async function apiData<T>(server: RunningServer, apiKey: string, query: string): Promise<T> {
  const response = await fetch(`${server.url}/api/graphql-reseller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': apiKey },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The emails of the first page (the API's default order) that the server's HTML shows outside scripts. */
async function rowsInHtml(server: RunningServer, apiKey: string, cookie: string) {
  const { handbookCustomers } = await apiData<{ handbookCustomers: { customers: { email: string }[] } }>(
    server,
    apiKey,
    '{ handbookCustomers(limit: 25) { customers { email } } }',
  );
  const emails = handbookCustomers.customers.map((c) => c.email);
  const html = (await fetchPage(`${server.url}/customers`, cookie)).body.replace(
    /<script\b[\s\S]*?<\/script>/gi,
    '',
  );
  const found = emails.filter((email) => html.includes(email)).length;
  return { expected: emails.length, found };
}

/** Every page with whether it needs the session; the bare page first. */
async function pageRoutes(
  server: RunningServer,
  apiKey: string,
  userId: string,
): Promise<[string, boolean][]> {
  const { customerHandbooks } = await apiData<{ customerHandbooks: { handbooks: { handbookId: string }[] } }>(
    server,
    apiKey,
    `{ customerHandbooks(userId: "${userId}", limit: 1) { handbooks { handbookId } } }`,
  );
  const handbookId = customerHandbooks.handbooks[0]!.handbookId;
  return [
    ['/bench/bare', false],
    ['/sign-in', false],
    ['/', true],
    ['/customers', true],
    [`/customers/${userId}`, true],
    [`/handbooks/${handbookId}`, true],
    ['/handbooks/outdated', true],
    ['/tokens', true],
    ['/usage', true],
    ['/activity', true],
    ['/settings', true],
    ['/settings/team', true],
    ['/settings/branding', true],
  ];
}

async function measurePages(
  browser: Browser,
  server: RunningServer,
  routes: [string, boolean][],
  session: Session,
): Promise<PageReport[]> {
  const weights: PageWeight[] = [];
  const loaded: { scripts: number; gzipKb: number }[] = [];
  for (const [route, signedIn] of routes) {
    weights.push(await weigh(server, route, signedIn ? session.header : null));
    loaded.push(await weighInBrowser(browser, server, route, signedIn ? session : null));
  }
  const bare = weights[0]!;
  const ratio = (kb: number, bareKb: number) => Math.round((kb / bareKb) * 100) / 100;
  const reports: PageReport[] = [];
  for (const [i, [route, signedIn]] of routes.entries()) {
    const weight = weights[i]!;
    const isBare = weight === bare;
    reports.push({
      ...weight,
      ratioToBare: isBare ? null : ratio(weight.gzipKb, bare.gzipKb),
      inBrowser: { ...loaded[i]!, ratioToBare: isBare ? null : ratio(loaded[i]!.gzipKb, loaded[0]!.gzipKb) },
      server: await timeServerRender(server, route, signedIn ? session.header : null, VISITS),
      browser: isBare ? null : await timePage(browser, server, route, signedIn ? session : null, VISITS),
      heaviestAdded: addedScripts(weight, bare).slice(0, 3),
    });
  }
  return reports;
}

function printPages(pages: PageReport[]): void {
  heading(`every page: first-load JS (gzip level 9), server render and LCP (medians of ${VISITS} visits)`);
  const rows = pages.map((p) => [
    p.route.replace(/(cus|hb)_\w+/, '$1_…'),
    p.scripts.length,
    p.gzipKb,
    p.ratioToBare ?? '-',
    `${p.inBrowser.gzipKb} (${p.inBrowser.scripts})`,
    p.inBrowser.ratioToBare ?? '-',
    p.server.p50,
    p.browser?.ttfb.p50 ?? '-',
    p.browser?.lcp.p50 ?? '-',
  ]);
  const header = ['route', 'scripts', 'gzip KB', '× bare', 'Chromium KB (scripts)', '× bare', 'render ms'];
  console.log(table([[...header, 'TTFB ms', 'LCP ms'], ...rows]));
  heading('the heaviest scripts each page adds to the bare page');
  for (const p of pages.slice(1)) {
    const added = p.heaviestAdded.map((s) => `${s.gzipKb} KB (${s.holds.join(', ') || 'app code'})`);
    console.log(`${p.route}: ${added.join('; ') || 'nothing'}`);
  }
}

function pageTargets(pages: PageReport[]): TargetResult[] {
  const bare = pages[0]!;
  return pages.slice(1).flatMap((p) => [
    {
      target: `${p.route.replace(/(cus|hb)_\w+/, '$1_…')} first-load JS ≤ 1.5× the bare page`,
      measured: `${p.ratioToBare}× (${p.gzipKb} KB vs ${bare.gzipKb} KB gzip)`,
      verdict: verdict((p.ratioToBare ?? Infinity) <= 1.5),
    },
    {
      target: `${p.route.replace(/(cus|hb)_\w+/, '$1_…')} JS loaded cold in Chromium ≤ 1.5× the bare page`,
      measured: `${p.inBrowser.ratioToBare}× (${p.inBrowser.gzipKb} KB vs ${bare.inBrowser.gzipKb} KB gzip)`,
      verdict: verdict((p.inBrowser.ratioToBare ?? Infinity) <= 1.5),
    },
    {
      target: `${p.route.replace(/(cus|hb)_\w+/, '$1_…')} LCP p50 ≤ 1.0 s`,
      measured: `${p.browser!.lcp.p50} ms (TTFB ${p.browser!.ttfb.p50} ms, server render ${p.server.p50} ms)`,
      verdict: verdict(p.browser!.lcp.p50 <= 1000),
    },
  ]);
}

function searchTarget(label: string, result: LatencySummary, limitMs: number): TargetResult {
  return {
    target: `search (${label}): last key to rows on screen p50 ≤ ${limitMs} ms`,
    measured: `${result.p50} ms (p95 ${result.p95} ms, ${result.samples} words)`,
    verdict: verdict(result.p50 <= limitMs),
  };
}

/** Search on PostgreSQL with 100,000 customers, or why it was skipped. */
async function bigSearch(browser: Browser, build: Build): Promise<LatencySummary | string> {
  const unavailable = await postgresUnavailable();
  if (unavailable) return unavailable;
  const database = await createBenchDatabase('dashboard_search');
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-dashboard-pg-'));
  let server: RunningServer | null = null;
  try {
    const store = await openStore({ databaseUrl: database.url });
    let scale: Awaited<ReturnType<typeof generateScaleData>>;
    try {
      scale = await generateScaleData(store.db, [BIG_SEARCH_CUSTOMERS], new Date());
    } finally {
      await store.close();
    }
    server = await startServer({ server: build.server, dataDir, databaseUrl: database.url });
    const session = await signIn(browser, server.url, scale.resellers[0]!.key);
    return await timeSearch(browser, server, session, SEARCH_WORDS, SEARCH_ROUNDS);
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const noBrowser = chromiumMissing();
  if (noBrowser) {
    console.log(`dashboard skipped: ${noBrowser}.`);
    writeResults('dashboard', {
      benchmark: 'dashboard',
      when: new Date().toISOString(),
      skipped: noBrowser,
      targets: [],
    });
    return;
  }
  const build = await ensureBuild((m) => console.log(`build: ${m}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-dashboard-'));
  const browser = await launchChromium();
  let server: RunningServer | null = null;
  try {
    const seed = await seedServiceData({ dataDir });
    server = await startServer({ server: build.server, dataDir });
    const session = await signIn(browser, server.url, seed.apiKey);
    const pages = await measurePages(
      browser,
      server,
      await pageRoutes(server, seed.apiKey, seed.customerId),
      session,
    );
    printPages(pages);
    const rows = await rowsInHtml(server, seed.apiKey, session.header);
    console.log(`\nfirst page of rows in the server's HTML: ${rows.found} of ${rows.expected} emails`);

    heading(`search in Chromium, last key to rows on screen (${SEARCH_WORDS.join(', ')})`);
    const smallSearch = await timeSearch(browser, server, session, SEARCH_WORDS, SEARCH_ROUNDS);
    await server.stop();
    server = null;
    const big = await bigSearch(browser, build);
    console.log(
      table([
        ['store', 'customers', 'p50 ms', 'p95 ms', 'max ms'],
        ['PGlite', SEED_CUSTOMERS, smallSearch.p50, smallSearch.p95, smallSearch.max],
        typeof big === 'string'
          ? ['PostgreSQL', `skipped: ${big}`, '-', '-', '-']
          : ['PostgreSQL', BIG_SEARCH_CUSTOMERS, big.p50, big.p95, big.max],
      ]),
    );

    const targets: TargetResult[] = [
      ...pageTargets(pages),
      {
        target: 'first page of rows in the HTML',
        measured: `${rows.found}/${rows.expected} rows`,
        verdict: verdict(rows.expected === 25 && rows.found === rows.expected),
      },
      searchTarget(`PGlite, ${SEED_CUSTOMERS.toLocaleString('en')} customers`, smallSearch, 300),
      typeof big === 'string'
        ? { target: 'search (PostgreSQL, 100,000 customers) ≤ 500 ms', measured: big, verdict: 'SKIP' }
        : searchTarget(`PostgreSQL, ${BIG_SEARCH_CUSTOMERS.toLocaleString('en')} customers`, big, 500),
    ];
    printTargets(targets);
    const path = writeResults('dashboard', {
      benchmark: 'dashboard',
      when: new Date().toISOString(),
      loadAverageAtStart,
      pages,
      rowsInHtml: rows,
      search: { words: SEARCH_WORDS, rounds: SEARCH_ROUNDS, pglite: smallSearch, postgres: big },
      targets,
    });
    console.log(`\nJSON: ${path}`);
  } finally {
    await server?.stop();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
