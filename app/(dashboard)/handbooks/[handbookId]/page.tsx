import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { queryOrNull, queryOrThrow } from '@/app/_lib/apollo-rsc';
import { HandbookCover } from '@/components/branding/handbook-cover';
import { HandbookDownloadLinks } from '@/components/handbooks/handbook-download-links';
import { HandbookFacts } from '@/components/handbooks/handbook-facts';
import { HandbookMarkdown } from '@/components/handbooks/handbook-markdown';
import { HandbookToc } from '@/components/handbooks/handbook-toc';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Card } from '@/components/ui/card';
import { requireSession } from '@/lib/dashboard/session/session';
import { markdownOutline } from '@/lib/format/markdown-outline';
import { CUSTOMER_QUERY } from '@/lib/graphql/documents/customers';
import { HANDBOOK_COUNTRIES_QUERY, HANDBOOK_QUERY } from '@/lib/graphql/documents/handbooks';

interface Props {
  params: Promise<{ handbookId: string }>;
}

/** The handbook's title; the page asks the same query, which this request's client answers from its cache. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handbookId } = await params;
  const { customerHandbook } = await queryOrThrow(HANDBOOK_QUERY, { handbookId });
  return { title: customerHandbook?.title ?? 'Handbook not found' };
}

/**
 * One handbook, read on the page: its cover as the PDF opens (with the reseller's branding), then its text
 * rendered on the server from its Markdown (no renderer reaches the browser), with its contents beside it,
 * and its PDF and Markdown files one click away.
 */
export default async function HandbookPage({ params }: Props) {
  await requireSession();
  const { handbookId } = await params;
  // Asked before anything streams, so an unknown or deleted handbook gets a real 404 (no loading.tsx).
  const { customerHandbook: handbook, branding } = await queryOrThrow(HANDBOOK_QUERY, { handbookId });
  if (!handbook) notFound();
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
          <HandbookDownloadLinks handbookId={handbook.handbookId} />
        </Card>
      </div>
      <HandbookCover
        companyName={handbook.companyName}
        title={handbook.title}
        effectiveDate={handbook.effectiveDate}
        branding={branding}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 print:block">
        <aside className="lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto print:hidden">
          <HandbookToc entries={sections} />
        </aside>
        <article className="min-w-0">
          <HandbookMarkdown markdown={handbook.markdown} />
        </article>
      </div>
    </>
  );
}
