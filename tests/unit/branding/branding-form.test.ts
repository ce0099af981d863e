import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, previewOf } from '@/components/branding/branding-changes';
import {
  brandingErrorsFrom,
  checkBrandingInput,
  logoBytesProblem,
  logoFileProblem,
} from '@/components/branding/branding-errors';

const saved = {
  displayName: 'Northwind HR',
  accentColor: '#1D4ED8',
  logoDataUrl: 'data:image/png;base64,AAAA',
};

const refused = (message: string, field: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });

describe('the branding form’s changes', () => {
  it('sends nothing while the draft is the saved branding', () => {
    expect(changesOf(draftOf(saved), saved)).toEqual({});
  });

  it('sends only what changed: an emptied field as null, a new logo as its base64, a removed one as null', () => {
    const draft = { displayName: '  ', accentColor: '#abcdef', logo: { dataUrl: null, base64: null } };
    expect(changesOf(draft, saved)).toEqual({ displayName: null, accentColor: '#ABCDEF', logo: null });
    const newLogo = { ...draftOf(saved), logo: { dataUrl: 'data:image/jpeg;base64,BBBB', base64: 'BBBB' } };
    expect(changesOf(newLogo, saved)).toEqual({ logo: 'BBBB' });
  });

  it('previews an empty name as the reseller’s own and an unfinished colour as none', () => {
    const draft = { displayName: '', accentColor: '#12', logo: { dataUrl: null } };
    expect(previewOf(draft, 'Northwind Partners')).toEqual({
      displayName: 'Northwind Partners',
      accentColor: null,
      logoDataUrl: null,
    });
    expect(previewOf({ ...draft, accentColor: '#12ab3f' }, 'N').accentColor).toBe('#12AB3F');
  });
});

describe('the branding form’s errors', () => {
  it('checks the name’s length and the colour’s form before sending', () => {
    expect(checkBrandingInput({ displayName: 'x'.repeat(101), accentColor: 'blue' })).toEqual({
      displayName: expect.stringMatching(/at most 100 characters/),
      accentColor: expect.stringMatching(/such as #1D4ED8/),
    });
    expect(checkBrandingInput({ displayName: '', accentColor: '' })).toEqual({});
  });

  it('takes PNG and JPEG files of up to 256 KB only', () => {
    expect(logoFileProblem({ type: 'image/png', size: 256 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: 256 * 1024 + 1 })).toMatch(/at most 256 KB/);
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG or JPEG image.');
  });

  it('shows the service’s reason for a logo, said of the file, and its own words for the other fields', () => {
    expect(brandingErrorsFrom(refused('logo has data after the end of its PNG image.', 'logo'))).toEqual({
      logo: 'This file cannot be used: it has data after the end of its PNG image.',
    });
    expect(brandingErrorsFrom(refused('accentColor must be …', 'accentColor')).accentColor).toMatch(
      /six hexadecimal digits/,
    );
    expect(brandingErrorsFrom(refused('displayName must …', 'displayName')).displayName).toMatch(/one line/);
  });
});

describe('a logo judged by its first bytes when chosen', () => {
  it('takes a PNG or a JPEG, and refuses anything else named like one', () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
    expect(logoBytesProblem(new Uint8Array(png))).toBeNull();
    expect(logoBytesProblem(new Uint8Array(jpeg))).toBeNull();
    const gif = new TextEncoder().encode('GIF89a');
    const svg = new TextEncoder().encode('<svg xmlns');
    for (const bytes of [gif, svg, new Uint8Array(0), new Uint8Array(png.slice(0, 4))])
      expect(logoBytesProblem(bytes)).toBe('Choose a PNG or JPEG image.');
  });
});
