/** Latency samples in milliseconds, summarised the way every benchmark here reports them. */
export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(sum / Math.max(1, sorted.length)),
  };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export interface SampleOptions {
  /** Untimed runs first (JIT, caches, plans). */
  warmup: number;
  /** Stop after this many timed runs… */
  maxSamples: number;
  /** …or after this much time, whichever comes first, once `minSamples` are in. */
  maxMs: number;
  minSamples: number;
}

/** Runs `task` serially and times each run; `task` gets the run's index (warm-up runs included). */
export async function sample(
  task: (i: number) => Promise<void>,
  options: SampleOptions,
): Promise<LatencySummary> {
  let i = 0;
  for (; i < options.warmup; i++) await task(i);
  const times: number[] = [];
  const started = performance.now();
  while (
    times.length < options.maxSamples &&
    (times.length < options.minSamples || performance.now() - started < options.maxMs)
  ) {
    const t0 = performance.now();
    await task(i++);
    times.push(performance.now() - t0);
  }
  return summarise(times);
}
