import { graphql } from '@/lib/graphql-client/generated';

export const ENDPOINT_HEALTH_FIELDS = graphql(`
  fragment EndpointHealthFields on EndpointHealth {
    status
    lastSuccessAt
    failingSince
    attemptsLast24Hours
    failedLast24Hours
    disabledAt
    disabledReason
  }
`);

export const WEBHOOK_ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    endpointId
    url
    description
    createdAt
    enabled
    eventTypes
    droppedCount
    health {
      ...EndpointHealthFields
    }
  }
`);

export const WEBHOOK_DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    deliveryId
    messageId
    eventType
    status
    attempts
    createdAt
    lastAttemptAt
    nextAttemptAt
    responseStatus
    lastFailure
  }
`);

/** The settings page: the reseller's endpoints, oldest first. */
export const WEBHOOK_ENDPOINTS_QUERY = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

/** One endpoint's deliveries, newest first; null when the endpoint is gone. */
export const WEBHOOK_DELIVERIES_QUERY = graphql(`
  query WebhookDeliveries($endpointId: ID!, $offset: Int!, $limit: Int!) {
    webhookDeliveries(endpointId: $endpointId, offset: $offset, limit: $limit) {
      total
      deliveries {
        ...WebhookDeliveryFields
      }
    }
  }
`);

/** Returns the signing secret this once. */
export const CREATE_WEBHOOK_ENDPOINT_MUTATION = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

/** Changes only the fields given; `description: null` removes it, `eventTypes: []` means every event. */
export const UPDATE_WEBHOOK_ENDPOINT_MUTATION = graphql(`
  mutation UpdateWebhookEndpoint(
    $endpointId: ID!
    $url: String
    $description: String
    $enabled: Boolean
    $eventTypes: [String!]
  ) {
    updateWebhookEndpoint(
      endpointId: $endpointId
      url: $url
      description: $description
      enabled: $enabled
      eventTypes: $eventTypes
    ) {
      ...WebhookEndpointFields
    }
  }
`);

/** Returns the new signing secret this once; the old one still signs for 24 hours. */
export const ROTATE_WEBHOOK_SECRET_MUTATION = graphql(`
  mutation RotateWebhookSecret($endpointId: ID!) {
    rotateWebhookSecret(endpointId: $endpointId) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const DELETE_WEBHOOK_ENDPOINT_MUTATION = graphql(`
  mutation DeleteWebhookEndpoint($endpointId: ID!) {
    deleteWebhookEndpoint(endpointId: $endpointId)
  }
`);

export const SEND_TEST_WEBHOOK_MUTATION = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId)
  }
`);

/** Queues again the endpoint's failed deliveries since `since`; how many. */
export const RECOVER_WEBHOOK_DELIVERIES_MUTATION = graphql(`
  mutation RecoverWebhookDeliveries($endpointId: ID!, $since: DateTime!) {
    recoverWebhookDeliveries(endpointId: $endpointId, since: $since)
  }
`);

export const REDELIVER_WEBHOOK_MUTATION = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId)
  }
`);
