import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectPageToMatchApi, hydrated } from '../support/dashboard';
import { type IssuedToken, type ResellerClient, uniqueCustomer } from '../support/reseller-client';

const DAY = 86_400_000;
type Tab = 'all' | 'active' | 'expired' | 'revoked';
const STATUS = { active: 'ACTIVE', expired: 'EXPIRED', revoked: 'REVOKED' } as const;

const tokensPage = (page: Page) => {
  const table = page.getByRole('region', { name: 'Issued tokens' }).getByRole('table');
  return {
    tab: (name: string) =>
      page.getByRole('tablist', { name: 'Token status' }).getByRole('tab', { name: new RegExp(`^${name}`) }),
    count: (tab: Tab) => page.getByTestId(`count-${tab}`),
    expiring: page.getByLabel('Expiring', { exact: true }),
    days: page.getByRole('textbox', { name: 'Expiring within how many days' }),
    search: page.getByRole('searchbox', { name: /search tokens/i }),
    rows: table.getByRole('row').filter({ has: page.getByRole('cell') }),
    /** The row of one token: its id in the token cell (a renewal's row links to it too). */
    row: (tokenId: string) =>
      table.getByRole('row').filter({ has: page.locator('code', { hasText: tokenId }) }),
  };
};

interface TokenRow {
  tokenId: string;
  name: string;
  email: string;
  label: string;
  expiresAt: string | null;
  badge: string;
}

/** Columns of the tokens table: select, customer, token, status, expires, lifetime, last used, actions. */
const readTokenRows = (rows: Locator): Promise<TokenRow[]> =>
  rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const customer = cells[1];
      const token = cells[2];
      return {
        name: customer?.querySelector('a')?.textContent?.trim() ?? '',
        email: customer?.querySelector('a + span')?.textContent?.trim() ?? '',
        label: token?.querySelector('span')?.textContent?.trim() ?? '',
        tokenId: token?.querySelector('code')?.textContent?.trim() ?? '',
        badge: cells[3]?.querySelector('span')?.textContent?.trim() ?? '',
        expiresAt: cells[4]?.querySelector('time')?.getAttribute('datetime') ?? null,
      };
    }),
  );

const badgeFor = (token: IssuedToken, now = Date.now()) =>
  token.status === 'REVOKED'
    ? 'Revoked'
    : token.status === 'EXPIRED' || Date.parse(token.expiresAt) <= now
      ? 'Expired'
      : Date.parse(token.expiresAt) - now <= Math.min(7 * DAY, (token.lifetimeSeconds * 1000) / 2)
        ? 'Expires soon'
        : 'Active';

const expectedRows = (tokens: IssuedToken[]): TokenRow[] =>
  tokens.map((t) => ({
    tokenId: t.tokenId,
    name: t.customer.name,
    email: t.customer.email,
    label: t.label ?? 'No label',
    expiresAt: t.status === 'REVOKED' ? null : t.expiresAt,
    badge: badgeFor(t),
  }));

async function apiCounts(reseller: ResellerClient, expiringWithinDays?: number) {
  const [all, active, expired, revoked] = await Promise.all([
    reseller.tokens({ expiringWithinDays, limit: 1 }),
    reseller.tokens({ status: 'ACTIVE', expiringWithinDays, limit: 1 }),
    reseller.tokens({ status: 'EXPIRED', expiringWithinDays, limit: 1 }),
    reseller.tokens({ status: 'REVOKED', expiringWithinDays, limit: 1 }),
  ]);
  return { all: all.total, active: active.total, expired: expired.total, revoked: revoked.total };
}

async function readCounts(page: Page) {
  const view = tokensPage(page);
  const read = async (tab: Tab) => Number((await view.count(tab).textContent())?.replace(/,/g, ''));
  return {
    all: await read('all'),
    active: await read('active'),
    expired: await read('expired'),
    revoked: await read('revoked'),
  };
}

