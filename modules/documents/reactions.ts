// Worker policies of the documents module (at least once, so each step first checks that it has
// not happened yet):
// - an upload → the extraction queue (queue.ts), whose dispatcher reads it in its turn in the
//   extraction pool (a separate, killable process with limits on pages, time, memory and each
//   OCR page's budget); a file it cannot read fails that document, nothing else;
// - extracted text → its key information, through the AI port;
// - an erased user → their files removed from the file storage.
import type { Reaction } from '../../infra/projections/types.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { ExtractionError, type DocumentKind, type ExtractedText, type ExtractionLimits } from '../../infra/documents/index.js';
import { keyInformationSchema, type KeyInfoEngine } from './intelligence/index.js';
import { AiError } from '../../infra/ai/types.js';
import { MAX_TEXT_CHARS, MESSAGES } from './contract.js';
import { deleteFilesOf, failAnalysis, loadDocument, recordAnalysis, recordExtraction, type DocumentsDeps } from './commands.js';
import type { DocumentEventOf } from './events.js';
import { enqueueDocument, MAX_ATTEMPTS, type ClaimedDocument } from './queue.js';

export interface Extractor {
  extract(bytes: Uint8Array, kind: DocumentKind, limits?: Partial<ExtractionLimits>): Promise<ExtractedText>;
  /** Documents it reads at the same time (the queue keeps this many going); 1 when not said. */
  readonly capacity?: number;
}

export type DocumentWorkerDeps = DocumentsDeps & {
  extractor: Extractor;
  analyzer: KeyInfoEngine;
  /** The owner's privacy settings (null once erased): personal data is masked before an external AI sees it. */
  privacyOf(userId: number): Promise<{ maskPersonalData: boolean } | null>;
  /** True once the worker is shutting down: a failed attempt then is given back, not counted. */
  stopping?: () => boolean;
};

const ctxOf = (event: RecordedEvent) => ({
  causationId: event.id,
  ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}),
});

/** The upload waits in the queue (queue.ts) for its turn: the reaction never waits on a slow file. */
export const extractDocumentText = (deps: Pick<DocumentsDeps, 'knex'> & { queued?: () => void }): Reaction => ({
  name: 'documents.extract-text',
  handles: ['DocumentUploaded'],
  async handle(event) {
    const { documentId, userId, uploadedAt } = (event as unknown as DocumentEventOf<'DocumentUploaded'>).data;
    await enqueueDocument(deps.knex, {
      documentId,
      userId,
      uploadedAt,
      causationId: event.id,
      ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}),
    });
    deps.queued?.();
  },
});

/**
 * Reads one queued document in the extraction pool, to its text or its failure. A file the pool
 * cannot read (corrupt, too many pages, a page too complex, too slow, too big in memory) fails that
 * document; anything else (the pool closing at shutdown, the storage or database not answering)
 * rejects, and the queue tries it again later — up to MAX_ATTEMPTS claims, then it fails.
 */
export async function readQueuedDocument(deps: DocumentWorkerDeps, job: ClaimedDocument): Promise<void> {
  const { state } = await loadDocument(deps, job.documentId);
  if (state.status !== 'processing') return; // done before, failed, or deleted meanwhile
  const ctx = {
    ...(job.causationId ? { causationId: job.causationId } : {}),
    ...(job.correlationId ? { correlationId: job.correlationId } : {}),
  };
  const gaveUp = (detail: string) => {
    deps.logger.warn({ documentId: job.documentId, attempts: job.attempts, detail }, 'documents: reading a document was given up');
    return failAnalysis(deps, state, { stage: 'extraction', code: 'CRASHED', reason: MESSAGES.analysisFailed }, ctx);
  };
  // Claimed this often with no outcome: the worker reading it died each time.
  if (job.attempts > MAX_ATTEMPTS) return void (await gaveUp(`claimed ${job.attempts} times`));
  let extracted: ExtractedText;
  try {
    const file = await deps.storage.get(state.storageKey);
    if (!file) {
      await failAnalysis(deps, state, { stage: 'extraction', code: 'MISSING', reason: MESSAGES.analysisFailed }, ctx);
      return;
    }
    extracted = await deps.extractor.extract(file.bytes, state.kind, {
      maxTextChars: MAX_TEXT_CHARS,
      timeoutMs: deps.config.EXTRACTION_TIMEOUT_MS,
    });
  } catch (err) {
    if (!(err instanceof ExtractionError)) {
      if (job.attempts >= MAX_ATTEMPTS && !deps.stopping?.()) return void (await gaveUp(err instanceof Error ? err.message : String(err)));
      throw err;
    }
    deps.logger.warn({ documentId: job.documentId, code: err.code, detail: err.detail }, 'documents: text could not be extracted');
    await failAnalysis(deps, state, { stage: 'extraction', code: err.code, reason: err.message }, ctx);
    return;
  }
  await recordExtraction(deps, state, extracted, ctx);
}

export const analyzeDocument = (deps: DocumentWorkerDeps): Reaction => ({
  name: 'documents.analyze',
  handles: ['TextExtracted'],
  async handle(event) {
    const data = (event as unknown as DocumentEventOf<'TextExtracted'>).data;
    const { state } = await loadDocument(deps, data.documentId);
    if (state.status !== 'extracted' || !data.pii) return; // analyzed before, deleted, or the owner was erased
    const ctx = ctxOf(event);
    const privacy = await deps.privacyOf(state.userId);
    if (!privacy) return;
    try {
      const keyInfo = keyInformationSchema.parse(
        await deps.analyzer.analyze(data.pii.text, data.pii.pages, { maskPersonalData: privacy.maskPersonalData }),
      );
      await recordAnalysis(deps, state, deps.analyzer.kind, keyInfo, ctx);
    } catch (err) {
      const code = err instanceof AiError ? err.code : 'ANALYSIS_ERROR';
      deps.logger.warn({ documentId: data.documentId, code, err }, 'documents: key information could not be found');
      await failAnalysis(
        deps,
        state,
        { stage: 'analysis', code, reason: err instanceof AiError ? err.message : MESSAGES.analysisFailed },
        ctx,
      );
    }
  },
});

export const deleteErasedUsersFiles = (deps: DocumentsDeps): Reaction => ({
  name: 'documents.delete-erased-users-files',
  handles: ['UserErased'],
  async handle(event) {
    await deleteFilesOf(deps, (event.data as { userId: number }).userId);
  },
});
