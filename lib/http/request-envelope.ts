import 'server-only';
import { errorResponse } from './error-response';
import { BodyTooLargeError, isJsonContentType, readBodyWithLimit } from './read-body';

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

/** The body as text when it is declared JSON and fits the limit (a missing or lying Content-Length too). */
export async function readJsonBody(request: Request, maxBodyBytes: number): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: errorResponse(415, 'Content-Type must be application/json.', 'BAD_REQUEST'),
    };
  }
  try {
    return { ok: true, text: await readBodyWithLimit(request, maxBodyBytes) };
  } catch (error) {
    return {
      ok: false,
      response: error instanceof BodyTooLargeError ? tooLarge() : bad('The request body could not be read.'),
    };
  }
}
