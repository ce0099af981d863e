import { test as setup } from '../fixtures';
import { AUTH_FILE, demoKey } from '../support/env';
import { signIn } from '../support/sign-in';

// Signs in once through the real form; the `ui` project starts every test from this saved session.
setup('sign in with the demo key', async ({ page }) => {
  await signIn(page, demoKey());
  await page.context().storageState({ path: AUTH_FILE });
});
