import 'server-only';
import type { CustomerContext, ResellerContext } from '../core/context';
import type { ApiKeyRole } from '../../contract/staff-roles';
import { ActivityActorKind } from '../generated/reseller-types';

/**
 * Who made a change: an API key (by id and hint, with its holder's name and role), a customer's token (by
 * id), the operator or the service itself. Never a secret.
 */
export type Actor =
  | {
      kind: typeof ActivityActorKind.ApiKey;
      keyId: string;
      keyHint: string;
      keyName: string;
      role: ApiKeyRole;
    }
  | { kind: typeof ActivityActorKind.CustomerToken; tokenId: string }
  | { kind: typeof ActivityActorKind.Operator }
  | { kind: typeof ActivityActorKind.Service };

/** Who made a change, and from where. */
export interface ChangeOrigin {
  actor: Actor;
  /** As lib/http/client-address.ts parsed it (an IP address, `unknown` or `invalid`); null on the command line. */
  clientAddress: string | null;
}

/** A Reseller API request: the API key that authenticated it. */
export function resellerOrigin({ reseller, clientAddress }: ResellerContext): ChangeOrigin {
  return {
    actor: {
      kind: ActivityActorKind.ApiKey,
      keyId: reseller.keyId,
      keyHint: reseller.keyHint,
      keyName: reseller.keyName,
      role: reseller.role,
    },
    clientAddress,
  };
}

/** A Customer API request: the customer's token. */
export function customerOrigin({ customer, clientAddress }: CustomerContext): ChangeOrigin {
  return { actor: { kind: ActivityActorKind.CustomerToken, tokenId: customer.tokenId }, clientAddress };
}

/** The operator's command line (scripts/admin.ts): no key, no client. */
export const OPERATOR_ORIGIN: ChangeOrigin = {
  actor: { kind: ActivityActorKind.Operator },
  clientAddress: null,
};

/** The service on its own rule (it disabled a failing webhook endpoint): no key, no client. */
export const SERVICE_ORIGIN: ChangeOrigin = {
  actor: { kind: ActivityActorKind.Service },
  clientAddress: null,
};
