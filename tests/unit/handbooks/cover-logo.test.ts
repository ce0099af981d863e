import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { coverLogo } from '@/lib/dashboard/handbook-files/cover-logo';
import { png, pngClaiming, pngFrom } from '../../support/images';

/** The largest logo the contract admits by its pixels: 2,000 a side, RGBA at 16 bits (32 MB decoded). */
function largestLogo(): Buffer {
  const side = BRANDING_LOGO.maxPixels;
  const row = Buffer.alloc(1 + side * 8, 0x7f);
  row[0] = 0;
  const image = pngFrom(
    { width: side, height: side, depth: 16, colour: 6 },
    deflateSync(Buffer.concat(Array(side).fill(row))),
  );
  expect(image.length).toBeLessThanOrEqual(BRANDING_LOGO.maxBytes);
  return image;
}

describe('the logo a PDF cover draws', () => {
  it('is made small once: the largest logo the contract admits becomes an 8-bit PNG of 600 pixels a side', async () => {
    const logo = largestLogo();
    const prepared = await coverLogo(logo);
    const { width, height, depth, format } = await sharp(prepared!).metadata();
    expect({ width, height, depth, format }).toEqual({
      width: 600,
      height: 600,
      depth: 'uchar',
      format: 'png',
    });
    // Kept by its bytes: the next download, or one arriving meanwhile, shares it (the very same image).
    expect(await coverLogo(Buffer.from(logo))).toBe(prepared);
  });

  it('a small logo keeps its size', async () => {
    const { width, height } = await sharp((await coverLogo(png(120, 40)))!).metadata();
    expect({ width, height }).toEqual({ width: 120, height: 40 });
  });

  it('a logo that cannot be drawn is left off', async () => {
    await expect(coverLogo(pngClaiming(40, 40))).resolves.toBeNull();
    await expect(coverLogo(Buffer.from('not an image'))).resolves.toBeNull();
  });
});
