import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  customersPage,
  expectedRow,
  expectRowsToMatchApi,
  hydrated,
  readCustomerRows,
  typeInPage,
} from '../support/dashboard';

/** Holds the browser's GraphQL requests until `release` is called: a slow network, on demand. */
async function holdGraphql(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/graphql', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
    count: () => held.length,
  };
}

test('Back after a reload shows the rows the URL names, not the old ones dimmed forever', async ({
  page,
  reseller,
}) => {
  const view = customersPage(page);
  await page.goto('/customers');
  await (await hydrated(page.getByLabel('Status'))).selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await view.search.fill('design');
  await expect(page).toHaveURL(/q=design/);
  await view.sortButton('Name').click();
  await expect(page).toHaveURL(/sort=name/);
  await page.reload();
  await hydrated(view.search);

  // As a person would: look at the page Back shows (its rows loaded in full) before going Back again.
  await page.goBack();
  await expect(page).toHaveURL(/\/customers\?status=active&q=design$/);
  await expectRowsToMatchApi(
    page,
    view.rows,
    async () => undefined,
    async () => (await reseller.customers({ status: 'ACTIVE', search: 'design' })).customers,
  );
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForLoadState('networkidle');
  await page.goBack();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(view.search).toHaveValue('');
  await expectRowsToMatchApi(
    page,
    view.rows,
    async () => undefined,
    async () => (await reseller.customers()).customers,
  );
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
});

test('while a search loads, the headline says so instead of the old count under the new words', async ({
  page,
  reseller,
}) => {
  const view = customersPage(page);
  await page.goto('/customers');
  await hydrated(view.search);
  const network = await holdGraphql(page);
  await view.search.fill('robotics');
  await expect(page).toHaveURL(/q=robotics/);
  const inView = page.getByTestId('customers-in-view');
  await expect(inView).toHaveText('Loading…');
  await expect(view.table).toHaveAttribute('aria-busy', 'true');
  await network.release();
  const { total } = await reseller.customers({ search: 'robotics' });
  await expect(inView).toHaveText(`${total} matching “robotics”`);
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
});

/** The `search` variable of a request to the GraphQL relay (undefined: no search). */
function searchOf(request: Request): string | undefined {
  const body = JSON.parse(request.postData() ?? '{}') as { variables?: { search?: string } };
  return body.variables?.search;
}

test('search asks nothing for a string typed past: quick keys make one request, a pause then more keys abort it', async ({
  page,
  reseller,
}) => {
  const view = customersPage(page);
  await page.goto('/customers');
  await hydrated(view.search);
  const asked: (string | undefined)[] = [];
  const aborted: (string | undefined)[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/graphql')) aborted.push(searchOf(request));
  });
  // "rob" answers late, as a slow search would: long enough for the person to type on.
  await page.route('**/api/graphql', async (route) => {
    const search = searchOf(route.request());
    asked.push(search);
    if (search === 'rob') await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });

  // Keys closer together than the pause that ends a word: only the whole word is asked for.
  await typeInPage(view.search, 'design', 40);
  const design = await reseller.customers({ search: 'design' });
  await expect(page.getByTestId('customers-in-view')).toHaveText(`${design.total} matching “design”`);
  expect(asked).toEqual(['design']);

  // A pause asks for "rob"; the rows on screen stay, readable and marked as updating, while it loads.
  await view.search.clear();
  await typeInPage(view.search, 'rob', 40);
  await expect.poll(() => asked.at(-1)).toBe('rob');
  await expect(view.table).toHaveAttribute('aria-busy', 'true');
  await expect(view.table.locator('tbody')).toHaveCSS('opacity', '0.6');
  await expect(view.rows.first()).toBeVisible();
  // Typing on leaves "rob" behind: its request is aborted and its rows never show.
  await typeInPage(view.search, 'otics', 40);
  await expect.poll(() => aborted).toContain('rob');
  const robotics = await reseller.customers({ search: 'robotics' });
  await expectRowsToMatchApi(
    page,
    view.rows,
    async () => undefined,
    async () => robotics.customers,
  );
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(2_000);
  expect(await readCustomerRows(view.rows)).toEqual(robotics.customers.map((c) => expectedRow(c)));
  expect(asked.filter((search) => search !== 'rob' && search !== undefined)).toEqual(['design', 'robotics']);
});

