import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customersPage, hydrated } from '../support/dashboard';
import { DEFAULT_LIFETIME_SECONDS, MAIN_URL } from '../support/env';
import { uniqueClient } from '../support/graphql';
import { listHandbooks, uniqueCustomer } from '../support/reseller-client';

const MINUTE = 60_000;

/** Picks a lifetime the way a person does: by its label (the radio itself is visually hidden). */
async function chooseLifetime(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await hydrated(radio);
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test.describe('create a customer', () => {
  test('from the dialog: the new customer opens and the service has it', async ({ page, reseller }) => {
    const input = uniqueCustomer('ui create');
    await page.goto('/customers');
    await (await hydrated(customersPage(page).newCustomer)).click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(input.name);
    await dialog.getByLabel('Email', { exact: true }).fill(`  ${input.email.toUpperCase()}  `);
    await dialog.getByRole('button', { name: 'Create customer' }).click();

    await expect(page).toHaveURL(/\/customers\/cus_[^/?]+/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.name);
    await expect(page.getByRole('status')).toContainText('Customer created');
    const userId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await reseller.customer(userId)).toMatchObject({
      name: input.name,
      email: input.email,
      activeTokenCount: 0,
    });

    // The list has it too, found by search.
    await page.goto(`/customers?q=${encodeURIComponent(input.email)}`);
    const view = customersPage(page);
    await expect(view.rows).toHaveCount(1);
    await expect(view.rows.first()).toContainText(input.name);
    await expect(view.rows.first()).toContainText('No token');
  });

  test('the page keeps one current message: the welcome goes at the first change', async ({ page }) => {
    const input = uniqueCustomer('ui one message');
    await page.goto('/customers');
    await (await hydrated(customersPage(page).newCustomer)).click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await dialog.getByLabel('Name', { exact: true }).fill(input.name);
    await dialog.getByLabel('Email', { exact: true }).fill(input.email);
    await dialog.getByRole('button', { name: 'Create customer' }).click();
    const welcome = page.getByRole('status').filter({ hasText: 'Issue their first token below' });
    await expect(welcome).toBeVisible();

    await (await hydrated(page.getByRole('button', { name: 'Issue token' }))).click();
    await expect(page.getByRole('region', { name: `New token for ${input.name}` })).toBeVisible();
    await expect(welcome).toHaveCount(0);
    // While the token waits to be copied, the form steps aside; once stored, it is back.
    await expect(page.getByRole('button', { name: 'Issue token' })).toHaveCount(0);
    await page.getByRole('button', { name: /Done: I have stored it/ }).click();
    await expect(page.getByRole('button', { name: 'Issue token' })).toBeVisible();

    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend customer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suspended.' })).toBeVisible();
    await expect(page.getByText('Issue their first token below')).toHaveCount(0);
  });

  test('field errors: empty fields, then a duplicate email from the service', async ({ page, reseller }) => {
    const existing = await reseller.createCustomer(uniqueCustomer('ui duplicate'));
    await page.goto('/customers');
    await (await hydrated(customersPage(page).newCustomer)).click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    const name = dialog.getByLabel('Name', { exact: true });
    const email = dialog.getByLabel('Email', { exact: true });

    await dialog.getByRole('button', { name: 'Create customer' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter the customer’s name/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Someone Else');
    await email.fill(existing.email);
    await dialog.getByRole('button', { name: 'Create customer' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/already|exists|in use|taken/i);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/customers(\?|$)/);

    // Escape closes the dialog and nothing was created.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await reseller.customers({ search: 'Someone Else' })).total).toBe(0);
  });
});

test.describe('tokens of one customer', () => {
  test('issue with the default lifetime, use it, revoke it: the Customer API refuses it', async ({
    page,
    reseller,
    request,
  }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('ui token'));
    await page.goto(`/customers/${customer.userId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.name);

    // 30 days is preselected.
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    for (const preset of ['7 days', '90 days', '365 days', 'Custom']) {
      await expect(page.getByRole('radio', { name: preset })).not.toBeChecked();
    }
    await hydrated(page.getByRole('button', { name: 'Issue token' }));
    const issuedAt = Date.now();
    await page.getByRole('button', { name: 'Issue token' }).click();

    const panel = page.getByRole('region', { name: /New token for/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toBeFocused();
    const token = (await panel.getByTestId('new-token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Its expiry: 30 days out, machine-readable and in words.
    const expiry = panel.locator('time').first();
    const expiresAt = Date.parse((await expiry.getAttribute('datetime')) ?? '');
    expect(Math.abs(expiresAt - (issuedAt + DEFAULT_LIFETIME_SECONDS * 1000))).toBeLessThan(MINUTE);
    await expect(expiry).toContainText('in 30 days');
    await expect(panel.getByRole('button', { name: 'Copy token' })).toBeVisible();

    // The ready-to-run example names this server's Customer API and the token.
    const example = panel.locator('pre');
    await expect(example).toContainText(`${MAIN_URL}/api/graphql-public`);
    await expect(example).toContainText(`Authorization: Bearer ${token}`);

    // The service agrees, and the token works on the Customer API.
    const { tokens } = await reseller.tokens({ userId: customer.userId });
    expect(tokens).toHaveLength(1);
    const [issued] = tokens;
    expect(issued).toMatchObject({ status: 'ACTIVE', lifetimeSeconds: DEFAULT_LIFETIME_SECONDS });
    expect(Date.parse(issued!.expiresAt)).toBe(expiresAt);
    const works = await listHandbooks(request, token);
    expect(works.status).toBe(200);
    expect(works.data?.listHandbooks.total).toBe(0);

    // Shown once: gone after "Done", and not in a fresh load of the page.
    await panel.getByRole('button', { name: /Done/ }).click();
    await expect(panel).toBeHidden();
    const table = page.getByRole('region', { name: 'Issued tokens' }).getByRole('table');
    const row = table.getByRole('row').filter({ hasText: issued!.tokenId });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('30 days');
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(token);

    // Revoke, after confirming (the button works once the reloaded page has hydrated).
    await (await hydrated(row.getByRole('button', { name: `Revoke token ${issued!.tokenId}` }))).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await expect(confirm).toContainText(issued!.tokenId);
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

    const refused = await listHandbooks(request, token, { client: uniqueClient() });
    expect(refused.status).toBe(401);
    expect(refused.errors).toEqual([{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }]);
    expect((await reseller.tokens({ userId: customer.userId })).tokens[0]?.status).toBe('REVOKED');
  });

  test('cancelling the confirmation revokes nothing', async ({ page, reseller, request }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('ui cancel'));
    const { token, issuedToken } = await reseller.issueToken(customer.userId);
    await page.goto(`/customers/${customer.userId}`);
    await (await hydrated(page.getByRole('button', { name: `Revoke token ${issuedToken.tokenId}` }))).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    // Focus starts on Cancel, so a stray Enter does no harm.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    expect((await listHandbooks(request, token)).status).toBe(200);
    expect((await reseller.tokens({ userId: customer.userId })).tokens[0]?.status).toBe('ACTIVE');
  });

  test('revoking the token just issued takes it out of its panel', async ({ page, reseller }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('ui revoke new'));
    await page.goto(`/customers/${customer.userId}`);
    await (await hydrated(page.getByRole('button', { name: 'Issue token' }))).click();
    const panel = page.getByRole('region', { name: /New token for/ });
    const token = (await panel.getByTestId('new-token').textContent())?.trim() ?? '';
    expect(token).not.toBe('');
    const [issued] = (await reseller.tokens({ userId: customer.userId })).tokens;

    await page.getByRole('button', { name: `Revoke token ${issued!.tokenId}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this token?' })
      .getByRole('button', { name: 'Revoke token' })
      .click();

    // Neither the token nor its ready-to-run example stays on screen; one note says where it went, and the
    // issue form is back at once: nothing is left to copy.
    await expect(panel).toBeHidden();
    const notice = page.getByRole('status').filter({ hasText: 'was revoked' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(`${customer.name}’s token ${issued!.tokenId} was revoked`);
    expect(await page.content()).not.toContain(token);
    await expect(page.getByRole('button', { name: 'Issue token' })).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  });
  test('a preset and a custom lifetime are honoured; a bad custom value is refused in place', async ({
    page,
    reseller,
  }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('ui lifetime'));
    await page.goto(`/customers/${customer.userId}`);

    await chooseLifetime(page, '7 days');
    let issuedAt = Date.now();
    await page.getByRole('button', { name: 'Issue token' }).click();
    let panel = page.getByRole('region', { name: /New token for/ });
    let expiresAt = Date.parse((await panel.locator('time').first().getAttribute('datetime')) ?? '');
    expect(Math.abs(expiresAt - (issuedAt + 7 * 86_400_000))).toBeLessThan(MINUTE);
    await panel.getByRole('button', { name: /Done/ }).click();

    await chooseLifetime(page, 'Custom');
    const amount = page.getByLabel('Custom lifetime');
    await amount.fill('0');
    await page.getByRole('button', { name: 'Issue token' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/shortest lifetime/i);

    await amount.fill('12');
    await page.getByRole('combobox', { name: 'Unit' }).selectOption('hours');
    issuedAt = Date.now();
    await page.getByRole('button', { name: 'Issue token' }).click();
    panel = page.getByRole('region', { name: /New token for/ });
    expiresAt = Date.parse((await panel.locator('time').first().getAttribute('datetime')) ?? '');
    expect(Math.abs(expiresAt - (issuedAt + 12 * 3_600_000))).toBeLessThan(MINUTE);

    const lifetimes = (await reseller.tokens({ userId: customer.userId })).tokens.map(
      (t) => t.lifetimeSeconds,
    );
    expect(lifetimes.sort((a, b) => a - b)).toEqual([12 * 3_600, 7 * 86_400]);
  });
});

test.describe('an unknown customer', () => {
  // The document's 404 is the point: the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is a 404 page, not an error', async ({ page }) => {
    const response = await page.goto('/customers/cus_doesnotexist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
  });

  test('an id no record could have (a NUL) is the same 404, for a handbook and its file too', async ({
    page,
  }) => {
    const customer = await page.goto('/customers/%00');
    expect(customer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
    const handbook = await page.goto('/handbooks/%00');
    expect(handbook?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Handbook not found' })).toBeVisible();
    const file = await page.request.get('/handbooks/%00/download?format=pdf');
    expect(file.status()).toBe(404);
  });
});

test.describe('an unknown address', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is a 404 inside the dashboard, with its sections and the way back', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tokens' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  });
});
