import 'server-only';
import { isIP } from 'node:net';

/** What a header that names no valid address is counted as: one shared bucket, never the header's text. */
export const INVALID_CLIENT_ADDRESS = 'invalid';

// The longest textual IPv6 address (with an embedded IPv4 part) is 45 characters; brackets, a zone and
// a port add a few. Anything much longer is not an address and is not worth parsing.
const MAX_ENTRY_LENGTH = 100;

/** `[2001:db8::1]:443` → `2001:db8::1`, `fe80::1%eth0` → `fe80::1`, `203.0.113.9:5000` → `203.0.113.9`. */
function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(entry);
  const host = bracketed ? (bracketed[1] ?? '') : entry.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  return host.replace(/%.*$/, '');
}

/**
 * The client a request is counted against: the last `X-Forwarded-For` entry, which is the address the
 * nearest proxy (or Next itself, from the socket) saw; entries further left are the client's own claims.
 * Then `X-Real-IP`, then `unknown`. Exposed without a proxy in front, a client can still pick this value:
 * the limits are a brake, not a wall. Whatever is not an IP address becomes `invalid`, so that the value
 * is always short and never carries text a client chose.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const entry =
    (forwarded === null ? null : forwarded.slice(forwarded.lastIndexOf(',') + 1).trim()) ||
    headers.get('x-real-ip')?.trim();
  if (!entry) return 'unknown';
  if (entry.length > MAX_ENTRY_LENGTH) return INVALID_CLIENT_ADDRESS;
  const address = bareAddress(entry);
  return isIP(address) === 0 ? INVALID_CLIENT_ADDRESS : address.toLowerCase();
}
