import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { resellerGraphql } from '@/tests/generated/reseller';
import { createTestService, dataOf, type TestService } from './harness';

const ISSUE_KEY = resellerGraphql(`
  mutation IssueStaffKey($name: String!, $role: ApiKeyRole!) {
    issueApiKey(name: $name, role: $role) {
      key
      apiKey {
        keyId
        name
        role
        hint
        createdAt
        revokedAt
      }
    }
  }
`);

const REVOKE_KEY = resellerGraphql(`
  mutation RevokeStaffKey($keyId: ID!) {
    revokeApiKey(keyId: $keyId) {
      keyId
      name
      role
      revokedAt
    }
  }
`);

const WHO_AM_I = resellerGraphql(`
  query StaffKeyViewer {
    viewer {
      keyId
      keyName
      role
    }
    apiKeys {
      keyId
      revokedAt
    }
  }
`);

const KEY_EVENTS = resellerGraphql(`
  query StaffKeyEvents($subjectId: ID) {
    activity(subjectId: $subjectId, limit: 100) {
      events {
        action
        subjectType
        subjectId
        details
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

let t: TestService;
let owner: { key: string; keyId: string };

beforeAll(async () => {
  t = await createTestService();
  const reseller = await t.newReseller('Self-Service Partners');
  const { viewer } = dataOf(await t.reseller(reseller.key, WHO_AM_I));
  owner = { key: reseller.key, keyId: viewer.keyId };
});

afterAll(() => t.close());

async function issue(name: string, role: ApiKeyRole, by = owner.key) {
  return dataOf(await t.reseller(by, ISSUE_KEY, { name, role })).issueApiKey;
}

describe('issueApiKey', () => {
  it('issues a working key with the name and role asked for, shown once', async () => {
    const issued = await issue('  Sam at the help desk ', ApiKeyRole.Support);
    expect(issued.apiKey).toMatchObject({ name: 'Sam at the help desk', role: 'SUPPORT', revokedAt: null });
    expect(issued.apiKey.hint).toBe(`hbk_…${issued.key.slice(-4)}`);
    const { viewer } = dataOf(await t.reseller(issued.key, WHO_AM_I));
    expect(viewer).toEqual({ keyId: issued.apiKey.keyId, keyName: 'Sam at the help desk', role: 'SUPPORT' });
  });

  it('records key.issued naming the admin who issued it, never the key', async () => {
    const issued = await issue('Rita the auditor', ApiKeyRole.ReadOnly);
    const { events } = dataOf(
      await t.reseller(owner.key, KEY_EVENTS, { subjectId: issued.apiKey.keyId }),
    ).activity;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'key.issued',
      subjectType: 'API_KEY',
      actor: { kind: 'API_KEY', keyId: owner.keyId, keyName: 'Primary key', role: 'ADMIN' },
    });
    expect(JSON.parse(events[0]!.details)).toEqual({ keyHint: issued.apiKey.hint, role: 'READ_ONLY' });
    expect(events[0]!.details).not.toContain(issued.key);
  });

  it('refuses an empty or too long name, and issues nothing', async () => {
    for (const name of ['   ', 'x'.repeat(101)]) {
      const result = await t.reseller(owner.key, ISSUE_KEY, { name, role: ApiKeyRole.Admin });
      expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    }
  });

  it('is refused to a support key (FORBIDDEN)', async () => {
    const support = await issue('Another agent', ApiKeyRole.Support);
    const result = await t.reseller(support.key, ISSUE_KEY, { name: 'Sneaky', role: ApiKeyRole.Admin });
    expect(result.status).toBe(403);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('revokeApiKey', () => {
  it('revokes a key: its next request is refused, and key.revoked names the admin', async () => {
    const issued = await issue('Leaving colleague', ApiKeyRole.Support);
    expect((await t.reseller(issued.key, WHO_AM_I)).status).toBe(200);
    t.advance(60_000);
    const revoked = dataOf(
      await t.reseller(owner.key, REVOKE_KEY, { keyId: issued.apiKey.keyId }),
    ).revokeApiKey;
    expect(revoked).toMatchObject({ keyId: issued.apiKey.keyId, revokedAt: t.now().toISOString() });
    const refused = await t.reseller(issued.key, WHO_AM_I);
    expect(refused.status).toBe(401);
    const { events } = dataOf(
      await t.reseller(owner.key, KEY_EVENTS, { subjectId: issued.apiKey.keyId }),
    ).activity;
    expect(events.map((e) => e.action)).toEqual(['key.revoked', 'key.issued']);
    expect(events[0]!.actor).toMatchObject({ keyId: owner.keyId, keyName: 'Primary key' });
  });

  it('changes nothing and records nothing for a key revoked already', async () => {
    const issued = await issue('Twice', ApiKeyRole.ReadOnly);
    const first = dataOf(
      await t.reseller(owner.key, REVOKE_KEY, { keyId: issued.apiKey.keyId }),
    ).revokeApiKey;
    t.advance(60_000);
    const second = dataOf(
      await t.reseller(owner.key, REVOKE_KEY, { keyId: issued.apiKey.keyId }),
    ).revokeApiKey;
    expect(second.revokedAt).toBe(first.revokedAt);
    const { events } = dataOf(
      await t.reseller(owner.key, KEY_EVENTS, { subjectId: issued.apiKey.keyId }),
    ).activity;
    expect(events.map((e) => e.action)).toEqual(['key.revoked', 'key.issued']);
  });

  it("answers NOT_FOUND for another reseller's key, and leaves it working", async () => {
    const other = await t.newReseller('Other Partners');
    const { viewer } = dataOf(await t.reseller(other.key, WHO_AM_I));
    const result = await t.reseller(owner.key, REVOKE_KEY, { keyId: viewer.keyId });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.reseller(other.key, WHO_AM_I)).status).toBe(200);
  });

  it('refuses to revoke the last active admin key, in words, and allows it once another admin exists', async () => {
    const solo = await t.newReseller('Solo Partners');
    const { viewer } = dataOf(await t.reseller(solo.key, WHO_AM_I));
    // A support key does not count: it cannot manage the team.
    await issue('Helper', ApiKeyRole.Support, solo.key);
    const refused = await t.reseller(solo.key, REVOKE_KEY, { keyId: viewer.keyId });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'This is the last admin key of your team: issue another admin key before revoking this one.',
      extensions: { code: 'BAD_USER_INPUT', field: 'keyId' },
    });
    expect((await t.reseller(solo.key, WHO_AM_I)).status).toBe(200);

    const second = await issue('Second admin', ApiKeyRole.Admin, solo.key);
    // An admin may revoke their own key while another admin remains; their next request is refused.
    dataOf(await t.reseller(solo.key, REVOKE_KEY, { keyId: viewer.keyId }));
    expect((await t.reseller(solo.key, WHO_AM_I)).status).toBe(401);
    const last = await t.reseller(second.key, REVOKE_KEY, { keyId: second.apiKey.keyId });
    expect(last.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps one admin when two admins revoke each other at the same moment', async () => {
    const pair = await t.newReseller('Pair Partners');
    const { viewer } = dataOf(await t.reseller(pair.key, WHO_AM_I));
    const other = await issue('Other admin', ApiKeyRole.Admin, pair.key);
    const results = await Promise.all([
      t.reseller(pair.key, REVOKE_KEY, { keyId: other.apiKey.keyId }),
      t.reseller(other.key, REVOKE_KEY, { keyId: viewer.keyId }),
    ]);
    expect(results.filter((r) => r.body.errors === undefined)).toHaveLength(1);
    const { apiKeys } = dataOf(await t.reseller(results[0]!.body.errors ? other.key : pair.key, WHO_AM_I));
    expect(apiKeys.filter((k) => k.revokedAt === null)).toHaveLength(1);
  });
});
