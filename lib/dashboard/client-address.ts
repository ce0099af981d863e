import 'server-only';

/**
 * The client a request is counted against: the last `X-Forwarded-For` entry, which is the address the
 * nearest proxy (or Next itself, from the socket) saw. Entries further left are the client's own claims.
 * Exposed without a proxy in front, a client can still pick this value; the limits are a brake, not a wall.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
