import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { MAX_JPEG_SCANS } from '@/lib/images/jpeg-structure';
import { checkLogoBytes } from '@/lib/images/logo-bytes';
import { MAX_PNG_CHUNKS } from '@/lib/images/png-structure';
import { checkedLogoDataUrl, logoBytesOf } from '@/lib/service/branding/logo-image';
import {
  base64,
  jpeg,
  png,
  pngChunk,
  pngClaiming,
  pngFrom,
  SCRIPT_TAIL,
  SVG_LOGO,
} from '@/tests/support/images';
import { refinementBombJpeg } from '@/tests/support/logo-bombs';

const refusal = (bytes: Buffer) => () => checkLogoBytes(bytes);

describe('the logo byte checker: its structure, checked without decoding', () => {
  it('takes a whole PNG and a whole JPEG, answering data URLs of their real type', async () => {
    const pngFile = png(40, 20);
    await expect(checkedLogoDataUrl(base64(pngFile))).resolves.toBe(
      `data:image/png;base64,${base64(pngFile)}`,
    );
    const jpegFile = jpeg(40, 20);
    await expect(checkedLogoDataUrl(base64(jpegFile))).resolves.toBe(
      `data:image/jpeg;base64,${base64(jpegFile)}`,
    );
  });

  it('takes images of exactly the largest size in pixels, and refuses one pixel more', () => {
    const max = BRANDING_LOGO.maxPixels;
    expect(checkLogoBytes(png(max, max))).toBe('png');
    expect(checkLogoBytes(jpeg(max, max))).toBe('jpeg');
    expect(refusal(pngClaiming(max + 1, 10))).toThrow('at most 2,000 × 2,000 pixels; this one is 2,001 × 10');
    expect(refusal(jpeg(10, max + 1))).toThrow('this one is 10 × 2,001');
  });

  it('refuses a 10,000 × 10,000 image by its header, without decoding it', () => {
    expect(refusal(pngClaiming(10_000, 10_000))).toThrow('this one is 10,000 × 10,000.');
    expect(refusal(jpeg(10_000, 10_000))).toThrow('this one is 10,000 × 10,000.');
  });

  it('takes exactly 256 KB and refuses a byte more', () => {
    const padded = (total: number) => {
      const base = png(4, 4);
      // An ancillary chunk (12 bytes of framing) makes up the size.
      const filler = pngChunk('zzZz', Buffer.alloc(total - base.length - 12));
      return png(4, 4, { extraChunks: [filler] });
    };
    expect(padded(BRANDING_LOGO.maxBytes)).toHaveLength(BRANDING_LOGO.maxBytes);
    expect(logoBytesOf(base64(padded(BRANDING_LOGO.maxBytes)))).toHaveLength(BRANDING_LOGO.maxBytes);
    expect(() => logoBytesOf(base64(padded(BRANDING_LOGO.maxBytes + 1)))).toThrow(
      'logo must be at most 256 KB.',
    );
  });

  it('refuses what is not base64, a data URL included', () => {
    expect(() => logoBytesOf('not base64!')).toThrow('encoded in base64');
    expect(() => logoBytesOf(`data:image/png;base64,${base64(png(2, 2))}`)).toThrow('base64');
    expect(() => logoBytesOf('')).toThrow('base64');
  });

  it('refuses an SVG, whatever it is called, and any other format', () => {
    expect(refusal(SVG_LOGO)).toThrow('logo must be a PNG or JPEG image.');
    expect(refusal(Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1'))).toThrow('PNG or JPEG');
  });

  it('refuses a truncated PNG and a truncated JPEG', () => {
    const whole = png(30, 30);
    expect(refusal(whole.subarray(0, whole.length - 6))).toThrow('not a complete PNG image');
    expect(refusal(whole.subarray(0, 40))).toThrow('not a complete PNG image');
    const jpegFile = jpeg(30, 30);
    expect(refusal(jpegFile.subarray(0, jpegFile.length - 2))).toThrow('not a complete JPEG image');
    expect(refusal(jpegFile.subarray(0, 30))).toThrow('not a complete JPEG image');
  });

  it('refuses a PNG with a damaged chunk (its CRC no longer matches)', () => {
    const damaged = Buffer.from(png(30, 30));
    damaged[45] = damaged[45]! ^ 0xff; // inside the image data
    expect(refusal(damaged)).toThrow('a chunk is damaged (bad checksum)');
  });

  it('refuses polyglots: a script after a PNG’s IEND or after a JPEG’s EOI', () => {
    expect(refusal(Buffer.concat([png(8, 8), SCRIPT_TAIL]))).toThrow(
      'logo has data after the end of its PNG image.',
    );
    expect(refusal(Buffer.concat([jpeg(8, 8), SCRIPT_TAIL]))).toThrow(
      'logo has data after the end of its JPEG image.',
    );
  });

  it('refuses a PNG signature followed by HTML, and a JPEG start followed by HTML', () => {
    const pngThenHtml = Buffer.concat([png(1, 1).subarray(0, 8), SCRIPT_TAIL]);
    expect(refusal(pngThenHtml)).toThrow('not a valid PNG image');
    const jpegThenHtml = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), SCRIPT_TAIL]);
    expect(refusal(jpegThenHtml)).toThrow('JPEG image');
  });

  it('refuses a PNG without its header first or without image data', () => {
    const whole = png(4, 4);
    const noHeader = Buffer.concat([whole.subarray(0, 8), whole.subarray(8 + 25)]);
    expect(refusal(noHeader)).toThrow('does not start with its header');
    const idatAt = whole.indexOf('IDAT') - 4;
    const noData = Buffer.concat([whole.subarray(0, idatAt), pngChunk('IEND')]);
    expect(refusal(noData)).toThrow('holds no image data');
  });

  it('refuses a JPEG without a scan or with its scan before its frame', () => {
    const file = jpeg(4, 4);
    const sof = file.indexOf(Buffer.from([0xff, 0xc0]));
    const sos = file.indexOf(Buffer.from([0xff, 0xda]));
    const noScan = Buffer.concat([file.subarray(0, sos), Buffer.from([0xff, 0xd9])]);
    expect(refusal(noScan)).toThrow('holds no image data');
    const scanFirst = Buffer.concat([file.subarray(0, sof), file.subarray(sos)]);
    expect(refusal(scanFirst)).toThrow('before its frame header');
  });

  it('takes a JPEG of 1, 3 or 4 components and refuses 2 or 5, which no PDF colour space has', () => {
    for (const components of [1, 3, 4]) expect(checkLogoBytes(jpeg(8, 8, components))).toBe('jpeg');
    for (const components of [2, 5])
      expect(refusal(jpeg(8, 8, components))).toThrow('its frame header is invalid');
  });

  it('refuses a palette image without its palette', () => {
    expect(refusal(pngFrom({ width: 2, height: 1, colour: 3 }, deflateSync(Buffer.from([0, 0, 1]))))).toThrow(
      'its palette is missing',
    );
  });
});

