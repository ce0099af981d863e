import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ResellerRecord, ApiKeySummary } from '../resellers/reseller-store';
import type { ResellerPrincipal, ResellerContext } from '../core/context';
import type { CustomerRecord } from '../customers/customer-store';
import type { TokenRecord } from '../tokens/token-store';
import type { HandbookRow } from '../handbooks/handbook-store';
import type { HandbookListParent } from '../handbooks/handbook-fields';
import type { OutdatedHandbookListParent } from '../handbooks/handbook-version-resolvers';
import type { CustomerListParent } from '../customers/customer-resolvers';
import type { TokenListParent } from '../tokens/token-resolvers';
import type { ActivityListParent } from '../activity/activity-resolvers';
import type { ActivityEventRecord } from '../activity/activity-store';
import type { OverviewParent, AccessAttentionParent, AccessAttentionListParent } from '../overview/overview-resolvers';
import type { WebhookEndpointRecord } from '../webhooks/endpoint-store';
import type { WebhookDeliveryRecord } from '../webhooks/delivery-store';
import type { WebhookDeliveryListParent } from '../webhooks/webhook-resolvers';
import type { CustomerUsageParent } from '../usage/customer-usage-resolvers';
import type { UsageReportParent } from '../usage/usage-report-resolvers';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC with a `Z` suffix, for example `2026-11-21T09:30:00.000Z`. */
  DateTime: { input: Date; output: Date; }
};

export type AccessAttention = {
  __typename?: 'AccessAttention';
  /** When the customer's access ends or ended: its last token's expiry, or that token's revocation when sooner. */
  accessEndsAt: Scalars['DateTime']['output'];
  customer: Customer;
};

export type AccessAttentionList = {
  __typename?: 'AccessAttentionList';
  items: Array<AccessAttention>;
  total: Scalars['Int']['output'];
};

export type ActivityActor = {
  __typename?: 'ActivityActor';
  /** The last characters of that key, as the operator's key list shows them (API_KEY). */
  keyHint: Maybe<Scalars['String']['output']>;
  /** The API key that made the change (API_KEY). */
  keyId: Maybe<Scalars['ID']['output']>;
  /** The name of that key's holder when the change was made (API_KEY). */
  keyName: Maybe<Scalars['String']['output']>;
  kind: ActivityActorKind;
  /** That key's role when the change was made (API_KEY). */
  role: Maybe<ApiKeyRole>;
  /** The customer token that made the change (CUSTOMER_TOKEN). */
  tokenId: Maybe<Scalars['ID']['output']>;
};

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
/**
 * One recorded change, written in the same transaction as the change itself. Events are never changed; they
 * are deleted only when older than the service's retention (365 days unless configured otherwise). They never
 * hold a token, a key, a secret or a person's email or name.
 */
export type ActivityEvent = {
  __typename?: 'ActivityEvent';
  /**
   * What was done: `customer.created`, `customer.updated`, `customer.suspended`, `customer.reactivated`,
   * `customer.deleted`, `token.issued`, `token.renewed`, `token.revoked`, `token.labelled`, `handbook.generated`,
   * `handbook.deleted`, `handbook.regenerated`, `webhook.created`, `webhook.updated`, `webhook.secret_rotated`,
   * `webhook.deleted`, `webhook.disabled`, `webhook.recovered`, `key.issued`, `key.revoked`, `reseller.created`
   * or `branding.updated`.
   */
  action: Scalars['String']['output'];
  /** Who did it. */
  actor: ActivityActor;
  /** The client's IP address as the service saw it; null for the operator's command line and the service's own changes. */
  clientAddress: Maybe<Scalars['String']['output']>;
  /** That customer as it is now; null when it has been deleted since, or when the change concerns none. */
  customer: Maybe<Customer>;
  /**
   * A JSON object of non-secret facts about the change, for example `{"lifetimeSeconds":2592000,"label":"Payroll
   * sync"}` for a token or `{"fields":["email"]}` for a customer's update (the names of the changed fields,
   * never their values).
   */
  details: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  /** The id of what was changed (a customer, token, handbook, webhook endpoint, key or the reseller itself). */
  subjectId: Scalars['ID']['output'];
  subjectType: ActivitySubjectType;
  /** The customer the change concerns: the subject itself, or the customer of the token or handbook. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type ActivityList = {
  __typename?: 'ActivityList';
  /** Newest first. */
  events: Array<ActivityEvent>;
  total: Scalars['Int']['output'];
};

export const ActivitySubjectType = {
  ApiKey: 'API_KEY',
  Customer: 'CUSTOMER',
  Handbook: 'HANDBOOK',
  Reseller: 'RESELLER',
  Token: 'TOKEN',
  WebhookEndpoint: 'WEBHOOK_ENDPOINT'
} as const;

export type ActivitySubjectType = typeof ActivitySubjectType[keyof typeof ActivitySubjectType];
/**
 * One of the reseller's API keys. Keys are issued and revoked by the reseller's admins (`issueApiKey`,
 * `revokeApiKey`) or by support; the key itself is never shown again.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  /** The key's last characters, `hbk_…` and four. */
  hint: Scalars['String']['output'];
  keyId: Scalars['ID']['output'];
  /** When the key was last accepted (recorded at most once a minute); null when never. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** Who or what holds it, 1 to 100 characters. */
  name: Scalars['String']['output'];
  /** When it was revoked; null while it works. */
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  role: ApiKeyRole;
};

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
/** How a reseller presents itself on its customers' handbooks. */
export type Branding = {
  __typename?: 'Branding';
  /** The accent colour, `#RRGGBB` in upper case; null when none is set. */
  accentColor: Maybe<Scalars['String']['output']>;
  /** The name shown as the handbook's preparer: the one set, or else the reseller's name. */
  displayName: Scalars['String']['output'];
  /** The logo as a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL; null when none is set. */
  logoDataUrl: Maybe<Scalars['String']['output']>;
};

export type CreatedWebhookEndpoint = {
  __typename?: 'CreatedWebhookEndpoint';
  endpoint: WebhookEndpoint;
  /**
   * The signing secret, `whsec_` and the base64 of 32 random bytes: receivers verify each webhook's
   * `webhook-signature` with it. Shown once: store it now.
   */
  secret: Scalars['String']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  /** When access ran out: the latest expiry of the unrevoked tokens, when all have expired; otherwise null. */
  accessExpiredAt: Maybe<Scalars['DateTime']['output']>;
  /** The latest expiry among active tokens; null when there is none. */
  accessExpiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Tokens neither revoked nor expired. */
  activeTokenCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  handbookCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  status: CustomerStatus;
  /** When the current suspension began; null while the customer is active. */
  suspendedAt: Maybe<Scalars['DateTime']['output']>;
  userId: Scalars['ID']['output'];
};

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
export type CustomerList = {
  __typename?: 'CustomerList';
  customers: Array<Customer>;
  total: Scalars['Int']['output'];
};

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
/**
 * What a customer did with its access. Every Customer API request that presents one of its tokens (active,
 * expired or revoked) is counted, under the first root field of its operation (`operation`, such as
 * `listHandbooks`; empty when the document could not be read) and as failed when it was refused or its answer
 * holds `errors`.
 */
