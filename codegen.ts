import type { CodegenConfig } from '@graphql-codegen/cli';

const serverTypes = (api: 'customer' | 'reseller', mappers: Record<string, string>) => ({
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    contextType: `../core/context#${api === 'customer' ? 'CustomerContext' : 'ResellerContext'}`,
    mappers,
    scalars: { DateTime: 'Date' },
    useTypeImports: true,
    // Enums as const objects: run-time code (zod enums, option lists) reads their values, never retypes them.
    enumsAsConst: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: true },
    maybeValue: 'T | null',
    inputMaybeValue: 'T | null | undefined',
  },
});

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'lib/service/generated/customer-types.ts': {
      schema: 'lib/service/schema/customer.graphql',
      ...serverTypes('customer', {
        Customer: '../customers/customer-store#CustomerRecord',
        Handbook: '../handbooks/handbook-store#HandbookRow',
        HandbookList: '../handbooks/handbook-fields#HandbookListParent',
      }),
    },
    'lib/service/generated/reseller-types.ts': {
      schema: 'lib/service/schema/reseller.graphql',
      ...serverTypes('reseller', {
        Reseller: '../resellers/reseller-store#ResellerRecord',
        Customer: '../customers/customer-store#CustomerRecord',
        IssuedToken: '../tokens/token-store#TokenRecord',
        Handbook: '../handbooks/handbook-store#HandbookRow',
        HandbookList: '../handbooks/handbook-fields#HandbookListParent',
        CustomerList: '../customers/customer-resolvers#CustomerListParent',
        IssuedTokenList: '../tokens/token-resolvers#TokenListParent',
        ActivityList: '../activity/activity-resolvers#ActivityListParent',
        ActivityEvent: '../activity/activity-store#ActivityEventRecord',
        ActivityActor: '../activity/activity-store#ActivityEventRecord',
        Overview: '../overview/overview-resolvers#OverviewParent',
        AccessAttention: '../overview/overview-resolvers#AccessAttentionParent',
        AccessAttentionList: '../overview/overview-resolvers#AccessAttentionListParent',
        WebhookEndpoint: '../webhooks/endpoints#WebhookEndpointRecord',
        WebhookDelivery: '../webhooks/deliveries#WebhookDeliveryRecord',
        WebhookDeliveryList: '../webhooks/webhook-resolvers#WebhookDeliveryListParent',
      }),
    },
    'lib/graphql/generated/': {
      schema: 'lib/service/schema/reseller.graphql',
      documents: ['lib/graphql/documents/**/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumType: 'const', scalars: { DateTime: 'string' } },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
