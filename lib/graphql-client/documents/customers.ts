import { graphql } from '@/lib/graphql-client/generated';

export const CUSTOMER_FIELDS = graphql(`
  fragment CustomerFields on Customer {
    userId
    email
    name
    status
    suspendedAt
    createdAt
    handbookCount
    activeTokenCount
    accessExpiresAt
    accessExpiredAt
  }
`);

/**
 * One page of the customers table; `total` counts the customers matching the search and status filter,
 * `everyone.total` all of them (the headline number stays put while searching or filtering).
 */
export const CUSTOMERS_QUERY = graphql(`
  query Customers(
    $search: String
    $status: CustomerStatus
    $access: CustomerAccess
    $offset: Int!
    $limit: Int!
    $sort: CustomerSort!
    $direction: SortDirection!
  ) {
    everyone: handbookCustomers(limit: 1) {
      total
    }
    handbookCustomers(
      search: $search
      status: $status
      access: $access
      offset: $offset
      limit: $limit
      sort: $sort
      direction: $direction
    ) {
      total
      customers {
        ...CustomerFields
      }
    }
  }
`);

export const CUSTOMER_QUERY = graphql(`
  query Customer($userId: ID!) {
    handbookCustomer(userId: $userId) {
      ...CustomerFields
    }
  }
`);

export const CREATE_CUSTOMER_MUTATION = graphql(`
  mutation CreateCustomer($email: String!, $name: String!) {
    createHandbookCustomer(email: $email, name: $name) {
      ...CustomerFields
    }
  }
`);

/** Name, email or both; an argument left out keeps its value. */
export const UPDATE_CUSTOMER_MUTATION = graphql(`
  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {
    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {
      ...CustomerFields
    }
  }
`);

export const SUSPEND_CUSTOMER_MUTATION = graphql(`
  mutation SuspendCustomer($userId: ID!) {
    suspendHandbookCustomer(userId: $userId) {
      ...CustomerFields
    }
  }
`);

export const REACTIVATE_CUSTOMER_MUTATION = graphql(`
  mutation ReactivateCustomer($userId: ID!) {
    reactivateHandbookCustomer(userId: $userId) {
      ...CustomerFields
    }
  }
`);

export const DELETE_CUSTOMER_MUTATION = graphql(`
  mutation DeleteCustomer($userId: ID!) {
    deleteHandbookCustomer(userId: $userId)
  }
`);
