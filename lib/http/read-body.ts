import 'server-only';

// Shared by the service's endpoints and the dashboard's GraphQL relay: plain HTTP, neither side's domain.

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large.');
    this.name = 'BodyTooLargeError';
  }
}

/** Reads a request body as text, stopping as soon as it passes `limit` bytes (a lying Content-Length too). */
export async function readBodyWithLimit(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** True for `application/json`, with or without parameters such as a charset. */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
