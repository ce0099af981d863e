import { sampleHandbook } from './sample-handbook';

/** A handbook as the Reseller API answers it for a download. */
export const HANDBOOK = {
  __typename: 'Handbook',
  handbookId: 'hb_1',
  userId: 'cus_1',
  title: 'Acme Ltd Employee Handbook',
  companyName: 'Acme Ltd',
  country: 'GB',
  region: null,
  employeeCount: 40,
  effectiveDate: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  policies: ['leave'],
  markdown: sampleHandbook(2),
  version: 3,
};

/** The reseller's brand, which the same answer carries for the PDF's cover. */
export const BRANDING = {
  __typename: 'Branding',
  displayName: 'Northwind Partners',
  accentColor: '#0F766E',
  logoDataUrl: null,
};
