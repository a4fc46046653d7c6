// Retrieval for both engines: reads the conversation (the new question, and the turns before it
// for a short follow-up), ranks the knowledge base with MiniSearch over Porter2 stems, scores how
// much of the question the best section covers (the off-topic gate), finds the states the
// conversation names, picks the state tables the question needs, and ranks the sentences of
// the top sections against the question for query-focused extraction.
import MiniSearch from 'minisearch';
import { knowledgeBase, type KnowledgeSection } from './knowledge/index.js';
import { withoutPlaces, type Place, type StateTable } from './knowledge/states/index.js';
import { fieldCompounds } from './compounds.js';
import { contentStems, nounCompounds, sentences, stem } from './nlp.js';
import { synonymsOf } from './synonyms.js';
import rarity from './word-rarity.json' with { type: 'json' };
import type { ChatTurn } from './types.js';
import { otherSide, readConversation, rolesIn, type ConversationState } from './conversation-state.js';
import { watchesAPerson } from './surveillance.js';
import { domainGate, domainModel, questionStems, type DomainGate } from './domain/domain-gate.js';
import {
  adultWithChild,
  animalAgentOnly,
  childWithheld,
  DRUGGED,
  FOUND_NEW_ADDRESS,
  readSafety,
  violenceAtHome,
  withoutAccusations,
  speaksOfSuicide,
  wrongedAsker,
} from './threat.js';

/**
 * Below this share of the question's weight (IDF × specificity) covered by the best sections, the
 * question is outside what the assistant can help with. The three gate values are calibrated
 * together on the development part of the question bank (`npm run eval:assistant:calibrate`: best
 * balanced accuracy of the decline); see docs/assistant.md.
 */
export const RELEVANCE_THRESHOLD = 0.5;

/**
 * The gate's threshold when the best section is about personal safety (`safety` sections), or the
 * question says the person asking is threatened or afraid: declining a safety question costs more
 * than answering an off-topic one, so the bar is lower. Calibrated with RELEVANCE_THRESHOLD.
 */
export const SAFETY_RELEVANCE_THRESHOLD = 0.3;

/**
 * A question whose words one section matches with at least this much IDF weight is within scope
 * however much else it says: a long question's particulars ("a silver sedan… my drive home from
 * work") are words no section uses, and would otherwise pull its coverage under the threshold.
 * Calibrated with RELEVANCE_THRESHOLD.
 */
export const EVIDENCE_THRESHOLD = 12;

/**
 * A follow-up that refers back is answered from the conversation's topic unless it has three or
 * more words of its own and the best section covers less than this share of them: then it starts
 * something new, and the off-topic gate applies as to any question.
 */
export const OWN_FLOOR = 0.2;

const ZIPF: Readonly<Record<string, number>> = rarity.zipf;

/**
 * How much a word says about what a question is about, 0.15..1, from how common it is in everyday
 * English (SUBTLEX-US Zipf values, scripts/assistant-word-rarity.ts): "pretty sure… something"
 * weighs little, "tracker" or "barista" fully, a word the list does not have (a name, a typo) 0.4. It scales the words' weight in the off-topic gate,
 * where a question's filler would otherwise count like its subject.
 */
const UNLISTED_SPECIFICITY = 0.4;

export function specificity(stem: string): number {
  const z = ZIPF[stem];
  // Not in the list: a name, a typo, an acronym or an identifier far more often than the subject
  // of the question (a real term of the field is in the knowledge base, where it is matched).
  if (z === undefined) return UNLISTED_SPECIFICITY;
  return Math.min(1, Math.max(0.15, (6.5 - z) / 3));
}

/** A sentence-sized piece of a section: a summary sentence, a point or a step. */
export interface Unit {
  section: KnowledgeSection;
  kind: 'summary' | 'point' | 'step';
  /** Position within its kind in the section, to keep the section's order when it matters. */
  order: number;
  text: string;
  stems: Map<string, number>;
  length: number;
}

export interface RankedSection {
  section: KnowledgeSection;
  /** MiniSearch (BM25+) score with the field boosts. */
  score: number;
  /** Share of the question's IDF weight this section matches, 0..1. */
  coverage: number;
  /** The question's own words this section matches (directly or through a synonym). */
  covers: Set<string>;
  /** The question's own words with their weight (weight × IDF), shared by all results. */
  weights: Map<string, number>;
}

export interface Retrieval {
  /** The user's new message. */
  question: string;
  /** True when the message was read as a follow-up to the previous question. */
  followUp: boolean;
  /** Query stems with their weights (the follow-up's own words weigh more than the carried topic). */
  query: Map<string, number>;
  /** Synonyms added to the query, each with the question's word it stands for. */
  expansions: Map<string, string>;
  /** The new message's own stems (a follow-up may ask again about something already said). */
  ownStems: Set<string>;
  /** Terms of the field the message asks about without naming them (see CONCEPTS). */
  concepts: Set<string>;
  /** Sections, best first (all that matched). */
  ranked: RankedSection[];
  /** The IDF weight of the question's words the best of the top three sections matches (EVIDENCE_THRESHOLD). */
  evidence: number;
  /** The best section's coverage: the off-topic gate compares it with RELEVANCE_THRESHOLD. */
  relevance: number;
  offTopic: boolean;
  /** How much the question reads as the assistant's domain (domain/domain-gate.ts); the gate compares it with DOMAIN_THRESHOLD (domain-gate.ts `ThresholdGate`). */
  domain: number;
  /**
   * In the domain, but no section covers it well (relevance and evidence under their thresholds):
   * answered with the closest sections and the general first steps, not declined.
   */
  weak: boolean;
  greeting: boolean;
  danger: boolean;
  /** The question is about someone's personal safety: danger words, or a safety section among the first two. */
  safety: boolean;
  /** States (or uncovered places) the conversation is about: named now, or carried from before. */
  places: Place[];
  /** State tables the question needs. */
  tables: StateTable[];
  /** The sections to answer from (up to three), best first. */
  cited: KnowledgeSection[];
  /** The assistant's previous answer, if any (so a follow-up does not repeat it). */
  previousAnswer?: string;
  /** What the conversation before the new message tells (topic, jurisdiction, the user's side, intent). */
  conversation: ConversationState;
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|thanks|thank you|thank you so much|ok|okay|cool|great|got it|bye|goodbye)( there)?\b[\s!.,?]*$/i;
export const DANGER =
  /\b(in danger|hurt(ing)? me|hit(s|ting)? me|beat(s|ing)? me|kill|suicid|threaten(ed|ing|s)? (to|me)|abus(e|ed|ive|er)|afraid for my (life|safety)|scared for my (life|safety)|choked?|strangl)/i;

