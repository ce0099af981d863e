import 'server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { PEER_ADDRESS_HEADER } from './peer-address.mjs';

/** What a header that names no valid address is counted as: one shared bucket, never the header's text. */
export const INVALID_CLIENT_ADDRESS = 'invalid';

/** Who may speak for the client: the proxies the operator named, or on Vercel the platform itself. */
export interface ProxyTrust {
  /** On Vercel no socket is visible; the platform names the client in headers a client cannot set. */
  vercel: boolean;
  /** `HANDBOOK_TRUSTED_PROXIES`, parsed: addresses are ranges of one. */
  ranges: readonly TrustedRange[];
}

export type TrustedRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** The default: nobody in front, so the socket's address is the client's. */
export const NO_PROXIES: ProxyTrust = { vercel: false, ranges: [] };

/**
 * `10.0.0.0/8, 192.0.2.7, 2001:db8::/32`: each entry an address or a CIDR range. The entries that are
 * neither are returned as `invalid`, for the configuration to name.
 */
export function parseTrustedProxies(text: string): { ranges: TrustedRange[]; invalid: string[] } {
  const ranges: TrustedRange[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    if (ipaddr.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else invalid.push(entry);
  }
  return { ranges, invalid };
}

// The longest textual IPv6 address (with an embedded IPv4 part) is 45 characters; brackets, a zone and
// a port add a few. Anything much longer is not an address and is not worth parsing.
const MAX_ENTRY_LENGTH = 100;

/** `[2001:db8::1]:443` → `2001:db8::1`, `fe80::1%eth0` → `fe80::1`, `203.0.113.9:5000` → `203.0.113.9`. */
function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(entry);
  const host = bracketed ? (bracketed[1] ?? '') : entry.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  return host.replace(/%.*$/, '');
}

/** An entry as stored: a lower-case IP address, or `invalid` for anything else. */
function normalized(entry: string): string {
  if (entry.length > MAX_ENTRY_LENGTH) return INVALID_CLIENT_ADDRESS;
  const address = bareAddress(entry);
  return isIP(address) === 0 ? INVALID_CLIENT_ADDRESS : address.toLowerCase();
}

function isTrusted(address: string, trust: ProxyTrust): boolean {
  if (!ipaddr.isValid(address)) return false;
  // A dual-stack socket shows an IPv4 peer as ::ffff:a.b.c.d; the operator names it as a.b.c.d.
  const parsed = ipaddr.process(address);
  return trust.ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}

/** The last entry of a comma-separated header, trimmed; null when the header is absent or empty. */
function lastEntry(value: string | null): string | null {
  return value?.slice(value.lastIndexOf(',') + 1).trim() || null;
}

/**
 * The client a request is counted against (failure limits) and recorded as (the audit trail). It starts
 * from the peer: the socket's address as the server wrote it (PEER_ADDRESS_HEADER), or on Vercel the
 * platform's `x-vercel-forwarded-for` (then `x-forwarded-for`, which Vercel overwrites). While the hop
 * being read is a trusted proxy, the `X-Forwarded-For` entry it appended is read next, right to left; the
 * first hop that is not trusted is the client. Entries left of it are whatever the client chose to send,
 * so a forged header from an untrusted peer changes nothing. Without a peer (a request made in process
 * with no socket) the client is `unknown`. Whatever is not an IP address becomes `invalid`, so that the
 * value is always short and never carries text a client chose.
 */
export function clientAddress(headers: Headers, trust: ProxyTrust): string {
  const peer = trust.vercel
    ? (lastEntry(headers.get('x-vercel-forwarded-for')) ?? lastEntry(headers.get('x-forwarded-for')))
    : headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (!peer) return 'unknown';
  let client = normalized(peer);
  const forwarded = headers.get('x-forwarded-for');
  let rest = trust.vercel || forwarded === null ? '' : forwarded;
  while (rest && isTrusted(client, trust)) {
    const comma = rest.lastIndexOf(',');
    const entry = rest.slice(comma + 1).trim();
    rest = comma < 0 ? '' : rest.slice(0, comma);
    if (entry) client = normalized(entry);
  }
  return client;
}
