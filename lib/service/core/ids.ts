import 'server-only';
import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';

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

const nextUlid = monotonicFactory();

/**
 * An identifier that sorts in the order this process made it (a ULID, lower-cased: the time, then a counter
 * within the millisecond), for rows listed by a time that many of them share: the events of one request, or
 * of one instant of a test's clock, then list in the order they happened.
 */
export function newSortableId(prefix: IdPrefix): string {
  return `${prefix}_${nextUlid().toLowerCase()}`;
}
