import { WHO_AM_I } from './fixtures';
import { dataOf, type TestService } from './harness';

/** Every field of an issued token's record, its customer's name included. */
export const TOKEN_FIELDS =
  'tokenId userId label issuedAt expiresAt lifetimeSeconds revokedAt lastUsedAt status renewedFromId renewedById customer { userId name email }';

export interface TokenRecord {
  tokenId: string;
  userId: string;
  label: string | null;
  issuedAt: string;
  expiresAt: string;
  lifetimeSeconds: number;
  revokedAt: string | null;
  lastUsedAt: string | null;
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  renewedFromId: string | null;
  renewedById: string | null;
  customer: { userId: string; name: string; email: string };
}

export interface Generated {
  token: string;
  expiresAt: string;
  issuedToken: TokenRecord;
}

export const ISSUE = `mutation ($userId: ID!, $expiresIn: Int, $label: String) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) { token expiresAt issuedToken { ${TOKEN_FIELDS} } }
}`;

export const RENEW = `mutation ($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {
  renewCustomerToken(tokenId: $tokenId, expiresIn: $expiresIn, overlapSeconds: $overlapSeconds) {
    token expiresAt issuedToken { ${TOKEN_FIELDS} }
  }
}`;

export const REVOKE_MANY = `mutation ($tokenIds: [ID!]!) { revokeCustomerTokens(tokenIds: $tokenIds) { ${TOKEN_FIELDS} } }`;

export const LIST = `query ($userId: ID, $status: TokenStatus, $search: String, $limit: Int) {
  customerTokens(userId: $userId, status: $status, search: $search, limit: $limit) { total tokens { ${TOKEN_FIELDS} } }
}`;

export async function issue(
  t: TestService,
  key: string,
  userId: string,
  options: { expiresIn?: number; label?: string } = {},
): Promise<Generated> {
  return dataOf<{ generateCustomerToken: Generated }>(await t.reseller(key, ISSUE, { userId, ...options }))
    .generateCustomerToken;
}

export async function renew(
  t: TestService,
  key: string,
  tokenId: string,
  options: { expiresIn?: number; overlapSeconds?: number } = {},
): Promise<Generated> {
  return dataOf<{ renewCustomerToken: Generated }>(await t.reseller(key, RENEW, { tokenId, ...options }))
    .renewCustomerToken;
}

export async function list(
  t: TestService,
  key: string,
  variables: { userId?: string; status?: string; search?: string; limit?: number } = {},
): Promise<{ total: number; tokens: TokenRecord[] }> {
  return dataOf<{ customerTokens: { total: number; tokens: TokenRecord[] } }>(
    await t.reseller(key, LIST, { limit: 100, ...variables }),
  ).customerTokens;
}

/** One token's record as the list shows it now. */
export async function recordOf(t: TestService, key: string, tokenId: string): Promise<TokenRecord> {
  const found = (await list(t, key, { search: tokenId })).tokens.find((x) => x.tokenId === tokenId);
  if (!found) throw new Error(`Token ${tokenId} is not listed.`);
  return found;
}

/** What the Customer API answers a token right now: 'works', or the 401 message. */
export async function answerTo(t: TestService, token: string): Promise<string> {
  const result = await t.customer(token, WHO_AM_I);
  return result.status === 200 ? 'works' : result.body.errors![0]!.message;
}
