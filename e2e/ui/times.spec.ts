import { expect, test } from '../fixtures';
import { hydrated } from '../support/dashboard';
import { AUTH_FILE } from '../support/env';
import { uniqueCustomer } from '../support/reseller-client';

test('a fresh 36-hour expiry reads the same in the panel, in the row and after a reload', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui 36h'));
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(page.getByRole('radio', { name: 'Custom' }))).check();
  await page.getByLabel('Custom lifetime').fill('36');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('hours');
  // Time passes on the page before the token is issued, as it does for a person.
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Issue token' }).click();
  const panel = page.getByRole('region', { name: `New token for ${customer.name}` });
  // Coming days count up (as "expiring within 2 days" counts it): 36 hours is "in 2 days".
  await expect(panel.locator('time').first()).toContainText('in 2 days');

  const { tokens } = await reseller.tokens({ userId: customer.userId });
  const row = page
    .getByRole('region', { name: 'Issued tokens' })
    .getByRole('row')
    .filter({ hasText: tokens[0]!.tokenId });
  await expect(row).toContainText('in 2 days');
  await expect(row).not.toContainText('in 1 day');
  await page.reload();
  await expect(row).toContainText('in 2 days');
});

test.describe('a viewer whose browser prefers German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('reads relative and absolute times in one language', async ({ page }) => {
    await page.goto('/tokens');
    const time = page.getByRole('region', { name: 'Issued tokens' }).locator('time').first();
    await expect(time).toContainText(/^in \d+ (minutes?|hours?|days?|months?)/);
    // English month names, day first (en-GB), the viewer's own zone: "21 Nov 2026, 10:30 CET".
    await expect(time).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (CET|CEST|GMT\+\d)/);
    await expect(time).not.toContainText(/\d{2}\.\d{2}\.\d{4}|MEZ|vor |in \d+ Tagen/);
  });
});

test.describe('the first paint', () => {
  test('shows no UTC time to be swapped for local time a moment later', async ({ browser }) => {
    // Without scripts: exactly what arrives before hydration. A first visit has no time-zone cookie yet.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: AUTH_FILE,
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    await page.goto('/tokens');
    const region = page.getByRole('region', { name: 'Issued tokens' });
    await expect(region.locator('time').first()).toBeAttached();
    await expect(region.getByText(/UTC/).filter({ visible: true })).toHaveCount(0);
    await context.close();
  });

  test('is already in the viewer’s zone once the browser has told the server', async ({ browser }) => {
    const context = await browser.newContext({ storageState: AUTH_FILE, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.goto('/tokens');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'hb_tz')?.value)
      .toBe('America/New_York');
    // The next page's HTML, scripts or not, carries local times.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.goto('/tokens');
    const first = page.getByRole('region', { name: 'Issued tokens' }).locator('time').first();
    await expect(first).toContainText(/E[SD]T|GMT-[45]/);
    await context.close();
  });
});
