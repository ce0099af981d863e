import { resellerGraphql } from '../../tests/generated/reseller';
import type { E2eBrandingQuery } from '../../tests/generated/reseller/graphql';
import { base64, png, SCRIPT_TAIL } from '../../tests/support/images';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import { demoKey } from '../support/env';
import { dataOf, resellerApiRaw } from '../support/graphql';
import { generateHandbook } from '../support/handbooks';
import { uniqueCustomer } from '../support/reseller-client';

const BRANDING = resellerGraphql(`
  query E2eBranding {
    branding {
      displayName
      accentColor
      logoDataUrl
    }
  }
`);
const RESET_BRANDING = resellerGraphql(`
  mutation E2eResetBranding {
    updateBranding(displayName: null, accentColor: null, logo: null) {
      displayName
    }
  }
`);

type Branding = E2eBrandingQuery['branding'];

// The demo reseller is shared by every spec: each test here starts from, and leaves, its defaults.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => {
  dataOf(await resellerApiRaw(request, demoKey(), RESET_BRANDING));
});
test.afterAll(async ({ request }) => {
  dataOf(await resellerApiRaw(request, demoKey(), RESET_BRANDING));
});

const brandingNow = async (request: Parameters<typeof resellerApiRaw>[0]): Promise<Branding> =>
  dataOf(await resellerApiRaw(request, demoKey(), BRANDING)).branding;

const LOGO = png(120, 40, { rgb: [0x0e, 0x74, 0x90] });
const ACCENT = { hex: '#0E7490', rgb: 'rgb(14, 116, 144)' };

test('set the display name, colour and logo, see the live preview, then the handbook’s cover', async ({
  page,
  request,
  reseller,
}) => {
  await page.goto('/settings/branding');
  await expect(page.getByRole('link', { name: 'Branding' })).toHaveAttribute('aria-current', 'page');
  const cover = page.getByRole('region', { name: 'Handbook cover' });
  const defaults = await brandingNow(request);
  await expect(cover).toContainText(`Prepared by${defaults.displayName}`);

  await (await hydrated(page.getByLabel('Display name'))).fill('Northwind HR');
  await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill(ACCENT.hex);
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  // The preview follows the form before anything is saved.
  await expect(cover).toContainText('Prepared byNorthwind HR');
  await expect(cover.getByTestId('cover-accent')).toHaveCSS('background-color', ACCENT.rgb);
  // The button beside the colour says what it does: it empties the field and the preview's accent.
  const accent = page.getByRole('textbox', { name: 'Accent colour', exact: true });
  await page.getByRole('button', { name: 'Remove colour' }).click();
  await expect(accent).toHaveValue('');
  await expect(cover.getByTestId('cover-accent')).not.toHaveCSS('background-color', ACCENT.rgb);
  await accent.fill(ACCENT.hex);
  await expect(cover.getByRole('img', { name: 'Northwind HR logo' })).toHaveAttribute(
    'src',
    `data:image/png;base64,${base64(LOGO)}`,
  );
  await expectNoSeriousViolations(page, 'branding settings with a preview');

  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('status')).toContainText('Branding saved.');
  expect(await brandingNow(request)).toEqual({
    displayName: 'Northwind HR',
    accentColor: ACCENT.hex,
    logoDataUrl: `data:image/png;base64,${base64(LOGO)}`,
  });

  const customer = await reseller.createCustomer(uniqueCustomer('branding'));
  const handbook = await generateHandbook(request, customer.userId, {
    companyName: 'Cover Test Ltd',
    country: 'GB',
    employeeCount: 12,
  });
  await page.goto(`/handbooks/${handbook.handbookId}`);
  const pageCover = page.getByRole('region', { name: 'Handbook cover' });
  await expect(pageCover).toContainText('Cover Test Ltd');
  await expect(pageCover).toContainText(handbook.title);
  await expect(pageCover).toContainText('Prepared byNorthwind HR');
  await expect(pageCover.getByRole('img', { name: 'Northwind HR logo' })).toBeVisible();
  await expect(pageCover.getByTestId('cover-accent')).toHaveCSS('background-color', ACCENT.rgb);
  await expectNoSeriousViolations(page, 'a handbook with its branded cover');
});

