// The custody of stored files (decision 0041): every file that leaves the server is checked against
// the SHA-256 recorded at upload and written to its custody log (who, what, when, from where) — an
// append-only, per-file hash-chained table anchored with the streams. No view of its own and no
// routes: the documents and cases views serve files and their logs through it.
import { defineModule } from '../../infra/module.js';
import { custodyLogMigration } from './log.js';

export { custodyAnswer } from './answer.js';
export { custodyHeads, custodyRows, verifyCustodyChain, CUSTODY_HEAD_PREFIX, type CustodyRow, type FileKind } from './log.js';
export {
  FileIntegrityError,
  recordRelease,
  releaseFile,
  sha256Hex,
  verifyStoredFile,
  type CustodyDeps,
  type StoredFileRef,
} from './release.js';

export const custodyLog = defineModule<Record<string, never>>({
  name: 'custody',
  migrations: [custodyLogMigration],
  create: () => ({ api: undefined }),
});
