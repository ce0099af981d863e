import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { queryByUrlId, queryOrNull, queryOrThrow } from '@/app/_lib/apollo-rsc';
import { HandbookCover } from '@/components/branding/handbook-cover';
import { HandbookDownloadLinks } from '@/components/handbooks/handbook-download-links';
import { HandbookFacts } from '@/components/handbooks/handbook-facts';
import { HandbookMarkdown } from '@/components/handbooks/handbook-markdown';
import { HandbookToc } from '@/components/handbooks/handbook-toc';
import { HandbookVersionHistory, HandbookVersionStatus } from '@/components/handbooks/handbook-versions';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Card } from '@/components/ui/card';
import { requireSession } from '@/lib/dashboard/session/session';
import { markdownOutline } from '@/lib/format/markdown-outline';
import { CUSTOMER_QUERY } from '@/lib/graphql-client/documents/customers';
import {
  HANDBOOK_COUNTRIES_QUERY,
  HANDBOOK_QUERY,
  HANDBOOK_VERSION_QUERY,
} from '@/lib/graphql-client/documents/handbooks';

interface Props {
  params: Promise<{ handbookId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** `?version=N`: a whole number from 1; anything else reads as the current version. */
function versionOf(value: string | string[] | undefined): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * The version asked for, or the current one (null when there is no such handbook or version), and the
 * reseller's branding for its cover.
 */
async function readHandbook({ params, searchParams }: Props) {
  const { handbookId } = await params;
  const version = versionOf((await searchParams).version);
  if (version === null) {
    const { customerHandbook: handbook, branding } = await queryByUrlId(HANDBOOK_QUERY, { handbookId });
    return { handbook, branding };
  }
  const answer = await queryByUrlId(HANDBOOK_VERSION_QUERY, { handbookId, version });
  return { handbook: answer.customerHandbookVersion, branding: answer.branding };
}

/** The handbook's title; the page asks the same query, which this request's client answers from its cache. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { handbook } = await readHandbook(props);
  if (!handbook) return { title: 'Handbook not found' };
  const latest = handbook.versions[0]?.version;
  return {
    title: handbook.version === latest ? handbook.title : `${handbook.title}, version ${handbook.version}`,
  };
}

/**
 * One handbook, read on the page: its cover as the PDF opens (with the reseller's branding), then its text
 * rendered on the server from its Markdown (no renderer reaches the browser), with its contents beside it,
 * and its PDF and Markdown files one click away.
 */
export default async function HandbookPage(props: Props) {
  await requireSession();
  // Asked before anything streams, so an unknown or deleted handbook gets a real 404 (no loading.tsx).
  const { handbook, branding } = await readHandbook(props);
  if (!handbook) notFound();
  const latest = handbook.versions[0]?.version ?? handbook.version;
  const [{ handbookCustomer: customer }, places] = await Promise.all([
    queryOrThrow(CUSTOMER_QUERY, { userId: handbook.userId }),
    // Without the names the facts show the codes the handbook holds; not worth an error page.
    queryOrNull(HANDBOOK_COUNTRIES_QUERY, {}),
  ]);
  const sections = markdownOutline(handbook.markdown).filter((entry) => entry.depth === 2);

  return (
    <>
      <div className="flex flex-col gap-4 print:hidden">
        <Breadcrumbs
          items={[
            { href: '/customers', label: 'Customers' },
            {
              href: `/customers/${encodeURIComponent(handbook.userId)}`,
              label: customer?.name ?? 'Customer',
            },
          ]}
          current={handbook.title}
        />
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <HandbookFacts handbook={handbook} countries={places?.handbookCountries ?? []} />
          <HandbookVersionStatus handbook={handbook} />
          <HandbookDownloadLinks
            handbookId={handbook.handbookId}
            version={handbook.version === latest ? undefined : handbook.version}
          />
        </Card>
      </div>
      <HandbookCover
        companyName={handbook.companyName}
        title={handbook.title}
        effectiveDate={handbook.effectiveDate}
        version={handbook.version}
        branding={branding}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 print:block">
        <aside className="flex flex-col gap-6 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto print:hidden">
          <HandbookToc entries={sections} />
          <HandbookVersionHistory handbook={handbook} />
        </aside>
        <article className="min-w-0">
          <HandbookMarkdown markdown={handbook.markdown} />
        </article>
      </div>
    </>
  );
}
