import { trace } from '@opentelemetry/api';

/**
 * The active span's ids, as log fields (`trace_id`, `span_id`): a log line written while a request is
 * traced leads to its trace. Nothing without a recording span (telemetry off, or the trace not sampled).
 */
export function traceFields(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