export type CustomerUsage = {
  __typename?: 'CustomerUsage';
  /** Every bucket of the range, oldest first, empty ones as 0. */
  buckets: Array<UsageBucket>;
  failed: Scalars['Int']['output'];
  /** Most requests first. */
  operations: Array<OperationUsage>;
  requests: Scalars['Int']['output'];
  /** The tokens used in the range, most requests first. */
  tokens: Array<TokenUsage>;
};

export type DayCount = {
  __typename?: 'DayCount';
  count: Scalars['Int']['output'];
  /** The first instant of the day, in UTC. */
  day: Scalars['DateTime']['output'];
};

export const EndpointDisabledReason = {
  /** Every attempt failed for days (5 unless the service is configured otherwise), at least 10 of them. */
  Failing: 'FAILING',
  /** Its receiver answered `410 Gone`. */
  Gone: 'GONE',
  /** Disabled with `updateWebhookEndpoint(enabled: false)`. */
  Manual: 'MANUAL'
} as const;

export type EndpointDisabledReason = typeof EndpointDisabledReason[keyof typeof EndpointDisabledReason];
/**
 * An endpoint's health, from the outcomes of its delivery attempts. The service disables an endpoint itself
 * when its receiver answers `410 Gone`, and when every attempt has failed for 5 days (the service's setting)
 * with at least 10 failed attempts: the deliveries waiting for it become FAILED, the activity trail records
 * `webhook.disabled` (actor SERVICE) and the reseller's other enabled endpoints get the event `webhook.disabled`.
 */
export type EndpointHealth = {
  __typename?: 'EndpointHealth';
  /** Attempts made in the last 24 hours (counted by the hour, UTC: the current hour and the 23 before it). */
  attemptsLast24Hours: Scalars['Int']['output'];
  /** When it was disabled; null while enabled. */
  disabledAt: Maybe<Scalars['DateTime']['output']>;
  /** Why it was disabled; null while enabled. */
  disabledReason: Maybe<EndpointDisabledReason>;
  /** Those of them that failed. */
  failedLast24Hours: Scalars['Int']['output'];
  /** The first failed attempt after the last success; null while not failing (and once enabled again). */
  failingSince: Maybe<Scalars['DateTime']['output']>;
  /** The last attempt that failed; null when none has. */
  lastFailureAt: Maybe<Scalars['DateTime']['output']>;
  /** The last attempt answered 2xx; null when none has. */
  lastSuccessAt: Maybe<Scalars['DateTime']['output']>;
  status: EndpointHealthStatus;
};

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
  companyName: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code, one of `handbookCountries`, for example `US`, `GB`, `DE`. */
  country: Scalars['String']['input'];
  /** `YYYY-MM-DD`; today (UTC) when omitted. */
  effectiveDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 1,000,000. */
  employeeCount: Scalars['Int']['input'];
  /** Policy keys from `policyLibrary`; omitted means the standard set (all of them). */
  policies?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A state or province where rules differ, one of the country's `regions`, for example `CA` in the US. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to `<companyName> Employee Handbook`; trimmed, on one line, 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type GeneratedToken = {
  __typename?: 'GeneratedToken';
  expiresAt: Scalars['DateTime']['output'];
  issuedToken: IssuedToken;
  /** The bearer token for `Authorization: Bearer <token>`. Shown once: store it now. */
  token: Scalars['String']['output'];
};

/** A customer's handbook: every field of the Customer API's `Handbook`, plus the customer's `userId`. */
export type Handbook = {
  __typename?: 'Handbook';
  companyName: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The customer the handbook belongs to. */
  customer: Customer;
  /** The date the handbook takes effect, `YYYY-MM-DD`. */
  effectiveDate: Scalars['String']['output'];
  employeeCount: Scalars['Int']['output'];
  handbookId: Scalars['ID']['output'];
  /** The version of the policy library (`policyLibraryVersion`) this version's text was written from. */
  libraryVersion: Scalars['String']['output'];
  /** The whole handbook as one Markdown document. */
  markdown: Scalars['String']['output'];
  /** Whether the text was written from another library version than the current one: `regenerate…` brings it up to date. */
  outdated: Scalars['Boolean']['output'];
  /** Keys of the policies included, in document order. */
  policies: Array<Scalars['String']['output']>;
  region: Maybe<Scalars['String']['output']>;
  sections: Array<HandbookSection>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The customer the handbook belongs to. */
  userId: Scalars['ID']['output'];
  /** Which version of the handbook this is: 1 when generated, one more at each regeneration. */
  version: Scalars['Int']['output'];
  /** Every version of the handbook, newest first (at most 50). */
  versions: Array<HandbookVersion>;
};

/** A country a handbook can be written for (`GenerateHandbookInput.country`). */
export type HandbookCountry = {
  __typename?: 'HandbookCountry';
  /** ISO 3166-1 alpha-2 code. */
  code: Scalars['String']['output'];
  /** Its name in English. */
  name: Scalars['String']['output'];
  /** What its regions are called (`State`, `Province`); null when the library has no rules below the country. */
  regionLabel: Maybe<Scalars['String']['output']>;
  /** The states or provinces with rules of their own (`GenerateHandbookInput.region`), by name; often none. */
  regions: Array<HandbookRegion>;
};

export type HandbookList = {
  __typename?: 'HandbookList';
  handbooks: Array<Handbook>;
  /** How many handbooks the customer has in all. */
  total: Scalars['Int']['output'];
};

