import 'server-only';
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Random base-32 text (Crockford's alphabet, lower case): 5 bits a character from unbiased bytes. */
export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

export type IdPrefix = 'rsl' | 'key' | 'cus' | 'tok' | 'hb' | 'evt' | 'whe' | 'whd' | 'msg';

/** Opaque identifiers with a type prefix (contract: `cus_…`, `hb_…`): 20 characters carry 100 random bits. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase32(20)}`;
}
