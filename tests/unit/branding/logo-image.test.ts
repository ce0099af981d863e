import { describe, expect, it } from 'vitest';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { checkedLogoDataUrl } from '@/lib/service/branding/logo-image';
import { deflateSync } from 'node:zlib';
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

const refusal = (bytes: Buffer) => () => checkedLogoDataUrl(base64(bytes));

describe('the logo byte checker', () => {
  it('takes a whole PNG and a whole JPEG, answering data URLs of their real type', () => {
    const pngFile = png(40, 20);
    expect(checkedLogoDataUrl(base64(pngFile))).toBe(`data:image/png;base64,${base64(pngFile)}`);
    const jpegFile = jpeg(40, 20);
    expect(checkedLogoDataUrl(base64(jpegFile))).toBe(`data:image/jpeg;base64,${base64(jpegFile)}`);
  });

  it('takes images of exactly the largest size in pixels, and refuses one pixel more', () => {
    const max = BRANDING_LOGO.maxPixels;
    expect(() => checkedLogoDataUrl(base64(png(max, max)))).not.toThrow();
    expect(() => checkedLogoDataUrl(base64(jpeg(max, max)))).not.toThrow();
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
    expect(() => checkedLogoDataUrl(base64(padded(BRANDING_LOGO.maxBytes)))).not.toThrow();
    expect(refusal(padded(BRANDING_LOGO.maxBytes + 1))).toThrow('logo must be at most 256 KB.');
  });

  it('refuses what is not base64, a data URL included', () => {
    expect(() => checkedLogoDataUrl('not base64!')).toThrow('encoded in base64');
    expect(() => checkedLogoDataUrl(`data:image/png;base64,${base64(png(2, 2))}`)).toThrow('base64');
    expect(() => checkedLogoDataUrl('')).toThrow('base64');
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
});

describe('the logo byte checker: image data a decoder can read', () => {
  const RGBA = { width: 1, height: 1, colour: 6 };
  const takes = (bytes: Buffer) => expect(() => checkedLogoDataUrl(base64(bytes))).not.toThrow();

  it('refuses image data that is not a zlib stream, and rows with an unknown filter type', () => {
    expect(refusal(pngFrom(RGBA, Buffer.from('not zlib at all')))).toThrow(
      'logo is not a valid PNG image: its image data is damaged.',
    );
    expect(refusal(pngFrom(RGBA, deflateSync(Buffer.from([9, 1, 2, 3, 4]))))).toThrow(
      'its image data is damaged',
    );
  });

  it('refuses image data shorter or longer than the header’s rows', () => {
    expect(refusal(pngClaiming(40, 20))).toThrow('its image data does not match its size');
    const twoRows = deflateSync(Buffer.from([0, 1, 2, 3, 0, 4, 5, 6]));
    expect(refusal(pngFrom({ width: 1, height: 1 }, twoRows))).toThrow('does not match its size');
  });

  it('refuses a palette image without its palette, and takes one with a palette and transparency', () => {
    const indexed = { width: 2, height: 1, colour: 3 };
    const data = deflateSync(Buffer.from([0, 0, 1]));
    expect(refusal(pngFrom(indexed, data))).toThrow('its palette is missing');
    takes(
      pngFrom(indexed, data, [
        pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255])),
        pngChunk('tRNS', Buffer.from([0])),
      ]),
    );
  });

  it('takes RGBA at 16 bits, grey at 1 bit, and an interlaced image (Adam7’s passes)', () => {
    takes(pngFrom({ width: 2, height: 2, depth: 16, colour: 6 }, deflateSync(Buffer.alloc(2 * (1 + 16)))));
    takes(pngFrom({ width: 9, height: 2, depth: 1, colour: 0 }, deflateSync(Buffer.alloc(2 * (1 + 2)))));
    // 3 × 3 RGB in passes 1, 4, 5, 6 and 7: rows of 1, 1, 2, 1 and 1, 1 and 3 pixels.
    const rows = [1, 1, 2, 1, 1, 3].map((pixels) => Buffer.alloc(1 + 3 * pixels));
    const interlaced = { width: 3, height: 3, interlaced: true };
    takes(pngFrom(interlaced, deflateSync(Buffer.concat(rows))));
    expect(refusal(pngFrom(interlaced, deflateSync(Buffer.alloc(1 + 9 * 3 * 3))))).toThrow('does not match');
  });

  it('takes a JPEG of 1, 3 or 4 components and refuses 2 or 5, which no PDF colour space has', () => {
    for (const components of [1, 3, 4]) takes(jpeg(8, 8, components));
    for (const components of [2, 5])
      expect(refusal(jpeg(8, 8, components))).toThrow('its frame header is invalid');
  });
});
