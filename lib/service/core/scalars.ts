import 'server-only';
import { GraphQLScalarType, Kind } from 'graphql';

/** ISO 8601 in UTC with a `Z` suffix (contract: identifiers and time). */
export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date.');
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string.');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string.');
    return date;
  },
});
