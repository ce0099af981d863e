import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hydrated } from '../support/dashboard';
import { demoKey, MAIN_URL, type DEMO_KEY_FILES } from '../support/env';
import { signIn } from '../support/sign-in';
import { asAdmin, endpointCard, GONE_WORDS } from '../support/webhook-health';
import { CREATE_ENDPOINT, DELETE_ENDPOINT, SEND_TEST, startReceiver } from '../support/webhook-receiver';

/**
 * Here rather than in the `ui` project: a context opened there inherits the project's storage state, the
 * admin's session, so its visit to /sign-in is sent on to the overview and the form it waits for never comes.
 */

const DESCRIPTION = 'Retired ledger (roles)';

/** What the card offers that changes the endpoint's state: the toggle and "Resend failed since…". */
const stateButtons = (page: Page) =>
  endpointCard(page, DESCRIPTION).getByRole('button', {
    name: /^(Enable|Disable) endpoint|^Resend failed deliveries/,
  });

/** Signs `who` in, in a context of its own, and opens Settings with the endpoint's health shown. */
async function settingsAs(browser: Browser, who: keyof typeof DEMO_KEY_FILES) {
  const context = await browser.newContext({ baseURL: MAIN_URL });
  const page = await context.newPage();
  await signIn(page, demoKey(who));
  await page.goto('/settings');
  await expect(endpointCard(page, DESCRIPTION).getByTestId('endpoint-health')).toHaveText(GONE_WORDS, {
    timeout: 15_000,
  });
  // The buttons are the client's to show or leave out: counted once it has hydrated the card.
  await hydrated(endpointCard(page, DESCRIPTION).getByRole('button', { name: 'Deliveries', exact: true }));
  return { page, close: () => context.close() };
}

test('support and read-only staff see a disabled endpoint’s health in words, and no Enable or Resend', async ({
  browser,
  request,
}) => {
  const gone = await startReceiver(410);
  const call = asAdmin(request);
  const created = await call(CREATE_ENDPOINT, { url: gone.url, description: DESCRIPTION });
  const id = created.createWebhookEndpoint.endpoint.endpointId;
  try {
    await call(SEND_TEST, { id });
    await expect.poll(() => gone.count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The admin's card has both buttons: the same locator finds them when they are there.
    const admin = await settingsAs(browser, 'admin');
    await expect(stateButtons(admin.page)).toHaveText(['Enable', 'Resend failed since…']);
    await admin.close();

    for (const who of ['support', 'readOnly'] as const) {
      const { page, close } = await settingsAs(browser, who);
      await expect(stateButtons(page), who).toHaveCount(0);
      await page.goto('/');
      const listed = page.getByRole('region', { name: 'Needs attention' }).getByTestId('attention-endpoint');
      await expect(listed.filter({ hasText: DESCRIPTION }), who).toContainText(GONE_WORDS);
      await close();
    }
  } finally {
    await call(DELETE_ENDPOINT, { id });
    await gone.close();
  }
});
