// A stored file leaves the server only through here: its bytes are hashed and compared with the
// SHA-256 recorded at upload (in the upload's event, which the hash chain and the anchors protect),
// and the access is written to the file's custody log before a byte is sent. A mismatch is refused,
// logged as an error, and recorded as 'verification-failed'.
//
// The refusal is a 500 (code FILE_INTEGRITY), not a 4xx: the request is well-formed and allowed,
// and what is wrong is the server's own copy — nothing the caller can change. It is not a 502/503
// either: those say "try again later", and a file that changed stays changed.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { KeyStore } from '../../infra/crypto/keys.js';
import { currentUser } from '../../infra/http/auth.js';
import { AppError } from '../../infra/http/errors.js';
import type { AppState } from '../../infra/http/state.js';
import { CUSTODY_MESSAGES, type CustodyAction } from '../../modules/documents/index.js';
import { recordCustody, type FileKind } from './log.js';

export class FileIntegrityError extends AppError {
  constructor() {
    super(500, 'FILE_INTEGRITY', CUSTODY_MESSAGES.integrity);
  }
}

export type CustodyDeps = { knex: Knex; keys: KeyStore };
type Ctx = Pick<Context, 'ip' | 'get'> & { state: AppState };

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface StoredFileRef {
  fileId: string;
  fileKind: FileKind;
  /** The SHA-256 recorded at upload; undefined when its event cannot be found (refused like a mismatch). */
  recordedSha256: string | undefined;
}

/** Who asks, from where, in which request. */
function accessOf(ctx: Ctx) {
  const user = currentUser(ctx);
  return { actor: { id: user.id, role: user.role }, ip: ctx.ip, userAgent: ctx.get('user-agent'), requestId: ctx.state.requestId };
}

/**
 * Checks the bytes against the upload's hash. On a mismatch: logs an error, records
 * 'verification-failed' in the file's custody log and throws FileIntegrityError.
 */
export async function verifyStoredFile(deps: CustodyDeps, ctx: Ctx, file: StoredFileRef, bytes: Uint8Array): Promise<string> {
  const sha256 = sha256Hex(bytes);
  if (file.recordedSha256 !== undefined && sha256 === file.recordedSha256) return sha256;
  const access = accessOf(ctx);
  ctx.state.log.error(
    {
      fileId: file.fileId,
      fileKind: file.fileKind,
      recordedSha256: file.recordedSha256 ?? null,
      sha256,
      actorId: access.actor.id,
      actorRole: access.actor.role,
    },
    'FILE INTEGRITY FAILURE: the stored bytes no longer match the SHA-256 recorded at upload; the file was not served',
  );
  await recordCustody(deps, {
    ...access,
    fileId: file.fileId,
    fileKind: file.fileKind,
    action: 'verification-failed',
    sha256,
    recordedSha256: file.recordedSha256 ?? '',
  });
  throw new FileIntegrityError();
}

/** Records an access to bytes already verified (their SHA-256 equals the recorded one). */
export async function recordRelease(
  deps: CustodyDeps,
  ctx: Ctx,
  file: StoredFileRef,
  action: Exclude<CustodyAction, 'verification-failed'>,
) {
  await recordCustody(deps, {
    ...accessOf(ctx),
    fileId: file.fileId,
    fileKind: file.fileKind,
    action,
    sha256: file.recordedSha256!,
    recordedSha256: file.recordedSha256!,
  });
}

/** Verifies the bytes and records the access: what every route serving a stored file calls before answering. */
export async function releaseFile(
  deps: CustodyDeps,
  ctx: Ctx,
  file: StoredFileRef,
  bytes: Uint8Array,
  action: Exclude<CustodyAction, 'verification-failed'>,
): Promise<void> {
  await verifyStoredFile(deps, ctx, file, bytes);
  await recordRelease(deps, ctx, file, action);
}
