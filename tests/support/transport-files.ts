/**
 * The service suite's files about the transport (envelope, request errors, limits, credentials, strings):
 * the ones the project service:node-http runs again through the standalone server's node:http layer.
 */
export const TRANSPORT_FILES = [
  'http-envelope',
  'request-errors',
  'rate-limits',
  'authentication',
  'invalid-strings',
  'staff-roles',
].map((name) => `tests/service/${name}.test.ts`);
