import 'server-only';
import { clientAddress, type ProxyTrust } from '../../http/client-address';
import { errorResponse } from '../../http/error-response';
import { errorFields, log } from '../../http/log';
import { readJsonBody, refuseRequestHead } from '../../http/request-envelope';
import { countRefusal } from '../../telemetry/rate-limit-refusals';
import { CredentialError } from '../core/errors';
import { graphqlParams, type GraphqlParams } from '../core/graphql-params';
import type { FailureLimiter } from '../auth/failure-limiter';
import type { RequestLimiter } from '../../rate-limit/request-limiter';
import { answerFailed } from './answer-outcome';

export interface GraphqlEndpointOptions<TPrincipal> {
  /**
   * yoga's fetch handler; receives the principal, the request's instant, the request's checked GraphQL
   * parameters (yoga takes them from there instead of reading a body again) and the client's address as
   * server context.
   */
  execute(
    request: Request,
    context: { principal: TPrincipal; now: Date; graphqlParams: GraphqlParams; clientAddress: string },
  ): Promise<Response> | Response;
  authenticate(request: Request, now: Date): Promise<TPrincipal>;
  /** Which credential a principal used, for the per-credential request limit. */
  credentialOf(principal: TPrincipal): string;
  /** The largest body read (REQUEST_BODY_BYTES of lib/contract/limits.ts); a larger one is refused with 413. */
  maxBodyBytes: number;
  failures: FailureLimiter;
  requests: RequestLimiter;
  /** Whose X-Forwarded-For counts when finding the client the failures are counted against. */
  proxyTrust: ProxyTrust;
  clock: () => Date;
  /** Extra headers on 401 answers (the Customer API names its scheme). */
  challenge?: Record<string, string>;
  /** Serves GraphiQL's page on GET when set (development only). */
  graphiql?: (request: Request) => Promise<Response> | Response;
  /**
   * Told of every answer to a request whose credential was identified, refused ones included (the Customer
   * API's usage): the credential, the request's GraphQL parameters when they could be read, and whether it
   * failed (refused, or `errors` in the answer). It must return at once: the answer waits for it.
   */
  onAnswer?: (answer: Answer) => void;
}

export interface Answer {
  credential: string;
  params: GraphqlParams | null;
  failed: boolean;
  now: Date;
}

type ReadParams = { params: GraphqlParams; refusal?: undefined } | { params?: undefined; refusal: Response };

const bad = (message: string) => errorResponse(400, message, 'BAD_REQUEST');

const tooMany = (message: string, seconds: number) =>
  errorResponse(429, `${message} Try again in ${seconds} seconds.`, 'RATE_LIMITED', {
    'retry-after': String(seconds),
  });

/**
 * The HTTP side of both APIs, per contract.md: POST only, JSON only, a bounded body, one operation per
 * request, credentials checked before any GraphQL work. What passes goes to yoga with the principal.
 */
export function createGraphqlEndpoint<TPrincipal>(options: GraphqlEndpointOptions<TPrincipal>) {
  return async function handle(request: Request): Promise<Response> {
    if (
      request.method === 'GET' &&
      options.graphiql &&
      request.headers.get('accept')?.includes('text/html')
    ) {
      return options.graphiql(request);
    }
    const refusal = refuseRequestHead(request, options.maxBodyBytes);
    if (refusal) return refusal;

    const now = options.clock();
    let principal: TPrincipal;
    try {
      principal = await options.authenticate(request, now);
    } catch (error) {
      if (error instanceof CredentialError) {
        // A valid credential always passes, so nobody can lock a colleague out by failing from their address.
        const client = clientAddress(request.headers, options.proxyTrust);
        const wait =
          options.failures.blockedFor(client, now) ||
          (await options.failures.recordFailure(client, now).catch(() => 0));
        if (error.identified) await countRefused(request, error.identified, now, options);
        if (wait > 0) {
          countRefusal('failures');
          return tooMany('Too many failed attempts.', wait);
        }
        return errorResponse(401, error.message, 'UNAUTHENTICATED', options.challenge);
      }
      log('error', 'auth.unavailable', errorFields(error));
      return errorResponse(
        503,
        'The service is temporarily unavailable. Try again shortly.',
        'SERVICE_UNAVAILABLE',
        { 'retry-after': '5' },
      );
    }

    const overLimit = await options.requests.hit(options.credentialOf(principal), now);
    if (overLimit > 0) {
      await countRefused(request, options.credentialOf(principal), now, options);
      return tooMany('Too many requests for this credential.', overLimit);
    }

    const read = await readParams(request, options.maxBodyBytes);
    if (read.refusal) {
      options.onAnswer?.({ credential: options.credentialOf(principal), params: null, failed: true, now });
      return read.refusal;
    }

    // yoga gets the request as it came, its body already read: the parameters travel in the server context.
    const response = await options.execute(request, {
      principal,
      now,
      graphqlParams: read.params,
      clientAddress: clientAddress(request.headers, options.proxyTrust),
    });
    options.onAnswer?.({
      credential: options.credentialOf(principal),
      params: read.params,
      failed: answerFailed(request) || !response.ok,
      now,
    });
    response.headers.set('cache-control', 'no-store');
    return response;
  };
}

/** The request's body as GraphQL parameters, or the answer that refuses it. */
async function readParams(request: Request, maxBodyBytes: number): Promise<ReadParams> {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return { refusal: body.response };
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { refusal: bad('The request body is not valid JSON.') };
  }
  if (Array.isArray(json))
    return { refusal: bad('Batched requests are not supported: send one operation per request.') };
  const parsed = graphqlParams.safeParse(json);
  if (!parsed.success) {
    return {
      refusal: bad(
        'The request body must be a JSON object with a "query" string (and optional "variables" object).',
      ),
    };
  }
  return { params: parsed.data };
}

/**
 * A refused request whose token was identified is counted too, under the operation its body names: the body
 * is read for that alone, after the answer is decided.
 */
async function countRefused(
  request: Request,
  identified: string,
  now: Date,
  options: Pick<GraphqlEndpointOptions<unknown>, 'onAnswer' | 'maxBodyBytes'>,
): Promise<void> {
  if (!options.onAnswer) return;
  const read = await readParams(request, options.maxBodyBytes).catch(() => null);
  options.onAnswer({ credential: identified, params: read?.params ?? null, failed: true, now });
}