// Fear, a threat, or being watched or pursued, said of the person asking (a first-person word in the
// same sentence): a personal-safety question whatever its subject, so its answer leads with the
// safety steps (issue 27: "whatever else it asks").
const THREAT =
  /\b(scared|afraid|terrified|frightened|fear(ful)?|unsafe|in danger|threat(s|en|ens|ened|ening)?|regret|make (you|me|us) pay|show(s|ed|ing)? up (at|to|outside)|kill|hurt|weapons?|guns?|knife|swat(ted|ting)?|dox(x)?(ed|ing)?|stalk(s|ed|ing|er)?|following me|followed me|follows me|watching me|watches me|tracking me|tracks me|restraining order|protective order|protection order|no[- ]contact order|order (of|for) protection|protection from abuse|pfa|injunction for protection)\b/i;
const FIRST_PERSON = /\b(i|i'm|im|me|my|mine|we|us|our|myself)\b/i;

// Addresses, numbers and identifiers are particulars, never the subject: an e-mail address, a web
// address, a phone or case number, an amount. They stay out of the words that are ranked and gated.
const PARTICULARS =
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b|\bhttps?:\/\/\S+|\b(www\.)?[\w-]+(\.[\w-]+)*\.(com|org|net|gov|edu|io|co)\b|[$€£]?\(?\d[\d\s().,/:-]*\d\b|\b\d+\b/gi;

/** The text without its particulars (see PARTICULARS). */
export function withoutParticulars(text: string): string {
  return text.replace(PARTICULARS, ' ');
}

function threatToAsker(text: string): boolean {
  return sentences(withoutAccusations(text)).some((s) => THREAT.test(s) && FIRST_PERSON.test(s));
}

// The acts themselves, not only fear of them: someone following, watching, tracking, threatening or
// hurting the person asking. A question that says so is answered (with the safety steps) however
// little else of it the knowledge base covers.
const PURSUED =
  /\b(follow(s|ed|ing)? me|watch(es|ed|ing)? me|track(s|ed|ing)? me|stalk(s|ed|ing)? me|threaten(s|ed|ing)? (me|to)|hurt(s|ing)? me|hit(s|ting)? me|kill (me|you|us|himself|herself|myself)|being (followed|watched|tracked|stalked|threatened)|swat(ted|ting)?|dox(x)?(ed|ing)?|restraining order|protective order|protection order|no[- ]contact order|order (of|for) protection|protection from abuse|pfa|injunction for protection)\b/i;

// Somewhere to go, stay or sleep ("where can I go tonight with my kids?", "is there somewhere safe we
// can stay?"). Said after a message about violence or a threat to the asker, it asks for refuge: the
// help that finds a shelter leads, with the safety steps (alone it may be anything: a night out).
const REFUGE =
  /\bwhere (can|could|should|do|would|will) (i|we|me and (my|the) \w+|the kids and i|my kids and i) (go|stay|sleep|hide|be safe|take (them|the kids|my kids|the children))\b|\bsomewhere (safe|to (go|stay|sleep|hide))\b|\b(a )?(safe )?place to (go|stay|sleep|hide)\b/i;
// The terms refuge is found under (the domestic-violence help: hotline, advocates, shelters).
const REFUGE_TERMS = ['shelter', 'domestic', 'violence', 'safety', 'hotline'];

/** The question asks for refuge after a message that told of violence or a threat to the asker. */
function asksForRefuge(question: string, before: string | undefined): boolean {
  if (before === undefined || !REFUGE.test(question)) return false;
  return readSafety(before).threat || violenceAtHome(before) || threatToAsker(before);
}

// A short message that leans on what came before: "what about in California?", "and if he refuses?".
const FOLLOW_UP_CUE =
  /^\s*(and|but|also|so|then|ok(ay)?|what about|how about|what if|and if|and what|same|does (that|this|it)|is (that|this|it)|can (he|she|they|i) (still|also)?)\b|\b(there|instead|too|as well)\s*\??\s*$/i;

// Whether something is still allowed or still required ("can I still walk past his house?", "do I
// still have to go?"): a question about the matter before it, whatever its own words.
const STILL_ASKS = /^\s*(can|may|could|am|do|does|is|are|will|should|would) (i|we|he|she|they|it|that|this) still\b/i;

// Which state tables a question needs: from its words, and from the sections it lands on.
const TABLE_STEMS: Record<StateTable, string[]> = {
  recording: ['recording', 'wiretap', 'tape', 'eavesdrop', 'audio', 'consent'],
  licensing: ['licens', 'licenc', 'pi', 'detect', 'privat'],
  tracking: ['gps', 'track', 'tracker', 'airtag', 'locat'],
  // "Restraining order", the states' own names (PFA, PPO, DVRO) and, paired, "order of protection"
  // or "injunction for protection".
  protective: ['restrain', 'pfa', 'ppo', 'dvro', 'dvpo', 'protect', 'injunct'],
  stalking: ['stalk', 'stalker', 'cyberstalk', 'harass', 'follow'],
  // "Small claims" together ("an insurance claim" is not; PAIRS_WITH).
  smallClaims: ['claim'],
};
const TABLE_SECTIONS: Record<StateTable, string[]> = {
  recording: [
    'recording-consent',
    'hidden-cameras',
    'surveillance',
    'what-a-pi-cannot-do',
    'infidelity-legal-limits',
    'workplace-investigations',
  ],
  licensing: ['pi-licensing', 'verifying-a-pi', 'what-a-pi-can-do', 'what-a-pi-cannot-do', 'hiring-a-pi', 'surveillance'],
  tracking: [
    'gps-tracking',
    'trackers-and-stalkerware',
    'surveillance',
    'what-a-pi-can-do',
    'what-a-pi-cannot-do',
    'infidelity-legal-limits',
  ],
  // Violence at home in a named state: that state's protective order is the legal step it needs.
  protective: ['protective-orders', 'served-with-a-restraining-order', 'protection-orders-across-state-lines', 'domestic-violence-help'],
  stalking: ['stalking', 'online-harassment', 'cyberstalking', 'trackers-and-stalkerware'],
  smallClaims: ['small-claims', 'being-sued-small-claims', 'small-claims-across-state-lines'],
};
// "consent" alone is weak evidence of a recording question; it needs a recording word with it.
// "protect" (protect my privacy) and "injunction" need "order" or each other: "protection order",
// "order of protection", "injunction for protection".
// "license" alone (a driver's licence, a licence plate) and "detector" are not about investigators:
// they need "investigator" or another of the table's words with them. "Claim" needs "small" (an
// insurance claim is not a small claim).
const WEAK_TRIGGERS = new Set(['consent', 'privat', 'follow', 'locat', 'protect', 'injunct', 'licens', 'licenc', 'detect', 'claim']);
const PAIRS_WITH: Partial<Record<StateTable, string>> = { protective: 'order', licensing: 'investig', smallClaims: 'small' };
/** The names states give a protective order, which no other subject uses. */
const ORDER_NAMES = new Set(['pfa', 'ppo', 'dvro', 'dvpo']);
/** The section a state table's facts are cited beside, when the question needs the table. */
const TABLE_SECTION: Partial<Record<StateTable, string>> = { protective: 'protective-orders' };

function bag(stems: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of stems) m.set(s, (m.get(s) ?? 0) + 1);
  return m;
}

export class KnowledgeIndex {
  readonly sections: readonly KnowledgeSection[];
  readonly byId: Map<string, KnowledgeSection>;
  private readonly search: MiniSearch<KnowledgeSection>;
  private readonly terms = new Map<string, Set<string>>();
  private readonly df = new Map<string, number>();
  private readonly idfCache = new Map<string, number>();
  readonly units = new Map<string, Unit[]>();
  /** Each keyword phrase of a section, scored like a sentence when re-ranking (never quoted). */
  private readonly phrases = new Map<string, Unit[]>();

  constructor(sections: readonly KnowledgeSection[] = knowledgeBase) {
    this.sections = sections;
    this.byId = new Map(sections.map((s) => [s.id, s]));
    if (this.byId.size !== sections.length) throw new Error('Knowledge base section ids must be unique');
    // Every text is read by the NLP model once: the units' stems make up the indexed fields too.
    const stemmed = new Map<string, Record<'title' | 'keywords' | 'summary' | 'points' | 'steps', string>>();
    for (const s of sections) {
      const units: Unit[] = [];
      const unit = (kind: Unit['kind'], order: number, text: string): Unit => {
        const stems = contentStems(text);
        return { section: s, kind, order, text, stems: bag(stems), length: stems.length };
      };
      sentences(s.summary).forEach((t, i) => units.push(unit('summary', i, t)));
      s.points.forEach((t, i) => units.push(unit('point', i, t)));
      s.steps.forEach((t, i) => units.push(unit('step', i, t)));
      const phrases = s.keywords.map((k, i) => unit('point', i, k));
      const title = contentStems(s.title);
      this.units.set(s.id, units);
      this.phrases.set(s.id, phrases);
      const join = (us: Unit[]) => us.flatMap((u) => [...u.stems].flatMap(([t, n]) => Array<string>(n).fill(t))).join(' ');
      stemmed.set(s.id, {
        title: title.join(' '),
        keywords: join(phrases),
        summary: join(units.filter((u) => u.kind === 'summary')),
        points: join(units.filter((u) => u.kind === 'point')),
        steps: join(units.filter((u) => u.kind === 'step')),
      });
      const all = new Set([...title, ...[...units, ...phrases].flatMap((u) => [...u.stems.keys()])]);
      this.terms.set(s.id, all);
      for (const t of all) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    this.search = new MiniSearch<KnowledgeSection>({
      idField: 'id',
      fields: ['title', 'keywords', 'summary', 'points', 'steps'],
      extractField: (doc, field) => (field === 'id' ? doc.id : stemmed.get(doc.id)![field as 'title']),
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        boost: { title: 3, keywords: 3, summary: 1.5, points: 1, steps: 0.6 },
        // Stems already join a word's forms; prefixes would also join "deposit" and "deposition".
        prefix: false,
        fuzzy: (term) => (term.length >= 7 ? 1 : false),
        maxFuzzy: 1,
        weights: { fuzzy: 0.35, prefix: 0 },
        combineWith: 'OR',
      },
    });
    this.search.addAll([...sections]);
  }

  /** Inverse document frequency over sections; a word the knowledge base never uses weighs most. */
  idf(term: string): number {
    let v = this.idfCache.get(term);
    if (v === undefined) {
      const n = this.sections.length;
      let df = this.df.get(term) ?? 0;
      if (df === 0 && term.length >= 4) df = this.prefixDf(term);
      v = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      // Bounded: words from questions are unbounded, the knowledge base's own are not.
      if (this.idfCache.size > 20_000) this.idfCache.clear();
      this.idfCache.set(term, v);
    }
    return v;
  }

  private prefixDf(term: string): number {
    const ids = new Set<string>();
    for (const [id, terms] of this.terms) {
      for (const t of terms) {
        if (t.startsWith(term)) {
          ids.add(id);
          break;
        }
      }
    }
    return ids.size;
  }

  /**
   * Sections ranked for a weighted query, with their coverage of it. Coverage counts the
   * question's own words; a synonym that matches covers the word it stands for.
   */
  rank(query: Map<string, number>, expansions: Map<string, string> = new Map()): RankedSection[] {
    if (query.size === 0) return [];
    const weights = new Map([...query].filter(([t]) => !expansions.has(t)).map(([t, w]) => [t, w * this.idf(t) * specificity(t)]));
    const total = [...weights.values()].reduce((a, b) => a + b, 0);
    const results = this.search.search([...query.keys()].join(' '), { boostTerm: (term) => query.get(term) ?? 1 });
    return results.map((r) => {
      const covers = new Set<string>();
      for (const t of r.queryTerms) {
        const word = expansions.get(t) ?? t;
        if (weights.has(word)) covers.add(word);
      }
      const covered = [...covers].reduce((sum, t) => sum + weights.get(t)!, 0);
      return { section: this.byId.get(String(r.id))!, score: r.score, coverage: total > 0 ? covered / total : 0, covers, weights };
    });
  }

  /**
   * Re-ranks the top results by how closely a single sentence or keyword phrase of the section
   * matches the question: words that occur together ("serve … divorce papers") beat the same
   * words scattered over a long section.
   */
  rerank(ranked: RankedSection[], query: Map<string, number>, depth = 5, focus?: ReadonlyMap<string, number>): RankedSection[] {
    const head = ranked.slice(0, focus ? FOCUS_DEPTH : depth);
    if (head.length < 2) return ranked;
    const close = head.map((r) =>
      Math.max(0, ...[...this.units.get(r.section.id)!, ...this.phrases.get(r.section.id)!].map((u) => this.unitScore(u, query))),
    );
    const topScore = head[0]!.score;
    const topClose = Math.max(...close) || 1;
    // A follow-up's own words say what it asks now; the topic carried from before only places it.
    // The weight of the own words each section matches (IDF × specificity, as the gate weighs them)
    // joins the ranking, in full when they are specific words ("legit", "garnish"), not at all when
    // they are everyday ones ("what do I do first?").
    // A section that matches the new words but nothing of the topic answers another question ("how
    // long does that take?" after hiring a PI is not about statutes of limitations): it gets a
    // fraction of the credit.
    const own = focus ? head.map((r) => this.ownWeight(r, focus)) : [];
    const topOwn = Math.max(0, ...own);
    const focusWeight = topOwn >= FOCUS_MIN ? FOCUS_WEIGHT * Math.min(1, topOwn / FOCUS_FULL) : 0;
    const topic = focus ? head.map((r) => topicShare(r, focus)) : [];
    // A section that keeps much less of the topic than the best of them does ("can I get an order to
    // make him stop?" after an ex driving past the house is not about traffic stops) loses a little.
    const topTopic = Math.max(0, ...topic);
    const combined = head.map((r, i) => ({
      r,
      v:
        (focus && topTopic > 0 && topic[i]! < TOPIC_FLOOR * topTopic ? -OFF_TOPIC_PENALTY : 0) +
        r.score / topScore +
        0.6 * (close[i]! / topClose) +
        (focusWeight > 0 ? focusWeight * (own[i]! / topOwn) * (topic[i]! > 0 ? 1 : OFF_TOPIC_FOCUS) : 0),
    }));
    combined.sort((a, b) => b.v - a.v);
    return [...combined.map((c) => c.r), ...ranked.slice(depth)];
  }

  /** The weight of the follow-up's own words (and the terms it asks about) a section matches, synonyms included. */
  ownWeight(r: RankedSection, own: ReadonlyMap<string, number>): number {
    const terms = this.terms.get(r.section.id);
    let covered = 0;
    for (const [t, w] of own) if (r.covers.has(t) || terms?.has(t)) covered += w;
    return covered;
  }

  /** How well one unit answers the query: matched IDF weight, damped for long units. */
  unitScore(unit: Unit, query: Map<string, number>): number {
    let s = 0;
    for (const [t, w] of query) {
      if (unit.stems.has(t)) s += w * this.idf(t);
    }
    return s / (1 + Math.log1p(unit.length / 15));
  }
}

/** The share of the carried topic's weight (every query word not the follow-up's own) a section matches. */
function topicShare(r: RankedSection, own: ReadonlyMap<string, number>): number {
  let total = 0;
  let covered = 0;
  for (const [t, w] of r.weights) {
    if (own.has(t)) continue;
    total += w;
    if (r.covers.has(t)) covered += w;
  }
  return total > 0 ? covered / total : 0;
}

/** How deep a follow-up's re-ranking reaches, and how much its own words weigh in it. */
const FOCUS_DEPTH = 8;
const FOCUS_WEIGHT = 0.8;
/** The share of the credit a section gets for the follow-up's words when it matches none of the topic. */
const OFF_TOPIC_FOCUS = 0.25;
/**
 * A follow-up's section matching under this share of the topic the best-matching section matches
 * loses OFF_TOPIC_PENALTY (the combined score's first term is 1 for the top section).
 */
const TOPIC_FLOOR = 0.25;
const OFF_TOPIC_PENALTY = 0.15;
/**
 * Own words matched with this much weight or more count in full (about one specific, rare word);
 * under FOCUS_MIN they are everyday words ("how long does that take?", "a copy") and count not at all.
 */
const FOCUS_FULL = 3;
const FOCUS_MIN = 2;

/**
 * A follow-up of one or two everyday words of its own ("what does that cost?", "how long does it
 * take?") asks about the matter before it: too few and too common words to start another subject.
 * Among the first sections, those that keep little of that matter (investigators' rates, after a
 * question about expunging a record) go after those that keep much of it, whatever the new word.
 */
const FRAGMENT_WORDS = 2;
/** …keeping at least this share of what the best-keeping section keeps of it. */
const FRAGMENT_KEEP = 0.25;

function keepTheMatter(ranked: RankedSection[], focus: ReadonlyMap<string, number> | undefined, ownWords: number): RankedSection[] {
  if (!focus || ownWords > FRAGMENT_WORDS) return ranked;
  // A specific word of its own ("how do I know if one is legit?") may name what it asks now.
  if ([...focus.values()].reduce((a, b) => a + b, 0) >= FOCUS_FULL) return ranked;
  const head = ranked.slice(0, FOCUS_DEPTH);
  const shares = head.map((r) => topicShare(r, focus));
  const best = Math.max(0, ...shares);
  const keeps = shares.map((v) => best > 0 && v >= FRAGMENT_KEEP * best);
  if (!keeps.some(Boolean) || keeps[0]) return ranked;
  return [...head.filter((_, i) => keeps[i]), ...head.filter((_, i) => !keeps[i]), ...ranked.slice(FOCUS_DEPTH)];
}

/**
 * A follow-up is answered from its matter: when the first section keeps nothing of the matter
 * before it ("should I call the police or sue?" after a partner's theft → filming the police), the
 * first section that keeps the matter and matches some of the follow-up's own words leads instead
 * — or, when the follow-up points back at the matter ("it", "that"), the first that keeps it.
 */
function leadWithTheMatter(
  index: KnowledgeIndex,
  ranked: RankedSection[],
  focus: ReadonlyMap<string, number> | undefined,
  refersBack = false,
): RankedSection[] {
  if (!focus) return ranked;
  const head = ranked.slice(0, FOCUS_DEPTH);
  const shares = head.map((r) => topicShare(r, focus));
  const best = Math.max(0, ...shares);
  if (best === 0 || shares[0]! > 0) return ranked;
  let at = head.findIndex((r, i) => shares[i]! >= TOPIC_FLOOR * best && index.ownWeight(r, focus) > 0);
  // One that points back at the matter ("what if it belongs to my mom?", "is that normal?") is
  // about the matter even when no section that keeps it has its own words.
  if (at < 0 && refersBack) at = shares.findIndex((v) => v >= TOPIC_FLOOR * best);
  if (at <= 0) return ranked;
  return [head[at]!, ...ranked.filter((_, i) => i !== at)];
}

const shared = new WeakMap<readonly KnowledgeSection[], KnowledgeIndex>();

/** One index per knowledge base per process: building it reads every section with the NLP model. */
export function indexFor(sections: readonly KnowledgeSection[] = knowledgeBase): KnowledgeIndex {
  let index = shared.get(sections);
  if (!index) {
    index = new KnowledgeIndex(sections);
    shared.set(sections, index);
  }
  return index;
}

function tablesFor(query: Map<string, number>, cited: KnowledgeSection[]): StateTable[] {
  const out: StateTable[] = [];
  const stems = [...query.keys()];
  for (const table of Object.keys(TABLE_STEMS) as StateTable[]) {
    // A short trigger ("pi") is a word of its own, not the start of one ("pizza").
    const words = TABLE_STEMS[table].filter((w) => stems.some((s) => s === w || (w.length >= 4 && s.startsWith(w))));
    const pair = PAIRS_WITH[table];
    const paired = pair !== undefined && words.length > 0 && (words.length >= 2 || stems.includes(pair));
    const strong = words.some((w) => !WEAK_TRIGGERS.has(w)) || paired;
    const bySection = cited.some((c) => TABLE_SECTIONS[table].includes(c.id));
    if (strong || bySection) out.push(table);
  }
  return out;
}

/** Adds everyday words' synonyms to a query, at a lower weight; returns synonym → its word. */
function expand(query: Map<string, number>): Map<string, string> {
  const expansions = new Map<string, string>();
  for (const [t, w] of [...query]) {
    // The group shares one modest weight, so a word with many synonyms does not outweigh the rest.
    const syns = synonymsOf(t).filter((syn) => !query.has(syn));
    for (const syn of syns) {
      query.set(syn, (w * 0.4) / syns.length);
      expansions.set(syn, t);
    }
  }
  return expansions;
}

/**
 * How much of the question the knowledge base answers: the mean of the best single section's
 * coverage among the top three (BM25 may rank a long section with one rare word above the one
 * that covers the whole question) and the coverage of the top five together (a question may name
 * a party — "my landlord" — that the section on the law itself never mentions).
 */
function bestCoverage(ranked: RankedSection[]): number {
  if (ranked.length === 0) return 0;
  const best = Math.max(...ranked.slice(0, 3).map((r) => r.coverage));
  const weights = ranked[0]!.weights;
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const union = new Set(ranked.slice(0, 5).flatMap((r) => [...r.covers]));
  const together = total > 0 ? [...union].reduce((sum, t) => sum + weights.get(t)!, 0) / total : 0;
  return (best + together) / 2;
}

/**
 * The IDF weight of the question's words that the best of the top three sections matches — IDF
 * alone, not scaled by how common the words are in English: a common word the knowledge base
 * rarely uses ("followed", "missing") is evidence of the subject all the same.
 */
function matchedWeight(index: KnowledgeIndex, ranked: RankedSection[], query: Map<string, number>): number {
  return Math.max(0, ...ranked.slice(0, 3).map((r) => [...r.covers].reduce((sum, t) => sum + (query.get(t) ?? 0) * index.idf(t), 0)));
}

/**
 * Situations people describe in everyday words, with the field's terms for them. Each is a
 * grammatical pattern, not a question: not knowing where a person is (locating them: skip tracing,
 * an address), and asking what happens if one does not go, answer or respond (a default judgment,
 * a failure to appear).
 */
const CONCEPTS: [Pick<RegExp, 'test'>, string[], Situation?][] = [
  [
    /\b(don'?t|do not|doesn'?t|does not|no idea|not sure|can'?t find|cannot find|unable to find|couldn'?t find)\b[^.?!]{0,25}\bwhere (he|she|they|it|my \w+|the \w+|this \w+) (is|are|was|lives?|living|went|moved|works?|stays?|staying|ended up)\b|\b(new|current|last known) (address|whereabouts)\b/i,
    ['locate', 'address', 'skip', 'trace', 'find'],
  ],
  [
    /\b(if|what if)\b[^.?!]{0,20}\b(don'?t|do not|doesn'?t|does not|didn'?t|did not|never|fail(s|ed)? to|ignore[ds]?|miss(es|ed)?|skip(s|ped)?)\s+(just\s+)?(go|show|appear|respond|answer|attend|come)\b|\b(ignor(e|ed|es|ing)) (the |a |my |these |this )?(papers|summons|lawsuit|suit|subpoena|court date|hearing|court)\b/i,
    ['default', 'judgment', 'appear', 'ignore', 'contempt', 'warrant'],
  ],
  // What the asker must have or bring ("what do I need to bring?", "what papers do I need?"): the
  // requirements — a form, a number, identification, a copy, a fee, proof.
  [
    /\bwhat (do|would|will|should|must) (i|we) (need|have) to (bring|have|take|show|provide|fill out|give|send)\b|\bwhat (papers|documents|paperwork|forms?|information|info|proof|id) (do|would|will|should|must) (i|we) (need|bring|have)\b|\bwhat (should|do|must) (i|we) bring\b/i,
    ['form', 'number', 'identification', 'copy', 'document', 'fee', 'proof'],
  ],
  // What the asker should tell or give the police, a court or an investigator ("what do I tell the
  // police?", "what should I say to the judge?"): the details they will ask for — a description,
  // photos, dates, a timeline.
  [
    /\bwhat (do|would|will|should|must|can) (i|we) (tell|say to|give|show|report to) (the |a |an |my )?(police|cops?|officers?|detectives?|sheriff|dispatcher|911|court|judge|clerk|investigator|pi|advocate)\b/i,
    ['description', 'photo', 'detail', 'date', 'timeline'],
  ],
  // What something costs, asked in everyday words ("how much does that usually run?", "how much is it
  // to file?", "what would that set me back?"): a cost, a fee, a price, a rate.
  [
    /\bhow much (does|do|did|would|will|could|might|is|are|was|'s)\s+(\S+\s+){0,4}?(run|cost|charge|go for|set (me|us|you) back)\b|\bhow much (is|are|'s|would|will|does) (it|that|this|they|one)( be| cost)? (to|for)\b|\bwhat (does|do|would|will) (it|that|this|they|one) (run|set (me|us|you) back)\b/i,
    ['cost', 'fee', 'price', 'rate'],
  ],
  // A record taken off or cleared in everyday words ("get an old DUI taken off my record", "clean up my
  // record"): expungement and sealing.
  [
    /\b(take|taken|taking|took|get|got|getting|remove[ds]?|removing|wipe[ds]?|wiping|clear(ed|ing)?|erase[ds]?)\b[^.?!]{0,30}\boff (of )?(my|his|her|their|your) (criminal )?record\b|\b(clear|clean|wipe|erase|scrub)( up)? (my|his|her|their|your) (criminal )?record\b/i,
    ['expunge', 'seal', 'record', 'criminal'],
  ],
  // A person who wandered or walked off ("my mom has dementia and walked off from her house"), or
  // who never came home: a missing person ("my cat wandered off" names no person, and is not ours).
  [
    /\b(he|she|mom|mother|dad|father|grand(ma|pa|mother|father|son|daughter)|son|daughter|brother|sister|husband|wife|uncle|aunt|kid|child|patient|resident)\b[^.?!]{0,60}\b(wander(ed|s|ing)?|walked) (off|away)\b(?! (with|the job|from (me|him|them|the (job|deal|relationship))\b))|\b(he|she|they|mom|mother|dad|father|son|daughter|brother|sister|husband|wife|kid|child)\b[^.?!]{0,30}\b(never|didn'?t|did not|hasn'?t|has not|haven'?t) (come|came) (back )?home\b/i,
    ['missing', 'person'],
    'situation',
  ],
  // A child named by age ("my 9 year old", "our 15-year-old"): a child or a minor.
  [/\b(my|our|a|her|his)\s+(1[0-7]|[1-9])[- ]?(year|yr)s?[- ]?old\b/i, ['child', 'minor']],
  // An injury at work ("she hurt her back at work", "got hurt on the job"): workers' compensation.
  [
    /\b(hurt|injured|twisted|strained|tweaked|pulled|broke|sprained|injury|injuries|accident)\b[^.?!]{0,30}\b(at work|on the job|at the job|at my job|at her job|at his job|while working)\b/i,
    ['workers', 'compensation', 'claim', 'injury'],
  ],
  // Something of the asker's kept from them ("took my dog and won't give it back"): belongings
  // withheld, a matter for a police report or a claim for their return. A thing, "it": a child kept
  // ("won't return my son") is custodial interference (CONCEPTS above), not property.
  [/\b(won'?t|will not|refuses? to|refused to) ((give|hand) it back|return it)\b/i, ['return', 'property', 'stolen', 'belongings']],
  // Someone coming onto another's land or into their home ("can he come onto my property?"): trespass.
  [
    /\b(come|comes|came|coming|go|goes|went|walk|walks|walked|step|steps|stepped|get|gets|got)\s+(on|onto|into|in|inside)\s+(my|our|the|his|her|their|someone'?s)\s+(property|yard|land|driveway|porch|lawn|garden|house|home|apartment)\b|\benter(s|ed|ing)?\s+(my|our|the|his|her|their)\s+(property|yard|land|house|home)\b/i,
    ['trespass', 'property'],
    'situation',
  ],
  // Someone who knows what the asker said or wrote only in private ("keeps quoting things I only
  // texted my sister"): their phone or accounts may be monitored.
  [
    /\b(things|stuff|what|something|everything)\s+(that\s+)?i\s+only\s+(said|told|texted|wrote|typed|messaged|searched|emailed)\b|\b(quot(e|es|ed|ing)|repeat(s|ed|ing)?)\b[^.?!]{0,40}\b(my|private|i)\s+(texts|messages|emails|dms|chats|said|wrote|texted)\b|\bknows?\s+(things|stuff|what)\s+i\s+(only\s+)?(said|texted|wrote|told|searched)\b/i,
    ['stalkerware', 'spyware', 'monitor', 'account'],
    'situation',
  ],
  // Someone who knows where the asker is or goes ("knows everywhere I go even though I blocked him",
  // "shows up wherever I am"): a tracker, shared location or stalkerware.
  [
    /\bknows?\s+(exactly\s+)?(where(ever)?|everywhere)\s+(i|we)\s+(am|are|go|went|was|were|have been|'?ve been)\b|\b(shows?|turns?|pops?)\s+up\s+(wherever|everywhere)\s+(i|we)\s+(go|am|are)\b/i,
    ['track', 'location', 'gps', 'stalkerware'],
    'situation',
  ],
  // Someone not heard from for days ("hasn't answered in four days", "no one has heard from him"):
  // a missing person, and a welfare check.
  [
    /\b(hasn'?t|has not|haven'?t|have not|hadn'?t|had not)\s+(answered|responded|replied|called|texted|been heard from|heard from (him|her|them)|seen (him|her|them)|been seen|picked up|shown up|come home)\b[^.?!]{0,30}\b(in|for)\s+(\d+|a|two|three|four|five|six|seven|several|a few)\s+(days?|weeks?)\b|\b(no one|nobody|none of us)\s+(has|have|had)\s+(heard from|seen)\b|\bstopped\s+(answering|responding|replying)\b[^.?!]{0,40}\b(days?|weeks?)\b/i,
    ['missing', 'person', 'welfare', 'check'],
    'situation',
  ],
  // A partner or carer who keeps a person from family ("won't let any of us visit her", "took her
  // phone"): isolation, a sign of abuse or exploitation.
  [
    /\b(won'?t|doesn'?t|does not|will not|refuses to)\s+(let|allow)\s+(us|any of us|anyone|anybody|the family|her family|his family|family|friends)\s+(to\s+)?(see|visit|talk to|call|speak to|near)\b|\btook\s+(her|his)\s+(phone|car keys|keys|wallet|purse|cards?|id)\b/i,
    ['isolation', 'exploitation', 'abuse', 'control'],
    'situation',
  ],
  // A child kept from the asker ("still hasn't brought my son back"): enforcing the custody order,
  // or a family abduction.
  [childWithheld, ['custody', 'order', 'enforce', 'abduction', 'parent'], 'situation'],
  // Something put in the asker's food or drink (threat.ts DRUGGED): drugging, whatever is named.
  [DRUGGED, ['drugging', 'spiked', 'drink', 'toxicology'], 'situation'],
  // The asker's new address found by someone they moved away from: keeping an address private.
  [FOUND_NEW_ADDRESS, ['address', 'confidentiality', 'privacy', 'broker'], 'situation'],
  // An adult in contact with the asker's child ("talking to an older man online"): grooming.
  [adultWithChild, ['grooming', 'predator', 'minor', 'enticement'], 'situation'],
  // A young person who ran away (not the asker running from someone): a runaway, a missing child.
  [/\b(ran|runs|run|running)\s+away\b(?!\s+from\s+(him|her|them|my|me|an?|the|home with))/i, ['runaway', 'missing'], 'situation'],
  // A case won that is not yet paid: collecting the judgment.
  [
    /\b(won|win|got|have|obtained)\s+(a\s+|the\s+|my\s+|our\s+)?(judgment|judgement|small claims (case|suit)|default judgment)\b|\bwon\s+(in\s+small claims|my (small claims )?case|the (small claims )?case|in court)\b/i,
    ['collect', 'judgment', 'garnish', 'debtor'],
  ],
];
const CONCEPT_WEIGHT = 0.5;

/** A concept marked so is a situation of the field itself: a message that describes it is not declined. */
type Situation = 'situation';

/** The message describes one of the field's own situations (see CONCEPTS). */
function describesSituation(text: string): boolean {
  return CONCEPTS.some(([cue, , kind]) => kind === 'situation' && cue.test(text));
}

/** The weight (query weight × IDF × specificity) of each word a follow-up asks about itself. */
function focusOf(index: KnowledgeIndex, query: Map<string, number>, stems: string[]): Map<string, number> {
  return new Map(stems.map((t) => [t, (query.get(t) ?? 0) * index.idf(t) * specificity(t)]));
}

function conceptsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const [cue, terms] of CONCEPTS) if (cue.test(text)) for (const t of terms) out.add(stem(t));
  return out;
}

/** The topic weight of the latest question a follow-up carries, and of the one before it. */
const LAST_TOPIC_WEIGHT = 0.6;
const OLDER_TOPIC_WEIGHT = 0.3;

/**
 * The earlier questions a follow-up carries, latest first, each with its weight: the latest, and
 * the one before it at half that. (Carrying a whole chain of follow-ups back to the question that
 * opened it, at full or decaying weight, was tried for decision 0066 and gained nothing on any
 * development part: the opening question's words diluted the latest ones.)
 */
function carriedTopics(topics: readonly string[]): { text: string; weight: number }[] {
  return topics.slice(0, 2).map((text, i) => ({ text, weight: i === 0 ? LAST_TOPIC_WEIGHT : OLDER_TOPIC_WEIGHT }));
}

/** The section a question in the domain that no section covers well is answered with. */
export const GENERAL_SECTION = 'where-to-start';
/** The section a message that speaks of suicide is answered with first. */
export const CRISIS_SECTION = 'suicide-crisis';

// "No" said as an answer (say no, said no, tells me no), and any other negation in a message.
const SAID_NO = /\b(say|says|said|saying|tell|tells|told|answer|answers|answered)( (me|us|him|her|them))? no\b/i;
const EVERY_SAID_NO = new RegExp(SAID_NO.source, 'gi');
const OTHER_NEGATION = /\b(no|not|never|none|nothing|nobody|cannot|without)\b|n't\b|\b(dont|cant|wont|didnt|doesnt|isnt)\b/i;

export function retrieve(
  index: KnowledgeIndex,
  turns: ChatTurn[],
  threshold = RELEVANCE_THRESHOLD,
  safetyThreshold = Math.min(threshold, SAFETY_RELEVANCE_THRESHOLD),
  evidenceThreshold = EVIDENCE_THRESHOLD,
  domainGateUsed: DomainGate = domainGate(),
): Retrieval {
  // Compounds written as the knowledge base writes them ("bodycam", "body cam" → "body camera"; compounds.ts).
  const conversation = readConversation(turns.map((t) => (t.role === 'user' ? { ...t, content: fieldCompounds(t.content) } : t)));
  const { question } = conversation;
  const previousAnswer = conversation.lastAnswer;
  // A misspelt word is read as the word it stands for ("restrainig" as restraining; domain-gate.ts).
  const ownStems = contentStems(withoutPlaces(withoutParticulars(question))).map((t) => domainModel().spelling(t));
  // The topic: the questions answered before, the latest weighing most.
  const [lastTopic] = conversation.topics;

  const query = bag(ownStems);
  // "No" as the word someone says ("what if they say no?") is an answer, not a negation: alone it is
  // no term to look for (every section that says "not" would match it).
  if (SAID_NO.test(question) && !ownStems.some((t) => t !== 'not') && !OTHER_NEGATION.test(question.replace(EVERY_SAID_NO, ' ')))
    query.delete('not');
  // A follow-up leans on what came before: a back-reference ("can they do that?"), a continuation
  // ("what about…", "update: …") or a fragment. Its own words keep full weight; the earlier
  // questions' words come back at a lower weight so the topic carries over.
  const leansBack =
    lastTopic !== undefined &&
    !conversation.newSubject &&
    (ownStems.length <= 2 ||
      conversation.refersBack ||
      (ownStems.length <= 6 && (FOLLOW_UP_CUE.test(question) || conversation.asksNothing)));
  // A message that names a state of its own, refers to nothing before it and whose own words are a
  // question in scope by themselves ("can I record a phone call in California?", "is it legal to
  // record a call in Texas?" after being followed home) is a new question asked there; one that
  // asks the same thing somewhere else ("what about if I call from Virginia?", "what if I move to
  // New Jersey, does that change?") is a follow-up.
  const namesItsPlace = conversation.places.length > 0 && !conversation.placesCarried;
  // How well the message's own words alone are covered (1 when it has none): ranked once, when
  // first asked, for the new-question test here and the follow-up's scope below.
  let ownCoverage: number | undefined;
  const ownRelevance = (): number => {
    if (ownCoverage === undefined) {
      const own = bag(ownStems);
      ownCoverage = own.size === 0 ? 1 : bestCoverage(index.rank(own, expand(own)));
    }
    return ownCoverage;
  };
  const ownQuestion = (): boolean => ownStems.length >= 3 && ownRelevance() >= RELEVANCE_THRESHOLD;
  const followUp = leansBack && !(namesItsPlace && !conversation.refersBack && ownQuestion());
  // A follow-up that names a state of its own asks the same question somewhere else: the topic
  // leads, not the words around the place.
  const movesTheQuestion = namesItsPlace;
  if (followUp) {
    for (const [t, w] of query) query.set(t, w * (movesTheQuestion ? 1 : 1.5));
    const carried = movesTheQuestion ? 1 : 0.6;
    for (const [i, topic] of carriedTopics(conversation.topics).entries()) {
      const w = i === 0 ? carried : topic.weight;
      for (const t of contentStems(withoutPlaces(withoutParticulars(topic.text)))) query.set(t, Math.max(query.get(t) ?? 0, w));
    }
  }

  const expansions = expand(query);
  // What the message asks in words that name no term of the field ("I don't know where he lives
  // now", "what if I just don't go?"): the terms join the ranking, not the gate.
  const concepts = conceptsIn(question);
  const refuge = asksForRefuge(question, lastTopic);
  if (refuge) for (const t of REFUGE_TERMS) concepts.add(stem(t));
  for (const t of concepts) {
    if (query.has(t)) continue;
    query.set(t, CONCEPT_WEIGHT);
    expansions.set(t, t);
  }
  // The matter's own unnamed terms carry with it ("my 9 year old" is still a child two questions on).
  if (followUp)
    for (const topic of carriedTopics(conversation.topics))
      for (const t of conceptsIn(topic.text)) {
        if (query.has(t)) continue;
        query.set(t, Math.min(CONCEPT_WEIGHT, topic.weight));
        expansions.set(t, t);
      }

  // The jurisdiction holds for the whole conversation until another is named.
  const places = conversation.places;

  // A section written for the other side of the user's matter goes last (never the answer).
  const focus = followUp && !movesTheQuestion ? focusOf(index, query, [...ownStems.filter((t) => t !== 'not'), ...concepts]) : undefined;
  const ranked = leadWithTheMatter(
    index,
    keepTheMatter(index.rerank(index.rank(query, expansions), query, undefined, focus), focus, ownStems.length),
    focus,
    conversation.refersBack,
  )
    .map((r, i) => ({ r, i, away: otherSide(r.section.audience, conversation.roles) }))
    .sort((a, b) => Number(a.away) - Number(b.away) || a.i - b.i)
    .map(({ r }) => r);
  // Someone following, watching or threatening the asker makes them the one it is done to: a section
  // written for one side that they have not said is theirs (the claimant whom an insurer films) does
  // not lead the answer; the first section that is not such one does ("a van parked outside my house").
  if (readSafety(question).threat && ranked.length > 1) {
    const unclaimed = (r: RankedSection) => r.section.audience !== undefined && !conversation.roles.has(r.section.audience);
    const lead = ranked.slice(0, 3).findIndex((r) => !unclaimed(r));
    if (unclaimed(ranked[0]!) && lead > 0) ranked.unshift(...ranked.splice(lead, 1));
  }
  const away = new Set(ranked.filter((r) => otherSide(r.section.audience, conversation.roles)).map((r) => r.section));
  const greeting = GREETING.test(question);
  // Danger words count when the threat reader finds someone's safety at stake (threat.ts): "who
  // killed him in the movie?" or "kill the weeds" is not danger.
  const reading = readSafety(question);
  const inDanger = (text: string) => (DANGER.test(withoutAccusations(text)) && readSafety(text).safety) || violenceAtHome(text);
  // A follow-up that asks nothing of its own, or only "what can I do?", asks about the matter before
  // it, danger included ("my boyfriend choked me tonight" → "the courthouse is closed, what can I
  // do?"); one that names a subject of its own ("can I record him when he yells?") is that subject.
  const dangerCarried = followUp && (conversation.openAsk || conversation.asksNothing) && inDanger(lastTopic!);
  const danger = (DANGER.test(withoutAccusations(question)) && reading.safety) || violenceAtHome(question) || refuge || dangerCarried;
  let relevance = bestCoverage(ranked);
  let leans = false;
  if (followUp) {
    // A follow-up is within scope when its own words are, and the question it follows was:
    // "and can I use it in court?" after a recording question need not cover both at once.
    const before = bag(contentStems(withoutPlaces(withoutParticulars(lastTopic!))));
    const beforeRelevance = bestCoverage(index.rank(before, expand(before)));
    relevance = Math.max(relevance, Math.min(ownRelevance(), beforeRelevance));
    // One that refers back to an answered question is answered from its topic, unless its own
    // words plainly start something else ("also, a workout plan?": several words, none ours).
    leans =
      STILL_ASKS.test(question) ||
      (conversation.refersBack || ownStems.length <= 2 ? ownStems.length < 3 || ownRelevance() >= OWN_FLOOR : false);
  }
  // Personal safety, from what the message says (threat.ts): a threat, harm, a weapon, pursuit or
  // control is answered (with the safety steps) whatever else it asks; fear alone adds the steps.
  const threatened = reading.safety || threatToAsker(question);
  const pursued =
    reading.threat || (PURSUED.test(withoutAccusations(question)) && FIRST_PERSON.test(question) && !animalAgentOnly(question));
  const gate = ranked[0]?.section.safety || threatened ? safetyThreshold : threshold;
  const evidence = matchedWeight(index, ranked, query);
  // The gate decides by domain, not by coverage (decision 0046): a question about investigations,
  // legal process or safety is answered even when no section covers it well. A follow-up is in the
  // domain when its own words lean that way and the question it follows was.
  const asked = withoutPlaces(withoutParticulars(question));
  const verdict = domainGateUsed.judge({
    stems: questionStems(asked),
    compounds: nounCompounds(asked),
    followUp,
    topicStems: followUp ? questionStems(withoutPlaces(withoutParticulars(lastTopic!))) : undefined,
    coverage: relevance,
  });
  const domain = verdict.read.score;
  // A place and a state table's own subject ("record… in Ohio") is answered from that table, which
  // is knowledge too, however little of the question the sections cover, when the question leans to
  // the domain at half the gate's bar ("track my package to Ohio" does not).
  const asksATable = places.some((p) => p.kind === 'state') && tablesFor(query, []).length > 0 && verdict.tableLeans;
  const inDomain = verdict.inDomain;
  // A message of one word or none ("two", "reach me at …") gives no evidence either way: it is not
  // declined unless that word is another subject's.
  const unsure = verdict.unsure;
  // A wrong done to the asker (a theft, damage, a child bullied) is ours however everyday its words.
  const wronged = wrongedAsker(question);
  // Someone not heard from for days, kept from their family, or who knows what the asker said only
  // in private is ours whatever the words around it (CONCEPTS).
  const situation = describesSituation(question);
  // Someone recording, filming or tracking a person is surveillance, ours whatever the person is; so
  // is the asker getting into another person's phone, messages or accounts (the 'monitoring' side).
  const watching = !inDomain && (watchesAPerson(question) || rolesIn([question]).has('monitoring'));
  const offTopic = !greeting && !danger && !pursued && !wronged && !situation && !watching && !asksATable && !leans && !inDomain && !unsure;
  const weak = !offTopic && relevance < gate && evidence < evidenceThreshold;

  const cited: KnowledgeSection[] = [];
  const general = index.byId.get(GENERAL_SECTION);
  if (!offTopic && weak) {
    // The closest sections that share the question's subject, then the general first steps.
    for (const r of ranked.slice(0, 3)) {
      if (cited.length === 2) break;
      if (!away.has(r.section) && r.section !== general && r.coverage > 0) cited.push(r.section);
    }
    if (general) cited.push(general);
  } else if (!offTopic && ranked.length) {
    const top = ranked[0]!;
    for (const r of ranked.slice(0, 4)) {
      if (cited.length === 3) break;
      if (away.has(r.section) && r !== top) continue;
      // Beside the first, a follow-up's section must keep something of the matter it continues: one
      // that matches only the new words ("what does that cost?" → investigators' rates, after a
      // restraining order) answers another question.
      if (r !== top && focus && topicShare(top, focus) > 0 && topicShare(r, focus) === 0) continue;
      if (r === top || (r.score >= top.score * 0.45 && r.coverage >= gate * 0.8)) cited.push(r.section);
    }
  }
  // Safety first: when someone may be in danger, the domestic-violence help section leads.
  // A section put first: first among the cited (at most three) and first in the ranking.
  const lead = (section: KnowledgeSection) => {
    const at = cited.indexOf(section);
    if (at >= 0) cited.splice(at, 1);
    cited.unshift(section);
    if (cited.length > 3) cited.pop();
    ranked.sort((a, b) => Number(b.section === section) - Number(a.section === section));
  };
  const dv = danger ? index.byId.get('domestic-violence-help') : undefined;
  if (dv) lead(dv);

  // Someone speaking of suicide, theirs or another's: the crisis section leads, before any other.
  const crisis = !offTopic && speaksOfSuicide(question) ? index.byId.get(CRISIS_SECTION) : undefined;
  if (crisis) lead(crisis);

  // A jurisdiction carried from earlier turns answers only a question that needs a table by its own words.
  const tables = places.length ? (conversation.placesCarried && !followUp ? tablesFor(bag(ownStems), []) : tablesFor(query, cited)) : [];
  // A table's facts come with the general section on their subject ("how do I get one in
  // California?" after a question about moving is still about getting an order), unless that section
  // is written for the other side of the user's matter.
  for (const table of tables) {
    const anchor = TABLE_SECTION[table] ? index.byId.get(TABLE_SECTION[table]!) : undefined;
    if (!anchor || offTopic || cited.length === 0 || away.has(anchor)) continue;
    // A state's own name for the order ("a PPO against my ex") says what the question is about more
    // surely than its other words: then the section leads, unless someone is in danger.
    const named = !danger && ownStems.some((t) => ORDER_NAMES.has(t));
    const at = cited.indexOf(anchor);
    if (at === 0 || (at > 0 && !named)) continue;
    if (at > 0) cited.splice(at, 1);
    else if (cited.length === 3) cited.pop();
    if (named) cited.unshift(anchor);
    else cited.push(anchor);
  }
  // A safety section adds the steps when it leads the answer; one cited beside another subject's
  // ("is Ohio a one-party state?" with the no-contact-order section third) does not.
  // …unless the user is the accused or the one an order is against: the steps (get a protective
  // order, call the hotline) are the other side's.
  const accusedSide = conversation.roles.has('accused') || conversation.roles.has('respondent');
  const safety = danger || (!offTopic && (threatened || (cited[0]?.safety === true && !accusedSide)));
  return {
    question,
    followUp,
    query,
    expansions,
    ownStems: new Set(ownStems),
    concepts,
    ranked,
    relevance,
    evidence,
    offTopic,
    domain,
    weak,
    greeting,
    danger,
    safety,
    places,
    tables,
    cited,
    ...(previousAnswer ? { previousAnswer } : {}),
    conversation,
  };
}