test('a logo the service refuses shows its reason by the field and changes nothing; a logo is removed', async ({
  page,
  request,
}) => {
  await page.goto('/settings/branding');
  const logo = await hydrated(page.getByLabel('Logo'));
  const chosenFiles = () => logo.evaluate((input: HTMLInputElement) => input.files?.length);
  await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: LOGO });
  await expect(page.getByText('Choose a PNG or JPEG image.')).toBeVisible();
  expect(await chosenFiles()).toBe(0);
  // Saving then changes nothing, and says so rather than "Branding saved.".
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to save' })).toBeVisible();
  await expect(page.getByText('Branding saved.')).toHaveCount(0);

  // A GIF named like a PNG: refused when chosen, by its first bytes, not at Save.
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: gif });
  await expect(page.getByText('Choose a PNG or JPEG image.')).toBeVisible();
  expect(await chosenFiles()).toBe(0);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);

  const polyglot = Buffer.concat([png(16, 16), SCRIPT_TAIL]);
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: polyglot });
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(
    page.getByText('This file cannot be used: it has data after the end of its PNG image.'),
  ).toBeVisible();
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  // The refused file is no longer chosen: neither named in the field nor shown in the previews.
  expect(await chosenFiles()).toBe(0);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /logo$/ })).toHaveCount(0);
  expect((await brandingNow(request)).logoDataUrl).toBeNull();

  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('status')).toContainText('Branding saved.');
  // A file refused after a save: the refusal stands alone, not beside "Branding saved.".
  await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: LOGO });
  await expect(page.getByText('Choose a PNG or JPEG image.')).toBeVisible();
  await expect(page.getByText('Branding saved.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByRole('status')).toContainText('Branding saved.');
  expect((await brandingNow(request)).logoDataUrl).toBeNull();
});

test('a wrong colour is refused on save, and its error goes as soon as the colour is corrected', async ({
  page,
}) => {
  await page.goto('/settings/branding');
  const accent = await hydrated(page.getByRole('textbox', { name: 'Accent colour', exact: true }));
  const error = page.getByText('Enter a colour as # and six hexadecimal digits');
  await accent.fill('#12345');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(error).toBeVisible();
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  // Still wrong while typing: the error stays; right: it goes, before any save.
  await accent.fill('#12345G');
  await expect(error).toBeVisible();
  await accent.fill(ACCENT.hex);
  await expect(error).toHaveCount(0);
  await expect(accent).not.toHaveAttribute('aria-invalid', 'true');
});

test('a branding change reads as the account’s, and leads to the branding page', async ({ page }) => {
  await page.goto('/activity?action=branding.updated');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Branding changed');
  const account = rows.nth(1).getByRole('link', { name: 'Your account' });
  await expect(account).toHaveAttribute('href', '/settings/branding');
  await account.click();
  await expect(page).toHaveURL(/\/settings\/branding$/);
});

test('the preview is laid out as the PDF’s cover: company over title, “Prepared by” over logo over name', async ({
  page,
  request,
}) => {
  await page.goto('/settings/branding');
  await (
    await hydrated(page.getByLabel('Logo'))
  ).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: LOGO,
  });
  const cover = page.getByRole('region', { name: 'Handbook cover' });
  const top = async (locator: ReturnType<typeof cover.getByText>) => (await locator.boundingBox())!.y;
  const company = await top(cover.getByText('Example Company Ltd', { exact: true }));
  const title = await top(cover.getByText('Employee Handbook', { exact: true }));
  const preparedBy = await top(cover.getByText('Prepared by', { exact: true }));
  const logo = await top(cover.getByRole('img'));
  const name = await top(cover.getByText((await brandingNow(request)).displayName, { exact: true }));
  expect(company).toBeLessThan(title);
  expect(title).toBeLessThan(preparedBy);
  expect(preparedBy).toBeLessThan(logo);
  expect(logo).toBeLessThan(name);
});
