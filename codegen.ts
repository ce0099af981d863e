import type { CodegenConfig } from '@graphql-codegen/cli';

type DocumentPointer = Extract<NonNullable<CodegenConfig['documents']>, unknown[]>[number];

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

/**
 * The tests' documents, typed against one API each: `resellerGraphql(...)` and `customerGraphql(...)` calls
 * anywhere under tests/ and e2e/, told apart by the function's name so that one file may hold both. String
 * documents: the harness posts their text, and each output's class is its own type, so a Customer API
 * document handed to the Reseller API's call fails at type-check. Fragment names are one namespace with the
 * product's documents: codegen warns of a repeat, and npm test refuses a build that prints a warning.
 */
const testDocuments = (api: 'customer' | 'reseller') => {
  const tag = `${api}Graphql`;
  // Options of one glob reach its code-file loader (@graphql-tools/load hands them on), which is how each
  // output plucks only its own function's calls; codegen's types know no option there but `loader`.
  const plucked = {
    '{tests,e2e}/**/*.ts': {
      pluckConfig: { globalGqlIdentifierName: [tag], gqlMagicComment: tag, modules: [] },
    },
  } as unknown as DocumentPointer;
  return {
    schema: `lib/service/schema/${api}.graphql`,
    documents: [plucked, '!tests/generated/**'],
    preset: 'client' as const,
    presetConfig: { fragmentMasking: false, gqlTagName: tag },
    config: {
      useTypeImports: true,
      enumType: 'const',
      scalars: { DateTime: 'string' },
      documentMode: 'string',
    },
  };
};

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
        Viewer: '../core/context#ResellerPrincipal',
        ApiKey: '../resellers/reseller-store#ApiKeySummary',
        Customer: '../customers/customer-store#CustomerRecord',
        IssuedToken: '../tokens/token-store#TokenRecord',
        Handbook: '../handbooks/handbook-store#HandbookRow',
        HandbookList: '../handbooks/handbook-fields#HandbookListParent',
        OutdatedHandbookList: '../handbooks/handbook-version-resolvers#OutdatedHandbookListParent',
        CustomerList: '../customers/customer-resolvers#CustomerListParent',
        IssuedTokenList: '../tokens/token-resolvers#TokenListParent',
        ActivityList: '../activity/activity-resolvers#ActivityListParent',
        ActivityEvent: '../activity/activity-store#ActivityEventRecord',
        ActivityActor: '../activity/activity-store#ActivityEventRecord',
        Overview: '../overview/overview-resolvers#OverviewParent',
        AccessAttention: '../overview/overview-resolvers#AccessAttentionParent',
        AccessAttentionList: '../overview/overview-resolvers#AccessAttentionListParent',
        WebhookEndpoint: '../webhooks/endpoint-store#WebhookEndpointRecord',
        WebhookDelivery: '../webhooks/delivery-store#WebhookDeliveryRecord',
        WebhookDeliveryList: '../webhooks/webhook-resolvers#WebhookDeliveryListParent',
        CustomerUsage: '../usage/customer-usage-resolvers#CustomerUsageParent',
        UsageReport: '../usage/usage-report-resolvers#UsageReportParent',
      }),
    },
    // The Reseller API's enums alone, for the neutral modules of lib/contract that both sides import (the
    // service's and the browser's generated files each belong to their side).
    'lib/contract/generated/reseller-enums.ts': {
      schema: 'lib/service/schema/reseller.graphql',
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true },
    },
    'lib/graphql-client/generated/': {
      schema: 'lib/service/schema/reseller.graphql',
      documents: ['lib/graphql-client/documents/**/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumType: 'const', scalars: { DateTime: 'string' } },
    },
    'tests/generated/customer/': testDocuments('customer'),
    'tests/generated/reseller/': testDocuments('reseller'),
  },
  ignoreNoDocuments: true,
};

export default config;
