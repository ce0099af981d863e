'use client';

import { formatAbsolute, formatDate, formatRelative, toDate } from '@/lib/format/time';
import { cn } from './cn';
import { useNow, useZone } from './clock';

/** "in 5 days" above "21 Nov 2026, 10:30 CET": relative for scanning, absolute for certainty. */
export function TimeStack({ value, className }: { value: string; className?: string }) {
  const now = useNow();
  const zone = useZone();
  return (
    <time dateTime={toDate(value).toISOString()} className={cn('flex flex-col leading-tight', className)}>
      <span className="whitespace-nowrap">{formatRelative(value, now)}</span>
      <span className="text-xs whitespace-nowrap text-muted">{formatAbsolute(value, zone)}</span>
    </time>
  );
}

/** The absolute time alone, relative in its tooltip. */
export function AbsoluteTime({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  const now = useNow();
  const zone = useZone();
  return (
    <time dateTime={toDate(value).toISOString()} title={formatRelative(value, now)}>
      {dateOnly ? formatDate(value, zone) : formatAbsolute(value, zone)}
    </time>
  );
}
