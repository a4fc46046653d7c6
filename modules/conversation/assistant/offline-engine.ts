// The offline engine (the default, no keys): answers from the knowledge base bundled with the app.
// Retrieval (retrieval.ts) reads the conversation and decides whether the question is within what
// the knowledge base covers; compose.ts builds the answer from the most relevant sentences, with
// inline citations and the state facts the question needs. The answer streams in small chunks
// so the chat's streaming path is the same as with a real model.
import { composeAnswer, greetingText, outOfScopeText, restateAnswer } from './compose.js';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import type { StateFact } from './knowledge/states/index.js';
import type { DomainGate } from './domain/domain-gate.js';
import { indexFor, retrieve, SAFETY_RELEVANCE_THRESHOLD, type KnowledgeIndex, type Retrieval } from './retrieval.js';
import { contentStems, plainUserTurns, sentences } from './nlp.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import type { AiEngine, ChatRequest, ChatTurn } from './types.js';

export { stem } from './nlp.js';

export const OFFLINE_NOTICE =
  "I am Casebook's offline assistant: I answer from a knowledge base bundled with the app, not from a live AI model. This is general information, not legal advice — laws differ by state, so talk to a licensed attorney about your situation.";

export interface OfflineAnswer {
  text: string;
  cited: KnowledgeSection[];
  /** What the answer rests on, for tests and evaluation. */
  kind: 'greeting' | 'out-of-scope' | 'answer';
  facts: StateFact[];
  retrieval: Retrieval;
}

export interface OfflineEngineOptions {
  /** Pause between streamed chunks, for a typing effect (0 in tests and benchmarks). */
  chunkDelayMs?: number;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
  sections?: readonly KnowledgeSection[];
  /** Overrides the calibrated relevance threshold (evaluation only). */
  relevanceThreshold?: number;
  /** Override the other calibrated gates (calibration only). */
  safetyThreshold?: number;
  evidenceThreshold?: number;
  /** Replaces the off-topic gate (calibration only: other numbers or another decision). */
  gate?: DomainGate;
}

// "also", "separately", "unrelated but", "btw": the message turns to another subject here.
const SHIFT =
  /\b(?:also|separately|and separately|unrelated,? but|on (?:an)?other note|btw|by the way|one more thing|p\.?s\.?|plus)\b[\s,:-]*/i;

// A clause that opens as a question: "…for tonight, and is it legal to record…?" asks a second
// question after the comma, as "…, and also…" does.
const QUESTION_OPENING = "what(?:'?s)?|how|where|when|who|why|which|is|are|can|could|would|will|should|do|does|did|may";
// Without the comma, a clause after "and" is a second question when it is inverted: an auxiliary
// before its subject ("…this weekend and can my ex take the kids…?", "…and is it legal…"). The
// inversion marks the question; "…and can't sleep" or "…and is scared" has no subject after the verb.
const INVERTED_QUESTION =
  '(?:can|could|would|will|should|do|does|did|is|are|may|must) (?:i|you|he|she|it|we|they|my|his|her|their|our|your|the|a|an|this|that|someone|somebody|anyone|anybody)';

interface Part {
  text: string;
  /** Starts with a change of subject. */
  shift: boolean;
  /** Asks something itself (a question mark, or a request). */
  asks: boolean;
}

/** The message's sentences, each split again where it turns to another subject. */
export function questionParts(text: string): Part[] {
  const out: Part[] = [];
  for (const sentence of sentences(text)) {
    // A cue turns the subject at the start of a sentence or after a comma or dash ("…a tracker?
    // also, …"), not inside a clause ("her cashier, who also sings…" is a cue after a comma, but the
    // piece it starts must then stand alone: see the shift test below).
    // "…and also…" turns it too, without a comma ("fix my resume and also tell me what a background
    // check shows").
    const pieces = sentence.split(
      new RegExp(
        `(?<=[,;:\u2013\u2014-]\\s*|^\\s*)(?=${SHIFT.source})|\\s(?=and (?:also|separately)\\b)|\\s(?=and (?:then )?(?:tell|show|explain) me\\b)|,?\\s(?=then (?:tell|show|explain) me\\b)|,\\s(?=and (?:${QUESTION_OPENING})\\b)|(?<!,)\\s(?=and ${INVERTED_QUESTION}\\b)`,
        'i',
      ),
    );
    let carried = '';
    for (const piece of pieces) {
      const t = `${carried}${piece ?? ''}`.trim();
      // "also unrelated but…": a cue alone joins the piece after it.
      if (!t || !t.replace(new RegExp(SHIFT.source, 'gi'), '').trim()) {
        carried = t ? `${t} ` : '';
        continue;
      }
      carried = '';
      out.push({
        text: t,
        shift: (SHIFT.test(t.slice(0, 24)) && t.search(SHIFT) === 0) || (out.length > 0 && /^(and|but|then)\b/i.test(t)),
        asks:
          /\?\s*$/.test(t) ||
          new RegExp(`^(${QUESTION_OPENING}|please|give|write|tell|make|recommend|suggest|help)\\b`, 'i').test(t.replace(SHIFT, '')),
      });
    }
  }
  return out;
}

