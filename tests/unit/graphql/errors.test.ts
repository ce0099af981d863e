import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isKeyRevoked, isSessionEnded, userMessageFor } from '@/lib/graphql-client/errors';
import { KEY_REVOKED_MESSAGE } from '@/lib/http/return-path';

function serverError(statusCode: number, bodyText: string): ServerError {
  return new ServerError('raw transport text', {
    response: new Response(bodyText, { status: statusCode }),
    bodyText,
  });
}

describe('userMessageFor: the message a user sees for a failed query or mutation', () => {
  it("passes on the service's messages written for people, and no other", () => {
    const readable = new CombinedGraphQLErrors({
      errors: [{ message: 'No customer with that id.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(userMessageFor(readable)).toBe('No customer with that id.');
    const internal = new CombinedGraphQLErrors({
      errors: [
        { message: 'relation "customers" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
    expect(userMessageFor(internal)).toBe('The Handbook service could not complete the request.');
  });

  it("uses the GraphQL relay's fixed message, and a plain one when the body is not the relay's", () => {
    const relayed = serverError(
      504,
      JSON.stringify({ errors: [{ message: 'The Handbook service took too long.' }] }),
    );
    expect(userMessageFor(relayed)).toBe('The Handbook service took too long.');
    expect(userMessageFor(serverError(500, '<html>stack trace</html>'))).toBe(
      'The Handbook service is not available right now.',
    );
    expect(userMessageFor(serverError(401, ''))).toBe('Your session has ended. Sign in again.');
  });

  it("tells a revoked key (the relay's own message) from a session that ended", () => {
    const revoked = serverError(401, JSON.stringify({ errors: [{ message: KEY_REVOKED_MESSAGE }] }));
    expect(isKeyRevoked(revoked)).toBe(true);
    expect(isSessionEnded(revoked)).toBe(true);
    const ended = serverError(401, JSON.stringify({ errors: [{ message: 'Your session has ended.' }] }));
    expect(isKeyRevoked(ended)).toBe(false);
    expect(
      isKeyRevoked(serverError(403, JSON.stringify({ errors: [{ message: KEY_REVOKED_MESSAGE }] }))),
    ).toBe(false);
  });

  it('a network failure and anything else get a plain sentence', () => {
    expect(userMessageFor(new TypeError('Failed to fetch'))).toBe(
      'The dashboard could not be reached. Check your connection.',
    );
    expect(userMessageFor(new Error('boom at line 12'))).toBe('The data could not be loaded.');
  });
});
