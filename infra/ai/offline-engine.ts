// The offline engine (the default, no keys): ranks the bundled knowledge base with MiniSearch
// against the user's message and composes an answer in the chat's light markup — a **heading**,
// "- " bullets, "1. " next steps — citing the sections it used by title. It streams the answer in
// small chunks so the chat's streaming path is the same as with a real model.
import MiniSearch, { type SearchResult } from 'minisearch';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import { AI_MESSAGES, AiError, type AiEngine, type ChatRequest, type ChatTurn } from './types.js';

export const OFFLINE_NOTICE =
  "I am Casebook's offline assistant: I answer from a knowledge base bundled with the app, not from a live AI model. This is general information, not legal advice — laws differ by state, so talk to a licensed attorney about your situation.";

const STOP_WORDS = new Set(
  ('a about after all also am an and any are as at be been before being but by can could did do does doing for from get got had has have ' +
    'he her hers him his how i if in into is it its just me might my myself need no of on or our out please should so some ' +
    'than that the their them then there these they this those to too up us very was we were what when where which while who whom ' +
    'why will with would you your yours im ive dont cant want know tell help think really thing things someone something').split(' '),
);

/** A light English stemmer: enough that "tracking", "tracked" and "tracks" meet "track". */
export function stem(term: string): string {
  let t = term.toLowerCase().replace(/['’]s$/, '');
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && /(ss|x|ch|sh)es$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 4 && t.endsWith('ed') && !t.endsWith('eed')) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us')) t = t.slice(0, -1);
  return t;
}

// "What can a PI not do?" is a different question from "what can a PI do?": keep the negation.
const NEGATIONS = new Set(['cannot', "can't", 'cant', 'not', "don't", 'never', 'illegal', 'forbidden']);

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (NEGATIONS.has(t)) return 'not';
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return stem(t);
}

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|ok|okay|cool|great)\b[\s!.,?]*$/i;
const DANGER = /\b(in danger|hurt(ing)? me|hit(s|ting)? me|beat(s|ing)? me|kill|suicid|threaten(ed|ing|s)? (to|me)|abus(e|ed|ive|er)|afraid for my (life|safety)|scared for my (life|safety)|choked?|strangl)/i;

export interface OfflineAnswer {
  text: string;
  cited: KnowledgeSection[];
}

export interface OfflineEngineOptions {
  /** Pause between streamed chunks, for a typing effect (0 in tests and benchmarks). */
  chunkDelayMs?: number;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
  sections?: readonly KnowledgeSection[];
}

export class OfflineEngine implements AiEngine {
  readonly kind = 'offline' as const;
  private readonly index: MiniSearch<KnowledgeSection>;
  private readonly byId: Map<string, KnowledgeSection>;
  private readonly sections: readonly KnowledgeSection[];

  constructor(private readonly opts: OfflineEngineOptions = {}) {
    this.sections = opts.sections ?? knowledgeBase;
    this.byId = new Map(this.sections.map((s) => [s.id, s]));
    if (this.byId.size !== this.sections.length) throw new Error('Knowledge base section ids must be unique');
    this.index = new MiniSearch<KnowledgeSection>({
      idField: 'id',
      fields: ['title', 'keywords', 'summary', 'points', 'steps', 'topic'],
      extractField: (doc, field) => {
        const v = (doc as unknown as Record<string, unknown>)[field];
        return Array.isArray(v) ? v.join(' \n ') : String(v ?? '');
      },
      processTerm,
      searchOptions: {
        boost: { title: 4, keywords: 3, summary: 1.5, points: 1, steps: 0.5, topic: 0.5 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    this.index.addAll([...this.sections]);
  }

  /** Sections ranked for a question, best first, with their scores. */
  search(query: string): { section: KnowledgeSection; score: number }[] {
    return this.index.search(query).map((r: SearchResult) => ({ section: this.byId.get(String(r.id))!, score: r.score }));
  }

  /** Ranks with the last message, and with the one before it at a lower weight for short follow-ups. */
  private rank(turns: ChatTurn[]): { section: KnowledgeSection; score: number }[] {
    const users = turns.filter((t) => t.role === 'user');
    const current = users.at(-1)?.content ?? '';
    const scores = new Map<string, number>();
    for (const r of this.search(current)) scores.set(r.section.id, r.score);
    const contentWords = current.split(/\W+/).filter((w) => w && processTerm(w)).length;
    const previous = users.at(-2)?.content;
    if (previous && contentWords <= 4) {
      for (const r of this.search(previous)) scores.set(r.section.id, (scores.get(r.section.id) ?? 0) + r.score * 0.35);
    }
    return [...scores]
      .map(([id, score]) => ({ section: this.byId.get(id)!, score }))
      .sort((a, b) => b.score - a.score);
  }

  answer(turns: ChatTurn[]): OfflineAnswer {
    const question = turns.filter((t) => t.role === 'user').at(-1)?.content ?? '';
    if (GREETING.test(question)) return { text: this.greeting(), cited: [] };
    const ranked = this.rank(turns);
    const top = ranked[0];
    if (!top || top.score < 1) return { text: this.noMatch(), cited: [] };
    const second = ranked[1] && ranked[1].score >= top.score * 0.55 ? ranked[1] : undefined;
    const cited = [top.section, ...(second ? [second.section] : [])];

    const lines: string[] = [];
    if (DANGER.test(question) && top.section.id !== 'domestic-violence-help') {
      lines.push(
        '**If you are in danger**',
        '- Call 911 now if you or someone else is at immediate risk.',
        '- National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788 (free, confidential, 24/7).',
        '- For a crisis or thoughts of suicide, call or text 988.',
        '',
      );
    }
    const s = top.section;
    lines.push(`**${s.title}**`, s.summary, '', '**What to know**', ...s.points.slice(0, 6).map((p) => `- ${p}`), '');
    if (second) {
      const r = second.section;
      lines.push(`**Also relevant: ${r.title}**`, r.summary, ...r.points.slice(0, 3).map((p) => `- ${p}`), '');
    }
    lines.push('**Next steps**', ...s.steps.slice(0, 5).map((step, i) => `${i + 1}. ${step}`), '');
    lines.push(`Sources (Casebook knowledge base): ${cited.map((c) => `"${c.title}"`).join('; ')}.`, '', OFFLINE_NOTICE);
    return { text: lines.join('\n'), cited };
  }

  private topicList(): string[] {
    const topics = [...new Set(this.sections.map((s) => s.topic))];
    return topics.map((t) => {
      const titles = this.sections.filter((s) => s.topic === t).slice(0, 4).map((s) => s.title.toLowerCase());
      return `- ${t}: ${titles.join(', ')}`;
    });
  }

  private greeting(): string {
    return [
      '**How can I help with your investigation?**',
      'Ask me about a situation you are dealing with, for example:',
      ...this.topicList(),
      '',
      OFFLINE_NOTICE,
    ].join('\n');
  }

  private noMatch(): string {
    return [
      '**I could not find that in my knowledge base**',
      'I did not find a section that matches your question. Try describing your situation in a sentence or two, or ask about one of these topics:',
      ...this.topicList(),
      '',
      '**Next steps**',
      '1. Rephrase your question with the kind of case (for example "missing person", "background check" or "recording a call").',
      '2. For advice about your own situation, talk to a licensed attorney in your state.',
      '3. Premium members can escalate the case to a human investigator.',
      '',
      OFFLINE_NOTICE,
    ].join('\n');
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
