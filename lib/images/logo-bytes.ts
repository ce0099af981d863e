import 'server-only';
import { BRANDING_LOGO } from '../contract/limits';
import { LogoError, type ImageSize } from './image-structure';
import { checkJpegStructure, JPEG_START } from './jpeg-structure';
import { checkPngStructure, PNG_SIGNATURE } from './png-structure';

const startsWith = (bytes: Buffer, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

export type LogoFormat = 'png' | 'jpeg';

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
 * A logo's structure checked whole, whatever it claims to be: a PNG or JPEG by its magic number, well-formed
 * (every PNG chunk and its CRC, every JPEG marker, nothing after the image's end), within BRANDING_LOGO's
 * pixels and the chunk and scan counts that bound what decoding it costs. Linear in its bytes and decodes
 * nothing, so it runs on the event loop; prepareLogo then decodes it out of the process. Returns its type;
 * throws LogoError with a plain message.
 *
 * Hand-written: the small libraries that read an image's type and size (image-size, probe-image-size) read
 * its header only, so a truncated file or one with a script appended passes them; decoders (sharp, pngjs)
 * are far larger and still accept trailing bytes.
 */
export function checkLogoBytes(bytes: Buffer): LogoFormat {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    checkSize(checkPngStructure(bytes));
    return 'png';
  }
  if (startsWith(bytes, JPEG_START)) {
    checkSize(checkJpegStructure(bytes));
    return 'jpeg';
  }
  throw new LogoError('logo must be a PNG or JPEG image.');
}
