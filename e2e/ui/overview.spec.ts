import type { Page } from '@playwright/test';
import { resellerGraphql } from '../../tests/generated/reseller';
import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { demoKey } from '../support/env';
import { dataOf, resellerApiRaw } from '../support/graphql';
import { hydrated } from '../support/dashboard';
import { uniqueCustomer } from '../support/reseller-client';

const OVERVIEW = resellerGraphql(`
  query E2eOverview {
    overview {
      customerCount
      activeTokenCount
      expiringWithin7Days
      customersWithoutAccess
      expiriesByWeek {
        count
      }
      customersByMonth {
        count
      }
      accessEndingSoon(limit: 5) {
        total
        items {
          customer {
            userId
            name
          }
        }
      }
    }
  }
`);

const number = (n: number) => n.toLocaleString('en');

/** The figures as the page shows them: the label and the number of each card. */
const figure = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: label });

test('shows the figures, both charts with their text alternative, and links that lead on', async ({
  page,
  request,
}) => {
  // Other tests change customers meanwhile: compare with the API's answer of the same moment, retrying.
  await expect(async () => {
    const api = dataOf(await resellerApiRaw(request, demoKey(), OVERVIEW)).overview;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(figure(page, 'Customers').first()).toContainText(number(api.customerCount));
    await expect(figure(page, 'Active tokens')).toContainText(number(api.activeTokenCount));
    await expect(figure(page, 'Expiring within 7 days')).toContainText(number(api.expiringWithin7Days));
    await expect(figure(page, 'Customers without access')).toContainText(number(api.customersWithoutAccess));

    // Each chart is a figure named by its title; screen readers get a table of the same numbers.
    const expiries = page.getByRole('figure', { name: 'Tokens expiring, week by week' });
    await expect(expiries.locator('rect')).toHaveCount(12);
    const weekRows = expiries
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(weekRows).toHaveCount(12);
    expect(await weekRows.getByRole('cell').allTextContents()).toEqual(
      api.expiriesByWeek.map((w) => number(w.count)),
    );
    const months = page.getByRole('figure', { name: 'Customers added, month by month' });
    const monthCells = months.getByRole('table').getByRole('cell');
    expect(await monthCells.allTextContents()).toEqual(api.customersByMonth.map((m) => number(m.count)));
    // The drawing itself is hidden from screen readers; the summary says the gist.
    await expect(expiries.locator('[aria-hidden="true"] svg')).toHaveCount(1);
    await expect(expiries).toHaveAccessibleDescription(/active tokens expire in the next 12 weeks/);
    // Its first bar and the 7-day figure count different spans, and the summary says how.
    await expect(expiries).toHaveAccessibleDescription(
      /the 7-day figure above, which runs to this time next week/,
    );

    // The "needs attention" list: a link to each customer whose access ends this week with nothing after.
    const ending = page.getByRole('list', { name: /Access ends within 7 days/ });
    const names = api.accessEndingSoon.items.map((i) => i.customer.name);
    if (names.length > 0) await expect(ending.getByRole('link')).toHaveText(names);
  }).toPass({ timeout: 60_000 });

  // Each week's bar leads to the tokens expiring by its end, counted as the bar counts them.
  const bars = page.getByRole('figure', { name: 'Tokens expiring, week by week' }).locator('a');
  await expect(bars).toHaveCount(12);
  await expect(bars.nth(1)).toHaveAttribute('href', '/tokens?within=14&renewed=hidden');
  // Every figure opens the list of its own total: tokens without the renewed ones, customers by access.
  const figures = page.getByRole('list', { name: 'Figures' });
  await figures.getByRole('link', { name: /Expiring within 7 days/ }).click();
  await expect(page).toHaveURL(/\/tokens\?within=7&renewed=hidden$/);
  await expect(page.getByLabel('Renewed')).toHaveValue('hidden');
  await expect(page.getByRole('main')).not.toContainText('the overview counts only those not yet renewed');
  await page.goBack();
  await figures.getByRole('link', { name: /Customers without access/ }).click();
  await expect(page).toHaveURL(/\/customers\?access=none$/);
  await expect(page.getByLabel('Access')).toHaveValue('none');
  await expect(page.getByTestId('customers-in-view')).toContainText('without access');
});

test('each figure equals the total of the list it opens', async ({ page, request }) => {
  // Other tests change customers and tokens meanwhile: the figure and its list are read at the same moment
  // through the API the pages use, and retried until a quiet moment.
  const lists = resellerGraphql(`
    query E2eFigureLists {
      overview {
        activeTokenCount
        expiringWithin7Days
        customersWithoutAccess
      }
      active: customerTokens(status: ACTIVE, includeRenewed: false, limit: 1) {
        total
      }
      expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false, limit: 1) {
        total
      }
      none: handbookCustomers(access: NONE, limit: 1) {
        total
      }
    }
  `);
  await expect(async () => {
    const data = dataOf(await resellerApiRaw(request, demoKey(), lists));
    expect(data.active.total).toBe(data.overview.activeTokenCount);
    expect(data.expiring.total).toBe(data.overview.expiringWithin7Days);
    expect(data.none.total).toBe(data.overview.customersWithoutAccess);
    await page.goto('/customers?access=none');
    await expect(page.getByTestId('customers-in-view')).toHaveText(
      `${number(data.overview.customersWithoutAccess)} without access`,
    );
  }).toPass({ timeout: 60_000 });
});

