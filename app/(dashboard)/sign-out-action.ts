'use server';

import { redirect } from 'next/navigation';
import { endSession, getSession } from '@/lib/dashboard/session/session';

/**
 * Ends the session (recorded on the server, so a copy of the cookie is refused from now on; the cookie
 * is cleared) and shows the sign-in page with a "signed out" notice.
 */
export async function signOut(): Promise<never> {
  await endSession(await getSession(), Date.now());
  redirect('/sign-in?reason=signed-out');
}
