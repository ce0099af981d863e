'use client';

import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/field';

const DEBOUNCE_MS = 300;

/**
 * A search box that reports what was typed once typing pauses (300 ms), and follows `value` when the URL
 * changes under it (Back, a link). Enter searches at once.
 */
export function SearchInput({
  id,
  label,
  value,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL moved on without us (Back, a link): show what it now says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === committed) return;
    setCommitted(trimmed);
    onSearch(trimmed);
  };

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5L14 14" />
      </svg>
      <Input
        id={id}
        type="search"
        className="pl-9"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
      />
    </div>
  );
}