test('opens on the active tokens, soonest expiry first, each row naming its customer', async ({
  page,
  reseller,
}) => {
  const view = tokensPage(page);
  await expectPageToMatchApi(page, {
    act: () => page.goto('/tokens'),
    read: async () => ({ counts: await readCounts(page), rows: await readTokenRows(view.rows) }),
    fetch: async () => ({
      counts: await apiCounts(reseller),
      rows: expectedRows((await reseller.tokens({ status: 'ACTIVE' })).tokens),
    }),
  });
  await expect(view.tab('Active')).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/[?&]status=/);
  const expiries = (await readTokenRows(view.rows)).map((r) => Date.parse(r.expiresAt ?? ''));
  expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
  const counts = await readCounts(page);
  expect(counts.all).toBe(counts.active + counts.expired + counts.revoked);
  // The customer's name opens their page.
  const first = view.rows.first().getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/customers\/cus_/);
});

for (const tab of ['expired', 'revoked', 'all'] as const) {
  test(`the ${tab} tab filters on the server and keeps the choice in the URL`, async ({ page, reseller }) => {
    await page.goto('/tokens?page=2');
    const view = tokensPage(page);
    const label = tab[0]!.toUpperCase() + tab.slice(1);
    await expectPageToMatchApi(page, {
      act: async () => (await hydrated(view.tab(label))).click(),
      read: () => readTokenRows(view.rows),
      fetch: async () =>
        expectedRows((await reseller.tokens(tab === 'all' ? {} : { status: STATUS[tab] })).tokens),
    });
    await expect(page).toHaveURL(new RegExp(`[?&]status=${tab}(&|$)`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.reload();
    await expect(view.tab(label)).toHaveAttribute('aria-selected', 'true');
    // A revoked token has no expiry left to show, and cannot be renewed.
    if (tab === 'revoked') {
      for (const row of await readTokenRows(view.rows)) expect(row.expiresAt).toBeNull();
      await expect(view.rows.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
      await expect(view.rows.first()).toContainText(/Revoked (just now|.*ago)|Replaced by tok_/);
    }
  });
}

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/tokens');
  const view = tokensPage(page);
  await (await hydrated(view.tab('Active'))).focus();
  await page.keyboard.press('ArrowRight');
  await expect(view.tab('Expired')).toBeFocused();
  await expect(view.tab('Expired')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]status=expired(&|$)/);
  await page.keyboard.press('End');
  await expect(view.tab('All')).toHaveAttribute('aria-selected', 'true');
});

test('"expiring within" takes a preset and updates rows and counts', async ({ page, reseller }) => {
  await page.goto('/tokens');
  const view = tokensPage(page);
  await expectPageToMatchApi(page, {
    act: async () => (await hydrated(view.expiring)).selectOption('7'),
    read: async () => ({ counts: await readCounts(page), rows: await readTokenRows(view.rows) }),
    fetch: async () => ({
      counts: await apiCounts(reseller, 7),
      rows: expectedRows((await reseller.tokens({ status: 'ACTIVE', expiringWithinDays: 7 })).tokens),
    }),
  });
  await expect(page).toHaveURL(/[?&]within=7(&|$)/);
  const now = Date.now();
  for (const row of await readTokenRows(view.rows)) {
    expect(Date.parse(row.expiresAt ?? '') - now).toBeLessThanOrEqual(7 * DAY);
  }
  expect((await readCounts(page)).revoked).toBe(0);

  // Expired and revoked tokens expire within no number of days: their tabs clear the filter.
  await view.tab('Expired').click();
  await expect(page).toHaveURL(/[?&]status=expired(&|$)/);
  await expect(page).not.toHaveURL(/[?&]within=/);
  await expect(view.expiring).toHaveValue('');
});

test('"expiring within" takes any number of days, from the URL or typed in', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui within'));
  const soon = await reseller.issueToken(customer.userId, 2 * 86_400);
  const view = tokensPage(page);
  await expectPageToMatchApi(page, {
    act: () => page.goto('/tokens?within=3'),
    read: () => readTokenRows(view.rows),
    fetch: async () =>
      expectedRows((await reseller.tokens({ status: 'ACTIVE', expiringWithinDays: 3 })).tokens),
  });
  await expect(view.expiring).toHaveValue('custom');
  await expect(view.days).toHaveValue('3');
  await expect(view.row(soon.issuedToken.tokenId)).toHaveCount(1);

  await (await hydrated(view.days)).fill('45');
  await view.days.press('Enter');
  await expect(page).toHaveURL(/[?&]within=45(&|$)/);
  await view.days.fill('400');
  await view.days.press('Enter');
  await expect(page.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]within=45(&|$)/);
});

