import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { attachmentHeader } from '@/lib/dashboard/handbook-files/download-name';
import { handbookDownload, NOT_FOUND_MESSAGE } from '@/lib/dashboard/handbook-files/handbook-download';
import { fakeUpstream, graphqlAnswer, invalidToken, KEY } from '../dashboard/fakes';
import { BRANDING, HANDBOOK } from './download-fixtures';

function download(format: string | null, answer: () => Response, version?: string) {
  const { upstream, received } = fakeUpstream(answer);
  const searchParams = new URLSearchParams({
    ...(format === null ? {} : { format }),
    ...(version === undefined ? {} : { version }),
  });
  return {
    received,
    response: handbookDownload({
      handbookId: 'hb_1',
      searchParams,
      upstream,
      apiKey: KEY,
      resellerId: 'rsl_1',
    }),
  };
}

describe('handbookDownload', () => {
  it('asks the Reseller API for the handbook with the session’s key, and sends its PDF', async () => {
    const { received, response } = download('pdf', () =>
      graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: BRANDING } }),
    );
    const answer = await response;
    expect(received[0]?.headers.get('x-api-token')).toBe(KEY);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ variables: { handbookId: 'hb_1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="acme-ltd-employee-handbook-version-3.pdf"; filename*=UTF-8''Acme%20Ltd%20Employee%20Handbook%2C%20version%203.pdf`,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { text } = await extractText(new Uint8Array(await answer.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Section 2 Policy');
    // The cover: the company, title, version and date from the API's answer, prepared by the reseller's brand.
    expect(text).toContain('Acme Ltd\nAcme Ltd Employee Handbook\nVersion 3 · Effective 1 January 2026');
    expect(text).toContain('Prepared by\nNorthwind Partners');
  });

  it('sends the Markdown as it is stored', async () => {
    const answer = await download('markdown', () =>
      graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: BRANDING } }),
    ).response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="acme-ltd-employee-handbook-version-3.md"; filename*=UTF-8''Acme%20Ltd%20Employee%20Handbook%2C%20version%203.md`,
    );
    expect(await answer.text()).toBe(HANDBOOK.markdown);
  });

  it('answers 404 with a plain sentence for a handbook that is not there (deleted, unknown)', async () => {
    const answer = await download('pdf', () => graphqlAnswer({ data: { customerHandbook: null } })).response;
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await answer.text()).trim()).toBe(NOT_FOUND_MESSAGE);
  });

  it('answers 404 for an id the service refuses as malformed (a NUL from `%00`), and 502 for other errors', async () => {
    const refused = (code: string) => () =>
      graphqlAnswer({
        data: null,
        errors: [{ message: 'handbookId must not contain null characters.', extensions: { code } }],
      });
    for (const code of ['BAD_USER_INPUT', 'NOT_FOUND']) {
      const answer = await download('pdf', refused(code)).response;
      expect(answer.status, code).toBe(404);
      expect((await answer.text()).trim()).toBe(NOT_FOUND_MESSAGE);
    }
    expect((await download('pdf', refused('INTERNAL_SERVER_ERROR')).response).status).toBe(502);
  });

  it('sends an earlier version when asked for one, named after it', async () => {
    const earlier = {
      ...HANDBOOK,
      version: 1,
      markdown: '# Acme Ltd Employee Handbook\n\nAs first written.\n',
    };
    const { received, response } = download(
      'markdown',
      () => graphqlAnswer({ data: { customerHandbookVersion: earlier, branding: BRANDING } }),
      '1',
    );
    const answer = await response;
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      variables: { handbookId: 'hb_1', version: 1 },
    });
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="acme-ltd-employee-handbook-version-1.md"; filename*=UTF-8''Acme%20Ltd%20Employee%20Handbook%2C%20version%201.md`,
    );
    expect(await answer.text()).toBe(earlier.markdown);
  });

  it('refuses a version that is not a whole number from 1, without asking the service', async () => {
    for (const version of ['0', '-1', '1.5', 'latest']) {
      const { received, response } = download('pdf', () => graphqlAnswer({ data: {} }), version);
      expect((await response).status).toBe(400);
      expect(received).toHaveLength(0);
    }
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

  it('three keys of one reseller flooding PDFs leave another reseller its downloads', async () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const answer = () => graphqlAnswer({ data: { customerHandbook: HANDBOOK, branding: BRANDING } });
    // The flood's fetches hang until the end: every place it gets stays taken.
    const { upstream: slow } = fakeUpstream(() => opened.then(answer), 60_000);
    const { upstream: fast } = fakeUpstream(answer);
    const searchParams = new URLSearchParams({ format: 'pdf' });
    const flood = ['hbk_staff_1', 'hbk_staff_2', 'hbk_staff_3'].flatMap((apiKey) =>
      Array.from({ length: 4 }, () =>
        handbookDownload({
          handbookId: 'hb_1',
          searchParams,
          upstream: slow,
          apiKey,
          resellerId: 'rsl_flood',
        }),
      ),
    );
    const other = await Promise.all(
      ['hbk_other_1', 'hbk_other_1'].map((apiKey) =>
        handbookDownload({
          handbookId: 'hb_1',
          searchParams,
          upstream: fast,
          apiKey,
          resellerId: 'rsl_other',
        }),
      ),
    );
    expect(other.map((r) => r.status)).toEqual([200, 200]);
    open();
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    // Two made at once and four waiting: the rest are told to try again, plainly.
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 503)).toHaveLength(6);
  });
});

describe('attachmentHeader', () => {
  const names = (title: string) => {
    const header = attachmentHeader(title, 'hb_1', 'pdf');
    // Quoted, as the contract writes it.
    const ascii = /; filename="([^";]*)";/.exec(header)?.[1];
    const unicode = decodeURIComponent(/; filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '');
    return { header, ascii, unicode };
  };

  it('keeps the title in every script as the UTF-8 name, with a transliterated ASCII one beside it', () => {
    expect(names('Łódź Żółć Sp. z o.o. Employee Handbook')).toMatchObject({
      ascii: 'lodz-zolc-sp-z-o-o-employee-handbook.pdf',
      unicode: 'Łódź Żółć Sp. z o.o. Employee Handbook.pdf',
    });
    expect(names('株式会社テスト Employee Handbook')).toMatchObject({
      ascii: 'zhushihuishetesuto-employee-handbook.pdf',
      unicode: '株式会社テスト Employee Handbook.pdf',
    });
    expect(names('Москва').ascii).toBe('moskva.pdf');
  });

  it('drops what a file name cannot hold, and falls back to the id when nothing is left', () => {
    expect(names('Acme <img src=x> "Ltd": A/B\\C')).toMatchObject({
      ascii: 'acme-img-src-x-ltd-a-b-c.pdf',
      unicode: 'Acme img src=x Ltd A B C.pdf',
    });
    expect(names('??? ***').header).toBe(`attachment; filename="hb_1.pdf"; filename*=UTF-8''hb_1.pdf`);
    expect(names("O'Brien (UK) *Ltd*").header).toBe(
      `attachment; filename="o-brien-uk-ltd.pdf"; filename*=UTF-8''O%27Brien%20%28UK%29%20Ltd.pdf`,
    );
    expect(names('x'.repeat(300)).unicode).toHaveLength(120 + '.pdf'.length);
  });
});
