import { deflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handbookDownload } from '@/lib/dashboard/handbook-files/handbook-download';
import { base64, pngFrom } from '@/tests/support/images';
import { refinementBombJpeg } from '@/tests/support/logo-bombs';
import { fakeUpstream, graphqlAnswer, KEY } from '../dashboard/fakes';
import { BRANDING, HANDBOOK } from './download-fixtures';

// Every decode of a logo is a child process (lib/images/prepare-logo.ts): counting them counts decodes.
const children = vi.hoisted(() => ({ spawned: 0 }));
vi.mock(import('node:child_process'), async (importOriginal) => {
  const real = await importOriginal();
  const spawn = new Proxy(real.spawn, {
    apply(target, self, args) {
      children.spawned += 1;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  return { ...real, spawn };
});
beforeEach(() => {
  children.spawned = 0;
});

async function pdfWithLogo(logoDataUrl: string, i = 0): Promise<string> {
  const { upstream } = fakeUpstream(() =>
    graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: { ...BRANDING, logoDataUrl } } }),
  );
  const searchParams = new URLSearchParams({ format: 'pdf' });
  const answer = await handbookDownload({
    handbookId: 'hb_1',
    searchParams,
    upstream,
    apiKey: `${KEY}${i}`,
    resellerId: `rsl_${i}`,
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer()).toString('latin1');
}

describe('a PDF download and the reseller’s logo', () => {
  it('decodes a logo once, out of the process, and then draws what it made: never the bytes sent', async () => {
    // 2,000 pixels a side, RGBA at 16 bits: what the contract admits at its largest.
    const side = 2_000;
    const logo = pngFrom(
      { width: side, height: side, depth: 16, colour: 6 },
      deflateSync(Buffer.alloc(side * (1 + side * 8))),
    );
    const url = `data:image/png;base64,${base64(logo)}`;
    const pdfs = [await pdfWithLogo(url, 0), ...(await Promise.all([1, 2].map((i) => pdfWithLogo(url, i))))];
    expect(children.spawned).toBe(1);
    for (const pdf of pdfs) {
      // The image the cover holds is the one made small: 600 pixels a side, without alpha to split.
      expect(pdf).toMatch(
        /\/Subtype \/Image[^]*?\/Width 600[^]*?\/Height 600|\/Width 600[^]*?\/Subtype \/Image/,
      );
      expect(pdf).not.toContain('/SMask');
    }
  });

  it('never decodes the review’s JPEG bomb, however often it is downloaded', async () => {
    const url = `data:image/jpeg;base64,${base64(refinementBombJpeg())}`;
    for (const i of [0, 1, 2]) expect(await pdfWithLogo(url, i)).not.toContain('/Subtype /Image');
    expect(children.spawned).toBe(0);
  });
});
