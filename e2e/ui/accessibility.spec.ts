import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { customersPage, hydrated } from '../support/dashboard';
import { uniqueCustomer } from '../support/reseller-client';

const NARROW_PHONE = { width: 375, height: 812 };

test.describe.configure({ mode: 'parallel' });

for (const { name, viewport: size, colorScheme } of AXE_VARIANTS) {
  test.describe(name, () => {
    test.use({ viewport: size, colorScheme });

    test('sign-in', async ({ browser }) => {
      // Signed out: a context of its own, without the saved session (a signed-in visitor is sent on).
      const context = await browser.newContext({
        viewport: size,
        colorScheme,
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page, 'sign-in');
      // With a message showing too.
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'sign-in with a message');
      await context.close();
    });

    test('customers, and the new-customer dialog', async ({ page }) => {
      // Ten rows check the same parts as a hundred, in less of axe's time.
      await page.goto('/customers?size=10');
      const view = customersPage(page);
      await expect(view.rows).toHaveCount(10);
      await expectNoSeriousViolations(page, 'customers');
      await (await hydrated(view.newCustomer)).click();
      const dialog = page.getByRole('dialog', { name: 'New customer' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Create customer' }).click();
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page, 'new-customer dialog with errors', {
        within: '[role="dialog"]',
      });
    });

    test('customer, the new token and the revoke confirmation', async ({ page, reseller }) => {
      const customer = await reseller.createCustomer(uniqueCustomer('axe'));
      await reseller.issueToken(customer.userId);
      await page.goto(`/customers/${customer.userId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.name);
      await expectNoSeriousViolations(page, 'customer');
      await (await hydrated(page.getByRole('button', { name: 'Issue token' }))).click();
      await expect(page.getByRole('region', { name: /New token for/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'customer with a new token');
      await page
        .getByRole('button', { name: /^Revoke token tok_/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'revoke confirmation', {
        within: '[role="alertdialog"]',
      });
    });

    test('tokens', async ({ page }) => {
      await page.goto('/tokens?within=7&size=10');
      await expect(page.getByRole('region', { name: 'Issued tokens' }).getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousViolations(page, 'tokens');
    });
  });
}

test('at 375 px nothing but the tables scrolls sideways', async ({ page }) => {
  await page.setViewportSize(NARROW_PHONE);
  for (const path of ['/customers', '/tokens']) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  // The tokens page's status tabs, counts included, all within the screen: none cut off at its edge.
  await expect(page.getByRole('tab')).toHaveCount(4);
  for (const tab of await page.getByRole('tab').all()) {
    await expect(tab).toContainText(/\d/);
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= NARROW_PHONE.width, await tab.innerText()).toBe(true);
  }
});
