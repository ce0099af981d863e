import { graphql } from '@/lib/graphql-client/generated';

/**
 * The dashboard's home page in one request: the figures, the charts, the two "needs attention" lists and
 * the latest activity. bench/scale measures this very document. `lostLimit` opens the whole "access lost" list
 * in place (the contract has no customers filter for it), up to the API's page limit.
 */
export const OVERVIEW_QUERY = graphql(`
  query Overview($lostLimit: Int! = 5) {
    overview {
      customerCount
      activeTokenCount
      expiringWithin7Days
      customersWithoutAccess
      outdatedHandbookCount
      expiriesByWeek {
        weekStart
        count
      }
      customersByMonth {
        monthStart
        count
      }
      requestsByDay {
        day
        count
      }
      accessEndingSoon(limit: 5) {
        total
        items {
          accessEndsAt
          customer {
            userId
            name
            email
          }
        }
      }
      accessLost(limit: $lostLimit) {
        total
        items {
          accessEndsAt
          customer {
            userId
            name
            email
          }
        }
      }
    }
    webhookEndpoints {
      endpointId
      url
      description
      health {
        ...EndpointHealthFields
      }
    }
    activity(limit: 5) {
      events {
        ...ActivityEventFields
      }
    }
  }
`);
