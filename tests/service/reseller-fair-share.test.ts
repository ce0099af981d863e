import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerPlaces } from '@/lib/service/api/reseller-turns';
import { resellerGraphql } from '@/tests/generated/reseller';
import { errorOf } from './fixtures';
import { createTestService, type GraphqlResult, type TestService } from './harness';

const NAME = resellerGraphql(`
  query ResellerName {
    reseller {
      name
    }
  }
`);

// What reseller-turns.ts gives one reseller: three operations running, 200 waiting.
const SHARE = 3;
const WAITING = 200;

let t: TestService;
const a = { resellerId: '', key: '' };
const b = { resellerId: '', key: '' };

beforeAll(async () => {
  t = await createTestService();
  Object.assign(a, await t.newReseller('Flooding Ltd'));
  Object.assign(b, await t.newReseller('Patient Ltd'));
});
afterAll(() => t.close());

/** Whether `promise` has settled yet, read without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state = { done: false };
  void promise.finally(() => (state.done = true));
  return state;
}

/** Resolves once `count` of A's requests wait for a place (each is authenticated through the store first). */
async function untilWaiting(count: number) {
  while (resellerPlaces.waitingFor(a.resellerId) < count)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('one reseller’s share of the Reseller API', () => {
  it('waits behind its own operations, never another reseller’s, and refuses work beyond what may wait', async () => {
    // A's share held, as three long operations would hold it.
    const held = await Promise.all(Array.from({ length: SHARE }, () => resellerPlaces.enter(a.resellerId)));
    const waiting = Array.from({ length: WAITING }, () => t.reseller(a.key, NAME));
    const states = waiting.map(watch);
    await untilWaiting(WAITING);

    // Another reseller's request runs beside them at once.
    const other = await t.reseller(b.key, NAME);
    expect(other.status).toBe(200);
    expect(other.body.data?.reseller.name).toBe('Patient Ltd');
    expect(states.filter((s) => s.done)).toHaveLength(0);

    // One more of A's, beyond what may wait: refused at once, and nothing ran.
    const refused = await t.reseller(a.key, NAME);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED' });
    expect(refused.body.data).toBeUndefined();
    expect(resellerPlaces.waitingFor(a.resellerId)).toBe(WAITING);

    // Once the long operations end, everything that waited is answered.
    for (const release of held) release();
    const answered: GraphqlResult[] = await Promise.all(waiting);
    expect(answered.map((r) => r.status)).toEqual(Array(WAITING).fill(200));
    expect((await t.reseller(a.key, NAME)).status).toBe(200);
  });
});
