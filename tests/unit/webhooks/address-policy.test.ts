import { describe, expect, it } from 'vitest';
import type { AddressPolicy } from '@/lib/service/core/dependencies';
import { checkEndpointUrl, EndpointUrlError, isRefusedAddress } from '@/lib/service/webhooks/address-policy';
import { WEBHOOK_URL_MAX_LENGTH } from '@/lib/contract/limits';

const development: AddressPolicy = { requireHttps: false, allowPrivate: true };
const production: AddressPolicy = { requireHttps: true, allowPrivate: false };
// An address literal resolves to itself; a name to a public address, or to what the test says.
const resolveTo =
  (answer?: string) =>
  async (host: string): Promise<string[]> =>
    answer ? [answer] : /^[\d.:a-f]+$/.test(host) ? [host] : ['93.184.216.34'];

// Each is a cloud metadata service written as IPv6: mapped (how dual-stack sockets write IPv4), NAT64's
// well-known prefix (RFC 6052), SIIT's translated form (RFC 6145), in hexadecimal or dotted notation.
const METADATA_IN_IPV6 = [
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
  '::ffff:100.100.100.200',
  '64:ff9b::169.254.169.254',
  '64:ff9b::6464:64c8',
  '::ffff:0:169.254.169.254',
  // IPv4-compatible (::/96, RFC 4291's deprecated form), which an automatic tunnel still delivers.
  '::169.254.169.254',
  '::a9fe:a9fe',
];

describe('addresses refused at registration', () => {
  it("refuses Azure's WireServer, a public address, in production and where private ones are allowed", () => {
    for (const allowPrivate of [false, true]) {
      expect(isRefusedAddress('168.63.129.16', allowPrivate)).toBe(true);
      expect(isRefusedAddress('::ffff:168.63.129.16', allowPrivate)).toBe(true);
    }
    expect(isRefusedAddress('168.63.129.17', false)).toBe(false);
  });

  it.each(METADATA_IN_IPV6)('refuses %s even where private addresses are allowed', (address) => {
    expect(isRefusedAddress(address, true)).toBe(true);
  });

  it('refuses the unspecified address in its mapped form too', () => {
    expect(isRefusedAddress('::ffff:0.0.0.0', true)).toBe(true);
  });

  it('still allows private addresses in any form where they are allowed, and no mapped form otherwise', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:10.1.2.3', '64:ff9b::10.1.2.3', '10.1.2.3']) {
      expect(isRefusedAddress(address, true)).toBe(false);
    }
    // As the connection-time agent does: a mapped or translated form is not an ordinary public address.
    expect(isRefusedAddress('::ffff:93.184.216.34', false)).toBe(true);
    expect(isRefusedAddress('64:ff9b::93.184.216.34', false)).toBe(true);
    expect(isRefusedAddress('93.184.216.34', false)).toBe(false);
  });

  it('refuses IPv6 outside 2000::/3 where private addresses are refused, IPv4-compatible forms included', () => {
    for (const address of ['::7f00:1', '::127.0.0.1', '::10.0.0.1', '::5db8:d822', 'fec0::1', '100::1']) {
      expect(isRefusedAddress(address, false), address).toBe(true);
    }
    expect(isRefusedAddress('2606:4700::1111', false)).toBe(false);
    // Loopback written IPv4-compatible is loopback: allowed only where private addresses are.
    expect(isRefusedAddress('::7f00:1', true)).toBe(false);
  });

  it.each(METADATA_IN_IPV6)(
    'refuses a URL whose host is [%s], or a name resolving to it',
    async (address) => {
      await expect(checkEndpointUrl(`http://[${address}]/latest`, development, resolveTo())).rejects.toThrow(
        /metadata address/,
      );
      await expect(
        checkEndpointUrl('http://hooks.example.com/latest', development, resolveTo(address)),
      ).rejects.toThrow(EndpointUrlError);
    },
  );
});

describe('the URL length limit', () => {
  const base = 'https://hooks.example.com/';

  it('applies to the URL as stored: a short emoji URL that percent-encodes past the limit is refused', async () => {
    const raw = base + '😀'.repeat(983);
    expect(raw.length).toBe(1_992);
    expect(new URL(raw).href.length).toBeGreaterThan(5 * WEBHOOK_URL_MAX_LENGTH);
    await expect(checkEndpointUrl(raw, production, resolveTo())).rejects.toThrow(
      'The URL must be at most 2,000 characters.',
    );
  });

  it('accepts a stored form of exactly the limit, whatever the length given', async () => {
    const path = 'a'.repeat(WEBHOOK_URL_MAX_LENGTH - base.length - 12);
    const stored = `${base}${path}${'%F0%9F%98%80'}`;
    expect(stored.length).toBe(WEBHOOK_URL_MAX_LENGTH);
    expect(await checkEndpointUrl(`${base}${path}😀`, production, resolveTo())).toBe(stored);
    await expect(checkEndpointUrl(`${base}${path}😀a`, production, resolveTo())).rejects.toThrow(
      /at most 2,000/,
    );
  });
});

describe('the host name lookup at registration', () => {
  const failing = (code: string) => async () => {
    throw Object.assign(new Error(`getaddrinfo ${code} hooks.example.com`), { code });
  };
  const url = 'https://hooks.example.com/x';

  it.each(['ENOTFOUND', 'ENODATA'])(
    'a name that does not exist (%s) is a spelling to check',
    async (code) => {
      await expect(checkEndpointUrl(url, production, failing(code))).rejects.toThrow(
        "The URL's host name, hooks.example.com, could not be found: check its spelling.",
      );
    },
  );

  it.each(['EAI_AGAIN', 'ECONNREFUSED', 'ESERVFAIL'])(
    'a resolver that fails (%s) is not blamed on the name',
    async (code) => {
      await expect(checkEndpointUrl(url, production, failing(code))).rejects.toThrow(
        "The URL's host name, hooks.example.com, could not be looked up right now. Try again in a moment.",
      );
    },
  );

  it('a resolver that never answers is given up on at the deadline', async () => {
    const never = () => new Promise<string[]>(() => {});
    await expect(checkEndpointUrl(url, production, never, 50)).rejects.toThrow(
      /could not be looked up right now/,
    );
  });
});
