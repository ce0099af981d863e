import 'server-only';

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry. Vercel and common
 * reverse proxies append the peer they received the request from; Next's own server sets the header to the
 * socket's peer when no proxy did.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || 'unknown';
}
