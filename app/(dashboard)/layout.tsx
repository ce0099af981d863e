import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { requestTime } from '@/app/_lib/request-time';
import { AppHeader } from '@/components/layout/app-header';
import { SkipLink } from '@/components/layout/skip-link';
import { ClockProvider } from '@/components/ui/clock';
import { requireSession } from '@/lib/dashboard/session/session';
import { isTimeZone, pickLocale, TIME_ZONE_COOKIE } from '@/lib/format/time';
import { signOut } from './sign-out-action';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { resellerName } = await requireSession();
  // Times render on the server in the viewer's language and, after a first visit, their own time zone.
  const timeZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return (
    <ClockProvider
      serverNow={requestTime()}
      locale={pickLocale((await headers()).get('accept-language'))}
      timeZone={isTimeZone(timeZone) ? timeZone : null}
    >
      <SkipLink />
      <AppHeader resellerName={resellerName} signOut={signOut} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 outline-none sm:px-6"
      >
        {children}
      </main>
    </ClockProvider>
  );
}
