import 'server-only';
import { BRANDING_LOGO } from '../contract/limits';
import { LogoError, type ImageSize } from './image-structure';
import { checkJpegStructure, JPEG_START } from './jpeg-structure';
import { checkPngPixels, checkPngStructure, PNG_SIGNATURE } from './png-structure';

const startsWith = (bytes: Buffer, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const pixels = (n: number) => n.toLocaleString('en');

function checkSize({ width, height }: ImageSize): void {
  const max = BRANDING_LOGO.maxPixels;
  if (width > max || height > max) {
    throw new LogoError(
      `logo must be at most ${pixels(max)} × ${pixels(max)} pixels; this one is ${pixels(width)} × ${pixels(height)}.`,
    );
  }
}

/**
 * A logo's bytes checked whole, whatever they claim to be: a PNG or JPEG by its magic number, well-formed
 * (every PNG chunk and its CRC, every JPEG marker, nothing after the image's end), within BRANDING_LOGO's
 * pixels, and a PNG's image data decodable. Returns its type; throws LogoError with a plain message. The
 * service checks each upload with it, and the dashboard each logo before PDFKit's decoder meets it (which
 * fails on damaged image data in a callback nobody can catch).
 *
 * Hand-written: the small libraries that read an image's type and size (image-size, probe-image-size) read
 * its header only, so a truncated file or one with a script appended passes them; decoders (sharp, pngjs)
 * are far larger and still accept trailing bytes.
 */
export function checkLogoBytes(bytes: Buffer): 'png' | 'jpeg' {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    const image = checkPngStructure(bytes);
    checkSize(image);
    // After the size: it bounds what inflating the image data can make.
    checkPngPixels(image);
    return 'png';
  }
  if (startsWith(bytes, JPEG_START)) {
    checkSize(checkJpegStructure(bytes));
    return 'jpeg';
  }
  throw new LogoError('logo must be a PNG or JPEG image.');
}
