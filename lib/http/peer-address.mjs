// Shared by the TypeScript code and by the preload of the Next server (scripts/record-peer-address.mjs),
// which runs as plain Node before Next loads; hence JavaScript, like static-headers.mjs.

/**
 * The address of the socket a request came in on, as the server itself wrote it: route handlers under Next
 * cannot reach the socket, so the server hands it over in this header, after dropping any copy a client
 * sent. The client-address rule (client-address.ts) starts from it.
 */
export const PEER_ADDRESS_HEADER = 'x-handbook-peer-address';
