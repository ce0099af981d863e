import 'server-only';
import { ApiKeyRole } from '../../contract/staff-roles';
import type { ResellerContext } from '../core/context';
import { notFoundError } from '../core/errors';
import type { ApiKeyResolvers, QueryResolvers, ViewerResolvers } from '../generated/reseller-types';
import { findReseller, listApiKeys, listOwnApiKey } from './reseller-store';

async function callingReseller({ db, reseller }: ResellerContext) {
  const record = await findReseller(db, reseller.resellerId);
  // The key was accepted a moment ago; only a deletion in between gets here.
  if (!record) throw notFoundError('Reseller not found.');
  return record;
}

export const keyQueries: Pick<QueryResolvers, 'reseller' | 'viewer' | 'apiKeys'> = {
  reseller: (_parent, _args, context) => callingReseller(context),
  viewer: (_parent, _args, { reseller }) => reseller,
  // An admin looks after the team; anyone else sees only the key they hold (least privilege).
  apiKeys: (_parent, _args, { db, reseller }) =>
    reseller.role === ApiKeyRole.Admin
      ? listApiKeys(db, reseller.resellerId)
      : listOwnApiKey(db, reseller.resellerId, reseller.keyId),
};

export const viewerResolvers: ViewerResolvers = {
  reseller: (_viewer, _args, context) => callingReseller(context),
};

export const apiKeyResolvers: ApiKeyResolvers = {
  keyId: (key) => key.id,
};
