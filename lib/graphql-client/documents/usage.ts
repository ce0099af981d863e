import { graphql } from '@/lib/graphql-client/generated';

/** A customer's usage (its page's Usage section): requests and failures by day, by operation, by token. */
export const CUSTOMER_USAGE_QUERY = graphql(`
  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!) {
    customerUsage(userId: $userId, from: $from, to: $to, granularity: DAY) {
      requests
      failed
      buckets {
        start
        requests
        failed
      }
      operations {
        operation
        requests
        failed
      }
      tokens {
        token {
          tokenId
          label
          status
          revokedAt
          expiresAt
        }
        requests
        failed
      }
    }
  }
`);

/** One month's usage by customer (the Usage page), most requests first, with the month's totals. */
export const USAGE_REPORT_QUERY = graphql(`
  query UsageReport($month: String!, $search: String, $offset: Int!, $limit: Int!) {
    usageReport(month: $month, search: $search, offset: $offset, limit: $limit) {
      month
      requests
      failed
      total
      rows {
        customer {
          userId
          name
          email
        }
        requests
        failed
        activeDays
      }
    }
  }
`);
