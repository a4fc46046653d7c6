// The zod schema of a document's key information (its type, KeyInformation, is the documents
// contract's: the browser shows it). Every extracted item keeps its place in the extracted text
// (page, and character range into the whole text) so the screen can link it to the Full Text.
import { z } from 'zod';
import type { ClauseKind, KeyInformation, PageSpan, Source } from '../contract.js';

export type { ClauseKind, KeyInformation, PageSpan, Source } from '../contract.js';

export const sourceSchema = z.object({
  page: z.number().int().min(1),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});

export const CLAUSE_KINDS = ['governing_law', 'term_termination', 'confidentiality', 'indemnification', 'non_compete', 'payment'] as const;

export const keyInformationSchema = z.object({
  documentType: z.string().min(1),
  /** How sure the engine is of the document type, 0–100. */
  confidence: z.number().int().min(0).max(100),
  tags: z.array(z.string()),
  summary: z.string(),
  parties: z.array(
    z.object({
      name: z.string().min(1),
      /** The party's role or defined term ("Licensor", "Plaintiff-Appellee", "Recipient"). */
      role: z.string().optional(),
      kind: z.enum(['person', 'organization']).optional(),
      source: sourceSchema,
    }),
  ),
  dates: z.array(
    z.object({
      text: z.string().min(1),
      /** YYYY-MM-DD */
      iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      label: z.string().optional(),
      source: sourceSchema,
    }),
  ),
  amounts: z.array(
    z.object({
      text: z.string().min(1),
      value: z.number(),
      /** ISO 4217 code. */
      currency: z.string().length(3),
      source: sourceSchema,
    }),
  ),
  keyTerms: z.array(z.object({ term: z.string().min(1), source: sourceSchema })),
  clauses: z.array(z.object({ kind: z.enum(CLAUSE_KINDS), quote: z.string().min(1), source: sourceSchema })),
  /** A US state (or a country) whose law governs, as the document states it. */
  governingLaw: z.object({ state: z.string().min(1), source: sourceSchema }).nullable(),
});

// The schema checks exactly the contract's shape: a field added to one and not the other fails tsc.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SchemaMatchesContract = [
  Holds<Same<z.infer<typeof sourceSchema>, Source>>,
  Holds<Same<z.infer<typeof keyInformationSchema>, KeyInformation>>,
  Holds<Same<(typeof CLAUSE_KINDS)[number], ClauseKind>>,
];

export type Party = KeyInformation['parties'][number];
export type KeyDate = KeyInformation['dates'][number];
export type Amount = KeyInformation['amounts'][number];

export interface AnalyzeOptions {
  /** Mask personal data before the text leaves for an external AI server (OpenAI engine only). */
  maskPersonalData?: boolean;
  signal?: AbortSignal;
}

export interface KeyInfoEngine {
  readonly kind: 'offline' | 'openai';
  analyze(text: string, pages: PageSpan[], opts?: AnalyzeOptions): Promise<KeyInformation>;
}
