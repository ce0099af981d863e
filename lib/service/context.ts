import 'server-only';
import type { CustomerJwt } from './auth/customer-jwt';
import type { Database } from './db/open-store';

export type Clock = () => Date;

/** What every resolver and credential check needs; built once per process (see service.ts). */
export type ServiceDeps = {
  db: Database;
  jwt: CustomerJwt;
  clock: Clock;
};

export interface CustomerPrincipal {
  userId: string;
  tokenId: string;
  resellerId: string;
}

export interface ResellerPrincipal {
  resellerId: string;
  keyId: string;
}

// Type aliases, not interfaces: yoga wants its server context assignable to a string-keyed record.
export type CustomerContext = ServiceDeps & {
  customer: CustomerPrincipal;
  /** One instant per request, so that every field of an answer agrees on what "now" is. */
  now: Date;
};

export type ResellerContext = ServiceDeps & {
  reseller: ResellerPrincipal;
  now: Date;
};
