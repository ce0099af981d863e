import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createUpstream, type Upstream } from '@/lib/dashboard/relay/upstream';
import { handbookDownload } from '@/lib/dashboard/handbook-files/handbook-download';
import { deliverDue, type BackgroundDeps } from '@/lib/service/host/background-round';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { watchWebhookQueue } from '@/lib/service/host/telemetry/webhook-queue-gauges';
import { createServiceRequestHandler } from '@/lib/service/api/node-server';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import type { HandbookService } from '@/lib/service/host/service-host';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { createWebhookSender } from '@/lib/service/webhooks/send-webhook';
import { instruments } from '@/lib/telemetry/instruments';
import { flushTelemetry, startTelemetry, stopTelemetry } from '@/lib/telemetry/start-telemetry';
import { createTestDatabase, JWT_SECRET } from '../service/harness';
import { startReceiver as startWebhookReceiver, type Receiver } from '../service/webhooks-fixtures';
import {
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
  HELD_TELEMETRY,
} from '../support/otlp-receiver';

// The service and the dashboard's relay in this process, exporting over OTLP/HTTP (http/json) to a local
// receiver: the spans of one request from the relay to the database, the webhook attempts, the PDF, the
// background rounds, the contract's metrics, trace ids on log lines, and no secret in anything exported.

const SECRETS = {
  email: 'grace.hopper@example.com',
  name: 'Grace Brewster Hopper',
  hookPath: 'hook-path-s3cret',
  hookQuery: 'hook-query-t0ken',
};

const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });
const CREATE_CUSTOMER = `mutation CreateCustomer($email: String!, $name: String!) {
  createHandbookCustomer(email: $email, name: $name) { userId } }`;

