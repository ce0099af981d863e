import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';

describe('API_PATHS', () => {
  it.each(Object.entries(API_PATHS))('%s (%s) is served by a route of the app', (_name, path) => {
    expect(existsSync(`app${path}/route.ts`)).toBe(true);
  });
});
