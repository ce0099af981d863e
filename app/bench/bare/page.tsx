import { notFound } from 'next/navigation';
import { BareCounter } from './bare-counter';

/**
 * Benchmark baseline (bench/dashboard): a bare client page of the same build, whose first-load JavaScript
 * the dashboard's routes are compared with. Not part of the app: 404 unless HANDBOOK_BENCH_ROUTES=1, read
 * here rather than in lib/config.ts because it is a benchmark switch only.
 */
export default function BarePage() {
  if (process.env.HANDBOOK_BENCH_ROUTES !== '1') notFound();
  return (
    <main>
      <BareCounter />
    </main>
  );
}
