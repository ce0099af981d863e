import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customersPage, hydrated } from '../support/dashboard';
import { uniqueCustomer } from '../support/reseller-client';
import { TOKEN_LABEL_MAX_LENGTH } from '@/lib/contract/limits';

/** The row of one token: its id in the token cell (other rows may link to it). */
const tokenRow = (page: Page, tokenId: string) =>
  page
    .getByRole('region', { name: 'Issued tokens' })
    .getByRole('row')
    .filter({ has: page.locator('code', { hasText: tokenId }) });

test('a token is issued with a label, and the panel names the customer', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui label'));
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(page.getByLabel('Label'))).fill('HR portal');
  await page.getByRole('button', { name: 'Issue token' }).click();
  await expect(page.getByRole('region', { name: `New token for ${customer.name}` })).toBeVisible();
  const [issued] = (await reseller.tokens({ userId: customer.userId })).tokens;
  expect(issued?.label).toBe('HR portal');
  await expect(tokenRow(page, issued!.tokenId)).toContainText('HR portal');
});

test('revoked and renewed rows say what happened, not when they would have expired', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui history'));
  const revoked = await reseller.issueToken(customer.userId);
  await reseller.revokeToken(revoked.issuedToken.tokenId);
  const replaced = await reseller.issueToken(customer.userId, undefined, 'Website');
  const renewal = await reseller.renewToken(replaced.issuedToken.tokenId);
  await page.goto(`/customers/${customer.userId}`);

  const revokedRow = tokenRow(page, revoked.issuedToken.tokenId);
  await expect(revokedRow).toContainText(/Revoked (just now|\d+ (seconds?|minutes?) ago)/);
  await expect(revokedRow).not.toContainText('in 30 days');
  const replacedRow = tokenRow(page, replaced.issuedToken.tokenId);
  await expect(replacedRow).toContainText(`Replaced by ${renewal.issuedToken.tokenId}`);
  await expect(replacedRow).not.toContainText('in 30 days');
  const renewalRow = page.getByRole('row').filter({ hasText: `Renewal of ${replaced.issuedToken.tokenId}` });
  await expect(renewalRow).toHaveCount(1);
  await expect(renewalRow).toContainText(renewal.issuedToken.tokenId);
});

test('renewing from the customer page stops the old token at once by default', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui renew now'));
  const old = await reseller.issueToken(customer.userId);
  const oldId = old.issuedToken.tokenId;
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(tokenRow(page, oldId).getByRole('button', { name: /^Renew token/ }))).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'at once' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Renew token' }).click();
  const panel = page.getByRole('region', { name: `New token for ${customer.name}` });
  await expect(panel).toContainText(`It replaces ${oldId}, which was revoked: it stopped working at once.`);
  const before = (await reseller.tokens({ userId: customer.userId })).tokens.find((t) => t.tokenId === oldId);
  expect(before?.status).toBe('REVOKED');
  await expect(tokenRow(page, oldId)).toContainText('Replaced by');
});

/** Issues a token from the customer's page with the form's defaults; returns its new-token panels (one). */
async function issueOnPage(page: Page, customer: { userId: string; name: string }): Promise<Locator> {
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(page.getByRole('button', { name: 'Issue token' }))).click();
  const panels = page.getByRole('region', { name: `New token for ${customer.name}` });
  await expect(panels).toHaveCount(1);
  return panels;
}

test('a token issued, then another renewed: one panel, the latest one, named by its id', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui one panel'));
  const old = await reseller.issueToken(customer.userId);
  const panels = await issueOnPage(page, customer);
  await tokenRow(page, old.issuedToken.tokenId)
    .getByRole('button', { name: /^Renew token/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew token' }).click();
  // The click returns before the renewal has answered, and the issued token's panel is already on the page:
  // the service says when the renewal exists.
  const renewalId = async () =>
    (await reseller.tokens({ userId: customer.userId })).tokens.find(
      (t) => t.renewedFromId === old.issuedToken.tokenId,
    )?.tokenId;
  await expect.poll(renewalId).toBeDefined();
  // The page keeps one current message: the renewal's panel replaced the issued one.
  await expect(panels.filter({ hasText: `Token ${await renewalId()}` })).toHaveCount(1);
  await expect(panels).toHaveCount(1);
  await expect(page.getByTestId('new-token')).toHaveCount(1);
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
});

test('a token issued and then renewed at once no longer offers the old secret', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui renew issued'));
  const panels = await issueOnPage(page, customer);
  const [issued] = (await reseller.tokens({ userId: customer.userId })).tokens;
  await tokenRow(page, issued!.tokenId)
    .getByRole('button', { name: /^Renew token/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew token' }).click();
  // One panel: the renewal's, which says what became of the token it replaced; nothing else is left about
  // the issued one (no notice calling it "the new token").
  await expect(panels).toHaveCount(1);
  await expect(panels).toContainText(`It replaces ${issued!.tokenId}, which was revoked`);
  await expect(page.getByTestId('new-token')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'was revoked' })).toHaveCount(0);
});

