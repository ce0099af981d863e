import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { openStore } from '@/lib/service/db/open-store';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { JWT_SECRET } from '../service/harness';
import { startChild, stop, waitForHealth, type ChildServer } from '../support/child-server';
import { freePort } from '../support/free-port';
import { eventually, startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';

// `npm run start:service` with the standard OTEL_* variables pointing at a local OTLP/HTTP receiver: it
// continues the caller's trace (traceparent), exports the contract's metrics, puts the trace's ids on its
// log lines, and exports none of the secrets its requests carried.

const root = process.cwd();
const EMAIL = 'katherine.johnson@example.com';
const NAME = 'Katherine Coleman Johnson';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describe('npm run start:service with telemetry on', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-telemetry-'));
  let otlp: OtlpReceiver;
  let service: ChildServer | undefined;
  let base = '';
  let key = '';
  let readOnlyKey = '';

  const post = (apiKey: string, traceparent: string, query: string, variables: Record<string, unknown>) =>
    fetch(`${base}${API_PATHS.reseller}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': apiKey, traceparent },
      body: JSON.stringify({ query, variables }),
    });
  const CREATE = `mutation CreateCustomer($email: String!, $name: String!) {
    createHandbookCustomer(email: $email, name: $name) { userId } }`;

  beforeAll(async () => {
    const store = await openStore({ dataDir, snapshot: inject('pgliteSnapshot')! });
    const now = new Date();
    const { id } = await createReseller(store.db, 'Telemetry Reseller', now);
    ({ key } = await issueApiKey(store.db, id, PRIMARY_KEY, now));
    ({ key: readOnlyKey } = await issueApiKey(
      store.db,
      id,
      { name: 'Viewer', role: ApiKeyRole.ReadOnly },
      now,
    ));
    await store.close();

    otlp = await startOtlpReceiver();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = startChild('npm', ['run', '--silent', 'start:service'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HANDBOOK_DEMO_DATA: 'false',
        HANDBOOK_JWT_SECRET: JWT_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        HANDBOOK_DATA_DIR: dataDir,
        DATABASE_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_METRIC_EXPORT_INTERVAL: '300',
        OTEL_SERVICE_NAME: '',
      },
    });
    await waitForHealth(base, service.exited);
  }, 180_000);

  afterAll(async () => {
    if (service) {
      stop(service.child);
      await service.exited;
    }
    await otlp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('continues the caller trace down to the database, and exports the metrics', async () => {
    const [traceId, parentId] = [hex(16), hex(8)];
    const created = await post(key, `00-${traceId}-${parentId}-01`, CREATE, { email: EMAIL, name: NAME });
    expect(created.status).toBe(200);

    const served = await eventually(() => {
      const span = otlp.spans().find((s) => s.traceId === traceId && s.parentSpanId === parentId);
      expect(span).toBeDefined();
      return span!;
    });
    expect(served).toMatchObject({ service: 'handbook-service', name: 'POST /api/graphql-reseller' });
    const operation = await eventually(() => {
      // Beside the credential check's query, under the server span.
      const span = otlp
        .spans()
        .find((s) => s.parentSpanId === served.spanId && s.name.startsWith('mutation'));
      expect(span?.name).toBe('mutation CreateCustomer');
      return span!;
    });
    expect(operation.attributes).toMatchObject({
      'handbook.api': 'reseller',
      'graphql.operation.type': 'mutation',
    });
    await eventually(() =>
      expect(
        otlp
          .spans()
          .find((s) => s.parentSpanId === operation.spanId && s.attributes['db.operation.name'] === 'INSERT'),
      ).toMatchObject({ attributes: { 'db.system.name': 'postgresql' } }),
    );

    await eventually(() => {
      const names = new Set(otlp.points().map((p) => p.metric));
      for (const name of [
        'http.server.request.duration',
        'handbook.graphql.operations',
        'handbook.webhook.queue.size',
        'handbook.webhook.queue.oldest_age',
        'handbook.background.round.duration',
      ])
        expect(names).toContain(name);
    });
  });

  it('puts the trace ids on the log lines of a traced request', async () => {
    const traceId = hex(16);
    const refused = await post(readOnlyKey, `00-${traceId}-${hex(8)}-01`, CREATE, {
      email: EMAIL,
      name: NAME,
    });
    expect(refused.status).toBe(403);
    const line = await eventually(() => {
      const found = service!
        .output()
        .split('\n')
        .find((l) => l.includes('"auth.forbidden"') && l.includes(traceId));
      expect(found).toBeDefined();
      return JSON.parse(found!) as Record<string, unknown>;
    });
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('exports no key, email or customer name', async () => {
    await eventually(() =>
      expect(otlp.points().some((p) => p.attributes.outcome === 'FORBIDDEN')).toBe(true),
    );
    const exported = otlp.everything();
    for (const secret of [key, readOnlyKey, EMAIL, NAME]) expect(exported).not.toContain(secret);
  });
});
