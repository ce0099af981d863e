'use client';

import { formatDate } from '@/lib/format/time';
import { useZone } from './clock';

/**
 * A calendar date (`YYYY-MM-DD`, such as a handbook's effective date) in the viewer's language. It names
 * a day, not an instant, so no time zone moves it: it is read and shown as UTC.
 */
export function CalendarDate({ value }: { value: string }) {
  const { locale } = useZone();
  return <time dateTime={value}>{formatDate(`${value}T00:00:00Z`, { locale, timeZone: 'UTC' })}</time>;
}
