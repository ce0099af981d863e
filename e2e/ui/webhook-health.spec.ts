import { expect, test } from '../fixtures';
import { AXE_VARIANTS, expectNoSeriousViolations } from '../support/axe';
import { hydrated } from '../support/dashboard';
import { asAdmin, DAY, endpointCard, FAILING_WORDS, GONE_WORDS } from '../support/webhook-health';
import { CREATE_ENDPOINT, DELETE_ENDPOINT, SEND_TEST, startReceiver } from '../support/webhook-receiver';

test.describe('webhook endpoint health', () => {
  test('a receiver that answers 410 is disabled, one that answers 500 is failing: in words, in Settings and on the overview', async ({
    page,
    request,
  }, testInfo) => {
    const gone = await startReceiver(410);
    const failing = await startReceiver(500);
    const call = asAdmin(request);
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
      await expect(endpointCard(page, 'Old billing system').getByTestId('endpoint-health')).toHaveText(
        GONE_WORDS,
        {
          timeout: 15_000,
        },
      );
      await expect(endpointCard(page, 'CRM sync (staging)').getByTestId('endpoint-health')).toHaveText(
        FAILING_WORDS,
      );
      await expect(
        endpointCard(page, 'Old billing system').getByText('Disabled', { exact: true }),
      ).toBeVisible();
      await expect(
        endpointCard(page, 'CRM sync (staging)').getByText('Failing', { exact: true }),
      ).toBeVisible();

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
        await hydrated(endpointCard(page, 'Old billing system').getByRole('button', { name: /^Enable/ }));
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
      const goneCard = endpointCard(page, 'Old billing system');
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
