import { resellerGraphql } from '@/tests/generated/reseller';

export const CUSTOMER_USAGE = resellerGraphql(`
  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!, $granularity: UsageGranularity) {
    customerUsage(userId: $userId, from: $from, to: $to, granularity: $granularity) {
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
          status
          requestsLast30Days
        }
        requests
        failed
      }
    }
  }
`);

export const USAGE_REPORT = resellerGraphql(`
  query UsageReport($month: String!, $offset: Int, $limit: Int, $search: String) {
    usageReport(month: $month, offset: $offset, limit: $limit, search: $search) {
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

export const REQUESTS_BY_DAY = resellerGraphql(`
  query RequestsByDay($days: Int) {
    overview {
      requestsByDay(days: $days) {
        day
        count
      }
    }
  }
`);

export const TOKENS_WITH_REQUESTS = resellerGraphql(`
  query TokensWithRequests($userId: ID) {
    customerTokens(userId: $userId, limit: 100) {
      tokens {
        tokenId
        requestsLast30Days
      }
    }
  }
`);
