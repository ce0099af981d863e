import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { customerGraphql } from '@/tests/generated/customer';
import type { GenerateHandbookInput } from '@/tests/generated/customer/graphql';
import { resellerGraphql } from '@/tests/generated/reseller';
import { activeNodes, headingText, HOSTILE_TEXTS, paragraphTexts, pdfLinks } from '../support/inert-markdown';
import { GENERATE_FOR_CUSTOMER, serviceWithCustomer } from './fixtures';
import { dataOf, type TestService } from './harness';

/**
 * The review's payloads as a handbook's title and as its company name, through both APIs: the `markdown`
 * field, when the handbook is made and when it is read again, carries them as text, and the dashboard's
 * PDF of it links nowhere.
 */
let t: TestService;
let key: string;
let userId: string;
let token: string;

const GENERATE = customerGraphql(`
  mutation HostileGenerateOwn($input: GenerateHandbookInput!) {
    generateHandbook(input: $input) {
      ...HostileOwnHandbook
    }
  }
  fragment HostileOwnHandbook on Handbook {
    handbookId
    title
    companyName
    markdown
  }
`);
const READ_OWN = customerGraphql(`
  query HostileReadOwn($id: ID!) {
    handbook(handbookId: $id) {
      ...HostileOwnHandbook
    }
  }
`);
const READ_CUSTOMERS = resellerGraphql(`
  query HostileReadCustomers($id: ID!) {
    customerHandbook(handbookId: $id) {
      handbookId
      title
      companyName
      markdown
    }
  }
`);

const BASE = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40, policies: ['leave'] };

/** Made and read back through one API: the answer to the mutation, then the query's. */
const API = {
  'Customer API generateHandbook': async (input: GenerateHandbookInput) => {
    const made = dataOf(await t.customer(token, GENERATE, { input })).generateHandbook;
    const read = dataOf(await t.customer(token, READ_OWN, { id: made.handbookId })).handbook;
    return [made, read!];
  },
  'Reseller API generateCustomerHandbook': async (input: GenerateHandbookInput) => {
    const made = dataOf(
      await t.reseller(key, GENERATE_FOR_CUSTOMER, { userId, input }),
    ).generateCustomerHandbook;
    const read = dataOf(await t.reseller(key, READ_CUSTOMERS, { id: made.handbookId })).customerHandbook;
    return [made, read!];
  },
};

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer());
});
afterAll(() => t.close());

describe.each(Object.entries(API))('%s', (_name, generate) => {
  it.each(HOSTILE_TEXTS)('keeps %j as text, as the title and as the company name', async (text) => {
    const asTitle = await generate({ ...BASE, title: text });
    const asCompany = await generate({ ...BASE, companyName: text });
    for (const handbook of [...asTitle, ...asCompany]) {
      expect(activeNodes(handbook.markdown)).toEqual([]);
      expect(headingText(handbook.markdown)).toBe(handbook.title);
    }
    for (const handbook of asTitle) expect(handbook.title).toBe(text);
    for (const handbook of asCompany) {
      expect(handbook.companyName).toBe(text);
      expect(handbook.title).toBe(`${text} Employee Handbook`);
      expect(paragraphTexts(handbook.markdown)[0]).toContain(`Welcome to ${text}.`);
    }
  });

  it('gives a PDF without links for a title that is a link', async () => {
    const [handbook] = await generate({ ...BASE, title: HOSTILE_TEXTS[0] });
    const pdf = await renderHandbookPdf({
      title: handbook!.title,
      markdown: handbook!.markdown,
      cover: {
        company: handbook!.companyName,
        title: handbook!.title,
        effectiveDate: '2026-01-01',
        country: 'GB',
      },
    });
    expect(await pdfLinks(pdf)).toEqual([]);
  });
});
