import 'server-only';
/**
 * The policy library's version (`policyLibraryVersion` on both APIs): a handbook written from another one is
 * out of date. It changes whenever any text the generator can write changes, because laws change and a
 * reseller must learn which handbooks to bring up to date.
 *
 * tests/unit/handbooks/library-version.test.ts hashes every text the generator writes (each country and
 * region, every headcount rule, every policy) and fails when that hash is not `POLICY_LIBRARY_TEXT_HASH`.
 * When it fails after a deliberate change of wording: set `POLICY_LIBRARY_VERSION` to the next version
 * (`YYYY.N`, the year and the edition within it) and `POLICY_LIBRARY_TEXT_HASH` to the hash the test prints,
 * in one commit with the change of wording.
 */
export const POLICY_LIBRARY_VERSION = '2026.3';
export const POLICY_LIBRARY_TEXT_HASH = 'd5e98e01f9c3adae503424b78f546f52ad315e40fd4419b675ff99fd8ee43def';

/**
 * The version recorded for handbooks written before versions were kept (migration 0017): the library as it
 * stood until 2026.2 added the note on versions to "About This Handbook".
 */
export const FIRST_LIBRARY_VERSION = '2026.1';
