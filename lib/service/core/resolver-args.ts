import 'server-only';
import { z } from 'zod';
import { PAGE_LIMIT, SEARCH_MAX_LENGTH } from '../../contract/limits';
import { badUserInput } from './errors';

/** Arguments checked beyond what GraphQL types can say; the first problem becomes BAD_USER_INPUT naming its field. */
export function parseResolverArgs<T extends z.ZodType>(schema: T, args: unknown): z.infer<T> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw badUserInput(issue?.message ?? 'Invalid input.', field);
}

const LIMIT_MESSAGE = `limit must be between ${PAGE_LIMIT.min} and ${PAGE_LIMIT.max}.`;

export const paging = {
  offset: z
    .number()
    .int()
    .min(0, 'offset must be 0 or more.')
    .max(10_000_000, 'offset must be at most 10,000,000.')
    .default(0),
  limit: z
    .number()
    .int()
    .min(PAGE_LIMIT.min, LIMIT_MESSAGE)
    .max(PAGE_LIMIT.max, LIMIT_MESSAGE)
    .default(PAGE_LIMIT.default),
};

/** A list's `search`: trimmed, at most SEARCH_MAX_LENGTH characters; empty or absent means no search (null). */
export const searchArg = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters.`)
  .nullish()
  .transform((s) => s || null);
