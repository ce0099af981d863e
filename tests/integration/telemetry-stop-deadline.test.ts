import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it, vi } from 'vitest';
import { inSpan } from '@/lib/telemetry/in-span';
import { HELD_TELEMETRY } from '@/tests/support/otlp-receiver';
import { startTelemetry, stopTelemetry } from '@/lib/telemetry/start-telemetry';

// A collector that takes the connection and never answers: the exporters would wait 10 s for it (30 s for
// the batch), longer than `docker stop` waits before it kills. The stop at SIGTERM gives up at its deadline.

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.resume();
});

afterAll(async () => {
  vi.useRealTimers();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
});

it('stops within its deadline when the collector never answers', async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/protobuf' }, 'handbook-deadline-test');
  await inSpan('background deliveries', {}, () => Promise.resolve());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let stopped = false;
  const stopping = stopTelemetry(1_000).then(() => (stopped = true));
  // The last export is under way (not vi.waitUntil: with fake timers it moves the clock itself).
  while (sockets.size === 0) await new Promise((resolve) => setImmediate(resolve));
  await vi.advanceTimersByTimeAsync(999);
  expect(stopped).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await stopping;
  expect(stopped).toBe(true);
});
