import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectPageToMatchApi, hydrated } from '../support/dashboard';
import { customerApi } from '../support/graphql';
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
    expiring: page.getByLabel('Expiring'),
    rows: table.getByRole('row').filter({ has: page.getByRole('cell') }),
  };
};

interface TokenRow {
  tokenId: string;
  userId: string;
  expiresAt: string | null;
  badge: string;
}

/** Columns of the tokens table: expires, status, customer, token, lifetime, last used, actions. */
const readTokenRows = (rows: Locator): Promise<TokenRow[]> =>
  rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const status = cells[1];
      const revokedAt = status?.querySelector('time')?.textContent ?? '';
      return {
        expiresAt: cells[0]?.querySelector('time')?.getAttribute('datetime') ?? null,
        badge: (status?.textContent ?? '').replace(revokedAt, '').trim(),
        userId: cells[2]?.textContent?.trim() ?? '',
        tokenId: cells[3]?.textContent?.trim() ?? '',
      };
    }),
  );

const badgeFor = (token: IssuedToken, now = Date.now()) =>
  token.status === 'REVOKED'
    ? 'Revoked'
    : token.status === 'EXPIRED' || Date.parse(token.expiresAt) <= now
      ? 'Expired'
      : Date.parse(token.expiresAt) - now <= 7 * DAY
        ? 'Expires soon'
        : 'Active';

const expectedRows = (tokens: IssuedToken[]): TokenRow[] =>
  tokens.map((t) => ({ tokenId: t.tokenId, userId: t.userId, expiresAt: t.expiresAt, badge: badgeFor(t) }));

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

test('every token, soonest expiry first, with tab counts that match the API', async ({ page, reseller }) => {
  const view = tokensPage(page);
  await expectPageToMatchApi(page, {
    act: () => page.goto('/tokens'),
    read: async () => ({ counts: await readCounts(page), rows: await readTokenRows(view.rows) }),
    fetch: async () => ({
      counts: await apiCounts(reseller),
      rows: expectedRows((await reseller.tokens()).tokens),
    }),
  });
  await expect(view.tab('All')).toHaveAttribute('aria-selected', 'true');
  const expiries = (await readTokenRows(view.rows)).map((r) => Date.parse(r.expiresAt ?? ''));
  expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
  const counts = await readCounts(page);
  expect(counts.all).toBe(counts.active + counts.expired + counts.revoked);
  expect(counts.expired).toBeGreaterThan(0);
  expect(counts.revoked).toBeGreaterThan(0);
});

for (const tab of ['active', 'expired', 'revoked'] as const) {
  test(`the ${tab} tab filters on the server and keeps the choice in the URL`, async ({ page, reseller }) => {
    await page.goto('/tokens?page=2');
    const view = tokensPage(page);
    const label = tab[0]!.toUpperCase() + tab.slice(1);
    await expectPageToMatchApi(page, {
      act: async () => (await hydrated(view.tab(label))).click(),
      read: () => readTokenRows(view.rows),
      fetch: async () => expectedRows((await reseller.tokens({ status: STATUS[tab] })).tokens),
    });
    await expect(page).toHaveURL(new RegExp(`[?&]status=${tab}(&|$)`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(view.tab(label)).toHaveAttribute('aria-selected', 'true');
    // Only live tokens can be renewed.
    const renew = view.rows.getByRole('button', { name: /^Renew/ });
    if (tab === 'revoked') await expect(renew).toHaveCount(0);
    else await expect(renew).toHaveCount(await view.rows.count());

    await page.reload();
    await expect(view.tab(label)).toHaveAttribute('aria-selected', 'true');
  });
}

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/tokens');
  const view = tokensPage(page);
  await (await hydrated(view.tab('All'))).focus();
  await page.keyboard.press('ArrowRight');
  await expect(view.tab('Active')).toBeFocused();
  await expect(view.tab('Active')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]status=active(&|$)/);
  await page.keyboard.press('End');
  await expect(view.tab('Revoked')).toHaveAttribute('aria-selected', 'true');
});

for (const days of [7, 14, 30]) {
  test(`"expiring within ${days} days" keeps only tokens that do, and updates the counts`, async ({
    page,
    reseller,
  }) => {
    await page.goto('/tokens');
    const view = tokensPage(page);
    await expectPageToMatchApi(page, {
      act: async () => (await hydrated(view.expiring)).selectOption(String(days)),
      read: async () => ({ counts: await readCounts(page), rows: await readTokenRows(view.rows) }),
      fetch: async () => ({
        counts: await apiCounts(reseller, days),
        rows: expectedRows((await reseller.tokens({ expiringWithinDays: days })).tokens),
      }),
    });
    await expect(page).toHaveURL(new RegExp(`[?&]within=${days}(&|$)`));
    const now = Date.now();
    for (const row of await readTokenRows(view.rows)) {
      const left = Date.parse(row.expiresAt ?? '') - now;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(days * DAY);
    }
    expect((await readCounts(page)).revoked).toBe(0);
  });
}

test('renew issues a new token with the same lifetime in one step', async ({ page, reseller, request }) => {
  // Ten minutes: sooner than any demo token, so it heads the "active" list.
  const customer = await reseller.createCustomer(uniqueCustomer('ui renew'));
  const old = await reseller.issueToken(customer.userId, 600);
  await page.goto('/tokens?status=active&within=7');
  const view = tokensPage(page);
  const row = view.rows.filter({ hasText: old.issuedToken.tokenId });
  await expect(row).toContainText('Expires soon');
  await expect(row).toContainText('10 minutes');

  const renew = row.getByRole('button', {
    name: `Renew: issue a new 10 minutes token for ${customer.userId}`,
  });
  await hydrated(renew);
  const renewedAt = Date.now();
  await renew.click();
  const panel = page.getByRole('region', { name: /New token for/ });
  await expect(panel).toBeVisible();
  const token = (await panel.getByTestId('new-token').textContent())?.trim() ?? '';
  const expiresAt = Date.parse((await panel.locator('time').first().getAttribute('datetime')) ?? '');
  expect(Math.abs(expiresAt - (renewedAt + 600_000))).toBeLessThan(60_000);

  const { tokens } = await reseller.tokens({ userId: customer.userId });
  expect(tokens).toHaveLength(2);
  expect(tokens.every((t) => t.status === 'ACTIVE' && t.lifetimeSeconds === 600)).toBe(true);
  const me = await customerApi<{ me: { userId: string } }>(request, token, '{ me { userId } }');
  expect(me.data?.me.userId).toBe(customer.userId);
  // The old token is left working until the reseller revokes it.
  expect((await customerApi(request, old.token, '{ me { userId } }')).status).toBe(200);
});
