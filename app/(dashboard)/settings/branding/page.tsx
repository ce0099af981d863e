import type { Metadata } from 'next';
import { queryOrThrow } from '@/app/_lib/apollo-rsc';
import { requestTime } from '@/app/_lib/request-time';
import { Allowed, NotAllowedNote } from '@/components/auth/permissions';
import { BrandingForm } from '@/components/branding/branding-form';
import { HandbookCover } from '@/components/branding/handbook-cover';
import { PageHeader } from '@/components/layout/page-header';
import { SettingsNav } from '@/components/layout/settings-nav';
import { requireSession } from '@/lib/dashboard/session/session';
import { BRANDING_SETTINGS_QUERY } from '@/lib/graphql-client/documents/branding';

export const metadata: Metadata = { title: 'Branding · Settings' };

export default async function BrandingSettingsPage() {
  await requireSession();
  const { reseller, branding } = await queryOrThrow(BRANDING_SETTINGS_QUERY, {});
  const sampleDate = new Date(requestTime()).toISOString().slice(0, 10);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Branding: how your name, colour and logo appear on your customers’ handbooks."
      />
      <SettingsNav current="/settings/branding" />
      <Allowed
        mutation="updateBranding"
        fallback={
          <div className="flex flex-col gap-4">
            <NotAllowedNote what="You can see how your handbooks are branded." />
            <HandbookCover
              companyName="Example Company Ltd"
              title="Employee Handbook"
              effectiveDate={sampleDate}
              branding={branding}
            />
          </div>
        }
      >
        <BrandingForm initial={branding} resellerName={reseller.name} sampleDate={sampleDate} />
      </Allowed>
    </>
  );
}
