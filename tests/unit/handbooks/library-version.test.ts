import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findCountry, regionCodes, SUPPORTED_COUNTRY_CODES } from '@/lib/service/handbooks/countries';
import { generateHandbook, listPolicies } from '@/lib/service/handbooks/generate';
import {
  FIRST_LIBRARY_VERSION,
  POLICY_LIBRARY_TEXT_HASH,
  POLICY_LIBRARY_VERSION,
} from '@/lib/service/handbooks/library-version';

// Each side of every headcount at which the library's wording turns (5, 10, 15, 20, 25, 50, 100 and 250
// people; a new threshold needs its pair here), and the smallest and largest company the generator takes.
const THRESHOLDS = [5, 10, 15, 20, 25, 50, 100, 250];
const HEADCOUNTS = [1, ...THRESHOLDS.flatMap((n) => [n - 1, n, n + 1]), 1_000_000];

/** Every text the generator can write: each place at each headcount, with every policy, and the policy titles. */
function libraryText(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(listPolicies()));
  for (const country of SUPPORTED_COUNTRY_CODES) {
    for (const region of [null, ...regionCodes(findCountry(country)!)]) {
      for (const employeeCount of HEADCOUNTS) {
        const { sections } = generateHandbook({
          companyName: 'Example Company',
          country,
          region,
          employeeCount,
          effectiveDate: '2026-01-31',
        });
        hash.update(JSON.stringify(sections));
      }
    }
  }
  return hash.digest('hex');
}

describe('the policy library version', () => {
  it('moves with the library text', () => {
    const hash = libraryText();
    // When this fails after a deliberate change of wording, bump POLICY_LIBRARY_VERSION and set
    // POLICY_LIBRARY_TEXT_HASH to this hash (lib/service/handbooks/library-version.ts says how).
    expect(
      hash,
      `The generator's text changed: bump POLICY_LIBRARY_VERSION (${POLICY_LIBRARY_VERSION}) and set POLICY_LIBRARY_TEXT_HASH to ${hash}`,
    ).toBe(POLICY_LIBRARY_TEXT_HASH);
  });

  it('sorts after the version of handbooks from before versions were kept (oldest library first)', () => {
    expect(FIRST_LIBRARY_VERSION < POLICY_LIBRARY_VERSION).toBe(true);
  });
});
