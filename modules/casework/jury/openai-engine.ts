// The OpenAI case-understanding engine: an OpenAI-compatible model (api.openai.com or any
// compatible server) READS the case into the same fact sheet as the offline reader, through
// structured output; casework's outcome model (understanding/model) WEIGHS it, as for the offline
// engine. The form and the documents are masked before they leave (mask.ts); the answer must fit a
// JSON schema derived from the zod schema (zodResponseFormat), is validated with zod, has its names
// restored and becomes a FactSheet that must parse. A 429, a 5xx, a time-out, a dropped connection
// or an answer that fails validation is retried with backoff, a bounded number of times; then the
// call fails with an AiError whose code says why (the caller records AnalysisFailed).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { backoffMs, classifyStatus, fail, sleep, type Classified } from '../../../infra/ai/openai-calls.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import {
  FACT_SHEET_VERSION,
  factSheetSchema,
  flagSchema,
  type EvidenceItem,
  type FactSheet,
  type FactSource,
  type Flag,
  type FlagCode,
  type Person,
  type ReaderDocument,
} from '../understanding/fact-sheet.js';
import { analyzeCase } from '../understanding/model/analyze.js';
import { inputHash, simulationSeed } from './canonical.js';
import type { JuryEngine, ReadFacts, SheetToWeigh } from './limits.js';
import { maskCaseFacts } from './mask.js';
import { readCivil } from '../understanding/reader/civil.js';
import { JURY_PROMPT_VERSION, readerAnswerSchema, systemPrompt, userPrompt, type ReaderAnswer } from './prompt.js';
import { parseCaseFacts, type CaseFacts, type JuryAnalysis } from './types.js';

export interface OpenAiJuryEngineOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** Longest wait for the answer to start, and between two chunks of it. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx, a time-out, a refused connection or an invalid answer. */
  maxRetries: number;
  /** First backoff; doubles per retry, with jitter, capped by backoffMaxMs. A Retry-After header wins. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

/** The answer arrived but cannot be used (not JSON, wrong shape, not a fact sheet). */
class BadAnswer extends Error {}

function classify(err: unknown, ctx: { timedOut: boolean; callerAborted: boolean }): Classified {
  if (ctx.callerAborted) return fail('AI_ABORTED', false, err);
  if (ctx.timedOut || err instanceof APIConnectionTimeoutError) return fail('AI_TIMEOUT', true, err);
  if (err instanceof BadAnswer) return fail('AI_BAD_ANSWER', true, err);
  if (err instanceof AiError) return { error: err, retryable: err.code === 'AI_INTERRUPTED' };
  if (err instanceof APIUserAbortError) return fail('AI_ABORTED', false, err);
  if (err instanceof APIConnectionError) return fail('AI_UNAVAILABLE', true, err);
  if (err instanceof APIError && typeof err.status === 'number') return classifyStatus(err as APIError & { status: number });
  // fetch's own failures mid-body ("terminated", socket reset) arrive unwrapped.
  return fail('AI_INTERRUPTED', true, err);
}

/** Parses and checks the model's text; throws BadAnswer naming the first problem. */
export function readAnswer(content: string): ReaderAnswer {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (err) {
    throw new BadAnswer(`the answer is not JSON: ${(err as Error).message}`);
  }
  const parsed = readerAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new BadAnswer(`the answer does not fit the schema: ${i.path.join('.') || '(answer)'} ${i.message}`);
  }
  return parsed.data;
}

