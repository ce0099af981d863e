import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { DEMO_STAFF } from '@/lib/service/demo/demo-staff';
import { DEMO_KEY_FILE } from '@/lib/service/demo/ensure-demo-data';
import { eventually, startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';
import { startCronApp, stopCronApp, type CronApp } from './cron-app';

// The production build as Vercel runs it (`cron` mode), exporting to a local OTLP/HTTP receiver with the
// batch delay and the metric interval at a minute: what arrives within seconds was sent after the answer
// (after()), as a function that may be frozen once it has answered must. Next's server span continues the
// caller's traceparent; the operation and its queries nest under it; log lines carry the trace's ids.

const EMAIL = 'dorothy.vaughan@example.com';
const NAME = 'Dorothy Johnson Vaughan';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describe('the production build with telemetry on, in cron mode', () => {
  let app: CronApp;
  let otlp: OtlpReceiver;
  let key = '';

  const post = (traceparent: string, query: string, variables: Record<string, unknown>) =>
    fetch(`${app.base}${API_PATHS.reseller}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': key, traceparent },
      body: JSON.stringify({ query, variables }),
    });

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    app = await startCronApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '60000',
      OTEL_METRIC_EXPORT_INTERVAL: '60000',
    });
    key = readFileSync(join(app.dataDir, DEMO_KEY_FILE), 'utf8').trim();
  }, 180_000);

  afterAll(async () => {
    stopCronApp(app);
    await otlp?.close();
  });

  it('continues the caller trace through the operation to the database, sent once it has answered', async () => {
    const [traceId, parentId] = [hex(16), hex(8)];
    const created = await post(
      `00-${traceId}-${parentId}-01`,
      'mutation CreateCustomer($email: String!, $name: String!) { createHandbookCustomer(email: $email, name: $name) { userId } }',
      { email: EMAIL, name: NAME },
    );
    expect(created.status).toBe(200);

    // Next's own server span, the caller's child, ends after the answer: it is sent too.
    const spans = await eventually(() => {
      const trace = otlp.spans().filter((s) => s.traceId === traceId);
      expect(trace.find((s) => s.parentSpanId === parentId)).toMatchObject({
        name: `POST ${API_PATHS.reseller}`,
      });
      return trace;
    });
    expect(spans.every((s) => s.service === 'handbook-app')).toBe(true);
    const operation = spans.find((s) => s.name === 'mutation CreateCustomer')!;
    expect(operation.attributes).toMatchObject({
      'handbook.api': 'reseller',
      'graphql.operation.type': 'mutation',
    });
    expect(
      spans.find(
        (s) => s.parentSpanId === operation.spanId && s.attributes['db.operation.name'] === 'INSERT',
      ),
    ).toMatchObject({ attributes: { 'db.system.name': 'postgresql' } });

    const points = await eventually(() => {
      const found = otlp.points();
      expect(found.map((p) => p.metric)).toContain('http.server.request.duration');
      return found;
    });
    expect(
      points.find(
        (p) =>
          p.metric === 'http.server.request.duration' &&
          p.attributes['http.route'] === API_PATHS.reseller &&
          p.attributes['http.response.status_code'] === 200,
      ),
    ).toBeDefined();
    expect(points.map((p) => p.metric)).toEqual(
      expect.arrayContaining(['handbook.graphql.operations', 'handbook.webhook.queue.size']),
    );
  });

  it('puts the trace ids on the log lines of a traced request, and exports no secret', async () => {
    const readOnly = readFileSync(join(app.dataDir, DEMO_STAFF[2].file), 'utf8').trim();
    const traceId = hex(16);
    const refused = await fetch(`${app.base}${API_PATHS.reseller}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-token': readOnly,
        traceparent: `00-${traceId}-${hex(8)}-01`,
      },
      body: JSON.stringify({
        query:
          'mutation ($e: String!, $n: String!) { createHandbookCustomer(email: $e, name: $n) { userId } }',
        variables: { e: EMAIL, n: NAME },
      }),
    });
    expect(refused.status).toBe(403);
    const line = await eventually(() => {
      const found = app.server
        .output()
        .split('\n')
        .find((l) => l.includes('"auth.forbidden"') && l.includes(traceId));
      expect(found).toBeDefined();
      return JSON.parse(found!) as Record<string, unknown>;
    });
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    await eventually(() =>
      expect(otlp.points().some((p) => p.attributes.outcome === 'FORBIDDEN')).toBe(true),
    );
    const exported = otlp.everything();
    for (const secret of [key, readOnly, EMAIL, NAME]) expect(exported).not.toContain(secret);
  });
});
