'use client';

import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value`; says so in words (announced politely) and falls back to "Select and copy" on failure. */
export function CopyButton({
  value,
  label = 'Copy',
  ...props
}: { value: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  // A failed copy only changes the label, so the click starts it without waiting (`void`).
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Button size="sm" onClick={() => void copy()} {...props}>
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select it' : label}
      </span>
    </Button>
  );
}