describe('the logo byte checker: what decoding it may cost, bounded before anything is decoded', () => {
  it('refuses the review’s JPEG of 18,000 scans at once, by its count of scans', () => {
    const bomb = refinementBombJpeg();
    expect(bomb.length).toBeLessThanOrEqual(BRANDING_LOGO.maxBytes);
    const started = performance.now();
    expect(refusal(bomb)).toThrow(`logo must be a JPEG image of at most ${MAX_JPEG_SCANS} scans.`);
    // A walk over its bytes, not a decode of its scans (which took a core 26 s here).
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(checkLogoBytes(refinementBombJpeg({ scans: MAX_JPEG_SCANS - 1 }))).toBe('jpeg');
    expect(refusal(refinementBombJpeg({ scans: MAX_JPEG_SCANS + 1 }))).toThrow('at most 64 scans');
  });

  it('refuses JPEGs browsers do not show: lossless, hierarchical, arithmetic-coded, 12 bits a sample', () => {
    const withFrame = (marker: number, precision = 8) => {
      const file = Buffer.from(jpeg(8, 8));
      const sof = file.indexOf(Buffer.from([0xff, 0xc0]));
      file[sof + 1] = marker;
      file[sof + 4] = precision;
      return file;
    };
    expect(checkLogoBytes(withFrame(0xc2))).toBe('jpeg');
    for (const marker of [0xc3, 0xc5, 0xc9, 0xca, 0xcb])
      expect(refusal(withFrame(marker))).toThrow('logo must be a baseline or progressive JPEG image.');
    expect(refusal(withFrame(0xc0, 12))).toThrow('logo must be a JPEG image of 8 bits a sample.');
  });

  it('refuses sampling factors outside 1 to 4 and a scan header of more components than the frame', () => {
    const file = Buffer.from(jpeg(8, 8));
    const sof = file.indexOf(Buffer.from([0xff, 0xc0]));
    const sampling = Buffer.from(file);
    sampling[sof + 11] = 0x51;
    expect(refusal(sampling)).toThrow('its frame header is invalid');
    const sos = file.indexOf(Buffer.from([0xff, 0xda]));
    const scan = Buffer.from(file);
    scan[sos + 4] = 2;
    expect(refusal(scan)).toThrow('a scan header is invalid');
  });

  it(`refuses a PNG of more than ${MAX_PNG_CHUNKS} chunks`, () => {
    const notes = (count: number) =>
      Array.from({ length: count }, () => pngChunk('tEXt', Buffer.from('a\0b')));
    // The header, the image data and IEND are chunks too.
    expect(checkLogoBytes(png(4, 4, { extraChunks: notes(MAX_PNG_CHUNKS - 3) }))).toBe('png');
    expect(refusal(png(4, 4, { extraChunks: notes(MAX_PNG_CHUNKS - 2) }))).toThrow(
      `logo must be a PNG image of at most ${MAX_PNG_CHUNKS} chunks.`,
    );
  });
});