/** Names the parts set aside, before the sources line. */
function withDeclinedParts(text: string, declined: string[]): string {
  const quoted = declined.map((d) => `“${d.replace(SHIFT, '').replace(/\s+/g, ' ').slice(0, 80)}”`).join(' and ');
  const note = `I answered the part of your message I can help with; ${quoted} is outside what I know, so I have left it out.`;
  const at = text.lastIndexOf('\nSources (');
  return at < 0 ? `${text}\n\n${note}` : `${text.slice(0, at)}\n${note}\n${text.slice(at)}`;
}

export class OfflineEngine implements AiEngine {
  readonly kind = 'offline' as const;
  private readonly index: KnowledgeIndex;

  constructor(private readonly opts: OfflineEngineOptions = {}) {
    // Built once per knowledge base per process, here rather than on the first question.
    this.index = indexFor(opts.sections ?? knowledgeBase);
  }

  /** Sections ranked for a question, best first, with their scores. */
  search(query: string): { section: KnowledgeSection; score: number }[] {
    return retrieve(this.index, [{ role: 'user', content: query }], 0).ranked.map((r) => ({ section: r.section, score: r.score }));
  }

  answer(turns: ChatTurn[]): OfflineAnswer {
    // What the user typed, read with plain quotes and apostrophes (a phone types "won’t") and the
    // apostrophes of contractions typed without one ("hes", "dont") given back.
    const { r, declined } = this.onTopicPart(plainUserTurns(turns));
    if (r.greeting)
      return { text: greetingText(this.index.sections, OFFLINE_NOTICE), cited: [], kind: 'greeting', facts: [], retrieval: r };
    // "Summarize that as a checklist": the previous answer, restated — never a decline.
    if (r.conversation.intent === 'restate' && r.conversation.lastAnswer) {
      return { text: restateAnswer(r.conversation.lastAnswer, r.question), cited: [], kind: 'answer', facts: [], retrieval: r };
    }
    if (r.offTopic || r.cited.length === 0) {
      return { text: outOfScopeText(this.index.sections, OFFLINE_NOTICE), cited: [], kind: 'out-of-scope', facts: [], retrieval: r };
    }
    const composed = composeAnswer(this.index, r, OFFLINE_NOTICE);
    const text = declined.length ? withDeclinedParts(composed.text, declined) : composed.text;
    return { text, cited: composed.cited, kind: 'answer', facts: composed.facts, retrieval: r };
  }

  /**
   * A message that asks two things, one of them outside what the assistant knows ("…how do I check
   * for a tracker? also, a quick dinner with chicken and rice?"), is answered on its on-topic part:
   * a part that asks something of its own, and alone would be declined, is set aside and named.
   */
  private onTopicPart(turns: ChatTurn[]): { r: Retrieval; declined: string[] } {
    const { relevanceThreshold: threshold, safetyThreshold, evidenceThreshold, gate: domain } = this.opts;
    const gate = (t: ChatTurn[]) =>
      retrieve(
        this.index,
        t,
        threshold,
        safetyThreshold ?? (threshold === undefined ? undefined : Math.min(threshold, SAFETY_RELEVANCE_THRESHOLD)),
        evidenceThreshold,
        domain,
      );
    const whole = gate(turns);
    const parts = questionParts(whole.question);
    if (whole.greeting || parts.length < 2) return { r: whole, declined: [] };
    const before = turns.slice(0, -1);
    const ask = (text: string) => gate([...before, { role: 'user', content: text }]);
    const judged = parts.map((p) => ({ ...p, r: ask(p.text) }));
    // Only a part that turns to another subject may be set aside: a sentence of context, or a
    // question that leans on it ("how should I handle that?"), belongs to the message's subject.
    // When the message turns subject, the part before the turn may be the other subject: a request
    // of its own ("can you fix my resume and also tell me…") is set aside as well.
    const turnsSubject = judged.some((j) => j.shift);
    const off = judged.filter((j) => (j.shift || (turnsSubject && j.asks)) && j.r.offTopic && contentStems(j.text).length >= 2);
    if (off.length === 0 || off.length === judged.length) return { r: whole, declined: [] };
    const kept = judged.filter((j) => !off.includes(j)).map((j) => j.text);
    const r = ask(kept.join(' '));
    return r.offTopic ? { r: whole, declined: [] } : { r: { ...r, question: whole.question }, declined: off.map((o) => o.text) };
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<string> {
    const { text } = this.answer(request.turns);
    const words = text.match(/\S+\s*|\s+/g) ?? [];
    const per = this.opts.wordsPerChunk ?? 4;
    const delay = this.opts.chunkDelayMs ?? 0;
    for (let i = 0; i < words.length; i += per) {
      if (request.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      yield words.slice(i, i + per).join('');
    }
  }
}
