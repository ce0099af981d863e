/**
 * `npm run bench:figures`: writes the figures of bench/results/summary.json (the last `npm run bench`) into
 * the performance page's table (docs/performance.md). Commit both together: the page quotes the run the
 * summary records.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  FIGURES_PAGE,
  SUMMARY_PATH,
  summaryTable,
  withSummaryTable,
  type RunSummary,
} from './lib/summary-table';

const summary = JSON.parse(readFileSync(SUMMARY_PATH, 'utf8')) as RunSummary;
const page = readFileSync(FIGURES_PAGE, 'utf8');
const options = { ...(await resolveConfig(FIGURES_PAGE)), filepath: FIGURES_PAGE };
// Padded as `npm run format` would pad it, so the format check and this table agree.
writeFileSync(FIGURES_PAGE, await format(withSummaryTable(page, summaryTable(summary)), options));
console.log(`${FIGURES_PAGE}: ${summary.targets.length} targets from the run of ${summary.when}.`);
