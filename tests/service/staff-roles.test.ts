import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROLES, ApiKeyRole, FORBIDDEN_MESSAGE, roleMayRun } from '@/lib/contract/staff-roles';
import { issueApiKey } from '@/lib/service/resellers/reseller-store';
import { resellerGraphql } from '@/tests/generated/reseller';
import { createCustomer, issueToken, READ_CUSTOMER } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { mutationRequests } from './mutation-strings';

const VIEWER = resellerGraphql(`
  query StaffViewer {
    viewer {
      keyId
      keyName
      keyHint
      role
      reseller {
        resellerId
        name
      }
    }
    apiKeys {
      keyId
      name
      role
      hint
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

const ACTIVITY_BY_KEY = resellerGraphql(`
  query StaffActivity($actorKeyId: ID) {
    activity(actorKeyId: $actorKeyId, limit: 100) {
      total
      events {
        action
        actor {
          kind
          keyId
          keyName
          role
        }
      }
    }
  }
`);

const PEOPLE = {
  [ApiKeyRole.Admin]: 'Ada the owner',
  [ApiKeyRole.Support]: 'Sam at the help desk',
  [ApiKeyRole.ReadOnly]: 'Rita the auditor',
} as const;

let t: TestService;
let resellerId: string;
const keys = {} as Record<ApiKeyRole, { key: string; id: string }>;
let userId: string;
let tokenId: string;
let eventsBefore: number;

const activityTotal = async () =>
  dataOf(await t.reseller(keys.ADMIN.key, ACTIVITY_BY_KEY, {})).activity.total;

beforeAll(async () => {
  t = await createTestService();
  const first = await t.newReseller('Staffed Partners');
  resellerId = first.resellerId;
  for (const role of API_KEY_ROLES) {
    const issued = await issueApiKey(t.store.db, resellerId, { name: PEOPLE[role], role }, t.now());
    keys[role] = { key: issued.key, id: issued.id };
  }
  userId = await createCustomer(t, keys.ADMIN.key, 'kept@example.com', 'Kept Ltd');
  tokenId = (await issueToken(t, keys.ADMIN.key, userId)).issuedToken.tokenId;
  eventsBefore = await activityTotal();
});

afterAll(() => t.close());

// Every mutation of the SDL under every role: a new mutation is covered as soon as the schema has it.
const cases = mutationRequests('reseller').flatMap(({ mutation, request }) =>
  API_KEY_ROLES.map((role) => ({ mutation, role, request, allowed: roleMayRun(role, mutation) })),
);

describe('key roles on the Reseller API', () => {
  it.each(cases.filter((c) => !c.allowed))(
    '$role may not run $mutation: 403, no data, nothing changes',
    async ({ role, request }) => {
      // Real ids, so that a change would happen if the check let it through.
      const { query, variables } = request({ userId, tokenId, tokenIds: tokenId });
      const result = await t.reseller(keys[role].key, query, variables);
      expect(result.status).toBe(403);
      expect(result.body).not.toHaveProperty('data');
      expect(result.body.errors).toEqual([{ message: FORBIDDEN_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    },
  );

  it('changed and recorded nothing for any refusal', async () => {
    expect(await activityTotal()).toBe(eventsBefore);
    const customer = dataOf(await t.reseller(keys.ADMIN.key, READ_CUSTOMER, { userId })).handbookCustomer;
    expect(customer).toMatchObject({ userId, name: 'Kept Ltd', status: 'ACTIVE', activeTokenCount: 1 });
  });

  it.each(cases.filter((c) => c.allowed))('$role may run $mutation', async ({ role, request }) => {
    // Unknown ids: the call passes the role check and fails, if at all, on its own terms.
    const { query, variables } = request({});
    const result = await t.reseller(keys[role].key, query, variables);
    expect(result.status).toBe(200);
    expect(result.body.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('FORBIDDEN');
  });

  it('refuses a forbidden mutation reached through a fragment, and the whole operation with it', async () => {
    const result = await t.reseller(
      keys.SUPPORT.key,
      `mutation ($userId: ID!) { suspendHandbookCustomer(userId: $userId) { status } ...Gone }
       fragment Gone on Mutation { deleteHandbookCustomer(userId: $userId) }`,
      { userId },
    );
    expect(result.status).toBe(403);
    const customer = dataOf(await t.reseller(keys.ADMIN.key, READ_CUSTOMER, { userId })).handbookCustomer;
    expect(customer?.status).toBe('ACTIVE');
  });

  it('lets every role run every query', async () => {
    for (const role of API_KEY_ROLES) {
      const result = await t.reseller(keys[role].key, VIEWER);
      expect(result.status, role).toBe(200);
    }
  });
});

describe('viewer and apiKeys', () => {
  it('name the caller, its role and its reseller', async () => {
    const { viewer } = dataOf(await t.reseller(keys.SUPPORT.key, VIEWER));
    expect(viewer).toMatchObject({
      keyId: keys.SUPPORT.id,
      keyName: PEOPLE.SUPPORT,
      role: ApiKeyRole.Support,
      reseller: { resellerId, name: 'Staffed Partners' },
    });
    expect(viewer.keyHint).toBe(`hbk_…${keys.SUPPORT.key.slice(-4)}`);
  });

  it('show an admin every key of the reseller, and anyone else only their own', async () => {
    const admin = dataOf(await t.reseller(keys.ADMIN.key, VIEWER)).apiKeys;
    // The reseller's first key (the harness's) is a Primary key with every right. All were issued at the
    // same instant of the test clock, so their order is their ids'. The keys the ADMIN case of issueApiKey
    // issued above (named with the placeholder text) are left aside.
    const team = admin.filter((k) => k.name !== 'Acme Ltd');
    expect(team.map((k) => [k.name, k.role]).sort()).toEqual([
      [PEOPLE.ADMIN, ApiKeyRole.Admin],
      ['Primary key', ApiKeyRole.Admin],
      [PEOPLE.READ_ONLY, ApiKeyRole.ReadOnly],
      [PEOPLE.SUPPORT, ApiKeyRole.Support],
    ]);
    for (const role of [ApiKeyRole.Support, ApiKeyRole.ReadOnly]) {
      const own = dataOf(await t.reseller(keys[role].key, VIEWER)).apiKeys;
      expect(own.map((k) => k.keyId)).toEqual([keys[role].id]);
      expect(own[0]?.lastUsedAt).not.toBeNull();
    }
  });

  it("show no other reseller's keys", async () => {
    const other = await t.newReseller('Other Partners');
    const listed = dataOf(await t.reseller(other.key, VIEWER)).apiKeys;
    expect(listed.map((k) => k.name)).toEqual(['Primary key']);
  });
});

describe('the audit trail names people', () => {
  it("records the key's holder and role, and filters by key", async () => {
    await createCustomer(t, keys.SUPPORT.key, 'by-sam@example.com', 'By Sam Ltd');
    const { activity } = dataOf(
      await t.reseller(keys.ADMIN.key, ACTIVITY_BY_KEY, { actorKeyId: keys.SUPPORT.id }),
    );
    expect(activity.events.length).toBeGreaterThan(0);
    expect(activity.total).toBe(activity.events.length);
    for (const event of activity.events)
      expect(event.actor).toEqual({
        kind: 'API_KEY',
        keyId: keys.SUPPORT.id,
        keyName: PEOPLE.SUPPORT,
        role: ApiKeyRole.Support,
      });
    const all = dataOf(await t.reseller(keys.ADMIN.key, ACTIVITY_BY_KEY, {})).activity;
    expect(all.total).toBeGreaterThan(activity.total);
  });
});
