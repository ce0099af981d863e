import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { resellerGraphql } from '../../tests/generated/reseller';
import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import { demoKey } from '../support/env';
import { dataOf, resellerApiRaw, type ResellerDocument } from '../support/graphql';

const CREATE_ENDPOINT = resellerGraphql(`
  mutation E2eHealthCreateEndpoint($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      endpoint {
        endpointId
      }
    }
  }
`);
const SEND_TEST = resellerGraphql(`
  mutation E2eHealthSendTest($id: ID!) {
    sendTestWebhook(endpointId: $id)
  }
`);
const DELETE_ENDPOINT = resellerGraphql(`
  mutation E2eHealthDeleteEndpoint($id: ID!) {
    deleteWebhookEndpoint(endpointId: $id)
  }
`);

/** A receiver on 127.0.0.1 that answers every request with `status`, counting them. */
async function startReceiver(status: number) {
  let count = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${status}`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// "3 Dec" or "Dec 3": the viewer's English (the test browser's is en-US).
const DAY = String.raw`(?:\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2})`;
// Other tests add customers meanwhile: the failing endpoint gets their events too, so its count varies.
const FAILING_WORDS = new RegExp(
  String.raw`Failing since ${DAY}, (\d+) of \1 attempts? failed in the last 24 hours`,
);
const GONE_WORDS = new RegExp(String.raw`Disabled on ${DAY}: the receiver answered 410 Gone`);

const card = (page: Page, description: string) =>
  page.getByTestId('webhook-endpoint').filter({ hasText: description });

test.describe('webhook endpoint health', () => {
  test('a receiver that answers 410 is disabled, one that answers 500 is failing: in words, in Settings and on the overview', async ({
    page,
    request,
  }, testInfo) => {
    const gone = await startReceiver(410);
    const failing = await startReceiver(500);
    const call = async <T, TVariables>(query: ResellerDocument<T, TVariables>, variables: TVariables) =>
      dataOf(await resellerApiRaw(request, demoKey(), query, variables));
    const ids: string[] = [];
    try {
      for (const [receiver, description] of [
        [gone, 'Old billing system'],
        [failing, 'CRM sync (staging)'],
      ] as const) {
        const created = await call(CREATE_ENDPOINT, { url: receiver.url, description });
        const id = created.createWebhookEndpoint.endpoint.endpointId;
        ids.push(id);
        await call(SEND_TEST, { id });
        await expect.poll(() => receiver.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      }

      await page.goto('/settings');
      await expect(card(page, 'Old billing system').getByTestId('endpoint-health')).toHaveText(GONE_WORDS, {
        timeout: 15_000,
      });
      await expect(card(page, 'CRM sync (staging)').getByTestId('endpoint-health')).toHaveText(FAILING_WORDS);
      await expect(card(page, 'Old billing system').getByText('Disabled', { exact: true })).toBeVisible();
      await expect(card(page, 'CRM sync (staging)').getByText('Failing', { exact: true })).toBeVisible();

      await page.goto('/');
      const attention = page.getByRole('region', { name: 'Needs attention' });
      const listed = attention.getByTestId('attention-endpoint');
      await expect(listed.filter({ hasText: 'Old billing system' })).toContainText(GONE_WORDS);
      await expect(listed.filter({ hasText: 'CRM sync (staging)' })).toContainText(FAILING_WORDS);

      for (const { viewport, colorScheme } of AXE_VARIANTS) {
        const { width } = viewport;
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(`/settings?endpoint=${ids[0]}`);
        await hydrated(card(page, 'Old billing system').getByRole('button', { name: /^Enable/ }));
        await page.screenshot({
          path: testInfo.outputPath(`webhook-health-settings-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await expectNoSeriousViolations(page, `settings with health at ${width} px, ${colorScheme}`);
        await page.goto('/');
        await listed.first().waitFor();
        await page.screenshot({
          path: testInfo.outputPath(`webhook-health-overview-${width}-${colorScheme}.png`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });

      // Resend what failed: the disabled endpoint is enabled first; the dialog names the count.
      await page.goto(`/settings?endpoint=${ids[0]}`);
      const goneCard = card(page, 'Old billing system');
      await (await hydrated(goneCard.getByRole('button', { name: /^Resend failed deliveries/ }))).click();
      const dialog = page.getByRole('dialog', { name: 'Resend failed deliveries' });
      await expect(dialog.getByLabel('Failed since')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await page.screenshot({ path: testInfo.outputPath('webhook-health-resend.png') });
      await dialog.getByRole('button', { name: 'Enable and resend' }).click();
      await expect(dialog.getByTestId('resend-result')).toHaveText(
        new RegExp(String.raw`^\d+ failed deliver(y|ies) since ${DAY} (is|are) queued again\.$`),
      );
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The receiver still answers 410: disabled again at its next attempt.
      await expect(goneCard.getByTestId('endpoint-health')).toHaveText(GONE_WORDS, { timeout: 15_000 });
    } finally {
      for (const id of ids) await call(DELETE_ENDPOINT, { id });
      await gone.close();
      await failing.close();
    }
  });
});
