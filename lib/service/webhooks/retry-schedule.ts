import 'server-only';

/**
 * How long to wait after each failed attempt before the next: the first retry within 10 s, the last a day
 * after the one before it (about 35 hours after the event). After the last, the delivery is FAILED; a person
 * can still redeliver it.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  8 * 3_600_000,
  24 * 3_600_000,
] as const;

/** When to try again after `attempts` attempts have failed, or null when none are left. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
