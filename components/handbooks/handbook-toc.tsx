import { focusRing } from '@/components/ui/cn';
import type { OutlineEntry } from '@/lib/format/markdown-outline';

/** The handbook's sections as links to their headings (ids from the same outline the text renders with). */
export function HandbookToc({ entries }: { entries: readonly OutlineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="handbook-contents" className="rounded-lg border border-line bg-surface p-4 text-sm">
      <h2 id="handbook-contents" className="mb-2 font-semibold">
        Contents
      </h2>
      <ol className="flex list-decimal flex-col gap-1 pl-5 marker:text-muted">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={`rounded break-words text-ink underline-offset-2 hover:text-accent hover:underline ${focusRing}`}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
