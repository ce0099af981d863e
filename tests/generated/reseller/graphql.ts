/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export const ActivityActorKind = {
  /** One of the reseller's API keys, on the Reseller API (the dashboard included). */
  ApiKey: 'API_KEY',
  /** A customer's bearer token, on the Customer API. */
  CustomerToken: 'CUSTOMER_TOKEN',
  /** The service's operator, on its command line. */
  Operator: 'OPERATOR',
  /** The service itself, on its own rule (it disabled a failing webhook endpoint). */
  Service: 'SERVICE'
} as const;

export type ActivityActorKind = typeof ActivityActorKind[keyof typeof ActivityActorKind];
export const ActivitySubjectType = {
  ApiKey: 'API_KEY',
  Customer: 'CUSTOMER',
  Handbook: 'HANDBOOK',
  Reseller: 'RESELLER',
  Token: 'TOKEN',
  WebhookEndpoint: 'WEBHOOK_ENDPOINT'
} as const;

export type ActivitySubjectType = typeof ActivitySubjectType[keyof typeof ActivitySubjectType];
/** What a key's holder may do. Every role runs every query; the mutations each role may run are listed here. */
export const ApiKeyRole = {
  /** Everything. */
  Admin: 'ADMIN',
  /** Every query, and nothing else. */
  ReadOnly: 'READ_ONLY',
  /**
   * Customers (create, update, suspend, reactivate), tokens (issue, renew, revoke, label) and handbooks
   * (generate, regenerate, delete); not deleting a customer, changing webhook endpoints or branding.
   */
  Support: 'SUPPORT'
} as const;

export type ApiKeyRole = typeof ApiKeyRole[keyof typeof ApiKeyRole];
/**
 * Whether a customer has access, as the overview counts it: an active token is neither revoked nor expired,
 * nor replaced by a renewal.
 */
export const CustomerAccess = {
  /** At least one active token (the overview's customers with access). */
  Active: 'ACTIVE',
  /** Access ends within the next 7 days, with no token that lasts longer (`Overview.accessEndingSoon`). */
  EndingSoon: 'ENDING_SOON',
  /** No active token (`Overview.customersWithoutAccess`). */
  None: 'NONE'
} as const;

export type CustomerAccess = typeof CustomerAccess[keyof typeof CustomerAccess];
export const CustomerSort = {
  AccessExpiresAt: 'ACCESS_EXPIRES_AT',
  ActiveTokenCount: 'ACTIVE_TOKEN_COUNT',
  CreatedAt: 'CREATED_AT',
  Email: 'EMAIL',
  HandbookCount: 'HANDBOOK_COUNT',
  Name: 'NAME'
} as const;

export type CustomerSort = typeof CustomerSort[keyof typeof CustomerSort];
export const CustomerStatus = {
  /** The customer's unexpired, unrevoked tokens work. */
  Active: 'ACTIVE',
  /** Every token of the customer answers `Invalid token`, and no token can be issued for it. */
  Suspended: 'SUSPENDED'
} as const;

export type CustomerStatus = typeof CustomerStatus[keyof typeof CustomerStatus];
export const EndpointDisabledReason = {
  /** Every attempt failed for days (5 unless the service is configured otherwise), at least 10 of them. */
  Failing: 'FAILING',
  /** Its receiver answered `410 Gone`. */
  Gone: 'GONE',
  /** Disabled with `updateWebhookEndpoint(enabled: false)`. */
  Manual: 'MANUAL'
} as const;

export type EndpointDisabledReason = typeof EndpointDisabledReason[keyof typeof EndpointDisabledReason];
export const EndpointHealthStatus = {
  /** It is disabled (`enabled` is false). */
  Disabled: 'DISABLED',
  /** Its last attempt failed: see `failingSince`. */
  Failing: 'FAILING',
  /** Its last attempt succeeded, or none was made yet. */
  Healthy: 'HEALTHY'
} as const;

export type EndpointHealthStatus = typeof EndpointHealthStatus[keyof typeof EndpointHealthStatus];
/** The same input as the Customer API's `generateHandbook`. */
export type GenerateHandbookInput = {
  /** Trimmed, on one line, 1 to 200 characters. */
  companyName: string;
  /** ISO 3166-1 alpha-2 country code, one of `handbookCountries`, for example `US`, `GB`, `DE`. */
  country: string;
  /** `YYYY-MM-DD`; today (UTC) when omitted. */
  effectiveDate?: string | null | undefined;
  /** 1 to 1,000,000. */
  employeeCount: number;
  /** Policy keys from `policyLibrary`; omitted means the standard set (all of them). */
  policies?: Array<string> | null | undefined;
  /** A state or province where rules differ, one of the country's `regions`, for example `CA` in the US. */
  region?: string | null | undefined;
  /** Defaults to `<companyName> Employee Handbook`; trimmed, on one line, 1 to 200 characters. */
  title?: string | null | undefined;
};

export const SortDirection = {
  Asc: 'ASC',
  Desc: 'DESC'
} as const;

export type SortDirection = typeof SortDirection[keyof typeof SortDirection];
export const TokenStatus = {
  Active: 'ACTIVE',
  Expired: 'EXPIRED',
  Revoked: 'REVOKED'
} as const;

export type TokenStatus = typeof TokenStatus[keyof typeof TokenStatus];
export const UsageGranularity = {
  Day: 'DAY',
  Hour: 'HOUR'
} as const;

export type UsageGranularity = typeof UsageGranularity[keyof typeof UsageGranularity];
export const WebhookDeliveryFailure = {
  /** The endpoint's host resolved to a loopback, private, link-local or metadata address. */
  AddressRefused: 'ADDRESS_REFUSED',
  /** No answer within 10 seconds. */
  Timeout: 'TIMEOUT',
  /** The connection failed (name not found, refused, reset, TLS error). */
  Unreachable: 'UNREACHABLE'
} as const;

export type WebhookDeliveryFailure = typeof WebhookDeliveryFailure[keyof typeof WebhookDeliveryFailure];
export const WebhookDeliveryStatus = {
  /** The endpoint answered 2xx. */
  Delivered: 'DELIVERED',
  /** Every attempt failed; `redeliverWebhook` queues it again. */
  Failed: 'FAILED',
  /** Waiting for its next attempt. */
  Pending: 'PENDING'
} as const;

export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus[keyof typeof WebhookDeliveryStatus];
export type E2eGenerateHandbookMutationVariables = Exact<{
  userId: string | number;
  input: GenerateHandbookInput;
}>;


export type E2eGenerateHandbookMutation = { generateCustomerHandbook: { handbookId: string, userId: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, version: number, outdated: boolean, sections: Array<{ key: string, title: string }> } };

export type E2eHandbookFragment = { handbookId: string, userId: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, version: number, outdated: boolean, sections: Array<{ key: string, title: string }> };

export type E2eHandbookByIdQueryVariables = Exact<{
  handbookId: string | number;
}>;


export type E2eHandbookByIdQuery = { customerHandbook: { handbookId: string, userId: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, version: number, outdated: boolean, sections: Array<{ key: string, title: string }> } | null };

export type E2eHandbooksQueryVariables = Exact<{
  userId: string | number;
}>;


export type E2eHandbooksQuery = { customerHandbooks: { total: number, handbooks: Array<{ handbookId: string, title: string, createdAt: string }> } | null };

export type E2ePoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type E2ePoliciesQuery = { policyLibrary: Array<{ key: string, title: string }> };

export type E2eDeleteHandbookMutationVariables = Exact<{
  handbookId: string | number;
}>;


export type E2eDeleteHandbookMutation = { deleteCustomerHandbook: string };

export type E2eOutdatedHandbooksQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type E2eOutdatedHandbooksQuery = { outdatedHandbooks: { total: number, handbooks: Array<{ handbookId: string, title: string, version: number, outdated: boolean }> } };

export type E2eResellerQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eResellerQuery = { reseller: { resellerId: string, name: string } };

export type E2eCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: CustomerStatus | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: CustomerSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type E2eCustomersQuery = { handbookCustomers: { total: number, customers: Array<{ userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null }> } };

export type E2eCustomerFragment = { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null };

export type E2eCustomerQueryVariables = Exact<{
  userId: string | number;
}>;


export type E2eCustomerQuery = { handbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null } | null };

export type E2eCreateCustomerMutationVariables = Exact<{
  email: string;
  name: string;
}>;


export type E2eCreateCustomerMutation = { createHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null } };

