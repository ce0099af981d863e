import { sql } from 'drizzle-orm';
import {
  date,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EndpointDisabledReason,
  WebhookDeliveryFailure,
  WebhookDeliveryStatus,
} from '../generated/reseller-types';

const timestamps = { mode: 'date', withTimezone: true, precision: 3 } as const;

export const resellers = pgTable('resellers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', timestamps).notNull(),
  // Kept by triggers on `customers` (migration 0004), so the unfiltered total is one row read, not a count of
  // every customer of the reseller (about 12 ms at 100,000 customers).
  customerCount: integer('customer_count').notNull().default(0),
  // The suspended ones among them, kept by the same triggers (migration 0007): status totals cost no count.
  suspendedCustomerCount: integer('suspended_customer_count').notNull().default(0),
});

/**
 * How a reseller presents itself on its customers' handbooks (`branding` on the Reseller API). No row, or a
 * null column, means the default: the reseller's name, no accent colour, no logo. A table of its own so that
 * the reseller row, read with every key, never carries a logo.
 */
export const resellerBranding = pgTable('reseller_branding', {
  resellerId: text('reseller_id')
    .primaryKey()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  accentColor: text('accent_color'),
  // The checked image as the data URL the API answers (at most 256 KB of image, about 350 KB of text).
  logoDataUrl: text('logo_data_url'),
  updatedAt: timestamp('updated_at', timestamps).notNull(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    // SHA-256 of the whole key: keys carry 190 random bits, so a fast hash cannot be brute-forced.
    keyHash: text('key_hash').notNull(),
    // The last characters of the key, so the operator can tell keys apart without seeing them.
    hint: text('hint').notNull(),
    // Who or what holds the key, so that the audit trail and the team page name the person (1 to 100 characters).
    name: text('name').notNull(),
    // An ApiKeyRole of the Reseller API's SDL: what the holder may change (lib/contract/staff-roles.ts).
    role: text('role').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    revokedAt: timestamp('revoked_at', timestamps),
    lastUsedAt: timestamp('last_used_at', timestamps),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_reseller_idx').on(t.resellerId),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Kept by triggers on `handbooks` (migration 0007), so listing and sorting need no join.
    handbookCount: integer('handbook_count').notNull().default(0),
    createdAt: timestamp('created_at', timestamps).notNull(),
    // Null while active. Suspended customers' tokens are refused on every request (see findTokenHolder).
    suspendedAt: timestamp('suspended_at', timestamps),
    // When the customer's access ends or ended: the latest end of its tokens (an expiry, or a revocation when
    // sooner); null while it never had a token. It has access exactly while this is in the future. Kept by
    // triggers on customer_tokens (migration 0011), so the overview counts and lists customers by it.
    accessEndsAt: timestamp('access_ends_at', timestamps),
  },
  (t) => [
    uniqueIndex('customers_reseller_email_idx').on(t.resellerId, t.email),
    index('customers_reseller_created_idx').on(t.resellerId, t.createdAt, t.id),
    index('customers_reseller_name_idx').on(t.resellerId, t.name, t.id),
    index('customers_reseller_handbooks_idx').on(t.resellerId, t.handbookCount, t.id),
    index('customers_reseller_access_ends_idx').on(t.resellerId, t.accessEndsAt, t.id),
    // Suspended customers are few: their list is a range of this small index rather than a filtered walk.
    index('customers_reseller_suspended_idx')
      .on(t.resellerId, t.createdAt, t.id)
      .where(sql`${t.suspendedAt} is not null`),
    // Substring search (`ilike '%…%'`) within one reseller: trigrams (pg_trgm) next to the reseller id
    // (btree_gin), so the index answers both conditions and the heap sees only the matches.
    index('customers_reseller_name_trgm_idx').using('gin', t.resellerId, t.name.op('gin_trgm_ops')),
    index('customers_reseller_email_trgm_idx').using('gin', t.resellerId, t.email.op('gin_trgm_ops')),
  ],
);

export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // Denormalised from the customer so that the reseller-wide token listing is one indexed range scan.
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    lifetimeSeconds: integer('lifetime_seconds').notNull(),
    // What the token is for, in the issuer's words (at most 100 characters); null when none was given.
    label: text('label'),
    issuedAt: timestamp('issued_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    revokedAt: timestamp('revoked_at', timestamps),
    lastUsedAt: timestamp('last_used_at', timestamps),
    // A renewal links the two tokens both ways (see renewCustomerToken). Both always belong to one customer and
    // are deleted with it, never alone, so neither id can point at a missing row: no foreign keys to maintain.
    renewedFromId: text('renewed_from_id'),
    renewedById: text('renewed_by_id'),
  },
  (t) => [
    index('customer_tokens_reseller_expiry_idx').on(t.resellerId, t.expiresAt, t.id),
    // Unrevoked tokens only: "active", "expiring within n days" and their totals are index-only range scans.
    index('customer_tokens_reseller_unrevoked_expiry_idx')
      .on(t.resellerId, t.expiresAt, t.id)
      .where(sql`${t.revokedAt} is null`),
    index('customer_tokens_customer_expiry_idx').on(t.customerId, t.expiresAt),
    // A token is renewed at most once: the renewal's row lock decides, and this index makes it a fact.
    uniqueIndex('customer_tokens_renewed_from_idx')
      .on(t.renewedFromId)
      .where(sql`${t.renewedFromId} is not null`),
    // Label search within one reseller, like the customers' name and email (trigrams next to the reseller id).
    index('customer_tokens_reseller_label_trgm_idx').using('gin', t.resellerId, t.label.op('gin_trgm_ops')),
  ],
);

