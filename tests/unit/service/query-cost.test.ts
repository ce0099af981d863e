import {
  buildSchema,
  getNamedType,
  isObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  typeFromAST,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_BYTES,
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_LENGTH,
  PAGE_LIMIT,
} from '@/lib/contract/limits';
import * as dashboard from '@/lib/graphql-client/generated/graphql';
import { ANSWER_SIZES } from '@/lib/service/api/answer-size-table';
import { readSchema } from '@/lib/service/api/create-yoga';
import { estimateAnswerBytes, largestAnswerBytes } from '@/lib/service/api/query-cost';

const reseller = buildSchema(readSchema('reseller'));
const customer = buildSchema(readSchema('customer'));
const estimate = (schema: GraphQLSchema, query: string | DocumentNode, variables?: Record<string, unknown>) =>
  estimateAnswerBytes(
    schema,
    typeof query === 'string' ? parse(query) : query,
    undefined,
    variables,
    ANSWER_SIZES,
  );

/** A value for a variable of `type`, every page at its longest. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.type)]),
    );
  return { Int: PAGE_LIMIT.max, Boolean: true }[type.name] ?? 'x';
}

describe('the answer-size estimate', () => {
  const documents = Object.entries(dashboard).filter(([name]) => name.endsWith('Document'));

  it.each(documents)('lets the dashboard’s %s through at its longest page', (_name, document) => {
    const node = document as unknown as DocumentNode;
    const operation = node.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).map((v) => [
        v.variable.name.value,
        sampleValue(typeFromAST(reseller, v.type) as GraphQLInputType),
      ]),
    );
    const bytes = estimate(reseller, node, variables);
    expect(bytes).not.toBeNull();
    expect(bytes!).toBeLessThan(ANSWER_BYTES.estimate / 4);
  });

  it('weighs a page by its limit, from a literal, a variable or the default', () => {
    const page = (args: string) => `{ listHandbooks${args} { handbooks { markdown } } }`;
    const one = estimate(customer, page('(limit: 1)'))!;
    expect(estimate(customer, page('(limit: 100)'))).toBeCloseTo(100 * one, -3);
    expect(
      estimate(customer, 'query ($n: Int) { listHandbooks(limit: $n) { handbooks { markdown } } }', {
        n: 40,
      }),
    ).toBeCloseTo(40 * one, -3);
    expect(estimate(customer, page(''))).toBeCloseTo(PAGE_LIMIT.default * one, -3);
    // The resolver refuses a limit out of bounds with its own message: the estimate stays at the longest page.
    expect(estimate(customer, page('(limit: 1000000)'))).toBe(estimate(customer, page('(limit: 100)')));
  });

  it('counts each alias, and a fragment spread twice in one selection once, as execution merges them', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Handbook { markdown ${i < 29 ? `...F${i + 1} ...F${i + 1}` : ''} }`,
    ).join('\n');
    const started = performance.now();
    const spread = estimate(customer, `{ listHandbooks(limit: 10) { handbooks { ...F0 } } }\n${fragments}`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(spread).toBe(estimate(customer, '{ listHandbooks(limit: 10) { handbooks { markdown } } }'));
    expect(
      estimate(
        customer,
        '{ a: listHandbooks(limit: 10) { handbooks { markdown } } b: listHandbooks(limit: 10) { handbooks { markdown } } }',
      ),
    ).toBe(2 * spread!);
  });

  it('bounds an operation for any values of its variables: a limit a variable gives at the longest page', () => {
    const largest = (query: string) => largestAnswerBytes(customer, parse(query), undefined, ANSWER_SIZES);
    const byVariable = 'query ($n: Int) { listHandbooks(limit: $n) { handbooks { markdown } } }';
    expect(largest(byVariable)).toBe(estimate(customer, byVariable, { n: PAGE_LIMIT.max }));
    expect(largest(byVariable)).toBeGreaterThan(estimate(customer, byVariable, { n: 40 })!);
    // A literal and the schema's default are what they are, whatever the variables.
    for (const literal of ['(limit: 3)', '', '(limit: 1000000)']) {
      const query = `query ($n: Int) { listHandbooks${literal} { total handbooks { markdown } } me { userId } }`;
      expect(largest(query)).toBe(estimate(customer, query, { n: 1 }));
    }
    expect(largest('query Other { me { userId } }')).not.toBeNull();
    expect(largestAnswerBytes(customer, parse('query A { me { userId } }'), 'B', ANSWER_SIZES)).toBeNull();
  });

  it('leaves an operation whose variables do not fit to execution, which answers that itself', () => {
    expect(estimate(customer, 'query ($n: Int!) { listHandbooks(limit: $n) { total } }', {})).toBeNull();
  });
  it('counts text a person wrote at its contract maximum, four bytes a character', () => {
    const page = estimate(reseller, '{ handbookCustomers(limit: 100) { customers { name email } } }')!;
    expect(page).toBeGreaterThanOrEqual(
      PAGE_LIMIT.max * 4 * (CUSTOMER_NAME_LENGTH.max + CUSTOMER_EMAIL_MAX_LENGTH),
    );
  });

  // Strings the service writes itself, each well under a plain value's 100 bytes (codes, dates, hints, keys,
  // fixed names and labels from its own tables), and the reseller's name, set once by the operator.
  const SHORT_TEXT = new Set([
    'Query.policyLibraryVersion',
    'Handbook.country',
    'Handbook.region',
    'Handbook.effectiveDate',
    'Handbook.policies',
    'Handbook.libraryVersion',
    'HandbookVersion.libraryVersion',
    'HandbookVersion.changedSectionKeys',
    'HandbookSection.key',
    'HandbookSection.title',
    'Policy.key',
    'Policy.title',
    'HandbookCountry.code',
    'HandbookCountry.name',
    'HandbookCountry.regionLabel',
    'HandbookRegion.code',
    'HandbookRegion.name',
    'Branding.accentColor',
    'Reseller.name',
    'Viewer.keyHint',
    'ApiKey.hint',
    'ActivityEvent.action',
    'ActivityEvent.clientAddress',
    'ActivityActor.keyHint',
    'CreatedWebhookEndpoint.secret',
    'IssuedApiKey.key',
    'UsageReport.month',
    // A root field's name of the Customer API, or nothing (lib/service/usage/operation-of.ts).
    'OperationUsage.operation',
    'WebhookEndpoint.eventTypes',
    'WebhookDelivery.eventType',
  ]);

  it.each([
    ['customer', customer],
    ['reseller', reseller],
  ])('knows the most every String of the %s schema can weigh', (_api, schema) => {
    const unbounded = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => getNamedType(field.type).name === 'String')
          .map((field) => `${type.name}.${field.name}`),
      )
      .filter((key) => !(key in ANSWER_SIZES.textBytes) && !SHORT_TEXT.has(key));
    // A new text field: give its contract maximum in its feature's answer-sizes.ts (userTextBytes).
    expect(unbounded).toEqual([]);
  });
});
