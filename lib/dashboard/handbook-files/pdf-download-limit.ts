import 'server-only';
import { getConfig } from '@/lib/config';
import { getLimitStore } from '@/lib/rate-limit/redis-client';
import { createWindowLimiter, type RequestLimiter } from '@/lib/rate-limit/request-limiter';

/**
 * PDF downloads a reseller may ask for in a minute, all its staff keys together. The PDF places
 * (render-turns.ts) bound how many are made at once, not how often they are asked for: a flood of one
 * reseller kept its two places making PDFs without pause and had about 50 more a second refused as busy,
 * each refusal after the whole of Next's route and a session check, asked again at once; together they
 * held the event loop that every other tenant's pages need. Past this limit a download is refused in the
 * root proxy (proxy.ts), before its session is renewed and before any route runs, with the seconds to
 * wait. Far above what people clicking download need; counted in Redis for every instance with
 * `REDIS_URL`, otherwise per instance.
 */
export const PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE = 30;

const DOWNLOAD_PATH = /^\/handbooks\/[^/]+\/download$/;

/** `GET /handbooks/{id}/download?format=pdf` (a Markdown download makes no PDF and is not counted). */
export const isPdfDownload = (url: URL) =>
  DOWNLOAD_PATH.test(url.pathname) && url.searchParams.get('format') === 'pdf';

const holder = globalThis as typeof globalThis & { __handbookPdfDownloads?: RequestLimiter };

// One limiter per process, on globalThis as the other limits: development reloads modules.
function pdfDownloads(): RequestLimiter {
  holder.__handbookPdfDownloads ??= createWindowLimiter(
    { name: 'pdf_downloads', points: PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE, windowSeconds: 60 },
    getLimitStore(getConfig().redisUrl),
  );
  return holder.__handbookPdfDownloads;
}

/**
 * Counts a PDF download of the signed-in `resellerId`; the seconds it must wait when it is over the limit,
 * else 0. Anything else than a PDF download is neither counted nor refused.
 */
export function pdfDownloadWait(url: URL, resellerId: string, now: Date): Promise<number> {
  return isPdfDownload(url) ? pdfDownloads().hit(resellerId, now) : Promise.resolve(0);
}

/**
 * How long a download over the limit waits for its refusal. Every request costs Next 3–5 ms of the event
 * loop before the proxy answers it (measured: refusals answered at once went to 24 connections that asked
 * again at once, ignoring Retry-After, at 100 to 280 a second, and held the loop the other tenants' pages
 * need: their page took 5–8× its idle time). Answered after this pause, each connection asks at most once
 * per pause; a person told to wait some seconds loses nothing.
 */
export const REFUSAL_PAUSE_MS = 1_000;

export const refusalPause = () => new Promise<void>((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));

/** What a download over the limit is told, with the seconds it must wait. */
export const pdfLimitMessage = (wait: number) =>
  `Too many PDFs were downloaded this minute (at most ${PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE} for your account). ` +
  `Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`;
