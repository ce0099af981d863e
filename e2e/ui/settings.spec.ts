import type { Page, Route } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { resellerGraphql } from '../../tests/generated/reseller';
import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import { demoKey } from '../support/env';
import { dataOf, resellerApiRaw, type ResellerDocument } from '../support/graphql';
import { CREATE_ENDPOINT, type ReceivedRequest, SEND_TEST, startReceiver } from '../support/webhook-receiver';

const CREATE_ENDPOINT_WITH_SECRET = resellerGraphql(`
  mutation E2eCreateEndpointWithSecret($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      secret
      endpoint {
        endpointId
      }
    }
  }
`);
/** Longer than the deliveries' poll (2 s), as on a slow link or a loaded server. */
const SLOW_RENDER_MS = 2_500;

/**
 * The test events a receiver got. An endpoint gets every event of the reseller, and other tests running at
 * the same time create customers and tokens: only the test's own events are counted.
 */
const testEvents = (received: ReceivedRequest[]) =>
  received.filter((r) => (JSON.parse(r.body) as { type?: string }).type === 'webhook.test');

const settings = (page: Page) => ({
  add: page.getByRole('button', { name: 'Add endpoint' }),
  endpoints: page.getByRole('list', { name: 'Webhook endpoints' }).getByTestId('webhook-endpoint'),
  deliveries: page
    .getByRole('region', { name: /^Deliveries to/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') }),
});

async function addEndpoint(
  page: Page,
  url: string,
  description: string,
  screenshot?: string,
): Promise<string> {
  const view = settings(page);
  await (await hydrated(view.add)).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByLabel('Description (optional)').fill(description);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = (await added.getByTestId('new-endpoint-secret').textContent())!.trim();
  if (screenshot) await page.screenshot({ path: screenshot });
  // Shown once: neither Escape nor a click beside it loses the secret, and there is no close button.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(added.getByTestId('new-endpoint-secret')).toHaveText(secret);
  await expect(added.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await added.getByRole('button', { name: 'Done: I have stored it' }).click();
  await expect(added).toBeHidden();
  return secret;
}

async function deleteEndpoint(page: Page, url: string) {
  await page.getByRole('button', { name: `Delete endpoint ${url}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page.getByText(url)).toHaveCount(0);
}

test.describe('settings: webhooks', () => {
  test('Add endpoint offers the event types at creation', async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await page.goto('/settings');
      await (await hydrated(settings(page).add)).click();
      const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
      await dialog.getByLabel('URL').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: /A token was revoked/ }).check();
      await dialog.getByRole('checkbox', { name: /A customer was deleted/ }).check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      const added = page.getByRole('dialog', { name: 'Endpoint added' });
      await expect(added).toContainText('Events are sent to it from now on.');
      await added.getByRole('button', { name: 'Done: I have stored it' }).click();
      const card = settings(page).endpoints.filter({ hasText: receiver.url });
      await expect(card).toContainText('Only token.revoked, customer.deleted');
      await deleteEndpoint(page, receiver.url);
    } finally {
      await receiver.close();
    }
  });

  test('add an endpoint, see its secret once, send a test that arrives signed, redeliver, delete', async ({
    page,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      await page.goto('/settings');
      await expect(page).toHaveTitle(/Settings/);
      const secret = await addEndpoint(
        page,
        receiver.url,
        'E2E receiver',
        testInfo.outputPath('settings-secret.png'),
      );
      expect(secret).toMatch(/^whsec_/);
      const card = settings(page).endpoints.filter({ hasText: receiver.url });
      await expect(card).toContainText('E2E receiver');
      // The secret is not on the page any more, nor anywhere the API answers.
      await expect(page.getByText(secret)).toHaveCount(0);

      await card.getByRole('button', { name: 'Send test' }).click();
      await expect(card).toContainText('Test event sent');
      await expect.poll(() => testEvents(receiver.received).length, { timeout: 15_000 }).toBe(1);
      const [request] = testEvents(receiver.received);
      const body = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>);
      expect(body).toMatchObject({ type: 'webhook.test' });

      const rows = settings(page).deliveries.filter({ hasText: 'webhook.test' });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('webhook.test');
      await expect(rows.first()).toContainText('Delivered', { timeout: 15_000 });
      await expect(rows.first()).toContainText('HTTP 200');
      await expect(rows.first()).toContainText(String(request!.headers['webhook-id']));

      await rows
        .first()
        .getByRole('button', { name: /^Redeliver webhook\.test/ })
        .click();
      await expect(rows).toHaveCount(2);
      await expect.poll(() => testEvents(receiver.received).length, { timeout: 15_000 }).toBe(2);
      expect(testEvents(receiver.received)[1]!.headers['webhook-id']).toBe(request!.headers['webhook-id']);
      await expect(rows.first()).toContainText('Delivered', { timeout: 15_000 });

      await expectNoSeriousViolations(page, 'settings');
      await deleteEndpoint(page, receiver.url);
    } finally {
      await receiver.close();
    }
  });

  test('a sent test’s confirmation stays while slow renders of the page land, with no reload', async ({
    page,
    request,
  }) => {
    const first = await startReceiver();
    const second = await startReceiver();
    const create = async (url: string) =>
      dataOf(await resellerApiRaw(request, demoKey(), CREATE_ENDPOINT, { url, description: null }))
        .createWebhookEndpoint.endpoint.endpointId;
    try {
      await create(first.url);
      const secondId = await create(second.url);
      // Every render of the page from the server arrives late: slower than the deliveries' poll.
      const slowRenders = async (route: Route) => {
        if (route.request().headers()['rsc'] === '1') await new Promise((r) => setTimeout(r, SLOW_RENDER_MS));
        await route.continue();
      };
      await page.route((url) => url.pathname === '/settings', slowRenders);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      await page.goto(`/settings?endpoint=${secondId}`);
      // The other endpoint's deliveries first: the URL changes in the browser alone (the server rendered
      // the page for the first address), so the next renders are of an address the page was not built for.
      const card = settings(page).endpoints.filter({ hasText: second.url });
      const other = settings(page).endpoints.filter({ hasText: first.url });
      await (await hydrated(other.getByRole('button', { name: 'Deliveries' }))).click();
      await expect(page).not.toHaveURL(new RegExp(secondId));
      await card.getByRole('button', { name: 'Send test' }).click();
      await expect(card).toContainText('Test event sent');
      await expect(page).toHaveURL(new RegExp(secondId));
      await expect(settings(page).deliveries.first()).toContainText('Delivered', { timeout: 30_000 });
      // The change has landed once the button is back; the page was never loaded again meanwhile.
      await expect(card.getByRole('button', { name: 'Send test' })).toBeEnabled({ timeout: 30_000 });
      await expect(card).toContainText('Test event sent. See its delivery below.');
      expect(documents).toHaveLength(1);
      await page.unroute((url) => url.pathname === '/settings', slowRenders);
      // Another endpoint's deliveries shown: the note no longer points below, but to where the delivery is.
      await other.getByRole('button', { name: 'Deliveries' }).click();
      await expect(card).toContainText('Test event sent. Choose Deliveries to see it.');
      await deleteEndpoint(page, first.url);
      await deleteEndpoint(page, second.url);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('refuses an address with a plain message under the field', async ({ page }) => {
    await page.goto('/settings');
    await (await hydrated(settings(page).add)).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    const url = dialog.getByLabel('URL');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(url).toHaveAccessibleDescription(/Enter the address/);
    await url.fill('https://169.254.169.254/latest/meta-data');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/metadata address/);
  });

  test('edit an endpoint, choose its event types, disable and enable it, rotate its secret', async ({
    page,
    request,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      const created = dataOf(
        await resellerApiRaw(request, demoKey(), CREATE_ENDPOINT_WITH_SECRET, {
          url: receiver.url,
          description: null,
        }),
      ).createWebhookEndpoint;
      const oldSecret = created.secret;
      await page.goto(`/settings?endpoint=${created.endpoint.endpointId}`);
      const card = settings(page).endpoints.filter({ hasText: receiver.url });
      await expect(card).toContainText('Every event');

      // Edit: a refused address is explained under its field; then a description and one event type.
      await (await hydrated(card.getByRole('button', { name: `Edit endpoint ${receiver.url}` }))).click();
      const dialog = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
      const url = dialog.getByLabel('URL');
      await url.fill('https://169.254.169.254/latest');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(url).toHaveAccessibleDescription(/must not point to a cloud metadata address/);
      await url.fill(receiver.url);
      await dialog.getByLabel('Description (optional)').fill('Edited receiver');
      await dialog.getByRole('checkbox', { name: /webhook\.test/ }).check();
      await page.screenshot({ path: testInfo.outputPath('settings-edit.png') });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Edited receiver');
      await expect(card).toContainText('Only webhook.test');

      // Disabled: said on the card and above its deliveries; no test can be sent.
      await card.getByRole('button', { name: `Disable endpoint ${receiver.url}` }).click();
      await expect(card).toContainText('Disabled');
      await expect(card.getByRole('button', { name: 'Send test' })).toBeDisabled();
      await expect(page.getByText('This endpoint is disabled: new events are not queued')).toBeVisible();
      await card.getByRole('button', { name: `Enable endpoint ${receiver.url}` }).click();
      await expect(card.getByRole('button', { name: 'Send test' })).toBeEnabled();
      await expect(page.getByText('This endpoint is disabled: new events are not queued')).toHaveCount(0);

      // Rotate: confirmed, the new secret shown once; the next webhook verifies with either secret.
      await card.getByRole('button', { name: `Rotate the signing secret of ${receiver.url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
      const shown = page.getByRole('dialog', { name: 'New signing secret' });
      await expect(shown.getByRole('button', { name: 'Copy secret' })).toBeVisible();
      const newSecret = (await shown.getByTestId('new-endpoint-secret').textContent())!.trim();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(oldSecret);
      await shown.getByRole('button', { name: 'Done: I have stored it' }).click();
      await expect(page.getByText(newSecret)).toHaveCount(0);

      await card.getByRole('button', { name: 'Send test' }).click();
      await expect.poll(() => testEvents(receiver.received).length, { timeout: 15_000 }).toBe(1);
      const [delivered] = testEvents(receiver.received);
      const headers = delivered!.headers as Record<string, string>;
      expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
      for (const secret of [newSecret, oldSecret])
        expect(new Webhook(secret).verify(delivered!.body, headers)).toMatchObject({ type: 'webhook.test' });

      await expectNoSeriousViolations(page, 'settings after edit and rotation');
      await deleteEndpoint(page, receiver.url);
    } finally {
      await receiver.close();
    }
  });

  test('at desktop width in the light scheme and phone width in the dark', async ({
    page,
    request,
  }, testInfo) => {
    // One delivered and one retrying delivery, so both states are on screen.
    const good = await startReceiver(200);
    const bad = await startReceiver(500);
    const call = async <T, TVariables>(query: ResellerDocument<T, TVariables>, variables: TVariables) =>
      dataOf(await resellerApiRaw(request, demoKey(), query, variables));
    try {
      const created = await call(CREATE_ENDPOINT, { url: bad.url, description: 'Billing system (staging)' });
      const endpointId = created.createWebhookEndpoint.endpoint.endpointId;
      await call(CREATE_ENDPOINT, { url: good.url, description: null });
      await call(SEND_TEST, { id: endpointId });
      await expect.poll(() => testEvents(bad.received).length, { timeout: 15_000 }).toBe(1);

      for (const { viewport, colorScheme } of AXE_VARIANTS) {
        const { width } = viewport;
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(`/settings?endpoint=${endpointId}`);
        await expect(settings(page).deliveries.first()).toContainText('Retrying');
        await page.screenshot({
          path: testInfo.outputPath(`settings-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await expectNoSeriousViolations(page, `settings at ${width} px, ${colorScheme}`);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'no sideways scrolling at phone width').toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });
      await deleteEndpoint(page, bad.url);
      await deleteEndpoint(page, good.url);
    } finally {
      await good.close();
      await bad.close();
    }
  });
});
