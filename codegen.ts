import type { CodegenConfig } from '@graphql-codegen/cli';

const serverTypes = (api: 'customer' | 'reseller', mappers: Record<string, string>) => ({
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    contextType: `../context#${api === 'customer' ? 'CustomerContext' : 'ResellerContext'}`,
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
        Customer: '../repositories/customers#CustomerRecord',
        Handbook: '../repositories/handbooks#HandbookRow',
        HandbookList: '../handbooks/handbook-fields#HandbookListParent',
      }),
    },
    'lib/service/generated/reseller-types.ts': {
      schema: 'lib/service/schema/reseller.graphql',
      ...serverTypes('reseller', {
        Reseller: '../repositories/resellers#ResellerRecord',
        Customer: '../repositories/customers#CustomerRecord',
        IssuedToken: '../repositories/tokens#TokenRecord',
        Handbook: '../repositories/handbooks#HandbookRow',
        HandbookList: '../handbooks/handbook-fields#HandbookListParent',
        CustomerList: '../reseller-resolvers/customers#CustomerListParent',
        IssuedTokenList: '../reseller-resolvers/tokens#TokenListParent',
        ActivityList: '../reseller-resolvers/activity#ActivityListParent',
        ActivityEvent: '../activity/activity-store#ActivityEventRecord',
        ActivityActor: '../activity/activity-store#ActivityEventRecord',
        Overview: '../reseller-resolvers/overview#OverviewParent',
        AccessAttention: '../reseller-resolvers/overview#AccessAttentionParent',
        AccessAttentionList: '../reseller-resolvers/overview#AccessAttentionListParent',
        WebhookEndpoint: '../webhooks/endpoints#WebhookEndpointRecord',
        WebhookDelivery: '../webhooks/deliveries#WebhookDeliveryRecord',
        WebhookDeliveryList: '../reseller-resolvers/webhooks#WebhookDeliveryListParent',
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
