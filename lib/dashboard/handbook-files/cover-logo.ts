import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { checkLogoBytes } from '@/lib/images/logo-bytes';
import { setBounded } from '@/lib/collections/bounded-map';

// The cover's logo box is 140 × 56 points: 600 pixels a side is sharper than print needs.
const COVER_LOGO_PIXELS = 600;
// Logos prepared for covers, by their bytes' digest (up to about 1.4 MB each at 600 pixels a side).
const KEPT = 16;
// A prepared logo takes milliseconds; a logo that takes this long is left off the cover.
const PREPARE_SECONDS = 5;

const prepared = new Map<string, Promise<Buffer | null>>();

/** The logo made small; null, and remembered so, when its bytes are not a logo at all. */
async function prepare(logo: Buffer, forget: () => void): Promise<Buffer | null> {
  try {
    checkLogoBytes(logo);
  } catch {
    return null;
  }
  try {
    return await sharp(logo, { limitInputPixels: BRANDING_LOGO.maxPixels ** 2, failOn: 'error' })
      .resize(COVER_LOGO_PIXELS, COVER_LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .png()
      .timeout({ seconds: PREPARE_SECONDS })
      .toBuffer();
  } catch {
    // A timeout on a busy machine passes: this cover goes without, the next download tries again.
    forget();
    return null;
  }
}

/**
 * The reseller's logo as the PDF cover draws it, or null when it cannot be drawn. A logo within the
 * contract's bounds (2,000 pixels a side, 16 bits a channel) decodes to as much as 32 MB, which PDFKit would
 * decode, split and compress again on the event loop for every download; so it is made small once, off the
 * event loop (sharp runs on libuv's pool), and kept by digest. Requests that arrive while it is being made
 * share the one preparation.
 */
export function coverLogo(logo: Buffer): Promise<Buffer | null> {
  const key = createHash('sha256').update(logo).digest('base64');
  const known = prepared.get(key);
  if (known) {
    // Most recently used last: the oldest is forgotten first.
    setBounded(prepared, key, known, KEPT);
    return known;
  }
  // Forgotten after `made` is set, even should sharp fail before its first await.
  const forget = () =>
    queueMicrotask(() => {
      if (prepared.get(key) === made) prepared.delete(key);
    });
  const made = prepare(logo, forget);
  setBounded(prepared, key, made, KEPT);
  return made;
}
