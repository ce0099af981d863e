import 'server-only';
import { z } from 'zod';
import { HANDBOOK_QUERY, HANDBOOK_VERSION_QUERY } from '@/lib/graphql-client/documents/handbooks';
import { namesNothing } from '@/lib/graphql-client/errors';
import type { BrandingFieldsFragment, HandbookQuery } from '@/lib/graphql-client/generated/graphql';
import { errorFields, log } from '@/lib/http/log';
import { signInPath } from '@/lib/http/return-path';
import type { PdfCover } from './cover';
import { coverLogo } from './cover-logo';
import { attachmentHeader } from './download-name';
import { renderInThread } from './pdf-threads';
import { inRenderTurn, RenderBusyError, RenderDeadlineError } from './render-turns';
import { UpstreamError, type Upstream } from '../relay/upstream';
import { instruments } from '../../telemetry/instruments';
import { timedSpan } from '../../telemetry/timed-span';

/**
 * `GET /handbooks/{id}/download?format=pdf|markdown[&version=N]`: one handbook as a file (its current
 * version, or version N), fetched from the Reseller API with the session's key. Next-free, so tests call it with a fake upstream. Failures are plain sentences
 * with real statuses: an unknown or deleted handbook is a 404, never a server error.
 */
const downloadQuery = z.object({
  format: z.enum(['pdf', 'markdown']),
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .nullable(),
});

export interface DownloadRequest {
  handbookId: string;
  /** The request's search params, where `format` and `version` are. */
  searchParams: URLSearchParams;
  upstream: Upstream;
  apiKey: string;
  /** The session's reseller: PDF places are shared between resellers, whichever of their keys asks. */
  resellerId: string;
  signal?: AbortSignal;
}

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export const NOT_FOUND_MESSAGE =
  'Handbook not found. It may have been deleted, or the link is mistyped or out of date.';
export const BUSY_MESSAGE = 'Too many PDFs are being prepared right now. Try again in a moment.';
export const TOO_LONG_MESSAGE = 'The PDF took too long to prepare. Try again in a moment.';
export const UNAVAILABLE_MESSAGE =
  'The handbook could not be fetched: the Handbook service is not available right now. Try again in a moment.';

type DownloadedHandbook = NonNullable<HandbookQuery['customerHandbook']>;

/** A `data:image/png;base64,…` URL's bytes (the Reseller API gives the logo so). */
const bytesOfDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

/** The cover: the handbook's company, title, version and date, prepared by the reseller's brand. */
const coverOf = async (
  handbook: DownloadedHandbook,
  branding: BrandingFieldsFragment,
): Promise<PdfCover> => ({
  company: handbook.companyName,
  title: handbook.title,
  effectiveDate: handbook.effectiveDate,
  country: handbook.country,
  version: handbook.version,
  preparedBy: {
    displayName: branding.displayName,
    accentColor: branding.accentColor,
    logo: branding.logoDataUrl ? await coverLogo(bytesOfDataUrl(branding.logoDataUrl)) : null,
  },
});

/**
 * The handbook and the reseller's branding (handbook null when unknown), or 'failed' when the service
 * answered with errors only.
 */
async function fetchHandbook(
  upstream: Upstream,
  { handbookId, version }: { handbookId: string; version: number | null },
  apiKey: string,
  signal?: AbortSignal,
) {
  const result = version
    ? await upstream.execute(HANDBOOK_VERSION_QUERY, { handbookId, version }, apiKey, signal)
    : await upstream.execute(HANDBOOK_QUERY, { handbookId }, apiKey, signal);
  const data = result.data;
  const handbook =
    data && ('customerHandbook' in data ? data.customerHandbook : data.customerHandbookVersion);
  if ((!handbook || !data?.branding) && result.errors?.length) {
    // A malformed id (`%00`) names nothing, like an unknown one: a 404, not the service failing.
    if (namesNothing(result.errors)) return null;
    log('error', 'dashboard.handbook_download.failed', { code: result.errors[0]?.extensions?.code });
    return 'failed' as const;
  }
  return handbook && data?.branding ? { handbook, branding: data.branding } : null;
}

export async function handbookDownload(request: DownloadRequest): Promise<Response> {
  const query = downloadQuery.safeParse({
    format: request.searchParams.get('format'),
    version: request.searchParams.get('version'),
  });
  if (!query.success)
    return plain(
      400,
      'Ask for a format (?format=pdf or ?format=markdown) and, if you like, a version (&version=2).',
    );
  const { format, version } = query.data;
  if (format === 'markdown') return handbookFile(request, format, version);
  // A PDF in its reseller's turn from the start: a refused one costs no fetch, no logo, no layout.
  try {
    return await inRenderTurn(request.resellerId, (deadline) =>
      handbookFile(request, format, version, deadline),
    );
  } catch (error) {
    if (error instanceof RenderBusyError) return plain(503, BUSY_MESSAGE, { 'retry-after': '2' });
    if (error instanceof RenderDeadlineError) return plain(504, TOO_LONG_MESSAGE);
    throw error;
  }
}

async function handbookFile(
  { handbookId, upstream, apiKey, signal }: DownloadRequest,
  format: 'pdf' | 'markdown',
  version: number | null,
  // Every PDF's (handbookDownload makes each in its render turn): its layout is stopped there.
  deadline?: AbortSignal,
): Promise<Response> {
  let found;
  try {
    found = await fetchHandbook(upstream, { handbookId, version }, apiKey, signal);
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') {
      return new Response(null, { status: 303, headers: { location: signInPath('key-revoked') } });
    }
    if (!(error instanceof UpstreamError)) throw error;
    // No handbookId: it is the URL's, whatever the request put there.
    log('error', 'dashboard.handbook_download.failed', {
      ...errorFields(error),
      code: error.code,
    });
    return plain(error.code === 'TIMEOUT' ? 504 : 502, UNAVAILABLE_MESSAGE);
  }
  if (found === 'failed') return plain(502, UNAVAILABLE_MESSAGE);
  if (!found) return plain(404, NOT_FOUND_MESSAGE);
  const { handbook, branding } = found;

  // Every file says which version it holds ("Acme Employee Handbook, version 2.pdf"): downloads of two
  // versions, the current one included, are told apart on disk.
  const name = `${handbook.title}, version ${handbook.version}`;
  const common = {
    // A customer's document: kept by no shared cache.
    'cache-control': 'private, no-store',
  };
  if (format === 'markdown') {
    return new Response(handbook.markdown, {
      headers: {
        ...common,
        'content-type': 'text/markdown; charset=utf-8',
        'content-disposition': attachmentHeader(name, handbook.handbookId, 'md'),
      },
    });
  }
  const cover = await coverOf(handbook, branding);
  const pdf = await timedSpan('pdf render', {}, instruments().pdfRenderDuration, () =>
    renderInThread({ title: handbook.title, markdown: handbook.markdown, cover }, deadline!),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...common,
      'content-type': 'application/pdf',
      'content-disposition': attachmentHeader(name, handbook.handbookId, 'pdf'),
      'content-length': String(pdf.length),
    },
  });
}