export type E2eUpdateCustomerMutationVariables = Exact<{
  userId: string | number;
  email?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type E2eUpdateCustomerMutation = { updateHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null } };

export type E2eSuspendCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type E2eSuspendCustomerMutation = { suspendHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null } };

export type E2eReactivateCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type E2eReactivateCustomerMutation = { reactivateHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null } };

export type E2eDeleteCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type E2eDeleteCustomerMutation = { deleteHandbookCustomer: string };

export type E2eIssueTokenMutationVariables = Exact<{
  userId: string | number;
  expiresIn?: number | null | undefined;
  label?: string | null | undefined;
}>;


export type E2eIssueTokenMutation = { generateCustomerToken: { token: string, expiresAt: string, issuedToken: { tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, label: string | null, renewedFromId: string | null, renewedById: string | null, customer: { name: string, email: string } } } };

export type E2eRenewTokenMutationVariables = Exact<{
  tokenId: string | number;
  overlapSeconds?: number | null | undefined;
}>;


export type E2eRenewTokenMutation = { renewCustomerToken: { token: string, issuedToken: { tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, label: string | null, renewedFromId: string | null, renewedById: string | null, customer: { name: string, email: string } } } };

export type E2eRevokeTokenMutationVariables = Exact<{
  tokenId: string | number;
}>;


export type E2eRevokeTokenMutation = { revokeCustomerToken: { tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, label: string | null, renewedFromId: string | null, renewedById: string | null, customer: { name: string, email: string } } };

export type E2eTokensQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  search?: string | null | undefined;
  status?: TokenStatus | null | undefined;
  expiringWithinDays?: number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type E2eTokensQuery = { customerTokens: { total: number, tokens: Array<{ tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, label: string | null, renewedFromId: string | null, renewedById: string | null, customer: { name: string, email: string } }> } };

export type E2eTokenFragment = { tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, label: string | null, renewedFromId: string | null, renewedById: string | null, customer: { name: string, email: string } };

export type E2eCreateEndpointMutationVariables = Exact<{
  url: string;
  description?: string | null | undefined;
}>;


export type E2eCreateEndpointMutation = { createWebhookEndpoint: { endpoint: { endpointId: string } } };

export type E2eSendTestMutationVariables = Exact<{
  id: string | number;
}>;


export type E2eSendTestMutation = { sendTestWebhook: string };

export type E2eDeleteEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type E2eDeleteEndpointMutation = { deleteWebhookEndpoint: string };

export type E2eBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eBrandingQuery = { branding: { displayName: string, accentColor: string | null, logoDataUrl: string | null } };

export type E2eResetBrandingMutationVariables = Exact<{ [key: string]: never; }>;


export type E2eResetBrandingMutation = { updateBranding: { displayName: string } };

export type E2eOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eOverviewQuery = { overview: { customerCount: number, activeTokenCount: number, expiringWithin7Days: number, customersWithoutAccess: number, expiriesByWeek: Array<{ count: number }>, customersByMonth: Array<{ count: number }>, accessEndingSoon: { total: number, items: Array<{ customer: { userId: string, name: string } }> } } };

export type E2eFigureListsQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eFigureListsQuery = { overview: { activeTokenCount: number, expiringWithin7Days: number, customersWithoutAccess: number }, active: { total: number }, expiring: { total: number }, none: { total: number } };

export type E2eAccessLostQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eAccessLostQuery = { overview: { accessLost: { total: number } } };

export type E2eCreateEndpointWithSecretMutationVariables = Exact<{
  url: string;
  description?: string | null | undefined;
}>;


export type E2eCreateEndpointWithSecretMutation = { createWebhookEndpoint: { secret: string, endpoint: { endpointId: string } } };

export type E2eUsageReportQueryVariables = Exact<{
  month: string;
}>;


export type E2eUsageReportQuery = { usageReport: { requests: number, total: number, rows: Array<{ requests: number, customer: { userId: string, name: string } }> } };

export type CrashCreateEndpointMutationVariables = Exact<{
  url: string;
}>;


export type CrashCreateEndpointMutation = { createWebhookEndpoint: { endpoint: { endpointId: string } } };

export type CrashSendTestMutationVariables = Exact<{
  id: string | number;
}>;


export type CrashSendTestMutation = { sendTestWebhook: string };

export type CrashCreateCustomerMutationVariables = Exact<{
  email: string;
}>;


export type CrashCreateCustomerMutation = { createHandbookCustomer: { userId: string } };

export type CrashIssueTokenMutationVariables = Exact<{
  userId: string | number;
}>;


export type CrashIssueTokenMutation = { generateCustomerToken: { token: string } };

export type ActivityQueryVariables = Exact<{
  subjectId?: string | number | null | undefined;
  action?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ActivityQuery = { activity: { total: number, events: Array<{ eventId: string, occurredAt: string, action: string, subjectType: ActivitySubjectType, subjectId: string, userId: string | null, clientAddress: string | null, details: string, actor: { kind: ActivityActorKind, keyId: string | null, keyHint: string | null, tokenId: string | null }, customer: { userId: string, name: string } | null }> } };

export type ActivityRangeQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ActivityRangeQuery = { activity: { total: number, events: Array<{ occurredAt: string, subjectId: string }> } };

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { branding: { displayName: string, accentColor: string | null, logoDataUrl: string | null } };

export type UpdateBrandingMutationVariables = Exact<{
  displayName?: string | null | undefined;
  accentColor?: string | null | undefined;
  logo?: string | null | undefined;
}>;


export type UpdateBrandingMutation = { updateBranding: { displayName: string, accentColor: string | null, logoDataUrl: string | null } };

export type CustomerTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerTotalsQuery = { all: { total: number }, active: { total: number }, suspended: { total: number } };

export type CustomersPageQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: CustomerSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;


export type CustomersPageQuery = { handbookCustomers: { total: number, customers: Array<{ userId: string, email: string, name: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null }> } };

export type DemoResellerQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoResellerQuery = { reseller: { name: string }, handbookCustomers: { total: number } };

export type DemoTokenStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoTokenStatesQuery = { active: { total: number }, expired: { total: number }, revoked: { total: number }, soon: { total: number } };

export type DemoCustomerAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoCustomerAccessQuery = { handbookCustomers: { customers: Array<{ handbookCount: number, accessExpiresAt: string | null, accessExpiredAt: string | null }> } };

export type DemoSuspendedAndBusyQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoSuspendedAndBusyQuery = { suspended: { total: number, customers: Array<{ status: CustomerStatus }> }, byHandbooks: { customers: Array<{ userId: string, handbookCount: number }> } };

export type DemoOutdatedHandbooksQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoOutdatedHandbooksQuery = { outdatedHandbooks: { total: number, handbooks: Array<{ handbookId: string }> }, overview: { outdatedHandbookCount: number } };

export type RegenerateDemoHandbookMutationVariables = Exact<{
  id: string | number;
}>;


export type RegenerateDemoHandbookMutation = { regenerateCustomerHandbook: { version: number, outdated: boolean, versions: Array<{ changedSectionKeys: Array<string> }> } };

export type DemoUsageQueryVariables = Exact<{
  month: string;
}>;


export type DemoUsageQuery = { usageReport: { total: number, rows: Array<{ requests: number }> }, overview: { requestsByDay: Array<{ count: number }> } };

export type DemoViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoViewerQuery = { viewer: { keyName: string, role: ApiKeyRole } };

export type DemoActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoActivityQuery = { activity: { total: number, events: Array<{ actor: { keyName: string | null, role: ApiKeyRole | null } }> } };

export type DemoTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoTeamQuery = { apiKeys: Array<{ name: string, createdAt: string, lastUsedAt: string | null }>, activity: { total: number, events: Array<{ occurredAt: string, actor: { keyName: string | null } }> } };

export type FigureListsQueryVariables = Exact<{ [key: string]: never; }>;


export type FigureListsQuery = { overview: { customerCount: number, activeTokenCount: number, expiringWithin7Days: number, customersWithoutAccess: number, accessEndingSoon: { total: number } }, activeTokens: { total: number }, expiring: { total: number }, withoutAccess: { total: number, customers: Array<{ userId: string }> }, endingSoon: { total: number, customers: Array<{ userId: string }> }, withAccess: { total: number } };

export type CustomersByAccessQueryVariables = Exact<{
  access?: CustomerAccess | null | undefined;
  search?: string | null | undefined;
  status?: CustomerStatus | null | undefined;
}>;


export type CustomersByAccessQuery = { handbookCustomers: { total: number, customers: Array<{ userId: string }> } };

export type CreateCustomerMutationVariables = Exact<{
  email: string;
  name: string;
}>;


export type CreateCustomerMutation = { createHandbookCustomer: { userId: string, email: string, name: string, createdAt: string, handbookCount: number, activeTokenCount: number, accessExpiresAt: string | null } };

export type IssueTokenMutationVariables = Exact<{
  userId: string | number;
  expiresIn?: number | null | undefined;
}>;


export type IssueTokenMutation = { generateCustomerToken: { token: string, expiresAt: string, issuedToken: { tokenId: string, userId: string, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus } } };

export type RevokeTokenMutationVariables = Exact<{
  tokenId: string | number;
}>;


export type RevokeTokenMutation = { revokeCustomerToken: { tokenId: string, status: TokenStatus, revokedAt: string | null } };

export type TestCustomerFieldsFragment = { userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number };

export type ReadCustomerQueryVariables = Exact<{
  userId: string | number;
}>;


export type ReadCustomerQuery = { handbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number } | null };

