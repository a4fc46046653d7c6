// Text extraction from uploaded documents: the type from the bytes, then the text with its pages,
// read in a separate, killable process (see pool.ts) with limits on pages, time, memory and size.
import { ExtractionPool, type ExtractionPoolOptions } from './pool.js';
import type { DocumentKind, ExtractedText, ExtractionLimits } from './types.js';

export * from './types.js';
export { detectType, extensionMatches, MIME_TYPES } from './detect.js';
export { assemblePages } from './extract/assemble.js';
export { ExtractionPool, type ExtractionPoolOptions } from './pool.js';

let shared: ExtractionPool | undefined;

/** The process-wide pool used by extractText; made on first use. */
export function sharedExtractionPool(opts?: ExtractionPoolOptions): ExtractionPool {
  shared ??= new ExtractionPool(opts);
  return shared;
}

export function createExtractionPool(opts?: ExtractionPoolOptions): ExtractionPool {
  return new ExtractionPool(opts);
}

/** Reads a document's text in the shared pool. Rejects with an ExtractionError. */
export function extractText(bytes: Uint8Array, type: DocumentKind, limits?: Partial<ExtractionLimits>): Promise<ExtractedText> {
  return sharedExtractionPool().extract(bytes, type, limits);
}

/** Ends the shared pool's processes (shutdown, tests). */
export async function closeSharedExtractionPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}
