/**
 * `npm run bench:readme`: writes the figures of bench/results/summary.json (the last `npm run bench`) into
 * the README's performance table. Commit both together: the README quotes the run the summary records.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { SUMMARY_PATH, summaryTable, withSummaryTable, type RunSummary } from './lib/summary-table';

const summary = JSON.parse(readFileSync(SUMMARY_PATH, 'utf8')) as RunSummary;
const readme = readFileSync('README.md', 'utf8');
const options = { ...(await resolveConfig('README.md')), filepath: 'README.md' };
// Padded as `npm run format` would pad it, so the format check and this table agree.
writeFileSync('README.md', await format(withSummaryTable(readme, summaryTable(summary)), options));
console.log(`README.md: ${summary.targets.length} targets from the run of ${summary.when}.`);
