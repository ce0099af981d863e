import 'server-only';
import type { customerTokens } from '../db/schema';
import type { UsageCount } from '../usage/usage-counter';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the demo's usage goes. */
export const DEMO_USAGE_DAYS = 60;
/** The customer whose revoked token keeps calling (it has one revoked 3 days ago: demoTokens' i % 7 === 0). */
export const STUBBORN_CUSTOMER = 7;

type TokenRow = typeof customerTokens.$inferInsert;

/** A customer's requests on a working day: busy ones hundreds, regular ones tens, the rest none at all. */
function dailyRequests(i: number): number {
  if (i % 10 === 0) return 300 + ((i * 53) % 500);
  if (i % 3 === 0) return 10 + ((i * 17) % 60);
  return i === STUBBORN_CUSTOMER ? 40 : 0;
}

// The hours (UTC) programs call in, and the share of a day's requests each takes.
const HOURS = [
  [8, 0.3],
  [11, 0.25],
  [14, 0.3],
  [17, 0.15],
] as const;
// What they call, most first; generating a handbook is the rare one.
const OPERATIONS = [
  ['listHandbooks', 0.7],
  ['handbook', 0.25],
  ['generateHandbook', 0.05],
] as const;

/** A repeatable wobble in [0.5, 1.5) for a day and a customer, so the chart is not a flat line. */
const wobble = (i: number, day: number) => 0.5 + ((i * 7919 + day * 104_729) % 1000) / 1000;

/**
 * 60 days of plausible Customer API usage for the demo's tokens, per hour and operation as the service counts
 * it: busy customers and regular ones on working days, idle ones never, and one customer whose program kept
 * calling with its revoked token (each of those calls refused). `tokens` come with their customer's index.
 */
export function demoUsage(tokens: readonly { i: number; token: TokenRow }[], now: Date): UsageCount[] {
  const counts: UsageCount[] = [];
  const today = now.getTime() - (now.getTime() % DAY);
  for (const { i, token } of tokens) {
    const perDay = dailyRequests(i);
    if (perDay === 0 || !token.id || !token.issuedAt || !token.expiresAt) continue;
    const revokedAt = token.revokedAt?.getTime() ?? Infinity;
    const keepsCalling = i === STUBBORN_CUSTOMER && revokedAt !== Infinity;
    // Only its revoked token calls for the stubborn customer, so its refusals stand out.
    if (i === STUBBORN_CUSTOMER && !keepsCalling) continue;
    const end = Math.min(now.getTime(), token.expiresAt.getTime(), keepsCalling ? Infinity : revokedAt);
    for (let day = today - DEMO_USAGE_DAYS * DAY; day <= today; day += DAY) {
      const weekday = new Date(day).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const dayTotal = perDay * wobble(i, day / DAY);
      for (const [hour, share] of HOURS) {
        const at = day + hour * HOUR;
        if (at < token.issuedAt.getTime() || at >= end) continue;
        for (const [operation, part] of OPERATIONS) {
          const requests = Math.round(dayTotal * share * part);
          if (requests === 0) continue;
          // A small share of answers hold errors; after its revocation, a token's every call is refused.
          const failed = at >= revokedAt ? requests : Math.floor(requests * (i % 4 === 0 ? 0.04 : 0.01));
          counts.push({ tokenId: token.id, hour: new Date(at), operation, requests, failed });
        }
      }
    }
  }
  return counts;
}

/**
 * When each token was last used, as its usage says: within the hour of its last call that was answered (a
 * revoked or expired token's calls are refused and use nothing), never after it stopped working. A token
 * without such a call was never used: idle customers hold tokens they do not call with.
 */
export function lastUsesOf(
  tokens: readonly { token: TokenRow }[],
  counts: readonly UsageCount[],
): Map<string, Date> {
  const stoppedAt = new Map(
    tokens.map(({ token }) => [
      token.id!,
      Math.min(token.expiresAt!.getTime(), token.revokedAt?.getTime() ?? Infinity),
    ]),
  );
  const last = new Map<string, number>();
  for (const { tokenId, hour } of counts) {
    const at = hour.getTime();
    if (at < stoppedAt.get(tokenId)! && at > (last.get(tokenId) ?? -Infinity)) last.set(tokenId, at);
  }
  return new Map(
    [...last].map(([tokenId, at]) => [
      tokenId,
      new Date(Math.min(at + 40 * 60_000, stoppedAt.get(tokenId)!)),
    ]),
  );
}
