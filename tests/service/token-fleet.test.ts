import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, errorOf, UPDATE_CUSTOMER } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { activity } from './activity-fixtures';
import { answerTo, ISSUE, issue, LIST, list, recordOf, RELABEL, REVOKE_MANY } from './token-fixtures';

let t: TestService;
let key: string;
let otherKey: string;
const people = {
  ada: { userId: '', email: 'ada@lovelace.example', name: 'Ada Lovelace' },
  grace: { userId: '', email: 'grace@navy.example', name: 'Grace Hopper' },
};
let theirs: { userId: string; tokenId: string; token: string };

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Mine'));
  ({ key: otherKey } = await t.newReseller('Theirs'));
  for (const person of Object.values(people))
    person.userId = await createCustomer(t, key, person.email, person.name);
  // The other tenant has a customer and a label that every search below would match if it leaked.
  const userId = await createCustomer(t, otherKey, 'ada@elsewhere.example', 'Ada Elsewhere Grace');
  const issued = await issue(t, otherKey, userId, { label: 'Payroll sync Kiosk' });
  theirs = { userId, tokenId: issued.issuedToken.tokenId, token: issued.token };
});
afterAll(() => t.close());

describe('labels', () => {
  it('keeps a label, trimmed, on the record and in lists', async () => {
    const issued = await issue(t, key, people.ada.userId, { label: '  Payroll sync  ' });
    expect(issued.issuedToken.label).toBe('Payroll sync');
    expect((await recordOf(t, key, issued.issuedToken.tokenId)).label).toBe('Payroll sync');
  });

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['x'.repeat(100), 'x'.repeat(100)],
  ])('stores label %o as %o', async (label, stored) => {
    const result = await t.reseller(key, ISSUE, { userId: people.ada.userId, label });
    const record = dataOf(result).generateCustomerToken.issuedToken;
    expect(record.label).toBe(stored);
  });

  it('refuses a label over 100 characters with BAD_USER_INPUT on label, and issues nothing', async () => {
    const before = (await list(t, key, { userId: people.ada.userId })).total;
    const result = await t.reseller(key, ISSUE, { userId: people.ada.userId, label: 'x'.repeat(101) });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'label must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'label' },
    });
    expect((await list(t, key, { userId: people.ada.userId })).total).toBe(before);
  });
});

describe('changing a label after issue', () => {
  it('sets, trims and clears it, recording token.labelled once per change; the token keeps working', async () => {
    const issued = await issue(t, key, people.grace.userId, { label: 'Kiosk' });
    const tokenId = issued.issuedToken.tokenId;
    const relabel = async (label: string | null) =>
      dataOf(await t.reseller(key, RELABEL, { tokenId, label })).updateCustomerTokenLabel;
    expect(await relabel('  Front desk  ')).toMatchObject({ tokenId, label: 'Front desk', status: 'ACTIVE' });
    expect((await recordOf(t, key, tokenId)).label).toBe('Front desk');
    expect(await relabel('Front desk')).toMatchObject({ label: 'Front desk' });
    expect((await relabel(null)).label).toBeNull();
    expect((await relabel('x'.repeat(100))).label).toBe('x'.repeat(100));
    expect((await relabel('')).label).toBeNull();
    const events = (await activity(t, key, { subjectId: tokenId, action: 'token.labelled' })).events;
    expect(events.map((e) => JSON.parse(e.details) as unknown).reverse()).toEqual([
      { label: 'Front desk' },
      { label: null },
      { label: 'x'.repeat(100) },
      { label: null },
    ]);
    expect(events[0]).toMatchObject({ subjectType: 'TOKEN', userId: people.grace.userId });
    expect(await answerTo(t, issued.token)).toBe('works');
  });

  it('refuses a label over 100 characters, and changes nothing', async () => {
    const { issuedToken } = await issue(t, key, people.grace.userId, { label: 'Kiosk' });
    const result = await t.reseller(key, RELABEL, { tokenId: issuedToken.tokenId, label: 'x'.repeat(101) });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'label must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'label' },
    });
    expect((await recordOf(t, key, issuedToken.tokenId)).label).toBe('Kiosk');
  });

  it("answers another reseller's or an unknown token with NOT_FOUND, and leaves it alone", async () => {
    for (const tokenId of [theirs.tokenId, 'tok_unknown']) {
      const result = await t.reseller(key, RELABEL, { tokenId, label: 'Mine now' });
      expect(result.body.errors?.[0]).toMatchObject({ message: 'Token not found.' });
      expect(errorOf(result)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await recordOf(t, otherKey, theirs.tokenId)).label).toBe('Payroll sync Kiosk');
    expect((await activity(t, otherKey, { action: 'token.labelled' })).total).toBe(0);
  });
});

