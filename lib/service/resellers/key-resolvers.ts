import 'server-only';
import { z } from 'zod';
import { API_KEY_NAME_LENGTH } from '../../contract/limits';
import { ApiKeyRole } from '../../contract/staff-roles';
import { resellerOrigin } from '../activity/origin';
import type { ResellerContext } from '../core/context';
import { badUserInput, notFoundError } from '../core/errors';
import { parseResolverArgs } from '../core/resolver-args';
import type {
  ApiKeyResolvers,
  MutationResolvers,
  QueryResolvers,
  ViewerResolvers,
} from '../generated/reseller-types';
import { issueStaffKey } from './issue-staff-key';
import { findReseller, listApiKeys, listOwnApiKey } from './reseller-store';
import { KeyRevocationRefused, revokeStaffKey } from './revoke-staff-key';

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

const issueArgs = z.object({
  name: z
    .string()
    .trim()
    .min(API_KEY_NAME_LENGTH.min, 'name must not be empty: say who or what will hold the key.')
    .max(API_KEY_NAME_LENGTH.max, `name must be at most ${API_KEY_NAME_LENGTH.max} characters.`),
  role: z.enum(ApiKeyRole),
});

function refusal(error: unknown): unknown {
  if (!(error instanceof KeyRevocationRefused)) return error;
  return error.reason === 'not_found' ? notFoundError(error.message) : badUserInput(error.message, 'keyId');
}

// Admins run their own team (contract, fourth edition): the role table lets only ADMIN keys here.
export const keyMutations: Pick<MutationResolvers, 'issueApiKey' | 'revokeApiKey'> = {
  issueApiKey: async (_parent, args, context) => {
    const holder = parseResolverArgs(issueArgs, args);
    const { key, ...apiKey } = await issueStaffKey(
      context.db,
      context.reseller.resellerId,
      holder,
      resellerOrigin(context),
      context.now,
    );
    return { apiKey, key };
  },
  revokeApiKey: async (_parent, { keyId }, context) => {
    try {
      return await revokeStaffKey(
        context.db,
        { resellerId: context.reseller.resellerId, keyId },
        resellerOrigin(context),
        context.now,
      );
    } catch (error) {
      throw refusal(error);
    }
  },
};

export const viewerResolvers: ViewerResolvers = {
  reseller: (_viewer, _args, context) => callingReseller(context),
};

export const apiKeyResolvers: ApiKeyResolvers = {
  keyId: (key) => key.id,
};
