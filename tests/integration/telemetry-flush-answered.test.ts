import { SpanKind } from '@opentelemetry/api';
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { instruments } from '@/lib/telemetry/instruments';
import { flushAnswered, startTelemetry, stopTelemetry } from '@/lib/telemetry/start-telemetry';
import { HELD_TELEMETRY, startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';

// A request's own span may still be open just after its answer (Next ends it a moment later): in cron mode
// (Vercel) flushAnswered runs then, in Next's after(), and a SIGTERM may come then too. Each waits for the span
// and sends it with the rest. Batches are held a minute here, so only that flush or stop can have sent it.

let otlp: OtlpReceiver;

beforeAll(async () => {
  otlp = await startOtlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = otlp.endpoint;
});

afterEach(() => stopTelemetry());

afterAll(async () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await otlp.close();
});

it.each([
  { when: 'after the answer (cron mode)', send: flushAnswered, span: 'GET /api/health' },
  { when: 'at the end of the process (SIGTERM)', send: stopTelemetry, span: 'POST /api/graphql-reseller' },
])('$when, sends a request span that ends a moment later, once it has ended', async ({ send, span }) => {
  startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/json' }, 'handbook-flush-test');
  const request = instruments().tracer.startSpan(span, { kind: SpanKind.SERVER });
  const sent = send();
  // The answer is out (or the signal came); the server's span ends a moment later, as Next's does.
  await new Promise((resolve) => setTimeout(resolve, 50));
  request.end();
  await sent;
  expect(otlp.spans().map((s) => s.name)).toContain(span);
});