/** A state or province with rules of its own. */
export type HandbookRegion = {
  __typename?: 'HandbookRegion';
  /** Its code within the country, for example `CA` (California) in the US. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type HandbookSection = {
  __typename?: 'HandbookSection';
  /** The section's text in Markdown. */
  body: Scalars['String']['output'];
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One version of a handbook, in its history. */
export type HandbookVersion = {
  __typename?: 'HandbookVersion';
  /**
   * The keys of the sections whose text differs from the version before: added, removed or changed (none for
   * version 1).
   */
  changedSectionKeys: Array<Scalars['String']['output']>;
  /** When this version was written. */
  createdAt: Scalars['DateTime']['output'];
  libraryVersion: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A key just issued (`issueApiKey`). */
export type IssuedApiKey = {
  __typename?: 'IssuedApiKey';
  apiKey: ApiKey;
  /** The key itself, for the `X-Api-Token` header. Shown once: hand it over securely now. */
  key: Scalars['String']['output'];
};

export type IssuedToken = {
  __typename?: 'IssuedToken';
  /** The customer the token was issued for. */
  customer: Customer;
  expiresAt: Scalars['DateTime']['output'];
  issuedAt: Scalars['DateTime']['output'];
  /** What the token is for, in the issuer's words; null when none was given. */
  label: Maybe<Scalars['String']['output']>;
  /** When the token was last accepted by the Customer API (recorded at most once a minute). */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The lifetime chosen at issue, in seconds. */
  lifetimeSeconds: Scalars['Int']['output'];
  /** The token that replaced this one; null until it is renewed. */
  renewedById: Maybe<Scalars['ID']['output']>;
  /** The token this one replaced (see `renewCustomerToken`); null when it was not issued by a renewal. */
  renewedFromId: Maybe<Scalars['ID']['output']>;
  /** Customer API requests made with the token in the last 30 days (30 × 24 hours), refused ones included. */
  requestsLast30Days: Scalars['Int']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  status: TokenStatus;
  tokenId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type IssuedTokenList = {
  __typename?: 'IssuedTokenList';
  tokens: Array<IssuedToken>;
  total: Scalars['Int']['output'];
};

export type MonthCount = {
  __typename?: 'MonthCount';
  count: Scalars['Int']['output'];
  /** The first instant of the month, in UTC. */
  monthStart: Scalars['DateTime']['output'];
};

/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates a customer. The email is trimmed, lower-cased, at most 254 characters and must be unique among the
   * reseller's customers; the name is trimmed, 1 to 200 characters.
   */
  createHandbookCustomer: Customer;
  /**
   * Registers a webhook endpoint: every event about the reseller's customers and tokens is sent to it, signed
   * (Standard Webhooks). `url` must be https (http is accepted outside production) and must not point at a
   * loopback, private, link-local or metadata address, now or when a webhook is sent (unless the service
   * allows private addresses, for development); at most 2,000 characters. `description` is trimmed, at most 200 characters. A reseller has at most 10 endpoints.
   * Returns the endpoint and its signing secret, which is shown here once and never again.
   */
  createWebhookEndpoint: CreatedWebhookEndpoint;
  /** Deletes one handbook of one of the reseller's customers and returns its id; NOT_FOUND when unknown. */
  deleteCustomerHandbook: Scalars['ID']['output'];
  /**
   * Deletes a customer for good, with its handbooks and token records, and returns its id: its tokens answer
   * `Invalid token` at once, and its email may be used for a new customer. NOT_FOUND when unknown (including a
   * customer deleted a moment ago).
   */
  deleteHandbookCustomer: Scalars['ID']['output'];
  /** Deletes a webhook endpoint and its deliveries, and returns its id; NOT_FOUND when unknown. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /**
   * Builds a handbook for one of the reseller's customers, with the Customer API's generator and rules
   * (`generateHandbook`): it belongs to the customer and shows in its `listHandbooks`. Allowed while the
   * customer is suspended (suspension stops the customer's own access, not the reseller's work for it).
   * Invalid input is BAD_USER_INPUT naming the field (`input.country`, `input.policies`, …) and stores
   * nothing; NOT_FOUND when the customer is unknown. A customer holds at most 200 handbooks: beyond that,
   * BAD_USER_INPUT until one is deleted.
   */
  generateCustomerHandbook: Handbook;
  /**
   * Issues a bearer token for the Customer API. `expiresIn` is its lifetime in seconds, 60 to 31,536,000
   * (default 2,592,000 = 30 days). `label` says what the token is for: trimmed, at most 100 characters, empty
   * means none. The token itself is returned here once and never again. Fails with code CUSTOMER_SUSPENDED
   * while the customer is suspended.
   */
  generateCustomerToken: GeneratedToken;
  /**
   * Issues an API key to a colleague (ADMIN only): `name` says who or what holds it (trimmed, 1 to 100
   * characters), `role` what it may do. The key itself is returned here once and never again. Activity
   * `key.issued` names the admin who issued it. A role changes by issuing a new key and revoking the old.
   */
  issueApiKey: IssuedApiKey;
  /**
   * Ends a suspension: the customer's tokens that have neither expired nor been revoked work again.
   * Reactivating an active customer changes nothing. NOT_FOUND when unknown.
   */
  reactivateHandbookCustomer: Customer;
  /**
   * Queues again every FAILED delivery of one endpoint created since `since` (as `redeliverWebhook` does each:
   * same body and `webhook-id`; a message already queued again since is not queued twice), oldest first, while
   * fewer than 1,000 deliveries wait for the endpoint, and returns how many it queued. Deliveries older than the
   * service's retention are gone and not counted. BAD_USER_INPUT while the endpoint is disabled (enable it
   * first); NOT_FOUND when unknown.
   */
  recoverWebhookDeliveries: Scalars['Int']['output'];
  /**
   * Queues a delivery again, as a new delivery of the same message (same body and `webhook-id`), and returns
   * the new delivery's id; NOT_FOUND when unknown; RATE_LIMITED when 1,000 deliveries already wait for its
   * endpoint.
   */
  redeliverWebhook: Scalars['ID']['output'];
  /**
   * Writes a new version of one handbook of the reseller's customers from the same input and the current
   * policy library: the same `handbookId`, `version` one more, earlier versions kept
   * (`customerHandbookVersion`). A handbook written from the current library already is returned as it is. A
   * handbook keeps at most 50 versions: beyond that, BAD_USER_INPUT. NOT_FOUND when unknown.
   */
  regenerateCustomerHandbook: Handbook;
  /**
   * Brings 1 to 100 handbooks up to date at once, all or nothing, as `regenerateCustomerHandbook` does each,
   * and returns them in the order given (an id given twice is returned once). When any id is unknown, the
   * call fails with NOT_FOUND and writes nothing.
   */
  regenerateHandbooks: Array<Handbook>;
  /**
   * Issues a token in place of another: for the same customer, with the same label and, unless `expiresIn`
   * says otherwise, the same lifetime. The old token stops working `overlapSeconds` from now (0 to 2,592,000,
   * and never later than its own expiry), so a program can switch tokens without a gap: with 0 it is revoked at
   * once; otherwise its `expiresAt` moves to that moment, after which it answers `Token has expired`. An
   * expired token can be renewed and stays as it was. A token is renewed once: renewing it again, or renewing
   * a revoked token, is BAD_USER_INPUT. NOT_FOUND when unknown; CUSTOMER_SUSPENDED while the customer is
   * suspended.
   */
  renewCustomerToken: GeneratedToken;
  /**
   * Revokes one of the reseller's API keys (ADMIN only): it stops working at once, and a dashboard session
   * signed in with it ends at its next request. Revoking a revoked key changes nothing. NOT_FOUND when the key
   * is unknown (another reseller's keys are unknown here); revoking the reseller's last active ADMIN key is
   * BAD_USER_INPUT, so that a reseller never locks itself out. Activity `key.revoked` names the admin.
   */
  revokeApiKey: ApiKey;
  /** Revokes a token: it stops working at once. Revoking a revoked token changes nothing. */
  revokeCustomerToken: IssuedToken;
  /**
   * Revokes 1 to 100 tokens at once, all or nothing, and returns their records in the order given (an id
   * given twice is returned once). Tokens already revoked stay as they were and are returned with the others.
   * When any id is unknown, the call fails with NOT_FOUND and revokes nothing.
   */
  revokeCustomerTokens: Array<IssuedToken>;
  /**
   * Gives an endpoint a new signing secret, returned here once. For 24 hours deliveries carry both
   * signatures (`webhook-signature: v1,<new> v1,<old>`), so a receiver can switch at its own pace; then only
   * the new one. NOT_FOUND when unknown.
   */
  rotateWebhookSecret: CreatedWebhookEndpoint;
  /**
   * Queues a `webhook.test` event for one endpoint and returns its delivery id; NOT_FOUND when unknown.
   * RATE_LIMITED beyond 5 per endpoint and minute, or when 1,000 deliveries already wait for the endpoint.
   */
  sendTestWebhook: Scalars['ID']['output'];
  /**
   * Suspends a customer: while suspended, every token of the customer answers `Invalid token` on the Customer
   * API, and issuing a token for it fails with code CUSTOMER_SUSPENDED. The reseller still manages the
   * customer and its handbooks. Suspending a suspended customer changes nothing. NOT_FOUND when unknown.
   */
  suspendHandbookCustomer: Customer;
  /**
   * Changes the reseller's branding (API keys with the ADMIN role only); an argument left out keeps its value,
   * and null removes it. `displayName` is trimmed, 1 to 100 characters (removed: the reseller's name is shown).
   * `accentColor` is `#RRGGBB` (six hexadecimal digits). `logo` is a PNG or JPEG file in base64 (its own bytes,
   * not a data URL) of at most 256 KB and 2,000 × 2,000 pixels, checked by its bytes: a truncated or damaged
   * file, anything else (an SVG, say) or bytes after the image's end are refused. Each invalid argument is
   * BAD_USER_INPUT naming it, and changes nothing.
   */
  updateBranding: Branding;
  /**
   * Changes what a token is said to be for, after it was issued: the rules of `generateCustomerToken`'s
   * `label` (trimmed, at most 100 characters); null or empty clears it. The token itself is unchanged.
   * NOT_FOUND when unknown.
   */
  updateCustomerTokenLabel: IssuedToken;
  /**
   * Changes a customer's email, name or both, with the rules of `createHandbookCustomer`; an argument left out
   * (or null) keeps its value. NOT_FOUND when the customer is unknown.
   */
  updateHandbookCustomer: Customer;
  /**
   * Changes an endpoint: only the arguments given change (`description: null` removes it). `url` follows the
   * rules of `createWebhookEndpoint`. `enabled: false` stops queueing anything for the endpoint (what waits
   * is still sent); `enabled: true` on a disabled endpoint also clears its failing state (`health`); `eventTypes` are the events it receives, each one of `WebhookDelivery.eventType`'s names
   * (an empty list: every event). NOT_FOUND when unknown; BAD_USER_INPUT naming the field otherwise.
   */
  updateWebhookEndpoint: WebhookEndpoint;
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationCreateHandbookCustomerArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationCreateWebhookEndpointArgs = {
  description: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationDeleteCustomerHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationDeleteHandbookCustomerArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationDeleteWebhookEndpointArgs = {
  endpointId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationGenerateCustomerHandbookArgs = {
  input: GenerateHandbookInput;
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationGenerateCustomerTokenArgs = {
  expiresIn?: InputMaybe<Scalars['Int']['input']>;
  label: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationIssueApiKeyArgs = {
  name: Scalars['String']['input'];
  role: ApiKeyRole;
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationReactivateHandbookCustomerArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRecoverWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  since: Scalars['DateTime']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRegenerateCustomerHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRegenerateHandbooksArgs = {
  handbookIds: Array<Scalars['ID']['input']>;
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRenewCustomerTokenArgs = {
  expiresIn: InputMaybe<Scalars['Int']['input']>;
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
  tokenId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRevokeApiKeyArgs = {
  keyId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRevokeCustomerTokenArgs = {
  tokenId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRevokeCustomerTokensArgs = {
  tokenIds: Array<Scalars['ID']['input']>;
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationRotateWebhookSecretArgs = {
  endpointId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationSuspendHandbookCustomerArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationUpdateBrandingArgs = {
  accentColor: InputMaybe<Scalars['String']['input']>;
  displayName: InputMaybe<Scalars['String']['input']>;
  logo: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationUpdateCustomerTokenLabelArgs = {
  label: InputMaybe<Scalars['String']['input']>;
  tokenId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationUpdateHandbookCustomerArgs = {
  email: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/**
 * Every operation a key's role does not allow (see `ApiKeyRole`) is refused whole, before anything runs: HTTP
 * 403, no `data`, message `This API key's role does not allow this operation.`, code FORBIDDEN.
 */
export type MutationUpdateWebhookEndpointArgs = {
  description: InputMaybe<Scalars['String']['input']>;
  enabled: InputMaybe<Scalars['Boolean']['input']>;
  endpointId: Scalars['ID']['input'];
  eventTypes: InputMaybe<Array<Scalars['String']['input']>>;
  url: InputMaybe<Scalars['String']['input']>;
};

export type OperationUsage = {
  __typename?: 'OperationUsage';
  failed: Scalars['Int']['output'];
  operation: Scalars['String']['output'];
  requests: Scalars['Int']['output'];
};

/** A page of outdated handbooks (`outdatedHandbooks`). */
export type OutdatedHandbookList = {
  __typename?: 'OutdatedHandbookList';
  handbooks: Array<Handbook>;
  /** How many of the reseller's handbooks are outdated in all. */
  total: Scalars['Int']['output'];
};

/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type Overview = {
  __typename?: 'Overview';
  /**
   * Customers whose access ends within the next 7 days, with no token that lasts longer: soonest first.
   * `limit` is 1 to 100.
   */
  accessEndingSoon: AccessAttentionList;
  /**
   * Customers whose access ended in the last 30 days (their last token expired or was revoked) and who have no
   * active token since: most recent first. `limit` is 1 to 100.
   */
  accessLost: AccessAttentionList;
  activeTokenCount: Scalars['Int']['output'];
  customerCount: Scalars['Int']['output'];
  /**
   * Customers created in each of the last `months` calendar months (1 to 24, in UTC), the current one last.
   * Deleted customers are not counted.
   */
  customersByMonth: Array<MonthCount>;
  /** Customers with no active token. */
  customersWithoutAccess: Scalars['Int']['output'];
  /**
   * Active tokens by the week they expire in, for the coming `weeks` (1 to 52): the first week starts today at
   * 00:00 UTC (and holds the tokens still active today), each lasts 7 days.
   */
  expiriesByWeek: Array<WeekCount>;
  /** Active tokens that expire within the next 7 days (7 × 24 hours from now). */
  expiringWithin7Days: Scalars['Int']['output'];
  /** Handbooks written from another policy library version than the current one (`outdatedHandbooks`). */
  outdatedHandbookCount: Scalars['Int']['output'];
  /** Customer API requests of all customers on each of the last `days` days (1 to 92, UTC), today last. */
  requestsByDay: Array<DayCount>;
};


/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type OverviewAccessEndingSoonArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type OverviewAccessLostArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type OverviewCustomersByMonthArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type OverviewExpiriesByWeekArgs = {
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The reseller's customers and tokens at a glance. "Active" tokens are neither revoked nor expired, nor
 * superseded: a token renewed with an overlap still works until the overlap ends, but its successor carries
 * the access on, so only the successor counts. A customer has access while it has an active token.
 */
export type OverviewRequestsByDayArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

export type Policy = {
  __typename?: 'Policy';
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The audit trail: every change to the reseller's customers, tokens, handbooks, webhook endpoints and keys,
   * newest first, whoever made it (one of its API keys, a customer's token on the Customer API, or the
   * operator). `subjectId` keeps the events about that id; a customer's `userId` also finds the events of its
   * tokens and handbooks. `action` keeps one kind of change (see `ActivityEvent.action`). `from` and `to` keep
   * the events that occurred in `[from, to)`; either may be left out, and `from` must be before `to`. `limit` is
   * 1 to 100.
   */
  activity: ActivityList;
  /**
   * The reseller's API keys, oldest first, revoked ones included: every key for an ADMIN key, only the
   * caller's own for the other roles.
   */
  apiKeys: Array<ApiKey>;
  /** How the reseller presents itself on its customers' handbooks (their cover), defaults included. */
  branding: Branding;
  /** One handbook of one of the reseller's customers, with its full text; null when the id is unknown. */
  customerHandbook: Maybe<Handbook>;
  /**
   * One version of one handbook of the reseller's customers, earlier ones included, with its text; null when
   * the handbook or that version does not exist.
   */
  customerHandbookVersion: Maybe<Handbook>;
  /** One customer's handbooks, newest first; null when the customer is unknown. `limit` is 1 to 100. */
  customerHandbooks: Maybe<HandbookList>;
  /**
   * Issued customer tokens, soonest expiry first: one customer's, or every customer's when `userId` is
   * omitted. `expiringWithinDays` keeps active tokens that expire within that many days (1 to 365).
   * `search` (at most 200 characters) keeps the tokens whose customer's name or email, or whose label, holds it
   * (ignoring case), and the token or customer with exactly that `tokenId` or `userId`. `includeRenewed: false`
   * leaves out the tokens already replaced by a renewal (`renewedById` set), as the overview's figures do.
   */
  customerTokens: IssuedTokenList;
  /**
   * One customer's Customer API requests from `from` to `to` (UTC) in buckets of `granularity`; null when the
   * customer is unknown. `from` rounds down and `to` up to a bucket's edge; `from` must be before `to`, and the
   * range at most 92 days by DAY, 7 days by HOUR. Counts reach the service within about 10 seconds.
   */
  customerUsage: Maybe<CustomerUsage>;
  /** The countries the policy library covers, by name, each with the states or provinces it has rules of its own for. */
  handbookCountries: Array<HandbookCountry>;
  /** One customer, or null when the id is unknown (another reseller's customers are unknown here). */
  handbookCustomer: Maybe<Customer>;
  /**
   * The reseller's customers matching `search` (a case-insensitive substring of name or email, or a customer's
   * exact `userId`), `status` and `access`, one page of them, with `total` counting every match. `limit` is 1
   * to 100.
   */
  handbookCustomers: CustomerList;
  /**
   * The handbooks of the reseller's customers that were written from another policy library version than the
   * current one, oldest library first (then the longest unchanged first), one page of them with `total`
   * counting all. `limit` is 1 to 100.
   */
  outdatedHandbooks: OutdatedHandbookList;
  /** The reseller's figures at a glance: the dashboard's home page in one query. */
  overview: Overview;
  /** The policies a handbook can contain, in the order a handbook presents them (the Customer API's list). */
  policyLibrary: Array<Policy>;
  /**
   * The version of the policy library the generator writes from now (the Customer API's). It changes whenever
   * any text the generator can write changes; a handbook written from another version is `outdated`.
   */
  policyLibraryVersion: Scalars['String']['output'];
  /** The calling reseller. */
  reseller: Reseller;
  /**
   * The customers with at least one Customer API request in `month` (`YYYY-MM`, UTC: the current month or one
   * of the 13 before it), most requests first, one page of them with `total` counting all. `limit` is 1 to 100.
   * `search` (at most 200 characters) keeps the customers whose name or email holds it (ignoring case), or
   * whose `userId` it is; the month's `requests` and `failed` stay every customer's.
   */
  usageReport: UsageReport;
  /** Who is calling: the API key the request carries, its holder's name and role, and its reseller. */
  viewer: Viewer;
  /**
   * Deliveries to one of the reseller's webhook endpoints, newest first, one page of them with `total` counting
   * all; null when the endpoint is unknown. `limit` is 1 to 100.
   */
  webhookDeliveries: Maybe<WebhookDeliveryList>;
  /** The reseller's webhook endpoints, oldest first. */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type QueryActivityArgs = {
  action: InputMaybe<Scalars['String']['input']>;
  actorKeyId: InputMaybe<Scalars['ID']['input']>;
  from: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  subjectId: InputMaybe<Scalars['ID']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryCustomerHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};


export type QueryCustomerHandbookVersionArgs = {
  handbookId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type QueryCustomerHandbooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryCustomerTokensArgs = {
  expiringWithinDays: InputMaybe<Scalars['Int']['input']>;
  includeRenewed?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<TokenStatus>;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomerUsageArgs = {
  from: Scalars['DateTime']['input'];
  granularity?: InputMaybe<UsageGranularity>;
  to: Scalars['DateTime']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryHandbookCustomerArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryHandbookCustomersArgs = {
  access: InputMaybe<CustomerAccess>;
  direction?: InputMaybe<SortDirection>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
  status: InputMaybe<CustomerStatus>;
};


export type QueryOutdatedHandbooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsageReportArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  month: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type Reseller = {
  __typename?: 'Reseller';
  createdAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  resellerId: Scalars['ID']['output'];
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
export type TokenUsage = {
  __typename?: 'TokenUsage';
  failed: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
  token: IssuedToken;
};

export type UsageBucket = {
  __typename?: 'UsageBucket';
  failed: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
  /** The bucket's first instant, in UTC. */
  start: Scalars['DateTime']['output'];
};

export const UsageGranularity = {
  Day: 'DAY',
  Hour: 'HOUR'
} as const;

export type UsageGranularity = typeof UsageGranularity[keyof typeof UsageGranularity];
export type UsageReport = {
  __typename?: 'UsageReport';
  failed: Scalars['Int']['output'];
  /** The month reported, `YYYY-MM`. */
  month: Scalars['String']['output'];
  /** Every customer's requests that month. */
  requests: Scalars['Int']['output'];
  rows: Array<UsageReportRow>;
  /** Customers with at least one request that month (that `search` keeps). */
  total: Scalars['Int']['output'];
};

export type UsageReportRow = {
  __typename?: 'UsageReportRow';
  /** Days (UTC) of the month with at least one request. */
  activeDays: Scalars['Int']['output'];
  customer: Customer;
  failed: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
};

/** The API key a request carries, and who holds it. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The key's last characters (`hbk_…` and four), as the key list shows them. */
  keyHint: Scalars['String']['output'];
  keyId: Scalars['ID']['output'];
  /** Who or what holds the key (1 to 100 characters), as named when it was issued. */
  keyName: Scalars['String']['output'];
  reseller: Reseller;
  role: ApiKeyRole;
};

/**
 * One event sent to one endpoint. Attempts are retried with growing delays (5 s, 1 min, 5 min, 30 min, 2 h,
 * 8 h, 24 h) until the endpoint answers 2xx within 10 seconds; after the last, the delivery is FAILED. Every
 * attempt carries the same `webhook-id` (`messageId`), so a receiver can ignore a message it has already had.
 */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveryId: Scalars['ID']['output'];
  /**
   * `token.expiring`, `token.expired`, `token.issued`, `token.renewed`, `token.revoked`, `customer.created`,
   * `customer.deleted`, `webhook.disabled` (another endpoint of the reseller was disabled by the service; `data`:
   * `endpointId`, `url`, `reason`) or `webhook.test`.
   */
  eventType: Scalars['String']['output'];
  lastAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt got no answer; null when it got one, or before the first attempt. */
  lastFailure: Maybe<WebhookDeliveryFailure>;
  /** The message's `webhook-id`; a redelivery keeps it. */
  messageId: Scalars['ID']['output'];
  /** When the next attempt is due; null once DELIVERED or FAILED. */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** The HTTP status of the last attempt's answer; null when it got none. */
  responseStatus: Maybe<Scalars['Int']['output']>;
  status: WebhookDeliveryStatus;
};

export const WebhookDeliveryFailure = {
  /** The endpoint's host resolved to a loopback, private, link-local or metadata address. */
  AddressRefused: 'ADDRESS_REFUSED',
  /** No answer within 10 seconds. */
  Timeout: 'TIMEOUT',
  /** The connection failed (name not found, refused, reset, TLS error). */
  Unreachable: 'UNREACHABLE'
} as const;

export type WebhookDeliveryFailure = typeof WebhookDeliveryFailure[keyof typeof WebhookDeliveryFailure];
export type WebhookDeliveryList = {
  __typename?: 'WebhookDeliveryList';
  /** Newest first. */
  deliveries: Array<WebhookDelivery>;
  total: Scalars['Int']['output'];
};

export const WebhookDeliveryStatus = {
  /** The endpoint answered 2xx. */
  Delivered: 'DELIVERED',
  /** Every attempt failed; `redeliverWebhook` queues it again. */
  Failed: 'FAILED',
  /** Waiting for its next attempt. */
  Pending: 'PENDING'
} as const;

export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus[keyof typeof WebhookDeliveryStatus];
/** An address the reseller's webhooks are sent to. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  /**
   * Events not sent to this endpoint because 1,000 deliveries were already waiting for it (its receiver down
   * or slow); they are not queued later. A test or redelivery refused for that reason (RATE_LIMITED) is not
   * counted: the caller was told.
   */
  droppedCount: Scalars['Int']['output'];
  /** False once disabled: nothing is queued for it until it is enabled again. */
  enabled: Scalars['Boolean']['output'];
  endpointId: Scalars['ID']['output'];
  /** The event types it receives; empty: every event. */
  eventTypes: Array<Scalars['String']['output']>;
  /** How its receiver has answered lately, and whether the service has stopped sending to it. */
  health: EndpointHealth;
  url: Scalars['String']['output'];
};

export type WeekCount = {
  __typename?: 'WeekCount';
  count: Scalars['Int']['output'];
  weekStart: Scalars['DateTime']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessAttention: ResolverTypeWrapper<AccessAttentionParent>;
  AccessAttentionList: ResolverTypeWrapper<AccessAttentionListParent>;
  ActivityActor: ResolverTypeWrapper<ActivityEventRecord>;
  ActivityActorKind: ActivityActorKind;
  ActivityEvent: ResolverTypeWrapper<ActivityEventRecord>;
  ActivityList: ResolverTypeWrapper<ActivityListParent>;
  ActivitySubjectType: ActivitySubjectType;
  ApiKey: ResolverTypeWrapper<ApiKeySummary>;
  ApiKeyRole: ApiKeyRole;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branding: ResolverTypeWrapper<Branding>;
  CreatedWebhookEndpoint: ResolverTypeWrapper<Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  CustomerAccess: CustomerAccess;
  CustomerList: ResolverTypeWrapper<CustomerListParent>;
  CustomerSort: CustomerSort;
  CustomerStatus: CustomerStatus;
  CustomerUsage: ResolverTypeWrapper<CustomerUsageParent>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayCount: ResolverTypeWrapper<DayCount>;
  EndpointDisabledReason: EndpointDisabledReason;
  EndpointHealth: ResolverTypeWrapper<EndpointHealth>;
  EndpointHealthStatus: EndpointHealthStatus;
  GenerateHandbookInput: GenerateHandbookInput;
  GeneratedToken: ResolverTypeWrapper<Omit<GeneratedToken, 'issuedToken'> & { issuedToken: ResolversTypes['IssuedToken'] }>;
  Handbook: ResolverTypeWrapper<HandbookRow>;
  HandbookCountry: ResolverTypeWrapper<HandbookCountry>;
  HandbookList: ResolverTypeWrapper<HandbookListParent>;
  HandbookRegion: ResolverTypeWrapper<HandbookRegion>;
  HandbookSection: ResolverTypeWrapper<HandbookSection>;
  HandbookVersion: ResolverTypeWrapper<HandbookVersion>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuedApiKey: ResolverTypeWrapper<Omit<IssuedApiKey, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  IssuedToken: ResolverTypeWrapper<TokenRecord>;
  IssuedTokenList: ResolverTypeWrapper<TokenListParent>;
  MonthCount: ResolverTypeWrapper<MonthCount>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OperationUsage: ResolverTypeWrapper<OperationUsage>;
  OutdatedHandbookList: ResolverTypeWrapper<OutdatedHandbookListParent>;
  Overview: ResolverTypeWrapper<OverviewParent>;
  Policy: ResolverTypeWrapper<Policy>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reseller: ResolverTypeWrapper<ResellerRecord>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenStatus: TokenStatus;
  TokenUsage: ResolverTypeWrapper<Omit<TokenUsage, 'token'> & { token: ResolversTypes['IssuedToken'] }>;
  UsageBucket: ResolverTypeWrapper<UsageBucket>;
  UsageGranularity: UsageGranularity;
  UsageReport: ResolverTypeWrapper<UsageReportParent>;
  UsageReportRow: ResolverTypeWrapper<Omit<UsageReportRow, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  Viewer: ResolverTypeWrapper<ResellerPrincipal>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRecord>;
  WebhookDeliveryFailure: WebhookDeliveryFailure;
  WebhookDeliveryList: ResolverTypeWrapper<WebhookDeliveryListParent>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointRecord>;
  WeekCount: ResolverTypeWrapper<WeekCount>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessAttention: AccessAttentionParent;
  AccessAttentionList: AccessAttentionListParent;
  ActivityActor: ActivityEventRecord;
  ActivityEvent: ActivityEventRecord;
  ActivityList: ActivityListParent;
  ApiKey: ApiKeySummary;
  Boolean: Scalars['Boolean']['output'];
  Branding: Branding;
  CreatedWebhookEndpoint: Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  Customer: CustomerRecord;
  CustomerList: CustomerListParent;
  CustomerUsage: CustomerUsageParent;
  DateTime: Scalars['DateTime']['output'];
  DayCount: DayCount;
  EndpointHealth: EndpointHealth;
  GenerateHandbookInput: GenerateHandbookInput;
  GeneratedToken: Omit<GeneratedToken, 'issuedToken'> & { issuedToken: ResolversParentTypes['IssuedToken'] };
  Handbook: HandbookRow;
  HandbookCountry: HandbookCountry;
  HandbookList: HandbookListParent;
  HandbookRegion: HandbookRegion;
  HandbookSection: HandbookSection;
  HandbookVersion: HandbookVersion;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssuedApiKey: Omit<IssuedApiKey, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  IssuedToken: TokenRecord;
  IssuedTokenList: TokenListParent;
  MonthCount: MonthCount;
  Mutation: Record<PropertyKey, never>;
  OperationUsage: OperationUsage;
  OutdatedHandbookList: OutdatedHandbookListParent;
  Overview: OverviewParent;
  Policy: Policy;
  Query: Record<PropertyKey, never>;
  Reseller: ResellerRecord;
  String: Scalars['String']['output'];
  TokenUsage: Omit<TokenUsage, 'token'> & { token: ResolversParentTypes['IssuedToken'] };
  UsageBucket: UsageBucket;
  UsageReport: UsageReportParent;
  UsageReportRow: Omit<UsageReportRow, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  Viewer: ResellerPrincipal;
  WebhookDelivery: WebhookDeliveryRecord;
  WebhookDeliveryList: WebhookDeliveryListParent;
  WebhookEndpoint: WebhookEndpointRecord;
  WeekCount: WeekCount;
};

export type AccessAttentionResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['AccessAttention'] = ResolversParentTypes['AccessAttention']> = {
  accessEndsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type AccessAttentionListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['AccessAttentionList'] = ResolversParentTypes['AccessAttentionList']> = {
  items?: Resolver<Array<ResolversTypes['AccessAttention']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActivityActorResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['ActivityActor'] = ResolversParentTypes['ActivityActor']> = {
  keyHint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  keyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityActorKind'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['ApiKeyRole']>, ParentType, ContextType>;
  tokenId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ActivityEventResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['ActivityEvent'] = ResolversParentTypes['ActivityEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['ActivityActor'], ParentType, ContextType>;
  clientAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['ActivitySubjectType'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ActivityListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['ActivityList'] = ResolversParentTypes['ActivityList']> = {
  events?: Resolver<Array<ResolversTypes['ActivityEvent']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ApiKeyRole'], ParentType, ContextType>;
};

export type BrandingResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Branding'] = ResolversParentTypes['Branding']> = {
  accentColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoDataUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedWebhookEndpointResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['CreatedWebhookEndpoint'] = ResolversParentTypes['CreatedWebhookEndpoint']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  accessExpiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  accessExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activeTokenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handbookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  suspendedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['CustomerList'] = ResolversParentTypes['CustomerList']> = {
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerUsageResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['CustomerUsage'] = ResolversParentTypes['CustomerUsage']> = {
  buckets?: Resolver<Array<ResolversTypes['UsageBucket']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['OperationUsage']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokens?: Resolver<Array<ResolversTypes['TokenUsage']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayCountResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['DayCount'] = ResolversParentTypes['DayCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EndpointHealthResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['EndpointHealth'] = ResolversParentTypes['EndpointHealth']> = {
  attemptsLast24Hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['EndpointDisabledReason']>, ParentType, ContextType>;
  failedLast24Hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastFailureAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSuccessAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EndpointHealthStatus'], ParentType, ContextType>;
};

export type GeneratedTokenResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['GeneratedToken'] = ResolversParentTypes['GeneratedToken']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedToken?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Handbook'] = ResolversParentTypes['Handbook']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  handbookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  policies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['HandbookSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['HandbookVersion']>, ParentType, ContextType>;
};

export type HandbookCountryResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['HandbookCountry'] = ResolversParentTypes['HandbookCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['HandbookRegion']>, ParentType, ContextType>;
};

export type HandbookListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['HandbookList'] = ResolversParentTypes['HandbookList']> = {
  handbooks?: Resolver<Array<ResolversTypes['Handbook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HandbookRegionResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['HandbookRegion'] = ResolversParentTypes['HandbookRegion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookSectionResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['HandbookSection'] = ResolversParentTypes['HandbookSection']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookVersionResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['HandbookVersion'] = ResolversParentTypes['HandbookVersion']> = {
  changedSectionKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  libraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IssuedApiKeyResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['IssuedApiKey'] = ResolversParentTypes['IssuedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IssuedTokenResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['IssuedToken'] = ResolversParentTypes['IssuedToken']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lifetimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  renewedFromId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestsLast30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TokenStatus'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IssuedTokenListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['IssuedTokenList'] = ResolversParentTypes['IssuedTokenList']> = {
  tokens?: Resolver<Array<ResolversTypes['IssuedToken']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonthCountResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['MonthCount'] = ResolversParentTypes['MonthCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createHandbookCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateHandbookCustomerArgs, 'email' | 'name'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'url'>>;
  deleteCustomerHandbook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCustomerHandbookArgs, 'handbookId'>>;
  deleteHandbookCustomer?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteHandbookCustomerArgs, 'userId'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'endpointId'>>;
  generateCustomerHandbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, RequireFields<MutationGenerateCustomerHandbookArgs, 'input' | 'userId'>>;
  generateCustomerToken?: Resolver<ResolversTypes['GeneratedToken'], ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenArgs, 'expiresIn' | 'userId'>>;
  issueApiKey?: Resolver<ResolversTypes['IssuedApiKey'], ParentType, ContextType, RequireFields<MutationIssueApiKeyArgs, 'name' | 'role'>>;
  reactivateHandbookCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationReactivateHandbookCustomerArgs, 'userId'>>;
  recoverWebhookDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecoverWebhookDeliveriesArgs, 'endpointId' | 'since'>>;
  redeliverWebhook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  regenerateCustomerHandbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, RequireFields<MutationRegenerateCustomerHandbookArgs, 'handbookId'>>;
  regenerateHandbooks?: Resolver<Array<ResolversTypes['Handbook']>, ParentType, ContextType, RequireFields<MutationRegenerateHandbooksArgs, 'handbookIds'>>;
  renewCustomerToken?: Resolver<ResolversTypes['GeneratedToken'], ParentType, ContextType, RequireFields<MutationRenewCustomerTokenArgs, 'overlapSeconds' | 'tokenId'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'keyId'>>;
  revokeCustomerToken?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType, RequireFields<MutationRevokeCustomerTokenArgs, 'tokenId'>>;
  revokeCustomerTokens?: Resolver<Array<ResolversTypes['IssuedToken']>, ParentType, ContextType, RequireFields<MutationRevokeCustomerTokensArgs, 'tokenIds'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'endpointId'>>;
  sendTestWebhook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'endpointId'>>;
  suspendHandbookCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSuspendHandbookCustomerArgs, 'userId'>>;
  updateBranding?: Resolver<ResolversTypes['Branding'], ParentType, ContextType, Partial<MutationUpdateBrandingArgs>>;
  updateCustomerTokenLabel?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType, RequireFields<MutationUpdateCustomerTokenLabelArgs, 'tokenId'>>;
  updateHandbookCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateHandbookCustomerArgs, 'userId'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'endpointId'>>;
};

export type OperationUsageResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['OperationUsage'] = ResolversParentTypes['OperationUsage']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutdatedHandbookListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['OutdatedHandbookList'] = ResolversParentTypes['OutdatedHandbookList']> = {
  handbooks?: Resolver<Array<ResolversTypes['Handbook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OverviewResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  accessEndingSoon?: Resolver<ResolversTypes['AccessAttentionList'], ParentType, ContextType, RequireFields<OverviewAccessEndingSoonArgs, 'limit'>>;
  accessLost?: Resolver<ResolversTypes['AccessAttentionList'], ParentType, ContextType, RequireFields<OverviewAccessLostArgs, 'limit'>>;
  activeTokenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customersByMonth?: Resolver<Array<ResolversTypes['MonthCount']>, ParentType, ContextType, RequireFields<OverviewCustomersByMonthArgs, 'months'>>;
  customersWithoutAccess?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiriesByWeek?: Resolver<Array<ResolversTypes['WeekCount']>, ParentType, ContextType, RequireFields<OverviewExpiriesByWeekArgs, 'weeks'>>;
  expiringWithin7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outdatedHandbookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsByDay?: Resolver<Array<ResolversTypes['DayCount']>, ParentType, ContextType, RequireFields<OverviewRequestsByDayArgs, 'days'>>;
};

export type PolicyResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Policy'] = ResolversParentTypes['Policy']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activity?: Resolver<ResolversTypes['ActivityList'], ParentType, ContextType, RequireFields<QueryActivityArgs, 'limit' | 'offset'>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  branding?: Resolver<ResolversTypes['Branding'], ParentType, ContextType>;
  customerHandbook?: Resolver<Maybe<ResolversTypes['Handbook']>, ParentType, ContextType, RequireFields<QueryCustomerHandbookArgs, 'handbookId'>>;
  customerHandbookVersion?: Resolver<Maybe<ResolversTypes['Handbook']>, ParentType, ContextType, RequireFields<QueryCustomerHandbookVersionArgs, 'handbookId' | 'version'>>;
  customerHandbooks?: Resolver<Maybe<ResolversTypes['HandbookList']>, ParentType, ContextType, RequireFields<QueryCustomerHandbooksArgs, 'limit' | 'offset' | 'userId'>>;
  customerTokens?: Resolver<ResolversTypes['IssuedTokenList'], ParentType, ContextType, RequireFields<QueryCustomerTokensArgs, 'includeRenewed' | 'limit' | 'offset'>>;
  customerUsage?: Resolver<Maybe<ResolversTypes['CustomerUsage']>, ParentType, ContextType, RequireFields<QueryCustomerUsageArgs, 'from' | 'granularity' | 'to' | 'userId'>>;
  handbookCountries?: Resolver<Array<ResolversTypes['HandbookCountry']>, ParentType, ContextType>;
  handbookCustomer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryHandbookCustomerArgs, 'userId'>>;
  handbookCustomers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, RequireFields<QueryHandbookCustomersArgs, 'direction' | 'limit' | 'offset' | 'sort'>>;
  outdatedHandbooks?: Resolver<ResolversTypes['OutdatedHandbookList'], ParentType, ContextType, RequireFields<QueryOutdatedHandbooksArgs, 'limit' | 'offset'>>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType>;
  policyLibrary?: Resolver<Array<ResolversTypes['Policy']>, ParentType, ContextType>;
  policyLibraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reseller?: Resolver<ResolversTypes['Reseller'], ParentType, ContextType>;
  usageReport?: Resolver<ResolversTypes['UsageReport'], ParentType, ContextType, RequireFields<QueryUsageReportArgs, 'limit' | 'month' | 'offset'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Maybe<ResolversTypes['WebhookDeliveryList']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId' | 'limit' | 'offset'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type ResellerResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Reseller'] = ResolversParentTypes['Reseller']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TokenUsageResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['TokenUsage'] = ResolversParentTypes['TokenUsage']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType>;
};

export type UsageBucketResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['UsageBucket'] = ResolversParentTypes['UsageBucket']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UsageReportResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['UsageReport'] = ResolversParentTypes['UsageReport']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['UsageReportRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageReportRowResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['UsageReportRow'] = ResolversParentTypes['UsageReportRow']> = {
  activeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  keyHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reseller?: Resolver<ResolversTypes['Reseller'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ApiKeyRole'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastFailure?: Resolver<Maybe<ResolversTypes['WebhookDeliveryFailure']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookDeliveryListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['WebhookDeliveryList'] = ResolversParentTypes['WebhookDeliveryList']> = {
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  droppedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['EndpointHealth'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WeekCountResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['WeekCount'] = ResolversParentTypes['WeekCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ResellerContext> = {
  AccessAttention?: AccessAttentionResolvers<ContextType>;
  AccessAttentionList?: AccessAttentionListResolvers<ContextType>;
  ActivityActor?: ActivityActorResolvers<ContextType>;
  ActivityEvent?: ActivityEventResolvers<ContextType>;
  ActivityList?: ActivityListResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  Branding?: BrandingResolvers<ContextType>;
  CreatedWebhookEndpoint?: CreatedWebhookEndpointResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  CustomerUsage?: CustomerUsageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayCount?: DayCountResolvers<ContextType>;
  EndpointHealth?: EndpointHealthResolvers<ContextType>;
  GeneratedToken?: GeneratedTokenResolvers<ContextType>;
  Handbook?: HandbookResolvers<ContextType>;
  HandbookCountry?: HandbookCountryResolvers<ContextType>;
  HandbookList?: HandbookListResolvers<ContextType>;
  HandbookRegion?: HandbookRegionResolvers<ContextType>;
  HandbookSection?: HandbookSectionResolvers<ContextType>;
  HandbookVersion?: HandbookVersionResolvers<ContextType>;
  IssuedApiKey?: IssuedApiKeyResolvers<ContextType>;
  IssuedToken?: IssuedTokenResolvers<ContextType>;
  IssuedTokenList?: IssuedTokenListResolvers<ContextType>;
  MonthCount?: MonthCountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OperationUsage?: OperationUsageResolvers<ContextType>;
  OutdatedHandbookList?: OutdatedHandbookListResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  Policy?: PolicyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reseller?: ResellerResolvers<ContextType>;
  TokenUsage?: TokenUsageResolvers<ContextType>;
  UsageBucket?: UsageBucketResolvers<ContextType>;
  UsageReport?: UsageReportResolvers<ContextType>;
  UsageReportRow?: UsageReportRowResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryList?: WebhookDeliveryListResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WeekCount?: WeekCountResolvers<ContextType>;
};