test('searches by customer, token id or label', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui search'));
  const tag = customer.name.split(' ').at(-1)!;
  const labelled = await reseller.issueToken(customer.userId, undefined, `Payroll ${tag}`);
  const other = await reseller.issueToken(customer.userId);
  await page.goto('/tokens');
  const view = tokensPage(page);

  const search = async (text: string) => {
    await (await hydrated(view.search)).fill(text);
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
    );
  };
  await search(`Payroll ${tag}`);
  await expect(view.rows).toHaveCount(1);
  await expect(view.rows.first()).toContainText(labelled.issuedToken.tokenId);
  await expect(view.rows.first()).toContainText(customer.name);
  await expect(view.rows.first()).toContainText(customer.email);

  await search(other.issuedToken.tokenId);
  await expect(view.rows).toHaveCount(1);
  await expect(view.rows.first()).toContainText(other.issuedToken.tokenId);
  await expect(view.rows.first()).toContainText('No label');

  await search(customer.name);
  await expect(view.rows).toHaveCount(2);
  await expect(page.getByTestId('count-active')).toHaveText('2');
});

test('renew lets the old token run a day longer, and the two rows link to each other', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui renew'));
  const old = await reseller.issueToken(customer.userId, 30 * 86_400, 'Mobile app');
  const oldId = old.issuedToken.tokenId;
  await page.goto(`/tokens?q=${oldId}`);
  const view = tokensPage(page);
  await (
    await hydrated(view.row(oldId).getByRole('button', { name: `Renew token ${oldId} of ${customer.name}` }))
  ).click();

  const dialog = page.getByRole('dialog', { name: `Renew ${customer.name}’s token` });
  await expect(dialog).toContainText('Mobile app');
  await dialog.getByRole('radio', { name: 'in 1 day' }).check();
  const renewedAt = Date.now();
  await dialog.getByRole('button', { name: 'Renew token' }).click();

  const panel = page.getByRole('region', { name: `New token for ${customer.name}` });
  await expect(panel).toContainText(`It replaces ${oldId}, which stops working in 1 day`);
  const { tokens } = await reseller.tokens({ userId: customer.userId });
  const before = tokens.find((t) => t.tokenId === oldId)!;
  const after = tokens.find((t) => t.tokenId !== oldId)!;
  expect(before.status).toBe('ACTIVE');
  expect(Math.abs(Date.parse(before.expiresAt) - (renewedAt + DAY))).toBeLessThan(60_000);
  expect(before.renewedById).toBe(after.tokenId);
  expect(after).toMatchObject({ renewedFromId: oldId, label: 'Mobile app', lifetimeSeconds: 30 * 86_400 });

  // The old row says what happened and points at its replacement; that one points back.
  const oldRow = view.row(oldId);
  await expect(oldRow).toContainText(`Replaced by ${after.tokenId}`);
  await expect(oldRow.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
  await oldRow.getByRole('link', { name: `Renewed: the new token is ${after.tokenId}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${after.tokenId}(&|$)`));
  await expect(view.row(after.tokenId)).toContainText(`Renewal of ${oldId}`);
});

