import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requestTime } from '@/app/_lib/request-time';
import { SignInForm } from '@/components/auth/sign-in-form';
import { Card } from '@/components/ui/card';
import { getSession } from '@/lib/dashboard/session/session';
import { sessionState } from '@/lib/dashboard/session/session-rules';
import { DEFAULT_AFTER_SIGN_IN, signInNotice } from '@/lib/dashboard/session/sign-in';
import { returnPath } from '@/lib/http/return-path';
import { signIn } from './sign-in-action';

export const metadata: Metadata = { title: 'Sign in' };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const notice = signInNotice(single(params.reason));
  const next = returnPath(single(params.next));
  // Someone signed in is sent on (to where they were going). Not with a notice: `reason=expired` comes from a
  // dashboard whose key the service refused, and sending that visitor back there would go round in circles.
  const state = sessionState(await getSession(), requestTime());
  if (state.status === 'active' && !notice) redirect(next ?? DEFAULT_AFTER_SIGN_IN);

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-xl bg-accent text-lg font-bold text-accent-ink"
          >
            H
          </span>
          <p className="text-base font-semibold">
            Handbook <span className="font-normal text-muted">Reseller Console</span>
          </p>
        </div>
        <Card className="p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold">Sign in</h1>
          <p className="mt-1 mb-5 text-sm text-muted">
            Use your reseller API key to look after your customers and their access tokens.
          </p>
          {notice ? (
            <p
              role="status"
              className="mb-5 rounded-md border border-l-4 border-line border-l-accent bg-canvas px-3 py-2 text-sm"
            >
              {notice}
            </p>
          ) : null}
          <SignInForm action={signIn} next={next} />
        </Card>
        <p className="mt-6 text-center text-xs text-muted">
          Your key is kept on the server in an encrypted cookie and is never shown to this browser again.
        </p>
      </div>
    </main>
  );
}
