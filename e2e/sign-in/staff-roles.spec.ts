import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hydrated } from '../support/dashboard';
import { demoKey, MAIN_URL } from '../support/env';
import { signIn } from '../support/sign-in';

/** The labels of every control that changes data, on any page of the dashboard. */
const CHANGES =
  /new customer|edit details|suspend|reactivate|delete|issue token|renew|revoke|generate|add endpoint|send test|redeliver/i;

/**
 * The enabled buttons on the page that would change something. Read in one pass in the page: asking the
 * browser four questions about each of a page's dozens of buttons took seconds per page.
 */
async function enabledChangeButtons(page: Page): Promise<string[]> {
  const names = await page.getByRole('main').evaluate((main) =>
    [
      ...main.querySelectorAll<HTMLElement>(
        'button, [role="button"], input[type="button"], input[type="submit"]',
      ),
    ]
      .filter((button) => {
        // A <button> given another role (a tab, a menu item) is not a button to assistive technology either.
        if ((button.getAttribute('role') ?? 'button') !== 'button') return false;
        const box = button.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden';
        return shown && !button.matches(':disabled') && !button.closest('[aria-disabled="true"]');
      })
      .map((button) => button.getAttribute('aria-label') ?? button.innerText),
  );
  return names.filter((name) => CHANGES.test(name));
}

async function firstCustomerPath(page: Page): Promise<string> {
  await page.goto('/customers');
  const href = await page.locator('main a[href^="/customers/cus_"]').first().getAttribute('href');
  expect(href, 'a link to a customer').toBeTruthy();
  return href!;
}

test.describe('staff keys and roles', () => {
  test('the read-only viewer is named, and finds no button that would fail', async ({ page }) => {
    await signIn(page, demoKey('readOnly'));
    await expect(page.getByRole('banner')).toContainText('Riley Chen · Read-only');
    const customer = await firstCustomerPath(page);
    // Each page once (the customers page is open already): what a page must also show a viewer is checked
    // while it is open.
    const alsoShows: Record<string, () => Promise<void>> = {
      // Said once, by the page's notice: no second note repeats it where the actions would be.
      [customer]: () => expect(page.getByTestId('not-allowed')).toHaveCount(0),
      '/tokens': () => expect(page.getByRole('checkbox')).toHaveCount(0),
      '/settings/team': async () => {
        await expect(page.getByTestId('team-key')).toHaveCount(1);
        await expect(page.getByTestId('team-key')).toContainText('Riley Chen');
      },
    };
    for (const path of ['/customers', customer, '/tokens', '/activity', '/settings', '/settings/team', '/']) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await hydrated(page.getByRole('main').getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      expect(await enabledChangeButtons(page), path).toEqual([]);
      // Every page says once why nothing here changes data, rather than leaving the buttons missing.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Colleagues with the Admin or Support role can make changes' }),
        path,
      ).toHaveCount(1);
      await alsoShows[path]?.();
    }
  });

  test('the support agent looks after customers but may not delete one or touch webhooks', async ({
    page,
  }) => {
    await signIn(page, demoKey('support'));
    await expect(page.getByRole('banner')).toContainText('Sam Lee · Support');
    await page.goto(await firstCustomerPath(page));
    await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^delete customer/i })).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
    await expect(page.getByTestId('not-allowed')).toContainText('Support');
    // Support changes most things: no page-wide notice, only the notes where an action is missing.
    await expect(page.getByText(/^Your key is/)).toHaveCount(0);
  });

  test('the admin sees the whole team, and the activity of one person', async ({ page }) => {
    await signIn(page, demoKey('admin'));
    await expect(page.getByRole('banner')).toContainText('Alex Morgan · Admin');
    await page.goto('/settings/team');
    // Admins issue and revoke the team's keys themselves.
    await expect(page.getByRole('main')).toContainText('Admins issue a key for a new colleague here');
    for (const name of ['Alex Morgan', 'Sam Lee', 'Riley Chen'])
      await expect(page.getByTestId('team-key').filter({ hasText: name })).toHaveCount(1);
    await page.goto('/activity');
    const person = page.getByLabel('Person');
    await hydrated(person);
    await person.selectOption({ label: 'Sam Lee (Support)' });
    await expect(page).toHaveURL(/by=key_/);
    const rows = page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: /Token|Customer|Handbook/ });
    await expect(rows.first()).toContainText('Sam Lee (Support)');
    for (const row of await rows.all()) await expect(row).toContainText('Sam Lee (Support)');
  });

  test('an admin issues a key to a colleague, who signs in with it; revoked, their session ends at the next click', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoKey('admin'));
    await page.goto('/settings/team');
    await (await hydrated(page.getByRole('button', { name: 'New key' }))).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    const name = `Temporary colleague ${Date.now()}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('radio', { name: /^Support/ }).check();
    await dialog.getByRole('button', { name: 'Issue key' }).click();
    const shown = page.getByRole('dialog', { name: 'Key issued' });
    const key = (await shown.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^hbk_/);
    await expect(shown.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await shown.getByRole('button', { name: /Done/ }).click();
    const card = page.getByTestId('team-key').filter({ hasText: name });
    await expect(card).toContainText('Support');

    const colleague = await browser.newContext({ baseURL: MAIN_URL });
    const theirs = await colleague.newPage();
    await signIn(theirs, key);
    await expect(theirs.getByRole('banner')).toContainText(`${name} · Support`);

    await card.getByRole('button', { name: `Revoke ${name}’s key` }).click();
    await page
      .getByRole('alertdialog', { name: `Revoke ${name}’s key?` })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(card).toContainText('Revoked');
    await expect(card.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    // Their next click: signed out, told why.
    await theirs.goto('/customers');
    await expect(theirs).toHaveURL(/\/sign-in/);
    await expect(theirs.getByRole('main')).toContainText('This API key was revoked');
    await colleague.close();
  });

  test('support and read-only staff see their own key, and no New key or Revoke', async ({ page }) => {
    await signIn(page, demoKey('support'));
    await page.goto('/settings/team');
    await hydrated(page.getByRole('main').getByRole('heading', { level: 1 }));
    await expect(page.getByTestId('team-key')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New key' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  });
});
