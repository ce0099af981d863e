import 'server-only';
import { LogoError, type ImageSize } from './image-structure';

export const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff);

// JPEG markers (ITU-T T.81, table B.1).
const MARKER = { start: 0xd8, end: 0xd9, scan: 0xda, temporary: 0x01 } as const;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
// Start of frame: every coding process (C0–CF but DHT C4, JPG C8 and DAC CC).
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

// Grey, YCbCr (or RGB) and CMYK: the colour spaces a JPEG in a PDF can declare; other counts have none.
const COMPONENT_COUNTS: readonly number[] = [1, 3, 4];

const broken = (why: string) => new LogoError(`logo is not a valid JPEG image: ${why}.`);
const truncated = () => new LogoError('logo is not a complete JPEG image: it ends too early.');

/** The frame header's dimensions, after checking its length against its component count. */
function frameSize(bytes: Buffer, at: number, length: number): ImageSize {
  if (length < 8) throw broken('its frame header is too short');
  const height = bytes.readUInt16BE(at + 4);
  const width = bytes.readUInt16BE(at + 6);
  const components = bytes[at + 8]!;
  if (length !== 8 + 3 * components || !COMPONENT_COUNTS.includes(components))
    throw broken('its frame header is invalid');
  // A height of 0 defers it to a later DNL marker; a logo must say its size up front.
  if (width === 0 || height === 0) throw broken('it does not state its size');
  return { width, height };
}

/** Where the entropy-coded data after a scan header ends: at the first marker that is not a restart. */
function endOfScanData(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length - 1) {
    if (bytes[at] !== 0xff) at += 1;
    else {
      const next = bytes[at + 1]!;
      // FF 00 is an escaped FF byte, FF D0–D7 a restart, FF FF fill before a marker.
      if (next === 0x00 || isRestart(next) || next === 0xff) at += next === 0xff ? 1 : 2;
      else return at;
    }
  }
  throw truncated();
}

/**
 * Walks every marker of a baseline or progressive JPEG from SOI to EOI: segment lengths inside the file, one
 * frame header before any scan, each scan's data up to the next marker, and nothing after EOI (bytes there
 * would make the file a polyglot, another format's content riding behind a valid image). Returns the frame's
 * dimensions.
 */
export function checkJpegStructure(bytes: Buffer): ImageSize {
  let at = 2;
  let size: ImageSize | null = null;
  let sawScan = false;
  for (;;) {
    if (at >= bytes.length) throw truncated();
    if (bytes[at] !== 0xff) throw broken('a segment does not start with a marker');
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) throw truncated();
    const marker = bytes[at]!;
    if (marker === MARKER.end) {
      if (!size || !sawScan) throw broken('it holds no image data');
      if (at + 1 !== bytes.length) throw new LogoError('logo has data after the end of its JPEG image.');
      return size;
    }
    if (isRestart(marker) || marker === MARKER.temporary) {
      at += 1;
      continue;
    }
    if (marker === 0x00 || marker === MARKER.start) throw broken('a marker is invalid');
    if (at + 3 > bytes.length) throw truncated();
    const length = bytes.readUInt16BE(at + 1);
    const end = at + 1 + length;
    if (length < 2) throw broken('a segment has an invalid length');
    if (end > bytes.length) throw truncated();
    if (isFrame(marker)) {
      if (size) throw broken('it has two frame headers');
      size = frameSize(bytes, at, length);
    }
    if (marker === MARKER.scan) {
      if (!size) throw broken('its image data comes before its frame header');
      sawScan = true;
      at = endOfScanData(bytes, end);
    } else at = end;
  }
}
