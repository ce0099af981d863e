'use client';

import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/field';
import { loadBrowserClient } from '@/lib/graphql-client/load-browser-client';
import { SEARCH_PAUSE_MS } from './search-pause';

/** Whether a key press belongs to something else: a field being typed in, or an open dialog. */
function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]') !== null
  );
}

/** `/` anywhere on the page (but in a field or a dialog) focuses the search box, as on many sites. */
function useSlashToFocus(id: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTypingOrInDialog(event.target)) return;
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);
}

/** The search box's magnifier, drawn over the field's left padding. */
function MagnifierIcon() {
  return (
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
  );
}

/**
 * A search box that reports what was typed once typing pauses (SEARCH_PAUSE_MS), and follows `value` when the URL
 * changes under it (Back, a link). Enter searches at once; `/` elsewhere on the page jumps here. Focus
 * fetches the Apollo client's code (a page may not have loaded it yet), so the first search does not wait
 * for it.
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
  useSlashToFocus(id);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === committed) return;
    setCommitted(trimmed);
    onSearch(trimmed);
  };

  return (
    // On a wide screen it starts narrow and grows into the room the filters leave (up to 20rem), so that they
    // wrap to a second row only when even a narrow search would not leave them room.
    <div className="relative w-full sm:w-auto sm:max-w-xs sm:min-w-48 sm:grow sm:basis-48">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <MagnifierIcon />
      <Input
        id={id}
        type="search"
        aria-keyshortcuts="/"
        className="peer pl-9 sm:pr-8"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onFocus={() => void loadBrowserClient()}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_PAUSE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
      />
      {/* The shortcut, shown where there is a keyboard to press it, while the box is empty and unfocused. */}
      {text ? null : (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-line px-1.5 font-mono text-xs text-muted peer-focus:opacity-0 sm:block"
        >
          /
        </kbd>
      )}
    </div>
  );
}
