import type {
  BrandingFieldsFragment,
  UpdateBrandingMutationVariables,
} from '@/lib/graphql-client/generated/graphql';
import { HEX_COLOUR } from './branding-errors';

/** The form's values as typed, and the logo chosen (its base64 undefined while the saved one stays). */
export interface BrandingDraft {
  displayName: string;
  accentColor: string;
  logo: { dataUrl: string | null; base64?: string | null };
}

export function draftOf(saved: BrandingFieldsFragment): BrandingDraft {
  return {
    displayName: saved.displayName,
    accentColor: saved.accentColor ?? '',
    logo: { dataUrl: saved.logoDataUrl },
  };
}

/** The branding the draft would make, for the live preview: an empty name shows the reseller's own. */
export function previewOf(draft: BrandingDraft, resellerName: string): BrandingFieldsFragment {
  const colour = draft.accentColor.trim();
  return {
    displayName: draft.displayName.trim() || resellerName,
    accentColor: HEX_COLOUR.test(colour) ? colour.toUpperCase() : null,
    logoDataUrl: draft.logo.dataUrl,
  };
}

/** Only what differs from the saved branding; an emptied field is null, which removes it. */
export function changesOf(
  draft: BrandingDraft,
  saved: BrandingFieldsFragment,
): UpdateBrandingMutationVariables {
  const displayName = draft.displayName.trim() || null;
  const accentColor = draft.accentColor.trim().toUpperCase() || null;
  return {
    ...(displayName !== saved.displayName ? { displayName } : {}),
    ...(accentColor !== saved.accentColor ? { accentColor } : {}),
    ...(draft.logo.base64 !== undefined ? { logo: draft.logo.base64 } : {}),
  };
}
