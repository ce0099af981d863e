import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { parseCsv } from '../support/csv';
import { customersPage, expectedRow, hydrated } from '../support/dashboard';
import { DEMO_CUSTOMERS, DEMO_EMAIL_SUFFIX } from '../support/env';
import { uniqueCustomer, type Customer, type CustomerSort } from '../support/reseller-client';

const HEADER = [
  'Name',
  'Email',
  'User ID',
  'Status',
  'Handbooks',
  'Active tokens',
  'Access',
  'Access expires at (UTC)',
  'Access expired at (UTC)',
  'Created at (UTC)',
];

async function exportCsv(page: Page): Promise<{ name: string; bytes: Buffer; rows: string[][] }> {
  const view = customersPage(page);
  await expect(view.rows.first()).toBeVisible();
  const download = page.waitForEvent('download');
  await (await hydrated(view.exportCsv)).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), bytes, rows: parseCsv(bytes.toString('utf8')) };
}

const csvRow = (c: Customer) => {
  const { access, status } = expectedRow(c);
  return [
    c.name,
    c.email,
    c.userId,
    status,
    String(c.handbookCount),
    String(c.activeTokenCount),
    access,
    c.accessExpiresAt ?? '',
    c.accessExpiredAt ?? '',
    c.createdAt,
  ];
};

test('exports every page of the current view, in its order, with the documented columns', async ({
  page,
  reseller,
}) => {
  // 300 demo customers shown 10 to a page: the file must hold all of them, not the page on screen.
  await page.goto(`/customers?q=${encodeURIComponent(DEMO_EMAIL_SUFFIX)}&sort=name&size=10`);
  await expect(customersPage(page).rows).toHaveCount(10);
  const { name, bytes, rows } = await exportCsv(page);

  expect(name).toMatch(/^customers-\d{4}-\d\d-\d\d\.csv$/);
  // A byte-order mark, so spreadsheet programs read the names as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...data] = rows;
  expect(header).toEqual(HEADER);
  expect(data).toHaveLength(DEMO_CUSTOMERS);

  const sort: CustomerSort = 'NAME';
  const pages = await Promise.all(
    [0, 100, 200].map((offset) =>
      reseller.customers({ search: DEMO_EMAIL_SUFFIX, sort, direction: 'ASC', offset, limit: 100 }),
    ),
  );
  const expected = pages.flatMap((p) => p.customers);
  expect(data.map((r) => r[2])).toEqual(expected.map((c) => c.userId));
  expect(data).toEqual(expected.map(csvRow));
});

test('a searched view exports only the matches', async ({ page, reseller }) => {
  await page.goto('/customers?q=Zoe');
  const { rows } = await exportCsv(page);
  const [, ...data] = rows;
  const expected = await reseller.customers({ search: 'Zoe', limit: 100 });
  expect(expected.total).toBeGreaterThan(0);
  expect(data).toHaveLength(expected.total);
  expect(new Set(data.map((r) => r[2]))).toEqual(new Set(expected.customers.map((c) => c.userId)));
  for (const row of data) expect(`${row[0]} ${row[1]}`).toMatch(/zoe/i);
});

test('tokens: exports every token of the view, with its ids and times, never a token itself', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('csv tokens'));
  const first = await reseller.issueToken(customer.userId);
  await reseller.issueToken(customer.userId);
  await page.goto(`/tokens?q=${encodeURIComponent(customer.email)}&status=all`);
  await expect(page.getByRole('row').filter({ hasText: customer.name })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await (await hydrated(page.getByRole('button', { name: 'Export CSV' }))).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(file.suggestedFilename()).toMatch(/^tokens-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...data] = parseCsv(bytes.toString('utf8'));
  expect(header?.slice(0, 5)).toEqual(['Token ID', 'Status', 'Customer', 'Email', 'User ID']);
  expect(data).toHaveLength(2);
  expect(data.map((row) => row[0])).toContain(first.issuedToken.tokenId);
  expect(data.every((row) => row[2] === customer.name && row[4] === customer.userId)).toBe(true);
  expect(bytes.toString('utf8')).not.toContain(first.token);
});
