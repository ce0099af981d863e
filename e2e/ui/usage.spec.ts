import { readFile } from 'node:fs/promises';
import { resellerGraphql } from '../../tests/generated/reseller';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { parseCsv } from '../support/csv';
import { hydrated } from '../support/dashboard';
import { demoKey } from '../support/env';
import { dataOf, resellerApiRaw } from '../support/graphql';
import { listHandbooks, ResellerClient, uniqueCustomer } from '../support/reseller-client';

const MONTH_REPORT = resellerGraphql(`
  query E2eUsageReport($month: String!) {
    usageReport(month: $month, limit: 100) {
      requests
      total
      rows {
        customer {
          userId
          name
        }
        requests
      }
    }
  }
`);

const month = () => new Date().toISOString().slice(0, 7);

test('the Usage page: the month’s customers most requests first, a month picker, a search and a CSV of every row', async ({
  page,
  request,
}) => {
  const report = dataOf(
    await resellerApiRaw(request, demoKey(), MONTH_REPORT, { month: month() }),
  ).usageReport;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Usage by customer' }).getByRole('table');
  const busiest = report.rows[0]!;
  await expect(table.getByRole('row').nth(1)).toContainText(busiest.customer.name);
  await expect(table.getByRole('columnheader', { name: 'Requests' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('combobox', { name: 'Month' }).getByRole('option')).toHaveCount(14);
  await expectNoSeriousViolations(page, 'usage page');

  const download = page.waitForEvent('download');
  await (await hydrated(page.getByRole('button', { name: /Export CSV/ }))).click();
  const file = await download;
  // The current month, counted up to today (UTC).
  expect(file.suggestedFilename()).toBe(
    `usage-${month()}-01-to-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const rows = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(rows[0]).toEqual(['customer_id', 'name', 'email', 'requests', 'failed', 'active_days']);
  // Counts grow while the test runs (the demo's customers are not the only callers): compare the ids.
  expect(rows.length - 1).toBeGreaterThanOrEqual(report.total);
  expect(rows[1]![0]).toBe(busiest.customer.userId);

  await page.getByRole('searchbox', { name: 'Search customers' }).fill(busiest.customer.name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ index: 13 });
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(page.getByText('No customer matches')).toBeVisible();
});

test('a customer’s Usage section counts its calls within seconds, and says why its revoked token’s calls failed', async ({
  page,
  request,
}) => {
  const client = new ResellerClient(request, demoKey());
  const customer = await client.createCustomer(uniqueCustomer('usage'));
  const { token, issuedToken } = await client.issueToken(customer.userId, undefined, 'Usage check');
  for (let i = 0; i < 3; i++) expect((await listHandbooks(request, token)).status).toBe(200);
  await client.revokeToken(issuedToken.tokenId);
  expect((await listHandbooks(request, token)).status).toBe(401);

  // Counts are written at least every 10 seconds.
  await expect(async () => {
    await page.goto(`/customers/${customer.userId}`);
    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(
      usage.getByRole('figure', { name: 'Requests, day by day' }).locator('rect.fill-accent'),
    ).toHaveCount(30);
    await expect(usage.getByRole('region', { name: 'By operation' })).toContainText('listHandbooks');
    await expect(usage.getByRole('region', { name: 'By token' })).toContainText(
      // Revoked today, inside the 30 days counted: the words cannot say its failure was a refusal.
      /1 failed: refused since the token was revoked on .+, or answered with errors before/,
    );
  }).toPass({ timeout: 30_000 });
  const tokens = page.getByRole('region', { name: 'Issued tokens' });
  await expect(tokens.getByRole('cell', { name: '4', exact: true })).toBeVisible();
});

test('the Usage page past its last page says so, not that the month had no requests', async ({ page }) => {
  await page.goto('/usage?page=99');
  await expect(page.getByText('Page 99 is past the last customer')).toBeVisible();
  await expect(page.getByText('No requests this month')).toBeHidden();
  await (await hydrated(page.getByRole('button', { name: 'Go to the first page' }))).click();
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page.getByRole('region', { name: 'Usage by customer' }).getByRole('row')).not.toHaveCount(0);
});

test('the overview charts the Customer API’s requests day by day', async ({ page }) => {
  await page.goto('/');
  const chart = page.getByRole('figure', { name: 'Customer API requests, day by day' });
  await expect(chart.locator('rect')).toHaveCount(30);
  await expect(chart).toContainText('requests from your customers in the last 30 days');
});
