import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * The system resolver (getaddrinfo) runs on libuv's thread pool: 4 threads by default, shared with file
 * reads, zlib and crypto. A lookup whose name server never answers holds its thread until the resolver gives
 * up, often 10 to 30 seconds, whatever deadline its caller keeps. So webhook lookups take at most
 * LOOKUPS_AT_ONCE threads between them and one account (a reseller) at most one; lookups of a name already
 * in flight for the account share it; the rest wait for a thread up to SLOT_WAIT_MS and then fail as the
 * resolver failing (EAI_AGAIN: tried again later). An account whose hosts hang delays its own lookups and,
 * for others, leaves a thread of two: never the rest of the process.
 */
export const LOOKUPS_AT_ONCE = 2;
export const SLOT_WAIT_MS = 5_000;

type Callback = Parameters<LookupFunction>[2];

interface Waiting {
  account: string;
  go(): void;
}

const accountsBusy = new Set<string>();
const waiting: Waiting[] = [];
const inFlight = new Map<string, Callback[]>();

const mayStart = (account: string) => accountsBusy.size < LOOKUPS_AT_ONCE && !accountsBusy.has(account);

function release(account: string): void {
  accountsBusy.delete(account);
  const next = waiting.findIndex((entry) => mayStart(entry.account));
  if (next >= 0) waiting.splice(next, 1)[0]!.go();
}

/** Runs `start` once the account may take a thread, or `refuse` when it may not in time. */
function inSlot(account: string, start: () => void, refuse: () => void): void {
  const begin = () => {
    accountsBusy.add(account);
    start();
  };
  if (mayStart(account)) return begin();
  const entry: Waiting = {
    account,
    go: () => {
      clearTimeout(timer);
      begin();
    },
  };
  const timer = setTimeout(() => {
    waiting.splice(waiting.indexOf(entry), 1);
    refuse();
  }, SLOT_WAIT_MS);
  timer.unref();
  waiting.push(entry);
}

function resolverBusy(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`Lookup of ${hostname} deferred: the resolver is busy.`);
  // getaddrinfo's "try again": the resolver's failure, not the name's.
  error.code = 'EAI_AGAIN';
  return error;
}

/** dns.lookup within the slots, for `account`'s webhooks. */
export function lookupFor(account: string): LookupFunction {
  return (hostname, options, callback) => {
    const key = `${account}\0${hostname}\0${JSON.stringify(options)}`;
    const joined = inFlight.get(key);
    if (joined) {
      joined.push(callback);
      return;
    }
    const callbacks = [callback];
    inFlight.set(key, callbacks);
    const finish: Callback = (error, address, family) => {
      inFlight.delete(key);
      for (const each of callbacks) {
        try {
          each(error, address, family);
        } catch {
          // One caller's failure is its own: the others still get their answer.
        }
      }
    };
    const lookUp = () => {
      try {
        dnsLookup(hostname, options, (error, address, family) => {
          release(account);
          finish(error, address, family);
        });
      } catch (error) {
        // An argument dns.lookup refuses at once: the thread was never taken.
        release(account);
        finish(error as NodeJS.ErrnoException, '', 4);
      }
    };
    inSlot(account, lookUp, () => finish(resolverBusy(hostname), '', 4));
  };
}

/** Every address of `hostname`, as the system resolver gives them, within `account`'s slot. */
export function lookupAll(hostname: string, account: string): Promise<LookupAddress[]> {
  const options: LookupAllOptions = { all: true, verbatim: true };
  return new Promise((resolve, reject) =>
    lookupFor(account)(hostname, options, (error, addresses) =>
      error ? reject(error) : resolve(addresses as unknown as LookupAddress[]),
    ),
  );
}
