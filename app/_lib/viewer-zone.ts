import 'server-only';
import { cookies, headers } from 'next/headers';
import { isTimeZone, pickLocale, TIME_ZONE_COOKIE, type Zone } from '@/lib/format/time';

/**
 * The viewer's language and time zone as the server knows them: the zone from the cookie the browser sets
 * (see ClockProvider), UTC before the first visit has set it. For what the server writes as text itself,
 * such as a chart's date labels.
 */
export async function viewerZone(): Promise<Zone> {
  const timeZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return {
    locale: pickLocale((await headers()).get('accept-language')),
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
  };
}
