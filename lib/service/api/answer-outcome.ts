import 'server-only';
import type { Plugin } from 'graphql-yoga';

// Requests whose answer holds errors, noted by yoga's last hook and read by the HTTP envelope once the answer
// is made: weakly, so a request forgets its note with itself.
const failedAnswers = new WeakSet<Request>();

const hasErrors = (result: unknown): boolean =>
  Array.isArray(result)
    ? result.some(hasErrors)
    : typeof result === 'object' && result !== null && 'errors' in result && Array.isArray(result.errors)
      ? result.errors.length > 0
      : false;

/** Notes every answer with `errors` (a refused document, a resolver's error): such a request failed. */
export const answerOutcome: Plugin = {
  onResultProcess: ({ request, result }) => {
    if (hasErrors(result)) failedAnswers.add(request);
  },
};

/** Whether the answer to `request` held errors (answerOutcome). */
export const answerFailed = (request: Request): boolean => failedAnswers.has(request);
