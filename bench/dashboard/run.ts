/**
 * Dashboard weight and speed, on the production build with the embedded store:
 * - first-load JavaScript per route: the gzip size (zlib level 9) of every script the page's HTML loads
 *   (`<script src>`, skipping `nomodule` ones as modern browsers do), against a bare client page of the same
 *   build (bench/baseline-app/bench/bare);
 * - time to first byte and Largest Contentful Paint of the customers page with 25 rows, in Chromium on
 *   127.0.0.1 (a fresh browser context per visit: nothing cached), median of BENCH_VISITS (default 9);
 * - whether the first page of rows is in the server's HTML (not only in the data for hydration).
 *
 *   tsx --conditions=react-server bench/dashboard/run.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { chromiumUnavailable, launchChromium, signIn, type Session } from '../lib/browser';
import { ensureBuild } from '../lib/build';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';
import { seedServiceData } from '../lib/seed';
import { startServer, type RunningServer } from '../lib/server';
import { summarise, type LatencySummary } from '../lib/stats';

const VISITS = Number(process.env.BENCH_VISITS ?? 9);

interface RouteWeight {
  route: string;
  scripts: number;
  /** Sum of the scripts' sizes, raw and gzip, in KB. */
  rawKb: number;
  gzipKb: number;
  htmlGzipKb: number;
  ratioToBare: number | null;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The `src` of every script the HTML loads, in order, without `nomodule` ones; unique. */
function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src && !sources.includes(src)) sources.push(src.replaceAll('&amp;', '&'));
  }
  return sources;
}

async function text(url: string, cookie: string | null): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

async function weigh(
  server: RunningServer,
  route: string,
  cookie: string | null,
): Promise<Omit<RouteWeight, 'ratioToBare'>> {
  const page = await text(`${server.url}${route}`, cookie);
  if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
  const sources = scriptSources(page.body);
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const response = await fetch(new URL(src, server.url));
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    route,
    scripts: sources.length,
    rawKb: kb(raw),
    gzipKb: kb(gzip),
    htmlGzipKb: kb(gzipSync(Buffer.from(page.body), { level: 9 }).length),
  };
}

interface PageTiming {
  ttfb: LatencySummary;
  lcp: LatencySummary;
}

/** TTFB and LCP of `route` over fresh contexts (no cache), the session given as cookies. */
async function timePage(
  browser: Browser,
  server: RunningServer,
  route: string,
  session: Session,
): Promise<PageTiming> {
  const ttfb: number[] = [];
  const lcp: number[] = [];
  for (let visit = 0; visit <= VISITS; visit++) {
    const context = await browser.newContext();
    try {
      await context.addCookies(session.cookies);
      const page = await context.newPage();
      await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      const timing = await page.evaluate(
        () =>
          new Promise<{ ttfb: number; lcp: number }>((resolve) => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({ ttfb: navigation.responseStart, lcp: entries[entries.length - 1]!.startTime });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      // The first visit warms the server (route code, caches) and is not counted.
      if (visit > 0) {
        ttfb.push(timing.ttfb);
        lcp.push(timing.lcp);
      }
    } finally {
      await context.close();
    }
  }
  return { ttfb: summarise(ttfb), lcp: summarise(lcp) };
}

/** The emails of the first page (the API's default order) that the server's HTML shows outside scripts. */
async function rowsInHtml(server: RunningServer, apiKey: string, cookie: string) {
  const response = await fetch(`${server.url}/api/graphql-reseller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': apiKey },
    body: JSON.stringify({ query: '{ handbookCustomers(limit: 25) { customers { email } } }' }),
  });
  const { data } = (await response.json()) as {
    data: { handbookCustomers: { customers: { email: string }[] } };
  };
  const emails = data.handbookCustomers.customers.map((c) => c.email);
  const html = (await text(`${server.url}/customers`, cookie)).body.replace(
    /<script\b[\s\S]*?<\/script>/gi,
    '',
  );
  const found = emails.filter((email) => html.includes(email)).length;
  return { expected: emails.length, found };
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const noBrowser = chromiumUnavailable();
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
    const cookie = session.header;

    heading('first-load JavaScript per route (gzip level 9, scripts the HTML loads)');
    const routes: [string, boolean][] = [
      ['/bench/bare', false],
      ['/sign-in', false],
      ['/', true],
      ['/customers', true],
      [`/customers/${seed.customerId}`, true],
      ['/tokens', true],
      ['/activity', true],
    ];
    const measured = [];
    for (const [route, signedIn] of routes)
      measured.push(await weigh(server, route, signedIn ? cookie : null));
    const bare = measured[0]!.gzipKb;
    const weights: RouteWeight[] = measured.map((w) => ({
      ...w,
      ratioToBare: w.route === '/bench/bare' ? null : Math.round((w.gzipKb / bare) * 100) / 100,
    }));
    console.log(
      table([
        ['route', 'scripts', 'raw KB', 'gzip KB', '× bare', 'HTML gzip KB'],
        ...weights.map((w) => [w.route, w.scripts, w.rawKb, w.gzipKb, w.ratioToBare ?? '-', w.htmlGzipKb]),
      ]),
    );

    heading(`customers page in Chromium (${VISITS} cold visits, 25 rows)`);
    const timing = await timePage(browser, server, '/customers', session);
    console.log(
      table([
        ['metric', 'p50 ms', 'p95 ms', 'min ms', 'max ms'],
        ['TTFB', timing.ttfb.p50, timing.ttfb.p95, timing.ttfb.min, timing.ttfb.max],
        ['LCP', timing.lcp.p50, timing.lcp.p95, timing.lcp.min, timing.lcp.max],
      ]),
    );
    const rows = await rowsInHtml(server, seed.apiKey, cookie);
    console.log(`first page of rows in the server's HTML: ${rows.found} of ${rows.expected} emails`);

    const customers = weights.find((w) => w.route === '/customers')!;
    const overview = weights.find((w) => w.route === '/')!;
    const targets: TargetResult[] = [
      {
        // The overview's charts are SVG drawn on the server: the page should weigh what the layout does.
        target: 'overview first-load JS ≤ the customers page',
        measured: `${overview.gzipKb} KB vs ${customers.gzipKb} KB gzip (${overview.ratioToBare}× bare)`,
        verdict: verdict(overview.gzipKb <= customers.gzipKb),
      },
      {
        target: 'customers page first-load JS ≤ 1.5× the bare page',
        measured: `${customers.ratioToBare}× (${customers.gzipKb} KB vs ${bare} KB gzip)`,
        verdict: verdict((customers.ratioToBare ?? Infinity) <= 1.5),
      },
      {
        target: 'customers page LCP p50 ≤ 1.0 s',
        measured: `${timing.lcp.p50} ms (TTFB ${timing.ttfb.p50} ms)`,
        verdict: verdict(timing.lcp.p50 <= 1000),
      },
      {
        target: 'first page of rows in the HTML',
        measured: `${rows.found}/${rows.expected} rows`,
        verdict: verdict(rows.expected === 25 && rows.found === rows.expected),
      },
    ];
    printTargets(targets);
    const path = writeResults('dashboard', {
      benchmark: 'dashboard',
      when: new Date().toISOString(),
      loadAverageAtStart,
      weights,
      customersPage: { visits: VISITS, ...timing, rowsInHtml: rows },
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
