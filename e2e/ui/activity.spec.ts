import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { parseCsv } from '../support/csv';
import { hydrated } from '../support/dashboard';
import { uniqueCustomer } from '../support/reseller-client';

const activityPage = (page: Page) => {
  const table = page.getByRole('region', { name: 'Activity' }).getByRole('table');
  return {
    table,
    rows: table.getByRole('row').filter({ has: page.getByRole('cell') }),
    action: page.getByRole('combobox', { name: 'Action' }),
    subject: page.getByRole('searchbox', { name: /events about an id/i }),
    exportCsv: page.getByRole('button', { name: /export csv/i }),
  };
};

test('lists a change just made, newest first, and filters by action and subject in the URL', async ({
  page,
  reseller,
}) => {
  const person = uniqueCustomer('trail');
  const customer = await reseller.createCustomer(person);
  await reseller.updateCustomer(customer.userId, { name: `${person.name} Renamed` });
  await reseller.issueToken(customer.userId, 86_400, 'Activity e2e');

  await page.goto('/activity');
  const view = activityPage(page);
  await expect(view.rows.first()).toBeVisible();
  // Newest first: other tests may have changed things since, so look for the rows rather than count them.
  const ours = view.rows.filter({ hasText: `${person.name} Renamed` });
  await expect(ours.filter({ hasText: 'Token issued' })).toContainText('label “Activity e2e”');
  await expect(ours.filter({ hasText: 'Customer edited' })).toContainText('changed name');

  await (await hydrated(view.subject)).fill(customer.userId);
  await expect(page).toHaveURL(new RegExp(`[?&]subject=${customer.userId}(&|$)`));
  await expect(view.rows).toHaveCount(3);
  await expect(view.rows.nth(0)).toContainText('Token issued');
  await expect(view.rows.nth(1)).toContainText('Customer edited');
  await expect(view.rows.nth(2)).toContainText('Customer created');
  // Who, then the key's hint on a line of its own (a hint broken across lines read as two words).
  await expect(view.rows.nth(2)).toContainText('(Admin)');
  await expect(view.rows.nth(2).getByText(/^key hbk_…\w{4}$/)).toBeVisible();

  await view.action.selectOption({ label: 'Customer edited' });
  await expect(page).toHaveURL(/[?&]action=customer\.updated(&|$)/);
  await expect(view.rows).toHaveCount(1);
  await page.reload();
  await expect(activityPage(page).rows).toHaveCount(1);
  await expect(activityPage(page).action).toHaveValue('customer.updated');
});

test('exports the filtered view as CSV, with no email in it', async ({ page, reseller }) => {
  const person = uniqueCustomer('trail csv');
  const customer = await reseller.createCustomer(person);
  await reseller.setSuspended(customer.userId, true);
  await page.goto(`/activity?subject=${customer.userId}`);
  const view = activityPage(page);
  await expect(view.rows).toHaveCount(2);
  const download = page.waitForEvent('download');
  await (await hydrated(view.exportCsv)).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d\d-\d\d\.csv$/);
  const text = (await readFile(await file.path())).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  expect(header?.slice(0, 5)).toEqual([
    'Occurred at (UTC)',
    'Action',
    'Description',
    'Subject type',
    'Subject ID',
  ]);
  expect(rows.map((r) => r[1])).toEqual(['customer.suspended', 'customer.created']);
  expect(rows.every((r) => r[4] === customer.userId)).toBe(true);
  expect(text).not.toContain(person.email);
});

for (const { name, viewport: size, colorScheme } of AXE_VARIANTS) {
  test.describe(name, () => {
    test.use({ viewport: size, colorScheme });

    test('the activity page passes axe and nothing is wider than the screen', async ({ page }) => {
      await page.goto('/activity');
      await expect(activityPage(page).rows.first()).toBeVisible();
      await expectNoSeriousViolations(page, `activity (${name})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('a customer’s page links to its activity, and the dates narrow it (UTC days, both included)', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('trail dates'));
  await reseller.issueToken(customer.userId);
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(page.getByRole('link', { name: 'Every change' }))).click();
  await expect(page).toHaveURL(new RegExp(`/activity\\?subject=${customer.userId}$`));
  const view = activityPage(page);
  await expect(view.rows).toHaveCount(2);

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await (await hydrated(page.getByLabel('From'))).fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}(&|$)`));
  await page.getByLabel('to', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${today}(&|$)`));
  await expect(view.rows).toHaveCount(2);
  // A start after the end leaves the end open: nothing yet from tomorrow on.
  await page.getByLabel('From').fill(tomorrow);
  await expect(page).not.toHaveURL(/[?&]to=/);
  await expect(page.getByText('No event matches these filters')).toBeVisible();
});
