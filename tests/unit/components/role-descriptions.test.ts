import { describe, expect, it } from 'vitest';
import { ROLE_DESCRIPTIONS } from '@/components/auth/role-labels';
import { ApiKeyRole, MUTATION_ROLES } from '@/lib/contract/staff-roles';

// The words by which the team page names what only an admin may do: one area per admin-only mutation.
const AREA_OF: Record<string, RegExp> = {
  deleteHandbookCustomer: /delet\w* customers/,
  createWebhookEndpoint: /webhooks/,
  updateWebhookEndpoint: /webhooks/,
  rotateWebhookSecret: /webhooks/,
  deleteWebhookEndpoint: /webhooks/,
  sendTestWebhook: /webhooks/,
  redeliverWebhook: /webhooks/,
  recoverWebhookDeliveries: /webhooks/,
  updateBranding: /branding/,
  issueApiKey: /the team’s keys/,
  revokeApiKey: /the team’s keys/,
};

const adminOnly = Object.entries(MUTATION_ROLES)
  .filter(([, roles]) => roles.length === 1 && roles[0] === ApiKeyRole.Admin)
  .map(([name]) => name);

describe('the role cards say what only an admin may do', () => {
  it('every admin-only mutation has an area to be named by', () => {
    expect(adminOnly.filter((name) => !AREA_OF[name])).toEqual([]);
  });

  it.each(adminOnly)('%s: the admin card names its area, and the support card excludes it', (name) => {
    const area = AREA_OF[name]!;
    expect(ROLE_DESCRIPTIONS[ApiKeyRole.Admin]).toMatch(area);
    const [, refused = ''] = ROLE_DESCRIPTIONS[ApiKeyRole.Support].split('Does not');
    expect(refused).toMatch(area);
  });
});
