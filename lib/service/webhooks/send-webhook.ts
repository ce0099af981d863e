import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { isIP, Socket, type LookupFunction, type TcpNetConnectOpts } from 'node:net';
import type { Duplex } from 'node:stream';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { isRefusedAddress } from './address-policy';
import { lookupFor } from './system-lookup';

/** A 2xx within this time counts as delivered (contract). */
export const DELIVERY_TIMEOUT_MS = 10_000;
// Receivers' answers are never stored or shown; a little is read so that the exchange ends normally.
const MAX_RESPONSE_BYTES = 4_096;

/** Why an attempt got no HTTP answer; an answer of any status is reported as its status instead. */
export type AttemptFailure = 'TIMEOUT' | 'UNREACHABLE' | 'ADDRESS_REFUSED';

export type AttemptOutcome = { status: number } | { failure: AttemptFailure };

export interface WebhookRequest {
  /** Whose webhook it is (the reseller): one account's lookups never take every resolver thread. */
  account: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookSender {
  send(request: WebhookRequest, signal?: AbortSignal): Promise<AttemptOutcome>;
  close(): void;
}

export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Name resolution; tests stand in a resolver that changes its answer (DNS rebinding). */
  lookup?: LookupFunction;
}

// request-filtering-agent refuses an address with a plain Error of this wording and no `code`. Pinned with
// the package's exact version, and a test sends to a refused address and expects ADDRESS_REFUSED.
const REFUSAL = /is not allowed/;

class RefusedAddressError extends Error {
  constructor() {
    super('The host is, or resolved to, an address webhooks may not go to.');
    this.name = 'RefusedAddressError';
  }
}

function failureOf(error: unknown): AttemptFailure {
  if (error instanceof RefusedAddressError) return 'ADDRESS_REFUSED';
  if (error instanceof Error && !('code' in error) && REFUSAL.test(error.message)) return 'ADDRESS_REFUSED';
  return 'UNREACHABLE';
}

/**
 * Refuses what registration refuses (isRefusedAddress), on every address a lookup answers. The agents check
 * again with their own rules, which miss some spellings: metadata addresses where private ones are allowed
 * (their deny list cannot mix IPv4 and IPv6 ranges), and IPv4-compatible IPv6 (`::7f00:1`), which they call
 * public.
 */
function refusingAddresses(lookup: LookupFunction, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, address, family) => {
      const addresses = typeof address === 'string' ? [address] : (address ?? []).map((a) => a.address);
      if (!error && addresses.some((a) => isRefusedAddress(a, allowPrivate)))
        callback(new RefusedAddressError(), address, family);
      else callback(error, address, family);
    });
}

type ConnectionListener = (error: Error | null, socket: Duplex) => void;

/**
 * An address literal in the URL never reaches a lookup: refused here by the same rule, in the way the agents
 * refuse (the error goes to the listener with a socket that never connects). Null for a name, or an allowed
 * address.
 */
function refusedLiteralSocket(
  options: TcpNetConnectOpts,
  allowPrivate: boolean,
  listener?: ConnectionListener,
): Socket | null {
  if (!options.host || !isIP(options.host) || !isRefusedAddress(options.host, allowPrivate)) return null;
  const socket = new Socket();
  if (listener) listener(new RefusedAddressError(), socket);
  else socket.destroy(new RefusedAddressError());
  return socket;
}

type FilterOptions = ConstructorParameters<typeof RequestFilteringHttpAgent>[0] & {
  allowPrivateIPAddress: boolean;
};

class WebhookHttpAgent extends RequestFilteringHttpAgent {
  constructor(private readonly filter: FilterOptions) {
    super(filter);
  }

  override createConnection(options: TcpNetConnectOpts, listener?: ConnectionListener) {
    return (
      refusedLiteralSocket(options, this.filter.allowPrivateIPAddress, listener) ??
      super.createConnection(options, listener)
    );
  }
}

class WebhookHttpsAgent extends RequestFilteringHttpsAgent {
  constructor(private readonly filter: FilterOptions) {
    super(filter);
  }

  override createConnection(options: TcpNetConnectOpts, listener?: ConnectionListener) {
    return (
      refusedLiteralSocket(options, this.filter.allowPrivateIPAddress, listener) ??
      super.createConnection(options, listener)
    );
  }
}

/**
 * Sends webhooks over agents that check every address a connection is about to use (after DNS resolution, on
 * the socket itself), so a name that resolved to a public address at registration and to a private one now
 * (DNS rebinding) is refused, and the connection goes to the address that was checked. No keep-alive: every
 * attempt resolves and checks afresh. Redirects are answers like any other (node:http follows none).
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  const filter = { allowPrivateIPAddress: options.allowPrivate, allowMetaIPAddress: false, keepAlive: false };
  const agents = {
    http: new WebhookHttpAgent(filter),
    https: new WebhookHttpsAgent(filter),
  };
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  return {
    send: (request, signal) =>
      new Promise((resolve) => {
        const url = new URL(request.url);
        const secure = url.protocol === 'https:';
        const lookup = refusingAddresses(options.lookup ?? lookupFor(request.account), options.allowPrivate);
        const body = Buffer.from(request.body);
        let response: http.IncomingMessage | undefined;
        // The one way an attempt ends: whatever the receiver does (answers, upgrades the connection, never
        // closes it, trickles its headers or body), the deadline ends it and frees everything it held.
        const settle = (outcome: AttemptOutcome) => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', cutShort);
          response?.destroy();
          outgoing.destroy();
          resolve(outcome);
        };
        const cutShort = () => settle({ failure: 'TIMEOUT' });
        const deadline = setTimeout(cutShort, timeoutMs);
        const outgoing = (secure ? https : http).request(
          url,
          {
            method: 'POST',
            agent: secure ? agents.https : agents.http,
            lookup,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'content-length': String(body.length),
              'user-agent': 'Handbook-Webhooks/1.0',
            },
          },
          (answer) => {
            response = answer;
            const status = answer.statusCode ?? 0;
            let read = 0;
            answer.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read > MAX_RESPONSE_BYTES) settle({ status });
            });
            // The status is what counts, once the exchange has ended (the body drained or cut off).
            answer.on('close', () => settle({ status }));
            answer.on('error', () => undefined);
          },
        );
        // 101 Switching Protocols: an answer, never a 2xx; the socket it hands over is closed at once.
        outgoing.on('upgrade', (answer: http.IncomingMessage, socket: Duplex) => {
          socket.destroy();
          settle({ status: answer.statusCode ?? 101 });
        });
        outgoing.on('error', (error) => settle({ failure: failureOf(error) }));
        signal?.addEventListener('abort', cutShort);
        if (signal?.aborted) cutShort();
        outgoing.end(body);
      }),
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