const kinds = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('telemetry in process on %s', (kind) => {
  let otlp: OtlpReceiver;
  let store: Store;
  let service: HandbookService;
  let server: Server;
  let upstream: Upstream;
  let hooks: Receiver;
  let key: string;
  let readOnlyKey: string;
  let token = '';
  let dropDatabase = async () => {};
  let stopGauges = () => {};
  const stderr: string[] = [];

  const reseller = (body: string, apiKey: string, headers: Record<string, string> = {}) =>
    service.resellerApi(
      new Request('http://service.test/api/graphql-reseller', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': apiKey, ...headers },
        body,
      }),
    );

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    // The exporters read where to send from the standard variables, as in production.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = otlp.endpoint;
    startTelemetry(
      { ...HELD_TELEMETRY, protocol: 'http/json', sampler: { name: 'parentbased_always_on', ratio: 1 } },
      'handbook-test',
    );
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      store = await openStore({ databaseUrl: database.url.toString() });
      dropDatabase = database.drop;
    } else {
      store = await openStore({ inMemory: true, snapshot: inject('pgliteSnapshot')! });
    }
    service = createHandbookService({
      store,
      jwtSecrets: { '1': JWT_SECRET },
      production: true,
      limits: { failures: { maxFailures: 1, windowSeconds: 60 }, requestsPerMinute: 0 },
      webhooks: { allowPrivate: true, requireHttps: false },
    });
    stopGauges = watchWebhookQueue(store.db, () => new Date());
    const now = new Date();
    const { id } = await createReseller(store.db, 'Telemetry Reseller', now);
    ({ key } = await issueApiKey(store.db, id, PRIMARY_KEY, now));
    ({ key: readOnlyKey } = await issueApiKey(
      store.db,
      id,
      { name: 'Viewer', role: ApiKeyRole.ReadOnly },
      now,
    ));
    const handler = createServiceRequestHandler(
      {
        customerApi: service.customerApi,
        resellerApi: service.resellerApi,
        health: () => Promise.resolve(new Response('{}')),
      },
      { production: true },
    );
    server = createServer(handler.requestListener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    upstream = createUpstream({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 10_000 });
    hooks = await startWebhookReceiver([200]);
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      stderr.push(String(line));
      return true;
    });
  }, 120_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    stopGauges();
    await stopTelemetry();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await hooks?.close();
    await store?.close();
    await dropDatabase();
    await otlp?.close();
  });

  const byId = (spans: ReceivedSpan[], id: string) => spans.find((s) => s.spanId === id);

  it('runs one trace from the relay through the service to the database', async () => {
    let outerTraceId = '';
    let outerSpanId = '';
    const response = await instruments().tracer.startActiveSpan('dashboard request', async (span) => {
      ({ traceId: outerTraceId, spanId: outerSpanId } = span.spanContext());
      const forwarded = await upstream.forward(
        gql(CREATE_CUSTOMER, { email: SECRETS.email, name: SECRETS.name }),
        key,
      );
      span.end();
      return forwarded;
    });
    const userId = ((await response.json()) as { data: { createHandbookCustomer: { userId: string } } }).data
      .createHandbookCustomer.userId;
    expect(userId).toBeTruthy();
    await flushTelemetry();

    const spans = otlp.spans().filter((s) => s.traceId === outerTraceId);
    const relay = spans.find((s) => s.kind === SpanKind.CLIENT + 1 && s.parentSpanId === outerSpanId)!;
    expect(relay).toMatchObject({ name: 'POST', attributes: { 'server.address': '127.0.0.1' } });
    const served = spans.find((s) => s.parentSpanId === relay.spanId)!;
    expect(served).toMatchObject({
      name: 'POST /api/graphql-reseller',
      kind: SpanKind.SERVER + 1,
      attributes: { 'http.route': '/api/graphql-reseller', 'http.response.status_code': 200 },
    });
    const operation = spans.find((s) => s.parentSpanId === served.spanId && s.name.startsWith('mutation'))!;
    expect(operation).toMatchObject({
      name: 'mutation CreateCustomer',
      attributes: {
        'graphql.operation.name': 'CreateCustomer',
        'graphql.operation.type': 'mutation',
        'handbook.api': 'reseller',
      },
    });
    const queries = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => byId(spans, q.parentSpanId) !== undefined)).toBe(true);
    expect(queries.find((q) => q.parentSpanId === operation.spanId)).toBeDefined();
    expect(queries.map((q) => q.attributes['db.operation.name'])).toContain('INSERT');
    // Only the operation and the table: never a statement's text or its parameters.
    const attributeNames = new Set(queries.flatMap((q) => Object.keys(q.attributes)));
    expect([...attributeNames].sort()).toEqual(
      ['db.collection.name', 'db.operation.name', 'db.system.name'].filter((n) => attributeNames.has(n)),
    );

    const issued = await reseller(
      gql('mutation ($userId: ID!) { generateCustomerToken(userId: $userId) { token } }', { userId }),
      key,
    );
    token = ((await issued.json()) as { data: { generateCustomerToken: { token: string } } }).data
      .generateCustomerToken.token;
    const listed = await service.customerApi(
      new Request('http://service.test/api/graphql-public', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: gql('query Mine { listHandbooks(limit: 5) { total } }'),
      }),
    );
    expect(listed.status).toBe(200);
  });

  it('writes the trace and span ids on every log line of a traced request', async () => {
    stderr.length = 0;
    let traceId = '';
    const answer = await instruments().tracer.startActiveSpan('dashboard request', async (span) => {
      traceId = span.spanContext().traceId;
      const refused = await reseller(
        gql(CREATE_CUSTOMER, { email: 'x@example.com', name: 'X' }),
        readOnlyKey,
      );
      span.end();
      return refused;
    });
    expect(answer.status).toBe(403);
    const lines = stderr.map((line) => JSON.parse(line) as Record<string, unknown>);
    const forbidden = lines.find((line) => line.event === 'auth.forbidden');
    expect(forbidden).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // Outside a traced request: no ids.
    stderr.length = 0;
    await service.resellerApi(
      new Request('http://service.test/api/graphql-reseller', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': readOnlyKey },
        body: gql(CREATE_CUSTOMER, { email: 'y@example.com', name: 'Y' }),
      }),
    );
    expect(JSON.parse(stderr.find((l) => l.includes('auth.forbidden'))!)).not.toHaveProperty('trace_id');
  });

  it('traces webhook attempts by host only, and each background round', async () => {
    const url = `${hooks.url}/${SECRETS.hookPath}?token=${SECRETS.hookQuery}`;
    const created = await reseller(
      gql('mutation ($url: String!) { createWebhookEndpoint(url: $url) { endpoint { endpointId } } }', {
        url,
      }),
      key,
    );
    const { endpointId } = (
      (await created.json()) as { data: { createWebhookEndpoint: { endpoint: { endpointId: string } } } }
    ).data.createWebhookEndpoint.endpoint;
    await reseller(gql('mutation ($id: ID!) { sendTestWebhook(endpointId: $id) }', { id: endpointId }), key);
    const deps: BackgroundDeps = {
      db: store.db,
      secretBox: service.deps.webhooks.secretBox,
      sender: createWebhookSender({ allowPrivate: true }),
      clock: () => new Date(),
      disableAfterDays: 5,
      noticeDays: [7, 1],
      retentionDays: { activity: 365, webhooks: 30, usage: 400 },
    };
    const counts = await deliverDue(deps, 15_000, new AbortController().signal);
    deps.sender.close();
    expect(counts.delivered).toBe(1);
    await flushTelemetry();

    const spans = otlp.spans();
    const round = spans.find((s) => s.name === 'background deliveries')!;
    expect(round.attributes).toEqual({ 'handbook.background.round': 'deliveries' });
    const attempt = spans.find(
      (s) => s.parentSpanId === round.spanId && s.kind === SpanKind.CLIENT + 1 && !s.name.includes(' '),
    )!;
    expect(attempt).toMatchObject({
      name: 'POST',
      attributes: { 'server.address': '127.0.0.1', 'http.response.status_code': 200 },
    });
  });

  it('traces and times PDF rendering', async () => {
    const customers = await reseller(gql('{ handbookCustomers(limit: 1) { customers { userId } } }'), key);
    const [{ userId }] = (
      (await customers.json()) as { data: { handbookCustomers: { customers: { userId: string }[] } } }
    ).data.handbookCustomers.customers as [{ userId: string }];
    const generated = await reseller(
      gql(
        'mutation ($userId: ID!, $input: GenerateHandbookInput!) { generateCustomerHandbook(userId: $userId, input: $input) { handbookId } }',
        { userId, input: { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40 } },
      ),
      key,
    );
    const { handbookId } = (
      (await generated.json()) as { data: { generateCustomerHandbook: { handbookId: string } } }
    ).data.generateCustomerHandbook;
    const pdf = await handbookDownload({
      handbookId,
      searchParams: new URLSearchParams({ format: 'pdf' }),
      upstream,
      apiKey: key,
      resellerId: 'rsl_telemetry',
      signal: new AbortController().signal,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await flushTelemetry();
    expect(otlp.spans().find((s) => s.name === 'pdf render')).toBeDefined();
  });

  it("exports the contract's metrics, with bounded attributes", async () => {
    // Two bad keys from one client: the second is refused by the failure limit.
    await reseller(gql('{ __typename }'), 'hbk_not_a_key_at_all_0000000000000000');
    await reseller(gql('{ __typename }'), 'hbk_not_a_key_at_all_0000000000000000');
    await flushTelemetry();
    const points = otlp.points();
    const names = new Set(points.map((p) => p.metric));
    for (const name of [
      'http.server.request.duration',
      'handbook.graphql.operations',
      'handbook.webhook.deliveries',
      'handbook.webhook.queue.size',
      'handbook.webhook.queue.oldest_age',
      'handbook.background.round.duration',
      'handbook.rate_limit.refusals',
      'handbook.pdf.render.duration',
    ])
      expect(names).toContain(name);
    const find = (metric: string, attributes: Record<string, unknown>) =>
      points.find(
        (p) => p.metric === metric && expect.objectContaining(attributes).asymmetricMatch(p.attributes),
      );
    expect(
      find('http.server.request.duration', {
        'http.route': '/api/graphql-reseller',
        'http.request.method': 'POST',
        'http.response.status_code': 200,
      }),
    ).toBeDefined();
    expect(
      find('handbook.graphql.operations', {
        'handbook.api': 'reseller',
        'graphql.operation.name': 'createHandbookCustomer',
        outcome: 'ok',
      }),
    ).toBeDefined();
    expect(
      find('handbook.graphql.operations', { 'handbook.api': 'reseller', outcome: 'FORBIDDEN' }),
    ).toBeDefined();
    expect(find('handbook.graphql.operations', { 'handbook.api': 'customer', outcome: 'ok' })).toBeDefined();
    expect(find('handbook.webhook.deliveries', { outcome: 'delivered' })).toBeDefined();
    expect(find('handbook.rate_limit.refusals', { limit: 'failures' })).toBeDefined();
    expect(
      find('handbook.background.round.duration', { 'handbook.background.round': 'deliveries' }),
    ).toBeDefined();
    const size = points.filter((p) => p.metric === 'handbook.webhook.queue.size');
    expect(size.at(-1)?.value).toBe(0);
    // No metric attribute holds an id: every value is one of a few words, codes, routes or numbers.
    for (const point of points)
      for (const value of Object.values(point.attributes))
        expect(String(value)).toMatch(/^([a-z_.]+|[A-Z_]+|\/api\/[a-z-]+|[a-zA-Z]+|\d+)$/);
  });

  it('exports no key, token, email, customer name or webhook path anywhere', async () => {
    await flushTelemetry();
    const exported = otlp.everything();
    expect(exported.length).toBeGreaterThan(1_000);
    expect(token).not.toBe('');
    for (const secret of [
      key,
      readOnlyKey,
      token,
      SECRETS.email,
      SECRETS.name,
      SECRETS.hookPath,
      SECRETS.hookQuery,
    ])
      expect(exported).not.toContain(secret);
  });
});
