/**
 * Attribute names the stable semantic conventions do not hold: GraphQL's are still "incubating", and the
 * package's README asks users to copy those rather than import them (they may change between its minors).
 * The rest are the product's own (the contract's "Telemetry for operators").
 */
export const ATTR = {
  graphqlOperationName: 'graphql.operation.name',
  graphqlOperationType: 'graphql.operation.type',
  /** `customer` or `reseller`. */
  api: 'handbook.api',
  /** `deliveries`, `expiry_scan` or `retention`. */
  backgroundRound: 'handbook.background.round',
  /** `ok`, or an error code or a delivery outcome. */
  outcome: 'outcome',
  /** Which rate limit refused: `failures`, `requests` or `sign_in`. */
  limit: 'limit',
} as const;
