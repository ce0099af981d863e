import 'server-only';
import { errorResponse } from './error-response';
import {
  BodyTooLargeError,
  charsetOf,
  isJsonContentType,
  NotUtf8Error,
  readBodyWithLimit,
} from './read-body';

/**
 * The HTTP envelope both GraphQL endpoints (the service's two APIs and the dashboard's) accept: a POST of
 * JSON no larger than the endpoint's limit. Split in two so that each endpoint can refuse on the headers
 * alone before its own checks (credentials, session) and read the body only after them.
 */

const bad = (message: string) => errorResponse(400, message, 'BAD_REQUEST');
const tooLarge = () => errorResponse(413, 'Request body too large.', 'BAD_REQUEST');

/** The refusal for a request whose method or declared length is wrong; null when the headers pass. */
export function refuseRequestHead(request: Request, maxBodyBytes: number): Response | null {
  if (request.method !== 'POST') {
    return errorResponse(405, 'Only POST is supported.', 'BAD_REQUEST', { allow: 'POST' });
  }
  const declaredLength = request.headers.get('content-length');
  if (declaredLength !== null) {
    if (!/^\d+$/.test(declaredLength)) return bad('Malformed Content-Length header.');
    if (Number(declaredLength) > maxBodyBytes) return tooLarge();
  }
  return null;
}

export type JsonBody = { ok: true; text: string } | { ok: false; response: Response };

const unsupported = (message: string): JsonBody => ({
  ok: false,
  response: errorResponse(415, message, 'BAD_REQUEST'),
});

/**
 * The body as text when it is declared JSON in UTF-8, sent uncompressed, and fits the limit (a missing or
 * lying Content-Length too). Any other charset or a Content-Encoding would be read as UTF-8 bytes that are
 * not, and fail as "not JSON", which says nothing of the cause.
 */
export async function readJsonBody(request: Request, maxBodyBytes: number): Promise<JsonBody> {
  const contentType = request.headers.get('content-type');
  if (!isJsonContentType(contentType)) return unsupported('Content-Type must be application/json.');
  const charset = charsetOf(contentType!);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8')
    return unsupported('Content-Type must be application/json in UTF-8.');
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity')
    return unsupported('Content-Encoding is not supported: send the body uncompressed.');
  try {
    return { ok: true, text: await readBodyWithLimit(request, maxBodyBytes) };
  } catch (error) {
    return {
      ok: false,
      response:
        error instanceof BodyTooLargeError
          ? tooLarge()
          : error instanceof NotUtf8Error
            ? bad('The request body is not valid UTF-8: send JSON encoded in UTF-8.')
            : bad('The request body could not be read.'),
    };
  }
}
