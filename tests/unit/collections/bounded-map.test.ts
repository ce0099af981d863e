import { describe, expect, it } from 'vitest';
import { setBounded } from '@/lib/collections/bounded-map';

describe('setBounded', () => {
  it('never holds more than its bound, forgetting the oldest first', () => {
    const map = new Map<string, number>();
    for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, n, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('setting a key again makes it the newest, and evicts nothing', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    setBounded(map, 'a', 10, 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 10],
    ]);
    setBounded(map, 'd', 4, 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
  });

  it('brings an over-full map down to its bound', () => {
    const map = new Map(Array.from({ length: 5 }, (_, n) => [n, n] as const));
    setBounded(map, 9, 9, 2);
    expect([...map.keys()]).toEqual([4, 9]);
  });
});
