import { describe, expect, it } from 'vitest';
import { cn, focusRing } from '@/components/ui/cn';

describe('cn', () => {
  it('lets the later of two conflicting Tailwind classes win', () => {
    expect(cn('px-2', 'px-4')).toBe('px-4');
    expect(cn('h-10 w-full', 'h-8')).toBe('w-full h-8');
  });

  it('resolves colour conflicts, theme colours included', () => {
    expect(cn('bg-red-500 text-white', 'bg-blue-600')).toBe('text-white bg-blue-600');
    expect(cn('text-sm text-muted', 'text-danger')).toBe('text-sm text-danger');
  });

  it('skips falsy values and keeps the focus ring whole', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cn('border border-line', focusRing)).toBe(`border border-line ${focusRing}`);
  });
});
