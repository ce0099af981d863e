import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customersPage, expectRowsToMatchApi, hydrated } from '../support/dashboard';
import { DEMO_EMAIL_SUFFIX, demoKey, DEMO_RESELLER } from '../support/env';
import { uniqueCustomer } from '../support/reseller-client';
import { signIn } from '../support/sign-in';

/**
 * The customers, customer, activity, tokens and settings pages' first rows come with their HTML, and Apollo
 * Client stays out of their first load: it loads when an interaction needs it (the overview ships none at
 * all). A script is Apollo Client's when it holds its class, which registers with the developer tools under
 * this name.
 */
const APOLLO_CLIENT_MARK = 'apollo.devtools';

/** The scripts of Apollo Client the page loaded, and how many queries it sent the GraphQL relay. */
function watchNetwork(page: Page) {
  const apollo: string[] = [];
  const reading: Promise<void>[] = [];
  let queries = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/graphql') queries++;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (body) => void (body.includes(APOLLO_CLIENT_MARK) && apollo.push(response.url())),
        () => undefined,
      ),
    );
  });
  return {
    apolloScripts: async () => {
      await Promise.all(reading);
      return [...apollo];
    },
    queries: () => queries,
    /** Once the page is quiet: it loaded no Apollo Client and sent no query. */
    async expectNoneYet() {
      await page.waitForLoadState('networkidle');
      expect(await this.apolloScripts()).toEqual([]);
      expect(queries).toBe(0);
    },
  };
}

/** Confirms the revocation the row's Revoke button asked about. */
const confirmRevoke = (page: Page) =>
  page
    .getByRole('alertdialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke token' })
    .click();

// Only demo customers' emails end with the suffix, ordered by name: no other test moves these pages.
const DEMO_BY_NAME = `/customers?q=${encodeURIComponent(DEMO_EMAIL_SUFFIX)}&sort=name`;

test('the first load has no Apollo; paging loads it, and page 1 again comes from its cache', async ({
  page,
  reseller,
}) => {
  const network = watchNetwork(page);
  const view = customersPage(page);
  const byName = (offset: number) => async () =>
    (await reseller.customers({ search: DEMO_EMAIL_SUFFIX, sort: 'NAME', direction: 'ASC', offset }))
      .customers;

  await expectRowsToMatchApi(page, view.rows, () => page.goto(DEMO_BY_NAME), byName(0));
  await hydrated(view.nextPage);
  await network.expectNoneYet();

  await expectRowsToMatchApi(page, view.rows, () => view.nextPage.click(), byName(25));
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
  expect((await network.apolloScripts()).length).toBeGreaterThan(0);
  expect(network.queries()).toBe(1);

  // The server's first page went into Apollo's cache when it loaded: going back asks nothing.
  await expectRowsToMatchApi(page, view.rows, () => view.previousPage.click(), byName(0));
  await expect(view.table).not.toHaveAttribute('aria-busy', 'true');
  expect(network.queries()).toBe(1);
});

test('after Apollo took over, search and the new-customer dialog work, and the customer page shares it', async ({
  page,
  reseller,
}) => {
  const view = customersPage(page);
  await page.goto('/customers');
  const zoe = await reseller.customers({ search: 'Zoe' });
  await (await hydrated(view.search)).fill('Zoe');
  await expect(page.getByText(`${zoe.total} matching “Zoe”`)).toBeVisible();
  await expect(view.rows.first()).toContainText('Zoe');

  const input = uniqueCustomer('lazy apollo');
  await view.newCustomer.click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('Name', { exact: true }).fill(input.name);
  await dialog.getByLabel('Email', { exact: true }).fill(input.email);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  // The customer's page reads its queries through a page-wide provider on the same client.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.name);
  await expect(page.getByRole('status')).toContainText('Customer created');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(input.email);

  await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
  await (await hydrated(view.search)).fill(input.email);
  await expect(view.rows).toHaveCount(1);
  await expect(view.rows.first()).toContainText(input.name);
});

