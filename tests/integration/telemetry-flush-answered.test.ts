import { SpanKind } from '@opentelemetry/api';
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { instruments } from '@/lib/telemetry/instruments';
import { flushAnswered, startTelemetry, stopTelemetry } from '@/lib/telemetry/start-telemetry';
import { HELD_TELEMETRY, startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';

// Cron mode (Vercel), where a function may be frozen once it has answered: flushAnswered waits for the
// request's own span, still open when Next's after() runs, and sends it with the rest. Batches are held a
// minute here, so only that flush can have sent it.

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
  startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/json' }, 'handbook-flush-test', {
    flushesAfterAnswers: true,
  });
  const request = instruments().tracer.startSpan('GET /api/health', { kind: SpanKind.SERVER });
  const flushed = flushAnswered();
  // The answer is out; the server's span ends a moment later, as Next's does.
  await new Promise((resolve) => setTimeout(resolve, 50));
  request.end();
  await flushed;
  expect(otlp.spans().map((s) => s.name)).toContain('GET /api/health');
});
