// Key information from an OpenAI-compatible server: a structured (JSON-schema) reply, validated with
// zod. The model quotes where it found each item; the quotes are looked up in the extracted text to
// give every item its page and character range, and an item whose quote is not in the text (made
// up, or garbled) is dropped. Personal data is masked before the text leaves and restored after.
// The call itself (streaming, retries, errors) is infra/ai's OpenAiJsonClient.
import { z } from 'zod';
import { PiiMasker } from '../../../infra/ai/masking.js';
import { OpenAiJsonClient } from '../../../infra/ai/openai-json.js';
import { AiError } from '../../../infra/ai/types.js';
import {
  CLAUSE_KINDS,
  keyInformationSchema,
  type AnalyzeOptions,
  type KeyInfoEngine,
  type KeyInformation,
  type PageSpan,
  type Source,
} from './schema.js';

export interface OpenAiKeyInfoOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** The longest text sent; a longer document is cut (its opening holds the parties and dates). */
  maxChars?: number;
}

/** What the model returns: the KeyInformation shape with quotes where the sources will go. */
export const modelReplySchema = z.object({
  documentType: z.string(),
  confidence: z.number().min(0).max(100),
  tags: z.array(z.string()),
  summary: z.string(),
  parties: z.array(z.object({ name: z.string(), role: z.string().nullable(), kind: z.enum(['person', 'organization']).nullable() })),
  dates: z.array(z.object({ text: z.string(), iso: z.string(), label: z.string().nullable() })),
  amounts: z.array(z.object({ text: z.string(), value: z.number(), currency: z.string() })),
  keyTerms: z.array(z.object({ term: z.string(), quote: z.string() })),
  clauses: z.array(z.object({ kind: z.enum(CLAUSE_KINDS), quote: z.string() })),
  governingLaw: z.object({ state: z.string(), quote: z.string() }).nullable(),
});
export type ModelReply = z.infer<typeof modelReplySchema>;

const { $schema: _ignored, ...REPLY_JSON_SCHEMA } = z.toJSONSchema(modelReplySchema) as Record<string, unknown>;

export const KEY_INFO_PROMPT = `You extract key information from one legal or investigative document for a case file.
Answer with JSON only, matching the schema. Copy text exactly as it is written in the document:
- parties: the parties to the document (contract parties, litigants, the writer and addressee of a letter), each "name" copied verbatim as first written, with its role or defined term if the document gives one.
- dates: only the key dates (when it was made or signed, takes effect, expires; when a case was argued or decided; the date of a letter). "text" verbatim, "iso" as YYYY-MM-DD.
- amounts: money amounts, "text" verbatim (e.g. "$1,050,000.00"), "value" as a number, "currency" as an ISO 4217 code.
- keyTerms: the important legal terms, each with a short verbatim "quote" where it appears.
- clauses (contracts only): governing_law, term_termination, confidentiality, indemnification, non_compete, payment; "quote" is the clause's key sentence verbatim.
- governingLaw: the US state (or country) whose law governs, with the verbatim sentence that says so; null if none.
- documentType: e.g. "License Agreement", "Service Agreement", "Court Opinion", "Letter"; confidence 0-100 in that type.
- summary: two or three sentences. tags: up to eight short lowercase tags.
Placeholders like [EMAIL_1] stand for masked personal data: copy them as they are.`;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds a quote in the text, exactly or with any whitespace between its words and any quote marks. */
export function locate(text: string, quote: string, from = 0): { start: number; end: number } | undefined {
  const q = quote.trim();
  if (!q) return undefined;
  const exact = text.indexOf(q, from);
  if (exact >= 0) return { start: exact, end: exact + q.length };
  const words = q.split(/\s+/).map((w) => escapeRe(w).replace(/["'“”‘’]/g, `["'“”‘’]`));
  if (words.length === 0) return undefined;
  const re = new RegExp(words.join('\\s+'), 'gi');
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

function pageAt(pages: PageSpan[], offset: number): number {
  let page = pages[0]?.page ?? 1;
  for (const p of pages) if (p.start <= offset) page = p.page;
  return page;
}

const UNREADABLE = 'The AI service returned key information that could not be read. Please try again.';

export class OpenAiKeyInfoEngine implements KeyInfoEngine {
  readonly kind = 'openai' as const;
  private readonly client: OpenAiJsonClient;

  constructor(private readonly opts: OpenAiKeyInfoOptions) {
    this.client = new OpenAiJsonClient(opts);
  }

  async analyze(text: string, pages: PageSpan[], opts: AnalyzeOptions = {}): Promise<KeyInformation> {
    const masker = opts.maskPersonalData ? new PiiMasker() : undefined;
    const sent = text.slice(0, this.opts.maxChars ?? 120_000);
    const raw = await this.client.complete({
      system: KEY_INFO_PROMPT,
      user: masker ? masker.mask(sent) : sent,
      schemaName: 'key_information',
      schema: REPLY_JSON_SCHEMA,
      signal: opts.signal,
    });

    let reply: ModelReply;
    try {
      reply = modelReplySchema.parse(JSON.parse(masker ? masker.unmask(raw) : raw));
    } catch (err) {
      throw new AiError('AI_REJECTED', UNREADABLE, undefined, { cause: err });
    }
    return toKeyInformation(reply, text, pages);
  }
}

/** The model's reply with each quote replaced by its place in the text; unplaceable items dropped. */
export function toKeyInformation(reply: ModelReply, text: string, pages: PageSpan[]): KeyInformation {
  const source = (quote: string): Source | undefined => {
    const at = locate(text, quote);
    return at ? { page: pageAt(pages, at.start), ...at } : undefined;
  };
  const placed = <T>(items: T[], quoteOf: (t: T) => string, build: (t: T, s: Source) => unknown) =>
    items.flatMap((t) => {
      const s = source(quoteOf(t));
      return s ? [build(t, s)] : [];
    });

  let governingLaw: KeyInformation['governingLaw'] = null;
  if (reply.governingLaw) {
    const sentence = locate(text, reply.governingLaw.quote);
    if (sentence) {
      // Point at the state's name inside the sentence when it is there.
      const inside = locate(text.slice(sentence.start, sentence.end), reply.governingLaw.state);
      const at = inside ? { start: sentence.start + inside.start, end: sentence.start + inside.end } : sentence;
      governingLaw = { state: reply.governingLaw.state, source: { page: pageAt(pages, at.start), ...at } };
    }
  }

  return keyInformationSchema.parse({
    documentType: reply.documentType.trim() || 'Document',
    confidence: Math.round(reply.confidence),
    tags: reply.tags.slice(0, 8),
    summary: reply.summary,
    parties: placed(
      reply.parties,
      (p) => p.name,
      (p, s) => ({ name: p.name, ...(p.role ? { role: p.role } : {}), ...(p.kind ? { kind: p.kind } : {}), source: s }),
    ),
    dates: placed(
      reply.dates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.iso)),
      (d) => d.text,
      (d, s) => ({ text: d.text, iso: d.iso, ...(d.label ? { label: d.label } : {}), source: s }),
    ),
    amounts: placed(
      reply.amounts.filter((a) => /^[A-Z]{3}$/.test(a.currency)),
      (a) => a.text,
      (a, s) => ({ text: a.text, value: a.value, currency: a.currency, source: s }),
    ),
    keyTerms: placed(
      reply.keyTerms,
      (k) => k.quote || k.term,
      (k, s) => ({ term: k.term, source: s }),
    ),
    clauses: placed(
      reply.clauses,
      (c) => c.quote,
      (c, s) => ({ kind: c.kind, quote: c.quote, source: s }),
    ),
    governingLaw,
  });
}
