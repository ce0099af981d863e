import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX, KEY_HINT_GAP } from '../../contract/api-key-format';

/**
 * Reseller API keys: `hbk_` + 32 random base-62 characters + a 6-character CRC-32 checksum of them.
 * The fixed prefix lets secret scanners find leaked keys; the checksum refuses a mistyped or made-up key
 * without touching the database. Only the SHA-256 of a key is stored.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function checksum(body: string): string {
  let value = crc32(Buffer.from(body, 'ascii'));
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // Rejection sampling: 248 = 4 × 62 keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(): string {
  const body = randomBase62(RANDOM_LENGTH);
  return `${API_KEY_PREFIX}${body}${checksum(body)}`;
}

/** True when the key has the right shape and checksum: cheap, and no database look-up. */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + RANDOM_LENGTH);
  return key.slice(-CHECKSUM_LENGTH) === checksum(body);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function apiKeyHint(key: string): string {
  return `${API_KEY_PREFIX}${KEY_HINT_GAP}${key.slice(-4)}`;
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
