import { BareCounter } from './bare-counter';

/**
 * Benchmark baseline (bench/dashboard): a bare client page of the same build, whose first-load JavaScript
 * the dashboard's routes are compared with. Only the benchmark's build has it (bench/lib/build.ts).
 */
export default function BarePage() {
  return (
    <main>
      <BareCounter />
    </main>
  );
}