test('a custom lifetime can be given in minutes, as its hint says', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui minutes'));
  await page.goto(`/customers/${customer.userId}`);
  await (await hydrated(page.getByRole('radio', { name: 'Custom' }))).check();
  await expect(page.getByText('From 1 minute to 365 days.')).toBeVisible();
  await page.getByLabel('Custom lifetime').fill('90');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('minutes');
  await expect(page.getByText('Valid for 1 hour 30 minutes')).toBeVisible();
  await page.getByRole('button', { name: 'Issue token' }).click();
  await expect(page.getByRole('region', { name: /New token for/ })).toBeVisible();
  const [issued] = (await reseller.tokens({ userId: customer.userId })).tokens;
  expect(issued?.lifetimeSeconds).toBe(5_400);
});

test('the customer page is titled with the customer’s name', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui title'));
  await page.goto(`/customers/${customer.userId}`);
  await expect(page).toHaveTitle(new RegExp(`^${customer.name} ·`));
});

test('sign-in while signed in goes on to the dashboard', async ({ page }) => {
  await page.goto('/sign-in');
  // The dashboard's home is the overview.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/sign-in?next=%2Ftokens');
  await expect(page).toHaveURL(/\/tokens$/);
});

test.describe('creating a customer', () => {
  test('starts in the Name field and words a bad email plainly', async ({ page }) => {
    const view = customersPage(page);
    await page.goto('/customers');
    await (await hydrated(view.newCustomer)).click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('Ada Example');
    await dialog.getByLabel('Email').fill('ada@');
    await dialog.getByRole('button', { name: 'Create customer' }).click();
    await expect(dialog).toContainText('Enter an email address such as name@example.com.');
    await expect(dialog).not.toContainText('must be a valid');
    await expect(dialog.getByLabel('Email')).toBeFocused();
  });

  test('a pasted customer id finds that customer', async ({ page, reseller }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('ui by id'));
    const view = customersPage(page);
    await page.goto('/customers');
    await (await hydrated(view.search)).fill(customer.userId);
    await expect(page).toHaveURL(new RegExp(`q=${customer.userId}`));
    await expect(view.rows).toHaveCount(1);
    await expect(view.rows.first()).toContainText(customer.email);
  });
});

test('a list that fits one page says how many, with no paging controls to go nowhere', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui one page'));
  await reseller.issueToken(customer.userId);
  await page.goto(`/customers/${customer.userId}`);
  const pager = page.getByRole('navigation', { name: 'tokens pages' });
  await expect(pager.getByTestId('pager-status')).toHaveText('1 token');
  await expect(pager.getByLabel('Rows per page')).toHaveCount(0);
  await expect(pager.getByRole('button')).toHaveCount(0);
});

test('a label near its limit shows how much room is left, and says so when a paste was cut', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('ui label limit'));
  await page.goto(`/customers/${customer.userId}`);
  const label = await hydrated(page.getByLabel('Label'));
  await label.fill('x'.repeat(50));
  await expect(page.getByText(/\d+ \/ \d+ characters/)).toHaveCount(0);
  await label.fill('x'.repeat(TOKEN_LABEL_MAX_LENGTH - 10));
  await expect(
    page.getByText(`${TOKEN_LABEL_MAX_LENGTH - 10} / ${TOKEN_LABEL_MAX_LENGTH} characters`),
  ).toBeVisible();
  // A paste longer than the limit is cut by the browser: the count says the field is full.
  await label.fill('');
  await label.focus();
  await page.keyboard.insertText('y'.repeat(TOKEN_LABEL_MAX_LENGTH + 40));
  await expect(label).toHaveValue('y'.repeat(TOKEN_LABEL_MAX_LENGTH));
  await expect(
    page.getByText(`${TOKEN_LABEL_MAX_LENGTH} / ${TOKEN_LABEL_MAX_LENGTH} characters: the most it can hold`),
  ).toBeVisible();
});
