import { BRANDING_DISPLAY_NAME_LENGTH, BRANDING_LOGO } from '@/lib/contract/limits';
import { fieldError, userMessageFor } from '@/lib/graphql-client/errors';

export type BrandingFormErrors = { displayName?: string; accentColor?: string; logo?: string; form?: string };

/** How an accent colour is written: `#` and six hexadecimal digits. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const DISPLAY_NAME_ERROR = `Enter a display name of at most ${BRANDING_DISPLAY_NAME_LENGTH.max} characters, on one line.`;
const ACCENT_ERROR = 'Enter a colour as # and six hexadecimal digits, such as #1D4ED8, or leave it empty.';
const LOGO_SIZE_ERROR = `Choose a file of at most ${BRANDING_LOGO.maxBytes / 1024} KB.`;
const LOGO_TYPE_ERROR = 'Choose a PNG or JPEG image.';

/** What is wrong with the typed values before anything is sent. */
export function checkBrandingInput({
  displayName,
  accentColor,
}: {
  displayName: string;
  accentColor: string;
}): BrandingFormErrors {
  const errors: BrandingFormErrors = {};
  if ([...displayName.trim()].length > BRANDING_DISPLAY_NAME_LENGTH.max)
    errors.displayName = DISPLAY_NAME_ERROR;
  if (accentColor.trim() && !HEX_COLOUR.test(accentColor.trim())) errors.accentColor = ACCENT_ERROR;
  return errors;
}

/** Why a chosen file cannot be a logo, judged by what the browser knows (its type and size); null if none. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_ERROR;
  if (file.size > BRANDING_LOGO.maxBytes) return LOGO_SIZE_ERROR;
  return null;
}

// How each accepted format begins: PNG's eight-byte signature, JPEG's start-of-image marker and a segment.
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
] as const;

/**
 * Why a file's first bytes are not a PNG or JPEG: a GIF or an SVG renamed `.png` has the type its name
 * gives, and was refused only at Save, by the service. The service still judges the whole file.
 */
export function logoBytesProblem(head: Uint8Array): string | null {
  const matches = SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
  return matches ? null : LOGO_TYPE_ERROR;
}

/**
 * The service's refusal under the field it concerns. A logo is judged by its bytes there, so its reason is
 * the service's own (a truncated file, data after the image, too many pixels), said of "the file".
 */
export function brandingErrorsFrom(error: unknown): BrandingFormErrors {
  const refusal = fieldError(error);
  if (refusal?.field === 'displayName') return { displayName: DISPLAY_NAME_ERROR };
  if (refusal?.field === 'accentColor') return { accentColor: ACCENT_ERROR };
  if (refusal?.field === 'logo') {
    return { logo: `This file cannot be used: ${refusal.message.replace(/^logo\b/, 'it')}` };
  }
  return { form: userMessageFor(error) };
}
