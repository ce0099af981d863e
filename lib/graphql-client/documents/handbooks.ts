import { graphql } from '@/lib/graphql-client/generated';

/** What a list of handbooks shows of each: everything but the text. */
export const HANDBOOK_SUMMARY_FIELDS = graphql(`
  fragment HandbookSummaryFields on Handbook {
    handbookId
    userId
    title
    companyName
    country
    region
    employeeCount
    effectiveDate
    createdAt
  }
`);

/** A country the policy library covers, with the states or provinces it has rules of its own for. */
export const HANDBOOK_COUNTRY_FIELDS = graphql(`
  fragment HandbookCountryFields on HandbookCountry {
    code
    name
    regionLabel
    regions {
      code
      name
    }
  }
`);

/**
 * One customer's handbooks, newest first, each with its version and whether it is out of date; null when
 * the customer is unknown (or was just deleted). With the library's countries, whose names the list shows
 * for the codes it holds.
 */
export const CUSTOMER_HANDBOOKS_QUERY = graphql(`
  query CustomerHandbooks($userId: ID!, $limit: Int!) {
    customerHandbooks(userId: $userId, limit: $limit) {
      total
      handbooks {
        ...HandbookSummaryFields
        version
        outdated
      }
    }
    handbookCountries {
      ...HandbookCountryFields
    }
  }
`);

/** The library's countries alone: the names a handbook's page shows for its codes. */
export const HANDBOOK_COUNTRIES_QUERY = graphql(`
  query HandbookCountries {
    handbookCountries {
      ...HandbookCountryFields
    }
  }
`);

/** A handbook's whole text and where it stands: its version, whether it is out of date, its history. */
export const HANDBOOK_DOCUMENT_FIELDS = graphql(`
  fragment HandbookDocumentFields on Handbook {
    ...HandbookSummaryFields
    updatedAt
    policies
    markdown
    version
    libraryVersion
    outdated
    sections {
      key
      title
    }
    versions {
      version
      createdAt
      libraryVersion
      changedSectionKeys
    }
  }
`);

/**
 * One handbook with its whole text, for its page and its downloads, and the reseller's branding for its
 * cover (the page's and the PDF's).
 */
export const HANDBOOK_QUERY = graphql(`
  query Handbook($handbookId: ID!) {
    customerHandbook(handbookId: $handbookId) {
      ...HandbookDocumentFields
    }
    branding {
      ...BrandingFields
    }
  }
`);

/** One version of a handbook, an earlier one included, for its page and its downloads, with the branding. */
export const HANDBOOK_VERSION_QUERY = graphql(`
  query HandbookVersion($handbookId: ID!, $version: Int!) {
    customerHandbookVersion(handbookId: $handbookId, version: $version) {
      ...HandbookDocumentFields
    }
    branding {
      ...BrandingFields
    }
  }
`);

/** The handbooks written from an older policy library, oldest library first, with their customers. */
export const OUTDATED_HANDBOOKS_QUERY = graphql(`
  query OutdatedHandbooks($offset: Int!, $limit: Int!) {
    outdatedHandbooks(offset: $offset, limit: $limit) {
      total
      handbooks {
        ...OutdatedHandbookFields
      }
    }
    policyLibraryVersion
  }
`);

export const OUTDATED_HANDBOOK_FIELDS = graphql(`
  fragment OutdatedHandbookFields on Handbook {
    handbookId
    title
    version
    libraryVersion
    updatedAt
    customer {
      userId
      name
    }
  }
`);

export const REGENERATE_HANDBOOK_MUTATION = graphql(`
  mutation RegenerateHandbook($handbookId: ID!) {
    regenerateCustomerHandbook(handbookId: $handbookId) {
      handbookId
      version
      outdated
    }
  }
`);

/** Brings up to 100 handbooks up to date, all or none. */
export const REGENERATE_HANDBOOKS_MUTATION = graphql(`
  mutation RegenerateHandbooks($handbookIds: [ID!]!) {
    regenerateHandbooks(handbookIds: $handbookIds) {
      handbookId
      version
      outdated
    }
  }
`);

/**
 * What the generate form offers: the policies a handbook can contain, in document order (its checkboxes),
 * and the countries, states and provinces the library covers (its menus).
 */
export const HANDBOOK_OPTIONS_QUERY = graphql(`
  query HandbookOptions {
    policyLibrary {
      key
      title
    }
    handbookCountries {
      ...HandbookCountryFields
    }
  }
`);

export const GENERATE_HANDBOOK_MUTATION = graphql(`
  mutation GenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {
    generateCustomerHandbook(userId: $userId, input: $input) {
      ...HandbookSummaryFields
    }
  }
`);

export const DELETE_HANDBOOK_MUTATION = graphql(`
  mutation DeleteHandbook($handbookId: ID!) {
    deleteCustomerHandbook(handbookId: $handbookId)
  }
`);
