import { graphql } from '@/lib/graphql-client/generated';

/**
 * The dashboard's home page in one request: the figures, the charts, the two "needs attention" lists and
 * the latest activity. bench/scale measures this very document. The lists' totals are left out: each is a
 * count of every customer in its window, and the page links to the full lists instead.
 */
export const OVERVIEW_QUERY = graphql(`
  query Overview {
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
      accessLost(limit: 5) {
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
