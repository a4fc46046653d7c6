// Worker policies of the documents module (at least once, so each step first checks that it has
// not happened yet):
// - an upload → its text, read in the extraction pool (a separate, killable process with limits
//   on pages, time and memory); a file it cannot read fails that document, nothing else;
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

export interface Extractor {
  extract(bytes: Uint8Array, kind: DocumentKind, limits?: Partial<ExtractionLimits>): Promise<ExtractedText>;
}

export type DocumentWorkerDeps = DocumentsDeps & {
  extractor: Extractor;
  analyzer: KeyInfoEngine;
  /** The owner's privacy settings (null once erased): personal data is masked before an external AI sees it. */
  privacyOf(userId: number): Promise<{ maskPersonalData: boolean } | null>;
};

const ctxOf = (event: RecordedEvent) => ({
  causationId: event.id,
  ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}),
});

export const extractDocumentText = (deps: DocumentWorkerDeps): Reaction => ({
  name: 'documents.extract-text',
  handles: ['DocumentUploaded'],
  async handle(event) {
    const { documentId } = (event as unknown as DocumentEventOf<'DocumentUploaded'>).data;
    const { state } = await loadDocument(deps, documentId);
    if (state.status !== 'processing') return; // done before, failed, or deleted meanwhile
    const ctx = ctxOf(event);
    const file = await deps.storage.get(state.storageKey);
    if (!file) {
      await failAnalysis(deps, state, { stage: 'extraction', code: 'MISSING', reason: MESSAGES.analysisFailed }, ctx);
      return;
    }
    let extracted: ExtractedText;
    try {
      extracted = await deps.extractor.extract(file.bytes, state.kind, {
        maxTextChars: MAX_TEXT_CHARS,
        timeoutMs: deps.config.EXTRACTION_TIMEOUT_MS,
      });
    } catch (err) {
      // Anything else (the pool closing at shutdown) is retried by the runner.
      if (!(err instanceof ExtractionError)) throw err;
      deps.logger.warn({ documentId, code: err.code, detail: err.detail }, 'documents: text could not be extracted');
      await failAnalysis(deps, state, { stage: 'extraction', code: err.code, reason: err.message }, ctx);
      return;
    }
    await recordExtraction(deps, state, extracted, ctx);
  },
});

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
