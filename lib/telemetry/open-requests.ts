import { trace, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * Counts the process's open local root spans (a request's server span, whether Next's or the standalone
 * service's): after an answer, Next's own span of the request may still be open when after() runs, and a
 * flush then would leave it behind in a function that is frozen next. `settled` waits for them to end.
 */
export class OpenRequests implements SpanProcessor {
  private readonly open = new Set<string>();
  private waiters: (() => void)[] = [];

  onStart(span: Span, parentContext: Context): void {
    const parent = trace.getSpanContext(parentContext);
    if (!parent || parent.isRemote) this.open.add(span.spanContext().spanId);
  }

  onEnd(span: ReadableSpan): void {
    if (this.open.delete(span.spanContext().spanId) && this.open.size === 0) this.release();
  }

  /** Resolves once no local root span is open, or after `timeoutMs` whatever is still open. */
  settled(timeoutMs: number): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    this.release();
    return Promise.resolve();
  }

  private release(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