test('while a page loads, the pager says which page is coming; then the table is back in view', async ({
  page,
  reseller,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const view = customersPage(page);
  await page.goto('/customers');
  await hydrated(view.nextPage);
  await view.nextPage.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const network = await holdGraphql(page);
  await view.nextPage.click();
  const status = page.getByTestId('pager-status');
  await expect(status).toHaveText('Loading page 2…');
  await expect(view.pages.getByText(/^Page \d+ of/)).toBeHidden();
  await network.release();
  const { total } = await reseller.customers();
  await expect(status).toHaveText(`26–50 of ${total.toLocaleString('en')} customers`);
  // The first row of the new page is on screen, not the pager at the bottom.
  await expect(view.rows.first()).toBeInViewport();
});

test('a page past the last says so in the pager too', async ({ page, reseller }) => {
  const { total } = await reseller.customers({ limit: 1 });
  const last = Math.ceil(total / 25);
  await page.goto('/customers?page=99');
  const view = customersPage(page);
  await expect(page.getByText('Page 99 is past the last customer')).toBeVisible();
  await expect(view.pages).not.toContainText('Page 99 of');
  await expect(page.getByTestId('pager-status')).toHaveText(
    `Nothing on page 99: ${total.toLocaleString('en')} customers fill ${last} pages`,
  );
  await view.pages.getByRole('button', { name: `Go to page ${last}, the last` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(view.pages).toContainText(`Page ${last} of ${last}`);
});

test.describe('a failed load', () => {
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test('shows the failure and a retry, never a dash for the total', async ({ page, reseller }) => {
    const view = customersPage(page);
    await page.goto('/customers');
    await hydrated(view.search);
    let fail = true;
    await page.route('**/api/graphql', (route) =>
      fail ? route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await view.search.fill('design');
    const alert = page.getByRole('alert').filter({ hasText: 'Customers could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(view.total).not.toHaveText('–');
    await expect(page.getByText('–', { exact: true })).toHaveCount(0);
    // Nor the old count under the new search's words.
    await expect(page.getByTestId('customers-in-view')).toHaveCount(0);
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    const { customers } = await reseller.customers({ search: 'design' });
    await expect.poll(() => readCustomerRows(view.rows)).toEqual(customers.map((c) => expectedRow(c)));
  });
});

test('rows do not prefetch the pages they link to', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/customers\/cus_|\/handbooks\/|\/tokens\?(status|q)=/.test(url) && url.includes('_rsc='))
      prefetched.push(url);
  });
  await page.goto('/customers');
  await hydrated(customersPage(page).search);
  await page.goto('/tokens');
  await hydrated(page.getByRole('searchbox', { name: /search tokens/i }));
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);
});

test('/ focuses the search box, but not while typing in another field', async ({ page }) => {
  const view = customersPage(page);
  await page.goto('/customers');
  await hydrated(view.search);
  await page.getByRole('heading', { name: 'Customers' }).click();
  await page.keyboard.press('/');
  await expect(view.search).toBeFocused();
  await expect(view.search).toHaveValue('');

  await (await hydrated(view.newCustomer)).click();
  const name = page.getByRole('dialog').getByLabel('Name');
  await expect(name).toBeFocused();
  await page.keyboard.type('A/B');
  await expect(name).toHaveValue('A/B');
  await expect(name).toBeFocused();

  await page.keyboard.press('Escape');
  await page.goto('/tokens');
  const tokenSearch = page.getByRole('searchbox', { name: /search tokens/i });
  await hydrated(tokenSearch);
  await page.getByRole('heading', { name: 'Tokens' }).click();
  await page.keyboard.press('/');
  await expect(tokenSearch).toBeFocused();
});

test('at 1280 px each toolbar keeps its filters on the search’s row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, filters] of [
    ['/customers', ['Access']],
    ['/tokens', ['Renewed']],
    ['/activity', ['Person', 'From', 'to']],
  ] as const) {
    await page.goto(path);
    const search = await hydrated(page.getByRole('main').getByRole('searchbox'));
    const searchBox = await search.boundingBox();
    for (const filter of filters) {
      const filterBox = await page.getByLabel(filter, { exact: true }).boundingBox();
      expect(Math.abs((filterBox?.y ?? 0) - (searchBox?.y ?? 0)), `${path}: ${filter}`).toBeLessThan(8);
    }
  }
});