export interface StoredSection {
  key: string;
  title: string;
  body: string;
}

export const handbooks = pgTable(
  'handbooks',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    employeeCount: integer('employee_count').notNull(),
    effectiveDate: text('effective_date').notNull(),
    policies: jsonb('policies').$type<string[]>().notNull(),
    // The generated text is stored, not regenerated, so a later library edit never rewrites an issued handbook.
    sections: jsonb('sections').$type<StoredSection[]>().notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    // When the current version was written: `createdAt` for version 1, the regeneration's time after.
    updatedAt: timestamp('updated_at', timestamps).notNull(),
    // The current version (1 when generated); earlier ones are rows of `handbook_versions`.
    version: integer('version').notNull().default(1),
    // The policy library the current text was written from. The default is the version handbooks from
    // before versions were kept were written from (FIRST_LIBRARY_VERSION); the service always sets it.
    libraryVersion: text('library_version').notNull().default('2026.1'),
    // The sections whose text differs from the version before (none for version 1).
    changedSectionKeys: jsonb('changed_section_keys').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('handbooks_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id),
    // Outdated handbooks, oldest library first: a range of this index per library version.
    index('handbooks_library_version_idx').on(t.libraryVersion, t.updatedAt, t.id),
  ],
);

/**
 * The earlier versions of a handbook, kept readable when a regeneration replaces its text: the current
 * version stays on the `handbooks` row, so reading a handbook never joins this table.
 */
export const handbookVersions = pgTable(
  'handbook_versions',
  {
    handbookId: text('handbook_id')
      .notNull()
      .references(() => handbooks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    libraryVersion: text('library_version').notNull(),
    changedSectionKeys: jsonb('changed_section_keys').$type<string[]>().notNull(),
    sections: jsonb('sections').$type<StoredSection[]>().notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
  },
  (t) => [primaryKey({ columns: [t.handbookId, t.version] })],
);

/**
 * Failed credential checks per client in the current window, shared by every app instance on one database.
 * `client` is a SHA-256 of the address (fixed size, no address stored); rows of past windows are deleted
 * by the failure limiter, by `window_start`.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    client: text('client').primaryKey(),
    windowStart: timestamp('window_start', timestamps).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [index('auth_failures_window_start_idx').on(t.windowStart)],
);

/**
 * How many unrevoked tokens of a reseller expire on each day (UTC), kept by triggers on customer_tokens
 * (migration 0012) in the same transaction as the tokens: the overview's token figures add up a few hundred
 * of these rows instead of counting every active token.
 */
export const tokenExpiryDays = pgTable(
  'token_expiry_days',
  {
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.expiresOn] })],
);

/**
 * A reseller's customers by the calendar month (UTC) they were created in, and by the day (UTC) their access
 * ends (customers.access_ends_at), kept by triggers on customers (migration 0013): the overview's monthly
 * chart and its customers without access read these rows instead of counting customers.
 */
export const customerMonths = pgTable(
  'customer_months',
  {
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.month] })],
);

export const accessEndDays = pgTable(
  'access_end_days',
  {
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.endsOn] })],
);

/** Non-secret facts of a change, as `ActivityEvent.details` shows them (see lib/service/activity). */
export type ActivityDetails = Record<string, string | number | boolean | null | readonly string[]>;

