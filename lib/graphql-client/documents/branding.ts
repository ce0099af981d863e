import { graphql } from '@/lib/graphql-client/generated';

/** How the reseller presents itself on a handbook's cover. */
export const BRANDING_FIELDS = graphql(`
  fragment BrandingFields on Branding {
    displayName
    accentColor
    logoDataUrl
  }
`);

/** The branding settings: the values, and the reseller's own name, which a removed display name falls back to. */
export const BRANDING_SETTINGS_QUERY = graphql(`
  query BrandingSettings {
    reseller {
      resellerId
      name
    }
    branding {
      ...BrandingFields
    }
  }
`);

/** Left-out variables keep their value; null removes one. */
export const UPDATE_BRANDING_MUTATION = graphql(`
  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {
    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {
      ...BrandingFields
    }
  }
`);
