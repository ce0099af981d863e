import 'server-only';
import { unsealData, type SessionOptions } from 'iron-session';
import { SESSION_RENEW_AFTER_MS, type SessionData } from './session-rules';
import { setBounded } from '@/lib/collections/bounded-map';

/**
 * Unsealing a session cookie takes two PBKDF2 key derivations, an HMAC and an AES decryption through
 * WebCrypto: under load the largest part of the GraphQL relay's own cost per request. A browser sends the
 * same cookie with every request until the idle timer renews it (at most once a minute), so what a cookie
 * unsealed to is kept for as long, and that cookie is not unsealed again in the meantime.
 *
 * Only the decryption is skipped. Whether the session was ended (sign-out, on every instance) and its idle
 * and absolute limits are still checked on every request, on the data. A seal itself expires 12 hours
 * after it was made, never before the absolute limit (12 hours from sign-in) has ended the session, so a
 * kept entry accepts nothing that unsealing again would refuse. Entries belong to one set of passwords:
 * other passwords (a rotation) start afresh. Cookies that do not unseal are not kept.
 */
export const UNSEALED_KEEP_MS = SESSION_RENEW_AFTER_MS;
export const MAX_UNSEALED_COOKIES = 1000;

interface Kept {
  data: SessionData;
  until: number;
}

let keptFor: SessionOptions['password'] | undefined;
const kept = new Map<string, Kept>();

function remember(seal: string, data: SessionData, now: number): void {
  setBounded(kept, seal, { data, until: now + UNSEALED_KEEP_MS }, MAX_UNSEALED_COOKIES);
}

/**
 * The data sealed in `seal` (`{}` when it does not unseal), as a copy the caller may change. Throws where
 * iron-session throws (a seal of an unknown format).
 */
export async function unsealCookie(
  seal: string,
  options: Pick<SessionOptions, 'password' | 'ttl'>,
  now = Date.now(),
): Promise<SessionData> {
  if (keptFor !== options.password) {
    kept.clear();
    keptFor = options.password;
  }
  const entry = kept.get(seal);
  if (entry && entry.until > now) return { ...entry.data };
  kept.delete(seal);
  const data = await unsealData<SessionData>(seal, options);
  if (Object.keys(data).length > 0) remember(seal, { ...data }, now);
  return data;
}