/** Every string in a value passed through `f` (the answer's names restored). */
function mapStrings<T>(value: T, f: (s: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  return value;
}

const clip = (s: string, max: number): string => {
  const t = s.trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
};

const FLAG_MESSAGES: Partial<Record<FlagCode, { message: string; severity: Flag['severity'] }>> = {
  'little-understood': {
    message: 'Much of the description could not be placed in the fact sheet: check it, and add what is missing.',
    severity: 'warning',
  },
  'too-long': { message: 'The attached documents are long: only their beginning was read.', severity: 'info' },
  'role-unknown': {
    message: 'Whether you asked the court (petitioner) or answer a petition (respondent) could not be read: please say which.',
    severity: 'warning',
  },
};

/**
 * The model's answer (names already restored) as a fact sheet: ids assigned, people referred to
 * by id, who decides and the client's role in a criminal case set by the engine, every text cut
 * to the sheet's limits; the flags the model raised that parse, and the engine's own.
 */
export function sheetFromAnswer(
  answer: ReaderAnswer,
  ctx: { facts: CaseFacts; model: string; clipped?: boolean; documentNames?: ReadonlyMap<string, string> },
): ReadFacts {
  const { facts } = ctx;
  const family = facts.caseCategory === 'family';
  const lower = (s: string) => s.trim().toLowerCase();
  const clientName = facts.clientName ? lower(facts.clientName) : undefined;
  const listed = new Set(facts.keyWitnesses.map(lower));

  // A document is named as the client named it (unmasking gives "Report - John Smith" for "Report - Smith").
  const documentName = (name: string) => clip(ctx.documentNames?.get(lower(name)) ?? name, 300);
  const sourceOf = (s: ReaderAnswer['people'][number]['source']): FactSource =>
    s.field === 'document'
      ? s.document?.trim()
        ? { field: 'document', document: documentName(s.document) }
        : { field: 'document' }
      : { field: s.field };

  const people: Person[] = [];
  const byName = new Map<string, Person>();
  const addPerson = (p: Omit<Person, 'id'>) => {
    if (!p.name || byName.has(lower(p.name)) || people.length >= 100) return;
    const person: Person = { id: `p${people.length + 1}`, ...p };
    people.push(person);
    byName.set(lower(p.name), person);
  };
  for (const p of answer.people) {
    const name = clip(p.name, 200);
    const isClient = p.role === 'client' || (clientName !== undefined && lower(name) === clientName);
    addPerson({
      name,
      role: isClient ? 'client' : p.role,
      side: isClient ? 'for' : p.side,
      listedWitness: !isClient && (p.listedWitness || listed.has(lower(name))),
      quote: clip(p.quote, 600),
      source: sourceOf(p.source),
    });
  }
  // The witnesses the client listed are in the sheet even when the text says nothing more of them.
  for (const w of facts.keyWitnesses) {
    addPerson({ name: clip(w, 200), role: 'witness', side: 'unknown', listedWitness: true, quote: '', source: { field: 'keyWitnesses' } });
  }

  const whoseOf = (raw: string, kind: EvidenceItem['kind']): string => {
    const w = lower(raw);
    const statement = kind === 'confession' || kind === 'admission';
    if (!w) return statement ? 'unknown' : '';
    if (w === 'client' || w === 'the client' || w === '[client]' || w === clientName) return 'client';
    if (w === 'other' || w === 'unknown') return w;
    const person = byName.get(w) ?? people.find((p) => w.length >= 3 && (lower(p.name).includes(w) || w.includes(lower(p.name))));
    if (person) return person.role === 'client' ? 'client' : person.id;
    return 'other';
  };

  const evidence: EvidenceItem[] = answer.evidence.slice(0, 100).map((e, i) => ({
    id: `e${i + 1}`,
    kind: e.kind,
    direction: e.direction,
    whose: whoseOf(e.whose, e.kind),
    summary: clip(e.summary, 300),
    quote: clip(e.quote, 600),
    source: sourceOf(e.source),
  }));

  const charges: FactSheet['charges'] = [];
  const seen = new Set<string>();
  for (const c of answer.charges) {
    const text = clip(c.text, 500);
    if (!text || seen.has(lower(text)) || charges.length >= 50) continue;
    seen.add(lower(text));
    const statute = c.statute?.trim() ? clip(c.statute, 120) : undefined;
    charges.push({ text, ...(statute ? { statute } : {}), level: c.level });
  }

  const clientRole: FactSheet['clientRole'] = !family ? 'defendant' : answer.clientRole === 'defendant' ? 'respondent' : answer.clientRole;
  const clientAsks = family && answer.clientAsks?.trim() ? clip(answer.clientAsks, 300) : undefined;
  const understood = Math.max(0, Math.min(1, answer.understood));

  const sheet: FactSheet = {
    version: FACT_SHEET_VERSION,
    decisionMaker: family ? 'judge' : 'jury',
    clientRole,
    ...(family && answer.clientParent ? { clientParent: answer.clientParent } : {}),
    ...(family && answer.otherPartyIsParent !== null ? { otherPartyIsParent: answer.otherPartyIsParent } : {}),
    ...(family && answer.modification !== null ? { modification: answer.modification } : {}),
    ...(family && answer.incomeGivenUpBy !== null ? { incomeGivenUpBy: answer.incomeGivenUpBy } : {}),
    ...(clientAsks ? { clientAsks } : {}),
    ...(facts.caseCategory === 'criminal' && answer.selfDefence
      ? {
          selfDefence: {
            aggressor: answer.selfDefence.aggressor,
            homeEntry: answer.selfDefence.homeEntry,
            ...(answer.selfDefence.unlawfulActivity ? { unlawfulActivity: true } : {}),
            quote: clip(answer.selfDefence.quote, 600),
          },
        }
      : {}),
    people,
    evidence,
    charges,
    priorRecord: {
      count: answer.priorRecord.count === null ? null : Math.min(99, answer.priorRecord.count),
      quote: clip(answer.priorRecord.quote, 600),
    },
    procedural: {
      detention: answer.procedural.detention,
      suppressionIssue: answer.procedural.suppressionIssue,
      suppressionQuote: clip(answer.procedural.suppressionQuote, 600),
    },
    familyFactors: answer.familyFactors.slice(0, 60).map((f) => ({
      key: f.key,
      direction: f.direction,
      ...(f.value !== null && Number.isFinite(f.value) ? { value: f.value } : {}),
      summary: clip(f.summary, 300),
      quote: clip(f.quote, 600),
      source: sourceOf(f.source),
    })),
    understood,
    reader: { engine: 'openai', model: clip(ctx.model, 100), version: JURY_PROMPT_VERSION },
  };
  const checked = factSheetSchema.safeParse(sheet);
  if (!checked.success) {
    const i = checked.error.issues[0]!;
    throw new BadAnswer(`the answer does not make a fact sheet: ${i.path.join('.') || '(sheet)'} ${i.message}`);
  }

  const flags: Flag[] = [];
  const addFlag = (f: { code: FlagCode; message: string; severity: Flag['severity'] }) => {
    const flag = flagSchema.safeParse({ ...f, message: clip(f.message, 600) || (FLAG_MESSAGES[f.code]?.message ?? '') });
    if (flag.success && !flags.some((g) => g.code === flag.data.code && g.message === flag.data.message)) flags.push(flag.data);
  };
  const engineFlag = (code: FlagCode) => {
    if (!flags.some((f) => f.code === code)) addFlag({ code, ...FLAG_MESSAGES[code]! });
  };
  for (const f of answer.flags) addFlag(f);
  if (understood < 0.3) engineFlag('little-understood');
  if (ctx.clipped) engineFlag('too-long');
  if (family && clientRole === 'unknown') engineFlag('role-unknown');

  return { facts: checked.data, flags };
}

export class OpenAiJuryEngine implements JuryEngine {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiJuryEngineOptions) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout: opts.timeoutMs });
  }

  async read(raw: CaseFacts, documents: readonly ReaderDocument[], opts: { signal?: AbortSignal } = {}): Promise<ReadFacts> {
    if (opts.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
    const facts = parseCaseFacts(raw);
    // Civil cases (decision 0058) are read by the offline civil reader: the prompt knows criminal and family matters only.
    if (facts.caseCategory === 'civil') return readCivil(facts, documents);
    // The documents' names and text are masked with the form's maps: one person, one placeholder.
    const masked = maskCaseFacts(
      facts,
      documents.flatMap((d) => [d.name, d.text]),
    );
    const maskedDocuments = documents.map((_, i) => ({ name: masked.texts[2 * i]!, text: masked.texts[2 * i + 1]! }));
    const documentNames = new Map(
      documents.flatMap((d, i) =>
        [maskedDocuments[i]!.name, masked.unmask(maskedDocuments[i]!.name)].map((n) => [n.trim().toLowerCase(), d.name] as const),
      ),
    );
    const user = userPrompt(masked.facts, maskedDocuments);
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(facts) },
      { role: 'user', content: user.text },
    ];
    return this.ask(messages, simulationSeed(facts), opts.signal, (content, model) =>
      sheetFromAnswer(mapStrings(readAnswer(content), masked.unmask), { facts, model, clipped: user.clipped, documentNames }),
    );
  }

  async analyze(
    raw: CaseFacts,
    opts: { signal?: AbortSignal; sheet?: SheetToWeigh; documents?: readonly ReaderDocument[] } = {},
  ): Promise<JuryAnalysis> {
    if (opts.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
    const facts = parseCaseFacts(raw);
    // A given (confirmed) sheet is weighed as it is: no model call at all.
    const sheet: SheetToWeigh = opts.sheet ?? {
      ...(await this.read(facts, opts.documents ?? [], opts.signal ? { signal: opts.signal } : {})),
      status: 'extracted',
    };
    return analyzeCase({ facts, sheet: sheet.facts, flags: sheet.flags, factsStatus: sheet.status, inputHash: inputHash(facts) });
  }

  /** One structured-output call, retried; `accept` turns the text into the result or throws BadAnswer. */
  private async ask<T>(
    messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    seed: number,
    signal: AbortSignal | undefined,
    accept: (content: string, model: string) => T,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const onCallerAbort = () => controller.abort();
      signal?.addEventListener('abort', onCallerAbort, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      // Streaming with an idle timer: a long answer may take a while, but silence may not.
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, this.opts.timeoutMs);
      };
      try {
        if (signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
        arm();
        const stream = await this.client.chat.completions.create(
          {
            model: this.opts.model,
            messages,
            stream: true,
            seed,
            response_format: zodResponseFormat(readerAnswerSchema, 'case_facts'),
          },
          { signal: controller.signal, maxRetries: 0, timeout: this.opts.timeoutMs },
        );
        let content = '';
        let finish: string | null = null;
        let model = this.opts.model;
        for await (const chunk of stream) {
          arm();
          if (chunk.model) model = chunk.model;
          const choice = chunk.choices[0];
          if (choice?.delta?.refusal) throw new AiError('AI_REJECTED', AI_MESSAGES.AI_REJECTED);
          if (choice?.delta?.content) content += choice.delta.content;
          if (choice?.finish_reason) finish = choice.finish_reason;
        }
        if (finish === null) throw new AiError('AI_INTERRUPTED', AI_MESSAGES.AI_INTERRUPTED);
        if (finish === 'content_filter') throw new AiError('AI_REJECTED', AI_MESSAGES.AI_REJECTED);
        if (finish === 'length') throw new BadAnswer('the answer was cut off at the length limit');
        return accept(content, model);
      } catch (err) {
        const f = classify(err, { timedOut, callerAborted: signal?.aborted === true });
        if (f.retryable && attempt < this.opts.maxRetries) {
          clearTimeout(timer);
          await sleep(backoffMs(attempt + 1, f.retryAfterMs, this.opts), signal);
          if (signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED, undefined, { cause: err });
          continue;
        }
        throw f.error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCallerAbort);
      }
    }
  }
}
