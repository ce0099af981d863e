/**
 * Search as a person sees it: on the customers page in Chromium, a word typed into the search box key by
 * key, and the time from its last key to the frame that shows the word's rows (the table no longer busy,
 * the headline counting the word's matches). Each round opens the page in a fresh context and searches
 * once first, uncounted (that search also loads Apollo's code, which the page's first load leaves out);
 * then each word is typed into the emptied box.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { Session } from '../lib/browser';
import type { RunningServer } from '../lib/server';
import { summarise, type LatencySummary } from '../lib/stats';

/** Milliseconds between keys: a brisk typist, below the search box's pause. */
const KEY_DELAY_MS = 70;
/** The round's first search, not counted. */
const WARM_UP_WORD = 'smith';

/**
 * A script for the page: resolves with the ms from the last `input` event to the frame that shows WORD's rows.
 * A string, not a function: tsx would wrap the function's inner functions in a helper the page does not have.
 */
const ROWS_SHOWN_AFTER_LAST_KEY = `new Promise((resolve) => {
  const input = document.querySelector('input[type="search"]');
  let lastKey = 0;
  input.addEventListener('input', () => (lastKey = performance.now()));
  const check = () => {
    const table = document.querySelector('[role="region"] table');
    const headline = document.querySelector('[data-testid="customers-in-view"]')?.textContent ?? '';
    const shown =
      input.value === WORD &&
      table !== null &&
      table.getAttribute('aria-busy') !== 'true' &&
      headline.includes('“' + WORD + '”');
    if (shown) resolve(performance.now() - lastKey);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** Empties the search box and waits for the unsearched rows. */
async function clearSearch(page: Page, search: Locator): Promise<void> {
  await search.fill('');
  await page.waitForFunction(
    () =>
      document.querySelector('[role="region"] table')?.getAttribute('aria-busy') !== 'true' &&
      !document.querySelector('[data-testid="customers-in-view"]')?.textContent?.includes('“'),
  );
}

/** Types `word` key by key and resolves with the ms from its last key to its rows on screen. */
async function timeWord(page: Page, search: Locator, word: string): Promise<number> {
  const shown = page.evaluate<number>(ROWS_SHOWN_AFTER_LAST_KEY.replaceAll('WORD', JSON.stringify(word)));
  await search.pressSequentially(word, { delay: KEY_DELAY_MS });
  return shown;
}

/** Search latency for each of `words`, `rounds` times, after one uncounted search per round. */
export async function timeSearch(
  browser: Browser,
  server: RunningServer,
  session: Session,
  words: readonly string[],
  rounds: number,
): Promise<LatencySummary> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext();
    try {
      await context.addCookies(session.cookies);
      const page = await context.newPage();
      await page.goto(`${server.url}/customers`, { waitUntil: 'networkidle' });
      const search = page.getByRole('searchbox', { name: /search customers/i });
      await search.click();
      await timeWord(page, search, WARM_UP_WORD);
      for (const word of words) {
        await clearSearch(page, search);
        samples.push(await timeWord(page, search, word));
      }
    } finally {
      await context.close();
    }
  }
  return summarise(samples);
}
