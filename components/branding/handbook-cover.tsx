import Image from 'next/image';
import { CalendarDate } from '@/components/ui/calendar-date';
import { DEFAULT_COVER_ACCENT } from '@/lib/dashboard/handbook-files/cover-accent';
import type { BrandingFieldsFragment } from '@/lib/graphql-client/generated/graphql';

/**
 * A handbook's cover, as the PDF opens: the customer's company, the handbook's title, version and effective date,
 * and "Prepared by" the reseller with its logo, under a band and a rule in its accent colour. A sheet of paper in either
 * colour scheme, as the printed document is. The accent marks rules only, never text, so any colour keeps
 * the words readable.
 */
export function HandbookCover({
  companyName,
  title,
  effectiveDate,
  version,
  branding,
}: {
  companyName: string;
  title: string;
  effectiveDate: string;
  /** Absent in the branding settings' preview, which shows no particular handbook. */
  version?: number;
  branding: BrandingFieldsFragment;
}) {
  const accent = branding.accentColor ?? DEFAULT_COVER_ACCENT;
  return (
    <section
      aria-label="Handbook cover"
      className="overflow-hidden rounded-lg border border-line bg-white text-neutral-900 shadow-sm"
    >
      <div className="h-2" style={{ backgroundColor: accent }} data-testid="cover-accent" />
      {/* Laid out as the PDF's cover (lib/dashboard/handbook-files/cover.ts): the company large over its
          rule, the title below, and "Prepared by" above the logo and the name at the foot. */}
      <div className="flex min-h-80 flex-col justify-between gap-10 p-6 sm:p-10">
        <div className="flex flex-col gap-3 pt-6">
          <p className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{companyName}</p>
          <div className="h-1 w-16 rounded-full" style={{ backgroundColor: accent }} />
          <p className="text-lg break-words">{title}</p>
          <p className="text-xs text-neutral-600">
            {version ? `Version ${version} · ` : null}Effective <CalendarDate value={effectiveDate} />
          </p>
        </div>
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <p className="text-xs text-neutral-600">Prepared by</p>
          {branding.logoDataUrl ? (
            <Image
              src={branding.logoDataUrl}
              alt={`${branding.displayName} logo`}
              width={160}
              height={48}
              unoptimized
              className="h-12 w-auto max-w-40 object-contain"
            />
          ) : null}
          <p className="text-sm font-semibold break-words">{branding.displayName}</p>
        </div>
      </div>
    </section>
  );
}