export type ListCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: CustomerStatus | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListCustomersQuery = { handbookCustomers: { total: number, customers: Array<{ userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number }> } };

export type UpdateCustomerMutationVariables = Exact<{
  userId: string | number;
  email?: string | null | undefined;
  name?: string | null | undefined;
}>;


export type UpdateCustomerMutation = { updateHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number } };

export type SuspendCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type SuspendCustomerMutation = { suspendHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number } };

export type ReactivateCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type ReactivateCustomerMutation = { reactivateHandbookCustomer: { userId: string, email: string, name: string, status: CustomerStatus, suspendedAt: string | null, handbookCount: number, activeTokenCount: number } };

export type DeleteCustomerMutationVariables = Exact<{
  userId: string | number;
}>;


export type DeleteCustomerMutation = { deleteHandbookCustomer: string };

export type TestHandbookFieldsFragment = { handbookId: string, userId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> };

export type TestVersionFieldsFragment = { handbookId: string, version: number, libraryVersion: string, outdated: boolean, updatedAt: string, markdown: string, versions: Array<{ version: number, createdAt: string, libraryVersion: string, changedSectionKeys: Array<string> }> };

export type GenerateForCustomerMutationVariables = Exact<{
  userId: string | number;
  input: GenerateHandbookInput;
}>;


export type GenerateForCustomerMutation = { generateCustomerHandbook: { handbookId: string, userId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> } };

export type CustomerHandbooksQueryVariables = Exact<{
  userId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomerHandbooksQuery = { customerHandbooks: { total: number, handbooks: Array<{ handbookId: string, userId: string, title: string, createdAt: string }> } | null };

export type DeleteCustomerHandbookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomerHandbookMutation = { deleteCustomerHandbook: string };

export type ResellerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ResellerNameQuery = { reseller: { name: string } };

export type ResellerPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResellerPoliciesQuery = { policyLibrary: Array<{ key: string, title: string }> };

export type ResellerCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ResellerCountriesQuery = { handbookCountries: Array<{ code: string, name: string, regionLabel: string | null, regions: Array<{ code: string, name: string }> }> };

export type StoredTextQueryVariables = Exact<{ [key: string]: never; }>;


export type StoredTextQuery = { handbookCustomers: { total: number, customers: Array<{ name: string, email: string }> }, customerTokens: { total: number }, webhookEndpoints: Array<{ url: string }> };

export type HostileReadCustomersQueryVariables = Exact<{
  id: string | number;
}>;


export type HostileReadCustomersQuery = { customerHandbook: { handbookId: string, title: string, companyName: string, markdown: string } | null };

export type CustomerHandbookVersionQueryVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type CustomerHandbookVersionQuery = { policyLibraryVersion: string, customerHandbookVersion: { handbookId: string, version: number, libraryVersion: string, outdated: boolean, updatedAt: string, markdown: string, versions: Array<{ version: number, createdAt: string, libraryVersion: string, changedSectionKeys: Array<string> }> } | null };

export type RegenerateCustomerHandbookMutationVariables = Exact<{
  id: string | number;
}>;


export type RegenerateCustomerHandbookMutation = { regenerateCustomerHandbook: { handbookId: string, version: number, outdated: boolean } };

export type RegenerateHandbooksMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RegenerateHandbooksMutation = { regenerateHandbooks: Array<{ handbookId: string, version: number, libraryVersion: string, outdated: boolean }> };

export type OutdatedHandbooksQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OutdatedHandbooksQuery = { outdatedHandbooks: { total: number, handbooks: Array<{ handbookId: string, libraryVersion: string, outdated: boolean, customer: { userId: string, name: string } }> }, overview: { outdatedHandbookCount: number } };

export type OverviewQueryVariables = Exact<{
  weeks?: number | null | undefined;
  months?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OverviewQuery = { overview: { customerCount: number, activeTokenCount: number, expiringWithin7Days: number, customersWithoutAccess: number, expiriesByWeek: Array<{ weekStart: string, count: number }>, customersByMonth: Array<{ monthStart: string, count: number }>, accessEndingSoon: { total: number, items: Array<{ accessEndsAt: string, customer: { userId: string, name: string, accessExpiresAt: string | null } }> }, accessLost: { total: number, items: Array<{ accessEndsAt: string, customer: { userId: string, name: string } }> } } };

export type CustomerHandbookQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerHandbookQuery = { customerHandbook: { handbookId: string, userId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> } | null };

export type IssueStaffKeyMutationVariables = Exact<{
  name: string;
  role: ApiKeyRole;
}>;


export type IssueStaffKeyMutation = { issueApiKey: { key: string, apiKey: { keyId: string, name: string, role: ApiKeyRole, hint: string, createdAt: string, revokedAt: string | null } } };

export type RevokeStaffKeyMutationVariables = Exact<{
  keyId: string | number;
}>;


export type RevokeStaffKeyMutation = { revokeApiKey: { keyId: string, name: string, role: ApiKeyRole, revokedAt: string | null } };

export type StaffKeyViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffKeyViewerQuery = { viewer: { keyId: string, keyName: string, role: ApiKeyRole }, apiKeys: Array<{ keyId: string, revokedAt: string | null }> };

export type StaffKeyEventsQueryVariables = Exact<{
  subjectId?: string | number | null | undefined;
}>;


export type StaffKeyEventsQuery = { activity: { events: Array<{ action: string, subjectType: ActivitySubjectType, subjectId: string, details: string, actor: { kind: ActivityActorKind, keyId: string | null, keyName: string | null, role: ApiKeyRole | null } }> } };

export type StaffViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffViewerQuery = { viewer: { keyId: string, keyName: string, keyHint: string, role: ApiKeyRole, reseller: { resellerId: string, name: string } }, apiKeys: Array<{ keyId: string, name: string, role: ApiKeyRole, hint: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type StaffActivityQueryVariables = Exact<{
  actorKeyId?: string | number | null | undefined;
}>;


export type StaffActivityQuery = { activity: { total: number, events: Array<{ action: string, actor: { kind: ActivityActorKind, keyId: string | null, keyName: string | null, role: ApiKeyRole | null } }> } };

export type TenantRowsQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantRowsQuery = { handbookCustomers: { total: number, customers: Array<{ userId: string }> }, customerTokens: { total: number } };

export type TokenFieldsFragment = { tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } };

export type IssueMutationVariables = Exact<{
  userId: string | number;
  expiresIn?: number | null | undefined;
  label?: string | null | undefined;
}>;


export type IssueMutation = { generateCustomerToken: { token: string, expiresAt: string, issuedToken: { tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } } } };

export type RenewMutationVariables = Exact<{
  tokenId: string | number;
  expiresIn?: number | null | undefined;
  overlapSeconds?: number | null | undefined;
}>;


export type RenewMutation = { renewCustomerToken: { token: string, expiresAt: string, issuedToken: { tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } } } };

export type RevokeManyMutationVariables = Exact<{
  tokenIds: Array<string | number> | string | number;
}>;


export type RevokeManyMutation = { revokeCustomerTokens: Array<{ tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } }> };

export type RelabelMutationVariables = Exact<{
  tokenId: string | number;
  label?: string | null | undefined;
}>;


export type RelabelMutation = { updateCustomerTokenLabel: { tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } } };

