import type { Metadata } from 'next';
import { queryOrThrow } from '@/app/_lib/apollo-rsc';
import { PageHeader } from '@/components/layout/page-header';
import { SettingsNav } from '@/components/layout/settings-nav';
import { TeamHelp } from '@/components/team/team-help';
import { TeamKeys } from '@/components/team/team-keys';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { requireSession } from '@/lib/dashboard/session/session';
import { API_KEYS_QUERY, VIEWER_QUERY } from '@/lib/graphql-client/documents/staff';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  await requireSession();
  const [{ viewer }, { apiKeys }] = await Promise.all([
    queryOrThrow(VIEWER_QUERY, {}),
    queryOrThrow(API_KEYS_QUERY, {}),
  ]);
  return (
    <>
      <PageHeader title="Settings" description="Your team: who holds a key, and what each role may do." />
      <SettingsNav current="/settings/team" />
      <TeamKeys keys={apiKeys} viewerKeyId={viewer.keyId} seesAll={viewer.role === ApiKeyRole.Admin} />
      <TeamHelp />
    </>
  );
}
