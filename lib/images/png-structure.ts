import 'server-only';
import { crc32 } from 'node:zlib';
import { LogoError, type ImageSize } from './image-structure';

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

// PNG (RFC 2083 / ISO 15948): a chunk is length (4), type (4), data, CRC-32 of type and data (4).
const CHUNK_OVERHEAD = 12;
const MAX_CHUNK_LENGTH = 0x7fffffff;
const IHDR_LENGTH = 13;
const PALETTE_COLOUR = 3;
/**
 * Chunks in one image, image data included. A decoder's work per chunk (text chunks are inflated, each
 * allocates) does not show in a file's size; libpng splits image data into 8 KB chunks, some 32 in 256 KB.
 */
export const MAX_PNG_CHUNKS = 256;
// The bit depths each colour type allows (ISO 15948, 11.2.2).
const BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function chunkType(bytes: Buffer, at: number): string {
  const type = bytes.subarray(at, at + 4);
  if (!type.every((b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)))
    throw new LogoError('logo is not a valid PNG image: a chunk has an invalid name.');
  return type.toString('latin1');
}

/** What the header says about how the pixels are laid out. */
export interface PngImage extends ImageSize {
  depth: number;
  colour: number;
  interlaced: boolean;
}

function readHeader(data: Buffer): PngImage {
  if (data.length !== IHDR_LENGTH)
    throw new LogoError('logo is not a valid PNG image: its header has the wrong length.');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = data.subarray(8);
  const valid =
    width > 0 &&
    height > 0 &&
    BIT_DEPTHS[colour!]?.includes(depth!) === true &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1);
  if (!valid) throw new LogoError('logo is not a valid PNG image: its header is invalid.');
  return { width, height, depth: depth!, colour: colour!, interlaced: interlace === 1 };
}

/**
 * Walks every chunk of a PNG from its signature to IEND, checking each chunk's length, name and CRC: the
 * header first, a palette before the image data where the colour type needs one, image data present, at
 * most MAX_PNG_CHUNKS chunks, and nothing after IEND (bytes there would make the file a polyglot, another
 * format's content riding behind a valid image). Returns the header's facts. Linear in the file's bytes:
 * nothing is inflated (the image data is decoded whole in prepare-logo.ts, out of this process).
 */
export function checkPngStructure(bytes: Buffer): PngImage {
  let at = PNG_SIGNATURE.length;
  let header: PngImage | null = null;
  let sawPalette = false;
  let sawImageData = false;
  for (let chunks = 1; ; chunks++) {
    if (chunks > MAX_PNG_CHUNKS)
      throw new LogoError(`logo must be a PNG image of at most ${MAX_PNG_CHUNKS} chunks.`);
    if (bytes.length - at < CHUNK_OVERHEAD)
      throw new LogoError('logo is not a complete PNG image: it ends before its last chunk.');
    const length = bytes.readUInt32BE(at);
    const type = chunkType(bytes, at + 4);
    const end = at + CHUNK_OVERHEAD + length;
    if (length > MAX_CHUNK_LENGTH || end > bytes.length)
      throw new LogoError('logo is not a complete PNG image: a chunk runs past its end.');
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      throw new LogoError('logo is not a valid PNG image: a chunk is damaged (bad checksum).');
    if (header === null && type !== 'IHDR')
      throw new LogoError('logo is not a valid PNG image: it does not start with its header.');
    if (type === 'IHDR' && header === null) header = readHeader(data);
    else if (type === 'IHDR') throw new LogoError('logo is not a valid PNG image: it has two headers.');
    if (type === 'PLTE') sawPalette = true;
    if (type === 'IDAT') {
      if (header!.colour === PALETTE_COLOUR && !sawPalette)
        throw new LogoError('logo is not a valid PNG image: its palette is missing.');
      sawImageData = true;
    }
    at = end;
    if (type === 'IEND') break;
  }
  if (!sawImageData) throw new LogoError('logo is not a valid PNG image: it holds no image data.');
  if (at !== bytes.length) throw new LogoError('logo has data after the end of its PNG image.');
  return header!;
}
