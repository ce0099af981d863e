import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inRenderTurn,
  RenderBusyError,
  RenderDeadlineError,
} from '@/lib/dashboard/handbook-files/render-turns';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Work that holds its place until `open()`. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened };
}

describe('PDF places, shared between resellers', () => {
  it('one reseller holds two places at once, waits with four more, and a seventh is refused', async () => {
    const { open, work } = gate();
    let running = 0;
    let most = 0;
    const counted = async () => {
      running += 1;
      most = Math.max(most, running);
      await work();
      running -= 1;
    };
    const six = Array.from({ length: 6 }, () => inRenderTurn('rsl_one', counted));
    await expect(inRenderTurn('rsl_one', () => 'x')).rejects.toBeInstanceOf(RenderBusyError);
    // Another reseller is not refused for the first one's burst.
    await expect(inRenderTurn('rsl_two', () => 'e')).resolves.toBe('e');
    open();
    await Promise.all(six);
    expect(most).toBe(2);
    // Once they are done, the reseller may ask again; a failed PDF frees its place too.
    await expect(inRenderTurn('rsl_one', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    await expect(inRenderTurn('rsl_one', () => 'f')).resolves.toBe('f');
  });

  it('a freed place goes to the waiting reseller that holds the fewest, whoever asked first', async () => {
    const gates = Array.from({ length: 4 }, () => gate());
    // Four resellers take all eight places.
    const holders = gates.flatMap(({ work }, n) => [
      inRenderTurn(`rsl_full_${n}`, work),
      inRenderTurn(`rsl_full_${n}`, work),
    ]);
    const order: string[] = [];
    // The first reseller asks again before a fifth, which holds nothing, asks at all.
    const again = inRenderTurn('rsl_full_0', () => order.push('rsl_full_0'));
    const fifth = inRenderTurn('rsl_fifth', () => order.push('rsl_fifth'));
    await tick();
    expect(order).toEqual([]);
    // One of the first reseller's own places frees: the fifth reseller gets it, not the first.
    gates[0]!.open();
    await fifth;
    expect(order).toEqual(['rsl_fifth']);
    for (const { open } of gates) open();
    await Promise.all([...holders, again]);
    expect(order).toEqual(['rsl_fifth', 'rsl_full_0']);
  });

  it('I/O that arrived meanwhile runs before the next PDF', async () => {
    const order: string[] = [];
    const first = inRenderTurn('rsl_three', () => order.push('layout 1'));
    setImmediate(() => order.push('other request'));
    const second = inRenderTurn('rsl_three', () => order.push('layout 2'));
    await Promise.all([first, second]);
    expect(order.indexOf('other request')).toBeLessThan(order.indexOf('layout 2'));
  });

  afterEach(() => vi.useRealTimers());

  it('a PDF that never ends is given up on at its deadline, is told so, and frees its place', async () => {
    vi.useFakeTimers();
    let deadline: AbortSignal | undefined;
    const never = inRenderTurn('rsl_four', (signal) => {
      deadline = signal;
      return new Promise<never>(() => {});
    });
    const caught = never.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(deadline?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(RenderDeadlineError);
    // What the work was doing hears it: the PDF's layout thread is ended then (pdf-threads.ts).
    expect(deadline?.reason).toBe(await caught);
    vi.useRealTimers();
    await expect(inRenderTurn('rsl_four', () => 'next')).resolves.toBe('next');
  });

  it('a PDF that finds no place within ten seconds is refused, and leaves the queue', async () => {
    vi.useFakeTimers();
    const { open, work } = gate();
    const held = [inRenderTurn('rsl_five', work), inRenderTurn('rsl_five', work)];
    const late = inRenderTurn('rsl_five', () => 'late').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await late).toBeInstanceOf(RenderBusyError);
    open();
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(held);
    vi.useRealTimers();
    await expect(inRenderTurn('rsl_five', () => 'next')).resolves.toBe('next');
  });

  it('the process makes at most eight at once, whichever resellers hold them', async () => {
    const { open, work } = gate();
    const held = Array.from({ length: 8 }, (_, n) => inRenderTurn(`rsl_many_${n}`, work));
    let ninth = false;
    const waiting = inRenderTurn('rsl_many_9', () => (ninth = true));
    await tick();
    expect(ninth).toBe(false);
    open();
    await Promise.all([...held, waiting]);
    expect(ninth).toBe(true);
  });
});
