import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  DELETE_CUSTOMER,
  errorOf,
  REVOKE_TOKEN,
  rowsOf,
  SUSPEND_CUSTOMER,
  WHO_AM_I,
} from './fixtures';
import { createTestService, dataOf, type GraphqlResult, type TestService } from './harness';
import { answerTo, issue, list, recordOf, renew, RENEW } from './token-fixtures';

let t: TestService;
let key: string;
let userId: string;

const HOUR = 3_600;
const DAY = 86_400;
const at = (secondsFromNow: number) => new Date(t.now().getTime() + secondsFromNow * 1000).toISOString();

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller());
  userId = await createCustomer(t, key, 'renewals@example.com', 'Renata Renewal');
});
afterAll(() => t.close());

describe('renewing a token', () => {
  it('with no overlap: a new token with the same label and lifetime, the old one revoked at once', async () => {
    const old = await issue(t, key, userId, { expiresIn: 7 * DAY, label: 'Payroll sync' });
    t.advance(DAY * 1000);
    const renewed = await renew(t, key, old.issuedToken.tokenId);
    expect(renewed.issuedToken).toMatchObject({
      userId,
      label: 'Payroll sync',
      lifetimeSeconds: 7 * DAY,
      issuedAt: t.now().toISOString(),
      expiresAt: at(7 * DAY),
      status: 'ACTIVE',
      renewedFromId: old.issuedToken.tokenId,
      renewedById: null,
      customer: { userId, name: 'Renata Renewal', email: 'renewals@example.com' },
    });
    expect(renewed.expiresAt).toBe(renewed.issuedToken.expiresAt);
    expect(await answerTo(t, old.token)).toBe('Invalid token');
    expect(await answerTo(t, renewed.token)).toBe('works');
    expect(await recordOf(t, key, old.issuedToken.tokenId)).toMatchObject({
      status: 'REVOKED',
      revokedAt: t.now().toISOString(),
      expiresAt: old.issuedToken.expiresAt,
      renewedById: renewed.issuedToken.tokenId,
    });
  });

  it('with an overlap: the old token works until then, and then answers Token has expired', async () => {
    const old = await issue(t, key, userId, { expiresIn: 30 * DAY });
    const renewed = await renew(t, key, old.issuedToken.tokenId, { overlapSeconds: HOUR });
    const retired = await recordOf(t, key, old.issuedToken.tokenId);
    expect(retired).toMatchObject({
      status: 'ACTIVE',
      revokedAt: null,
      expiresAt: at(HOUR),
      renewedById: renewed.issuedToken.tokenId,
    });
    t.advance((HOUR - 1) * 1000);
    expect(await answerTo(t, old.token)).toBe('works');
    t.advance(1000);
    // The JWT's own exp is 30 days away: the record's expiry decides.
    const refused = await t.customer(old.token, WHO_AM_I);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Token has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await answerTo(t, renewed.token)).toBe('works');
    expect(await recordOf(t, key, old.issuedToken.tokenId)).toMatchObject({ status: 'EXPIRED' });
    const active = await list(t, key, { userId, status: 'ACTIVE' });
    expect(active.tokens.map((x) => x.tokenId)).not.toContain(old.issuedToken.tokenId);
    expect(active.tokens.map((x) => x.tokenId)).toContain(renewed.issuedToken.tokenId);
  });

  it('never lets the old token outlive its own expiry', async () => {
    const old = await issue(t, key, userId, { expiresIn: 600 });
    await renew(t, key, old.issuedToken.tokenId, { overlapSeconds: 7 * DAY });
    expect((await recordOf(t, key, old.issuedToken.tokenId)).expiresAt).toBe(old.expiresAt);
    t.advance(600_000);
    expect(await answerTo(t, old.token)).toBe('Token has expired');
  });

  it('takes another lifetime when expiresIn says so', async () => {
    const old = await issue(t, key, userId, { expiresIn: 7 * DAY });
    const renewed = await renew(t, key, old.issuedToken.tokenId, { expiresIn: HOUR });
    expect(renewed.issuedToken).toMatchObject({ lifetimeSeconds: HOUR, expiresAt: at(HOUR) });
  });

  it('renews an expired token and leaves the old record as it was', async () => {
    const old = await issue(t, key, userId, { expiresIn: 60, label: 'Kiosk' });
    t.advance(120_000);
    const renewed = await renew(t, key, old.issuedToken.tokenId, { overlapSeconds: HOUR });
    expect(renewed.issuedToken).toMatchObject({ label: 'Kiosk', lifetimeSeconds: 60, status: 'ACTIVE' });
    expect(await recordOf(t, key, old.issuedToken.tokenId)).toMatchObject({
      status: 'EXPIRED',
      revokedAt: null,
      expiresAt: old.expiresAt,
      renewedById: renewed.issuedToken.tokenId,
    });
  });
});

