import 'server-only';
import { BRANDING_LOGO } from '../../contract/limits';
import { LogoError } from '../../images/image-structure';
import { prepareLogo } from '../../images/prepare-logo';

// Standard base64, padded: what `Buffer.toString('base64')`, `btoa` and FileReader's data URLs produce.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MAX_BASE64_LENGTH = Math.ceil(BRANDING_LOGO.maxBytes / 3) * 4;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** A logo given as base64, as bytes: at most BRANDING_LOGO's bytes. Throws LogoError with a plain message. */
export function logoBytesOf(base64: string): Buffer {
  if (base64.length > MAX_BASE64_LENGTH)
    throw new LogoError(`logo must be at most ${kilobytes(BRANDING_LOGO.maxBytes)}.`);
  if (base64.length === 0 || !BASE64.test(base64))
    throw new LogoError('logo must be a PNG or JPEG file encoded in base64 (not a data URL).');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BRANDING_LOGO.maxBytes)
    throw new LogoError(`logo must be at most ${kilobytes(BRANDING_LOGO.maxBytes)}.`);
  return bytes;
}

/**
 * Checks a logo given as base64 once, on upload, by the rules every later use relies on: its bytes
 * (logoBytesOf), its structure, then one whole decode out of this process within a deadline
 * (prepareLogo). Returns it as the data URL the API answers, the sender's bytes as they came; throws
 * LogoError with a plain message, or LogoBusyError.
 */
export async function checkedLogoDataUrl(base64: string): Promise<string> {
  const { format } = await prepareLogo(logoBytesOf(base64));
  return `data:image/${format};base64,${base64}`;
}