test('the overview ships no Apollo either: it is drawn on the server', async ({ page }) => {
  const network = watchNetwork(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(DEMO_RESELLER);
  await page.waitForLoadState('networkidle');
  expect(await network.apolloScripts()).toEqual([]);
});

test('the activity page ships no Apollo until a filter asks for other events', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('lazy activity'));
  await reseller.setSuspended(customer.userId, true);
  const network = watchNetwork(page);
  await page.goto(`/activity?subject=${customer.userId}`);
  const rows = page
    .getByRole('region', { name: 'Activity' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  const action = await hydrated(page.getByRole('combobox', { name: 'Action' }));
  await network.expectNoneYet();

  await action.selectOption({ label: 'Customer suspended' });
  await expect(rows).toHaveCount(1);
  expect((await network.apolloScripts()).length).toBeGreaterThan(0);
  expect(network.queries()).toBe(1);
});

test('the tokens page ships no Apollo until a change; after it the rows and the counts follow', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('lazy tokens'));
  const tokenId = (await reseller.issueToken(customer.userId, 30 * 86_400)).issuedToken.tokenId;
  const network = watchNetwork(page);
  await page.goto(`/tokens?q=${tokenId}`);
  const rows = page
    .getByRole('region', { name: 'Issued tokens' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  const revoke = await hydrated(rows.getByRole('button', { name: `Revoke token ${tokenId}` }));
  await network.expectNoneYet();

  await revoke.click();
  await confirmRevoke(page);
  // The server renders the page again (router.refresh): the active tab is empty and the counts moved.
  await expect(rows).toHaveText([new RegExp(`^No active tokens match “${tokenId}”`)]);
  await expect(page.getByTestId('count-revoked')).toHaveText('1');
  await expect(page.getByTestId('count-active')).toHaveText('0');
  expect((await network.apolloScripts()).length).toBeGreaterThan(0);
});

test('the settings page ships no Apollo until a change', async ({ page }) => {
  const network = watchNetwork(page);
  await page.goto('/settings');
  await hydrated(page.getByRole('button', { name: 'Add endpoint' }));
  await network.expectNoneYet();
});

test('the customer page ships no Apollo until a change; after it its details and tokens follow', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('lazy customer'));
  const tokenId = (await reseller.issueToken(customer.userId, 30 * 86_400)).issuedToken.tokenId;
  const network = watchNetwork(page);
  await page.goto(`/customers/${customer.userId}`);
  const row = page
    .getByRole('region', { name: 'Issued tokens' })
    .getByRole('row')
    .filter({ has: page.locator('code', { hasText: tokenId }) });
  const activeTokens = page
    .getByRole('region', { name: 'Details' })
    .locator('div')
    .filter({ has: page.getByText('Active tokens', { exact: true }) })
    .locator('dd');
  await expect(activeTokens).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Handbooks' })).toBeVisible();
  const revoke = await hydrated(row.getByRole('button', { name: `Revoke token ${tokenId}` }));
  await network.expectNoneYet();

  await revoke.click();
  await confirmRevoke(page);
  // The server renders the page again (router.refresh): the row and the customer's count moved.
  await expect(row).toContainText('Revoked');
  await expect(activeTokens).toHaveText('0');
  expect((await network.apolloScripts()).length).toBeGreaterThan(0);
});

test('a session that ended before the first interaction: the next page sends the person to sign in', async ({
  browser,
}) => {
  // A session of its own (not the project's saved one): signing out ends it, and the shared one must live on.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await signIn(page, demoKey());
    await page.goto('/customers');
    const view = customersPage(page);
    await hydrated(view.nextPage);

    const other = await context.newPage();
    await other.goto('/');
    await (await hydrated(other.getByRole('button', { name: /sign out/i }))).click();
    await expect(other).toHaveURL(/\/sign-in\?reason=signed-out/);

    await view.nextPage.click();
    await expect(page).toHaveURL(/\/sign-in\?reason=expired/);
  } finally {
    await context.close();
  }
});
