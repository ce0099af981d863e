import { describe, expect, it } from 'vitest';
import { clientAddress, INVALID_CLIENT_ADDRESS } from '@/lib/http/client-address';

const of = (headers: Record<string, string>) => clientAddress(new Headers(headers));

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry: the address the nearest proxy saw', () => {
    expect(of({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(of({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(of({ 'x-forwarded-for': '198.51.100.1,2001:DB8::1' })).toBe('2001:db8::1');
  });

  it('falls back to X-Real-IP, then to unknown', () => {
    expect(of({ 'x-real-ip': ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(of({ 'x-forwarded-for': '', 'x-real-ip': '203.0.113.9' })).toBe('203.0.113.9');
    expect(of({})).toBe('unknown');
  });

  it.each([
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['203.0.113.9:5000', '203.0.113.9'],
    ['::ffff:203.0.113.9', '::ffff:203.0.113.9'],
  ])('reads %s as %s', (entry, address) => {
    expect(of({ 'x-forwarded-for': entry })).toBe(address);
  });

  it.each([
    ['a name', 'evil.example'],
    ['text with an email', 'ann@payroll.test'],
    ['a bad address', '999.1.1.1'],
    ['a 10 KB entry', '1'.repeat(10 * 1024)],
    ['a 10 KB entry that starts like an address', `203.0.113.9${' '.repeat(10 * 1024)}x`],
  ])('stores %s as a fixed value, never the text', (_name, entry) => {
    expect(of({ 'x-forwarded-for': `198.51.100.1, ${entry}` })).toBe(INVALID_CLIENT_ADDRESS);
    expect(of({ 'x-real-ip': entry })).toBe(INVALID_CLIENT_ADDRESS);
  });
});
