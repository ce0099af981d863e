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
import { customerUsageQueries, customerUsageResolvers } from '../usage/customer-usage-resolvers';
import { overviewUsageFields, tokenUsageFields } from '../usage/usage-fields';
import { usageReportQueries, usageReportResolvers } from '../usage/usage-report-resolvers';

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
    ...customerUsageQueries,
    ...usageReportQueries,
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
  IssuedToken: { ...issuedTokenResolvers, ...tokenUsageFields },
  HandbookList: handbookListFields,
  Handbook: handbookResolvers,
  OutdatedHandbookList: outdatedHandbookListResolvers,
  ActivityList: activityListResolvers,
  ActivityEvent: activityEventResolvers,
  ActivityActor: activityActorResolvers,
  Overview: { ...overviewResolvers, ...overviewUsageFields },
  AccessAttentionList: accessAttentionListResolvers,
  WebhookEndpoint: webhookEndpointResolvers,
  WebhookDeliveryList: webhookDeliveryListResolvers,
  WebhookDelivery: webhookDeliveryResolvers,
  CustomerUsage: customerUsageResolvers,
  UsageReport: usageReportResolvers,
};
