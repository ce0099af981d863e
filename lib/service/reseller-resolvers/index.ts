import 'server-only';
import type { Resolvers } from '../generated/reseller-types';
import { notFoundError } from '../errors';
import { findReseller } from '../repositories/resellers';
import { dateTimeScalar } from '../scalars';
import { handbookListFields } from '../handbooks/handbook-fields';
import {
  activityActorResolvers,
  activityEventResolvers,
  activityListResolvers,
  activityQueries,
} from './activity';
import { customerListResolvers, customerMutations, customerQueries, customerResolvers } from './customers';
import { handbookMutations, handbookQueries, handbookResolvers } from './handbooks';
import { accessAttentionListResolvers, overviewQueries, overviewResolvers } from './overview';
import { issuedTokenResolvers, tokenListResolvers, tokenMutations, tokenQueries } from './tokens';
import {
  webhookDeliveryListResolvers,
  webhookDeliveryResolvers,
  webhookEndpointResolvers,
  webhookMutations,
  webhookQueries,
} from './webhooks';

export const resellerApiResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    reseller: async (_parent, _args, { db, reseller }) => {
      const record = await findReseller(db, reseller.resellerId);
      // The key was accepted a moment ago; only a deletion in between gets here.
      if (!record) throw notFoundError('Reseller not found.');
      return record;
    },
    ...customerQueries,
    ...tokenQueries,
    ...handbookQueries,
    ...activityQueries,
    ...overviewQueries,
    ...webhookQueries,
  },
  Mutation: { ...customerMutations, ...tokenMutations, ...handbookMutations, ...webhookMutations },
  Reseller: { resellerId: (r) => r.id },
  CustomerList: customerListResolvers,
  Customer: customerResolvers,
  IssuedTokenList: tokenListResolvers,
  IssuedToken: issuedTokenResolvers,
  HandbookList: handbookListFields,
  Handbook: handbookResolvers,
  ActivityList: activityListResolvers,
  ActivityEvent: activityEventResolvers,
  ActivityActor: activityActorResolvers,
  Overview: overviewResolvers,
  AccessAttentionList: accessAttentionListResolvers,
  WebhookEndpoint: webhookEndpointResolvers,
  WebhookDeliveryList: webhookDeliveryListResolvers,
  WebhookDelivery: webhookDeliveryResolvers,
};
