import 'server-only';
import { NO_OPERATION, operationOf } from './operation-of';
import type { UsageCounter } from './usage-counter';

/** What the Customer API's envelope tells of each answer to a request with an identified token. */
export interface CountedAnswer {
  /** The token's id. */
  credential: string;
  params: { query: string; operationName?: string | undefined } | null;
  failed: boolean;
  now: Date;
}

/**
 * Counts each answer against its token, under its operation (the first root field, one of `rootFields`): a
 * Map update, no I/O.
 */
export const countAnswers =
  (counter: UsageCounter, rootFields: ReadonlySet<string>) =>
  ({ credential, params, failed, now }: CountedAnswer): void =>
    counter.count(
      credential,
      now,
      params ? operationOf(params.query, params.operationName, rootFields) : NO_OPERATION,
      failed,
    );
