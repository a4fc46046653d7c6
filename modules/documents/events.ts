// Events of the documents module, one stream per uploaded document: `document-{id}`. What a user
// wrote or uploaded — the file's name, its extracted text, the key information found in it — sits
// under `pii`, encrypted with the owner's key (piiSubject = the owner); after erasure it reads back
// as null. The file itself is in the file storage under a generated key, never under its name.
import { z } from 'zod';
import { keyInformationSchema } from './intelligence/index.js';

const at = z.string();
const documentId = z.uuid();
const userId = z.number().int();
const pageSpan = z.object({ page: z.number().int().min(1), start: z.number().int().min(0), end: z.number().int().min(0) });

export const eventSchemas = {
  DocumentUploaded: z.object({
    documentId,
    userId,
    /** The type read from the bytes (never from the name). */
    kind: z.enum(['pdf', 'docx', 'doc', 'jpeg', 'png', 'text']),
    contentType: z.string(),
    size: z.number().int().positive(),
    /** Where the bytes are in the file storage (a generated key). */
    storageKey: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    uploadedAt: at,
    pii: z.object({ fileName: z.string() }).nullable(),
  }),
  TextExtracted: z.object({
    documentId,
    userId,
    method: z.enum(['text-layer', 'docx', 'doc', 'plain', 'ocr', 'text-layer+ocr']),
    pageCount: z.number().int().min(0),
    chars: z.number().int().min(0),
    /** Things a reader should know (pages left out, text cut); never personal data. */
    warnings: z.array(z.string()),
    extractedAt: at,
    pii: z.object({ text: z.string(), pages: z.array(pageSpan) }).nullable(),
  }),
  DocumentAnalyzed: z.object({
    documentId,
    userId,
    engine: z.enum(['offline', 'openai']),
    documentType: z.string(),
    confidence: z.number().int().min(0).max(100),
    analyzedAt: at,
    pii: z.object({ keyInfo: keyInformationSchema }).nullable(),
  }),
  DocumentAnalysisFailed: z.object({
    documentId,
    userId,
    /** Where it failed: reading the text, or finding the key information. */
    stage: z.enum(['extraction', 'analysis']),
    /** ExtractionError's code (CORRUPT, TOO_MANY_PAGES, TIMEOUT…) or the AI engine's. */
    code: z.string(),
    /** Safe to show (never personal data). */
    reason: z.string(),
    failedAt: at,
  }),
  DocumentDeleted: z.object({ documentId, userId, deletedAt: at }),
} as const;

type Schemas = typeof eventSchemas;
export type DocumentEventType = keyof Schemas;
export type DocumentEvent = { [K in DocumentEventType]: { type: K; data: z.infer<Schemas[K]> } }[DocumentEventType];
export type DocumentEventOf<K extends DocumentEventType> = Extract<DocumentEvent, { type: K }>;

export const documentEventTypes = Object.keys(eventSchemas) as DocumentEventType[];

export const documentStream = (documentId: string) => `document-${documentId}`;
