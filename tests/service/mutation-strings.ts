import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/**
 * Every String an API's mutations take, read from its SDL, with a request that puts a given text there and
 * a valid placeholder in every other required place: a new argument or input field is covered as soon as it
 * is in the schema.
 */
export interface MutationString {
  api: 'customer' | 'reseller';
  mutation: string;
  /** The dotted name the service reports in `extensions.field` (`input.companyName`). */
  field: string;
  request(text: string, ids: Record<string, string>): { query: string; variables: Record<string, unknown> };
}

type Fill = { at: string; target: string; text: string; ids: Record<string, string> };

function fill(type: GraphQLInputType, f: Fill): unknown {
  if (isNonNullType(type)) return fill(type.ofType, f);
  if (isListType(type)) return [fill(type.ofType, f)];
  if (isInputObjectType(type)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const at = `${f.at}.${field.name}`;
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (required || f.target === at || f.target.startsWith(`${at}.`))
        object[field.name] = fill(field.type, { ...f, at });
    }
    return object;
  }
  if (f.at === f.target) return f.text;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  if (name === 'ID') return f.ids[f.at] ?? 'id_unknown';
  if (name === 'String') return 'Acme Ltd';
  if (name === 'DateTime') return '2026-01-01T00:00:00.000Z';
  throw new Error(`No placeholder for ${name} at ${f.at}.`);
}

function stringPaths(type: GraphQLInputType, at: string): string[] {
  const named = getNamedType(type);
  if (isInputObjectType(named))
    return Object.values(named.getFields()).flatMap((field) =>
      stringPaths(field.type, `${at}.${field.name}`),
    );
  return named.name === 'String' ? [at] : [];
}

function requestFor(mutation: GraphQLField<unknown, unknown>, target: string) {
  return (text: string, ids: Record<string, string>) => {
    const args = mutation.args.filter(
      (arg) =>
        (isNonNullType(arg.type) && arg.defaultValue === undefined) ||
        target === arg.name ||
        target.startsWith(`${arg.name}.`),
    );
    const variables = Object.fromEntries(
      args.map((arg) => [arg.name, fill(arg.type, { at: arg.name, target, text, ids })]),
    );
    const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isObjectType(getNamedType(mutation.type)) ? ' { __typename }' : '';
    const query =
      args.length === 0
        ? `mutation { ${mutation.name}${selection} }`
        : `mutation (${declared}) { ${mutation.name}(${passed})${selection} }`;
    return { query, variables };
  };
}

function mutationsOf(api: MutationString['api']) {
  const schema = buildSchema(readFileSync(`lib/service/schema/${api}.graphql`, 'utf8'));
  return Object.values(schema.getMutationType()?.getFields() ?? {});
}

/**
 * One request per mutation of an API, read from its SDL, with a valid placeholder in every required place
 * (an id from `ids` by argument name, else an unknown one): a new mutation is covered as soon as it is in
 * the schema.
 */
export function mutationRequests(api: MutationString['api']) {
  return mutationsOf(api).map((mutation) => ({
    mutation: mutation.name,
    request: (ids: Record<string, string>) => requestFor(mutation, '')('', ids),
  }));
}

export function mutationStrings(api: MutationString['api']): MutationString[] {
  const mutations = mutationsOf(api);
  return mutations.flatMap((mutation) =>
    mutation.args.flatMap((arg) =>
      stringPaths(arg.type, arg.name).map((field) => ({
        api,
        mutation: mutation.name,
        field,
        request: requestFor(mutation, field),
      })),
    ),
  );
}
