import 'server-only';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The contract's secret format: `whsec_` and the base64 of 32 random bytes, as Standard Webhooks libraries read it. */
export function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The three Standard Webhooks headers of one attempt. The signature covers the message id, the attempt's
 * timestamp and the exact body, with the reference library's signer (the receiver's verifier is its twin).
 * During a rotation's overlap `secrets` holds the new secret and the old one: the header then lists both
 * signatures, space-separated (`v1,<new> v1,<old>`), and a receiver holding either secret accepts it.
 */
export function signedHeaders(
  secrets: readonly [string, ...string[]],
  messageId: string,
  attemptAt: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(attemptAt.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(messageId, attemptAt, body))
      .join(' '),
  };
}
