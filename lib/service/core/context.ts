import 'server-only';
import type { ApiKeyRole } from '../../contract/staff-roles';
import type { Database } from '../db/open-store';
import type { BrandingDeps, CustomerJwt, WebhookDeps } from './dependencies';
import type { GraphqlParams } from './graphql-params';

export type Clock = () => Date;

/** What every resolver and credential check needs; built once per process (host/service-host.ts). */
export type ServiceDeps = {
  db: Database;
  jwt: CustomerJwt;
  clock: Clock;
  webhooks: WebhookDeps;
  branding: BrandingDeps;
};

// Each principal also carries a count read in the same query as its credential, as of that moment: the
// totals of the lists then cost no query of their own.
export interface CustomerPrincipal {
  userId: string;
  tokenId: string;
  resellerId: string;
  handbookCount: number;
}

export interface ResellerPrincipal {
  resellerId: string;
  keyId: string;
  /** The key's last characters (api_keys.hint): the audit trail names the key by it. */
  keyHint: string;
  /** Who holds the key, and what its role lets them change (lib/contract/staff-roles.ts). */
  keyName: string;
  role: ApiKeyRole;
  customerCount: number;
  suspendedCustomerCount: number;
}

/** What every request's server context carries besides its principal. */
export type RequestContext = ServiceDeps & {
  /** One instant per request, so that every field of an answer agrees on what "now" is. */
  now: Date;
  /** The request's GraphQL parameters, read and checked by the HTTP envelope (yoga does not read them again). */
  graphqlParams: GraphqlParams;
  /** The client's address as parsed for the failure limits (lib/http/client-address.ts), for the audit trail. */
  clientAddress: string;
};

// Type aliases, not interfaces: yoga wants its server context assignable to a string-keyed record.
export type CustomerContext = RequestContext & { customer: CustomerPrincipal };

export type ResellerContext = RequestContext & { reseller: ResellerPrincipal };
