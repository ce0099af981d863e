import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTR } from '@/lib/telemetry/attributes';
import { inSpan } from '@/lib/telemetry/in-span';
import { instruments } from '@/lib/telemetry/instruments';
import { flushTelemetry, startTelemetry, stopTelemetry, tracingOn } from '@/lib/telemetry/start-telemetry';
import { startOtlpReceiver, type OtlpReceiver, HELD_TELEMETRY } from '../support/otlp-receiver';

// The default encoding, http/protobuf, reaches an OTLP/HTTP receiver as protobuf on both signals' paths.

describe('telemetry over http/protobuf', () => {
  let otlp: OtlpReceiver;

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = otlp.endpoint;
  });

  afterAll(async () => {
    await stopTelemetry();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    await otlp.close();
  });

  it('makes no span before it starts, and sends protobuf once it has', async () => {
    expect(tracingOn()).toBe(false);
    startTelemetry({ ...HELD_TELEMETRY, protocol: 'http/protobuf' }, 'handbook-protobuf-test');
    expect(tracingOn()).toBe(true);
    await inSpan('background deliveries', { [ATTR.backgroundRound]: 'deliveries' }, () => Promise.resolve());
    instruments().rateLimitRefusals.add(1, { [ATTR.limit]: 'requests' });
    await flushTelemetry();
    expect(otlp.contentTypes()).toEqual(new Set(['application/x-protobuf']));
    // Protobuf keeps strings as they are: the span's name, the metric's and the service's are in the bodies.
    for (const text of ['background deliveries', 'handbook.rate_limit.refusals', 'handbook-protobuf-test'])
      expect(otlp.everything()).toContain(text);
  });
});
