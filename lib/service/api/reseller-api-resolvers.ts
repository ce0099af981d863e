import 'server-only';
import type { Resolvers } from '../generated/reseller-types';
import { apiKeyResolvers, keyMutations, keyQueries, viewerResolvers } from '../resellers/key-resolvers';
import { dateTimeScalar } from '../core/scalars';
import { handbookListFields } from '../handbooks/handbook-fields';
import { brandingMutations, brandingQueries } from '../branding/branding-resolvers';
import {
  activityActorResolvers,
  activityEventResolvers,
  activityListResolvers,
  activityQueries,
} from '../activity/activity-resolvers';
import {
  customerListResolvers,
  customerMutations,
  customerQueries,
  customerResolvers,
} from '../customers/customer-resolvers';
import { handbookMutations, handbookQueries, handbookResolvers } from '../handbooks/handbook-resolvers';
import {
  handbookVersionMutations,
  handbookVersionQueries,
  outdatedHandbookListResolvers,
} from '../handbooks/handbook-version-resolvers';
import {
  accessAttentionListResolvers,
  overviewQueries,
  overviewResolvers,
} from '../overview/overview-resolvers';
import {
  issuedTokenResolvers,
  tokenListResolvers,
  tokenMutations,
  tokenQueries,
} from '../tokens/token-resolvers';
import {
  webhookDeliveryListResolvers,
  webhookDeliveryResolvers,
  webhookEndpointResolvers,
  webhookMutations,
  webhookQueries,
} from '../webhooks/webhook-resolvers';

export const resellerApiResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    ...keyQueries,
    ...customerQueries,
    ...tokenQueries,
    ...handbookQueries,
    ...handbookVersionQueries,
    ...activityQueries,
    ...overviewQueries,
    ...webhookQueries,
    ...brandingQueries,
  },
  Mutation: {
    ...customerMutations,
    ...tokenMutations,
    ...handbookMutations,
    ...handbookVersionMutations,
    ...webhookMutations,
    ...brandingMutations,
    ...keyMutations,
  },
  Reseller: { resellerId: (r) => r.id },
  Viewer: viewerResolvers,
  ApiKey: apiKeyResolvers,
  CustomerList: customerListResolvers,
  Customer: customerResolvers,
  IssuedTokenList: tokenListResolvers,
  IssuedToken: issuedTokenResolvers,
  HandbookList: handbookListFields,
  Handbook: handbookResolvers,
  OutdatedHandbookList: outdatedHandbookListResolvers,
  ActivityList: activityListResolvers,
  ActivityEvent: activityEventResolvers,
  ActivityActor: activityActorResolvers,
  Overview: overviewResolvers,
  AccessAttentionList: accessAttentionListResolvers,
  WebhookEndpoint: webhookEndpointResolvers,
  WebhookDeliveryList: webhookDeliveryListResolvers,
  WebhookDelivery: webhookDeliveryResolvers,
};
