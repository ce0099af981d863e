import 'server-only';
import { LogoError, type ImageSize } from './image-structure';

export const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff);

// JPEG markers (ITU-T T.81, table B.1).
const MARKER = { start: 0xd8, end: 0xd9, scan: 0xda, temporary: 0x01 } as const;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
// Start of frame: every coding process (C0–CF but DHT C4, JPG C8 and DAC CC).
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
// Baseline, extended sequential and progressive, Huffman-coded: what browsers show. Lossless, hierarchical
// and arithmetic-coded frames are not, and have decoders of their own to attack.
const DISPLAYED_FRAMES: readonly number[] = [0xc0, 0xc1, 0xc2];
// Browsers show 8 bits a sample; 12 bits is for medical imaging.
const PRECISION = 8;

// Grey, YCbCr (or RGB) and CMYK: the colour spaces a JPEG in a PDF can declare; other counts have none.
const COMPONENT_COUNTS: readonly number[] = [1, 3, 4];

/**
 * Scans in one image. Each scan makes a decoder visit every block of its components, whatever its few bytes
 * say, so their count is what a JPEG's decoding costs: the attack review's 256 KB logo held 18,000 scans (a
 * minute of one core). libjpeg's progressive scripts use 6 to 18 (10 for colour); mozjpeg's about as many.
 */
export const MAX_JPEG_SCANS = 64;

const broken = (why: string) => new LogoError(`logo is not a valid JPEG image: ${why}.`);
const truncated = () => new LogoError('logo is not a complete JPEG image: it ends too early.');

interface Frame extends ImageSize {
  components: number;
}

/**
 * The frame header's dimensions and component count, after checking its coding process, its precision, its
 * length against its component count and each component's sampling factors (1 to 4, ITU-T T.81, B.2.2).
 */
function readFrame(bytes: Buffer, marker: number, at: number, length: number): Frame {
  if (!DISPLAYED_FRAMES.includes(marker))
    throw new LogoError('logo must be a baseline or progressive JPEG image.');
  if (length < 8) throw broken('its frame header is too short');
  if (bytes[at + 3] !== PRECISION) throw new LogoError('logo must be a JPEG image of 8 bits a sample.');
  const height = bytes.readUInt16BE(at + 4);
  const width = bytes.readUInt16BE(at + 6);
  const components = bytes[at + 8]!;
  if (length !== 8 + 3 * components || !COMPONENT_COUNTS.includes(components))
    throw broken('its frame header is invalid');
  for (let c = 0; c < components; c++) {
    const sampling = bytes[at + 10 + 3 * c]!;
    const [h, v] = [sampling >> 4, sampling & 0x0f];
    if (h < 1 || h > 4 || v < 1 || v > 4) throw broken('its frame header is invalid');
  }
  // A height of 0 defers it to a later DNL marker; a logo must say its size up front.
  if (width === 0 || height === 0) throw broken('it does not state its size');
  return { width, height, components };
}

/** A scan header's length against its component count (1 to 4, and no more than the frame has). */
function checkScanHeader(bytes: Buffer, at: number, length: number, frame: Frame): void {
  const components = length >= 3 ? bytes[at + 3]! : 0;
  if (components < 1 || components > frame.components || length !== 6 + 2 * components)
    throw broken('a scan header is invalid');
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
 * frame header before any scan, at most MAX_JPEG_SCANS scans, each scan's data up to the next marker, and
 * nothing after EOI (bytes there would make the file a polyglot, another format's content riding behind a
 * valid image). Returns the frame's dimensions. Linear in the file's bytes: nothing is decoded.
 */
export function checkJpegStructure(bytes: Buffer): ImageSize {
  let at = 2;
  let frame: Frame | null = null;
  let scans = 0;
  for (;;) {
    if (at >= bytes.length) throw truncated();
    if (bytes[at] !== 0xff) throw broken('a segment does not start with a marker');
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) throw truncated();
    const marker = bytes[at]!;
    if (marker === MARKER.end) {
      if (!frame || scans === 0) throw broken('it holds no image data');
      if (at + 1 !== bytes.length) throw new LogoError('logo has data after the end of its JPEG image.');
      return { width: frame.width, height: frame.height };
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
      if (frame) throw broken('it has two frame headers');
      frame = readFrame(bytes, marker, at, length);
    }
    if (marker === MARKER.scan) {
      if (!frame) throw broken('its image data comes before its frame header');
      checkScanHeader(bytes, at, length, frame);
      scans += 1;
      if (scans > MAX_JPEG_SCANS)
        throw new LogoError(`logo must be a JPEG image of at most ${MAX_JPEG_SCANS} scans.`);
      at = endOfScanData(bytes, end);
    } else at = end;
  }
}
