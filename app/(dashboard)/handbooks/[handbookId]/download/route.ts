import { getResellerApi } from '@/app/_lib/reseller-api';
import { handbookDownload } from '@/lib/dashboard/handbook-files/handbook-download';
import { requireSession } from '@/lib/dashboard/session/session';

/** The handbook as a file, `?format=pdf` or `?format=markdown`, fetched with the session's key. */
export async function GET(request: Request, { params }: { params: Promise<{ handbookId: string }> }) {
  const { apiKey, resellerId } = await requireSession();
  return handbookDownload({
    handbookId: (await params).handbookId,
    searchParams: new URL(request.url).searchParams,
    upstream: getResellerApi(),
    apiKey,
    resellerId,
    signal: request.signal,
  });
}
