import { graphql } from '@/lib/graphql/generated';

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

/** One customer's handbooks, newest first; null when the customer is unknown (or was just deleted). */
export const CUSTOMER_HANDBOOKS_QUERY = graphql(`
  query CustomerHandbooks($userId: ID!, $limit: Int!) {
    customerHandbooks(userId: $userId, limit: $limit) {
      total
      handbooks {
        ...HandbookSummaryFields
      }
    }
  }
`);

/** One handbook with its whole text, for its page and its downloads. */
export const HANDBOOK_QUERY = graphql(`
  query Handbook($handbookId: ID!) {
    customerHandbook(handbookId: $handbookId) {
      ...HandbookSummaryFields
      updatedAt
      policies
      markdown
    }
  }
`);

/** The policies a handbook can contain, in document order (the generate form's checkboxes). */
export const POLICY_LIBRARY_QUERY = graphql(`
  query PolicyLibrary {
    policyLibrary {
      key
      title
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