describe("a token's customer", () => {
  it('comes with every token, in lists and in answers, as the customer is now', async () => {
    const issued = await issue(t, key, people.grace.userId);
    expect(issued.issuedToken.customer).toEqual(people.grace);
    const tokens = (await list(t, key)).tokens;
    for (const token of tokens) {
      const person = Object.values(people).find((p) => p.userId === token.userId)!;
      expect(token.customer).toEqual(person);
    }
    const renamed = { ...people.grace, name: 'Rear Admiral Grace Hopper' };
    dataOf(await t.reseller(key, UPDATE_CUSTOMER, { userId: renamed.userId, name: renamed.name }));
    expect((await recordOf(t, key, issued.issuedToken.tokenId)).customer).toEqual(renamed);
    dataOf(await t.reseller(key, UPDATE_CUSTOMER, { userId: renamed.userId, name: people.grace.name }));
  });

  it('is read in one query for a whole page, however many customers it shows', async () => {
    const { key: k } = await t.newReseller('Many');
    for (let i = 0; i < 12; i++) {
      const userId = await createCustomer(t, k, `page-${i}@example.com`, `Page ${i}`);
      await issue(t, k, userId);
    }
    const client = (t.store.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const page = await list(t, k, {});
      expect(new Set(page.tokens.map((x) => x.customer.name)).size).toBe(12);
      const texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(texts.filter((text) => /from "customers"/.test(text))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('revoking several tokens at once', () => {
  const revokeMany = (tokenIds: string[], k = key) => t.reseller(k, REVOKE_MANY, { tokenIds });

  it('revokes every token given, returns them in that order, and they stop working', async () => {
    const issued = await Promise.all([1, 2, 3].map(() => issue(t, key, people.ada.userId)));
    const ids = issued.map((x) => x.issuedToken.tokenId).reverse();
    const revoked = dataOf(await revokeMany(ids)).revokeCustomerTokens;
    expect(revoked.map((x) => x.tokenId)).toEqual(ids);
    for (const record of revoked)
      expect(record).toMatchObject({ status: 'REVOKED', revokedAt: t.now().toISOString() });
    for (const { token } of issued) expect(await answerTo(t, token)).toBe('Invalid token');
  });

  it('takes tokens revoked already and ids given twice in its stride', async () => {
    const first = await issue(t, key, people.ada.userId);
    const second = await issue(t, key, people.grace.userId);
    dataOf(await revokeMany([first.issuedToken.tokenId]));
    const firstRevokedAt = t.now().toISOString();
    t.advance(5_000);
    const ids = [first.issuedToken.tokenId, second.issuedToken.tokenId, first.issuedToken.tokenId];
    const revoked = dataOf(await revokeMany(ids)).revokeCustomerTokens;
    expect(revoked.map((x) => [x.tokenId, x.revokedAt])).toEqual([
      [first.issuedToken.tokenId, firstRevokedAt],
      [second.issuedToken.tokenId, t.now().toISOString()],
    ]);
  });

  it.each([
    ['an unknown id', () => 'tok_doesnotexist000000'],
    ["another reseller's token", () => theirs.tokenId],
  ])('with %s among them: NOT_FOUND, and nothing revoked', async (_name, stranger) => {
    const issued = await Promise.all([1, 2].map(() => issue(t, key, people.grace.userId)));
    const ids = issued.map((x) => x.issuedToken.tokenId);
    const result = await revokeMany([ids[0]!, stranger(), ids[1]!]);
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'A token was not found: none was revoked.',
      extensions: { code: 'NOT_FOUND' },
    });
    for (const { token } of issued) expect(await answerTo(t, token)).toBe('works');
    for (const id of ids) expect((await recordOf(t, key, id)).status).toBe('ACTIVE');
    expect(await answerTo(t, theirs.token)).toBe('works');
  });

  it('takes 1 to 100 ids', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `tok_${i}`);
    for (const ids of [[], tooMany]) {
      const result = await revokeMany(ids);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'tokenIds must hold 1 to 100 ids.',
        extensions: { code: 'BAD_USER_INPUT', field: 'tokenIds' },
      });
    }
    const hundred = await Promise.all(
      Array.from({ length: 100 }, () => issue(t, key, people.ada.userId, { expiresIn: 600 })),
    );
    const revoked = dataOf(await revokeMany(hundred.map((x) => x.issuedToken.tokenId))).revokeCustomerTokens;
    expect(revoked).toHaveLength(100);
    expect(revoked.every((x) => x.status === 'REVOKED')).toBe(true);
  });
});

