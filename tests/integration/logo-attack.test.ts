import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookDownload } from '@/lib/dashboard/handbook-files/handbook-download';
import { base64 } from '@/tests/support/images';
import { inflationBombPng, refinementBombJpeg } from '@/tests/support/logo-bombs';
import { createTestService, dataOf, type TestService } from '../service/harness';
import { fakeUpstream, graphqlAnswer, KEY } from '../unit/dashboard/fakes';
import { BRANDING, HANDBOOK } from '../unit/handbooks/download-fixtures';

const gzipped = promisify(gzip);

// Another tenant's page: a query of its own, then its HTML gzipped on libuv's pool as Next compresses pages.
const PAGE = Buffer.from(
  Array.from({ length: 30_000 }, (_, i) => `<tr><td>Customer ${i}</td><td>c${i}@example.com</td></tr>`).join(
    '',
  ),
);
const UPDATE_LOGO = 'mutation ($logo: String) { updateBranding(logo: $logo) { logoDataUrl } }';

let t: TestService;
let attacker: string;
let victim: string;

beforeAll(async () => {
  t = await createTestService();
  ({ key: attacker } = await t.newReseller('Attacker'));
  ({ key: victim } = await t.newReseller('Victim'));
});
afterAll(() => t.close());

async function victimPage(): Promise<number> {
  const started = performance.now();
  dataOf(await t.reseller(victim, '{ branding { displayName } }'));
  await gzipped(PAGE);
  return performance.now() - started;
}

async function pages(count: number): Promise<number[]> {
  const times = [];
  for (let i = 0; i < count; i++) times.push(await victimPage());
  return times;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const dataUrl = (logo: Buffer, format: 'png' | 'jpeg') => `data:image/${format};base64,${base64(logo)}`;

/** A PDF download whose branding carries `logoDataUrl`: a logo stored before these checks, as the API answers it. */
function download(logoDataUrl: string | null, i: number): Promise<Response> {
  const { upstream } = fakeUpstream(() =>
    graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: { ...BRANDING, logoDataUrl } } }),
  );
  const searchParams = new URLSearchParams({ format: 'pdf' });
  // A key each, as the review's staff keys: one key's PDFs wait for each other.
  return handbookDownload({ handbookId: 'hb_1', searchParams, upstream, apiKey: `${KEY}${i}` });
}

describe('a hostile logo and another tenant', () => {
  it('the review’s bombs, uploaded and drawn on PDF covers, leave another tenant’s gzip pages within 2× idle', async () => {
    // The first PDF loads its fonts: not what is measured here.
    expect((await download(null, 0)).status).toBe(200);
    await pages(3);
    const idleBefore = median(await pages(7));

    const jpegs = [0, 1, 2, 3].map((variant) => refinementBombJpeg({ variant }));
    const pngs = [0, 1].map((variant) => inflationBombPng({ variant }));
    let attacking = true;
    const attack = Promise.allSettled([
      ...[...jpegs, ...pngs].map((logo) => t.reseller(attacker, UPDATE_LOGO, { logo: base64(logo) })),
      ...jpegs.map((logo, i) => download(dataUrl(logo, 'jpeg'), i)),
      download(dataUrl(pngs[1]!, 'png'), jpegs.length),
    ]).finally(() => (attacking = false));
    const underAttack: number[] = [];
    while (attacking || underAttack.length < 7) underAttack.push(await victimPage());
    const outcomes = await attack;

    const idleAfter = median(await pages(7));
    const idle = Math.max(idleBefore, idleAfter);
    expect(median(underAttack)).toBeLessThanOrEqual(2 * idle);

    // The JPEGs were refused on upload and left off their covers; the PNGs, within the contract, taken.
    const answers = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null));
    const uploads = answers.slice(0, 6) as Awaited<ReturnType<TestService['reseller']>>[];
    expect(uploads.slice(0, 4).map((upload) => upload.body.errors?.[0]?.message)).toEqual(
      Array(4).fill('logo must be a JPEG image of at most 64 scans.'),
    );
    expect(uploads.slice(4).map((upload) => upload.body.errors)).toEqual([undefined, undefined]);
    const downloads = answers.slice(6) as Response[];
    expect(downloads.map((download) => download.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