describe('a logo given: decoded once, whole, out of this process', () => {
  const RGBA = { width: 1, height: 1, colour: 6 };
  const takes = (bytes: Buffer) =>
    expect(checkedLogoDataUrl(base64(bytes))).resolves.toMatch(/^data:image\/png;/);
  const refuses = (bytes: Buffer) =>
    expect(checkedLogoDataUrl(base64(bytes))).rejects.toThrow(
      'logo is not a valid image: its image data is damaged.',
    );

  it('refuses image data that is not a zlib stream, rows of an unknown filter type, and rows missing', async () => {
    await refuses(pngFrom(RGBA, Buffer.from('not zlib at all')));
    await refuses(pngFrom(RGBA, deflateSync(Buffer.from([9, 1, 2, 3, 4]))));
    await refuses(pngClaiming(40, 20));
  });

  it('takes a palette with transparency, RGBA at 16 bits, grey at 1 bit, and an interlaced image', async () => {
    await takes(
      pngFrom({ width: 2, height: 1, colour: 3 }, deflateSync(Buffer.from([0, 0, 1])), [
        pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255])),
        pngChunk('tRNS', Buffer.from([0])),
      ]),
    );
    await takes(
      pngFrom({ width: 2, height: 2, depth: 16, colour: 6 }, deflateSync(Buffer.alloc(2 * (1 + 16)))),
    );
    await takes(
      pngFrom({ width: 9, height: 2, depth: 1, colour: 0 }, deflateSync(Buffer.alloc(2 * (1 + 2)))),
    );
    // 3 × 3 RGB in passes 1, 4, 5, 6 and 7: rows of 1, 1, 2, 1 and 1, 1 and 3 pixels.
    const rows = [1, 1, 2, 1, 1, 3].map((pixels) => Buffer.alloc(1 + 3 * pixels));
    await takes(pngFrom({ width: 3, height: 3, interlaced: true }, deflateSync(Buffer.concat(rows))));
  });
});
