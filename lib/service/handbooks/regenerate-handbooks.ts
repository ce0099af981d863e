import 'server-only';
import { HANDBOOK_VERSIONS } from '../../contract/limits';
import type { Change } from '../activity/change';
import type { ChangeOrigin } from '../activity/origin';
import { recordChanges } from '../activity/record-change';
import type { Database } from '../db/open-store';
import type { StoredSection } from '../db/schema';
import { badUserInput, notFoundError } from '../core/errors';
import { ActivitySubjectType } from '../generated/reseller-types';
import { generateHandbook } from './generate';
import type { HandbookOwner, HandbookRecord } from './handbook-store';
import { lockHandbooks, writeNextVersions, type NextVersion } from './handbook-versions-store';
import { POLICY_LIBRARY_VERSION } from './library-version';

const AT_VERSION_CAP = `A handbook keeps at most ${HANDBOOK_VERSIONS.max} versions. Generate a new handbook instead.`;

/** The keys of the sections added, removed or changed from `before` to `after`, in the order they appear. */
export function changedSectionKeys(
  before: readonly StoredSection[],
  after: readonly StoredSection[],
): string[] {
  const bodyBefore = new Map(before.map((s) => [s.key, `${s.title}\n${s.body}`]));
  const keysAfter = new Set(after.map((s) => s.key));
  return [
    ...after.filter((s) => bodyBefore.get(s.key) !== `${s.title}\n${s.body}`).map((s) => s.key),
    ...before.filter((s) => !keysAfter.has(s.key)).map((s) => s.key),
  ];
}

/** A handbook's text written again from its own inputs by the current library. */
function rewrite(handbook: HandbookRecord): NextVersion {
  const { sections } = generateHandbook({
    companyName: handbook.companyName,
    country: handbook.country,
    region: handbook.region,
    employeeCount: handbook.employeeCount,
    effectiveDate: handbook.effectiveDate,
    title: handbook.title,
    policies: handbook.policies,
  });
  return {
    handbookId: handbook.id,
    sections,
    changedSectionKeys: changedSectionKeys(handbook.sections, sections),
  };
}

/**
 * Brings handbooks up to date, whoever asks (either API, one handbook or up to a page): all or none, in one
 * transaction that locks them, with one `handbook.regenerated` event per new version. A handbook written
 * from the current library already stays as it is and records nothing: the generator is deterministic, so a
 * new version would repeat the text. NOT_FOUND, with nothing written, when any id is unknown or not the
 * owner's. Returns the handbooks in the order asked, each once.
 */
export async function regenerateHandbooks(
  db: Database,
  owner: HandbookOwner & { resellerId: string },
  handbookIds: readonly string[],
  origin: ChangeOrigin,
  now: Date,
): Promise<HandbookRecord[]> {
  const ids = [...new Set(handbookIds)];
  return db.transaction(async (tx) => {
    const locked = await lockHandbooks(tx, owner, ids);
    if (locked.length !== ids.length) throw notFoundError('Handbook not found.');
    const outdated = locked.filter((h) => h.libraryVersion !== POLICY_LIBRARY_VERSION);
    if (outdated.some((h) => h.version >= HANDBOOK_VERSIONS.max)) throw badUserInput(AT_VERSION_CAP);
    const written = await writeNextVersions(tx, outdated, outdated.map(rewrite), now);
    const before = new Map(outdated.map((h) => [h.id, h]));
    await recordChanges(
      tx,
      written.map((h): Change => {
        const previous = before.get(h.id)!;
        return {
          resellerId: owner.resellerId,
          action: 'handbook.regenerated',
          subjectType: ActivitySubjectType.Handbook,
          subjectId: h.id,
          customerId: h.customerId,
          details: {
            fromVersion: previous.version,
            toVersion: h.version,
            fromLibraryVersion: previous.libraryVersion,
            toLibraryVersion: h.libraryVersion,
          },
          origin,
          occurredAt: now,
        };
      }),
    );
    const byId = new Map([...locked, ...written].map((h) => [h.id, h]));
    return ids.map((id) => byId.get(id)!);
  });
}
