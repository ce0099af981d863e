/**
 * `npm run bench:readme`: writes the figures of bench/results/summary.json (the last `npm run bench`) into
 * the README's performance table. Commit both together: the README quotes the run the summary records.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SUMMARY_PATH, summaryTable, withSummaryTable, type RunSummary } from './lib/summary-table';

const summary = JSON.parse(readFileSync(SUMMARY_PATH, 'utf8')) as RunSummary;
const readme = readFileSync('README.md', 'utf8');
writeFileSync('README.md', withSummaryTable(readme, summaryTable(summary)));
console.log(`README.md: ${summary.targets.length} targets from the run of ${summary.when}.`);
