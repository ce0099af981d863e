import 'server-only';
import type { StoredSection } from '../db/schema';
import { VERSIONS_NOTE } from '../handbooks/generate';
import { FIRST_LIBRARY_VERSION } from '../handbooks/library-version';

/**
 * A handbook's text as library 2026.1 wrote it: 2026.2 only added VERSIONS_NOTE to "About This Handbook".
 * The demo holds such handbooks so that a new user sees outdated handbooks, and what bringing one up to
 * date changes, at once. When a later library changes other text, these stay 2026.1 handbooks all the same.
 */
export const EARLIER_LIBRARY_VERSION = FIRST_LIBRARY_VERSION;

export function asWrittenByEarlierLibrary(sections: readonly StoredSection[]): StoredSection[] {
  return sections.map((section) =>
    section.key === 'about-this-handbook'
      ? { ...section, body: section.body.replace(`\n\n${VERSIONS_NOTE}`, '') }
      : section,
  );
}
