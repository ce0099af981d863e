import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
import { requestTime } from '@/app/_lib/request-time';
import { PermissionsProvider } from '@/components/auth/permissions';
import { ReadOnlyNotice } from '@/components/auth/read-only-notice';
import { AppHeader } from '@/components/layout/app-header';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { SkipLink } from '@/components/layout/skip-link';
import { cn } from '@/components/ui/cn';
import { ClockProvider } from '@/components/ui/clock';
import { requireSession } from '@/lib/dashboard/session/session';
import { VIEWER_QUERY } from '@/lib/graphql-client/documents/staff';
import { PageRefreshProvider } from '@/lib/graphql-client/page-refresh';
import { isTimeZone, pickLocale, TIME_ZONE_COOKIE } from '@/lib/format/time';
import { signOut } from './sign-out-action';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { resellerName } = await requireSession();
  // Times render on the server in the viewer's language and, after a first visit, their own time zone.
  const timeZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  // Who holds the key, and what it may change. A layout renders once per visit, not per page; without an
  // answer the header names the reseller alone and nothing that changes data is offered.
  const viewer = (await queryOrNull(VIEWER_QUERY, {}))?.viewer ?? null;
  return (
    <ClockProvider
      serverNow={requestTime()}
      locale={pickLocale((await headers()).get('accept-language'))}
      timeZone={isTimeZone(timeZone) ? timeZone : null}
    >
      <SkipLink />
      <AppHeader resellerName={resellerName} viewer={viewer} signOut={signOut} />
      <PermissionsProvider role={viewer?.role ?? null}>
        <PageRefreshProvider>
          <main id="main" tabIndex={-1} className={cn(PAGE_WIDTH, 'flex flex-col gap-6 py-6 outline-none')}>
            <ReadOnlyNotice role={viewer?.role ?? null} />
            {children}
          </main>
        </PageRefreshProvider>
      </PermissionsProvider>
    </ClockProvider>
  );
}
