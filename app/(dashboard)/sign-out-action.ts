'use server';

import { redirect } from 'next/navigation';
import { getSession } from '@/lib/dashboard/session';

/** Ends the session (the cookie is cleared) and shows the sign-in page with a "signed out" notice. */
export async function signOut(): Promise<never> {
  (await getSession()).destroy();
  redirect('/sign-in?reason=signed-out');
}
