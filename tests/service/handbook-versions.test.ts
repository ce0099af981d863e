import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDBOOK_VERSIONS, REGENERATE_AT_ONCE } from '@/lib/contract/limits';
import { handbooks, handbookVersions } from '@/lib/service/db/schema';
import { asWrittenByEarlierLibrary, EARLIER_LIBRARY_VERSION } from '@/lib/service/demo/earlier-library';
import { VERSIONS_NOTE } from '@/lib/service/handbooks/generate';
import { POLICY_LIBRARY_VERSION } from '@/lib/service/handbooks/library-version';
import { customerGraphql } from '@/tests/generated/customer';
import { resellerGraphql } from '@/tests/generated/reseller';
import { activity } from './activity-fixtures';
import { createCustomer, DELETE_CUSTOMER_HANDBOOK, errorOf, generateFor, issueToken } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';

const OWN_VERSION = customerGraphql(`
  query OwnHandbookVersion($id: ID!, $version: Int!) {
    policyLibraryVersion
    handbookVersion(handbookId: $id, version: $version) {
      ...TestOwnVersionFields
    }
  }
`);
const REGENERATE_OWN = customerGraphql(`
  mutation RegenerateOwnHandbook($id: ID!) {
    regenerateHandbook(handbookId: $id) {
      ...TestOwnVersionFields
    }
  }
`);
const CUSTOMER_VERSION = resellerGraphql(`
  query CustomerHandbookVersion($id: ID!, $version: Int!) {
    policyLibraryVersion
    customerHandbookVersion(handbookId: $id, version: $version) {
      ...TestVersionFields
    }
  }
`);
const REGENERATE_ONE = resellerGraphql(`
  mutation RegenerateCustomerHandbook($id: ID!) {
    regenerateCustomerHandbook(handbookId: $id) {
      handbookId
      version
      outdated
    }
  }
`);
const REGENERATE_MANY = resellerGraphql(`
  mutation RegenerateHandbooks($ids: [ID!]!) {
    regenerateHandbooks(handbookIds: $ids) {
      handbookId
      version
      libraryVersion
      outdated
    }
  }
`);
const OUTDATED = resellerGraphql(`
  query OutdatedHandbooks($offset: Int, $limit: Int) {
    outdatedHandbooks(offset: $offset, limit: $limit) {
      total
      handbooks {
        handbookId
        libraryVersion
        outdated
        customer {
          userId
          name
        }
      }
    }
    overview {
      outdatedHandbookCount
    }
  }
`);

let t: TestService;
const mine = { key: '', userId: '', token: '' };
const theirs = { key: '', userId: '' };

/** Turns handbooks into what library 2026.1 wrote (the demo's way): the text and version of that library. */
async function writtenByEarlierLibrary(ids: string[], updatedAt = t.now()): Promise<void> {
  const rows = await t.store.db.select().from(handbooks).where(inArray(handbooks.id, ids));
  for (const row of rows) {
    await t.store.db
      .update(handbooks)
      .set({
        sections: asWrittenByEarlierLibrary(row.sections),
        libraryVersion: EARLIER_LIBRARY_VERSION,
        updatedAt,
      })
      .where(eq(handbooks.id, row.id));
  }
}

const outdatedPage = async (key = mine.key) => dataOf(await t.reseller(key, OUTDATED, { limit: 100 }));

beforeAll(async () => {
  t = await createTestService();
  mine.key = (await t.newReseller('Mine')).key;
  theirs.key = (await t.newReseller('Theirs')).key;
  mine.userId = await createCustomer(t, mine.key, 'hr@mine.example', 'Mine HR');
  theirs.userId = await createCustomer(t, theirs.key, 'hr@theirs.example', 'Theirs HR');
  mine.token = (await issueToken(t, mine.key, mine.userId)).token;
});
afterAll(() => t.close());

describe('a new handbook', () => {
  it('is version 1 of the current library, with itself as its history', async () => {
    const id = await generateFor(t, mine.key, mine.userId);
    const read = dataOf(await t.customer(mine.token, OWN_VERSION, { id, version: 1 }));
    expect(read.policyLibraryVersion).toBe(POLICY_LIBRARY_VERSION);
    expect(read.handbookVersion).toMatchObject({ version: 1, libraryVersion: POLICY_LIBRARY_VERSION });
    expect(read.handbookVersion!.outdated).toBe(false);
    expect(read.handbookVersion!.versions).toEqual([
      {
        version: 1,
        createdAt: read.handbookVersion!.updatedAt,
        libraryVersion: POLICY_LIBRARY_VERSION,
        changedSectionKeys: [],
      },
    ]);
    expect(read.handbookVersion!.markdown).toContain(VERSIONS_NOTE);
    const viaReseller = dataOf(await t.reseller(mine.key, CUSTOMER_VERSION, { id, version: 1 }));
    expect(viaReseller.customerHandbookVersion).toEqual(read.handbookVersion);
    expect(viaReseller.policyLibraryVersion).toBe(POLICY_LIBRARY_VERSION);
  });
});