describe('renewals refused', () => {
  const refusal = (result: GraphqlResult) => ({
    message: result.body.errors?.[0]?.message,
    ...errorOf(result),
  });

  it('a revoked token: BAD_USER_INPUT, and nothing issued', async () => {
    const old = await issue(t, key, userId);
    await t.reseller(key, REVOKE_TOKEN, { tokenId: old.issuedToken.tokenId });
    const before = await rowsOf(t, userId);
    const result = await t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId });
    expect(result.body.data).toBeNull();
    expect(refusal(result)).toEqual({
      message: 'This token was revoked: issue a new token instead.',
      code: 'BAD_USER_INPUT',
      field: 'tokenId',
    });
    expect(await rowsOf(t, userId)).toEqual(before);
  });

  it('a token renewed already, with or without an overlap: names its successor', async () => {
    for (const overlapSeconds of [0, HOUR]) {
      const old = await issue(t, key, userId);
      const first = await renew(t, key, old.issuedToken.tokenId, { overlapSeconds });
      const again = await t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId, overlapSeconds });
      expect(refusal(again)).toEqual({
        message: `This token was already renewed: renew ${first.issuedToken.tokenId} instead.`,
        code: 'BAD_USER_INPUT',
        field: 'tokenId',
      });
      // The successor itself renews as usual.
      await renew(t, key, first.issuedToken.tokenId);
    }
  });

  it("a suspended customer's token: CUSTOMER_SUSPENDED, the old token untouched", async () => {
    const customer = await createCustomer(t, key, 'suspended@example.com', 'Sam Suspended');
    const old = await issue(t, key, customer);
    dataOf(await t.reseller(key, SUSPEND_CUSTOMER, { userId: customer }));
    const result = await t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId });
    expect(errorOf(result)).toEqual({ code: 'CUSTOMER_SUSPENDED' });
    expect(await recordOf(t, key, old.issuedToken.tokenId)).toMatchObject({
      renewedById: null,
      revokedAt: null,
      expiresAt: old.expiresAt,
    });
    expect((await rowsOf(t, customer)).tokens).toBe(1);
  });

  it('an unknown token and another reseller’s alike: NOT_FOUND, theirs untouched', async () => {
    const { key: otherKey } = await t.newReseller('Other');
    const theirCustomer = await createCustomer(t, otherKey, 'theirs@example.com', 'Their Customer');
    const theirs = await issue(t, otherKey, theirCustomer);
    const foreign = await t.reseller(key, RENEW, { tokenId: theirs.issuedToken.tokenId });
    const unknown = await t.reseller(key, RENEW, { tokenId: 'tok_doesnotexist000000' });
    expect(foreign.body).toEqual(unknown.body);
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND' });
    expect(await answerTo(t, theirs.token)).toBe('works');
    expect(await recordOf(t, otherKey, theirs.issuedToken.tokenId)).toMatchObject({ renewedById: null });
  });

  it.each([
    [{ overlapSeconds: -1 }, 'overlapSeconds'],
    [{ overlapSeconds: 2_592_001 }, 'overlapSeconds'],
    [{ expiresIn: 59 }, 'expiresIn'],
    [{ expiresIn: 31_536_001 }, 'expiresIn'],
  ])('refuses %o with BAD_USER_INPUT naming the argument', async (variables, field) => {
    const old = await issue(t, key, userId);
    const result = await t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId, ...variables });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(await recordOf(t, key, old.issuedToken.tokenId)).toMatchObject({ renewedById: null });
  });

  it('accepts the full 30 days of overlap', async () => {
    const old = await issue(t, key, userId, { expiresIn: 60 * DAY });
    await renew(t, key, old.issuedToken.tokenId, { overlapSeconds: 2_592_000 });
    expect((await recordOf(t, key, old.issuedToken.tokenId)).expiresAt).toBe(at(2_592_000));
  });
});

describe('renewals and deletion', () => {
  it('deleting a customer removes its renewed tokens with it', async () => {
    const customer = await createCustomer(t, key, 'gone@example.com', 'Gone Soon');
    const old = await issue(t, key, customer);
    const renewed = await renew(t, key, old.issuedToken.tokenId, { overlapSeconds: HOUR });
    await renew(t, key, renewed.issuedToken.tokenId);
    expect(dataOf(await t.reseller(key, DELETE_CUSTOMER, { userId: customer }))).toEqual({
      deleteHandbookCustomer: customer,
    });
    expect(await rowsOf(t, customer)).toEqual({ customers: 0, tokens: 0, handbooks: 0 });
  });
});

// Many connections at once show the row lock at work; on PGlite, which runs one statement at a time, the
// same calls still check the outcome.
describe('renewals at the same moment', () => {
  const ROUNDS = 5;

  it('of one token: exactly one new token, the others refused as renewed already', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await createCustomer(t, key, `race-${round}@example.com`, `Racer ${round}`);
      const old = await issue(t, key, customer);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId, overlapSeconds: i * 60 }),
        ),
      );
      const succeeded = results.filter((r) => !r.body.errors);
      expect(succeeded).toHaveLength(1);
      for (const r of results.filter((x) => x.body.errors))
        expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'tokenId' });
      const winner = (succeeded[0]!.body.data as { renewCustomerToken: { issuedToken: { tokenId: string } } })
        .renewCustomerToken.issuedToken.tokenId;
      expect((await rowsOf(t, customer)).tokens).toBe(2);
      expect((await recordOf(t, key, old.issuedToken.tokenId)).renewedById).toBe(winner);
    }
  });

  it('with the deletion of its customer: either order, a clean answer and no row left', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await createCustomer(t, key, `deleting-${round}@example.com`, `Deleting ${round}`);
      const old = await issue(t, key, customer);
      const [renewal, deletion] = await Promise.all([
        t.reseller(key, RENEW, { tokenId: old.issuedToken.tokenId }),
        t.reseller(key, DELETE_CUSTOMER, { userId: customer }),
      ]);
      expect(deletion!.body).toEqual({ data: { deleteHandbookCustomer: customer } });
      expect(renewal!.status).toBe(200);
      if (renewal!.body.errors) expect(errorOf(renewal!)).toEqual({ code: 'NOT_FOUND' });
      expect(await rowsOf(t, customer)).toEqual({ customers: 0, tokens: 0, handbooks: 0 });
    }
  });
});
