import 'server-only';
import { z } from 'zod';
import { HANDBOOK_QUERY } from '@/lib/graphql/documents/handbooks';
import type { HandbookQuery } from '@/lib/graphql/generated/graphql';
import { errorFields, log } from '@/lib/http/log';
import { signInPath } from '@/lib/http/return-path';
import type { HandbookCover } from './cover';
import { attachmentHeader } from './download-name';
import { renderHandbookPdf } from './handbook-pdf';
import { UpstreamError, type Upstream } from '../relay/upstream';

/**
 * `GET /handbooks/{id}/download?format=pdf|markdown`: one handbook as a file, fetched from the Reseller API
 * with the session's key. Next-free, so tests call it with a fake upstream. Failures are plain sentences
 * with real statuses: an unknown or deleted handbook is a 404, never a server error.
 */
const downloadQuery = z.object({ format: z.enum(['pdf', 'markdown']) });

export interface DownloadRequest {
  handbookId: string;
  /** The request's search params, where `format` is. */
  searchParams: URLSearchParams;
  upstream: Upstream;
  apiKey: string;
  signal?: AbortSignal;
}

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export const NOT_FOUND_MESSAGE =
  'Handbook not found. It may have been deleted, or the link is mistyped or out of date.';
export const UNAVAILABLE_MESSAGE =
  'The handbook could not be fetched: the Handbook service is not available right now. Try again in a moment.';

type DownloadedHandbook = NonNullable<HandbookQuery['customerHandbook']>;

/**
 * The cover from what the Reseller API answers today. The one place to pass more: the handbook's
 * `version` and the reseller's branding (`preparedBy`: display name, accent colour, logo) once the API has them.
 */
const coverOf = (handbook: DownloadedHandbook): HandbookCover => ({
  company: handbook.companyName,
  title: handbook.title,
  effectiveDate: handbook.effectiveDate,
});

export async function handbookDownload(request: DownloadRequest): Promise<Response> {
  const { handbookId, searchParams, upstream, apiKey, signal } = request;
  const query = downloadQuery.safeParse({ format: searchParams.get('format') });
  if (!query.success) return plain(400, 'Ask for a format: ?format=pdf or ?format=markdown.');
  const { format } = query.data;
  let handbook;
  try {
    // The answer also holds the reseller's `branding` (display name, accent colour, logo) for the PDF's cover.
    const result = await upstream.execute(HANDBOOK_QUERY, { handbookId }, apiKey, signal);
    handbook = result.data?.customerHandbook;
    if (!handbook && result.errors?.length) {
      log('error', 'dashboard.handbook_download.failed', {
        handbookId,
        code: result.errors[0]?.extensions?.code,
      });
      return plain(502, UNAVAILABLE_MESSAGE);
    }
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') {
      return new Response(null, { status: 303, headers: { location: signInPath('expired') } });
    }
    if (!(error instanceof UpstreamError)) throw error;
    log('error', 'dashboard.handbook_download.failed', {
      handbookId,
      ...errorFields(error),
      code: error.code,
    });
    return plain(error.code === 'TIMEOUT' ? 504 : 502, UNAVAILABLE_MESSAGE);
  }
  if (!handbook) return plain(404, NOT_FOUND_MESSAGE);

  const common = {
    // A customer's document: kept by no shared cache.
    'cache-control': 'private, no-store',
  };
  if (format === 'markdown') {
    return new Response(handbook.markdown, {
      headers: {
        ...common,
        'content-type': 'text/markdown; charset=utf-8',
        'content-disposition': attachmentHeader(handbook.title, handbook.handbookId, 'md'),
      },
    });
  }
  const pdf = await renderHandbookPdf({
    title: handbook.title,
    markdown: handbook.markdown,
    cover: coverOf(handbook),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...common,
      'content-type': 'application/pdf',
      'content-disposition': attachmentHeader(handbook.title, handbook.handbookId, 'pdf'),
      'content-length': String(pdf.length),
    },
  });
}
