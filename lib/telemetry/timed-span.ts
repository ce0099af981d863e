import type { Attributes, Histogram } from '@opentelemetry/api';
import { inSpan, secondsSince } from './in-span';

/** `work` in a span of its own (see inSpan), its duration recorded in `histogram` with the same attributes. */
export function timedSpan<T>(
  name: string,
  attributes: Attributes,
  histogram: Histogram,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  return inSpan(name, attributes, work).finally(() => histogram.record(secondsSince(started), attributes));
}