/**
 * The audit trail: one row per change, written in the transaction of the change (lib/service/activity).
 * Append-only: a trigger refuses UPDATE (migration 0009); rows are deleted only by retention, by
 * `occurred_at`. No foreign key on the subject or the customer: a deleted customer's events stay, their ids
 * opaque.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: text('id').primaryKey(),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', timestamps).notNull(),
    action: text('action').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorKeyId: text('actor_key_id'),
    actorKeyHint: text('actor_key_hint'),
    // The key's holder and role as they were when the change was made: the trail names the person.
    actorKeyName: text('actor_key_name'),
    actorRole: text('actor_role'),
    actorTokenId: text('actor_token_id'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    // The customer the change concerns (the subject itself, or the customer of a token or handbook), so that
    // a customer's trail is one index range.
    customerId: text('customer_id'),
    // Null for the operator's command line, which has no client.
    clientAddress: text('client_address'),
    details: jsonb('details').$type<ActivityDetails>().notNull(),
  },
  (t) => [
    // Newest first is a backward walk of these ascending indexes, as for the customers' (reseller_id, created_at, id).
    index('activity_events_reseller_occurred_idx').on(t.resellerId, t.occurredAt, t.id),
    index('activity_events_reseller_subject_idx').on(t.resellerId, t.subjectId, t.occurredAt, t.id),
    index('activity_events_reseller_customer_idx')
      .on(t.resellerId, t.customerId, t.occurredAt, t.id)
      .where(sql`${t.customerId} is not null`),
    index('activity_events_reseller_action_idx').on(t.resellerId, t.action, t.occurredAt, t.id),
    index('activity_events_reseller_actor_key_idx')
      .on(t.resellerId, t.actorKeyId, t.occurredAt, t.id)
      .where(sql`${t.actorKeyId} is not null`),
    // The retention sweep deletes by age across resellers.
    index('activity_events_occurred_idx').on(t.occurredAt),
  ],
);

/**
 * A reseller's webhook endpoints. The signing secret is kept sealed (lib/service/webhooks/secret-box.ts): the
 * worker needs it in clear to sign, so a digest would not do; it is returned once, at creation.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    sealedSecret: text('sealed_secret').notNull(),
    // The secret before the last rotation, sealed the same way: deliveries are signed with both until
    // `previous_secret_expires_at`, so receivers can switch without losing one (lib/service/webhooks/signing.ts).
    previousSealedSecret: text('previous_sealed_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', timestamps),
    createdAt: timestamp('created_at', timestamps).notNull(),
    // Events not queued because 1,000 deliveries were already waiting (lib/service/webhooks/outbox.ts).
    droppedCount: integer('dropped_count').notNull().default(0),
    // A disabled endpoint gets nothing queued; it keeps its deliveries and secret.
    enabled: boolean('enabled').notNull().default(true),
    // The event types it receives (lib/contract/webhook-events.ts); empty: every event.
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Its health (lib/service/webhooks/endpoint-health.ts), kept by the statement that records each attempt's
    // outcome, so that reading it scans no deliveries. `failing_since`: the first failed attempt after the
    // last success (null while the last attempt succeeded, or since it was enabled again); `failed_in_row`:
    // the failed attempts since then.
    lastSuccessAt: timestamp('last_success_at', timestamps),
    lastFailureAt: timestamp('last_failure_at', timestamps),
    failingSince: timestamp('failing_since', timestamps),
    failedInRow: integer('failed_in_row').notNull().default(0),
    // Attempts and failed attempts in each of the last 24 hours: slot `hour % 24` (1-based in SQL) holds the
    // hour `hour` (hours since 1970, UTC) for the 24 hours up to `counted_hour`; an older slot is stale.
    attemptsByHour: integer('attempts_by_hour')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[24])`),
    failuresByHour: integer('failures_by_hour')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[24])`),
    countedHour: integer('counted_hour').notNull().default(0),
    // When and why it stopped receiving (`EndpointDisabledReason`); null while enabled.
    disabledAt: timestamp('disabled_at', timestamps),
    disabledReason: text('disabled_reason').$type<EndpointDisabledReason>(),
  },
  (t) => [index('webhook_endpoints_reseller_idx').on(t.resellerId, t.createdAt, t.id)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change that caused
 * it (or by the expiry scan) and delivered by lib/service/host/webhook-worker.ts. `payload` is the exact body,
 * so every attempt sends the same bytes under the same `message_id` (the `webhook-id` header).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', timestamps).notNull(),
    // While PENDING: when the next attempt is due, or, while an attempt is under way (claim_token set), when
    // its claim lapses and another worker may try again. Null once DELIVERED or FAILED.
    nextAttemptAt: timestamp('next_attempt_at', timestamps),
    claimToken: text('claim_token'),
    lastAttemptAt: timestamp('last_attempt_at', timestamps),
    responseStatus: integer('response_status'),
    // Why the last attempt got no answer; null after an answer.
    lastFailure: text('last_failure').$type<WebhookDeliveryFailure>(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    // The worker's poll: due rows only, a short range of a small index however long the history grows.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    // One endpoint's waiting deliveries: the fair claim reads each endpoint's first due ones, and the outbox
    // counts them against the per-endpoint bound.
    index('webhook_deliveries_endpoint_due_idx')
      .on(t.endpointId, t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    // The retention sweep deletes by age across endpoints.
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * How far the expiry scan has looked (lib/service/webhooks/expiry-scan.ts): one row, locked by each scan, so
 * that every notice point of every token falls in exactly one scanned interval, whatever the number of
 * instances, scans or restarts.
 */
