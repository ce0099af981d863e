import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { customersPage, hydrated } from '../support/dashboard';
import { uniqueClient } from '../support/graphql';
import { listHandbooks, uniqueCustomer } from '../support/reseller-client';

const INVALID_TOKEN = [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }];

async function click(page: Page, name: string) {
  await (await hydrated(page.getByRole('button', { name, exact: true }))).click();
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });
const tokens = (page: Page) => page.getByRole('region', { name: 'Issued tokens' });

test('edit name and email: errors in plain words under their fields, then saved', async ({
  page,
  reseller,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('edit'));
  const other = await reseller.createCustomer(uniqueCustomer('edit other'));
  await page.goto(`/customers/${customer.userId}`);
  await click(page, 'Edit details');
  const dialog = page.getByRole('dialog', { name: 'Edit customer' });
  const name = dialog.getByLabel('Name', { exact: true });
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(name).toHaveValue(customer.name);
  await expect(email).toHaveValue(customer.email);

  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter the customer’s name.');
  await expect(name).toBeFocused();

  const renamed = uniqueCustomer('edited');
  await name.fill(renamed.name);
  await email.fill(other.email);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    /Another of your customers already has this email address\./,
  );
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue(renamed.name);
  expect(await reseller.customer(customer.userId)).toMatchObject({ name: customer.name });

  await email.fill(`  ${renamed.email.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  // The dialog, loaded on demand, unmounts at once: focus goes back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Edit details', exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed.name);
  await expect(page).toHaveTitle(`${renamed.name} · Handbook Reseller Console`);
  await expect(details(page)).toContainText(renamed.email);
  expect(await reseller.customer(customer.userId)).toMatchObject({
    name: renamed.name,
    email: renamed.email,
  });
});

test('suspend: the customer’s token is refused; reactivate: it works again', async ({
  page,
  reseller,
  request,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('suspend'));
  const { token } = await reseller.issueToken(customer.userId);
  expect((await listHandbooks(request, token)).status).toBe(200);
  await page.goto(`/customers/${customer.userId}`);
  await expect(details(page)).toContainText('Active');

  await click(page, 'Suspend');
  const suspend = page.getByRole('alertdialog', { name: 'Suspend this customer?' });
  await expect(suspend.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await suspend.getByRole('button', { name: 'Suspend customer' }).click();
  await expect(suspend).toBeHidden();
  await expect(details(page)).toContainText('Suspended');
  await expect(details(page)).toContainText('Active tokens1 refused while suspended');
  await expect(page.getByRole('status').filter({ hasText: 'Suspended.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue token' })).toHaveCount(0);
  // Its token reads as suspended, not active, and offers no renewal (the API would refuse it); revoking stays.
  await expect(tokens(page).getByRole('row').nth(1)).toContainText('Suspended');
  await expect(tokens(page).getByRole('button', { name: /^Renew token/ })).toHaveCount(0);
  await expect(tokens(page).getByRole('button', { name: /^Revoke token/ })).toBeVisible();
  expect((await reseller.customer(customer.userId))?.status).toBe('SUSPENDED');
  const refused = await listHandbooks(request, token, { client: uniqueClient() });
  expect(refused.status).toBe(401);
  expect(refused.errors).toEqual(INVALID_TOKEN);
  await expectNoSeriousViolations(page, 'suspended customer');

  await click(page, 'Reactivate');
  const reactivate = page.getByRole('alertdialog', { name: 'Reactivate this customer?' });
  await reactivate.getByRole('button', { name: 'Reactivate customer' }).click();
  await expect(reactivate).toBeHidden();
  await expect(details(page)).not.toContainText('Suspended');
  await expect(details(page)).not.toContainText('refused while suspended');
  await expect(page.getByRole('button', { name: 'Issue token' })).toBeVisible();
  await expect(tokens(page).getByRole('button', { name: /^Renew token/ })).toBeVisible();
  await expect(tokens(page).getByRole('row').nth(1)).not.toContainText('Suspended');
  expect((await reseller.customer(customer.userId))?.status).toBe('ACTIVE');
  expect((await listHandbooks(request, token)).status).toBe(200);
});

test('delete after typing the name: back to the list with a notice; the token stops working', async ({
  page,
  reseller,
  request,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('delete'));
  const { token } = await reseller.issueToken(customer.userId);
  await page.goto(`/customers/${customer.userId}`);
  await click(page, 'Delete customer');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this customer?' });
  const typed = confirm.getByLabel(`Type ${customer.name} to confirm`);
  const remove = confirm.getByRole('button', { name: 'Delete customer' });
  await expect(remove).toBeDisabled();
  await typed.fill(customer.name.slice(0, -1));
  await expect(remove).toBeDisabled();
  await expectNoSeriousViolations(page, 'delete confirmation', { within: '[role="alertdialog"]' });
  await typed.fill(` ${customer.name} `);
  await remove.click();

  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('status').filter({ hasText: 'Customer deleted' })).toBeVisible();
  expect(await reseller.customer(customer.userId)).toBeNull();
  const refused = await listHandbooks(request, token, { client: uniqueClient() });
  expect(refused.status).toBe(401);
  expect(refused.errors).toEqual(INVALID_TOKEN);
});

test('deleting a customer someone deleted meanwhile is said so plainly', async ({ page, reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('delete twice'));
  await page.goto(`/customers/${customer.userId}`);
  await click(page, 'Delete customer');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this customer?' });
  await confirm.getByLabel(`Type ${customer.name} to confirm`).fill(customer.name);
  await reseller.deleteCustomer(customer.userId);
  await confirm.getByRole('button', { name: 'Delete customer' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(/no longer exists: it was deleted already/);
  await confirm.getByRole('button', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('the customers list shows each status and filters by it, the filter kept in the URL', async ({
  page,
  reseller,
}) => {
  const { name } = uniqueCustomer('status');
  const tag = name.split(' ').pop()!;
  const active = await reseller.createCustomer({ name: `${name} one`, email: `one-${tag}@e2e.test` });
  const suspended = await reseller.createCustomer({ name: `${name} two`, email: `two-${tag}@e2e.test` });
  await reseller.setSuspended(suspended.userId, true);

  await page.goto(`/customers?q=${tag}`);
  const view = customersPage(page);
  await expect(view.rows).toHaveCount(2);
  await expect(view.rows.filter({ hasText: active.name })).toContainText('Active');
  await expect(view.rows.filter({ hasText: suspended.name })).toContainText('Suspended');

  await (await hydrated(page.getByLabel('Status', { exact: true }))).selectOption('suspended');
  await expect(page).toHaveURL(/[?&]status=suspended(&|$)/);
  await expect(view.rows).toHaveCount(1);
  await expect(view.rows.first()).toContainText(suspended.name);
  await expect(page.getByTestId('customers-in-view')).toHaveText(`1 suspended matching “${tag}”`);

  // The view survives a reload, and Back returns to every status.
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('suspended');
  await expect(view.rows).toHaveCount(1);
  await page.goBack();
  await expect(view.rows).toHaveCount(2);

  await reseller.setSuspended(suspended.userId, false);
  await page.goto(`/customers?q=${tag}&status=suspended`);
  await expect(page.getByText(`No suspended customer’s name or email contains “${tag}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Show all statuses' }).click();
  await expect(view.rows).toHaveCount(2);
});
