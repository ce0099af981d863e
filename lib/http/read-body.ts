import 'server-only';

// Shared by the service's endpoints and the dashboard's GraphQL relay: plain HTTP, neither side's domain.

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large.');
    this.name = 'BodyTooLargeError';
  }
}

/** Bytes that are not UTF-8: read leniently, they would become U+FFFD and be kept as if sent so. */
export class NotUtf8Error extends Error {
  constructor() {
    super('The body is not valid UTF-8.');
    this.name = 'NotUtf8Error';
  }
}

// `fatal`: a malformed sequence throws rather than turning into U+FFFD; `ignoreBOM`: a leading byte order mark
// stays in the text, as Buffer's decoding kept it.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function utf8Text(chunks: Uint8Array[]): string {
  try {
    return UTF8.decode(Buffer.concat(chunks));
  } catch {
    throw new NotUtf8Error();
  }
}

/**
 * Reads a request's or an answer's body as text (UTF-8, strictly: NotUtf8Error otherwise), stopping as soon
 * as it passes `limit` bytes (a lying Content-Length too; for an answer, the bytes after any decompression). When `signal` aborts, the body is
 * cancelled, which closes its connection, and the signal's reason is thrown: a sender that never stops
 * cannot keep filling memory after the reader has given up.
 */
export async function readBodyWithLimit(
  message: Pick<Request, 'body'>,
  limit: number,
  signal?: AbortSignal,
): Promise<string> {
  if (!message.body) return '';
  const reader = message.body.getReader();
  const cancel = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    // Aborted already: the listener never fires, so this is the only place that notices.
    signal?.throwIfAborted();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      // An abort meanwhile cancelled the reader, which ends the read as if the body were done.
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new BodyTooLargeError();
      chunks.push(value);
    }
    return utf8Text(chunks);
  } catch (error) {
    cancel();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** True for `application/json`, with or without parameters such as a charset. */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The `charset` a Content-Type names, lower-cased; null when it names none. */
export function charsetOf(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match ? match[1]!.toLowerCase() : null;
}
