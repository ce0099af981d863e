import 'server-only';
import { createHash } from 'node:crypto';
import { setBounded } from '@/lib/collections/bounded-map';
import { errorFields, log } from '@/lib/http/log';
import { LogoError } from '@/lib/images/image-structure';
import { LogoBusyError, LogoTooSlowError, prepareLogo, type CoverLogo } from '@/lib/images/prepare-logo';

// Logos prepared for covers, by their bytes' digest: 600 pixels a side at most, tens of KB for most logos.
const KEPT = 64;
// A logo that did not decode within the deadline may have met a busy machine: tried again after this, and
// until then no download decodes it again.
const RETRY_SLOW_AFTER_MS = 10 * 60_000;
// How long a cover waits on the clock for its logo's preparation, which runs at a low priority: on a busy
// machine this PDF goes without the logo, well within the render's deadline, rather than not at all, and
// the preparation goes on for the next download.
export const COVER_LOGO_WAIT_MS = 5_000;

const prepared = new Map<string, Promise<CoverLogo | null>>();

/** The logo made small; null, remembered so, when it is no logo or too slow to decode. */
async function prepare(logo: Buffer, forget: (afterMs: number) => void): Promise<CoverLogo | null> {
  try {
    return (await prepareLogo(logo)).cover;
  } catch (error) {
    if (error instanceof LogoTooSlowError) forget(RETRY_SLOW_AFTER_MS);
    // Busy (nothing was decoded), or the preparer itself failed: this cover goes without, the next tries.
    else if (error instanceof LogoBusyError) forget(0);
    else if (!(error instanceof LogoError)) {
      forget(0);
      log('error', 'dashboard.cover_logo.failed', errorFields(error));
    }
    return null;
  }
}

/** `preparation`, or null once COVER_LOGO_WAIT_MS have passed without it. */
function withinWait(preparation: Promise<CoverLogo | null>): Promise<CoverLogo | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COVER_LOGO_WAIT_MS);
  });
  return Promise.race([preparation, late]).finally(() => clearTimeout(timer));
}

/**
 * The reseller's logo as the PDF cover draws it, or null when it cannot be drawn or is not ready within
 * COVER_LOGO_WAIT_MS. The service decoded it once when it was given, but the dashboard trusts no upstream's
 * bytes (a remote service, or a logo stored before those checks): it makes each logo small once by the same
 * rules (prepareLogo: its structure checked here, its one decode in a process killed at its deadline) and
 * keeps the result by digest, a refusal too, so a download never decodes the reseller's bytes again.
 * Requests that arrive meanwhile share the one preparation. The contract gives the logo only as the sender's
 * bytes (`Branding.logoDataUrl`), so the small one cannot come from the service.
 */
export function coverLogo(logo: Buffer): Promise<CoverLogo | null> {
  const key = createHash('sha256').update(logo).digest('base64');
  const known = prepared.get(key);
  if (known) {
    // Most recently used last: the oldest is forgotten first.
    setBounded(prepared, key, known, KEPT);
    return withinWait(known);
  }
  const forget = (afterMs: number) =>
    setTimeout(() => {
      if (prepared.get(key) === made) prepared.delete(key);
    }, afterMs).unref();
  const made = prepare(logo, forget);
  setBounded(prepared, key, made, KEPT);
  return withinWait(made);
}