export const webhookScanState = pgTable('webhook_scan_state', {
  id: integer('id').primaryKey(),
  scannedUntil: timestamp('scanned_until', timestamps).notNull(),
});

/**
 * Customer API requests by token, UTC hour and operation (the first root field): one row per combination,
 * never one per request. Counts gather in each instance's memory and are added here by one upsert per flush
 * (lib/service/usage), so instances on one database add up. Deleted with the token (and so its customer);
 * older rows by the retention sweep, by `hour`. Never scanned in parallel (migration 0022, a storage setting
 * Drizzle's schema does not hold): every read is one customer's or reseller's index range.
 */
export const customerUsage = pgTable(
  'customer_usage',
  {
    tokenId: text('token_id')
      .notNull()
      .references(() => customerTokens.id, { onDelete: 'cascade' }),
    // Both copied from the token at the upsert, so that a customer's and a reseller's usage are index ranges.
    customerId: text('customer_id').notNull(),
    resellerId: text('reseller_id').notNull(),
    hour: timestamp('hour', timestamps).notNull(),
    operation: text('operation').notNull(),
    requests: integer('requests').notNull(),
    failed: integer('failed').notNull(),
  },
  (t) => [
    // The upsert's conflict target, and a token's recent requests (IssuedToken.requestsLast30Days).
    primaryKey({ columns: [t.tokenId, t.hour, t.operation] }),
    // customerUsage: one customer's range of hours.
    index('customer_usage_customer_hour_idx').on(t.customerId, t.hour),
    // usageReport and Overview.requestsByDay: one reseller's range of hours.
    index('customer_usage_reseller_hour_idx').on(t.resellerId, t.hour),
    // The retention sweep deletes by age across resellers.
    index('customer_usage_hour_idx').on(t.hour),
  ],
);

/**
 * customer_usage summed by token and UTC day, added to by the same upsert as the hours: a page of tokens reads
 * 30 rows each for its requests of the last 30 days instead of 30 days of hours. Deleted with the token; older
 * days with the hours.
 */
export const tokenUsageDays = pgTable(
  'token_usage_days',
  {
    tokenId: text('token_id')
      .notNull()
      .references(() => customerTokens.id, { onDelete: 'cascade' }),
    day: timestamp('day', timestamps).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.day] })],
);

/**
 * customer_usage summed by reseller and UTC day, added to by the same upsert as the hours: the overview's chart
 * and a month's totals read a few rows instead of every customer's hours. Older days go with the hours.
 */
export const resellerUsageDays = pgTable(
  'reseller_usage_days',
  {
    resellerId: text('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    day: timestamp('day', timestamps).notNull(),
    requests: integer('requests').notNull(),
    failed: integer('failed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.day] })],
);

/**
 * customer_usage summed by customer and UTC month, added to by the same upsert as the hours: usageReport ranks
 * a month's customers from one row each instead of summing a month of their hours. Deleted with the customer;
 * older months with the hours.
 */
export const customerUsageMonths = pgTable(
  'customer_usage_months',
  {
    resellerId: text('reseller_id').notNull(),
    month: timestamp('month', timestamps).notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requests: integer('requests').notNull(),
    failed: integer('failed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resellerId, t.month, t.customerId] }),
    // usageReport's order: most requests first, then by id; a page is the head of this range.
    index('customer_usage_months_rank_idx').on(
      t.resellerId,
      t.month,
      t.requests.desc().nullsFirst(),
      t.customerId,
    ),
  ],
);

export const schema = {
  resellers,
  apiKeys,
  customers,
  customerTokens,
  handbooks,
  authFailures,
  activityEvents,
  webhookEndpoints,
  webhookDeliveries,
  webhookScanState,
  tokenExpiryDays,
  customerMonths,
  accessEndDays,
  customerUsage,
  tokenUsageDays,
  resellerUsageDays,
  customerUsageMonths,
};
