import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  fileNameOf,
  handbookDownload,
  NOT_FOUND_MESSAGE,
} from '@/lib/dashboard/handbook-files/handbook-download';
import { fakeUpstream, graphqlAnswer, invalidToken, KEY } from '../dashboard/fakes';
import { sampleHandbook } from './sample-handbook';

const HANDBOOK = {
  __typename: 'Handbook',
  handbookId: 'hb_1',
  userId: 'cus_1',
  title: 'Acme Ltd Employee Handbook',
  companyName: 'Acme Ltd',
  country: 'GB',
  region: null,
  employeeCount: 40,
  effectiveDate: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  policies: ['leave'],
  markdown: sampleHandbook(2),
};

function download(format: string | null, answer: () => Response) {
  const { upstream, received } = fakeUpstream(answer);
  const searchParams = new URLSearchParams(format === null ? {} : { format });
  return {
    received,
    response: handbookDownload({ handbookId: 'hb_1', searchParams, upstream, apiKey: KEY }),
  };
}

describe('handbookDownload', () => {
  it('asks the Reseller API for the handbook with the session’s key, and sends its PDF', async () => {
    const { received, response } = download('pdf', () =>
      graphqlAnswer({ data: { customerHandbook: HANDBOOK } }),
    );
    const answer = await response;
    expect(received[0]?.headers.get('x-api-token')).toBe(KEY);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ variables: { handbookId: 'hb_1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="acme-ltd-employee-handbook.pdf"',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { text } = await extractText(new Uint8Array(await answer.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Section 2 Policy');
  });

  it('sends the Markdown as it is stored', async () => {
    const answer = await download('markdown', () => graphqlAnswer({ data: { customerHandbook: HANDBOOK } }))
      .response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain('filename="acme-ltd-employee-handbook.md"');
    expect(await answer.text()).toBe(HANDBOOK.markdown);
  });

  it('answers 404 with a plain sentence for a handbook that is not there (deleted, unknown)', async () => {
    const answer = await download('pdf', () => graphqlAnswer({ data: { customerHandbook: null } })).response;
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await answer.text()).trim()).toBe(NOT_FOUND_MESSAGE);
  });

  it('refuses an unknown format with 400, without asking the service', async () => {
    for (const format of [null, 'docx']) {
      const { received, response } = download(format, () => graphqlAnswer({ data: {} }));
      expect((await response).status).toBe(400);
      expect(received).toHaveLength(0);
    }
  });

  it('sends a refused key to sign in, and an unreachable service is a 502 without details', async () => {
    const refused = await download('pdf', invalidToken).response;
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/sign-in?reason=key-revoked');

    const down = await download('pdf', () => {
      throw new TypeError('connect ECONNREFUSED 10.0.0.1:443');
    }).response;
    expect(down.status).toBe(502);
    expect(await down.text()).not.toMatch(/ECONNREFUSED|10\.0\.0\.1/);
  });
});

describe('fileNameOf', () => {
  it('is plain ASCII words joined by hyphens, or the fallback', () => {
    expect(fileNameOf('Café Ltd: Employee Handbook', 'hb_1')).toBe('cafe-ltd-employee-handbook');
    expect(fileNameOf('Acme <img src=x> "Ltd"', 'hb_1')).toBe('acme-img-src-x-ltd');
    expect(fileNameOf('日本', 'hb_1')).toBe('hb_1');
  });
});
