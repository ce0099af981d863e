import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepActivity } from '@/lib/service/activity/retention';
import { activityEvents } from '@/lib/service/db/schema';
import { activity } from './activity-fixtures';
import { createCustomer } from './fixtures';
import { createTestService, type TestService } from './harness';

let t: TestService;
let key = '';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Retention'));
});
afterAll(() => t.close());

describe('activity retention', () => {
  it('deletes the events older than the retention and keeps the rest', async () => {
    await createCustomer(t, key, 'old@retention.example', 'Old');
    t.advance(20 * DAY_MS);
    await createCustomer(t, key, 'recent@retention.example', 'Recent');
    t.advance(11 * DAY_MS);
    // The first event is 31 days old, the second 11.
    expect(await sweepActivity(t.store.db, t.now(), 30)).toBe(1);
    const { events } = await activity(t, key);
    expect(events.map((e) => e.action)).toEqual(['customer.created']);
    expect(events[0]!.occurredAt).toBe(new Date(t.now().getTime() - 11 * DAY_MS).toISOString());
    expect(await sweepActivity(t.store.db, t.now(), 30)).toBe(0);
    expect((await activity(t, key)).total).toBe(1);
  });

  it('deletes a large backlog in batches', async () => {
    const { db } = t.store;
    const [{ resellerId } = { resellerId: '' }] = await db
      .select({ resellerId: activityEvents.resellerId })
      .from(activityEvents);
    await db.execute(sql`
      INSERT INTO activity_events (id, reseller_id, occurred_at, action, actor_kind, subject_type, subject_id, details)
      SELECT 'evt_backlog' || g, ${resellerId}, ${new Date(0).toISOString()}::timestamptz, 'customer.created',
        'OPERATOR', 'CUSTOMER', 'cus_backlog' || g, '{}'::jsonb
      FROM generate_series(1, 12000) AS g`);
    expect(await sweepActivity(db, t.now(), 30)).toBe(12_000);
    expect((await activity(t, key)).total).toBe(1);
  });
});

describe('the audit trail is append-only', () => {
  it('refuses to update an event, whoever asks', async () => {
    const { db } = t.store;
    const [event] = await db.select().from(activityEvents);
    await expect(
      db.update(activityEvents).set({ action: 'customer.deleted' }).where(eq(activityEvents.id, event!.id)),
    ).rejects.toThrow();
    const [after] = await db.select().from(activityEvents).where(eq(activityEvents.id, event!.id));
    expect(after).toEqual(event);
  });
});
