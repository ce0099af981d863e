/**
 * A process's places for one kind of work, shared fairly between tenants (resellers: however many keys one
 * signs in with, it is one tenant). At most `places` run at once and `perTenant` for one tenant; a few more
 * may wait their turn, and a freed place goes to the waiting tenant that holds the fewest (the oldest of
 * those), so a tenant that floods waits behind every other one, never the other way round. Neutral: the
 * Reseller API's operations and the dashboard's PDFs each have their own.
 */
export interface FairPlacesOptions {
  places: number;
  perTenant: number;
  /** Work a tenant may have waiting beyond the places it holds; more is refused at once. */
  waitingPerTenant: number;
  /** Work that found no place by then is refused, and leaves the queue. */
  waitMs: number;
  /** The error a refusal rejects with. */
  refusal: () => Error;
}

export interface FairPlaces {
  /** Resolves, once `tenant` holds a place, to the function that frees it (a second call does nothing). */
  enter(tenant: string): Promise<() => void>;
  /** How much of `tenant`'s work waits for a place now. */
  waitingFor(tenant: string): number;
}

interface Waiting {
  tenant: string;
  enter: () => void;
}

export function createFairPlaces(options: FairPlacesOptions): FairPlaces {
  /** Places held, by tenant (only tenants holding one). */
  const held = new Map<string, number>();
  /** Work waiting for a place, oldest first. */
  const waiting: Waiting[] = [];
  let inUse = 0;

  const heldBy = (tenant: string) => held.get(tenant) ?? 0;
  const waitingFor = (tenant: string) => waiting.filter((w) => w.tenant === tenant).length;
  const mayTake = (tenant: string) => inUse < options.places && heldBy(tenant) < options.perTenant;

  function take(tenant: string): () => void {
    inUse += 1;
    held.set(tenant, heldBy(tenant) + 1);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      release(tenant);
    };
  }

  function handOn(): void {
    for (;;) {
      let next: Waiting | undefined;
      for (const candidate of waiting) {
        if (!mayTake(candidate.tenant)) continue;
        if (!next || heldBy(candidate.tenant) < heldBy(next.tenant)) next = candidate;
      }
      if (!next) return;
      waiting.splice(waiting.indexOf(next), 1);
      next.enter();
    }
  }

  function release(tenant: string): void {
    inUse -= 1;
    const count = heldBy(tenant) - 1;
    if (count > 0) held.set(tenant, count);
    else held.delete(tenant);
    handOn();
  }

  function enter(tenant: string): Promise<() => void> {
    // A free place is never one waiting work could take: handOn gives those out as they free.
    if (mayTake(tenant)) return Promise.resolve(take(tenant));
    if (waitingFor(tenant) >= options.waitingPerTenant) return Promise.reject(options.refusal());
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        tenant,
        enter: () => {
          clearTimeout(timer);
          resolve(take(tenant));
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(options.refusal());
      }, options.waitMs);
      waiting.push(entry);
    });
  }

  return { enter, waitingFor };
}
