import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_JPEG_SCANS } from '@/lib/images/jpeg-structure';
import {
  LogoBusyError,
  LogoTooSlowError,
  prepareLogo,
  PREPARED_LOGO_PIXELS,
} from '@/lib/images/prepare-logo';
import { png } from '@/tests/support/images';
import { inflationBombPng, refinementBombJpeg } from '@/tests/support/logo-bombs';

/** This process's children that are logo preparations. */
const preparers = () =>
  execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('prepare-logo-child'));

async function noPreparerLeft() {
  for (let tries = 0; tries < 50 && preparers().length > 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return preparers();
}

/** What `work` cost this process (its event loop and libuv's pool alike), in CPU milliseconds. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

describe('prepareLogo', () => {
  it('refuses the review’s JPEG bomb by its scans, at once, and starts no decode', async () => {
    const started = performance.now();
    await expect(prepareLogo(refinementBombJpeg())).rejects.toThrow(`at most ${MAX_JPEG_SCANS} scans`);
    // Decoded, it held a core for 26 s here.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(preparers()).toEqual([]);
  });

  it('decodes the review’s PNG (31 KB, 32 MB decoded) in a process of its own: this one does next to nothing', async () => {
    const bomb = inflationBombPng();
    expect(bomb.length).toBeLessThan(32 * 1024);
    let cover: Buffer | undefined;
    const cpu = await cpuOf(async () => {
      ({ cover } = await prepareLogo(bomb));
    });
    // Inflating it here took 45 to 870 ms of this process's CPU, and sharp's decode on its pool more.
    expect(cpu).toBeLessThan(250);
    expect(cover!.readUInt32BE(16)).toBe(PREPARED_LOGO_PIXELS);
    expect(cover!.readUInt32BE(20)).toBe(PREPARED_LOGO_PIXELS);
  });

  it('ends the decode past its budget of CPU time: the preparation is refused and its process is gone', async () => {
    const preparation = prepareLogo(inflationBombPng({ variant: 1 }), { budgetMs: 50 });
    await expect(preparation).rejects.toBeInstanceOf(LogoTooSlowError);
    await expect(preparation).rejects.toThrow('logo could not be read within 0.05 seconds.');
    expect(await noPreparerLeft()).toEqual([]);
  });

  it('decodes one logo at a time, and refuses more than a few waiting', async () => {
    const logos = Array.from({ length: 6 }, (_, i) => png(4 + i, 4));
    const outcomes = await Promise.allSettled(logos.map((logo) => prepareLogo(logo)));
    const busy = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof LogoBusyError,
    );
    expect(busy).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });
});
