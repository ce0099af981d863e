import { metrics, trace, type Counter, type Histogram, type Meter, type Tracer } from '@opentelemetry/api';
import { METRIC_HTTP_SERVER_REQUEST_DURATION } from '@opentelemetry/semantic-conventions';

/** The instrumentation scope of every span and metric the product makes. */
const SCOPE = 'handbook';

// Seconds; the semantic conventions' advice for http.server.request.duration, used for every duration here.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * The metrics of the contract's "Telemetry for operators", by its names. Their attributes are bounded:
 * routes, methods, status and error codes, operation names from the schema, never an id.
 */
export interface Instruments {
  tracer: Tracer;
  meter: Meter;
  /** By `http.route`, `http.request.method`, `http.response.status_code`. */
  httpServerDuration: Histogram;
  /** By `handbook.api`, `graphql.operation.name`, `outcome` (`ok` or the error code). */
  graphqlOperations: Counter;
  /** By `outcome`: `delivered`, `retried`, `failed`, `dropped`. */
  webhookDeliveries: Counter;
  /** By `handbook.background.round`. */
  backgroundRoundDuration: Histogram;
  /** By `limit`. */
  rateLimitRefusals: Counter;
  pdfRenderDuration: Histogram;
}

function build(meter: Meter): Instruments {
  const seconds = (name: string, description: string) =>
    meter.createHistogram(name, {
      description,
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
  return {
    tracer: trace.getTracer(SCOPE),
    meter,
    httpServerDuration: seconds(METRIC_HTTP_SERVER_REQUEST_DURATION, 'Duration of HTTP server requests.'),
    graphqlOperations: meter.createCounter('handbook.graphql.operations', {
      description: 'GraphQL operations executed, by API, operation and outcome.',
    }),
    webhookDeliveries: meter.createCounter('handbook.webhook.deliveries', {
      description: 'Webhook delivery attempts and drops, by outcome.',
    }),
    backgroundRoundDuration: seconds('handbook.background.round.duration', 'Duration of background rounds.'),
    rateLimitRefusals: meter.createCounter('handbook.rate_limit.refusals', {
      description: 'Requests refused by a rate limit, by limit.',
    }),
    pdfRenderDuration: seconds('handbook.pdf.render.duration', 'Duration of handbook PDF rendering.'),
  };
}

// Instruments taken from the API before a meter provider is registered stay no-ops for good (meters have
// no proxy), and a tracer stays with the provider it came from: they are made on first use, and made again
// once telemetry starts or stops.
let current: Instruments | undefined;

export function instruments(): Instruments {
  current ??= build(metrics.getMeter(SCOPE));
  return current;
}

/** For startTelemetry and stopTelemetry: the next use makes the instruments from the new meter provider. */
export function forgetInstruments(): void {
  current = undefined;
}
