import { describe, expect, it } from 'vitest';
import { inRenderTurn, RenderBusyError } from '@/lib/dashboard/handbook-files/render-turns';

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
});
