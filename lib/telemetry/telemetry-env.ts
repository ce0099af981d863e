import { z } from 'zod';

/**
 * The standard OpenTelemetry variables the app reads (lib/config.ts validates them with the rest): telemetry
 * is off unless an OTLP endpoint is set. The exporters read the endpoints and headers themselves; they are
 * checked here so that a typo is one plain line at start, never a silent loss of every span.
 */
export type OtlpProtocol = 'http/protobuf' | 'http/json';

export type SamplerName =
  | 'always_on'
  | 'always_off'
  | 'traceidratio'
  | 'parentbased_always_on'
  | 'parentbased_always_off'
  | 'parentbased_traceidratio';

export interface TelemetryConfig {
  traces: boolean;
  metrics: boolean;
  protocol: OtlpProtocol;
  sampler: { name: SamplerName; ratio: number };
  /** How often metrics are exported (OTEL_METRIC_EXPORT_INTERVAL); the queue gauges are read this often. */
  metricIntervalMs: number;
  /** How long finished spans wait to be sent in one batch (OTEL_BSP_SCHEDULE_DELAY). */
  spanDelayMs: number;
}

const endpoint = (name: string) =>
  z
    .url({
      protocol: /^https?$/,
      error: `${name} is not an http(s) URL: expected an OTLP/HTTP collector, e.g. http://127.0.0.1:4318.`,
    })
    .optional()
    .or(z.literal('').transform(() => undefined));

// `key=value` pairs, comma-separated, as the specification writes them (values URL-encoded). The message
// never repeats the value: these headers carry the backend's API key.
const KEY_VALUE_LIST = /^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/;
const keyValueList = (name: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => !value?.trim() || KEY_VALUE_LIST.test(value),
      `${name} is not a list of key=value pairs: expected e.g. key1=value1,key2=value2.`,
    );

const milliseconds = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim();
      if (!text) return fallback;
      if (/^\d{1,9}$/.test(text) && Number(text) >= 100) return Number(text);
      ctx.addIssue({ code: 'custom', message: `${name} is not a whole number of milliseconds from 100.` });
      return z.NEVER;
    });

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const satisfies readonly SamplerName[];

export const telemetryEnv = {
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false', ''], { error: 'OTEL_SDK_DISABLED is not a flag: expected true or false.' })
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: endpoint('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: endpoint('OTEL_EXPORTER_OTLP_METRICS_ENDPOINT'),
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .enum(['http/protobuf', 'http/json', ''], {
      error: 'OTEL_EXPORTER_OTLP_PROTOCOL is not a supported protocol: expected http/protobuf or http/json.',
    })
    .optional()
    .transform((value): OtlpProtocol => value || 'http/protobuf'),
  OTEL_EXPORTER_OTLP_HEADERS: keyValueList('OTEL_EXPORTER_OTLP_HEADERS'),
  OTEL_RESOURCE_ATTRIBUTES: keyValueList('OTEL_RESOURCE_ATTRIBUTES'),
  OTEL_SERVICE_NAME: z.string().optional(),
  OTEL_TRACES_SAMPLER: z
    .enum([...SAMPLERS, ''], {
      error: `OTEL_TRACES_SAMPLER is not a known sampler: expected one of ${SAMPLERS.join(', ')}.`,
    })
    .optional()
    .transform((value): SamplerName => value || 'parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim();
      if (!text) return 1;
      const ratio = Number(text);
      if (Number.isFinite(ratio) && ratio >= 0 && ratio <= 1) return ratio;
      ctx.addIssue({
        code: 'custom',
        message: 'OTEL_TRACES_SAMPLER_ARG is not a ratio: expected a number from 0 to 1, e.g. 0.1.',
      });
      return z.NEVER;
    }),
  OTEL_METRIC_EXPORT_INTERVAL: milliseconds('OTEL_METRIC_EXPORT_INTERVAL', 60_000),
  OTEL_BSP_SCHEDULE_DELAY: milliseconds('OTEL_BSP_SCHEDULE_DELAY', 5_000),
};

type TelemetryEnv = z.output<z.ZodObject<typeof telemetryEnv>>;

export function telemetryConfig(e: TelemetryEnv): TelemetryConfig {
  const on = e.OTEL_SDK_DISABLED !== 'true';
  return {
    traces: on && Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    metrics: on && Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT),
    protocol: e.OTEL_EXPORTER_OTLP_PROTOCOL,
    sampler: { name: e.OTEL_TRACES_SAMPLER, ratio: e.OTEL_TRACES_SAMPLER_ARG },
    metricIntervalMs: e.OTEL_METRIC_EXPORT_INTERVAL,
    spanDelayMs: e.OTEL_BSP_SCHEDULE_DELAY,
  };
}
