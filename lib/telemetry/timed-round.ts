import { ATTR } from './attributes';
import { instruments } from './instruments';
import { timedSpan } from './timed-span';

export type BackgroundRound = 'deliveries' | 'expiry_scan' | 'retention';

/**
 * One background round in a span of its own (its queries nest under it) and in
 * `handbook.background.round.duration`, whichever driver runs it (timers, after(), the cron route).
 */
export function timedRound<T>(round: BackgroundRound, work: () => Promise<T>): Promise<T> {
  const { backgroundRoundDuration } = instruments();
  return timedSpan(`background ${round}`, { [ATTR.backgroundRound]: round }, backgroundRoundDuration, work);
}
