import 'server-only';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_MAX_LENGTH } from '../../contract/limits';
import type { AddressPolicy, ResolveHost } from '../core/dependencies';
import { lookupAll } from './system-lookup';

/**
 * Cloud metadata services, refused even when private addresses are allowed: link-local (AWS, GCP, Azure's
 * IMDS, OpenStack), AWS's IPv6 one, Alibaba's, and Azure's WireServer, a public address that only answers
 * from inside Azure (and would otherwise pass as public).
 */
const METADATA_ADDRESSES = ['169.254.0.0/16', 'fd00:ec2::254/128', '100.100.100.200/32', '168.63.129.16/32'];

const metadataRanges = METADATA_ADDRESSES.map((cidr) => ipaddr.parseCIDR(cidr));

// IPv6 forms whose last 32 bits are an IPv4 address that a translator on the way (NAT64, SIIT) connects to.
// 6to4 and Teredo are not among them: they tunnel to a relay or router, not to the embedded host, and stay
// non-public addresses.
const TRANSLATED_RANGES: readonly string[] = ['rfc6052', 'rfc6145'];

/** Every public IPv6 address is in 2000::/3 (IANA's global unicast); ipaddr.js calls much else `unicast`. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * IPv4-compatible IPv6 (`::169.254.169.254`, ::/96, deprecated by RFC 4291): a network that still routes
 * it (an automatic tunnel) delivers to the embedded IPv4 address. `::` and `::1` are not among them.
 */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  const bytes = address.toByteArray();
  return address.range() === 'unicast' && bytes.slice(0, 12).every((byte) => byte === 0);
}

/**
 * The address a connection to `address` reaches: IPv4-mapped (`::ffff:169.254.169.254`), translated
 * (`64:ff9b::a9fe:a9fe`) and IPv4-compatible (`::a9fe:a9fe`) forms are their IPv4 address, so that no
 * spelling slips past the checks below.
 */
function reachedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.process(address);
  if (
    parsed.kind() === 'ipv6' &&
    (TRANSLATED_RANGES.includes(parsed.range()) || isIpv4Compatible(parsed as ipaddr.IPv6))
  ) {
    return ipaddr.fromByteArray(parsed.toByteArray().slice(-4));
  }
  return parsed;
}

/** An ordinary public address as written: IPv4 `unicast`, or IPv6 `unicast` within 2000::/3. */
function isPublicAsWritten(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

/**
 * Only ordinary public addresses are allowed: loopback, private, link-local, unique local, carrier-grade NAT,
 * reserved, multicast, IPv6 outside 2000::/3 and IPv4-mapped, translated or compatible forms are not, unless
 * `allowPrivate`. That part reads the address as written; the unspecified and metadata addresses are refused
 * in every spelling. The same function checks every connection (send-webhook.ts), so the two checks agree.
 */
export function isRefusedAddress(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return true;
  if (reachedAddress(address).range() === 'unspecified' || isMetadataAddress(address)) return true;
  return !allowPrivate && !isPublicAsWritten(address);
}

export function isMetadataAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const reached = reachedAddress(address);
  return metadataRanges.some(([net, bits]) => net.kind() === reached.kind() && reached.match(net, bits));
}

/** The system resolver, for one account's (a reseller's) lookups: see system-lookup.ts. */
export const systemResolver =
  (account: string): ResolveHost =>
  async (host) =>
    (await lookupAll(host, account)).map((entry) => entry.address);

/** Why an endpoint address was refused; the message is for the reseller, fixed text. */
export class EndpointUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointUrlError';
  }
}

/** How long registration waits for a host name's lookup: a resolver that does not answer must not hold the request. */
const LOOKUP_DEADLINE_MS = 5_000;
// What a lookup answers for a name that does not exist; any other failure is the resolver's, not the name's.
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA']);

/** The host's addresses, or EndpointUrlError saying whether the name does not exist or could not be looked up. */
async function lookUp(host: string, resolve: ResolveHost, deadlineMs: number): Promise<string[]> {
  const notNow = new EndpointUrlError(
    `The URL's host name, ${host}, could not be looked up right now. Try again in a moment.`,
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notNow), deadlineMs);
  });
  try {
    return await Promise.race([resolve(host), deadline]);
  } catch (error) {
    if (error === notNow) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && NO_SUCH_NAME.has(code))
      throw new EndpointUrlError(`The URL's host name, ${host}, could not be found: check its spelling.`);
    throw notNow;
  } finally {
    clearTimeout(timer);
  }
}

const PUBLIC_ADDRESS_RULE = 'point to a public address (not localhost or a private network)';

/**
 * The endpoint's URL, normalised, or EndpointUrlError: a URL of the allowed scheme, without credentials,
 * whose host resolves only to allowed addresses.
 */
export async function checkEndpointUrl(
  raw: string,
  policy: AddressPolicy,
  resolve: ResolveHost,
  lookupDeadlineMs = LOOKUP_DEADLINE_MS,
): Promise<string> {
  const url = URL.parse(raw.trim());
  const allowed = policy.requireHttps ? ['https:'] : ['https:', 'http:'];
  if (!url || !allowed.includes(url.protocol) || !url.hostname)
    throw new EndpointUrlError(
      `The URL must start with ${policy.requireHttps ? 'https://' : 'https:// (or http:// outside production)'}${
        policy.allowPrivate ? '.' : ` and ${PUBLIC_ADDRESS_RULE}.`
      }`,
    );
  if (url.username || url.password)
    throw new EndpointUrlError('The URL must not contain a user name or password.');
  // The limit is on what is stored and sent: percent-encoding can make a URL several times longer.
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH)
    throw new EndpointUrlError(
      `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH.toLocaleString('en')} characters.`,
    );
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await lookUp(host, resolve, lookupDeadlineMs);
  if (addresses.length === 0 || addresses.some((a) => isRefusedAddress(a, policy.allowPrivate)))
    throw new EndpointUrlError(
      policy.allowPrivate
        ? 'The URL must not point to a cloud metadata address.'
        : `The URL must ${PUBLIC_ADDRESS_RULE}, and not to a cloud metadata address.`,
    );
  return url.href;
}
