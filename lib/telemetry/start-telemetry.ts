import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPMetricExporter as JsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as ProtobufMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { forgetInstruments } from './instruments';
import { OpenRequests } from './open-requests';
import type { SamplerName, TelemetryConfig } from './telemetry-env';

interface Running {
  tracerProvider: BasicTracerProvider | null;
  openRequests: OpenRequests;
  meterProvider: MeterProvider | null;
}

// Once per process, on globalThis: Next's development reloads import this module again.
const holder = globalThis as typeof globalThis & { __handbookTelemetry?: Running };

function samplerOf({ name, ratio }: TelemetryConfig['sampler']): Sampler {
  const roots: Record<SamplerName, Sampler> = {
    always_on: new AlwaysOnSampler(),
    always_off: new AlwaysOffSampler(),
    traceidratio: new TraceIdRatioBasedSampler(ratio),
    parentbased_always_on: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    parentbased_always_off: new ParentBasedSampler({ root: new AlwaysOffSampler() }),
    parentbased_traceidratio: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }),
  };
  return roots[name];
}

/**
 * Starts OpenTelemetry for this process when an OTLP endpoint is set, and does nothing otherwise: the
 * tracer and meter then stay the API's no-ops, and no span is ever made. One setup for every way the
 * product runs: the Next app (instrumentation-node.ts, on `npm start`, in its image and on Vercel) and the
 * standalone service (scripts/start-service.ts). The exporters read the endpoints and headers from the
 * standard variables; `defaultServiceName` names the process when OTEL_SERVICE_NAME does not.
 */
export function startTelemetry(config: TelemetryConfig, defaultServiceName: string): void {
  if (holder.__handbookTelemetry || (!config.traces && !config.metrics)) return;
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the environment detector) override the default name.
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: defaultServiceName }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const json = config.protocol === 'http/json';
  let tracerProvider: BasicTracerProvider | null = null;
  const openRequests = new OpenRequests();
  if (config.traces) {
    const exporter = json ? new JsonTraceExporter() : new ProtobufTraceExporter();
    tracerProvider = new BasicTracerProvider({
      resource,
      sampler: samplerOf(config.sampler),
      spanProcessors: [
        openRequests,
        new BatchSpanProcessor(exporter, { scheduledDelayMillis: config.spanDelayMs }),
      ],
    });
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(tracerProvider);
  }
  let meterProvider: MeterProvider | null = null;
  if (config.metrics) {
    const exporter = json ? new JsonMetricExporter() : new ProtobufMetricExporter();
    const reader = new PeriodicExportingMetricReader({
      exporter,
      exportIntervalMillis: config.metricIntervalMs,
      exportTimeoutMillis: Math.min(config.metricIntervalMs, 30_000),
    });
    meterProvider = new MeterProvider({ resource, readers: [reader] });
    metrics.setGlobalMeterProvider(meterProvider);
  }
  forgetInstruments();
  holder.__handbookTelemetry = { tracerProvider, openRequests, meterProvider };
}

/** Whether telemetry runs in this process: what costs something even as a no-op is left out otherwise. */
export function telemetryOn(): boolean {
  return Boolean(holder.__handbookTelemetry);
}

/** Whether spans are recorded in this process: where making one has a cost, code asks first. */
export function tracingOn(): boolean {
  return Boolean(holder.__handbookTelemetry?.tracerProvider);
}

/** Sends what is waiting now (tests; flushAnswered after an answer). */
export async function flushTelemetry(): Promise<void> {
  const running = holder.__handbookTelemetry;
  if (!running) return;
  await Promise.all([running.tracerProvider?.forceFlush(), running.meterProvider?.forceFlush()]);
}

// How long an answered request's own span may stay open before what it recorded is sent without it.
const REQUEST_END_WAIT_MS = 2_000;

/**
 * After an answer, where the process may be frozen once it has answered (Vercel's functions, through Next's
 * after(), which keeps the function alive until this settles): waits for the request's own span to end, then
 * sends everything recorded.
 */
export async function flushAnswered(): Promise<void> {
  await holder.__handbookTelemetry?.openRequests.settled(REQUEST_END_WAIT_MS);
  await flushTelemetry();
}

// How long the last export may take at the process's end: an exporter waits up to 10 s for a collector that
// does not answer (OTEL_EXPORTER_OTLP_TIMEOUT), and `docker stop` kills at 10 s; the exit must come first.
const STOP_DEADLINE_MS = 3_000;

/**
 * Sends what is waiting and stops: at the process's end (SIGTERM, after the service has stopped, so that its
 * last spans go too), and between tests. Resolves within `deadlineMs` whatever the collector does: what is
 * not sent by then is lost rather than holding the exit.
 */
export async function stopTelemetry(deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  const running = holder.__handbookTelemetry;
  if (!running) return;
  holder.__handbookTelemetry = undefined;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)));
  // A request answered just before the signal: Next ends its span a moment after the answer is out, and a
  // loaded machine let SIGTERM's shutdown go first and leave it behind. Half the deadline at most.
  const sent = running.openRequests
    .settled(Math.min(REQUEST_END_WAIT_MS, deadlineMs / 2))
    .then(() => Promise.all([running.tracerProvider?.shutdown(), running.meterProvider?.shutdown()]));
  await Promise.race([sent.catch(() => undefined), deadline]).finally(() => clearTimeout(timer));
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
  forgetInstruments();
}
