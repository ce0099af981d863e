/**
 * The operator's support commands for customers ("from the reseller or from the service's support contact"):
 * list a reseller's customers, issue and revoke a customer's token. The rules are the Reseller API's own:
 * the same search, the same token issuing (lib/service/tokens/issue-customer-token.ts), the same revocation.
 */
import type { ZodSafeParseResult } from 'zod';
import type { SecretRing } from '../../lib/config';
import { PAGE_LIMIT, TOKEN_LIFETIME_SECONDS } from '../../lib/contract/limits';
import { OPERATOR_ORIGIN } from '../../lib/service/activity/origin';
import { createCustomerJwt } from '../../lib/service/auth/customer-jwt';
import {
  issueCustomerToken,
  tokenLabel,
  tokenLifetime,
  TokenRefusedError,
} from '../../lib/service/tokens/issue-customer-token';
import { revokeCustomerToken } from '../../lib/service/tokens/revoke-customer-tokens';
import type { Database } from '../../lib/service/db/open-store';
import { CustomerSort, SortDirection } from '../../lib/service/generated/reseller-types';
import {
  countMatchingCustomers,
  customerStatus,
  findCustomerReseller,
  listCustomers,
  type CustomerRecord,
} from '../../lib/service/customers/customer-store';
import { findReseller } from '../../lib/service/resellers/reseller-store';
import { findTokenReseller, tokenStatus, type TokenRecord } from '../../lib/service/tokens/token-store';
import { printResult, RefusedError, table, UsageError, when, type Output } from './output';

/** One page, newest first, like the dashboard's first page; a search narrows it down. */
const LIST_LIMIT = PAGE_LIMIT.max;

const customerView = (c: CustomerRecord) => ({
  userId: c.id,
  email: c.email,
  name: c.name,
  status: customerStatus(c),
  suspendedAt: c.suspendedAt,
  createdAt: c.createdAt,
  handbookCount: c.handbookCount,
  activeTokenCount: c.activeTokenCount,
  accessExpiresAt: c.accessExpiresAt,
});

const tokenView = (t: TokenRecord, now: Date) => ({
  tokenId: t.id,
  userId: t.customerId,
  label: t.label,
  issuedAt: t.issuedAt,
  expiresAt: t.expiresAt,
  lifetimeSeconds: t.lifetimeSeconds,
  revokedAt: t.revokedAt,
  status: tokenStatus(t, now),
});

export async function listCustomersCommand(
  db: Database,
  resellerId: string,
  searchOption: string | undefined,
  out: Output,
  now: Date,
): Promise<void> {
  const reseller = await findReseller(db, resellerId);
  if (!reseller) throw new UsageError(`No reseller with id ${resellerId}.`);
  const search = searchOption?.trim() || null;
  const query = {
    resellerId,
    search,
    status: null,
    access: null,
    sort: CustomerSort.CreatedAt,
    direction: SortDirection.Desc,
  };
  const [customers, total] = await Promise.all([
    listCustomers(db, { ...query, offset: 0, limit: LIST_LIMIT }, now),
    search === null ? reseller.customerCount : countMatchingCustomers(db, query, now),
  ]);
  const rows = customers.map(customerView);
  const shown = `${rows.length} of ${total} customer${total === 1 ? '' : 's'}`;
  printResult(
    out,
    { total, customers: rows },
    rows.length === 0
      ? search === null
        ? 'This reseller has no customers.'
        : 'No customer matches the search.'
      : `${table([
          ['USER ID', 'NAME', 'EMAIL', 'STATUS', 'HANDBOOKS', 'ACTIVE TOKENS', 'ACCESS UNTIL'],
          ...rows.map((c) => [
            c.userId,
            c.name,
            c.email,
            c.status,
            String(c.handbookCount),
            String(c.activeTokenCount),
            when(c.accessExpiresAt),
          ]),
        ])}\n\n${shown}${total > rows.length ? ', newest first; narrow it down with --search' : ''}.`,
  );
}

function checked<T>(result: ZodSafeParseResult<T>): T {
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? 'Invalid option.');
  return result.data;
}

// Digits only: Number() would also take "1e3", "0x3c" and " 60 ", which nobody means as a count of seconds.
const asSeconds = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

export async function issueTokenCommand(
  db: Database,
  jwtSecrets: SecretRing,
  userId: string,
  options: { expiresIn: string | undefined; label: string | undefined },
  out: Output,
  now: Date,
): Promise<void> {
  const lifetimeSeconds =
    options.expiresIn === undefined
      ? TOKEN_LIFETIME_SECONDS.default
      : checked(tokenLifetime('--expires-in').safeParse(asSeconds(options.expiresIn)));
  const label = options.label === undefined ? null : checked(tokenLabel('--label').safeParse(options.label));
  const resellerId = await findCustomerReseller(db, userId);
  if (!resellerId) throw new UsageError(`No customer with id ${userId}.`);
  try {
    const { token, record } = await issueCustomerToken(
      { db, jwt: createCustomerJwt(jwtSecrets) },
      { resellerId, customerId: userId, lifetimeSeconds, label },
      OPERATOR_ORIGIN,
      now,
    );
    printResult(
      out,
      { token, ...tokenView(record, now) },
      `Issued token ${record.id} for customer ${userId}, valid until ${when(record.expiresAt)}.\n\n  ${token}\n\nThis is the only time the token is shown: hand it over securely now.`,
    );
  } catch (error) {
    if (!(error instanceof TokenRefusedError)) throw error;
    if (error.reason === 'suspended')
      throw new RefusedError(`Customer ${userId} is suspended: no token was issued. Reactivate it first.`);
    throw new UsageError(`No customer with id ${userId}.`);
  }
}

export async function revokeTokenCommand(
  db: Database,
  tokenId: string,
  out: Output,
  now: Date,
): Promise<void> {
  const resellerId = await findTokenReseller(db, tokenId);
  const token = resellerId && (await revokeCustomerToken(db, { resellerId, tokenId }, OPERATOR_ORIGIN, now));
  if (!token) throw new UsageError(`No token with id ${tokenId}.`);
  printResult(out, tokenView(token, now), `Token ${token.id} is revoked since ${when(token.revokedAt)}.`);
}
