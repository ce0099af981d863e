import 'server-only';
import { z } from 'zod';
import { HANDBOOK_QUERY } from '@/lib/graphql/documents/handbooks';
import { errorFields, log } from '@/lib/http/log';
import { signInPath } from '@/lib/http/return-path';
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

/** A file name from the title, in plain ASCII so every browser keeps it: "acme-ltd-employee-handbook". */
export function fileNameOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

export async function handbookDownload(request: DownloadRequest): Promise<Response> {
  const { handbookId, searchParams, upstream, apiKey, signal } = request;
  const query = downloadQuery.safeParse({ format: searchParams.get('format') });
  if (!query.success) return plain(400, 'Ask for a format: ?format=pdf or ?format=markdown.');
  const { format } = query.data;
  let handbook;
  try {
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
      return new Response(null, { status: 303, headers: { location: signInPath('key-revoked') } });
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

  const name = fileNameOf(handbook.title, handbook.handbookId);
  const common = {
    // A customer's document: kept by no shared cache.
    'cache-control': 'private, no-store',
  };
  if (format === 'markdown') {
    return new Response(handbook.markdown, {
      headers: {
        ...common,
        'content-type': 'text/markdown; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.md"`,
      },
    });
  }
  const pdf = await renderHandbookPdf({ title: handbook.title, markdown: handbook.markdown });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...common,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}.pdf"`,
      'content-length': String(pdf.length),
    },
  });
}
