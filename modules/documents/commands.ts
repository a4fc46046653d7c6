// Application layer of the documents module: check and store an upload, then record what the
// worker found (text, key information) or why it failed, and delete on the owner's request.
import { secondsToUtcMidnight } from '../../infra/db/daily-counter.js';
import { createHash, randomUUID } from 'node:crypto';
import type { Platform } from '../../infra/platform.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { loadState, runCommand } from '../../infra/eventstore/command.js';
import { AppError, TooManyRequestsError, ValidationError } from '../../infra/http/errors.js';
import type { UploadedFile } from '../../infra/http/upload.js';
import { detectType, extensionMatches, MIME_TYPES, type DocumentKind, type ExtractedText } from '../../infra/documents/index.js';
import type { KeyInformation, UploadPlan } from './contract.js';
import { MAX_DOCUMENT_BYTES, MESSAGES, QUOTA_MESSAGES } from './contract.js';
import { dayOf, quotaOf, releaseUpload, reserveUpload, usageOf, type DailyQuota } from './quota.js';
import { decide, evolve, initialDocument, type DocumentCommand, type DocumentState } from './decider.js';
import { documentStream, type DocumentEvent } from './events.js';

export type DocumentsDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'runner' | 'logger' | 'storage'>;

const now = () => new Date().toISOString();

/** Files live under the owner's folder, named by the document's id (never by the user's name for it). */
export const storageKeyOf = (userId: number, documentId: string) => `documents/${userId}/${documentId}`;

export function loadDocument(deps: Pick<DocumentsDeps, 'store'>, documentId: string) {
  return loadState<DocumentState, DocumentEvent>(deps.store, documentStream(documentId), evolve, initialDocument);
}

function run(
  deps: DocumentsDeps,
  documentId: string,
  ownerId: number,
  command: DocumentCommand,
  ctx: CommandContext,
  idempotencyName?: string,
) {
  return runCommand<DocumentState, DocumentEvent>({
    store: deps.store,
    stream: documentStream(documentId),
    evolve,
    initial: initialDocument,
    decide: (state) => decide(command, state),
    ctx,
    piiSubject: ownerId,
    idempotencyName,
  });
}

function quotaSpent(plan: UploadPlan, quota: DailyQuota, used: DailyQuota, at: Date): TooManyRequestsError {
  const retryAfter = secondsToUtcMidnight(at);
  return new TooManyRequestsError(
    used.files >= quota.files ? QUOTA_MESSAGES.files(quota.files, plan) : QUOTA_MESSAGES.bytes(quota.bytes, quota.bytes - used.bytes, plan),
    retryAfter,
  );
}

/** 429 before the body is read when no upload is left today (the file's own size is checked at reserveQuota). */
export async function ensureUploadLeft(deps: DocumentsDeps, userId: number, plan: UploadPlan): Promise<void> {
  const at = new Date();
  const quota = quotaOf(deps.config, plan);
  const used = await usageOf(deps.knex, userId, dayOf(at));
  if (used.files >= quota.files || used.bytes >= quota.bytes) throw quotaSpent(plan, quota, used, at);
}

/** Today's quota for the plan: 429 with the limit when this file does not fit (nothing counted). */
export async function reserveQuota(deps: DocumentsDeps, userId: number, bytes: number, plan: UploadPlan, at: Date): Promise<string> {
  const quota = quotaOf(deps.config, plan);
  const day = dayOf(at);
  if (await reserveUpload(deps.knex, userId, bytes, quota, day)) return day;
  throw quotaSpent(plan, quota, await usageOf(deps.knex, userId, day), at);
}

/**
 * Checks an upload by its bytes (type, size, not empty; the name's extension must agree with the
 * bytes), counts it against the plan's daily quota, stores it under a generated key, and records
 * it. The worker reads it afterwards.
 */
