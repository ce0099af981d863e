import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';

// What scripts/start.mjs preloads into Next's server: whatever a client sends, the header is the socket's.
// A plain node:http server stands in for Next (which reads req.headers the same way).
const ECHO = `
const server = require('node:http').createServer((req, res) => res.end(String(req.headers['${PEER_ADDRESS_HEADER}'])));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

describe('the peer-address preload', () => {
  it("replaces a client's copy of the header with the socket's address", async () => {
    const child = spawn(process.execPath, ['--import', './scripts/record-peer-address.mjs', '-e', ECHO], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
      const url = `http://127.0.0.1:${chunk.toString().trim()}/`;
      const forged = await fetch(url, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.66' } });
      expect(await forged.text()).toBe('127.0.0.1');
      expect(await (await fetch(url)).text()).toBe('127.0.0.1');
    } finally {
      child.kill();
    }
  });
});
