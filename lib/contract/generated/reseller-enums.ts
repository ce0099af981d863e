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