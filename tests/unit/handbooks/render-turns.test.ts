import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inRenderTurn,
  RenderBusyError,
  RenderDeadlineError,
} from '@/lib/dashboard/handbook-files/render-turns';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PDF layouts in turn', () => {
  it("one key's layouts run one after another, and a fourth at once is refused", async () => {
    const running: string[] = [];
    let overlap = false;
    const layout = (name: string) => async () => {
      if (running.length > 0) overlap = true;
      running.push(name);
      await tick();
      running.splice(running.indexOf(name), 1);
      return name;
    };
    const three = ['a', 'b', 'c'].map((name) => inRenderTurn('hbk_one', layout(name)));
    await expect(inRenderTurn('hbk_one', layout('d'))).rejects.toBeInstanceOf(RenderBusyError);
    // Another key is not refused for the first one's burst.
    await expect(inRenderTurn('hbk_two', () => 'e')).resolves.toBe('e');
    await expect(Promise.all(three)).resolves.toEqual(['a', 'b', 'c']);
    expect(overlap).toBe(false);
    // Once they are done, the key may ask again; a failed layout frees its place too.
    await expect(inRenderTurn('hbk_one', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    await expect(inRenderTurn('hbk_one', layout('f'))).resolves.toBe('f');
  });

  it('I/O that arrived meanwhile runs before the next layout', async () => {
    const order: string[] = [];
    const first = inRenderTurn('hbk_three', () => order.push('layout 1'));
    const second = inRenderTurn('hbk_three', () => order.push('layout 2'));
    setImmediate(() => order.push('other request'));
    await Promise.all([first, second]);
    expect(order.indexOf('other request')).toBeLessThan(order.indexOf('layout 2'));
  });

  afterEach(() => vi.useRealTimers());

  it('a PDF that never ends is given up on at its deadline, and frees its place', async () => {
    vi.useFakeTimers();
    const never = inRenderTurn('hbk_four', () => new Promise<never>(() => {}));
    const caught = never.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await caught).toBeInstanceOf(RenderDeadlineError);
    vi.useRealTimers();
    await expect(inRenderTurn('hbk_four', () => 'next')).resolves.toBe('next');
  });

  it('the process has at most eight in hand, whichever keys hold them', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: 8 }, (_, n) => inRenderTurn(`hbk_many_${n}`, () => gate));
    await expect(inRenderTurn('hbk_many_9', () => 'x')).rejects.toBeInstanceOf(RenderBusyError);
    open();
    await Promise.all(held);
    await expect(inRenderTurn('hbk_many_9', () => 'x')).resolves.toBe('x');
  });
});
