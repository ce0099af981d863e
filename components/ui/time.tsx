'use client';

import { formatAbsolute, formatDate, formatRelative, toDate, type Instant } from '@/lib/format/time';
import { cn } from './cn';
import { useNow, useZone } from './clock';

export interface TimeText {
  /** For `<time dateTime>`. */
  iso: string;
  /** "in 5 days", in the same locale as `absolute`. */
  relative: string;
  /** "21 Nov 2026, 10:30 CET" in the viewer's zone; null while that zone is not known yet. */
  absolute: string | null;
  /** The same instant written in UTC: holds `absolute`'s place (invisibly) until the zone is known. */
  placeholder: string;
}

/**
 * The one way an instant becomes words here: every time on screen goes through this hook, so the same
 * instant reads the same everywhere, in one language, from one shared "now".
 */
export function useTimeText(value: Instant, { dateOnly = false }: { dateOnly?: boolean } = {}): TimeText {
  const now = useNow();
  const { locale, timeZone } = useZone();
  const format = dateOnly ? formatDate : formatAbsolute;
  return {
    iso: toDate(value).toISOString(),
    relative: formatRelative(value, now, locale),
    absolute: timeZone === null ? null : format(value, { locale, timeZone }),
    placeholder: format(value, { locale, timeZone: 'UTC' }),
  };
}

/**
 * The absolute time, or before the viewer's zone is known an invisible slot of the same width: a UTC time
 * never flashes up to be replaced by local time a moment later, and nothing around it moves.
 */
export function AbsoluteText({ text, className }: { text: TimeText; className?: string }) {
  return text.absolute === null ? (
    <span className={cn('invisible', className)} aria-hidden="true">
      {text.placeholder}
    </span>
  ) : (
    <span className={className}>{text.absolute}</span>
  );
}

/** "in 5 days" above "21 Nov 2026, 10:30 CET": relative for scanning, absolute for certainty. */
export function TimeStack({ value, className }: { value: Instant; className?: string }) {
  const text = useTimeText(value);
  return (
    <time dateTime={text.iso} className={cn('flex flex-col leading-tight', className)}>
      <span className="whitespace-nowrap">{text.relative}</span>
      <AbsoluteText text={text} className="text-xs whitespace-nowrap text-muted" />
    </time>
  );
}

/** The absolute time alone, relative in its tooltip. */
export function AbsoluteTime({ value, dateOnly = false }: { value: Instant; dateOnly?: boolean }) {
  const text = useTimeText(value, { dateOnly });
  return (
    <time dateTime={text.iso} title={text.relative}>
      <AbsoluteText text={text} />
    </time>
  );
}

/** The relative time alone ("2 hours ago"), absolute in its tooltip: for sentences such as "Revoked …". */
export function RelativeTime({ value }: { value: Instant }) {
  const text = useTimeText(value);
  return (
    <time dateTime={text.iso} title={text.absolute ?? undefined}>
      {text.relative}
    </time>
  );
}
