import { expect, type Page } from '@playwright/test';
import { hydrated } from './dashboard';
import { DEMO_RESELLER } from './env';

/** The sign-in form's controls, by their accessible names. */
export const signInForm = (page: Page) => ({
  // Exact: the show/hide toggle is labelled "Show API key".
  key: page.getByLabel('API key', { exact: true }),
  submit: page.getByRole('button', { name: /sign in/i }),
  /** The form's message: wrong key, empty field, unreachable service, too many attempts. */
  // Inside main: Next's route announcer is an alert too.
  message: page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ }),
});

/** Signs in through the form and waits for the dashboard's header to name the reseller. */
export async function signIn(page: Page, key: string): Promise<void> {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await hydrated(form.key);
  await form.key.fill(key);
  await form.submit.click();
  // The overview is where a sign-in lands.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(DEMO_RESELLER);
}