describe('regenerateHandbook (Customer API)', () => {
  it('writes version 2 from the current library and keeps version 1 readable', async () => {
    const id = await generateFor(t, mine.key, mine.userId);
    const written = new Date(t.now().getTime() - 86_400_000);
    await writtenByEarlierLibrary([id], written);
    const before = dataOf(await t.customer(mine.token, OWN_VERSION, { id, version: 1 })).handbookVersion!;
    expect(before).toMatchObject({ version: 1, libraryVersion: EARLIER_LIBRARY_VERSION, outdated: true });
    expect(before.markdown).not.toContain(VERSIONS_NOTE);

    const after = dataOf(await t.customer(mine.token, REGENERATE_OWN, { id })).regenerateHandbook;
    expect(after).toMatchObject({ handbookId: id, version: 2, libraryVersion: POLICY_LIBRARY_VERSION });
    expect(after.outdated).toBe(false);
    expect(after.markdown).toContain(VERSIONS_NOTE);
    expect(after.versions).toEqual([
      {
        version: 2,
        createdAt: t.now().toISOString(),
        libraryVersion: POLICY_LIBRARY_VERSION,
        changedSectionKeys: ['about-this-handbook'],
      },
      {
        version: 1,
        createdAt: written.toISOString(),
        libraryVersion: EARLIER_LIBRARY_VERSION,
        changedSectionKeys: [],
      },
    ]);
    const first = dataOf(await t.customer(mine.token, OWN_VERSION, { id, version: 1 })).handbookVersion!;
    expect(first).toMatchObject({ version: 1, outdated: true, markdown: before.markdown });
    expect(first.versions).toEqual(after.versions);
    const none = dataOf(await t.customer(mine.token, OWN_VERSION, { id, version: 3 }));
    expect(none.handbookVersion).toBeNull();

    const events = (await activity(t, mine.key, { subjectId: id, action: 'handbook.regenerated' })).events;
    expect(events).toHaveLength(1);
    expect(events[0]!.actor.kind).toBe('CUSTOMER_TOKEN');
    expect(JSON.parse(events[0]!.details)).toEqual({
      fromVersion: 1,
      toVersion: 2,
      fromLibraryVersion: EARLIER_LIBRARY_VERSION,
      toLibraryVersion: POLICY_LIBRARY_VERSION,
    });
  });

  it('leaves a handbook of the current library as it is, recording nothing', async () => {
    const id = await generateFor(t, mine.key, mine.userId);
    const again = dataOf(await t.customer(mine.token, REGENERATE_OWN, { id })).regenerateHandbook;
    expect(again).toMatchObject({ version: 1, outdated: false });
    expect((await activity(t, mine.key, { subjectId: id, action: 'handbook.regenerated' })).total).toBe(0);
  });

  it("is NOT_FOUND for another customer's handbook", async () => {
    const id = await generateFor(t, theirs.key, theirs.userId);
    await writtenByEarlierLibrary([id]);
    expect(errorOf(await t.customer(mine.token, REGENERATE_OWN, { id }))?.code).toBe('NOT_FOUND');
    expect(dataOf(await t.customer(mine.token, OWN_VERSION, { id, version: 1 })).handbookVersion).toBeNull();
  });

  it(`refuses a handbook at ${HANDBOOK_VERSIONS.max} versions`, async () => {
    const id = await generateFor(t, mine.key, mine.userId);
    await writtenByEarlierLibrary([id]);
    await t.store.db.update(handbooks).set({ version: HANDBOOK_VERSIONS.max }).where(eq(handbooks.id, id));
    expect(errorOf(await t.customer(mine.token, REGENERATE_OWN, { id }))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('outdated handbooks (Reseller API)', () => {
  it('lists only the reseller’s outdated handbooks, oldest library first, with their customers', async () => {
    const startTotal = (await outdatedPage()).outdatedHandbooks.total;
    const current = await generateFor(t, mine.key, mine.userId);
    const older = await generateFor(t, mine.key, mine.userId);
    const foreign = await generateFor(t, theirs.key, theirs.userId);
    await writtenByEarlierLibrary([older, foreign]);
    const page = await outdatedPage();
    const ids = page.outdatedHandbooks.handbooks.map((h) => h.handbookId);
    expect(page.outdatedHandbooks.total).toBe(startTotal + 1);
    expect(page.overview.outdatedHandbookCount).toBe(page.outdatedHandbooks.total);
    expect(ids).toContain(older);
    expect(ids).not.toContain(current);
    expect(ids).not.toContain(foreign);
    const entry = page.outdatedHandbooks.handbooks.find((h) => h.handbookId === older);
    expect(entry).toEqual({
      handbookId: older,
      libraryVersion: EARLIER_LIBRARY_VERSION,
      outdated: true,
      customer: { userId: mine.userId, name: 'Mine HR' },
    });
    // Older libraries sort first: a handbook recorded with an even earlier library comes before it.
    await t.store.db.update(handbooks).set({ libraryVersion: '2025.9' }).where(eq(handbooks.id, older));
    expect((await outdatedPage()).outdatedHandbooks.handbooks[0]!.handbookId).toBe(older);
  });

  it('regenerateHandbooks brings several up to date at once, each id once, in the order given', async () => {
    const ids = [await generateFor(t, mine.key, mine.userId), await generateFor(t, mine.key, mine.userId)];
    await writtenByEarlierLibrary(ids);
    const done = dataOf(
      await t.reseller(mine.key, REGENERATE_MANY, { ids: [ids[1]!, ids[0]!, ids[1]!] }),
    ).regenerateHandbooks;
    expect(done).toEqual(
      [ids[1], ids[0]].map((handbookId) => ({
        handbookId,
        version: 2,
        libraryVersion: POLICY_LIBRARY_VERSION,
        outdated: false,
      })),
    );
    const listed = (await outdatedPage()).outdatedHandbooks.handbooks.map((h) => h.handbookId);
    for (const id of ids) expect(listed).not.toContain(id);
    const events = (await activity(t, mine.key, { action: 'handbook.regenerated' })).events;
    for (const id of ids) expect(events.filter((e) => e.subjectId === id)).toHaveLength(1);
  });

  it('regenerateHandbooks is all or nothing: one foreign id changes nothing (NOT_FOUND)', async () => {
    const own = await generateFor(t, mine.key, mine.userId);
    const foreign = await generateFor(t, theirs.key, theirs.userId);
    await writtenByEarlierLibrary([own, foreign]);
    const refused = await t.reseller(mine.key, REGENERATE_MANY, { ids: [own, foreign] });
    expect(errorOf(refused)?.code).toBe('NOT_FOUND');
    const [row] = await t.store.db.select().from(handbooks).where(eq(handbooks.id, own));
    expect(row).toMatchObject({ version: 1, libraryVersion: EARLIER_LIBRARY_VERSION });
    expect((await activity(t, mine.key, { subjectId: own })).events.map((e) => e.action)).toEqual([
      'handbook.generated',
    ]);
  });

  it(`takes ${REGENERATE_AT_ONCE.min} to ${REGENERATE_AT_ONCE.max} ids`, async () => {
    for (const count of [0, REGENERATE_AT_ONCE.max + 1]) {
      const ids = Array.from({ length: count }, (_, i) => `hb_${i}`);
      const result = await t.reseller(mine.key, REGENERATE_MANY, { ids });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'handbookIds' });
    }
  });

  it("regenerateCustomerHandbook and customerHandbookVersion do not reach another reseller's handbook", async () => {
    const foreign = await generateFor(t, theirs.key, theirs.userId);
    await writtenByEarlierLibrary([foreign]);
    expect(errorOf(await t.reseller(mine.key, REGENERATE_ONE, { id: foreign }))?.code).toBe('NOT_FOUND');
    const read = dataOf(await t.reseller(mine.key, CUSTOMER_VERSION, { id: foreign, version: 1 }));
    expect(read.customerHandbookVersion).toBeNull();
    const own = dataOf(await t.reseller(theirs.key, REGENERATE_ONE, { id: foreign }));
    expect(own.regenerateCustomerHandbook).toEqual({ handbookId: foreign, version: 2, outdated: false });
  });

  it('deleting a handbook deletes its earlier versions', async () => {
    const id = await generateFor(t, mine.key, mine.userId);
    await writtenByEarlierLibrary([id]);
    await t.reseller(mine.key, REGENERATE_ONE, { id });
    await t.reseller(mine.key, DELETE_CUSTOMER_HANDBOOK, { id });
    const kept = await t.store.db.select().from(handbookVersions).where(eq(handbookVersions.handbookId, id));
    expect(kept).toEqual([]);
  });
});