test('after revoking tokens elsewhere, Back to the overview shows the figures as they are now', async ({
  page,
  request,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('home fresh'));
  for (let i = 0; i < 2; i++) await reseller.issueToken(customer.userId);
  await page.goto('/');
  await expect(figure(page, 'Active tokens')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tokens' }).click();
  await page.getByRole('searchbox', { name: /search tokens/i }).fill(customer.name);
  const rows = page
    .getByRole('region', { name: 'Issued tokens' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  await (await hydrated(page.getByRole('checkbox', { name: /^Select every token/ }))).check();
  await page
    .getByRole('region', { name: 'Selected tokens' })
    .getByRole('button', { name: 'Revoke 2 tokens' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke 2 tokens' }).click();
  // The empty state is a row of one cell: waiting for no rows would pass only in a passing moment.
  await expect(rows).toHaveText([/^No active tokens match/]);
  // Other tests change tokens meanwhile: the page must show a figure the API gave after the revocation (it
  // may have moved on since the page was rendered), never the figure from before.
  const since = new Set<string>();
  const current = async () =>
    since.add(number(dataOf(await resellerApiRaw(request, demoKey(), OVERVIEW)).overview.activeTokenCount));
  await current();
  // Back through the search's steps to the overview, as a person would.
  for (let i = 0; i < 10 && new URL(page.url()).pathname !== '/'; i++) await page.goBack();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      await current();
      const shown = (await figure(page, 'Active tokens').textContent()) ?? '';
      return [...since].some((value) => shown.includes(value));
    })
    .toBe(true);
  await expect(page.getByRole('list', { name: 'Latest activity' })).toContainText(customer.name);
});

test('needs attention groups customers ending at once, and renews in place', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('home renew'));
  await reseller.issueToken(customer.userId, 600);
  await page.goto('/');
  const ending = page.getByRole('list', { name: /Access ends within 7 days/ });
  await expect(ending).toContainText(customer.name);
  await (await hydrated(ending.getByRole('button', { name: `Renew ${customer.name}’s token` }))).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${customer.name}’s token` });
  await dialog.getByRole('button', { name: 'Renew token' }).click();
  await expect(page.getByRole('region', { name: `New token for ${customer.name}` })).toBeVisible();
  const { tokens } = await reseller.tokens({ userId: customer.userId });
  expect(tokens.filter((t) => t.renewedFromId !== null)).toHaveLength(1);
});

test('the whole list of customers who lost access opens in place, as long as its figure', async ({
  page,
  request,
  reseller,
}) => {
  // Six customers lose access now, so the list runs past the five the overview shows at first.
  for (let i = 0; i < 6; i++) {
    const customer = await reseller.createCustomer(uniqueCustomer(`home lost ${i}`));
    const { issuedToken } = await reseller.issueToken(customer.userId);
    await reseller.revokeToken(issuedToken.tokenId);
  }
  const LOST = resellerGraphql(`
    query E2eAccessLost {
      overview {
        accessLost(limit: 100) {
          total
        }
      }
    }
  `);
  await page.goto('/');
  const lost = page.getByRole('list', { name: 'Access lost in the last 30 days' });
  await page.getByRole('link', { name: /^All \d+ customers who lost access$/ }).click();
  await expect(page).toHaveURL(/\/\?lost=all#attention-lost$/);
  // Other tests change customers meanwhile: the list and its figure are read at the same moment.
  await expect(async () => {
    const { total } = dataOf(await resellerApiRaw(request, demoKey(), LOST)).overview.accessLost;
    await page.reload();
    await expect(lost.getByRole('link')).toHaveCount(Math.min(total, 100));
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: /who lost access$/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a token renewed in place fits the screen, its copy button within reach', async ({
    page,
    reseller,
  }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('phone renew'));
    await reseller.issueToken(customer.userId, 600);
    await page.goto('/');
    const ending = page.getByRole('list', { name: /Access ends within 7 days/ });
    await (await hydrated(ending.getByRole('button', { name: `Renew ${customer.name}’s token` }))).click();
    await page
      .getByRole('dialog', { name: `Renew ${customer.name}’s token` })
      .getByRole('button', { name: 'Renew token' })
      .click();
    const issued = page.getByRole('region', { name: `New token for ${customer.name}` });
    await expect(issued).toBeVisible();
    // The token's long line scrolls within its box; nothing pushes the page sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const copy = await issued.getByRole('button', { name: /Copy token/ }).boundingBox();
    expect(copy && copy.x + copy.width).toBeLessThanOrEqual(390);
  });
});

test('the latest activity names a change made a moment ago, and leads to the whole trail', async ({
  page,
  reseller,
}) => {
  const created = await reseller.createCustomer(uniqueCustomer('home'));
  await page.goto('/');
  const latest = page.getByRole('list', { name: 'Latest activity' });
  const item = latest.getByRole('listitem').filter({ hasText: created.name });
  await expect(item).toContainText('Customer created');
  await expect(item).toContainText(/\(Admin\), key hbk_…/);
  await item.getByRole('link', { name: created.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${created.userId}$`));
  await page.goto('/');
  await page.getByRole('link', { name: 'All activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
});

for (const { name, viewport: size, colorScheme } of AXE_VARIANTS) {
  test.describe(name, () => {
    test.use({ viewport: size, colorScheme });

    test('the overview passes axe and nothing is wider than the screen', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('figure').first()).toBeVisible();
      await expectNoSeriousViolations(page, `overview (${name})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
