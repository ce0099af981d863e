import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customersPage, hydrated } from '../support/dashboard';
import { demoKey } from '../support/env';
import { uniqueCustomer } from '../support/reseller-client';

/**
 * The reseller's API key lives in the encrypted session cookie and on the server only. Everything the
 * browser receives while a person uses every page is searched for it: HTML, scripts, styles, the RSC
 * payloads, the GraphQL relay's answers, response headers, cookie values, storage and URLs.
 */
test('the API key appears in no page, script, response, header, cookie or storage', async ({
  page,
  context,
  reseller,
}) => {
  const key = demoKey();
  // The whole key, and its random body alone (in case a prefix were stripped on the way).
  const needles = [key, key.slice(4, 36)];
  const customer = await reseller.createCustomer(uniqueCustomer('leak check'));
  await reseller.issueToken(customer.userId);

  const inspected: { url: string; type: string }[] = [];
  const leaks: string[] = [];
  const reads: Promise<void>[] = [];
  const inspect = async (response: Response) => {
    const type = response.request().resourceType();
    const headers = JSON.stringify(await response.allHeaders());
    // Redirects have no body to read.
    const body =
      response.status() >= 300 && response.status() < 400 ? '' : await response.text().catch(() => '');
    // What the browser itself sends (the GraphQL relay's bodies) must not hold it either.
    const sent = response.request().postData() ?? '';
    inspected.push({ url: response.url(), type });
    for (const needle of needles) {
      if ([body, headers, sent].some((text) => text.includes(needle)))
        leaks.push(`${type} ${response.url()}`);
    }
  };
  page.on('response', (response) => void reads.push(inspect(response)));

  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain(key);
  };
  await visit('/customers');
  // Client-side queries through the GraphQL relay: search, sort and paging.
  const view = customersPage(page);
  await (await hydrated(view.search)).fill('Ada');
  await expect(page).toHaveURL(/q=Ada/);
  await view.sortButton('Email').click();
  await page.waitForLoadState('networkidle');
  await visit(`/customers/${customer.userId}`);
  await (await hydrated(page.getByRole('button', { name: 'Issue token' }))).click();
  await expect(page.getByRole('region', { name: /New token for/ })).toBeVisible();
  await visit('/tokens');
  await (await hydrated(page.getByRole('tab', { name: /^Expired/ }))).click();
  await page.waitForLoadState('networkidle');
  await visit('/sign-in');
  await Promise.all(reads);

  // The search covered real traffic: documents, scripts, and the GraphQL relay's answers.
  expect(inspected.filter((r) => r.type === 'document').length).toBeGreaterThanOrEqual(4);
  expect(inspected.filter((r) => r.type === 'script').length).toBeGreaterThan(0);
  expect(inspected.filter((r) => r.url.endsWith('/api/graphql')).length).toBeGreaterThan(0);
  expect(leaks).toEqual([]);

  for (const cookie of await context.cookies()) {
    for (const needle of needles) {
      expect(cookie.value, `cookie ${cookie.name}`).not.toContain(needle);
      expect(decodeURIComponent(cookie.value), `cookie ${cookie.name}`).not.toContain(needle);
    }
  }
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  for (const needle of needles) expect(JSON.stringify(storage)).not.toContain(needle);
  // The session cookie is httpOnly: scripts cannot read it at all.
  expect(storage.cookie).not.toMatch(/session/i);
});
