import { expect, test } from '../fixtures';
import {
  customersPage,
  expectedRow,
  expectPageToMatchApi,
  expectRowsToMatchApi,
  hydrated,
  readCustomerRows,
  typeInPage,
} from '../support/dashboard';
import { SEARCH_PAUSE_MS } from '../../components/data-table/search-pause';
import { AUTH_FILE, DEMO_RESELLER } from '../support/env';
import type { CustomerSort } from '../support/reseller-client';

test('the header names the reseller and offers sign-out', async ({ page }) => {
  await page.goto('/customers');
  const header = page.getByRole('banner');
  await expect(header).toContainText(DEMO_RESELLER);
  await expect(header.getByRole('button', { name: /sign out/i })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the total and the first page of rows match the Reseller API', async ({ page, reseller }) => {
  const view = customersPage(page);
  await expectPageToMatchApi(page, {
    act: () => page.goto('/customers'),
    read: async () => ({ total: await view.total.textContent(), rows: await readCustomerRows(view.rows) }),
    fetch: async () => {
      const { customers, total } = await reseller.customers();
      return { total: total.toLocaleString('en'), rows: customers.map((c) => expectedRow(c)) };
    },
  });
  await expect(view.rows).toHaveCount(25);
  await expect(view.pages).toContainText(`1–25 of ${await view.total.textContent()} customers`);
});

test('the first page is in the server-rendered HTML: rows without JavaScript', async ({
  browser,
  reseller,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: AUTH_FILE });
  const page = await context.newPage();
  await page.goto('/customers?sort=name');
  const expected = await reseller.customers({ sort: 'NAME', direction: 'ASC', limit: 25 });
  const view = customersPage(page);
  await expect(view.rows).toHaveCount(25);
  await expect(view.rows.first()).toContainText(expected.customers[0]!.email);
  await expect(view.rows.last()).toContainText(expected.customers[24]!.email);
  await context.close();
});

test('sorting by a column sorts on the server and keeps the order in the URL', async ({ page, reseller }) => {
  await page.goto('/customers');
  const view = customersPage(page);
  const sorted = (sort: CustomerSort, direction: 'ASC' | 'DESC') => async () =>
    (await reseller.customers({ sort, direction })).customers;
  const click = (column: string) => async () => (await hydrated(view.sortButton(column))).click();

  await expectRowsToMatchApi(page, view.rows, click('Name'), sorted('NAME', 'ASC'));
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect(view.columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');

  await expectRowsToMatchApi(page, view.rows, click('Name'), sorted('NAME', 'DESC'));
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await expect(view.columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');

  // Counts sort biggest first on the first click.
  await expectRowsToMatchApi(page, view.rows, click('Handbooks'), sorted('HANDBOOK_COUNT', 'DESC'));
  await expect(page).toHaveURL(/[?&]sort=handbooks(&|$)/);
  await expect(view.columnHeader('Handbooks')).toHaveAttribute('aria-sort', 'descending');
});

test('paging and page size follow the API, live in the URL and survive a reload', async ({
  page,
  reseller,
}) => {
  await page.goto('/customers?sort=email');
  const view = customersPage(page);
  const byEmail = (offset: number, limit: number) => async () =>
    (await reseller.customers({ sort: 'EMAIL', direction: 'ASC', offset, limit })).customers;

  await expectRowsToMatchApi(
    page,
    view.rows,
    async () => (await hydrated(view.nextPage)).click(),
    byEmail(25, 25),
  );
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(view.pages).toContainText('26–50 of');

  await view.pageSize.selectOption('50');
  await expect(page).toHaveURL(/[?&]size=50(&|$)/);
  await expect(view.rows).toHaveCount(50);

  const url = page.url();
  const pageNumber = Number(new URL(url).searchParams.get('page') ?? '1');
  await expectRowsToMatchApi(page, view.rows, () => page.reload(), byEmail((pageNumber - 1) * 50, 50));
  expect(page.url()).toBe(url);
  await expect(view.pageSize).toHaveValue('50');
  await expect(view.columnHeader('Email')).toHaveAttribute('aria-sort', 'ascending');

  // Back returns to the previous view: paging pushes history entries.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]size=50/);
});

test('search is on the server, debounced, in the URL, and starts again at the first page', async ({
  page,
  reseller,
}) => {
  await page.goto('/customers?page=3&sort=name');
  const view = customersPage(page);
  await expect(view.pages).toContainText('51–75 of');

  // Only demo customers are called Zoe: no other test changes this view.
  const zoe = await reseller.customers({ search: 'Zoe', sort: 'NAME', direction: 'ASC' });
  expect(zoe.total).toBeGreaterThan(0);
  await (await hydrated(view.search)).fill('Zoe');
  await expect(page).toHaveURL(/[?&]q=Zoe(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText(`${zoe.total} matching “Zoe”`)).toBeVisible();
  await expect.poll(() => readCustomerRows(view.rows)).toEqual(zoe.customers.map((c) => expectedRow(c)));

  // Reload keeps the search, in the box and in the rows.
  await page.reload();
  await expect(view.search).toHaveValue('Zoe');
  await expect.poll(() => readCustomerRows(view.rows)).toEqual(zoe.customers.map((c) => expectedRow(c)));

  // A search that matches nobody says so and offers a way out.
  await (await hydrated(view.search)).fill('no-such-customer-anywhere');
  await expect(page.getByText(/No customer’s name or email contains/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(view.search).toHaveValue('');
  await expect(view.rows).toHaveCount(25);
});

test('a search typed quickly makes one request, not one per keystroke', async ({ page }) => {
  await page.goto('/customers');
  const view = customersPage(page);
  await expect(view.rows).toHaveCount(25);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.postData()?.includes('"search"')) {
      searches.push(request.postData() ?? '');
    }
  });
  const gaps = await typeInPage(await hydrated(view.search), 'Petrov', 30);
  await expect(page).toHaveURL(/[?&]q=Petrov(&|$)/);
  await expect(view.rows.first()).toContainText('Petrov');
  // One request for the word; a prefix is asked for only where typing really paused (on a loaded machine
  // the page's own timers can run that late).
  const pauses = gaps.filter((gap) => gap >= SEARCH_PAUSE_MS).length;
  expect(searches.length).toBeGreaterThanOrEqual(1);
  expect(searches.length).toBeLessThanOrEqual(1 + pauses);
  expect(searches.at(-1)).toContain('"search":"Petrov"');
});
