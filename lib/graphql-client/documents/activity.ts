import { graphql } from '@/lib/graphql-client/generated';

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
      keyName
      role
      tokenId
    }
    customer {
      userId
      name
    }
  }
`);

/** One page of the audit trail, newest first, filtered by action, subject and the key that made the change. */
export const ACTIVITY_QUERY = graphql(`
  query Activity(
    $subjectId: ID
    $action: String
    $actorKeyId: ID
    $from: DateTime
    $to: DateTime
    $offset: Int!
    $limit: Int!
  ) {
    activity(
      subjectId: $subjectId
      action: $action
      actorKeyId: $actorKeyId
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      total
      events {
        ...ActivityEventFields
      }
    }
  }
`);
