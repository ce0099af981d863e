/**
 * Handbook PDF: how long the dashboard takes to lay out a 16-section handbook as PDF (lib/dashboard/
 * handbook-pdf.ts), in process, after a warm-up. Target: the median well under a second (under 250 ms).
 *
 *   tsx --conditions=react-server bench/handbook-pdf/run.ts
 */
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { sampleHandbook } from '../../tests/unit/handbooks/sample-handbook';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';
import { sample } from '../lib/stats';

const TARGET_MS = 250;

async function main() {
  heading('handbook PDF, 16 sections');
  const markdown = sampleHandbook(16);
  let bytes = 0;
  const latency = await sample(
    async () => {
      bytes = (await renderHandbookPdf({ title: 'Acme Ltd Employee Handbook', markdown })).length;
    },
    { warmup: 3, minSamples: 10, maxSamples: 50, maxMs: 10_000 },
  );
  console.log(
    table([
      ['runs', 'p50 ms', 'p95 ms', 'max ms', 'PDF KiB'],
      [latency.samples, latency.p50, latency.p95, latency.max, Math.round(bytes / 1024)],
    ]),
  );
  const targets: TargetResult[] = [
    {
      target: `16-section handbook as PDF, median under ${TARGET_MS} ms`,
      measured: `${latency.p50} ms`,
      verdict: verdict(latency.p50 < TARGET_MS),
    },
  ];
  printTargets(targets);
  console.log(`JSON: ${writeResults('handbook-pdf', { latency, bytes, targets })}`);
}

await main();