export async function uploadDocument(
  deps: DocumentsDeps,
  userId: number,
  file: UploadedFile,
  ctx: CommandContext,
  plan: UploadPlan = 'free',
) {
  if (file.bytes.length === 0) throw new ValidationError(MESSAGES.empty);
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new AppError(413, 'TOO_LARGE', MESSAGES.tooLarge);
  const kind = await detectType(file.bytes);
  // A PNG named "report.pdf" is refused too: the name is what the user will see and download.
  if (!kind || !extensionMatches(file.name, kind)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupported);
  const day = await reserveQuota(deps, userId, file.bytes.length, plan, new Date());
  try {
    return await storeAndRecord(deps, userId, file, kind, ctx);
  } catch (err) {
    await releaseUpload(deps.knex, userId, file.bytes.length, day).catch(() => {});
    throw err;
  }
}

async function storeAndRecord(deps: DocumentsDeps, userId: number, file: UploadedFile, kind: DocumentKind, ctx: CommandContext) {
  const documentId = randomUUID();
  const storageKey = storageKeyOf(userId, documentId);
  const contentType = MIME_TYPES[kind];
  await deps.storage.put(storageKey, file.bytes, contentType);
  const uploadedAt = now();
  try {
    await deps.knex('document_files').insert({ document_id: documentId, user_id: userId, storage_key: storageKey, created_at: uploadedAt });
    const result = await run(
      deps,
      documentId,
      userId,
      {
        type: 'UploadDocument',
        documentId,
        userId,
        kind,
        contentType,
        size: file.bytes.length,
        storageKey,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        fileName: file.name,
        now: uploadedAt,
      },
      ctx,
    );
    return { documentId, kind, contentType, size: file.bytes.length, uploadedAt, fileName: file.name, append: result.append };
  } catch (err) {
    // Nothing recorded: the file must not stay behind without an owner anyone knows of.
    await deps.storage.delete(storageKey).catch(() => {});
    await deps
      .knex('document_files')
      .where({ document_id: documentId })
      .delete()
      .catch(() => {});
    throw err;
  }
}

export function recordExtraction(
  deps: DocumentsDeps,
  state: Extract<DocumentState, { status: 'processing' }>,
  extracted: ExtractedText,
  ctx: CommandContext,
) {
  return run(
    deps,
    state.documentId,
    state.userId,
    {
      type: 'RecordExtraction',
      method: extracted.method,
      text: extracted.text,
      pages: extracted.pages,
      warnings: extracted.warnings,
      now: now(),
    },
    ctx,
    `text|${state.documentId}`,
  );
}

export function recordAnalysis(
  deps: DocumentsDeps,
  state: Extract<DocumentState, { status: 'extracted' }>,
  engine: 'offline' | 'openai',
  keyInfo: KeyInformation,
  ctx: CommandContext,
) {
  return run(
    deps,
    state.documentId,
    state.userId,
    { type: 'RecordAnalysis', engine, keyInfo, now: now() },
    ctx,
    `analysis|${state.documentId}`,
  );
}

export function failAnalysis(
  deps: DocumentsDeps,
  state: Extract<DocumentState, { status: 'processing' | 'extracted' }>,
  failure: { stage: 'extraction' | 'analysis'; code: string; reason: string },
  ctx: CommandContext,
) {
  return run(deps, state.documentId, state.userId, { type: 'FailAnalysis', ...failure, now: now() }, ctx, `failed|${state.documentId}`);
}

/** The owner deletes a document: the event, then the file and its row. Another user's is a 404. */
export async function deleteDocument(deps: DocumentsDeps, userId: number, documentId: string, ctx: CommandContext) {
  const result = await run(deps, documentId, userId, { type: 'DeleteDocument', userId, now: now() }, ctx);
  if (result.state.status === 'deleted') {
    await deps.storage.delete(result.state.storageKey);
    await deps.knex('document_files').where({ document_id: documentId }).delete();
  }
  return result;
}

/** An erased user's files go from the file storage (their events are shredded by the key store), and their queue and quota rows. */
export async function deleteFilesOf(deps: DocumentsDeps, userId: number): Promise<number> {
  const rows: { document_id: string; storage_key: string }[] = await deps.knex('document_files').where({ user_id: userId });
  for (const r of rows) await deps.storage.delete(r.storage_key);
  await deps.knex('document_files').where({ user_id: userId }).delete();
  await deps.knex('document_queue_users').where({ user_id: userId }).delete();
  await deps.knex('document_upload_days').where({ user_id: userId }).delete();
  return rows.length;
}
