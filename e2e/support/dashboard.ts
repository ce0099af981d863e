import { expect, type Locator, type Page } from '@playwright/test';
import type { Customer } from './reseller-client';

/**
 * The dashboard's pages as a person finds their way round them: by role and accessible name. One place
 * to adapt when the markup moves.
 */

export const customersPage = (page: Page) => {
  const table = page.getByRole('region', { name: 'Customers' }).getByRole('table');
  return {
    total: page.getByTestId('customers-total'),
    search: page.getByRole('searchbox', { name: /search customers/i }),
    table,
    /** Body rows only: the header row holds column headers, not cells. */
    rows: table.getByRole('row').filter({ has: page.getByRole('cell') }),
    sortButton: (column: string) =>
      table.getByRole('columnheader').getByRole('button', { name: column, exact: true }),
    columnHeader: (column: string) => table.getByRole('columnheader').filter({ hasText: column }),
    pages: page.getByRole('navigation', { name: /customers pages/i }),
    pageSize: page.getByRole('combobox', { name: /rows per page/i }),
    nextPage: page.getByRole('button', { name: 'Next page' }),
    previousPage: page.getByRole('button', { name: 'Previous page' }),
    newCustomer: page.getByRole('button', { name: 'New customer' }),
    exportCsv: page.getByRole('button', { name: /export csv/i }),
  };
};

/** What a customer row says, in the API's terms, so that a row and an API record compare as equal. */
export interface CustomerRow {
  name: string;
  email: string;
  userId: string;
  /** The status badge: Active or Suspended. */
  status: string;
  handbooks: number;
  activeTokens: number;
  /** The badge: Suspended, Active, Expires soon, Expired, No token. */
  access: string;
  /** The instant in the access cell's `<time datetime>`, null when the cell shows none. */
  accessAt: string | null;
}

const DAY = 86_400_000;

/** The row the dashboard should show for `customer` (badge rules of lib/format/access.ts: 7 days is "soon"). */
export function expectedRow(customer: Customer, now = Date.now()): CustomerRow {
  const row = {
    name: customer.name,
    email: customer.email,
    userId: customer.userId,
    status: customer.status === 'SUSPENDED' ? 'Suspended' : 'Active',
    handbooks: customer.handbookCount,
    activeTokens: customer.activeTokenCount,
  };
  // A suspended customer has no access, whatever its tokens' expiries: the badge alone, no time.
  if (customer.status === 'SUSPENDED') return { ...row, access: 'Suspended', accessAt: null };
  if (customer.accessExpiresAt) {
    const left = Date.parse(customer.accessExpiresAt) - now;
    return {
      ...row,
      access: left <= 7 * DAY ? 'Expires soon' : 'Active',
      accessAt: customer.accessExpiresAt,
    };
  }
  if (customer.accessExpiredAt) return { ...row, access: 'Expired', accessAt: customer.accessExpiredAt };
  return { ...row, access: 'No token', accessAt: null };
}

/**
 * Reads every body row of the customers table (columns: name, email, user ID, status, handbooks, tokens,
 * access).
 */
export function readCustomerRows(rows: Locator): Promise<CustomerRow[]> {
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const text = (i: number) => cells[i]?.textContent?.trim() ?? '';
      const access = cells[6];
      const time = access?.querySelector('time');
      // The badge is the cell's text without the time under it.
      const badge = (access?.textContent ?? '').replace(time?.textContent ?? '', '').trim();
      return {
        name: text(0),
        email: text(1),
        userId: text(2),
        status: text(3),
        handbooks: Number(text(4)),
        activeTokens: Number(text(5)),
        access: badge,
        accessAt: time?.getAttribute('datetime') ?? null,
      };
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After `act` (a navigation or a click), the page shows what the API answers for the same view. Other
 * workers add customers and tokens meanwhile, so the API is read before and after `act` and again after a
 * mismatch: only when its answer moved in that window is the view loaded again (by a reload) and compared
 * again. A page that is wrong while the data stood still always fails.
 */
export async function expectPageToMatchApi<T>(
  page: Page,
  check: { act: () => Promise<unknown>; read: () => Promise<T>; fetch: () => Promise<T> },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = await check.fetch();
    await (attempt === 1 ? check.act() : page.reload());
    const after = await check.fetch();
    // When the answer moved during `act`, the page may hold either side of the change and is reloaded
    // after a short wait rather than the whole one (an 11 s test where the wait ran out before the reload).
    const timeout = same(before, after) || attempt >= 3 ? 10_000 : 2_000;
    try {
      await expect.poll(check.read, { timeout }).toEqual(after);
      return;
    } catch (error) {
      const later = await check.fetch();
      if ((same(before, after) && same(after, later)) || attempt >= 3) throw error;
    }
  }
}

/** The customer rows after `act` equal the API's customers for the same view. */
export function expectRowsToMatchApi(
  page: Page,
  rows: Locator,
  act: () => Promise<unknown>,
  fetchCustomers: () => Promise<Customer[]>,
) {
  return expectPageToMatchApi(page, {
    act,
    read: () => readCustomerRows(rows),
    fetch: async () => (await fetchCustomers()).map((c) => expectedRow(c)),
  });
}

/**
 * Waits until React has hydrated `control`. The HTML arrives before the scripts: a click or a change made
 * before hydration is lost (React replays only some events), which no person waits for but a test would
 * trip on at random.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React never hydrated this control',
    })
    .toBe(true);
  return control;
}

/**
 * Types `text` into an input key by key, `delayMs` apart, with the page's own timers: Playwright's keys each
 * cross the DevTools protocol, and on a busy machine arrive further apart than a test of a pause allows.
 * Answers the time between each key and the next as the page saw it (a busy page's timers run late).
 */
export async function typeInPage(input: Locator, text: string, delayMs: number): Promise<number[]> {
  return input.evaluate(
    (element, { text, delayMs }) =>
      new Promise<number[]>((resolve) => {
        const field = element as HTMLInputElement;
        // React listens for the input event and reads the value through the prototype's setter.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        field.focus();
        let typed = 0;
        const gaps: number[] = [];
        let last = performance.now();
        const next = () => {
          if (typed > 0) gaps.push(performance.now() - last);
          last = performance.now();
          setValue.call(field, field.value + text[typed]);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          typed += 1;
          if (typed < text.length) setTimeout(next, delayMs);
          else resolve(gaps);
        };
        next();
      }),
    { text, delayMs },
  );
}
