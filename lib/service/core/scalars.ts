import 'server-only';
import { GraphQLScalarType, Kind } from 'graphql';
import { parseUtcDateTime, UTC_DATE_TIME_RULE } from '../../contract/utc-date-time';

const parse = (value: unknown) => {
  const date = typeof value === 'string' ? parseUtcDateTime(value) : undefined;
  if (!date) throw new TypeError(UTC_DATE_TIME_RULE);
  return date;
};

/** ISO 8601 in UTC with a `Z` suffix (contract: identifiers and time), read strictly. */
export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date.');
    return date.toISOString();
  },
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});
