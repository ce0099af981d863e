import 'server-only';
import { z } from 'zod';
import { REGENERATE_AT_ONCE } from '../../contract/limits';
import { resellerOrigin } from '../activity/origin';
import type { ResellerContext } from '../core/context';
import { notFoundError } from '../core/errors';
import { paging, parseResolverArgs } from '../core/resolver-args';
import type {
  MutationResolvers,
  OutdatedHandbookListResolvers,
  QueryResolvers,
} from '../generated/reseller-types';
import {
  countOutdatedHandbooks,
  findHandbookVersion,
  listOutdatedHandbooks,
} from './handbook-versions-store';
import { POLICY_LIBRARY_VERSION } from './library-version';
import { regenerateHandbooks } from './regenerate-handbooks';

/** One page of the reseller's outdated handbooks. */
export interface OutdatedHandbookListParent {
  resellerId: string;
  offset: number;
  limit: number;
}

const regenerateAtOnceMessage = `handbookIds must hold ${REGENERATE_AT_ONCE.min} to ${REGENERATE_AT_ONCE.max} ids.`;

const regenerateManyArgs = z.object({
  handbookIds: z
    .array(z.string())
    .min(REGENERATE_AT_ONCE.min, regenerateAtOnceMessage)
    .max(REGENERATE_AT_ONCE.max, regenerateAtOnceMessage),
});

const regenerate = (context: ResellerContext, handbookIds: readonly string[]) =>
  regenerateHandbooks(
    context.db,
    { resellerId: context.reseller.resellerId },
    handbookIds,
    resellerOrigin(context),
    context.now,
  );

export const handbookVersionQueries: Pick<
  QueryResolvers,
  'policyLibraryVersion' | 'customerHandbookVersion' | 'outdatedHandbooks'
> = {
  policyLibraryVersion: () => POLICY_LIBRARY_VERSION,
  customerHandbookVersion: (_parent, { handbookId, version }, { db, reseller }) =>
    findHandbookVersion(db, { resellerId: reseller.resellerId }, handbookId, version),
  outdatedHandbooks: (_parent, args, { reseller }) => ({
    resellerId: reseller.resellerId,
    ...parseResolverArgs(z.object(paging), args),
  }),
};

export const handbookVersionMutations: Pick<
  MutationResolvers,
  'regenerateCustomerHandbook' | 'regenerateHandbooks'
> = {
  regenerateCustomerHandbook: async (_parent, { handbookId }, context) => {
    const [handbook] = await regenerate(context, [handbookId]);
    if (!handbook) throw notFoundError('Handbook not found.');
    return handbook;
  },
  regenerateHandbooks: (_parent, args, context) =>
    regenerate(context, parseResolverArgs(regenerateManyArgs, args).handbookIds),
};

export const outdatedHandbookListResolvers: OutdatedHandbookListResolvers = {
  handbooks: (list, _args, { db }) => listOutdatedHandbooks(db, list.resellerId, list),
  total: (list, _args, { db }) => countOutdatedHandbooks(db, list.resellerId),
};
