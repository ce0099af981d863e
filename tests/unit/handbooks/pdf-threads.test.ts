import { Worker } from 'node:worker_threads';
import { extractText } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as handbookPdf from '@/lib/dashboard/handbook-files/handbook-pdf';
import { handbookDownload } from '@/lib/dashboard/handbook-files/handbook-download';
import { renderInThread } from '@/lib/dashboard/handbook-files/pdf-threads';
import { fakeUpstream, graphqlAnswer, KEY } from '../dashboard/fakes';
import { BRANDING, HANDBOOK } from './download-fixtures';
import { sampleCover, sampleHandbook } from './sample-handbook';

// Counts layouts made in this thread; the PDF thread loads the module afresh, unseen by this mock.
vi.mock('@/lib/dashboard/handbook-files/handbook-pdf', async (original) => {
  const real = await original<typeof handbookPdf>();
  return { ...real, renderHandbookPdf: vi.fn(real.renderHandbookPdf) };
});

const text = async (pdf: Uint8Array) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

const input = (sections: number) => ({
  title: 'Acme Ltd Employee Handbook',
  markdown: sampleHandbook(sections),
  cover: sampleCover(),
});

afterEach(() => vi.restoreAllMocks());

describe('PDF layout in a thread', () => {
  it('a download’s PDF is laid out in a thread, never on the event loop', async () => {
    const { upstream } = fakeUpstream(() =>
      graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: BRANDING } }),
    );
    const answer = await handbookDownload({
      handbookId: 'hb_1',
      searchParams: new URLSearchParams({ format: 'pdf' }),
      upstream,
      apiKey: KEY,
      resellerId: 'rsl_threads',
    });
    expect(answer.status).toBe(200);
    expect(await text(new Uint8Array(await answer.arrayBuffer()))).toContain('Section 2 Policy');
    expect(handbookPdf.renderHandbookPdf).not.toHaveBeenCalled();
  });

  it('makes the document the layout makes here', async () => {
    const threaded = await renderInThread(input(3), new AbortController().signal);
    const here = await handbookPdf.renderHandbookPdf(input(3));
    expect(await text(threaded)).toBe(await text(here));
  });

  it('ends the thread of a PDF whose deadline passes, and the next PDF gets a new one', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const deadline = new AbortController();
    const late = renderInThread(input(400), deadline.signal);
    const reason = new Error('past its deadline');
    deadline.abort(reason);
    await expect(late).rejects.toBe(reason);
    expect(terminate).toHaveBeenCalledTimes(1);
    const next = await renderInThread(input(1), new AbortController().signal);
    expect(await text(next)).toContain('Section 1 Policy');
  });
});
