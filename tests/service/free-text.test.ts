import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_LINE_RULE } from '@/lib/contract/free-text';
import { resellerGraphql } from '@/tests/generated/reseller';
import {
  CREATE_CUSTOMER,
  LIST_CUSTOMERS,
  LIST_OWN_HANDBOOKS,
  UPDATE_CUSTOMER,
  serviceWithCustomer,
} from './fixtures';
import { dataOf, type TestService } from './harness';
import { mutationStrings, type MutationString } from './mutation-strings';

const STORED = resellerGraphql(`
  query StoredText {
    handbookCustomers {
      total
      customers {
        name
        email
      }
    }
    customerTokens {
      total
    }
    webhookEndpoints {
      url
    }
  }
`);

let t: TestService;
let key: string;
let token: string;
let userId: string;

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer());
});
afterAll(() => t.close());

// Each inside a word, where trimming cannot take it away.
const HOSTILE: Record<string, string> = {
  'line feed': '\n',
  'carriage return': '\r',
  tab: '\t',
  escape: '\u001b',
  delete: '\u007f',
  'next line (C1)': '\u0085',
  'control sequence introducer (C1)': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'left-to-right embedding': '\u202a',
  'right-to-left override': '\u202e',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'tag character (hidden text)': '\u{E0041}',
  noncharacter: '\uffff',
};

// Nothing to see: zero-width space, word joiner, byte order mark; a Hangul filler.
const INVISIBLE = { 'zero-width characters': '\u200b\u2060\ufeff', 'a Hangul filler': '\u3164' };

const targets = [...mutationStrings('customer'), ...mutationStrings('reseller')];
const call = (target: MutationString, query: string, variables: Record<string, unknown>) =>
  target.api === 'customer' ? t.customer(token, query, variables) : t.reseller(key, query, variables);

describe('free text in every mutation', () => {
  it('finds every String the mutations of both APIs take', () => {
    const names = targets.map((m) => `${m.api} ${m.mutation} ${m.field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'customer generateHandbook input.companyName',
        'customer generateHandbook input.title',
        'customer generateHandbook input.policies',
        'reseller createHandbookCustomer email',
        'reseller createHandbookCustomer name',
        'reseller updateHandbookCustomer name',
        'reseller generateCustomerToken label',
        'reseller generateCustomerHandbook input.companyName',
        'reseller createWebhookEndpoint url',
        'reseller createWebhookEndpoint description',
      ]),
    );
  });

  describe.each(targets.map((m) => [`${m.api} ${m.mutation}(${m.field})`, m] as const))(
    '%s',
    (_name, target) => {
      it.each(Object.entries(HOSTILE))(
        'refuses a %s with BAD_USER_INPUT naming the field',
        async (_c, char) => {
          const { query, variables } = target.request(`Acme${char}Ltd`, { userId });
          const r = await call(target, query, variables);
          expect(r.body.errors).toHaveLength(1);
          expect(r.body.errors?.[0]).toEqual({
            message: `${target.field} ${PLAIN_LINE_RULE}.`,
            extensions: { code: 'BAD_USER_INPUT', field: target.field },
          });
          expect(r.body.data ?? null).toBeNull();
        },
      );
      it.each(Object.entries(INVISIBLE))('refuses text of %s alone', async (_c, text) => {
        const { query, variables } = target.request(text, { userId });
        const r = await call(target, query, variables);
        expect(r.body.errors?.[0]).toEqual({
          message: `${target.field} ${PLAIN_LINE_RULE}.`,
          extensions: { code: 'BAD_USER_INPUT', field: target.field },
        });
      });
    },
  );

  it('changed and stored nothing meanwhile', async () => {
    const listed = dataOf(await t.reseller(key, STORED));
    expect(listed).toEqual({
      handbookCustomers: { total: 1, customers: [{ name: 'Acme HR', email: 'hr@acme.example' }] },
      customerTokens: { total: 1 },
      webhookEndpoints: [],
    });
    const handbooks = await t.customer(token, LIST_OWN_HANDBOOKS);
    expect(dataOf(handbooks).listHandbooks.total).toBe(0);
  });
});

describe('free text that stays allowed', () => {
  it('keeps names in any script, with the implicit direction marks and joiners they may need, and emoji', async () => {
    const names = [
      'שלום בע״מ\u200f (Israel)',
      'شركة الأمل\u061c',
      'Zoë 😀',
      // Joiners inside visible text: an emoji family, a Persian word; England's flag is a tag sequence.
      'Family 👩\u200d👩\u200d👧',
      'می\u200cخواهم',
      'Team \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ];
    for (const [i, name] of names.entries()) {
      const created = dataOf(
        await t.reseller(key, CREATE_CUSTOMER, { email: `script${i}@acme.example`, name }),
      );
      expect(created.createHandbookCustomer.name).toBe(name);
    }
  });

  it('trims a line break around the text, as it trims spaces, before the rule applies', async () => {
    const updated = dataOf(await t.reseller(key, UPDATE_CUSTOMER, { userId, name: '  Acme HR Team\r\n' }));
    expect(updated.updateHandbookCustomer.name).toBe('Acme HR Team');
  });

  it('lets a query search for any storable text: only what is kept must be one line', async () => {
    const r = await t.reseller(key, LIST_CUSTOMERS, { search: 'Acme\tHR' });
    expect(dataOf(r).handbookCustomers.total).toBe(0);
  });
});
