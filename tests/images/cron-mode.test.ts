import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { DEMO_KEY_FILE } from '@/lib/service/demo/ensure-demo-data';
import { startReceiver, type Receiver } from '../service/webhooks-fixtures';
import { cron, CRON_SECRET, startCronApp, stopCronApp, type CronApp } from './cron-app';

// The first retry comes 5 s after a failed attempt (webhooks/retry-schedule.ts); timers would make it by now.
const PAST_FIRST_RETRY_MS = 7_000;

interface Hook {
  id: string;
  type: string;
  data: { tokenId?: string };
}

describe('cron mode on the production build', () => {
  let app: CronApp;
  let receiver: Receiver;
  let key: string;
  let userId: string;
  let failing = false;
  const hooks = () =>
    receiver.received.map(({ headers, body }) => ({
      id: String(headers['webhook-id']),
      ...(JSON.parse(body) as Omit<Hook, 'id'>),
    }));
  const hooksOf = (type: string, tokenId: string) =>
    hooks().filter((h) => h.type === type && h.data.tokenId === tokenId);

  async function reseller<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${app.base}${API_PATHS.reseller}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': key },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  const issue = async (expiresIn = 3_600) =>
    (
      await reseller<{ generateCustomerToken: { issuedToken: { tokenId: string } } }>(
        'mutation ($u: ID!, $e: Int) { generateCustomerToken(userId: $u, expiresIn: $e) { issuedToken { tokenId } } }',
        { u: userId, e: expiresIn },
      )
    ).generateCustomerToken.issuedToken.tokenId;

  async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  beforeAll(async () => {
    receiver = await startReceiver([(res: ServerResponse) => res.writeHead(failing ? 500 : 200).end()]);
    app = await startCronApp({ CRON_SECRET });
    key = readFileSync(join(app.dataDir, DEMO_KEY_FILE), 'utf8').trim();
    userId = (
      await reseller<{ handbookCustomers: { customers: { userId: string }[] } }>(
        '{ handbookCustomers(limit: 1) { customers { userId } } }',
      )
    ).handbookCustomers.customers[0]!.userId;
    await reseller('mutation ($url: String!) { createWebhookEndpoint(url: $url) { secret } }', {
      url: receiver.url,
    });
    // The first round starts the expiry scan's clock (expiry-scan.ts): points before it are never sent.
    expect((await cron(app.base, `Bearer ${CRON_SECRET}`)).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    stopCronApp(app);
    await receiver?.close();
  });

  it('delivers the revocation a request made right after its answer, through after()', async () => {
    const tokenId = await issue();
    const changed = Date.now();
    await reseller('mutation ($t: ID!) { revokeCustomerToken(tokenId: $t) { tokenId } }', { t: tokenId });
    await until(() => hooksOf('token.revoked', tokenId).length === 1);
    const ms = Date.now() - changed;
    process.stdout.write(`cron mode: change to delivery through after() in ${ms} ms\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('retries a failed delivery only when the cron route runs, and a wrong or missing secret runs nothing', async () => {
    failing = true;
    const tokenId = await issue();
    await until(() => hooksOf('token.issued', tokenId).length === 1);
    failing = false;
    await new Promise((r) => setTimeout(r, PAST_FIRST_RETRY_MS));
    expect(hooksOf('token.issued', tokenId)).toHaveLength(1);

    for (const authorization of [undefined, 'Bearer wrong-secret', CRON_SECRET, `Bearer ${CRON_SECRET}x`]) {
      const refused = await cron(app.base, authorization);
      expect(refused.status, String(authorization)).toBe(401);
      expect(
        ((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
      ).toBe('UNAUTHENTICATED');
    }
    expect(hooksOf('token.issued', tokenId)).toHaveLength(1);

    const ran = await cron(app.base, `Bearer ${CRON_SECRET}`);
    expect(ran.status).toBe(200);
    const counts = (await ran.json()) as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual(
      ['delivered', 'failed', 'queuedNotices', 'sweptDeliveries', 'sweptEvents', 'sweptUsage'].sort(),
    );
    expect(counts.delivered).toBeGreaterThanOrEqual(1);
    const attempts = hooksOf('token.issued', tokenId);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.id).toBe(attempts[0]!.id);
  }, 60_000);

  it('delivers each due event once when two cron calls run at once', async () => {
    failing = true;
    const tokenIds = [await issue(), await issue(), await issue()];
    await until(() => tokenIds.every((id) => hooksOf('token.issued', id).length === 1));
    failing = false;
    await new Promise((r) => setTimeout(r, PAST_FIRST_RETRY_MS));
    const answers = await Promise.all([
      cron(app.base, `Bearer ${CRON_SECRET}`),
      cron(app.base, `Bearer ${CRON_SECRET}`),
    ]);
    const counts = (await Promise.all(answers.map((a) => a.json()))) as { delivered: number }[];
    expect(counts[0]!.delivered + counts[1]!.delivered).toBe(tokenIds.length);
    for (const id of tokenIds) expect(hooksOf('token.issued', id)).toHaveLength(2);
  }, 60_000);

  it('sends token.expiring through the cron route once the notice point is reached', async () => {
    // HANDBOOK_TOKEN_NOTICE_DAYS=1: a token of a day and 3 s reaches its notice point 3 s after issue; 2 s
    // past it, no timer has sent the notice (a server with timers would have by its next round).
    const tokenId = await issue(86_400 + 3);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(hooksOf('token.expiring', tokenId)).toHaveLength(0);
    const counts = (await (await cron(app.base, `Bearer ${CRON_SECRET}`)).json()) as Record<string, number>;
    expect(counts.queuedNotices).toBeGreaterThanOrEqual(1);
    expect(hooksOf('token.expiring', tokenId)).toHaveLength(1);
  }, 60_000);
});
