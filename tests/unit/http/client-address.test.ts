import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  INVALID_CLIENT_ADDRESS,
  NO_PROXIES,
  parseTrustedProxies,
  type ProxyTrust,
} from '@/lib/http/client-address';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';

const trusting = (list: string): ProxyTrust => ({ vercel: false, ranges: parseTrustedProxies(list).ranges });
const VERCEL: ProxyTrust = { vercel: true, ranges: [] };

/** A request that came in from `peer` (the socket's address, as the server writes it). */
const from = (peer: string, headers: Record<string, string> = {}, trust: ProxyTrust = NO_PROXIES) =>
  clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: peer, ...headers }), trust);

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: the socket is the client', () => {
    expect(from('198.51.100.20', { 'x-forwarded-for': '203.0.113.66' })).toBe('198.51.100.20');
    expect(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.66' }, trusting('10.0.0.1'))).toBe('127.0.0.1');
    expect(from('198.51.100.20', { 'x-real-ip': '203.0.113.66' }, trusting('198.51.100.20'))).toBe(
      '198.51.100.20',
    );
  });

  it('takes the entry a trusted proxy appended', () => {
    expect(from('10.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, trusting('10.0.0.1'))).toBe('203.0.113.9');
    expect(from('10.0.0.1', { 'x-forwarded-for': '2001:DB8::1' }, trusting('10.0.0.1'))).toBe('2001:db8::1');
  });

  it('takes the right-most hop that is not trusted, never a left-most entry the client wrote', () => {
    const trust = trusting('10.0.0.0/8');
    const headers = { 'x-forwarded-for': '203.0.113.66, 198.51.100.7, 10.0.0.9' };
    expect(from('10.0.0.1', headers, trust)).toBe('198.51.100.7');
    expect(from('10.0.0.1', { 'x-forwarded-for': '10.0.0.8, 10.0.0.9' }, trust)).toBe('10.0.0.8');
  });

  it('matches CIDR ranges, IPv4 and IPv6, and an IPv4 peer on a dual-stack socket', () => {
    const trust = trusting('192.0.2.0/24 2001:db8:a::/48');
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect(from('192.0.2.200', headers, trust)).toBe('203.0.113.9');
    expect(from('::ffff:192.0.2.200', headers, trust)).toBe('203.0.113.9');
    expect(from('2001:db8:a:1::5', headers, trust)).toBe('203.0.113.9');
    expect(from('192.0.3.1', headers, trust)).toBe('192.0.3.1');
    expect(from('2001:db8:b::5', headers, trust)).toBe('2001:db8:b::5');
  });

  it('is unknown without a peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.66' }), trusting('0.0.0.0/0'))).toBe(
      'unknown',
    );
  });

  it("on Vercel reads the platform's header, then X-Forwarded-For as Vercel sets it, never the peer header", () => {
    const of = (headers: Record<string, string>) => clientAddress(new Headers(headers), VERCEL);
    expect(of({ 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' })).toBe(
      '203.0.113.9',
    );
    expect(of({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(of({ [PEER_ADDRESS_HEADER]: '203.0.113.66' })).toBe('unknown');
  });

  it.each([
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['203.0.113.9:5000', '203.0.113.9'],
    ['::ffff:203.0.113.9', '::ffff:203.0.113.9'],
  ])('reads %s as %s', (entry, address) => {
    expect(from('10.0.0.1', { 'x-forwarded-for': entry }, trusting('10.0.0.1'))).toBe(address);
    expect(from(entry)).toBe(address);
  });

  it.each([
    ['a name', 'evil.example'],
    ['text with an email', 'ann@payroll.test'],
    ['a bad address', '999.1.1.1'],
    ['a 10 KB entry', '1'.repeat(10 * 1024)],
    ['a 10 KB entry that starts like an address', `203.0.113.9${' '.repeat(10 * 1024)}x`],
  ])('stores %s as a fixed value, never the text', (_name, entry) => {
    const headers = { 'x-forwarded-for': `198.51.100.1, ${entry}` };
    expect(from('10.0.0.1', headers, trusting('10.0.0.1'))).toBe(INVALID_CLIENT_ADDRESS);
  });
});

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges, separated by commas or spaces, and names what is neither', () => {
    const { ranges, invalid } = parseTrustedProxies(
      ' 10.0.0.0/8, 192.0.2.7  2001:db8::/32,proxy.local,10.0.0.0/40',
    );
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '192.0.2.7/32',
      '2001:db8::/32',
    ]);
    expect(invalid).toEqual(['proxy.local', '10.0.0.0/40']);
  });
});
