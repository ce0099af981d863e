/**
 * Handbook PDF: how long the dashboard takes to lay out a 16-section handbook as PDF (lib/dashboard/
 * handbook-files/handbook-pdf.ts), in process, after a warm-up, in embedded fonts: a Latin handbook and a
 * CJK one (Japanese, Korean and Chinese names through its text). The first render of each, which loads the
 * fonts it needs (once per process), is reported apart. Targets: Latin ≤ 60 ms median and ≤ 150 KB (fonts
 * subset), CJK ≤ 250 ms median.
 *
 *   tsx --conditions=react-server bench/handbook-pdf/run.ts
 */
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { sampleCover, sampleHandbook } from '../../tests/unit/handbooks/sample-handbook';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';
import { round, sample } from '../lib/stats';

const LATIN_MS = 60;
const LATIN_KB = 150;
const CJK_MS = 250;

const CASES = [
  { name: 'Latin', company: 'Acme Ltd' },
  { name: 'CJK', company: '株式会社テスト 주식회사 한빛 北京星光科技有限公司' },
] as const;

async function measure(company: string) {
  const input = {
    title: `${company} Employee Handbook`,
    markdown: sampleHandbook(16, company),
    cover: sampleCover(company),
  };
  const started = performance.now();
  const bytes = (await renderHandbookPdf(input)).length;
  const firstMs = round(performance.now() - started);
  const latency = await sample(
    async () => {
      await renderHandbookPdf(input);
    },
    {
      warmup: 3,
      minSamples: 10,
      maxSamples: 50,
      maxMs: 10_000,
    },
  );
  return { firstMs, bytes, latency };
}

async function main() {
  heading('handbook PDF, 16 sections, embedded fonts');
  const results = [];
  for (const { name, company } of CASES) results.push({ name, ...(await measure(company)) });
  console.log(
    table([
      ['handbook', 'first ms', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'PDF KiB'],
      ...results.map(({ name, firstMs, bytes, latency }) => [
        name,
        firstMs,
        latency.samples,
        latency.p50,
        latency.p95,
        latency.max,
        Math.round(bytes / 1024),
      ]),
    ]),
  );
  const [latin, cjk] = results;
  if (!latin || !cjk) throw new Error('both cases run');
  const targets: TargetResult[] = [
    {
      target: `16-section Latin handbook as PDF, median ≤ ${LATIN_MS} ms`,
      measured: `${latin.latency.p50} ms`,
      verdict: verdict(latin.latency.p50 <= LATIN_MS),
    },
    {
      target: `16-section Latin handbook as PDF ≤ ${LATIN_KB} KB (fonts subset)`,
      measured: `${Math.round(latin.bytes / 1024)} KB`,
      verdict: verdict(latin.bytes <= LATIN_KB * 1024),
    },
    {
      target: `16-section CJK handbook as PDF, median ≤ ${CJK_MS} ms`,
      measured: `${cjk.latency.p50} ms (first, loading its fonts: ${cjk.firstMs} ms)`,
      verdict: verdict(cjk.latency.p50 <= CJK_MS),
    },
  ];
  printTargets(targets);
  console.log(`JSON: ${writeResults('handbook-pdf', { results, targets })}`);
}

await main();
