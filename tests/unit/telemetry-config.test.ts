import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '@/lib/config';

const dataDir = mkdtempSync(join(tmpdir(), 'hb-telemetry-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { HANDBOOK_DATA_DIR: dataDir, HANDBOOK_JWT_SECRET: 'a'.repeat(32) };
const telemetryOf = (env: Record<string, string>) => loadServiceConfig({ ...base, ...env }).telemetry;

describe('telemetry configuration (the standard OTEL_* variables)', () => {
  it('is off unless an OTLP endpoint is set, and each signal follows its own endpoint', () => {
    expect(telemetryOf({})).toMatchObject({ traces: false, metrics: false });
    expect(telemetryOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toMatchObject({ traces: false, metrics: false });
    expect(telemetryOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toMatchObject({
      traces: true,
      metrics: true,
      protocol: 'http/protobuf',
      sampler: { name: 'parentbased_always_on', ratio: 1 },
    });
    expect(telemetryOf({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toMatchObject({
      traces: true,
      metrics: false,
    });
    expect(telemetryOf({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://c:4318/v1/metrics' })).toMatchObject({
      traces: false,
      metrics: true,
    });
    expect(
      telemetryOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toMatchObject({ traces: false, metrics: false });
  });

  it('takes both OTLP/HTTP encodings, a sampler with its ratio and the export intervals', () => {
    expect(
      telemetryOf({
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_METRIC_EXPORT_INTERVAL: '15000',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      }),
    ).toMatchObject({
      protocol: 'http/json',
      sampler: { name: 'parentbased_traceidratio', ratio: 0.25 },
      metricIntervalMs: 15_000,
      spanDelayMs: 1_000,
    });
  });

  it('refuses what it cannot honour, one plain line each, never repeating a header value', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadServiceConfig({ ...base, ...env });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toMatch(
      /^OTEL_EXPORTER_OTLP_PROTOCOL is not a supported protocol: expected http\/protobuf or http\/json\.$/,
    );
    expect(problems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:4318' })).toMatch(
      /OTEL_EXPORTER_OTLP_ENDPOINT is not an http\(s\) URL/,
    );
    expect(problems({ OTEL_TRACES_SAMPLER: 'sometimes' })).toMatch(
      /OTEL_TRACES_SAMPLER is not a known sampler/,
    );
    expect(problems({ OTEL_TRACES_SAMPLER_ARG: '2' })).toMatch(/OTEL_TRACES_SAMPLER_ARG is not a ratio/);
    expect(problems({ OTEL_METRIC_EXPORT_INTERVAL: 'soon' })).toMatch(/OTEL_METRIC_EXPORT_INTERVAL is not/);
    const header = problems({ OTEL_EXPORTER_OTLP_HEADERS: 'Bearer secret-api-key-123' });
    expect(header).toMatch(/OTEL_EXPORTER_OTLP_HEADERS is not a list of key=value pairs/);
    expect(header).not.toContain('secret-api-key-123');
    expect(problems({ OTEL_EXPORTER_OTLP_HEADERS: 'api-key=abc,x-team=ops' })).toBe('');
    expect(problems({ OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod' })).toBe('');
  });
});
