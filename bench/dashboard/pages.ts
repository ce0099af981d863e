/**
 * What one dashboard page costs: its first-load JavaScript (what the HTML loads), how long the server takes
 * to render its HTML, and its Largest Contentful Paint in Chromium.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { Session } from '../lib/browser';
import type { RunningServer } from '../lib/server';
import { summarise, type LatencySummary } from '../lib/stats';

/** One script of a page: where it is and its gzip size in KB. */
export interface ScriptWeight {
  src: string;
  gzipKb: number;
  /** The libraries it holds, by a string each ships (see LIBRARY_MARKS). */
  holds: string[];
}

export interface PageWeight {
  route: string;
  scripts: ScriptWeight[];
  /** Sum of the scripts' sizes, raw and gzip, in KB. */
  rawKb: number;
  gzipKb: number;
  htmlGzipKb: number;
}

/**
 * Strings that identify a library inside a minified chunk, so the report can say what makes a page heavy
 * without a bundle analyser in the build.
 */
const LIBRARY_MARKS: Record<string, string> = {
  'Apollo Client': 'apollo.devtools',
  rxjs: 'object unsubscribed',
  graphql: 'Syntax Error: ',
  'TanStack Table': 'getCoreRowModel',
  Radix: 'radix-',
  nuqs: '[nuqs]',
  zod: 'ZodError',
  'd3-scale': 'scaleLinear',
  'react-markdown': 'react-markdown',
  'react-dom': 'react-dom',
  'Next router': 'next-router-state-tree',
  'tailwind-merge': 'mask-image-linear-from-pos',
  // Codegen's documents (lib/graphql-client/generated/graphql.ts): every one, whichever a page uses.
  'GraphQL documents': '{kind:"Document",definitions:',
};

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

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

export async function fetchPage(
  url: string,
  cookie: string | null,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

export async function weigh(
  server: RunningServer,
  route: string,
  cookie: string | null,
): Promise<PageWeight> {
  const page = await fetchPage(`${server.url}${route}`, cookie);
  if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
  const scripts: ScriptWeight[] = [];
  let raw = 0;
  for (const src of scriptSources(page.body)) {
    const response = await fetch(new URL(src, server.url));
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    raw += bytes.length;
    const text = bytes.toString('utf8');
    const holds = Object.entries(LIBRARY_MARKS)
      .filter(([, mark]) => text.includes(mark))
      .map(([name]) => name);
    scripts.push({ src, gzipKb: kb(gzipSync(bytes, { level: 9 }).length), holds });
  }
  return {
    route,
    scripts,
    rawKb: kb(raw),
    gzipKb: Math.round(scripts.reduce((sum, s) => sum + s.gzipKb, 0) * 10) / 10,
    htmlGzipKb: kb(gzipSync(Buffer.from(page.body), { level: 9 }).length),
  };
}

/**
 * The page's JavaScript as Chromium loads it cold (a fresh context: nothing cached): every script response
 * until the network has been idle for half a second, whatever asked for it (the HTML, a chunk loaded while
 * hydrating, a prefetch), each weighed as weigh() does. What an outside measure in a browser sees; weigh()
 * counts what the HTML names.
 */
export async function weighInBrowser(
  browser: Browser,
  server: RunningServer,
  route: string,
  session: Session | null,
): Promise<{ scripts: number; gzipKb: number }> {
  const context = await browser.newContext();
  try {
    if (session) await context.addCookies(session.cookies);
    const page = await context.newPage();
    const sources = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sources.add(response.url());
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    let gzip = 0;
    for (const src of sources) {
      const bytes = Buffer.from(await (await fetch(src)).arrayBuffer());
      gzip += kb(gzipSync(bytes, { level: 9 }).length);
    }
    return { scripts: sources.size, gzipKb: Math.round(gzip * 10) / 10 };
  } finally {
    await context.close();
  }
}

/** The page's scripts that the bare page does not load, heaviest first: what the page adds. */
export function addedScripts(page: PageWeight, bare: PageWeight): ScriptWeight[] {
  const shared = new Set(bare.scripts.map((s) => s.src));
  return page.scripts.filter((s) => !shared.has(s.src)).sort((a, b) => b.gzipKb - a.gzipKb);
}

/** The time from request to the last byte of the page's HTML, over `visits` requests after one warm-up. */
export async function timeServerRender(
  server: RunningServer,
  route: string,
  cookie: string | null,
  visits: number,
): Promise<LatencySummary> {
  const samples: number[] = [];
  for (let visit = 0; visit <= visits; visit++) {
    const page = await fetchPage(`${server.url}${route}`, cookie);
    if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
    if (visit > 0) samples.push(page.ms);
  }
  return summarise(samples);
}

export interface PageTiming {
  ttfb: LatencySummary;
  lcp: LatencySummary;
}

/** TTFB and LCP of `route` over fresh contexts (no cache), the session given as cookies (none: signed out). */
export async function timePage(
  browser: Browser,
  server: RunningServer,
  route: string,
  session: Session | null,
  visits: number,
): Promise<PageTiming> {
  const ttfb: number[] = [];
  const lcp: number[] = [];
  for (let visit = 0; visit <= visits; visit++) {
    const context = await browser.newContext();
    try {
      if (session) await context.addCookies(session.cookies);
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
