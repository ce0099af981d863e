import { SpanKind, SpanStatusCode, type Attributes, type Span } from '@opentelemetry/api';
import { instruments } from './instruments';

/**
 * Runs `work` in a span of its own, made the active one so that what it does (database queries) nests
 * under it; the span ends when the work does, marked as an error when it throws. `work` may add attributes
 * of its outcome. A no-op span costs next to nothing while telemetry is off.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return instruments().tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', error instanceof Error ? error.name : typeof error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Seconds since `startedMs` (performance.now()), for the duration histograms. */
export const secondsSince = (startedMs: number): number => (performance.now() - startedMs) / 1_000;
