import { graphql } from '@/lib/graphql/generated';

export const ACTIVITY_EVENT_FIELDS = graphql(`
  fragment ActivityEventFields on ActivityEvent {
    eventId
    occurredAt
    action
    subjectType
    subjectId
    userId
    clientAddress
    details
    actor {
      kind
      keyId
      keyHint
      tokenId
    }
    customer {
      userId
      name
    }
  }
`);

/** One page of the audit trail, newest first, filtered by action and subject. */
export const ACTIVITY_QUERY = graphql(`
  query Activity($subjectId: ID, $action: String, $offset: Int!, $limit: Int!) {
    activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {
      total
      events {
        ...ActivityEventFields
      }
    }
  }
`);
