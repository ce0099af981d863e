// Preloaded into Next's standalone server (scripts/start.mjs, the container): Next does not give route
// handlers the socket, and it fills X-Forwarded-For from the socket only when a client sent none, so the
// header alone cannot tell a proxy's word from a client's. This channel is published for every request
// before any 'request' listener (Next's) runs, so the header below is always the server's, never a client's.
import { subscribe } from 'node:diagnostics_channel';
import { PEER_ADDRESS_HEADER } from '../lib/http/peer-address.mjs';

subscribe('http.server.request.start', ({ request, socket }) => {
  const address = socket.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
});
