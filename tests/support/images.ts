/**
 * Image files built byte by byte for the logo tests: real, small PNGs (they render in a browser) and JPEGs
 * that are structurally whole (markers, lengths, a scan), plus the hostile variants the service must refuse.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The header's fields; 8-bit RGB, not interlaced, unless said otherwise. */
export interface PngFields {
  width: number;
  height: number;
  depth?: number;
  colour?: number;
  interlaced?: boolean;
}

function pngHeader({ width, height, depth = 8, colour = 2, interlaced = false }: PngFields): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, 0, 0, interlaced ? 1 : 0], 8); // deflate, adaptive filtering
  return pngChunk('IHDR', data);
}

/** A PNG of the header `fields` whose one IDAT chunk holds `imageData` as given; `beforeData` go before it. */
export function pngFrom(fields: PngFields, imageData: Buffer, beforeData: Buffer[] = []): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(fields),
    ...beforeData,
    pngChunk('IDAT', imageData),
    pngChunk('IEND'),
  ]);
}

/** A true-colour PNG of one colour; `extraChunks` go between the header and the image data. */
export function png(
  width: number,
  height: number,
  { rgb = [0x1d, 0x4e, 0xd8], extraChunks = [] as Buffer[] } = {},
): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return pngFrom({ width, height }, deflateSync(pixels), extraChunks);
}

/** A PNG whose header claims `width` × `height` pixels, with a token of image data (too little for them). */
export function pngClaiming(width: number, height: number): Buffer {
  return pngFrom({ width, height }, deflateSync(Buffer.alloc(16)));
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline JPEG's markers with a frame of `width` × `height`, `components` of them and a short scan. */
export function jpeg(width: number, height: number, components = 1): Buffer {
  const frame = Buffer.from([
    8,
    0,
    0,
    0,
    0,
    components,
    ...Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]).flat(),
  ]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    // Entropy-coded data with an escaped FF (FF 00) and a restart marker, as real scans hold.
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');

/** A script, as a polyglot would carry it after the image's end. */
export const SCRIPT_TAIL = Buffer.from('<html><script>alert(document.cookie)</script></html>');

export const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
