import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OTLP/HTTP collector for tests: it takes what exporters POST to /v1/traces and /v1/metrics on
 * 127.0.0.1, reads `http/json` bodies, and keeps every body as it came so that a test can look for what
 * must never be exported.
 */
type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
};
type KeyValue = { key: string; value: AnyValue };
type Attributes = Record<string, string | number | boolean | undefined>;

export interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Attributes;
  status: { code?: number };
}

export interface ReceivedPoint {
  service: string;
  metric: string;
  unit: string;
  attributes: Attributes;
  /** A sum's or gauge's value; a histogram's count. */
  value: number;
}

interface SpanJson {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number };
}
interface PointJson {
  attributes?: KeyValue[];
  asInt?: string | number;
  asDouble?: number;
  count?: string | number;
}
interface MetricJson {
  name: string;
  unit?: string;
  sum?: { dataPoints: PointJson[] };
  gauge?: { dataPoints: PointJson[] };
  histogram?: { dataPoints: PointJson[] };
}
interface Resource {
  resource?: { attributes?: KeyValue[] };
}
interface TracesJson {
  resourceSpans?: (Resource & { scopeSpans?: { spans?: SpanJson[] }[] })[];
}
interface MetricsJson {
  resourceMetrics?: (Resource & { scopeMetrics?: { metrics?: MetricJson[] }[] })[];
}

const valueOf = (v: AnyValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.doubleValue ?? v.boolValue));

const attributesOf = (list: KeyValue[] = []): Attributes =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

const serviceOf = (r: Resource) => String(attributesOf(r.resource?.attributes)['service.name']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface OtlpReceiver {
  endpoint: string;
  spans(): ReceivedSpan[];
  points(): ReceivedPoint[];
  /** Every body received, as text (protobuf bodies too, where strings stay readable). */
  everything(): string;
  /** The content types the exporters sent. */
  contentTypes(): Set<string>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const points: ReceivedPoint[] = [];
  const bodies: string[] = [];
  const types = new Set<string>();
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const type = request.headers['content-type'] ?? '';
      types.add(type);
      bodies.push(body.toString('utf8'));
      if (type.startsWith('application/json') && request.url === '/v1/traces') {
        for (const resource of (JSON.parse(body.toString()) as TracesJson).resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service: serviceOf(resource),
                name: span.name,
                kind: span.kind,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                attributes: attributesOf(span.attributes),
                status: span.status ?? {},
              });
      }
      if (type.startsWith('application/json') && request.url === '/v1/metrics') {
        for (const resource of (JSON.parse(body.toString()) as MetricsJson).resourceMetrics ?? [])
          for (const scope of resource.scopeMetrics ?? [])
            for (const metric of scope.metrics ?? []) {
              const data = metric.sum ?? metric.gauge ?? metric.histogram;
              for (const point of data?.dataPoints ?? [])
                points.push({
                  service: serviceOf(resource),
                  metric: metric.name,
                  unit: metric.unit ?? '',
                  attributes: attributesOf(point.attributes),
                  value: Number(point.asInt ?? point.asDouble ?? point.count ?? 0),
                });
            }
      }
      response.writeHead(200, {
        'content-type': type.startsWith('application/json') ? type : 'application/x-protobuf',
      });
      response.end(type.startsWith('application/json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    points: () => [...points],
    everything: () => bodies.join('\n'),
    contentTypes: () => new Set(types),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Telemetry on with every span sampled and batches held a minute: only a flush or the stop sends them. */
export const HELD_TELEMETRY = {
  traces: true,
  metrics: true,
  sampler: { name: 'always_on', ratio: 1 },
  metricIntervalMs: 60_000,
  spanDelayMs: 60_000,
} as const;

/** Polls `check` until it passes (exports are batched), for up to `ms`. */
export async function eventually<T>(check: () => T, ms = 15_000): Promise<T> {
  const ends = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > ends) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
