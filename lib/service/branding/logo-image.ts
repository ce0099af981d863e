import 'server-only';
import { BRANDING_LOGO } from '../../contract/limits';
import { LogoError } from './image-structure';
import { checkJpegStructure, JPEG_START } from './jpeg-structure';
import { checkPngStructure, PNG_SIGNATURE } from './png-structure';

// Standard base64, padded: what `Buffer.toString('base64')`, `btoa` and FileReader's data URLs produce.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MAX_BASE64_LENGTH = Math.ceil(BRANDING_LOGO.maxBytes / 3) * 4;

const startsWith = (bytes: Buffer, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const pixels = (n: number) => n.toLocaleString('en');

/**
 * Checks a logo given as base64 by its bytes alone, whatever it claims to be: a PNG or JPEG (by its magic
 * number), whole and well-formed (every PNG chunk and its CRC, every JPEG marker, nothing after the image's
 * end) and within BRANDING_LOGO. Returns it as the data URL the API answers; throws LogoError with a plain
 * message otherwise.
 *
 * Hand-written: the small libraries that read an image's type and size (image-size, probe-image-size) read
 * its header only, so a truncated file or one with a script appended passes them; decoders (sharp, pngjs)
 * are far larger and still accept trailing bytes.
 */
export function checkedLogoDataUrl(base64: string): string {
  if (base64.length > MAX_BASE64_LENGTH)
    throw new LogoError(`logo must be at most ${kilobytes(BRANDING_LOGO.maxBytes)}.`);
  if (base64.length === 0 || !BASE64.test(base64))
    throw new LogoError('logo must be a PNG or JPEG file encoded in base64 (not a data URL).');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BRANDING_LOGO.maxBytes)
    throw new LogoError(`logo must be at most ${kilobytes(BRANDING_LOGO.maxBytes)}.`);
  const png = startsWith(bytes, PNG_SIGNATURE);
  if (!png && !startsWith(bytes, JPEG_START)) throw new LogoError('logo must be a PNG or JPEG image.');
  const { width, height } = png ? checkPngStructure(bytes) : checkJpegStructure(bytes);
  const max = BRANDING_LOGO.maxPixels;
  if (width > max || height > max) {
    throw new LogoError(
      `logo must be at most ${pixels(max)} × ${pixels(max)} pixels; this one is ${pixels(width)} × ${pixels(height)}.`,
    );
  }
  return `data:image/${png ? 'png' : 'jpeg'};base64,${base64}`;
}
