import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * The system resolver (getaddrinfo) runs on libuv's thread pool: 4 threads by default, shared with file
 * reads, zlib and crypto. A lookup whose name server never answers holds its thread until the resolver gives
 * up, often 10 to 30 seconds, whatever deadline its caller keeps. So webhook lookups take at most
 * LOOKUPS_AT_ONCE threads between them; lookups of a name already being looked up share that one; the rest
 * wait for a thread up to SLOT_WAIT_MS and then fail as the resolver failing (EAI_AGAIN: tried again later).
 * A host that hangs, or a reseller with many, can delay other webhooks' lookups, never the rest of the process.
 */
export const LOOKUPS_AT_ONCE = 2;
export const SLOT_WAIT_MS = 5_000;

type Callback = Parameters<LookupFunction>[2];

let busy = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Callback[]>();

function release(): void {
  busy -= 1;
  waiting.shift()?.();
}

/** Runs `start` once a thread is free, or `refuse` when none frees up in time. */
function inSlot(start: () => void, refuse: () => void): void {
  if (busy < LOOKUPS_AT_ONCE) {
    busy += 1;
    start();
    return;
  }
  const go = () => {
    clearTimeout(timer);
    busy += 1;
    start();
  };
  const timer = setTimeout(() => {
    waiting.splice(waiting.indexOf(go), 1);
    refuse();
  }, SLOT_WAIT_MS);
  waiting.push(go);
}

function resolverBusy(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`Lookup of ${hostname} deferred: the resolver is busy.`);
  // getaddrinfo's "try again": the resolver's failure, not the name's.
  error.code = 'EAI_AGAIN';
  return error;
}

/** dns.lookup within the slots. */
export const systemLookup: LookupFunction = (hostname, options, callback) => {
  const key = `${hostname}\0${JSON.stringify(options)}`;
  const joined = inFlight.get(key);
  if (joined) {
    joined.push(callback);
    return;
  }
  const callbacks = [callback];
  inFlight.set(key, callbacks);
  const finish: Callback = (error, address, family) => {
    inFlight.delete(key);
    for (const each of callbacks) each(error, address, family);
  };
  inSlot(
    () =>
      dnsLookup(hostname, options, (error, address, family) => {
        release();
        finish(error, address, family);
      }),
    () => finish(resolverBusy(hostname), '', 4),
  );
};

/** Every address of `hostname`, as the system resolver gives them, within the same slots. */
export function lookupAll(hostname: string): Promise<LookupAddress[]> {
  const options: LookupAllOptions = { all: true, verbatim: true };
  return new Promise((resolve, reject) =>
    systemLookup(hostname, options, (error, addresses) =>
      error ? reject(error) : resolve(addresses as unknown as LookupAddress[]),
    ),
  );
}
