import 'server-only';
import { createFairPlaces } from '../../collections/fair-places';

// PDFs the process makes at once (its places), and one reseller's share of them: however many keys a
// reseller signs in with, it holds at most PER_RESELLER places, so three staff keys of one reseller leave
// most of them to the others.
const PLACES = 8;
const PER_RESELLER = 2;
// PDFs a reseller may have waiting for a place beyond those it holds; more are refused at once, as are
// PDFs that waited WAIT_MS without a place.
const WAITING_PER_RESELLER = 4;
const WAIT_MS = 10_000;
// A PDF not made by then is given up on, and its place freed (PDFKit has been seen never to end one).
const DEADLINE_MS = 20_000;

/** Refused: the reseller already has as many PDFs waiting as it may, or none found a place in time. */
export class RenderBusyError extends Error {
  constructor() {
    super('Too many PDFs are being prepared at once.');
  }
}

/** Given up on: the PDF was not made within DEADLINE_MS. */
export class RenderDeadlineError extends Error {
  constructor() {
    super('The PDF took too long to prepare.');
  }
}

const places = createFairPlaces({
  places: PLACES,
  perTenant: PER_RESELLER,
  waitingPerTenant: WAITING_PER_RESELLER,
  waitMs: WAIT_MS,
  refusal: () => new RenderBusyError(),
});

/** Lets the I/O that arrived meanwhile (other people's requests) run before the next PDF starts. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` with a signal that aborts at DEADLINE_MS, and gives up on it then. */
function withDeadline<T>(work: (signal: AbortSignal) => T | Promise<T>): Promise<T> {
  const deadline = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RenderDeadlineError();
      deadline.abort(error);
      reject(error);
    }, DEADLINE_MS);
  });
  return Promise.race([Promise.resolve().then(() => work(deadline.signal)), late]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Makes one PDF in one of the process's places, shared fairly between resellers (not keys: a reseller's
 * staff keys are one tenant). Each starts after the I/O that came in meanwhile; at most PLACES are made at
 * once and PER_RESELLER for one reseller, a few more wait their turn, and each has DEADLINE_MS, which
 * `work`'s signal tells it (the layout's thread is ended then, pdf-threads.ts): a burst of downloads takes
 * its reseller's places, never everyone's, and a PDF that never ends frees its place.
 */
export async function inRenderTurn<T>(
  resellerId: string,
  work: (deadline: AbortSignal) => T | Promise<T>,
): Promise<T> {
  const release = await places.enter(resellerId);
  try {
    await afterPendingIo();
    return await withDeadline(work);
  } finally {
    release();
  }
}
