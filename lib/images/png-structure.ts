import 'server-only';
import { inflateSync } from 'node:zlib';
import { crc32 } from '../checksums/crc32';
import { LogoError, type ImageSize } from './image-structure';

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

// PNG (RFC 2083 / ISO 15948): a chunk is length (4), type (4), data, CRC-32 of type and data (4).
const CHUNK_OVERHEAD = 12;
const MAX_CHUNK_LENGTH = 0x7fffffff;
const IHDR_LENGTH = 13;
const PALETTE_COLOUR = 3;
// Samples per pixel of each colour type: grey, RGB, palette index, grey and alpha, RGBA.
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
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
  /** Every IDAT chunk's data, in order: one zlib stream together. */
  imageData: Buffer[];
}

function readHeader(data: Buffer): Omit<PngImage, 'imageData'> {
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
 * header first, a palette before the image data where the colour type needs one, image data present, and
 * nothing after IEND (bytes there would make the file a polyglot, another format's content riding behind a
 * valid image). Returns the header's facts and the image data, undecoded.
 */
export function checkPngStructure(bytes: Buffer): PngImage {
  let at = PNG_SIGNATURE.length;
  let header: Omit<PngImage, 'imageData'> | null = null;
  let sawPalette = false;
  const imageData: Buffer[] = [];
  for (;;) {
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
      imageData.push(data);
    }
    at = end;
    if (type === 'IEND') break;
  }
  if (imageData.length === 0) throw new LogoError('logo is not a valid PNG image: it holds no image data.');
  if (at !== bytes.length) throw new LogoError('logo has data after the end of its PNG image.');
  return { ...header!, imageData };
}

// Adam7 interlacing's seven passes: first column, first row, column step, row step (ISO 15948, 8.2).
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const LAST_FILTER_TYPE = 4;

/** Each pass's rows and the bytes of one of its rows after the filter byte; one pass if not interlaced. */
function passes(image: PngImage): { rows: number; rowBytes: number }[] {
  const bitsPerPixel = image.depth * CHANNELS[image.colour]!;
  const rowBytes = (columns: number) => Math.ceil((columns * bitsPerPixel) / 8);
  if (!image.interlaced) return [{ rows: image.height, rowBytes: rowBytes(image.width) }];
  return ADAM7.map(([column, row, columnStep, rowStep]) => ({
    rows: Math.ceil(Math.max(0, image.height - row) / rowStep),
    columns: Math.ceil(Math.max(0, image.width - column) / columnStep),
  }))
    .filter((pass) => pass.rows > 0 && pass.columns > 0)
    .map((pass) => ({ rows: pass.rows, rowBytes: rowBytes(pass.columns) }));
}

/**
 * Inflates the image data and checks it is exactly the header's rows, each with a known filter type: what a
 * decoder (PDFKit's, for the handbook's cover) would otherwise find out only when it fails. Call it after the
 * size limit, which bounds what is inflated.
 */
export function checkPngPixels(image: PngImage): void {
  const layout = passes(image);
  const expected = layout.reduce((sum, pass) => sum + pass.rows * (1 + pass.rowBytes), 0);
  const damaged = () => new LogoError('logo is not a valid PNG image: its image data is damaged.');
  const misfit = () =>
    new LogoError('logo is not a valid PNG image: its image data does not match its size.');
  let raw: Buffer;
  try {
    // A stream that goes on past what the image holds is refused there, without inflating the rest.
    raw = inflateSync(Buffer.concat(image.imageData), { maxOutputLength: expected });
  } catch (error) {
    throw (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? misfit() : damaged();
  }
  if (raw.length !== expected) throw misfit();
  let at = 0;
  for (const pass of layout) {
    for (let row = 0; row < pass.rows; row++, at += 1 + pass.rowBytes) {
      if (raw[at]! > LAST_FILTER_TYPE) throw damaged();
    }
  }
}
