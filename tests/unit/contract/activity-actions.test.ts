import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, isActivityAction } from '@/lib/contract/activity-actions';

const sdl = readFileSync('lib/service/schema/reseller.graphql', 'utf8');

describe('activity actions', () => {
  it('are the ones ActivityEvent.action lists in the SDL, in its order', () => {
    const described = /"""\s*What was done: ([^]*?)"""\s*action: String!/.exec(sdl)?.[1] ?? '';
    expect([...described.matchAll(/`([a-z]+\.[a-z_]+)`/g)].map((m) => m[1])).toEqual([...ACTIVITY_ACTIONS]);
  });

  it('tells an action from anything else', () => {
    expect(isActivityAction('token.issued')).toBe(true);
    expect(isActivityAction('token.exploded')).toBe(false);
  });
});
