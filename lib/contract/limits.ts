/**
 * Bounds of the GraphQL contract that the SDL states only in prose or as argument defaults
 * (lib/service/schema/*.graphql): the service enforces them, the dashboard offers them. Neutral: imported by
 * both sides and by the operator's command line. tests/unit/contract/limits.test.ts reads the SDL and fails
 * when the two disagree.
 */

/** A customer token's lifetime in seconds (`generateCustomerToken(expiresIn:)`): 1 minute to 365 days. */
export const TOKEN_LIFETIME_SECONDS = { min: 60, max: 31_536_000, default: 2_592_000 } as const;

/** Page size of every list (`limit`). */
export const PAGE_LIMIT = { min: 1, max: 100, default: 25 } as const;

/** `customerTokens(expiringWithinDays:)`. */
export const EXPIRING_WITHIN_DAYS = { min: 1, max: 365 } as const;

/** `renewCustomerToken(overlapSeconds:)`: how long the old token keeps working, up to 30 days. */
export const RENEWAL_OVERLAP_SECONDS = { min: 0, max: 2_592_000, default: 0 } as const;

/** `revokeCustomerTokens(tokenIds:)`: how many tokens one call revokes. */
export const REVOKE_AT_ONCE = { min: 1, max: 100 } as const;

/** Handbooks one customer holds at most (`generateHandbook`, `generateCustomerHandbook`). */
export const HANDBOOKS_PER_CUSTOMER = { max: 200 } as const;

/**
 * The size of one answer, in bytes: an operation whose answer could be larger than `estimate` (reckoned from
 * its fields and `limit`s before it runs) is refused; an answer that still comes out larger than `max` is
 * replaced by an error. Both are decimal megabytes as the SDL states them (3 MB, 4 MB).
 */
export const ANSWER_BYTES = { estimate: 3_000_000, max: 4_000_000 } as const;
/** `createHandbookCustomer` and `updateHandbookCustomer`: the email, trimmed and lower-cased. */
export const CUSTOMER_EMAIL_MAX_LENGTH = 254;

/** The customer's name, trimmed. */
export const CUSTOMER_NAME_LENGTH = { min: 1, max: 200 } as const;

/** `generateCustomerToken(label:)`, trimmed; empty means none. */
export const TOKEN_LABEL_MAX_LENGTH = 100;

/** A list's `search`, trimmed. */
export const SEARCH_MAX_LENGTH = 200;

/** `createWebhookEndpoint(url:)`. */
export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** `createWebhookEndpoint(description:)`, trimmed. */
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** Deliveries that may wait per endpoint; events beyond are dropped and counted (`droppedCount`). */
export const WEBHOOK_MAX_WAITING_PER_ENDPOINT = 1_000;

/** `rotateWebhookSecret`: how long deliveries are signed with the old secret as well as the new one. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** `GenerateHandbookInput.companyName` and `title`, trimmed, on one line, counted in code points. */
export const HANDBOOK_TEXT_LENGTH = { min: 1, max: 200 } as const;

/** `GenerateHandbookInput.employeeCount`. */
export const EMPLOYEE_COUNT = { min: 1, max: 1_000_000 } as const;

/** `updateBranding(displayName:)`, trimmed, counted in code points; absent or removed means the reseller's name. */
/** An API key's name: who or what holds it (`issueApiKey(name:)`, `key:issue --name`). */
export const API_KEY_NAME_LENGTH = { min: 1, max: 100 } as const;

export const BRANDING_DISPLAY_NAME_LENGTH = { min: 1, max: 100 } as const;

/**
 * `updateBranding(logo:)`: a PNG or JPEG of at most `maxBytes` (256 KB, the file's own bytes, before base64)
 * and `maxPixels` wide and high.
 */
export const BRANDING_LOGO = { maxBytes: 256 * 1024, maxPixels: 2_000 } as const;

/**
 * The largest request body each API reads. The Reseller API admits one logo of BRANDING_LOGO.maxBytes in
 * base64 (4 characters per 3 bytes: 349,528) with room for its query; everything else fits in 100 KB.
 */
export const REQUEST_BODY_BYTES = { customer: 100 * 1024, reseller: 384 * 1024 } as const;

/** `regenerateHandbooks(handbookIds:)`: how many handbooks one call brings up to date. */
export const REGENERATE_AT_ONCE = { min: 1, max: 100 } as const;

/**
 * Versions one handbook keeps at most: a regeneration beyond is refused. A version is written only when the
 * policy library has changed, a few times a year, so this lasts many years; it bounds `Handbook.versions` (answer sizes).
 */
export const HANDBOOK_VERSIONS = { max: 50 } as const;

/**
 * Usage (`customerUsage`, `usageReport`, `Overview.requestsByDay`): the longest range by bucket size, in
 * buckets (92 days by DAY, 7 days by HOUR); the months a report reaches back besides the current one; the
 * days the overview's chart may cover, with its default. The dashboard shows `recentDays` on a customer's page.
 */
export const USAGE_RANGE = {
  maxDays: 92,
  maxHours: 7 * 24,
  monthsBack: 13,
  requestsByDay: { min: 1, max: 92, default: 30 },
  recentDays: 30,
} as const;
