import { formatRelative } from '@/lib/format/time';

/** Items of a "needs attention" list that read the same ("in 1 day"), in the list's order. */
export interface AttentionGroup<T> {
  when: string;
  items: T[];
}

/**
 * Groups a list ordered by time into runs that a person reads as one moment: five customers whose access
 * ends "in 1 day" are one line with five names, not five identical rows.
 */
export function groupByWhen<T extends { accessEndsAt: string }>(
  items: readonly T[],
  now: number,
  locale: string,
): AttentionGroup<T>[] {
  const groups: AttentionGroup<T>[] = [];
  for (const item of items) {
    const when = formatRelative(item.accessEndsAt, now, locale);
    const last = groups.at(-1);
    if (last?.when === when) last.items.push(item);
    else groups.push({ when, items: [item] });
  }
  return groups;
}
