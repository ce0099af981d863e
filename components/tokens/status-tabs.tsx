'use client';

import { useRef, type KeyboardEvent } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { STATUS_TABS, type StatusTab } from './tokens-params';

const LABELS: Record<StatusTab, string> = {
  all: 'All',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const TAB_PANEL_ID = 'tokens-panel';
export const tabId = (tab: StatusTab) => `tokens-tab-${tab}`;

/** The tab an arrow key, Home or End moves to from `current` (the arrows wrap round); null for other keys. */
function tabAfterKey(key: string, current: StatusTab): StatusTab | null {
  const index = STATUS_TABS.indexOf(current);
  const last = STATUS_TABS.length - 1;
  const target =
    key === 'ArrowRight'
      ? (index + 1) % STATUS_TABS.length
      : key === 'ArrowLeft'
        ? (index + last) % STATUS_TABS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : (STATUS_TABS[target] ?? null);
}

/**
 * Status tabs with their counts: the ARIA tabs pattern (arrow keys, Home and End move and select). While
 * the counts for a new search or filter load (`stale`), the old ones fade and are not announced as current;
 * with no counts at all (a failed load) the tabs show none rather than a placeholder.
 */
export function StatusTabs({
  value,
  counts,
  stale = false,
  onChange,
}: {
  value: StatusTab;
  counts: Record<StatusTab, number> | null;
  stale?: boolean;
  onChange: (tab: StatusTab) => void;
}) {
  const refs = useRef(new Map<StatusTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabAfterKey(event.key, value);
    if (tab === null) return;
    event.preventDefault();
    onChange(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Token status"
      onKeyDown={onKeyDown}
      // On a phone the four tabs share the width, each count under its label: in one row they ran off screen.
      className="grid grid-cols-4 border-b border-line sm:flex sm:gap-1"
    >
      {STATUS_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              '-mb-px inline-flex flex-col items-center gap-0.5 rounded-t-md border-b-2 px-1 py-2 text-sm font-medium whitespace-nowrap sm:flex-row sm:gap-2 sm:px-3',
              selected ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink',
              focusRing,
            )}
          >
            {LABELS[tab]}
            {counts ? (
              <span
                className={cn(
                  'rounded-full bg-line/70 px-1.5 text-xs text-ink tabular-nums transition-opacity',
                  stale && 'opacity-40',
                )}
                data-testid={`count-${tab}`}
                aria-hidden={stale || undefined}
              >
                {counts[tab].toLocaleString('en')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
