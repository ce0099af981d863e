import { describe, expect, it } from 'vitest';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { checkedLogoDataUrl } from '@/lib/service/branding/logo-image';
import { base64, jpeg, png, pngChunk, pngClaiming, SCRIPT_TAIL, SVG_LOGO } from '@/tests/support/images';

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
    expect(() => checkedLogoDataUrl(base64(pngClaiming(max, max)))).not.toThrow();
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