test('picked rows are revoked together after one confirmation that says how many', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui bulk'));
  const issued = [
    await reseller.issueToken(customer.userId),
    await reseller.issueToken(customer.userId),
    await reseller.issueToken(customer.userId),
  ].map((t) => t.issuedToken.tokenId);
  await page.goto(`/tokens?q=${encodeURIComponent(customer.name)}`);
  const view = tokensPage(page);
  await expect(view.rows).toHaveCount(3);
  // Ticking rows changes no column's width (the header cells measure the columns).
  const widths = () =>
    page
      .getByRole('region', { name: 'Issued tokens' })
      .getByRole('columnheader')
      .evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const before = await widths();
  for (const tokenId of issued.slice(0, 2)) {
    await (await hydrated(view.row(tokenId).getByRole('checkbox'))).check();
  }
  expect(await widths()).toEqual(before);
  const bar = page.getByRole('region', { name: 'Selected tokens' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Revoke 2 tokens' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Revoke 2 tokens?' });
  for (const tokenId of issued.slice(0, 2)) await expect(confirm).toContainText(tokenId);
  await expect(confirm).not.toContainText(issued[2]!);
  await confirm.getByRole('button', { name: 'Revoke 2 tokens' }).click();
  await expect(confirm).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 tokens revoked' })).toBeVisible();

  const statuses = Object.fromEntries(
    (await reseller.tokens({ userId: customer.userId })).tokens.map((t) => [t.tokenId, t.status]),
  );
  expect(statuses).toEqual({ [issued[0]!]: 'REVOKED', [issued[1]!]: 'REVOKED', [issued[2]!]: 'ACTIVE' });
  // The active tab now holds only the one left.
  await expect(view.rows).toHaveCount(1);
});

test('a label is edited in place, and a single row is revoked from its own button', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui row'));
  const tokenId = (await reseller.issueToken(customer.userId, 30 * 86_400, 'Kiosk')).issuedToken.tokenId;
  await page.goto(`/tokens?q=${tokenId}`);
  const row = tokensPage(page).row(tokenId);
  await (await hydrated(row.getByRole('button', { name: `Edit the label of token ${tokenId}` }))).click();
  await row.getByRole('textbox', { name: `Label of token ${tokenId}` }).fill('Front desk kiosk');
  await row.getByRole('button', { name: 'Save label' }).click();
  await expect(row).toContainText('Front desk kiosk');
  expect((await reseller.tokens({ userId: customer.userId })).tokens[0]!.label).toBe('Front desk kiosk');

  await row.getByRole('button', { name: `Revoke token ${tokenId}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke token' })
    .click();
  // The active tab's only row leaves it for the empty state (itself a row of one cell, so counting rows
  // would pass only in the moment between the two).
  await expect(row).toHaveCount(0);
  await expect(tokensPage(page).rows).toHaveText([new RegExp(`^No active tokens match “${tokenId}”`)]);
  expect((await reseller.tokens({ userId: customer.userId })).tokens[0]!.status).toBe('REVOKED');
});

test('the renew dialog says why a later stop cannot be chosen', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui soon'));
  const tokenId = (await reseller.issueToken(customer.userId, 3 * 86_400)).issuedToken.tokenId;
  await page.goto(`/tokens?q=${tokenId}`);
  await (
    await hydrated(
      tokensPage(page)
        .row(tokenId)
        .getByRole('button', { name: /^Renew token/ }),
    )
  ).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${customer.name}’s token` });
  await expect(dialog).toContainText('A new 3-day token');
  await expect(dialog.getByRole('radio', { name: 'in 7 days' })).toBeDisabled();
  await expect(dialog).toContainText(
    /“in 7 days” cannot be chosen: this token already ends before then, at .+20\d\d, .+, and stops/,
  );
});

test('at 1280 px the table shows every column and its actions without scrolling sideways', async ({
  page,
  reseller,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const customer = await reseller.createCustomer(uniqueCustomer('ui wide columns'));
  // A renewed token's row is the widest: "Replaced by" and a link beside its status.
  const old = await reseller.issueToken(customer.userId, 30 * 86_400, 'Payroll integration');
  await reseller.renewToken(old.issuedToken.tokenId, 86_400);
  await page.goto(`/tokens?q=${encodeURIComponent(customer.email)}`);
  const view = tokensPage(page);
  await expect(view.rows).toHaveCount(2);
  const table = page.getByRole('region', { name: 'Issued tokens' });
  // The region is the table's scroller.
  expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  const box = (await table.boundingBox())!;
  for (const button of await table.getByRole('button', { name: /^Revoke token/ }).all()) {
    const { x, width } = (await button.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(box.x + box.width);
  }
});
