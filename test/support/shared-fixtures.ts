// Fixtures that are not part of the repository: the real documents (SEC contracts as TXT, PDF and
// DOCX, page-one scans, hostile files, with their labels in manifest.json) live in the project's
// shared folder beside the checkout, `../shared/fixtures/real-documents`, or where
// DOCUMENT_FIXTURES_DIR points. A clone of the repository alone has none: the suites that read them
// are skipped and say so. Where they must run (CI sets CASEBOOK_REQUIRE_SHARED_FIXTURES=1 in
// .ci/run), a missing folder is a failure instead of a skip.

/** Whether a missing shared fixture fails the run instead of skipping its suite. */
export const sharedFixturesRequired = process.env.CASEBOOK_REQUIRE_SHARED_FIXTURES === '1';

/**
 * The shared fixture folder `find` locates (it throws when the folder is missing), or `{ missing }`
 * with the reason, printed once; throws instead when CASEBOOK_REQUIRE_SHARED_FIXTURES=1.
 */
export function sharedFixtures(suite: string, find: () => string): { dir: string } | { missing: string } {
  try {
    return { dir: find() };
  } catch (err) {
    const reason = (err as Error).message;
    if (sharedFixturesRequired) {
      throw new Error(`${suite}: the shared fixtures are required here (CASEBOOK_REQUIRE_SHARED_FIXTURES=1) and missing. ${reason}`, {
        cause: err,
      });
    }
    const missing = `${reason} A clone of the repository alone has no shared folder; CI runs this suite.`;
    console.warn(`${suite} skipped: ${missing}`);
    return { missing };
  }
}
