import Link from 'next/link';
import { Allowed } from '@/components/auth/permissions';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/cn';
import { Notice } from '@/components/ui/notice';
import { AbsoluteTime } from '@/components/ui/time';
import type { HandbookDocumentFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { handbookFileHref } from './handbook-download-links';
import { RegenerateHandbookButton } from './regenerate-handbook-button';
import { RegenerationOutcome } from './regeneration-outcome';

const linkClass = `rounded text-accent underline-offset-2 hover:underline ${focusRing}`;

export const handbookVersionHref = (handbookId: string, version?: number) =>
  `/handbooks/${encodeURIComponent(handbookId)}${version ? `?version=${version}` : ''}`;

/**
 * Where the version shown stands: which it is, whether it is out of date, and the way to the current one.
 */
export function HandbookVersionStatus({ handbook }: { handbook: HandbookDocumentFieldsFragment }) {
  const latest = handbook.versions[0]?.version ?? handbook.version;
  if (handbook.version !== latest) {
    return (
      <Notice
        tone="warning"
        action={
          <Link href={handbookVersionHref(handbook.handbookId)} className={linkClass}>
            Read the current version
          </Link>
        }
      >
        You are reading version {handbook.version} of {latest}, an earlier version (policy library{' '}
        {handbook.libraryVersion}).
      </Notice>
    );
  }
  return (
    <RegenerationOutcome outdated={handbook.outdated}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          Version <strong className="font-semibold">{handbook.version}</strong>, policy library{' '}
          {handbook.libraryVersion}
        </span>
        {handbook.outdated ? (
          <>
            <Badge tone="warning">Out of date</Badge>
            <Allowed mutation="regenerateCustomerHandbook">
              <RegenerateHandbookButton handbookId={handbook.handbookId} />
            </Allowed>
          </>
        ) : (
          <Badge tone="success">Up to date</Badge>
        )}
      </div>
    </RegenerationOutcome>
  );
}

/**
 * Every version, newest first: when it was written, from which library, which sections changed (by their
 * titles where the version shown has them), and links to read and download it.
 */
export function HandbookVersionHistory({ handbook }: { handbook: HandbookDocumentFieldsFragment }) {
  const titles = new Map(handbook.sections.map((s) => [s.key, s.title]));
  return (
    <section aria-labelledby="version-history" className="flex flex-col gap-2">
      <h2 id="version-history" className="font-semibold">
        Version history
      </h2>
      <ol className="flex flex-col divide-y divide-line text-sm">
        {handbook.versions.map((v) => (
          <li key={v.version} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium">
                Version {v.version}
                {v.version === handbook.version ? ' (shown)' : ''}
              </span>
              <span className="text-muted">
                <AbsoluteTime value={v.createdAt} /> · library {v.libraryVersion}
              </span>
            </div>
            <p className="break-words text-muted">
              {v.version === 1
                ? 'First version.'
                : v.changedSectionKeys.length === 0
                  ? 'No section changed.'
                  : `Changed: ${v.changedSectionKeys.map((key) => titles.get(key) ?? key).join(', ')}.`}
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <Link href={handbookVersionHref(handbook.handbookId, v.version)} className={linkClass}>
                Read<span className="sr-only"> version {v.version}</span>
              </Link>
              <a href={handbookFileHref(handbook.handbookId, 'pdf', v.version)} className={linkClass}>
                PDF<span className="sr-only"> of version {v.version}</span>
              </a>
              <a href={handbookFileHref(handbook.handbookId, 'markdown', v.version)} className={linkClass}>
                Markdown<span className="sr-only"> of version {v.version}</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
