import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import {
  deleteHandbook,
  generateHandbook,
  handbookOf,
  handbooksOf,
  pdfPages,
  policyLibrary,
} from '../support/handbooks';
import { uniqueCustomer } from '../support/reseller-client';

/** A company name that would run script if a handbook's text were ever rendered as HTML. */
const HOSTILE_COMPANY = 'Acme <img src=x onerror=alert(1)> Ltd';

async function openGenerateDialog(page: Page) {
  await (await hydrated(page.getByRole('button', { name: 'Generate handbook' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a handbook' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Holds the browser's GenerateHandbook request until `release` is called, to see the form while it runs. */
async function holdGeneration(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/graphql', async (route: Route) => {
    if (route.request().postDataJSON()?.operationName === 'GenerateHandbook') await released;
    await route.continue();
  });
  return release;
}

const idFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

test('generate a handbook, read it, download it as PDF and Markdown, print it', async ({
  page,
  reseller,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const customer = await reseller.createCustomer(uniqueCustomer('handbook'));
  const library = await policyLibrary(request);
  const dropped = library.find((policy) => policy.key === 'remote-work') ?? library.at(-1)!;
  await page.goto(`/customers/${customer.userId}`);
  await expect(page.getByRole('region', { name: 'Handbooks' })).toContainText('No handbooks yet');

  const dialog = await openGenerateDialog(page);
  await expect(dialog.getByLabel('Company')).toHaveValue(customer.name);
  // The standard set (every policy) is chosen to start with.
  for (const policy of library)
    await expect(dialog.getByRole('checkbox', { name: policy.title })).toBeChecked();
  await expect(dialog.getByLabel('State (optional)')).toHaveCount(0);
  await dialog.getByLabel('Company').fill(HOSTILE_COMPANY);
  await dialog.getByLabel('Country').selectOption('US');
  await dialog.getByLabel('State (optional)').selectOption('CA');
  await dialog.getByLabel('Employees').fill('120');
  await dialog.getByLabel('Effective date').fill('2026-03-01');
  await dialog.getByRole('checkbox', { name: dropped.title }).uncheck();

  // While the service writes it, the form says so and takes no second click.
  const release = await holdGeneration(page);
  await dialog.getByRole('button', { name: 'Generate handbook' }).click();
  await expect(dialog.getByRole('status')).toContainText('Writing the handbook');
  await expect(dialog.getByRole('button', { name: /Generating/ })).toBeDisabled();
  await expect(dialog.getByLabel('Company')).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/handbooks\/hb_[^/?#]+$/);
  const stored = await handbookOf(request, idFromUrl(page));
  expect(stored).toMatchObject({
    userId: customer.userId,
    companyName: HOSTILE_COMPANY,
    country: 'US',
    region: 'CA',
    employeeCount: 120,
    effectiveDate: '2026-03-01',
  });
  expect(stored!.policies).not.toContain(dropped.key);
  expect(stored!.policies).toHaveLength(library.length - 1);

  // Read: the company's HTML is text, never an element.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored!.title);
  await expect(page).toHaveTitle(`${stored!.title} · Handbook Reseller Console`);
  await expect(page.getByRole('main').getByText(HOSTILE_COMPANY).first()).toBeVisible();
  // The text and the cover's names: no image but the reseller's logo (set meanwhile by the branding tests).
  await expect(page.locator('main article img')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Handbook cover' }).locator('img:not([alt$=" logo"])'),
  ).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(customer.name);
  // A handbook is read from its customer's page: the Customers section is the current one.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }),
  ).toHaveAttribute('aria-current', 'page');

  // The contents list every section, and each entry leads to its heading.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const sectionTitles = stored!.sections.map((section) => section.title);
  await expect(contents.getByRole('link')).toHaveText(sectionTitles);
  const target = sectionTitles[3]!;
  await contents.getByRole('link', { name: target, exact: true }).click();
  await expect(page).toHaveURL(/#section-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: target, exact: true })).toBeInViewport();

  // The PDF: made on the server, named after the title (RFC 6266's UTF-8 name, which browsers prefer);
  // a cover with the company, then every section title and page numbers.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(
    'Acme img src=x onerror=alert(1) Ltd Employee Handbook, version 1.pdf',
  );
  const pages = await pdfPages(new Uint8Array(await readFile(await pdf.path())));
  const text = pages.join('\n');
  for (const title of sectionTitles) expect(text).toContain(title);
  expect(text).toContain(HOSTILE_COMPANY);
  expect(pages[0]).toContain(HOSTILE_COMPANY);
  pages
    .slice(1)
    .forEach((pageText, index) => expect(pageText).toContain(`Page ${index + 2} of ${pages.length}`));

  // The Markdown: the stored document as it is.
  const markdownDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Markdown' }).click();
  const markdown = await markdownDownload;
  expect(markdown.suggestedFilename()).toMatch(/\.md$/);
  expect(await readFile(await markdown.path(), 'utf8')).toBe(stored!.markdown);

  // Printed: the text alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(contents).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The customer's list has it.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: customer.name })
    .click();
  const row = page
    .getByRole('region', { name: 'Handbooks' })
    .getByRole('row')
    .filter({ hasText: stored!.title });
  await expect(row).toContainText('United States, California');
  await expect(row).toContainText('120');
  expect(dialogs).toEqual([]);
});

test('bad input gets a clear error under its field and loses nothing typed', async ({
  page,
  reseller,
  request,
}) => {
  const customer = await reseller.createCustomer(uniqueCustomer('handbook input'));
  await page.goto(`/customers/${customer.userId}`);
  const dialog = await openGenerateDialog(page);
  const company = dialog.getByLabel('Company');
  const employees = dialog.getByLabel('Employees');
  const country = dialog.getByLabel('Country');

  await company.fill('   ');
  await employees.fill('0');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await dialog.getByRole('button', { name: 'Generate handbook' }).click();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription('Enter the company’s name.');
  await expect(company).toBeFocused();
  await expect(employees).toHaveAccessibleDescription(/whole number from 1 to 1,000,000/);
  await expect(country).toHaveAccessibleDescription('Choose the country the handbook is for.');
  await expect(dialog.getByRole('group', { name: /Policies/ })).toHaveAccessibleDescription(
    'Choose at least one policy.',
  );

  // A country the library lacks (as if the page's list were out of date): the service refuses it.
  await company.fill('Globex');
  await employees.fill('25');
  await dialog.getByRole('button', { name: 'Choose the standard set' }).click();
  await country.selectOption('GB');
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON();
    if (body?.operationName !== 'GenerateHandbook') return route.continue();
    body.variables.input.country = 'XX';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await dialog.getByRole('button', { name: 'Generate handbook' }).click();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(country).toHaveAccessibleDescription(/does not cover this country/);
  await expect(dialog).toBeVisible();
  await expect(company).toHaveValue('Globex');
  await expect(employees).toHaveValue('25');
  expect((await handbooksOf(request, customer.userId))?.total).toBe(0);

  // Corrected, it goes through.
  await page.unroute('**/api/graphql');
  await dialog.getByRole('button', { name: 'Generate handbook' }).click();
  await expect(page).toHaveURL(/\/handbooks\/hb_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Globex Employee Handbook');
});

test.describe('deleting a handbook', () => {
  // The 404s are the point: the browser logs them.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('after confirming; then its page and its PDF are plain 404s', async ({ page, reseller, request }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('handbook delete'));
    const kept = await generateHandbook(request, customer.userId, {
      companyName: 'Initech Kept',
      country: 'GB',
      employeeCount: 12,
    });
    const doomed = await generateHandbook(request, customer.userId, {
      companyName: 'Initech Doomed',
      country: 'IE',
      employeeCount: 8,
    });
    await page.goto(`/customers/${customer.userId}`);
    const table = page.getByRole('region', { name: 'Handbooks' });
    await expect(table.getByRole('link')).toHaveText([doomed.title, kept.title]);

    await (await hydrated(page.getByRole('button', { name: `Delete handbook ${doomed.title}` }))).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this handbook?' });
    await expect(confirm).toContainText(doomed.title);
    await confirm.getByRole('button', { name: 'Delete handbook' }).click();
    await expect(confirm).toBeHidden();
    await expect(table.getByRole('link')).toHaveText([kept.title]);
    expect(await handbookOf(request, doomed.handbookId)).toBeNull();
    await expect(page.getByTestId('customer-handbook-count')).toHaveText('1');

    const pdf = await page.request.get(`/handbooks/${doomed.handbookId}/download?format=pdf`);
    expect(pdf.status()).toBe(404);
    expect(await pdf.text()).toMatch(/^Handbook not found\./);
    const response = await page.goto(`/handbooks/${doomed.handbookId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Handbook not found' })).toBeVisible();
  });

  test('one deleted elsewhere meanwhile is said so plainly', async ({ page, reseller, request }) => {
    const customer = await reseller.createCustomer(uniqueCustomer('handbook gone'));
    const handbook = await generateHandbook(request, customer.userId, {
      companyName: 'Hooli',
      country: 'NZ',
      employeeCount: 30,
    });
    await page.goto(`/customers/${customer.userId}`);
    await (await hydrated(page.getByRole('button', { name: `Delete handbook ${handbook.title}` }))).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this handbook?' });
    await deleteHandbook(request, handbook.handbookId);
    await confirm.getByRole('button', { name: 'Delete handbook' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'This handbook no longer exists: it was deleted already.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Handbooks' })).toContainText('No handbooks yet');
  });
});

for (const { name, viewport: size, colorScheme } of AXE_VARIANTS) {
  test.describe(`axe: ${name}`, () => {
    test.use({ viewport: size, colorScheme });

    test('customer with handbooks, the generate form, a handbook', async ({ page, reseller, request }) => {
      const customer = await reseller.createCustomer(uniqueCustomer('axe handbook'));
      const handbook = await generateHandbook(request, customer.userId, {
        companyName: HOSTILE_COMPANY,
        country: 'CA',
        region: 'QC',
        employeeCount: 75,
      });
      await page.goto(`/customers/${customer.userId}`);
      await expect(page.getByRole('region', { name: 'Handbooks' }).getByRole('link')).toHaveText([
        handbook.title,
      ]);
      await expectNoSeriousViolations(page, 'customer with a handbook');
      const dialog = await openGenerateDialog(page);
      await dialog.getByRole('button', { name: 'Generate handbook' }).click();
      await expect(dialog.getByLabel('Employees')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page, 'generate form with errors', {
        within: '[role="dialog"]',
      });

      await page.goto(`/handbooks/${handbook.handbookId}`);
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
      await expectNoSeriousViolations(page, 'handbook');
      // Nothing but the page itself scrolls sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
