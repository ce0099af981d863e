import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  actionLabel,
  actorLabel,
  actorParts,
  detailsText,
  originLabel,
  subjectHref,
} from '@/components/activity/activity-labels';
import { activityVariables, loadActivityParams } from '@/components/activity/activity-params';
import { ACTIVITY_ACTIONS } from '@/lib/contract/activity-actions';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { ActivityActorKind } from '@/lib/graphql-client/generated/graphql';

describe('activity in words', () => {
  it('names every action', () => {
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...ACTIVITY_ACTIONS].sort());
    expect(actionLabel('token.renewed')).toBe('Token renewed');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('says who acted without any secret', () => {
    const none = { keyId: null, keyHint: null, keyName: null, role: null, tokenId: null };
    expect(
      actorLabel({ ...none, kind: ActivityActorKind.ApiKey, keyId: 'key_1', keyHint: 'hbk_…x1Yz' }),
    ).toBe('API key hbk_…x1Yz');
    expect(
      actorLabel({
        ...none,
        kind: ActivityActorKind.ApiKey,
        keyId: 'key_1',
        keyHint: 'hbk_…x1Yz',
        keyName: 'Sam Lee',
        role: ApiKeyRole.Support,
      }),
    ).toBe('Sam Lee (Support), key hbk_…x1Yz');
    expect(actorLabel({ ...none, kind: ActivityActorKind.CustomerToken, tokenId: 'tok_1' })).toBe(
      'Customer’s token tok_1',
    );
    expect(actorLabel({ ...none, kind: ActivityActorKind.Operator })).toBe('Operator (support)');
  });

  it('gives a named key apart from its holder, for a line of its own', () => {
    const none = { keyId: null, keyHint: null, keyName: null, role: null, tokenId: null };
    const named = { ...none, kind: ActivityActorKind.ApiKey, keyId: 'key_1', keyHint: 'hbk_…x1Yz' };
    expect(actorParts({ ...named, keyName: 'Sam Lee', role: ApiKeyRole.Support })).toEqual({
      who: 'Sam Lee (Support)',
      key: 'key hbk_…x1Yz',
    });
    expect(actorParts(named)).toEqual({ who: 'API key hbk_…x1Yz' });
  });

  it('says where a change without a client address came from', () => {
    // The service's own changes (an endpoint it disabled) said "Command line" too.
    expect(originLabel({ kind: ActivityActorKind.Service })).toBe('The service itself');
    expect(originLabel({ kind: ActivityActorKind.Operator })).toBe('Command line');
  });

  it('turns the details into a phrase', () => {
    expect(detailsText('{"label":"Payroll sync","lifetimeSeconds":2592000}')).toBe(
      'valid 30 days, label “Payroll sync”',
    );
    expect(detailsText('{"fields":["email","name"]}')).toBe('changed email and name');
    // Branding and webhook endpoints name their fields as a reader says them, not as the API spells them.
    expect(detailsText('{"fields":["displayName","accentColor","logo"]}')).toBe(
      'changed display name, accent colour and logo',
    );
    expect(detailsText('{"fields":["url","eventTypes"]}')).toBe('changed URL and event types');
    expect(
      detailsText(
        '{"fromVersion":1,"toVersion":2,"fromLibraryVersion":"2026.1","toLibraryVersion":"2026.2"}',
      ),
    ).toBe('version 1 → 2, library 2026.2');
    expect(detailsText('{"overlapSeconds":0,"lifetimeSeconds":86400,"renewedFromId":"tok_1"}')).toBe(
      'valid 1 day, old token revoked at once',
    );
    expect(detailsText('{"country":"US","region":"CA","policyCount":12}')).toBe('US-CA, 12 policies');
    expect(detailsText('{"label":"Front desk"}')).toBe('label “Front desk”');
    expect(detailsText('{"label":null}')).toBe('label cleared');
    expect(detailsText('{"label":null,"lifetimeSeconds":86400}')).toBe('valid 1 day');
    expect(detailsText('{}')).toBe('');
    expect(detailsText('not json')).toBe('');
  });

  it('links to the customer only while it exists', () => {
    expect(subjectHref({ customer: { userId: 'cus_1', name: 'A' }, action: 'token.issued' })).toBe(
      '/customers/cus_1',
    );
    expect(subjectHref({ customer: null, action: 'customer.deleted' })).toBeNull();
    expect(subjectHref({ customer: null, action: 'branding.updated' })).toBe('/settings/branding');
  });
});

describe('the activity page URL', () => {
  it('reads action, subject and page into the query, and ignores an unknown action', async () => {
    const params = await loadActivityParams(
      Promise.resolve({ action: 'token.issued', subject: ' cus_1 ', page: '3', size: '10' }),
    );
    expect(activityVariables(params)).toEqual({
      action: 'token.issued',
      subjectId: 'cus_1',
      offset: 20,
      limit: 10,
    });
    const unknown = await loadActivityParams(Promise.resolve({ action: 'token.exploded' }));
    expect(activityVariables(unknown)).toEqual({ offset: 0, limit: 25 });
  });

  it('reads a backwards range as the days between, both included', async () => {
    const params = await loadActivityParams(Promise.resolve({ from: '2026-11-28', to: '2026-11-20' }));
    expect(activityVariables(params)).toMatchObject({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });
  });
});