export type ListTokensQueryVariables = Exact<{
  userId?: string | number | null | undefined;
  status?: TokenStatus | null | undefined;
  expiringWithinDays?: number | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListTokensQuery = { customerTokens: { total: number, tokens: Array<{ tokenId: string, userId: string, label: string | null, issuedAt: string, expiresAt: string, lifetimeSeconds: number, revokedAt: string | null, lastUsedAt: string | null, status: TokenStatus, renewedFromId: string | null, renewedById: string | null, customer: { userId: string, name: string, email: string } }> } };

export type TypedCustomerQueryVariables = Exact<{
  userId: string | number;
}>;


export type TypedCustomerQuery = { handbookCustomer: { userId: string, email: string } | null };

export type CustomerUsageQueryVariables = Exact<{
  userId: string | number;
  from: string;
  to: string;
  granularity?: UsageGranularity | null | undefined;
}>;


export type CustomerUsageQuery = { customerUsage: { requests: number, failed: number, buckets: Array<{ start: string, requests: number, failed: number }>, operations: Array<{ operation: string, requests: number, failed: number }>, tokens: Array<{ requests: number, failed: number, token: { tokenId: string, status: TokenStatus, requestsLast30Days: number } }> } | null };

export type UsageReportQueryVariables = Exact<{
  month: string;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type UsageReportQuery = { usageReport: { month: string, requests: number, failed: number, total: number, rows: Array<{ requests: number, failed: number, activeDays: number, customer: { userId: string, name: string, email: string } }> } };

export type RequestsByDayQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type RequestsByDayQuery = { overview: { requestsByDay: Array<{ day: string, count: number }> } };

export type TokensWithRequestsQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type TokensWithRequestsQuery = { customerTokens: { tokens: Array<{ tokenId: string, requestsLast30Days: number }> } };

export type CreateEndpointMutationVariables = Exact<{
  url: string;
  description?: string | null | undefined;
}>;


export type CreateEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { endpointId: string, url: string, description: string | null, createdAt: string } } };

export type EndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type EndpointsQuery = { webhookEndpoints: Array<{ endpointId: string, url: string, description: string | null, createdAt: string, droppedCount: number, enabled: boolean, eventTypes: Array<string> }> };

export type UpdateEndpointMutationVariables = Exact<{
  id: string | number;
  url?: string | null | undefined;
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  eventTypes?: Array<string> | string | null | undefined;
}>;


export type UpdateEndpointMutation = { updateWebhookEndpoint: { endpointId: string, url: string, description: string | null, enabled: boolean, eventTypes: Array<string> } };

export type RotateSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { endpointId: string } } };

export type DeleteEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEndpointMutation = { deleteWebhookEndpoint: string };

export type SendTestMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestMutation = { sendTestWebhook: string };

export type RedeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type RedeliverMutation = { redeliverWebhook: string };

