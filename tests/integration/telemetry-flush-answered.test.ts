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

it('sends a request span that ends after the answer, once it has ended', async () => {
  startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/json' }, 'handbook-flush-test');
  const request = instruments().tracer.startSpan('GET /api/health', { kind: SpanKind.SERVER });
  const flushed = flushAnswered();
  // The answer is out; the server's span ends a moment later, as Next's does.
  await new Promise((resolve) => setTimeout(resolve, 50));
  request.end();
  await flushed;
  expect(otlp.spans().map((s) => s.name)).toContain('GET /api/health');
});

it('at the end of the process, sends a request span that ends just after the signal', async () => {
  startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/json' }, 'handbook-stop-test');
  const request = instruments().tracer.startSpan('POST /api/graphql-reseller', { kind: SpanKind.SERVER });
  const stopped = stopTelemetry();
  await new Promise((resolve) => setTimeout(resolve, 50));
  request.end();
  await stopped;
  expect(otlp.spans().map((s) => s.name)).toContain('POST /api/graphql-reseller');
});
