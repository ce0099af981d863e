import { randomBytes } from 'node:crypto';

/**
 * A reseller key of the right shape (prefix, 32 base-62 characters, CRC-32 checksum) that no reseller
 * holds: it passes the format check and fails only at the look-up, the way a revoked key would.
 * The shape is the published one of lib/service/resellers/api-keys.ts, rebuilt here from the outside.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function wellFormedUnknownKey(): string {
  const body = [...randomBytes(32)].map((b) => BASE62[b % 62]).join('');
  let value = crc32(body);
  let checksum = '';
  for (let i = 0; i < 6; i++) {
    checksum = BASE62[value % 62] + checksum;
    value = Math.floor(value / 62);
  }
  return `hbk_${body}${checksum}`;
}
