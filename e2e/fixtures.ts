import {
  test as base,
  expect,
  type ConsoleMessage,
  type PlaywrightWorkerArgs,
  type TestFixture,
} from '@playwright/test';
import { demoKey, MAIN_URL } from './support/env';
import { ResellerClient } from './support/reseller-client';

export { expect };

interface ApiFixtures {
  /** The Reseller API called directly with the demo key, in a request context of its own (no cookies). */
  reseller: ResellerClient;
}

interface PageFixtures extends ApiFixtures {
  /**
   * Console errors a test expects (a 401 after sign-out, a 502 from a dead upstream): matched against
   * the message text and the URL it came from. Everything else logged as an error fails the test.
   */
  allowedConsoleErrors: RegExp[];
  /** Fails the test on any uncaught page error or unexpected console error. Automatic. */
  pageErrorGuard: void;
}

const reseller: TestFixture<ResellerClient, PlaywrightWorkerArgs> = async ({ playwright }, use) => {
  // Its own request context, without the page's cookies; postGraphql asks for a connection per request.
  const context = await playwright.request.newContext({ baseURL: MAIN_URL });
  await use(new ResellerClient(context, demoKey()));
  await context.dispose();
};

/** For the `api` project: HTTP only, no browser page is ever opened. */
export const apiTest = base.extend<ApiFixtures>({ reseller });

// A missing favicon is noise, not a broken page.
const ALWAYS_ALLOWED = [/favicon\.ico/];

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/** For browser projects: every test fails on an uncaught error or an unexpected console error. */
export const test = base.extend<PageFixtures>({
  reseller,
  allowedConsoleErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = describe(message);
        if ([...ALWAYS_ALLOWED, ...allowedConsoleErrors].some((pattern) => pattern.test(text))) return;
        problems.push(text);
      });
      await use();
      expect(problems, 'the page logged errors or threw').toEqual([]);
    },
    { auto: true },
  ],
});
