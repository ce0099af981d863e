import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/lib/service/db/schema';
import { scanTokenExpiries } from '@/lib/service/webhooks/expiry-scan';
import { createCustomer, issueToken, REVOKE_TOKEN } from './fixtures';
import { createTestService, type TestService } from './harness';
import { renew } from './token-fixtures';
import { createEndpoint } from './webhooks-fixtures';

const DAY = 86_400_000;
const MINUTE = 60_000;
const NOTICE_DAYS = [7, 1];

let t: TestService;
let key: string;
let endpointId: string;

const scan = () => scanTokenExpiries(t.store.db, NOTICE_DAYS, t.now());

/** The notices queued for `tokenId`, as their bodies, in the order they happened. */
async function noticesOf(tokenId: string) {
  const rows = await t.store.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return rows
    .map(
      (row) => JSON.parse(row.payload) as { type: string; timestamp: string; data: Record<string, unknown> },
    )
    .filter((body) => body.type.startsWith('token.expir') && body.data.tokenId === tokenId)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
const kinds = async (tokenId: string) =>
  (await noticesOf(tokenId)).map((n) =>
    n.type === 'token.expiring' ? `expiring:${String(n.data.noticeDays)}` : n.type,
  );

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false } });
  ({ key } = await t.newReseller('Expiry'));
  ({ endpointId } = await createEndpoint(t, key, 'http://127.0.0.1:9/hooks'));
  // The first scan ever starts the clock: nothing before it is sent.
  expect(await scan()).toBe(0);
});
afterAll(() => t.close());

describe('the expiry scan', () => {
  it('sends one token.expiring per notice point and one token.expired, however many scans run', async () => {
    const userId = await createCustomer(t, key, 'grace@example.com', 'Grace Hopper');
    const issued = await issueToken(t, key, userId, 30 * 86_400);
    const tokenId = issued.issuedToken.tokenId;
    const scanMany = async () => {
      await scan();
      // Several instances at once: the scan's row lock lets one look at each interval.
      await Promise.all([scan(), scan(), scan()]);
    };

    t.advance(22 * DAY);
    await scanMany();
    expect(await kinds(tokenId)).toEqual([]);

    t.advance(DAY + MINUTE);
    await scanMany();
    expect(await kinds(tokenId)).toEqual(['expiring:7']);
    const [seven] = await noticesOf(tokenId);
    expect(seven).toEqual({
      type: 'token.expiring',
      timestamp: new Date(Date.parse(issued.expiresAt) - 7 * DAY).toISOString(),
      data: {
        tokenId,
        userId,
        name: 'Grace Hopper',
        expiresAt: issued.expiresAt,
        label: null,
        noticeDays: 7,
      },
    });

    t.advance(6 * DAY);
    await scanMany();
    expect(await kinds(tokenId)).toEqual(['expiring:7', 'expiring:1']);

    t.advance(DAY);
    await scanMany();
    t.advance(DAY);
    await scanMany();
    expect(await kinds(tokenId)).toEqual(['expiring:7', 'expiring:1', 'token.expired']);
    const expired = (await noticesOf(tokenId))[2]!;
    expect(expired.data).toMatchObject({ tokenId, expiresAt: issued.expiresAt, renewedById: null });
  });

  it('after a long stop sends only the nearest point reached, then the rest as they come', async () => {
    const userId = await createCustomer(t, key, 'linus@example.com', 'Linus');
    const { tokenId } = (await issueToken(t, key, userId, 10 * 86_400)).issuedToken;
    t.advance(9 * DAY + MINUTE);
    await scan();
    expect(await kinds(tokenId)).toEqual(['expiring:1']);
    t.advance(DAY);
    await scan();
    expect(await kinds(tokenId)).toEqual(['expiring:1', 'token.expired']);
  });

  it('skips points before the token existed, revoked tokens, and tells a renewed token only of its expiry', async () => {
    const userId = await createCustomer(t, key, 'ken@example.com', 'Ken');
    const short = (await issueToken(t, key, userId, 3 * 86_400)).issuedToken.tokenId;
    const revoked = (await issueToken(t, key, userId, 3 * 86_400)).issuedToken.tokenId;
    await t.reseller(key, REVOKE_TOKEN, { tokenId: revoked });
    const old = (await issueToken(t, key, userId, 20 * 86_400)).issuedToken.tokenId;
    const renewal = (await renew(t, key, old, { overlapSeconds: 86_400 })).issuedToken.tokenId;

    for (let day = 0; day < 4; day++) {
      t.advance(DAY);
      await scan();
    }
    expect(await kinds(short)).toEqual(['expiring:1', 'token.expired']);
    expect(await kinds(revoked)).toEqual([]);
    expect(await kinds(old)).toEqual(['token.expired']);
    expect((await noticesOf(old))[0]!.data.renewedById).toBe(renewal);
  });

  it('queues nothing for a reseller without endpoints', async () => {
    const { key: quiet } = await t.newReseller('Quiet');
    const userId = await createCustomer(t, quiet, 'q@example.com', 'Q');
    await issueToken(t, quiet, userId, 2 * 86_400);
    const before = (await t.store.db.select().from(webhookDeliveries)).length;
    t.advance(3 * DAY);
    await scan();
    expect(await t.store.db.select().from(webhookDeliveries)).toHaveLength(before);
  });
});
