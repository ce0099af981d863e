'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getResellerApi } from '@/app/_lib/reseller-api';
import { getConfig } from '@/lib/config';
import { getSession, startSession } from '@/lib/dashboard/session/session';
import {
  attemptSignIn,
  DEFAULT_AFTER_SIGN_IN,
  KEY_MESSAGES,
  SIGN_IN_MESSAGES,
  type SignInFormState,
} from '@/lib/dashboard/session/sign-in';
import { getSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { clientAddress } from '@/lib/http/client-address';
import { returnPath } from '@/lib/http/return-path';

const signInInput = z.object({
  // Pasted keys often carry a stray space or newline, or an invisible format character (a zero-width space
  // from a chat or a document), which no key holds.
  apiKey: z
    .string()
    .transform((key) => key.replace(/\p{Cf}/gu, '').trim())
    .pipe(z.string().min(1, SIGN_IN_MESSAGES.empty).max(512, SIGN_IN_MESSAGES.invalid)),
  // A bad `next` is ignored (sign-in goes to the customers page), never a reason to refuse.
  next: z.string().max(2048).optional().catch(undefined),
});

const previousState = z.object({ attempt: z.number().int().nonnegative().max(1_000_000) });

/** Checks the pasted key with the Handbook service and, when it is accepted, starts the session. */
export async function signIn(previous: unknown, formData: unknown): Promise<SignInFormState> {
  // A server action is a public endpoint: anyone can post it any arguments, not only the form's.
  const attempt = (previousState.safeParse(previous).data?.attempt ?? 0) + 1;
  if (!(formData instanceof FormData)) return { message: SIGN_IN_MESSAGES.empty, keyInvalid: true, attempt };
  const parsed = signInInput.safeParse({
    apiKey: formData.get('apiKey') ?? '',
    next: formData.get('next') ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Only the form's own words: a posted file, say, gets no validator's wording.
    const message = issue && KEY_MESSAGES.has(issue.message) ? issue.message : SIGN_IN_MESSAGES.empty;
    return { message, keyInvalid: true, attempt };
  }

  const result = await attemptSignIn({
    apiKey: parsed.data.apiKey,
    client: clientAddress(await headers(), getConfig().proxyTrust),
    upstream: getResellerApi(),
    limiter: getSignInLimiter(),
    now: Date.now(),
  });
  if (!result.ok) {
    const keyInvalid = KEY_MESSAGES.has(result.message);
    return { message: result.message, keyInvalid, attempt };
  }

  await startSession(await getSession(), result.reseller, Date.now());
  redirect(returnPath(parsed.data.next) ?? DEFAULT_AFTER_SIGN_IN);
}
