// A file's custody log as its endpoints answer it: the latest entries, newest first, with the
// person's name where the account still exists and the origin where their key does, and whether
// the file's whole chain verifies.
import type { Knex } from 'knex';
import type { KeyStore } from '../../infra/crypto/keys.js';
import type { CustodyLogResponse } from '../../modules/documents/index.js';
import { usernameOf } from '../users/index.js';
import { CUSTODY_PAGE, custodyRows, openCustody, verifyCustodyChain } from './log.js';

export async function custodyAnswer(
  deps: { knex: Knex; keys: KeyStore },
  fileId: string,
  recordedSha256: string,
): Promise<CustodyLogResponse> {
  const rows = await custodyRows(deps.knex, fileId);
  const chain = verifyCustodyChain(rows);
  const latest = await openCustody(deps.keys, rows.slice(-CUSTODY_PAGE).reverse());
  const names = new Map<number, string | null>();
  for (const id of new Set(latest.map((r) => r.actorId))) names.set(id, await usernameOf(deps.knex, id));
  return {
    fileId,
    recordedSha256,
    total: rows.length,
    chain,
    entries: latest.map((r) => ({
      seq: r.seq,
      at: r.at,
      action: r.action,
      actor: { userId: r.actorId, role: r.actorRole, username: names.get(r.actorId) ?? null },
      ip: r.ip,
      userAgent: r.userAgent,
      sha256: r.sha256,
      matched: r.sha256 === recordedSha256 && r.action !== 'verification-failed',
      requestId: r.requestId,
      hash: r.hash,
    })),
  };
}