export type DeliveriesQueryVariables = Exact<{
  id: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DeliveriesQuery = { webhookDeliveries: { total: number, deliveries: Array<{ deliveryId: string, messageId: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, createdAt: string, lastAttemptAt: string | null, nextAttemptAt: string | null, responseStatus: number | null, lastFailure: WebhookDeliveryFailure | null }> } | null };

export type EndpointHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type EndpointHealthQuery = { webhookEndpoints: Array<{ endpointId: string, enabled: boolean, health: { status: EndpointHealthStatus, lastSuccessAt: string | null, lastFailureAt: string | null, failingSince: string | null, attemptsLast24Hours: number, failedLast24Hours: number, disabledAt: string | null, disabledReason: EndpointDisabledReason | null } }> };

export type RecoverMutationVariables = Exact<{
  id: string | number;
  since: string;
}>;


export type RecoverMutation = { recoverWebhookDeliveries: number };

export type EnableMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type EnableMutation = { updateWebhookEndpoint: { endpointId: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const E2eHandbookFragmentDoc = new TypedDocumentString(`
    fragment E2eHandbook on Handbook {
  handbookId
  userId
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
  }
  markdown
  version
  outdated
}
    `, {"fragmentName":"E2eHandbook"}) as unknown as TypedDocumentString<E2eHandbookFragment, unknown>;
export const E2eCustomerFragmentDoc = new TypedDocumentString(`
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}
    `, {"fragmentName":"E2eCustomer"}) as unknown as TypedDocumentString<E2eCustomerFragment, unknown>;
export const E2eTokenFragmentDoc = new TypedDocumentString(`
    fragment E2eToken on IssuedToken {
  tokenId
  userId
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  label
  renewedFromId
  renewedById
  customer {
    name
    email
  }
}
    `, {"fragmentName":"E2eToken"}) as unknown as TypedDocumentString<E2eTokenFragment, unknown>;
export const TestCustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}
    `, {"fragmentName":"TestCustomerFields"}) as unknown as TypedDocumentString<TestCustomerFieldsFragment, unknown>;
export const TestHandbookFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestHandbookFields on Handbook {
  handbookId
  userId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}
    `, {"fragmentName":"TestHandbookFields"}) as unknown as TypedDocumentString<TestHandbookFieldsFragment, unknown>;
export const TestVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestVersionFields on Handbook {
  handbookId
  version
  libraryVersion
  outdated
  updatedAt
  markdown
  versions {
    version
    createdAt
    libraryVersion
    changedSectionKeys
  }
}
    `, {"fragmentName":"TestVersionFields"}) as unknown as TypedDocumentString<TestVersionFieldsFragment, unknown>;
export const TokenFieldsFragmentDoc = new TypedDocumentString(`
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}
    `, {"fragmentName":"TokenFields"}) as unknown as TypedDocumentString<TokenFieldsFragment, unknown>;
export const E2eGenerateHandbookDocument = new TypedDocumentString(`
    mutation E2eGenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {
  generateCustomerHandbook(userId: $userId, input: $input) {
    ...E2eHandbook
  }
}
    fragment E2eHandbook on Handbook {
  handbookId
  userId
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
  }
  markdown
  version
  outdated
}`) as unknown as TypedDocumentString<E2eGenerateHandbookMutation, E2eGenerateHandbookMutationVariables>;
export const E2eHandbookByIdDocument = new TypedDocumentString(`
    query E2eHandbookById($handbookId: ID!) {
  customerHandbook(handbookId: $handbookId) {
    ...E2eHandbook
  }
}
    fragment E2eHandbook on Handbook {
  handbookId
  userId
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
  }
  markdown
  version
  outdated
}`) as unknown as TypedDocumentString<E2eHandbookByIdQuery, E2eHandbookByIdQueryVariables>;
export const E2eHandbooksDocument = new TypedDocumentString(`
    query E2eHandbooks($userId: ID!) {
  customerHandbooks(userId: $userId, limit: 100) {
    total
    handbooks {
      handbookId
      title
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<E2eHandbooksQuery, E2eHandbooksQueryVariables>;
export const E2ePoliciesDocument = new TypedDocumentString(`
    query E2ePolicies {
  policyLibrary {
    key
    title
  }
}
    `) as unknown as TypedDocumentString<E2ePoliciesQuery, E2ePoliciesQueryVariables>;
export const E2eDeleteHandbookDocument = new TypedDocumentString(`
    mutation E2eDeleteHandbook($handbookId: ID!) {
  deleteCustomerHandbook(handbookId: $handbookId)
}
    `) as unknown as TypedDocumentString<E2eDeleteHandbookMutation, E2eDeleteHandbookMutationVariables>;
export const E2eOutdatedHandbooksDocument = new TypedDocumentString(`
    query E2eOutdatedHandbooks($offset: Int, $limit: Int) {
  outdatedHandbooks(offset: $offset, limit: $limit) {
    total
    handbooks {
      handbookId
      title
      version
      outdated
    }
  }
}
    `) as unknown as TypedDocumentString<E2eOutdatedHandbooksQuery, E2eOutdatedHandbooksQueryVariables>;
export const E2eResellerDocument = new TypedDocumentString(`
    query E2eReseller {
  reseller {
    resellerId
    name
  }
}
    `) as unknown as TypedDocumentString<E2eResellerQuery, E2eResellerQueryVariables>;
export const E2eCustomersDocument = new TypedDocumentString(`
    query E2eCustomers($search: String, $status: CustomerStatus, $offset: Int, $limit: Int, $sort: CustomerSort, $direction: SortDirection) {
  handbookCustomers(
    search: $search
    status: $status
    offset: $offset
    limit: $limit
    sort: $sort
    direction: $direction
  ) {
    total
    customers {
      ...E2eCustomer
    }
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eCustomersQuery, E2eCustomersQueryVariables>;
export const E2eCustomerDocument = new TypedDocumentString(`
    query E2eCustomer($userId: ID!) {
  handbookCustomer(userId: $userId) {
    ...E2eCustomer
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eCustomerQuery, E2eCustomerQueryVariables>;
export const E2eCreateCustomerDocument = new TypedDocumentString(`
    mutation E2eCreateCustomer($email: String!, $name: String!) {
  createHandbookCustomer(email: $email, name: $name) {
    ...E2eCustomer
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eCreateCustomerMutation, E2eCreateCustomerMutationVariables>;
export const E2eUpdateCustomerDocument = new TypedDocumentString(`
    mutation E2eUpdateCustomer($userId: ID!, $email: String, $name: String) {
  updateHandbookCustomer(userId: $userId, email: $email, name: $name) {
    ...E2eCustomer
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eUpdateCustomerMutation, E2eUpdateCustomerMutationVariables>;
export const E2eSuspendCustomerDocument = new TypedDocumentString(`
    mutation E2eSuspendCustomer($userId: ID!) {
  suspendHandbookCustomer(userId: $userId) {
    ...E2eCustomer
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eSuspendCustomerMutation, E2eSuspendCustomerMutationVariables>;
export const E2eReactivateCustomerDocument = new TypedDocumentString(`
    mutation E2eReactivateCustomer($userId: ID!) {
  reactivateHandbookCustomer(userId: $userId) {
    ...E2eCustomer
  }
}
    fragment E2eCustomer on Customer {
  userId
  email
  name
  status
  createdAt
  handbookCount
  activeTokenCount
  accessExpiresAt
  accessExpiredAt
}`) as unknown as TypedDocumentString<E2eReactivateCustomerMutation, E2eReactivateCustomerMutationVariables>;
export const E2eDeleteCustomerDocument = new TypedDocumentString(`
    mutation E2eDeleteCustomer($userId: ID!) {
  deleteHandbookCustomer(userId: $userId)
}
    `) as unknown as TypedDocumentString<E2eDeleteCustomerMutation, E2eDeleteCustomerMutationVariables>;
export const E2eIssueTokenDocument = new TypedDocumentString(`
    mutation E2eIssueToken($userId: ID!, $expiresIn: Int, $label: String) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {
    token
    expiresAt
    issuedToken {
      ...E2eToken
    }
  }
}
    fragment E2eToken on IssuedToken {
  tokenId
  userId
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  label
  renewedFromId
  renewedById
  customer {
    name
    email
  }
}`) as unknown as TypedDocumentString<E2eIssueTokenMutation, E2eIssueTokenMutationVariables>;
export const E2eRenewTokenDocument = new TypedDocumentString(`
    mutation E2eRenewToken($tokenId: ID!, $overlapSeconds: Int) {
  renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {
    token
    issuedToken {
      ...E2eToken
    }
  }
}
    fragment E2eToken on IssuedToken {
  tokenId
  userId
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  label
  renewedFromId
  renewedById
  customer {
    name
    email
  }
}`) as unknown as TypedDocumentString<E2eRenewTokenMutation, E2eRenewTokenMutationVariables>;
export const E2eRevokeTokenDocument = new TypedDocumentString(`
    mutation E2eRevokeToken($tokenId: ID!) {
  revokeCustomerToken(tokenId: $tokenId) {
    ...E2eToken
  }
}
    fragment E2eToken on IssuedToken {
  tokenId
  userId
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  label
  renewedFromId
  renewedById
  customer {
    name
    email
  }
}`) as unknown as TypedDocumentString<E2eRevokeTokenMutation, E2eRevokeTokenMutationVariables>;
export const E2eTokensDocument = new TypedDocumentString(`
    query E2eTokens($userId: ID, $search: String, $status: TokenStatus, $expiringWithinDays: Int, $offset: Int, $limit: Int) {
  customerTokens(
    userId: $userId
    search: $search
    status: $status
    expiringWithinDays: $expiringWithinDays
    offset: $offset
    limit: $limit
  ) {
    total
    tokens {
      ...E2eToken
    }
  }
}
    fragment E2eToken on IssuedToken {
  tokenId
  userId
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  label
  renewedFromId
  renewedById
  customer {
    name
    email
  }
}`) as unknown as TypedDocumentString<E2eTokensQuery, E2eTokensQueryVariables>;
export const E2eCreateEndpointDocument = new TypedDocumentString(`
    mutation E2eCreateEndpoint($url: String!, $description: String) {
  createWebhookEndpoint(url: $url, description: $description) {
    endpoint {
      endpointId
    }
  }
}
    `) as unknown as TypedDocumentString<E2eCreateEndpointMutation, E2eCreateEndpointMutationVariables>;
export const E2eSendTestDocument = new TypedDocumentString(`
    mutation E2eSendTest($id: ID!) {
  sendTestWebhook(endpointId: $id)
}
    `) as unknown as TypedDocumentString<E2eSendTestMutation, E2eSendTestMutationVariables>;
export const E2eDeleteEndpointDocument = new TypedDocumentString(`
    mutation E2eDeleteEndpoint($id: ID!) {
  deleteWebhookEndpoint(endpointId: $id)
}
    `) as unknown as TypedDocumentString<E2eDeleteEndpointMutation, E2eDeleteEndpointMutationVariables>;
export const E2eBrandingDocument = new TypedDocumentString(`
    query E2eBranding {
  branding {
    displayName
    accentColor
    logoDataUrl
  }
}
    `) as unknown as TypedDocumentString<E2eBrandingQuery, E2eBrandingQueryVariables>;
export const E2eResetBrandingDocument = new TypedDocumentString(`
    mutation E2eResetBranding {
  updateBranding(displayName: null, accentColor: null, logo: null) {
    displayName
  }
}
    `) as unknown as TypedDocumentString<E2eResetBrandingMutation, E2eResetBrandingMutationVariables>;
export const E2eOverviewDocument = new TypedDocumentString(`
    query E2eOverview {
  overview {
    customerCount
    activeTokenCount
    expiringWithin7Days
    customersWithoutAccess
    expiriesByWeek {
      count
    }
    customersByMonth {
      count
    }
    accessEndingSoon(limit: 5) {
      total
      items {
        customer {
          userId
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<E2eOverviewQuery, E2eOverviewQueryVariables>;
export const E2eFigureListsDocument = new TypedDocumentString(`
    query E2eFigureLists {
  overview {
    activeTokenCount
    expiringWithin7Days
    customersWithoutAccess
  }
  active: customerTokens(status: ACTIVE, includeRenewed: false, limit: 1) {
    total
  }
  expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false, limit: 1) {
    total
  }
  none: handbookCustomers(access: NONE, limit: 1) {
    total
  }
}
    `) as unknown as TypedDocumentString<E2eFigureListsQuery, E2eFigureListsQueryVariables>;
export const E2eAccessLostDocument = new TypedDocumentString(`
    query E2eAccessLost {
  overview {
    accessLost(limit: 100) {
      total
    }
  }
}
    `) as unknown as TypedDocumentString<E2eAccessLostQuery, E2eAccessLostQueryVariables>;
export const E2eCreateEndpointWithSecretDocument = new TypedDocumentString(`
    mutation E2eCreateEndpointWithSecret($url: String!, $description: String) {
  createWebhookEndpoint(url: $url, description: $description) {
    secret
    endpoint {
      endpointId
    }
  }
}
    `) as unknown as TypedDocumentString<E2eCreateEndpointWithSecretMutation, E2eCreateEndpointWithSecretMutationVariables>;
export const E2eUsageReportDocument = new TypedDocumentString(`
    query E2eUsageReport($month: String!) {
  usageReport(month: $month, limit: 100) {
    requests
    total
    rows {
      customer {
        userId
        name
      }
      requests
    }
  }
}
    `) as unknown as TypedDocumentString<E2eUsageReportQuery, E2eUsageReportQueryVariables>;
export const CrashCreateEndpointDocument = new TypedDocumentString(`
    mutation CrashCreateEndpoint($url: String!) {
  createWebhookEndpoint(url: $url) {
    endpoint {
      endpointId
    }
  }
}
    `) as unknown as TypedDocumentString<CrashCreateEndpointMutation, CrashCreateEndpointMutationVariables>;
export const CrashSendTestDocument = new TypedDocumentString(`
    mutation CrashSendTest($id: ID!) {
  sendTestWebhook(endpointId: $id)
}
    `) as unknown as TypedDocumentString<CrashSendTestMutation, CrashSendTestMutationVariables>;
export const CrashCreateCustomerDocument = new TypedDocumentString(`
    mutation CrashCreateCustomer($email: String!) {
  createHandbookCustomer(email: $email, name: "C") {
    userId
  }
}
    `) as unknown as TypedDocumentString<CrashCreateCustomerMutation, CrashCreateCustomerMutationVariables>;
export const CrashIssueTokenDocument = new TypedDocumentString(`
    mutation CrashIssueToken($userId: ID!) {
  generateCustomerToken(userId: $userId) {
    token
  }
}
    `) as unknown as TypedDocumentString<CrashIssueTokenMutation, CrashIssueTokenMutationVariables>;
export const ActivityDocument = new TypedDocumentString(`
    query Activity($subjectId: ID, $action: String, $offset: Int, $limit: Int) {
  activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {
    total
    events {
      eventId
      occurredAt
      action
      subjectType
      subjectId
      userId
      clientAddress
      details
      actor {
        kind
        keyId
        keyHint
        tokenId
      }
      customer {
        userId
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityQuery, ActivityQueryVariables>;
export const ActivityRangeDocument = new TypedDocumentString(`
    query ActivityRange($from: DateTime, $to: DateTime) {
  activity(from: $from, to: $to, limit: 100) {
    total
    events {
      occurredAt
      subjectId
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityRangeQuery, ActivityRangeQueryVariables>;
export const BrandingDocument = new TypedDocumentString(`
    query Branding {
  branding {
    displayName
    accentColor
    logoDataUrl
  }
}
    `) as unknown as TypedDocumentString<BrandingQuery, BrandingQueryVariables>;
export const UpdateBrandingDocument = new TypedDocumentString(`
    mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {
  updateBranding(
    displayName: $displayName
    accentColor: $accentColor
    logo: $logo
  ) {
    displayName
    accentColor
    logoDataUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateBrandingMutation, UpdateBrandingMutationVariables>;
export const CustomerTotalsDocument = new TypedDocumentString(`
    query CustomerTotals {
  all: handbookCustomers {
    total
  }
  active: handbookCustomers(status: ACTIVE) {
    total
  }
  suspended: handbookCustomers(status: SUSPENDED) {
    total
  }
}
    `) as unknown as TypedDocumentString<CustomerTotalsQuery, CustomerTotalsQueryVariables>;
export const CustomersPageDocument = new TypedDocumentString(`
    query CustomersPage($search: String, $offset: Int, $limit: Int, $sort: CustomerSort, $direction: SortDirection) {
  handbookCustomers(
    search: $search
    offset: $offset
    limit: $limit
    sort: $sort
    direction: $direction
  ) {
    total
    customers {
      userId
      email
      name
      handbookCount
      activeTokenCount
      accessExpiresAt
      accessExpiredAt
    }
  }
}
    `) as unknown as TypedDocumentString<CustomersPageQuery, CustomersPageQueryVariables>;
export const DemoResellerDocument = new TypedDocumentString(`
    query DemoReseller {
  reseller {
    name
  }
  handbookCustomers {
    total
  }
}
    `) as unknown as TypedDocumentString<DemoResellerQuery, DemoResellerQueryVariables>;
export const DemoTokenStatesDocument = new TypedDocumentString(`
    query DemoTokenStates {
  active: customerTokens(status: ACTIVE, limit: 1) {
    total
  }
  expired: customerTokens(status: EXPIRED, limit: 1) {
    total
  }
  revoked: customerTokens(status: REVOKED, limit: 1) {
    total
  }
  soon: customerTokens(expiringWithinDays: 7, limit: 1) {
    total
  }
}
    `) as unknown as TypedDocumentString<DemoTokenStatesQuery, DemoTokenStatesQueryVariables>;
export const DemoCustomerAccessDocument = new TypedDocumentString(`
    query DemoCustomerAccess {
  handbookCustomers(limit: 100) {
    customers {
      handbookCount
      accessExpiresAt
      accessExpiredAt
    }
  }
}
    `) as unknown as TypedDocumentString<DemoCustomerAccessQuery, DemoCustomerAccessQueryVariables>;
export const DemoSuspendedAndBusyDocument = new TypedDocumentString(`
    query DemoSuspendedAndBusy {
  suspended: handbookCustomers(status: SUSPENDED, limit: 100) {
    total
    customers {
      status
    }
  }
  byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) {
    customers {
      userId
      handbookCount
    }
  }
}
    `) as unknown as TypedDocumentString<DemoSuspendedAndBusyQuery, DemoSuspendedAndBusyQueryVariables>;
export const DemoOutdatedHandbooksDocument = new TypedDocumentString(`
    query DemoOutdatedHandbooks {
  outdatedHandbooks(limit: 1) {
    total
    handbooks {
      handbookId
    }
  }
  overview {
    outdatedHandbookCount
  }
}
    `) as unknown as TypedDocumentString<DemoOutdatedHandbooksQuery, DemoOutdatedHandbooksQueryVariables>;
export const RegenerateDemoHandbookDocument = new TypedDocumentString(`
    mutation RegenerateDemoHandbook($id: ID!) {
  regenerateCustomerHandbook(handbookId: $id) {
    version
    outdated
    versions {
      changedSectionKeys
    }
  }
}
    `) as unknown as TypedDocumentString<RegenerateDemoHandbookMutation, RegenerateDemoHandbookMutationVariables>;
export const DemoUsageDocument = new TypedDocumentString(`
    query DemoUsage($month: String!) {
  usageReport(month: $month, limit: 100) {
    total
    rows {
      requests
    }
  }
  overview {
    requestsByDay(days: 60) {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<DemoUsageQuery, DemoUsageQueryVariables>;
export const DemoViewerDocument = new TypedDocumentString(`
    query DemoViewer {
  viewer {
    keyName
    role
  }
}
    `) as unknown as TypedDocumentString<DemoViewerQuery, DemoViewerQueryVariables>;
export const DemoActivityDocument = new TypedDocumentString(`
    query DemoActivity {
  activity(limit: 100) {
    total
    events {
      actor {
        keyName
        role
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DemoActivityQuery, DemoActivityQueryVariables>;
export const DemoTeamDocument = new TypedDocumentString(`
    query DemoTeam {
  apiKeys {
    name
    createdAt
    lastUsedAt
  }
  activity(limit: 100) {
    total
    events {
      occurredAt
      actor {
        keyName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DemoTeamQuery, DemoTeamQueryVariables>;
export const FigureListsDocument = new TypedDocumentString(`
    query FigureLists {
  overview {
    customerCount
    activeTokenCount
    expiringWithin7Days
    customersWithoutAccess
    accessEndingSoon {
      total
    }
  }
  activeTokens: customerTokens(status: ACTIVE, includeRenewed: false) {
    total
  }
  expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false) {
    total
  }
  withoutAccess: handbookCustomers(access: NONE) {
    total
    customers {
      userId
    }
  }
  endingSoon: handbookCustomers(access: ENDING_SOON) {
    total
    customers {
      userId
    }
  }
  withAccess: handbookCustomers(access: ACTIVE) {
    total
  }
}
    `) as unknown as TypedDocumentString<FigureListsQuery, FigureListsQueryVariables>;
export const CustomersByAccessDocument = new TypedDocumentString(`
    query CustomersByAccess($access: CustomerAccess, $search: String, $status: CustomerStatus) {
  handbookCustomers(access: $access, search: $search, status: $status, limit: 100) {
    total
    customers {
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<CustomersByAccessQuery, CustomersByAccessQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($email: String!, $name: String!) {
  createHandbookCustomer(email: $email, name: $name) {
    userId
    email
    name
    createdAt
    handbookCount
    activeTokenCount
    accessExpiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const IssueTokenDocument = new TypedDocumentString(`
    mutation IssueToken($userId: ID!, $expiresIn: Int) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {
    token
    expiresAt
    issuedToken {
      tokenId
      userId
      issuedAt
      expiresAt
      lifetimeSeconds
      revokedAt
      lastUsedAt
      status
    }
  }
}
    `) as unknown as TypedDocumentString<IssueTokenMutation, IssueTokenMutationVariables>;
export const RevokeTokenDocument = new TypedDocumentString(`
    mutation RevokeToken($tokenId: ID!) {
  revokeCustomerToken(tokenId: $tokenId) {
    tokenId
    status
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeTokenMutation, RevokeTokenMutationVariables>;
export const ReadCustomerDocument = new TypedDocumentString(`
    query ReadCustomer($userId: ID!) {
  handbookCustomer(userId: $userId) {
    ...TestCustomerFields
  }
}
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}`) as unknown as TypedDocumentString<ReadCustomerQuery, ReadCustomerQueryVariables>;
export const ListCustomersDocument = new TypedDocumentString(`
    query ListCustomers($search: String, $status: CustomerStatus, $limit: Int) {
  handbookCustomers(search: $search, status: $status, limit: $limit) {
    total
    customers {
      ...TestCustomerFields
    }
  }
}
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}`) as unknown as TypedDocumentString<ListCustomersQuery, ListCustomersQueryVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {
  updateHandbookCustomer(userId: $userId, email: $email, name: $name) {
    ...TestCustomerFields
  }
}
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}`) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const SuspendCustomerDocument = new TypedDocumentString(`
    mutation SuspendCustomer($userId: ID!) {
  suspendHandbookCustomer(userId: $userId) {
    ...TestCustomerFields
  }
}
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}`) as unknown as TypedDocumentString<SuspendCustomerMutation, SuspendCustomerMutationVariables>;
export const ReactivateCustomerDocument = new TypedDocumentString(`
    mutation ReactivateCustomer($userId: ID!) {
  reactivateHandbookCustomer(userId: $userId) {
    ...TestCustomerFields
  }
}
    fragment TestCustomerFields on Customer {
  userId
  email
  name
  status
  suspendedAt
  handbookCount
  activeTokenCount
}`) as unknown as TypedDocumentString<ReactivateCustomerMutation, ReactivateCustomerMutationVariables>;
export const DeleteCustomerDocument = new TypedDocumentString(`
    mutation DeleteCustomer($userId: ID!) {
  deleteHandbookCustomer(userId: $userId)
}
    `) as unknown as TypedDocumentString<DeleteCustomerMutation, DeleteCustomerMutationVariables>;
export const GenerateForCustomerDocument = new TypedDocumentString(`
    mutation GenerateForCustomer($userId: ID!, $input: GenerateHandbookInput!) {
  generateCustomerHandbook(userId: $userId, input: $input) {
    ...TestHandbookFields
  }
}
    fragment TestHandbookFields on Handbook {
  handbookId
  userId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}`) as unknown as TypedDocumentString<GenerateForCustomerMutation, GenerateForCustomerMutationVariables>;
export const CustomerHandbooksDocument = new TypedDocumentString(`
    query CustomerHandbooks($userId: ID!, $offset: Int, $limit: Int) {
  customerHandbooks(userId: $userId, offset: $offset, limit: $limit) {
    total
    handbooks {
      handbookId
      userId
      title
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerHandbooksQuery, CustomerHandbooksQueryVariables>;
export const DeleteCustomerHandbookDocument = new TypedDocumentString(`
    mutation DeleteCustomerHandbook($id: ID!) {
  deleteCustomerHandbook(handbookId: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerHandbookMutation, DeleteCustomerHandbookMutationVariables>;
export const ResellerNameDocument = new TypedDocumentString(`
    query ResellerName {
  reseller {
    name
  }
}
    `) as unknown as TypedDocumentString<ResellerNameQuery, ResellerNameQueryVariables>;
export const ResellerPoliciesDocument = new TypedDocumentString(`
    query ResellerPolicies {
  policyLibrary {
    key
    title
  }
}
    `) as unknown as TypedDocumentString<ResellerPoliciesQuery, ResellerPoliciesQueryVariables>;
export const ResellerCountriesDocument = new TypedDocumentString(`
    query ResellerCountries {
  handbookCountries {
    code
    name
    regionLabel
    regions {
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ResellerCountriesQuery, ResellerCountriesQueryVariables>;
export const StoredTextDocument = new TypedDocumentString(`
    query StoredText {
  handbookCustomers {
    total
    customers {
      name
      email
    }
  }
  customerTokens {
    total
  }
  webhookEndpoints {
    url
  }
}
    `) as unknown as TypedDocumentString<StoredTextQuery, StoredTextQueryVariables>;
export const HostileReadCustomersDocument = new TypedDocumentString(`
    query HostileReadCustomers($id: ID!) {
  customerHandbook(handbookId: $id) {
    handbookId
    title
    companyName
    markdown
  }
}
    `) as unknown as TypedDocumentString<HostileReadCustomersQuery, HostileReadCustomersQueryVariables>;
export const CustomerHandbookVersionDocument = new TypedDocumentString(`
    query CustomerHandbookVersion($id: ID!, $version: Int!) {
  policyLibraryVersion
  customerHandbookVersion(handbookId: $id, version: $version) {
    ...TestVersionFields
  }
}
    fragment TestVersionFields on Handbook {
  handbookId
  version
  libraryVersion
  outdated
  updatedAt
  markdown
  versions {
    version
    createdAt
    libraryVersion
    changedSectionKeys
  }
}`) as unknown as TypedDocumentString<CustomerHandbookVersionQuery, CustomerHandbookVersionQueryVariables>;
export const RegenerateCustomerHandbookDocument = new TypedDocumentString(`
    mutation RegenerateCustomerHandbook($id: ID!) {
  regenerateCustomerHandbook(handbookId: $id) {
    handbookId
    version
    outdated
  }
}
    `) as unknown as TypedDocumentString<RegenerateCustomerHandbookMutation, RegenerateCustomerHandbookMutationVariables>;
export const RegenerateHandbooksDocument = new TypedDocumentString(`
    mutation RegenerateHandbooks($ids: [ID!]!) {
  regenerateHandbooks(handbookIds: $ids) {
    handbookId
    version
    libraryVersion
    outdated
  }
}
    `) as unknown as TypedDocumentString<RegenerateHandbooksMutation, RegenerateHandbooksMutationVariables>;
export const OutdatedHandbooksDocument = new TypedDocumentString(`
    query OutdatedHandbooks($offset: Int, $limit: Int) {
  outdatedHandbooks(offset: $offset, limit: $limit) {
    total
    handbooks {
      handbookId
      libraryVersion
      outdated
      customer {
        userId
        name
      }
    }
  }
  overview {
    outdatedHandbookCount
  }
}
    `) as unknown as TypedDocumentString<OutdatedHandbooksQuery, OutdatedHandbooksQueryVariables>;
export const OverviewDocument = new TypedDocumentString(`
    query Overview($weeks: Int, $months: Int, $limit: Int) {
  overview {
    customerCount
    activeTokenCount
    expiringWithin7Days
    customersWithoutAccess
    expiriesByWeek(weeks: $weeks) {
      weekStart
      count
    }
    customersByMonth(months: $months) {
      monthStart
      count
    }
    accessEndingSoon(limit: $limit) {
      total
      items {
        accessEndsAt
        customer {
          userId
          name
          accessExpiresAt
        }
      }
    }
    accessLost(limit: $limit) {
      total
      items {
        accessEndsAt
        customer {
          userId
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OverviewQuery, OverviewQueryVariables>;
export const CustomerHandbookDocument = new TypedDocumentString(`
    query CustomerHandbook($id: ID!) {
  customerHandbook(handbookId: $id) {
    ...TestHandbookFields
  }
}
    fragment TestHandbookFields on Handbook {
  handbookId
  userId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}`) as unknown as TypedDocumentString<CustomerHandbookQuery, CustomerHandbookQueryVariables>;
export const IssueStaffKeyDocument = new TypedDocumentString(`
    mutation IssueStaffKey($name: String!, $role: ApiKeyRole!) {
  issueApiKey(name: $name, role: $role) {
    key
    apiKey {
      keyId
      name
      role
      hint
      createdAt
      revokedAt
    }
  }
}
    `) as unknown as TypedDocumentString<IssueStaffKeyMutation, IssueStaffKeyMutationVariables>;
export const RevokeStaffKeyDocument = new TypedDocumentString(`
    mutation RevokeStaffKey($keyId: ID!) {
  revokeApiKey(keyId: $keyId) {
    keyId
    name
    role
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeStaffKeyMutation, RevokeStaffKeyMutationVariables>;
export const StaffKeyViewerDocument = new TypedDocumentString(`
    query StaffKeyViewer {
  viewer {
    keyId
    keyName
    role
  }
  apiKeys {
    keyId
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<StaffKeyViewerQuery, StaffKeyViewerQueryVariables>;
export const StaffKeyEventsDocument = new TypedDocumentString(`
    query StaffKeyEvents($subjectId: ID) {
  activity(subjectId: $subjectId, limit: 100) {
    events {
      action
      subjectType
      subjectId
      details
      actor {
        kind
        keyId
        keyName
        role
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffKeyEventsQuery, StaffKeyEventsQueryVariables>;
export const StaffViewerDocument = new TypedDocumentString(`
    query StaffViewer {
  viewer {
    keyId
    keyName
    keyHint
    role
    reseller {
      resellerId
      name
    }
  }
  apiKeys {
    keyId
    name
    role
    hint
    createdAt
    lastUsedAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<StaffViewerQuery, StaffViewerQueryVariables>;
export const StaffActivityDocument = new TypedDocumentString(`
    query StaffActivity($actorKeyId: ID) {
  activity(actorKeyId: $actorKeyId, limit: 100) {
    total
    events {
      action
      actor {
        kind
        keyId
        keyName
        role
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffActivityQuery, StaffActivityQueryVariables>;
export const TenantRowsDocument = new TypedDocumentString(`
    query TenantRows {
  handbookCustomers {
    total
    customers {
      userId
    }
  }
  customerTokens {
    total
  }
}
    `) as unknown as TypedDocumentString<TenantRowsQuery, TenantRowsQueryVariables>;
export const IssueDocument = new TypedDocumentString(`
    mutation Issue($userId: ID!, $expiresIn: Int, $label: String) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {
    token
    expiresAt
    issuedToken {
      ...TokenFields
    }
  }
}
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<IssueMutation, IssueMutationVariables>;
export const RenewDocument = new TypedDocumentString(`
    mutation Renew($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {
  renewCustomerToken(
    tokenId: $tokenId
    expiresIn: $expiresIn
    overlapSeconds: $overlapSeconds
  ) {
    token
    expiresAt
    issuedToken {
      ...TokenFields
    }
  }
}
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<RenewMutation, RenewMutationVariables>;
export const RevokeManyDocument = new TypedDocumentString(`
    mutation RevokeMany($tokenIds: [ID!]!) {
  revokeCustomerTokens(tokenIds: $tokenIds) {
    ...TokenFields
  }
}
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<RevokeManyMutation, RevokeManyMutationVariables>;
export const RelabelDocument = new TypedDocumentString(`
    mutation Relabel($tokenId: ID!, $label: String) {
  updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {
    ...TokenFields
  }
}
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<RelabelMutation, RelabelMutationVariables>;
export const ListTokensDocument = new TypedDocumentString(`
    query ListTokens($userId: ID, $status: TokenStatus, $expiringWithinDays: Int, $search: String, $offset: Int, $limit: Int) {
  customerTokens(
    userId: $userId
    status: $status
    expiringWithinDays: $expiringWithinDays
    search: $search
    offset: $offset
    limit: $limit
  ) {
    total
    tokens {
      ...TokenFields
    }
  }
}
    fragment TokenFields on IssuedToken {
  tokenId
  userId
  label
  issuedAt
  expiresAt
  lifetimeSeconds
  revokedAt
  lastUsedAt
  status
  renewedFromId
  renewedById
  customer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<ListTokensQuery, ListTokensQueryVariables>;
export const TypedCustomerDocument = new TypedDocumentString(`
    query TypedCustomer($userId: ID!) {
  handbookCustomer(userId: $userId) {
    userId
    email
  }
}
    `) as unknown as TypedDocumentString<TypedCustomerQuery, TypedCustomerQueryVariables>;
export const CustomerUsageDocument = new TypedDocumentString(`
    query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!, $granularity: UsageGranularity) {
  customerUsage(userId: $userId, from: $from, to: $to, granularity: $granularity) {
    requests
    failed
    buckets {
      start
      requests
      failed
    }
    operations {
      operation
      requests
      failed
    }
    tokens {
      token {
        tokenId
        status
        requestsLast30Days
      }
      requests
      failed
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerUsageQuery, CustomerUsageQueryVariables>;
export const UsageReportDocument = new TypedDocumentString(`
    query UsageReport($month: String!, $offset: Int, $limit: Int, $search: String) {
  usageReport(month: $month, offset: $offset, limit: $limit, search: $search) {
    month
    requests
    failed
    total
    rows {
      customer {
        userId
        name
        email
      }
      requests
      failed
      activeDays
    }
  }
}
    `) as unknown as TypedDocumentString<UsageReportQuery, UsageReportQueryVariables>;
export const RequestsByDayDocument = new TypedDocumentString(`
    query RequestsByDay($days: Int) {
  overview {
    requestsByDay(days: $days) {
      day
      count
    }
  }
}
    `) as unknown as TypedDocumentString<RequestsByDayQuery, RequestsByDayQueryVariables>;
export const TokensWithRequestsDocument = new TypedDocumentString(`
    query TokensWithRequests($userId: ID) {
  customerTokens(userId: $userId, limit: 100) {
    tokens {
      tokenId
      requestsLast30Days
    }
  }
}
    `) as unknown as TypedDocumentString<TokensWithRequestsQuery, TokensWithRequestsQueryVariables>;
export const CreateEndpointDocument = new TypedDocumentString(`
    mutation CreateEndpoint($url: String!, $description: String) {
  createWebhookEndpoint(url: $url, description: $description) {
    secret
    endpoint {
      endpointId
      url
      description
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateEndpointMutation, CreateEndpointMutationVariables>;
export const EndpointsDocument = new TypedDocumentString(`
    query Endpoints {
  webhookEndpoints {
    endpointId
    url
    description
    createdAt
    droppedCount
    enabled
    eventTypes
  }
}
    `) as unknown as TypedDocumentString<EndpointsQuery, EndpointsQueryVariables>;
export const UpdateEndpointDocument = new TypedDocumentString(`
    mutation UpdateEndpoint($id: ID!, $url: String, $description: String, $enabled: Boolean, $eventTypes: [String!]) {
  updateWebhookEndpoint(
    endpointId: $id
    url: $url
    description: $description
    enabled: $enabled
    eventTypes: $eventTypes
  ) {
    endpointId
    url
    description
    enabled
    eventTypes
  }
}
    `) as unknown as TypedDocumentString<UpdateEndpointMutation, UpdateEndpointMutationVariables>;
export const RotateSecretDocument = new TypedDocumentString(`
    mutation RotateSecret($id: ID!) {
  rotateWebhookSecret(endpointId: $id) {
    secret
    endpoint {
      endpointId
    }
  }
}
    `) as unknown as TypedDocumentString<RotateSecretMutation, RotateSecretMutationVariables>;
export const DeleteEndpointDocument = new TypedDocumentString(`
    mutation DeleteEndpoint($id: ID!) {
  deleteWebhookEndpoint(endpointId: $id)
}
    `) as unknown as TypedDocumentString<DeleteEndpointMutation, DeleteEndpointMutationVariables>;
export const SendTestDocument = new TypedDocumentString(`
    mutation SendTest($id: ID!) {
  sendTestWebhook(endpointId: $id)
}
    `) as unknown as TypedDocumentString<SendTestMutation, SendTestMutationVariables>;
export const RedeliverDocument = new TypedDocumentString(`
    mutation Redeliver($id: ID!) {
  redeliverWebhook(deliveryId: $id)
}
    `) as unknown as TypedDocumentString<RedeliverMutation, RedeliverMutationVariables>;
export const DeliveriesDocument = new TypedDocumentString(`
    query Deliveries($id: ID!, $offset: Int, $limit: Int) {
  webhookDeliveries(endpointId: $id, offset: $offset, limit: $limit) {
    total
    deliveries {
      deliveryId
      messageId
      eventType
      status
      attempts
      createdAt
      lastAttemptAt
      nextAttemptAt
      responseStatus
      lastFailure
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveriesQuery, DeliveriesQueryVariables>;
export const EndpointHealthDocument = new TypedDocumentString(`
    query EndpointHealth {
  webhookEndpoints {
    endpointId
    enabled
    health {
      status
      lastSuccessAt
      lastFailureAt
      failingSince
      attemptsLast24Hours
      failedLast24Hours
      disabledAt
      disabledReason
    }
  }
}
    `) as unknown as TypedDocumentString<EndpointHealthQuery, EndpointHealthQueryVariables>;
export const RecoverDocument = new TypedDocumentString(`
    mutation Recover($id: ID!, $since: DateTime!) {
  recoverWebhookDeliveries(endpointId: $id, since: $since)
}
    `) as unknown as TypedDocumentString<RecoverMutation, RecoverMutationVariables>;
export const EnableDocument = new TypedDocumentString(`
    mutation Enable($id: ID!, $enabled: Boolean!) {
  updateWebhookEndpoint(endpointId: $id, enabled: $enabled) {
    endpointId
  }
}
    `) as unknown as TypedDocumentString<EnableMutation, EnableMutationVariables>;