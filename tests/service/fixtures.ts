import { dataOf, type TestService } from './harness';

export const CREATE_CUSTOMER = `mutation ($email: String!, $name: String!) {
  createHandbookCustomer(email: $email, name: $name) { userId email name createdAt handbookCount activeTokenCount accessExpiresAt }
}`;

export const ISSUE_TOKEN = `mutation ($userId: ID!, $expiresIn: Int) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {
    token expiresAt issuedToken { tokenId userId issuedAt expiresAt lifetimeSeconds revokedAt lastUsedAt status }
  }
}`;

export const REVOKE_TOKEN = `mutation ($tokenId: ID!) {
  revokeCustomerToken(tokenId: $tokenId) { tokenId status revokedAt }
}`;

export async function createCustomer(
  t: TestService,
  key: string,
  email: string,
  name: string,
): Promise<string> {
  const data = dataOf<{ createHandbookCustomer: { userId: string } }>(
    await t.reseller(key, CREATE_CUSTOMER, { email, name }),
  );
  return data.createHandbookCustomer.userId;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
  issuedToken: {
    tokenId: string;
    status: string;
    lifetimeSeconds: number;
    issuedAt: string;
    expiresAt: string;
  };
}

export async function issueToken(
  t: TestService,
  key: string,
  userId: string,
  expiresIn?: number,
): Promise<IssuedToken> {
  return dataOf<{ generateCustomerToken: IssuedToken }>(
    await t.reseller(key, ISSUE_TOKEN, { userId, expiresIn }),
  ).generateCustomerToken;
}
