import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import { handbookOf, outdatedHandbooks } from '../support/handbooks';

/** The paragraph library 2026.2 added: what bringing a demo handbook up to date writes into it. */
const VERSIONS_NOTE = 'Every version of this handbook is kept.';

test('the overview names the outdated handbooks; two picked are brought up to date in one step', async ({
  page,
  request,
}) => {
  const before = await outdatedHandbooks(request);
  expect(before.total).toBeGreaterThan(2);
  await page.goto('/');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await attention.getByRole('link', { name: /handbooks are out of date/ }).click();
  await expect(page).toHaveURL(/\/handbooks\/outdated$/);
  await expect(page.getByRole('heading', { name: 'Outdated handbooks' })).toBeVisible();
  // What "outdated" is measured against: the library a handbook brought up to date is written from.
  await expect(page.getByText(/^The current policy library is \d{4}\.\d+:/)).toBeVisible();
  await expectNoSeriousViolations(page, 'outdated handbooks');

  const rows = page.getByRole('row');
  await (await hydrated(rows.nth(1).getByRole('checkbox'))).check();
  await rows.nth(2).getByRole('checkbox').check();
  const links = [1, 2].map((n) => rows.nth(n).getByRole('link').first().getAttribute('href'));
  const picked = (await Promise.all(links)).map((href) => decodeURIComponent(href!.split('/').pop()!));
  await page.getByRole('button', { name: 'Bring 2 handbooks up to date' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Bring 2 handbooks up to date?' });
  await dialog.getByRole('button', { name: 'Bring 2 handbooks up to date' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 handbooks brought up to date' })).toBeVisible();
  await expect(dialog).toBeHidden();

  expect((await outdatedHandbooks(request)).total).toBe(before.total - 2);
  for (const handbookId of picked)
    expect(await handbookOf(request, handbookId)).toMatchObject({ version: 2, outdated: false });
});

test('a handbook page brings an outdated handbook up to date and keeps version 1 readable', async ({
  page,
  request,
}) => {
  const { total } = await outdatedHandbooks(request);
  // The last of the list: the other test picks from the top.
  const [handbook] = (await outdatedHandbooks(request, total - 1, 1)).handbooks;
  const { userId } = (await handbookOf(request, handbook!.handbookId))!;
  // The customer's list says which version each handbook is at, and which are out of date.
  const customerRow = () =>
    page
      .getByRole('region', { name: 'Handbooks' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: handbook!.title, exact: true }) });
  await page.goto(`/customers/${userId}`);
  await expect(
    customerRow()
      .getByRole('cell')
      .filter({ hasText: /^1\s*Out of date$/ }),
  ).toHaveCount(1);
  await page.goto(`/handbooks/${handbook!.handbookId}`);
  await expect(page.getByText('Out of date')).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(VERSIONS_NOTE);

  // The page rendered after the change is held back: until it arrives the button stays busy, where a second
  // click would write yet another version.
  const path = `/handbooks/${handbook!.handbookId}`;
  const isRefresh = (sent: Request) => {
    const url = new URL(sent.url());
    const headers = sent.headers();
    return (
      url.pathname === path &&
      !url.searchParams.has('version') &&
      !!headers.rsc &&
      !headers['next-router-prefetch']
    );
  };
  let releaseRefresh = () => {};
  const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (isRefresh(route.request())) await refreshHeld;
      await route.continue();
    },
  );
  const refreshAsked = page.waitForRequest(isRefresh);
  await (await hydrated(page.getByRole('button', { name: 'Bring up to date' }))).click();
  await refreshAsked;
  await expect(page.getByRole('button', { name: 'Bringing up to date…' })).toBeDisabled();
  releaseRefresh();
  await expect(page.getByText('Up to date', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Brought up to date: version 2' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(VERSIONS_NOTE);
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Changed: About This Handbook.');
  await expectNoSeriousViolations(page, 'handbook with history');
  await page.goto(`/customers/${userId}`);
  await expect(customerRow().getByRole('cell').filter({ hasText: /^2$/ })).toHaveCount(1);
  await expect(customerRow()).not.toContainText('Out of date');
  await page.goto(path);

  await history.getByRole('link', { name: 'Read version 1' }).click();
  await expect(page).toHaveURL(/\?version=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are reading version 1 of 2' })).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(VERSIONS_NOTE);
  const markdown = await page.request.get(
    `/handbooks/${handbook!.handbookId}/download?format=markdown&version=1`,
  );
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).not.toContain(VERSIONS_NOTE);
});
