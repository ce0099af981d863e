import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { checkLogoBytes } from '@/lib/images/logo-bytes';

// The cover's logo box is 140 × 56 points: 600 pixels a side is sharper than print needs.
const COVER_LOGO_PIXELS = 600;
// Logos prepared for covers, by their bytes' digest; one per reseller in use is plenty.
const KEPT = 64;
// A prepared logo takes milliseconds; a logo that takes this long is left off the cover.
const PREPARE_SECONDS = 5;

const prepared = new Map<string, Promise<Buffer | null>>();

async function prepare(logo: Buffer): Promise<Buffer | null> {
  try {
    checkLogoBytes(logo);
    return await sharp(logo, { limitInputPixels: BRANDING_LOGO.maxPixels ** 2, failOn: 'error' })
      .resize(COVER_LOGO_PIXELS, COVER_LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .png()
      .timeout({ seconds: PREPARE_SECONDS })
      .toBuffer();
  } catch {
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
    prepared.delete(key);
    prepared.set(key, known);
    return known;
  }
  const made = prepare(logo);
  if (prepared.size >= KEPT) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, made);
  return made;
}