describe('searching tokens', () => {
  // A reseller of its own, so that only these three tokens can be found.
  let searcher: string;
  const customers = { ada: '', grace: '' };
  let tokens: { adaLabelled: string; adaPlain: string; grace: string };

  beforeAll(async () => {
    ({ key: searcher } = await t.newReseller('Searcher'));
    customers.ada = await createCustomer(t, searcher, people.ada.email, people.ada.name);
    customers.grace = await createCustomer(t, searcher, people.grace.email, people.grace.name);
    const labelled = (userId: string, label?: string) =>
      issue(t, searcher, userId, { label }).then((x) => x.issuedToken.tokenId);
    tokens = {
      adaLabelled: await labelled(customers.ada, 'Payroll sync'),
      adaPlain: await labelled(customers.ada),
      grace: await labelled(customers.grace, 'Kiosk 3'),
    };
  });

  const found = async (search: string) => {
    const result = await list(t, searcher, { search });
    expect(result.total).toBe(result.tokens.length);
    return result.tokens.map((x) => x.tokenId).sort();
  };
  const ids = (...names: (keyof typeof tokens)[]) => names.map((n) => tokens[n]).sort();

  it.each([
    ['a part of a name, in any case', 'LOVEL', ['adaLabelled', 'adaPlain']],
    ['a part of an email', 'navy.exam', ['grace']],
    ['a part of a label, in any case', 'payroll', ['adaLabelled']],
    ['a label with a space', 'kiosk 3', ['grace']],
    ['text that matches nothing', 'nobody', []],
    ['LIKE wildcards, taken literally', '%', []],
  ] as const)('finds by %s', async (_name, search, expected) => {
    expect(await found(search)).toEqual(ids(...expected));
  });

  it('finds by an exact userId or tokenId, never by a part of one', async () => {
    expect(await found(customers.grace)).toEqual(ids('grace'));
    expect(await found(tokens.adaPlain)).toEqual(ids('adaPlain'));
    expect(await found(tokens.adaPlain.slice(0, -2))).toEqual([]);
  });

  it("combines with the other filters, and never finds another reseller's tokens", async () => {
    expect((await list(t, searcher, { search: 'ada', userId: customers.grace })).total).toBe(0);
    expect((await list(t, searcher, { search: 'ada', status: 'REVOKED' })).total).toBe(0);
    expect(await found('Kiosk')).toEqual(ids('grace'));
    for (const search of [theirs.tokenId, theirs.userId, 'Elsewhere'])
      expect(await found(search)).toEqual([]);
  });

  it('refuses a search over 200 characters', async () => {
    const result = await t.reseller(searcher, LIST, { search: 'x'.repeat(201) });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
  });
});
