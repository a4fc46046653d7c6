// Clause structure from wink's part-of-speech tags: each sentence is cut into clauses around its
// verb chains; each clause gets its verb, whether that verb is negated or passive, its subject
// (the noun phrase before the verb that is not inside a prepositional phrase), its object and
// prepositional phrases, and the clause it completes ("Maria said | she saw the other man …").
// Who did what, and whether it was denied, is read from here, never from keywords alone.
import { NEGATORS, PERCEIVED_PASSIVE, SAY_VERBS } from './lexicon.js';
import type { Sentence, Token } from './nlp.js';

export interface NP {
  start: number;
  /** Exclusive. */
  end: number;
  /** The head token (the last noun, name or pronoun). */
  head: number;
  /** Starts with a negating determiner ("no fingerprints", "nobody"). */
  negative: boolean;
}

export interface Clause {
  sentence: Sentence;
  index: number;
  start: number;
  /** Exclusive. */
  end: number;
  /** The word that opened the clause ('' for the first clause or a bare complement). */
  link: string;
  /** Token indices of the verb chain ("did not admit", "has been charged"). */
  chain: number[];
  /** The head verb's token index, or -1 for a verbless clause. */
  verb: number;
  /** Lemmas of the chain's main verbs, head first ("agree", "testify"). */
  lemmas: string[];
  /** "up", "over", "out" after the verb. */
  particle?: string;
  negated: boolean;
  passive: boolean;
  subjects: NP[];
  /** The subject was taken from the previous clause ("…and then admitted it"). */
  inheritedSubject: boolean;
  object?: NP;
  /** Every noun phrase after the verb that is not inside a prepositional phrase ("sent me | 60 texts"). */
  objects: NP[];
  /** The "by" phrase of a passive. */
  agent?: NP;
  pps: { prep: string; np: NP }[];
  /** The clause this one depends on (complement, relative or adverbial clause). */
  parent?: Clause;
  relative: boolean;
}

const CAUSATIVE = new Set(['let', 'make', 'help', 'allow', 'have', 'force', 'watch', 'see', 'hear', 'stop', 'keep']);
const TIME_NOUNS =
  /^(?:week|weeks|day|days|month|months|year|years|night|nights|morning|evening|afternoon|weekend|time|hour|hours|minute|minutes|today|yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|fall)$/;
const NP_TAGS = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
const NEGATIVE_DETERMINERS = new Set(['no', 'nobody', 'none', 'nothing', 'neither', 'zero', 'never']);
const RELATIVE = new Set(['who', 'whom', 'whose', 'which', 'that']);
const NOMINATIVE = new Set(['i', 'he', 'she', 'we', 'they']);
const SUBORDINATORS = new Set([
  'because',
  'after',
  'before',
  'when',
  'while',
  'since',
  'although',
  'though',
  'if',
  'unless',
  'until',
  'once',
  'whereas',
  'whether',
  'where',
  'as',
  'so',
  'despite',
]);
/** Participles spelled as their verb ("got hit", "got cut", "got hurt"). */
const SAME_PARTICIPLE = new Set([
  'hit',
  'cut',
  'hurt',
  'put',
  'shut',
  'set',
  'let',
  'quit',
  'split',
  'spread',
  'burst',
  'cast',
  'shed',
  'slit',
]);
const RELATIVE_ASIDE = new Set(['who', 'which']);
const COORDINATORS = new Set(['and', 'but', 'or', 'yet', 'nor', 'then']);
const BOUNDARY_PUNCT = new Set([';', ':', ',', '—', '–', '--', '(', ')', '"', '“', '”', '-']);
const PARTICLES = new Set(['up', 'over', 'out', 'off', 'down', 'away', 'back']);

/** Words after which a clause without "that" is the verb's complement ("admitted he had two beers"). */
const COMPLEMENT_TAKING = new Set([
  // Verbs of saying take a clause ('she said he hit her'), but not 'point' ('pointed the gun at him') ...
  ...[...SAY_VERBS].filter((verb) => verb !== 'point'),
  // ... and so do these of wanting, fearing, ordering and finding out.
  'watch',
  'observe',
  'feel',
  'fear',
  'worry',
  'understand',
  'witness',
  'discover',
  'decide',
  'expect',
  'hope',
  'want',
  'suspect',
  'accuse',
  'complain',
  'recommend',
  'order',
  'rule',
  'request',
  'propose',
  'prefer',
  'wish',
]);

function isVerbLike(t: Token): boolean {
  return t.pos === 'VERB' || t.pos === 'AUX';
}

/** An -ing/-ed verb between a determiner and a noun modifies the noun ("the threatening texts", "a restraining order"). */
function isAttributive(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.pos !== 'VERB') return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!next || !(next.pos === 'NOUN' || next.pos === 'PROPN')) return false;
  if (!/(?:ing|ed|en)$/.test(t.lower)) return false;
  // "receiving stolen property": a participle before its noun.
  if (/(?:ed|en)$/.test(t.lower) && t.lower !== t.lemma && prev && (prev.pos === 'VERB' || prev.pos === 'ADP' || prev.pos === 'CCONJ'))
    return true;
  return (
    !!prev &&
    (prev.pos === 'DET' ||
      prev.pos === 'ADJ' ||
      prev.pos === 'NUM' ||
      (prev.pos === 'PRON' && POSSESSIVE_DETERMINERS.has(prev.lower)) ||
      prev.lower === "'s" ||
      prev.pos === 'ADP')
  );
}

/** Whether token i belongs in a noun phrase. */
function inNP(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (NP_TAGS.has(t.pos)) {
    // "that" as a determiner only before a noun.
    if (t.pos === 'DET' && RELATIVE.has(t.lower)) return !!tokens[i + 1] && (tokens[i + 1]!.pos === 'NOUN' || tokens[i + 1]!.pos === 'ADJ');
    return true;
  }
  if (t.pos === 'PRON') return !RELATIVE.has(t.lower) || t.lower === 'this' || t.lower === 'these' || t.lower === 'those';
  if (t.pos === 'PART' && (t.lower === "'s" || t.lower === "'")) return true;
  if (t.pos === 'VERB' && isAttributive(tokens, i)) return true;
  // "14-year-old daughter": a hyphen inside a compound modifier keeps the phrase whole.
  if (
    t.text === '-' &&
    tokens[i - 1] &&
    NP_TAGS.has(tokens[i - 1]!.pos) &&
    /^(?:ADJ|NUM)$/.test(tokens[i + 1]?.pos ?? '') &&
    tokens[i - 1]!.pos !== 'DET'
  )
    return true;
  if (t.text === '-' || t.text === '&')
    return !!tokens[i - 1] && !!tokens[i + 1] && (tokens[i + 1]!.pos === 'NOUN' || tokens[i + 1]!.pos === 'PROPN');
  if (t.pos === 'ADV' && /^(?:only|just|even|also)$/.test(t.lower)) return false;
  // "Ms." and "Dr." come as PROPN; a lone "." after a title abbreviation stays in the name.
  if (
    t.text === '.' &&
    tokens[i - 1]?.cap &&
    /^(?:det|sgt|lt|ofc|dr|mr|mrs|ms|st|cpl|dep)$/i.test(tokens[i - 1]!.text) &&
    tokens[i + 1]?.pos === 'PROPN'
  )
    return true;
  return false;
}

const GIVING = new Set([
  'send',
  'give',
  'show',
  'tell',
  'text',
  'email',
  'write',
  'offer',
  'pay',
  'buy',
  'hand',
  'owe',
  'leave',
  'call',
  'message',
  'promise',
  'bring',
  'get',
  'ask',
]);

/** "sent her 60 texts": after a verb of giving, "her" is the object, not a possessive. */
export function herIsObject(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.lower !== 'her') return false;
  // "told her own brother": before "own", "her" is the possessive.
  if (tokens[i + 1]?.lower === 'own') return false;
  const prev = tokens[i - 1];
  return !!prev && prev.pos === 'VERB' && GIVING.has(prev.lemma);
}

/** Noun phrases in [from, to), split where a personal pronoun or a new determiner starts a new phrase. */
export function chunk(tokens: Token[], from: number, to: number): NP[] {
  const out: NP[] = [];
  let i = from;
  while (i < to) {
    if (!inNP(tokens, i)) {
      i++;
      continue;
    }
    const start = i;
    let j = i;
    while (j < to && inNP(tokens, j)) {
      const t = tokens[j]!;
      if (j > start) {
        const prev = tokens[j - 1]!;
        // A personal pronoun is a phrase of its own ("told him the truth").
        if (
          t.pos === 'PRON' &&
          !(POSSESSIVE_DETERMINERS.has(t.lower) && tokens[j + 1] && NP_TAGS.has(tokens[j + 1]!.pos) && !herIsObject(tokens, j))
        )
          break;
        if (prev.pos === 'PRON' && !POSSESSIVE_DETERMINERS.has(prev.lower)) break;
        if (prev.pos === 'PRON' && prev.lower === 'her' && (!NP_TAGS.has(t.pos) || herIsObject(tokens, j - 1))) break;
        // A determiner after a noun starts a new phrase ("gave the officer the keys"), and so does a
        // possessive one ("In March her daughter reported…", "gave the officer his license").
        if (t.pos === 'DET' && (prev.pos === 'NOUN' || prev.pos === 'PROPN' || prev.pos === 'NUM')) break;
        if (t.pos === 'PRON' && POSSESSIVE_DETERMINERS.has(t.lower) && (prev.pos === 'NOUN' || prev.pos === 'PROPN' || prev.pos === 'NUM'))
          break;
      }
      j++;
    }
    let head = -1;
    for (let k = j - 1; k >= start; k--) {
      const t = tokens[k]!;
      if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || t.pos === 'NUM') {
        head = k;
        break;
      }
    }
    if (head >= 0) {
      const first = tokens[start]!;
      out.push({ start, end: j, head, negative: NEGATIVE_DETERMINERS.has(first.lower) });
    }
    i = j;
  }
  return out;
}

interface Chain {
  start: number;
  /** Exclusive. */
  end: number;
  tokens: number[];
}

function verbChains(tokens: Token[]): Chain[] {
  const chains: Chain[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (!isVerbLike(t) || isAttributive(tokens, i)) {
      i++;
      continue;
    }
    const start = i;
    const members: number[] = [];
    let j = i;
    while (j < tokens.length) {
      const u = tokens[j]!;
      // "was seen hitting the man": after a passive verb of perception or recording, the -ing verb
      // is the subject's own act, a clause of its own (the "by" phrase names who saw it).
      if (members.length && perceivedAct(tokens, members, j)) break;
      if (isVerbLike(u) && !isAttributive(tokens, j)) {
        members.push(j);
        j++;
        continue;
      }
      // "did not admit", "will later testify", "agreed to testify".
      const next = tokens[j + 1];
      const next2 = tokens[j + 2];
      if ((u.pos === 'PART' || u.pos === 'ADV') && (NEGATORS.has(u.lower) || u.pos === 'ADV') && next && isVerbLike(next)) {
        members.push(j);
        j++;
        continue;
      }
      if ((u.lower === 'not' || u.lower === "n't" || u.lower === 'never') && next?.pos === 'ADV' && next2 && isVerbLike(next2)) {
        members.push(j);
        j++;
        continue;
      }
      if (u.lower === 'to' && u.pos === 'PART' && next && next.pos === 'VERB') {
        members.push(j);
        j++;
        continue;
      }
      break;
    }
    // "is not mine", "was never there": a negator after a copula or auxiliary.
    while (
      j < tokens.length &&
      (tokens[j]!.lower === 'not' || tokens[j]!.lower === "n't" || tokens[j]!.lower === 'never') &&
      members.length &&
      tokens[members[members.length - 1]!]!.pos === 'AUX'
    ) {
      members.push(j);
      j++;
    }
    chains.push({ start, end: j, tokens: members });
    i = j;
  }
  // A pre-verbal negator or adverb ("never admitted", "later confessed") belongs to the chain.
  for (const c of chains) {
    let k = c.start - 1;
    while (k >= 0 && (tokens[k]!.pos === 'ADV' || NEGATORS.has(tokens[k]!.lower)) && !(tokens[k]!.pos === 'DET')) {
      if (
        !NEGATORS.has(tokens[k]!.lower) &&
        !/ly$|^(?:later|never|also|then|still|just|even|already|allegedly|reportedly|repeatedly|immediately|once|again|often|always|subsequently|eventually|finally|now|recently|apparently|actually|only|not)$/.test(
          tokens[k]!.lower,
        )
      )
        break;
      c.tokens.unshift(k);
      c.start = k;
      k--;
    }
  }
  return chains;
}

/** Verbs of perception and recording whose passive takes the seen act as an -ing clause ("was seen hitting", "was filmed taking"). */

/** Whether the verb at j is an -ing act after a passive of perception or recording in the chain `members`. */
function perceivedAct(tokens: Token[], members: number[], j: number): boolean {
  const u = tokens[j]!;
  if (u.pos !== 'VERB' || !/ing$/.test(u.lower)) return false;
  const last = tokens[members[members.length - 1]!]!;
  const be = members.some((x) => tokens[x]!.pos === 'AUX' && (tokens[x]!.lemma === 'be' || tokens[x]!.lemma === 'get'));
  return be && last.pos === 'VERB' && last.lower !== last.lemma && !/ing$/.test(last.lower) && PERCEIVED_PASSIVE.test(last.lemma);
}

function isMarker(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.pos === 'SCONJ' || t.pos === 'CCONJ') return true;
  if (BOUNDARY_PUNCT.has(t.text)) return true;
  if (RELATIVE.has(t.lower) && (t.pos === 'PRON' || t.pos === 'DET' || t.pos === 'SCONJ')) return true;
  if (SUBORDINATORS.has(t.lower)) return true;
  if (COORDINATORS.has(t.lower)) return true;
  return false;
}

/** Cuts a sentence into clauses and reads each one's verb, subject, object and phrases. */
export function clausesOf(sentence: Sentence): Clause[] {
  const tokens = sentence.tokens;
  const chains = verbChains(tokens);
  if (chains.length === 0) {
    return [
      {
        sentence,
        index: 0,
        start: 0,
        end: tokens.length,
        link: '',
        chain: [],
        verb: -1,
        lemmas: [],
        negated: tokens.some((t) => NEGATORS.has(t.lower)),
        passive: false,
        subjects: [],
        inheritedSubject: false,
        object: undefined,
        objects: [],
        pps: ppsOf(tokens, 0, tokens.length),
        relative: false,
      },
    ];
  }
  // Boundaries between consecutive chains.
  // A sentence that opens with a subordinator ("When I opened the door he shoved it") opens with a
  // subordinate clause: its link is the subordinator, and the clause after it is the main one.
  const opener = tokens[0]!;
  const initialSub = SUBORDINATORS.has(opener.lower) && opener.lower !== 'so' && opener.lower !== 'as' && chains[0]!.start > 0;
  const starts: { at: number; link: string; marked: boolean }[] = [{ at: 0, link: initialSub ? opener.lower : '', marked: initialSub }];
  for (let k = 1; k < chains.length; k++) {
    const from = chains[k - 1]!.end;
    const to = chains[k]!.start;
    let marker = -1;
    for (let m = to - 1; m >= from; m--) {
      if (!isMarker(tokens, m)) continue;
      if (marker < 0) marker = m;
      // A comma closing an apposition ("after a neighbor, Jane Smith, called 911") leaves no subject: look further left.
      if (chunk(tokens, m + 1, to).length > 0 || tokens[m]!.pos === 'CCONJ') {
        marker = m;
        break;
      }
    }
    if (marker >= 0) {
      starts.push({ at: marker, link: tokens[marker]!.lower, marked: true });
    } else {
      // A bare complement: the new clause starts at the subject just before its verb.
      const nps = chunk(tokens, from, to);
      let last = nps[nps.length - 1];
      // "told them the man with the knife started it": the subject is "the man with the knife".
      while (
        last &&
        last.start - 1 > from &&
        tokens[last.start - 1]!.pos === 'ADP' &&
        /^(?:with|of|in|from|at)$/.test(tokens[last.start - 1]!.lower)
      ) {
        const before = nps.find((np) => np.end === last!.start - 1);
        if (!before || tokens[before.head]!.pos === 'PRON') break;
        last = { ...before, end: last.end };
      }
      const adverbsOnly = !!last && tokens.slice(last.end, to).every((t) => t.pos === 'ADV' || t.pos === 'PART');
      // "was recorded by the store camera taking the TV", "caught on camera taking it": the phrase is
      // the passive's (its agent or means), and the -ing act is the passive subject's (it starts at its verb).
      const byAgent = !!last && tokens[last.start - 1]?.pos === 'ADP' && perceivedAct(tokens, chains[k - 1]!.tokens, chains[k]!.tokens[0]!);
      if (byAgent) starts.push({ at: to, link: '', marked: false });
      else if (last && (last.end === to || adverbsOnly)) starts.push({ at: last.start, link: '', marked: false });
      else starts.push({ at: to, link: '', marked: false });
    }
  }
  const clauses: Clause[] = [];
  for (let k = 0; k < chains.length; k++) {
    const c = chains[k]!;
    const start = starts[k]!.at;
    const end = k + 1 < chains.length ? starts[k + 1]!.at : tokens.length;
    const link = starts[k]!.link;
    const verbs = c.tokens.filter((x) => tokens[x]!.pos === 'VERB');
    const head = verbs[0] ?? c.tokens.filter((x) => tokens[x]!.pos === 'AUX').pop() ?? c.tokens[c.tokens.length - 1]!;
    const lemmas = verbs.length
      ? verbs
          .map((x) => tokens[x]!.lemma)
          .filter((l, n, a) => !(n === 0 && l === 'get' && a.length > 1 && /(?:ed|en)$/.test(tokens[verbs[1]!]!.lower)))
      : [tokens[head]!.lemma];
    const auxBe = c.tokens.some((x) => tokens[x]!.pos === 'AUX' && (tokens[x]!.lemma === 'be' || tokens[x]!.lemma === 'get'));
    let headTok = tokens[head]!;
    let passive = auxBe && headTok.pos === 'VERB' && !/ing$/.test(headTok.lower) && headTok.lower !== headTok.lemma;
    // "got stabbed", "get arrested": a passive with get.
    if (!passive && verbs.length >= 2 && tokens[verbs[0]!]!.lemma === 'get') {
      const p = tokens[verbs[1]!]!;
      if ((/(?:ed|en)$/.test(p.lower) && p.lower !== p.lemma) || SAME_PARTICIPLE.has(p.lower)) {
        passive = true;
        headTok = p;
      }
    }
    // Negation: a negator in the chain, or wink's negation scope on the verb with a negator earlier in the clause.
    const chainNeg = c.tokens.some((x) => NEGATORS.has(tokens[x]!.lower));
    let winkNeg = false;
    if (headTok.neg) {
      for (let m = start; m < head; m++)
        if (NEGATORS.has(tokens[m]!.lower) || tokens[m]!.lower === 'nobody' || tokens[m]!.lower === 'no') winkNeg = true;
    }
    // Subjects: the noun phrases before the chain that are not objects of a preposition.
    const subjFrom = start + (starts[k]!.marked ? 1 : 0);
    const pre = chunk(tokens, subjFrom, c.start);
    const subjects: NP[] = [];
    for (let m = pre.length - 1; m >= 0; m--) {
      const np = pre[m]!;
      const before = tokens[np.start - 1];
      // A parenthesis ("Lily (14) saw it") or a time ("The next week she told…") is no subject.
      if (before?.text === '(' && tokens[np.end]?.text === ')') continue;
      if (TIME_NOUNS.test(tokens[np.head]!.lower) && m < pre.length - 1) continue;
      if (
        TIME_NOUNS.test(tokens[np.head]!.lower) &&
        subjects.length === 0 &&
        pre.length === 1 &&
        np.end < c.start &&
        tokens.slice(np.end, c.start).some((t) => t.pos === 'PRON')
      )
        continue;
      // A nominative pronoun is never a preposition's object: "… separated last year after he beat
      // her" (the tagger read "separated" as an adjective and "after" as a preposition) has "he" for subject.
      const nominative = subjects.length === 0 && np.end === c.start && np.end - np.start === 1 && NOMINATIVE.has(tokens[np.start]!.lower);
      if (before && before.pos === 'ADP' && np.start - 1 >= subjFrom && !nominative) {
        if (subjects.length) break;
        // "On a recorded jail call Keyonna told …": the name the phrase runs into, right before the
        // verb, is the subject, not part of the phrase.
        const run = properTail(tokens, np);
        if (m === pre.length - 1 && run !== undefined && tokens.slice(np.end, c.start).every((t) => t.pos === 'ADV')) {
          subjects.unshift({ start: run, end: np.end, head: np.end - 1, negative: false });
          break;
        }
        continue;
      }
      if (subjects.length) {
        // Coordinated subjects: "Jessica Alvarez and Priya Natarajan saw it".
        const gap = tokens.slice(np.end, subjects[0]!.start).map((t) => t.lower);
        if (!(gap.length >= 1 && gap.length <= 2 && gap.every((g) => g === 'and' || g === ',' || g === 'or'))) break;
        if (TIME_NOUNS.test(tokens[np.head]!.lower)) break;
      }
      // "grabbed my arm hard enough to leave bruises", "was too drunk to drive": an infinitive after a
      // degree phrase is the main clause's doing, and the phrase before it is no subject of its own.
      if (
        subjects.length === 0 &&
        ((tokens[c.start]?.lower === 'to' && /^(?:enough|too)$/.test(tokens[c.start - 1]?.lower ?? '') && np.end < c.start - 1) ||
          (tokens[c.start - 1]?.lower === 'to' && /^(?:enough|too)$/.test(tokens[c.start - 2]?.lower ?? '') && np.end < c.start - 2))
      )
        break;
      subjects.unshift(np);
      if (subjects.length >= 6) break;
    }
    // Apposition after the subject is part of it ("Kevin Bell, his roommate, confessed"): keep the first phrase as the head subject.
    let particle: string | undefined;
    const after = c.end;
    if (tokens[after] && PARTICLES.has(tokens[after]!.lower) && (tokens[after]!.pos === 'ADP' || tokens[after]!.pos === 'ADV')) {
      particle = tokens[after]!.lower;
    }
    const post = chunk(tokens, after, end);
    const objects: NP[] = [];
    for (const np of post) {
      const before = tokens[np.start - 1];
      if (before && before.pos === 'ADP' && np.start - 1 >= after && !(particle && np.start - 1 === after)) continue;
      if (before && before.pos === 'SCONJ') continue;
      objects.push(np);
    }
    const object = objects[0];
    const pps = ppsOf(tokens, after, end);
    const agent = passive ? pps.find((pp) => pp.prep === 'by')?.np : undefined;
    const negated = chainNeg || winkNeg || (subjects[0]?.negative ?? false) || (!!object && object.negative && !subjects.length);
    clauses.push({
      sentence,
      index: k,
      start,
      end,
      link,
      chain: c.tokens,
      verb: head,
      lemmas,
      ...(particle ? { particle } : {}),
      negated,
      passive,
      subjects,
      inheritedSubject: false,
      object,
      objects,
      agent,
      pps,
      relative: false,
    });
  }
  // "two more women, Alisha Moon and Kristen Dahl, came forward": a name list set off by commas
  // and closed by "and NAME," before the verb is one coordinated subject, its first name cut into
  // the clause before.
  for (let k = 1; k < clauses.length; k++) {
    const c = clauses[k]!;
    const prev = clauses[k - 1]!;
    const subj = c.subjects[0];
    if (c.link !== 'and' || c.subjects.length !== 1 || !subj || tokens[subj.head]?.pos !== 'PROPN') continue;
    if (tokens[subj.end]?.text !== ',' || c.chain[0] !== subj.end + 1) continue;
    const last = [...prev.objects, ...prev.subjects].sort((a, b) => b.end - a.end)[0];
    const named = (np: NP) => tokens.slice(np.start, np.end).some((t) => t.pos === 'PROPN');
    if (!last || last.end !== c.start || !named(last) || tokens[last.start - 1]?.text !== ',') continue;
    c.subjects = [last, subj];
  }
  // Links between clauses: complements, relative clauses, coordination.
  for (let k = 1; k < clauses.length; k++) {
    const c = clauses[k]!;
    const prev = clauses[k - 1]!;
    const prevLemma = prev.lemmas[prev.lemmas.length - 1] ?? '';
    const prevHead = prev.lemmas[0] ?? '';
    // The main clause after an opening subordinate one depends on nothing (the subordinate clause is
    // no statement's content either: it only sets the time or the condition).
    if (k === 1 && SUBORDINATORS.has(prev.link) && prev.start === 0 && (c.link === '' || c.link === ',')) continue;
    if (c.link === 'that' || c.link === '') {
      const prevTok = tokens[c.start - 1];
      const afterNoun = c.link === 'that' && prevTok && (prevTok.pos === 'NOUN' || prevTok.pos === 'PROPN');
      if (c.link === 'that' && afterNoun && c.subjects.length === 0) {
        c.relative = true;
        c.parent = prev;
        const ante = chunk(tokens, prev.start, c.start).pop();
        if (ante) c.subjects = [ante];
      } else if (COMPLEMENT_TAKING.has(prevLemma) || COMPLEMENT_TAKING.has(prevHead)) {
        c.parent = prev;
      } else if (c.link === '') {
        c.parent = prev;
      }
    } else if (RELATIVE.has(c.link)) {
      c.relative = true;
      c.parent = prev;
      if (c.subjects.length === 0 && c.link !== 'whose') {
        const ante = chunk(tokens, prev.start, c.start).pop();
        // "Keisha has always been the one who raises the children": after a copula, "the one" (or "the
        // person") who does it is the copula's subject.
        const onlyOne =
          !!ante &&
          (c.link === 'who' || c.link === 'that') &&
          prev.lemmas[0] === 'be' &&
          !prev.negated &&
          prev.subjects.length === 1 &&
          prev.objects.some((o) => o.start === ante.start) &&
          /^(?:one|person)$/.test(tokens[ante.head]!.lower);
        if (onlyOne) c.subjects = [prev.subjects[0]!];
        else if (ante) c.subjects = [ante];
      }
    } else if (SUBORDINATORS.has(c.link)) {
      c.parent = prev;
    } else if (
      c.link === ',' &&
      // "-ing" after any verb of perception or recording; a bare verb after one of seeing or hearing ("saw the other man, Cole, hit him").
      (isBareParticiple(c) ||
        (c.chain.length === 1 && c.verb >= 0 && prev.lemmas.some((l) => /^(?:see|watch|hear|notice|observe|witness)$/.test(l)))) &&
      c.subjects.length === 1 &&
      tokens[c.subjects[0]!.end]?.text === ',' &&
      prev.objects.some((o) => o.end === c.start) &&
      prev.lemmas.some((l) => PERCEIVED_PASSIVE.test(l))
    ) {
      // "shows another man, Cole Brandt, taking the TV": the name in apposition to the object and
      // its act are what is seen (the clause completes the one before).
      c.parent = prev;
    }
    if (c.subjects.length === 0 && !c.relative) {
      // A series of bare participles shares the subject of its first: "it shows Crystal standing in
      // the doorway so I could not get out, yelling in my face, and then punching me".
      const series = participleSubject(clauses, k);
      if (series) {
        c.subjects = series;
        c.inheritedSubject = true;
        continue;
      }
      // After an aside ("her grandson Russell, who inherits what is left, went to the DA"), the
      // verb's subject is the phrase the aside describes.
      if (c.link === ',' && !isBareParticiple(c)) {
        let w = c.start - 1;
        while (w > 0 && !(RELATIVE_ASIDE.has(tokens[w]!.lower) && tokens[w - 1]?.text === ',') && !/^[.;:]$/.test(tokens[w]!.text)) w--;
        if (w > 1 && RELATIVE_ASIDE.has(tokens[w]!.lower) && tokens[w - 1]?.text === ',') {
          const host = clauses
            .slice(0, k)
            .reverse()
            .find((x) => x.start < w - 1);
          const ante = host ? chunk(tokens, host.start, w - 1).pop() : undefined;
          if (ante) {
            c.subjects = [ante];
            c.inheritedSubject = true;
            continue;
          }
        }
      }
      // Coordinated verbs share the subject: "He ran and then admitted it". After a causative
      // ("he stopped letting me see the kids and blocked my number"), the subject is the main clause's.
      let src: Clause | undefined = prev;
      if (prev.parent && prev.link === '' && prev.parent.lemmas.some((l) => CAUSATIVE.has(l))) src = prev.parent;
      // After a subordinate clause closed by a comma ("he made new accounts after I blocked him, and
      // sent me 60 messages"), the coordinated verb continues the main clause, not the subordinate one.
      const commaBefore = tokens[c.start - 1]?.text === ',' || (tokens[c.start]?.lower === c.link && tokens[c.start - 1]?.text === ',');
      if (commaBefore && /^(?:and|or|but|then)$/.test(c.link))
        while (src && src.parent && (SUBORDINATORS.has(src.link) || src.relative)) src = src.parent;
      while (src && src.subjects.length === 0 && src.parent) src = src.parent;
      // "…, and nothing was found": a chain opened by a negative pronoun has that pronoun for subject
      // (it stands in the chain as its negator) and shares no subject with the clause before.
      const ownNegativeSubject = tokens[c.chain[0]!]?.pos === 'PRON' && NEGATIVE_DETERMINERS.has(tokens[c.chain[0]!]!.lower);
      if (src && src.subjects.length && !ownNegativeSubject) {
        c.subjects = src.subjects;
        c.inheritedSubject = true;
      }
      // "I never punched or kicked him", "he did not call or text": under "or"/"nor", the second verb
      // of a denied pair is denied too.
      if (c.inheritedSubject && (c.link === 'or' || c.link === 'nor') && prev.negated && !prev.relative && c.chain.length <= 1)
        c.negated = true;
    }
  }
  // "Marcus was seen hitting the man by Dana Ruiz": a "by" phrase after the seen act is the
  // passive's agent (who saw it), not a place of the act.
  for (let k = 0; k + 1 < clauses.length; k++) {
    const c = clauses[k]!;
    const d = clauses[k + 1]!;
    if (!c.passive || c.agent || d.parent !== c || d.link !== '' || !perceivedAct(tokens, c.chain, d.verb)) continue;
    const by = d.pps.find((pp) => pp.prep === 'by');
    if (!by) continue;
    c.agent = by.np;
    d.pps = d.pps.filter((pp) => pp !== by);
  }
  return clauses;
}

/** Where a run of proper nouns that closes a phrase after a common noun starts ("a jail call Keyonna"), if it does. */
function properTail(tokens: Token[], np: NP): number | undefined {
  if (tokens[np.end - 1]?.pos !== 'PROPN') return undefined;
  let k = np.end - 1;
  while (k > np.start && tokens[k - 1]!.pos === 'PROPN') k--;
  return k > np.start && tokens[k - 1]!.pos === 'NOUN' && /^[a-z]/.test(tokens[k - 1]!.text) ? k : undefined;
}

/** A word in -ing that reads as a participle ("yelling", "punching"; not "ring", "thing"). */
const isIngWord = (t: Token | undefined): boolean =>
  !!t &&
  /^[a-z]{3,}ing$/i.test(t.text) &&
  !/^(?:thing|nothing|something|anything|everything|morning|evening|building|ceiling|during|ring|king|wedding|clothing|bedding|parking|housing|meeting|hearing|ruling|funding|sibling|darling|earring|railing|awning|spring|string|sting|swing|wing)$/i.test(
    t.text,
  );

/** A clause that is a bare participle: one -ing verb, no auxiliary ("…, yelling in my face"). */
const isBareParticiple = (c: Clause): boolean => c.chain.length === 1 && c.verb >= 0 && isIngWord(c.sentence.tokens[c.verb]);

/**
 * The subject a bare participle takes from the series it continues: the nearest earlier bare
 * participle's, or the noun phrase a perception verb's object holds before its participle ("shows
 * Crystal standing" → Crystal). Clauses that depend on another ("so I could not get out") are
 * stepped over; a main clause with a finite verb ends the search (its subject is the usual one).
 */
function participleSubject(clauses: Clause[], k: number): NP[] | undefined {
  const c = clauses[k]!;
  if (!isBareParticiple(c) || !(c.link === ',' || COORDINATORS.has(c.link))) return undefined;
  const tokens = c.sentence.tokens;
  for (let j = k - 1; j >= 0 && j >= k - 4; j--) {
    const p = clauses[j]!;
    if (isBareParticiple(p)) return p.subjects.length ? p.subjects : undefined;
    // "shows Crystal standing": the tagger made the participle a noun of the object.
    const o = p.object;
    if (o && o.end - o.start >= 2 && isIngWord(tokens[o.end - 1]) && ['PROPN', 'NOUN', 'PRON'].includes(tokens[o.end - 2]!.pos))
      return [{ start: o.start, end: o.end - 1, head: o.end - 2, negative: o.negative }];
    if (!p.parent) return undefined;
  }
  return undefined;
}

function ppsOf(tokens: Token[], from: number, to: number): { prep: string; np: NP }[] {
  const out: { prep: string; np: NP }[] = [];
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.pos !== 'ADP' && !(t.lower === 'than' || t.lower === 'like')) continue;
    const np = chunk(tokens, i + 1, Math.min(to, i + 9))[0];
    if (np && np.start === i + 1) out.push({ prep: t.lower, np });
  }
  return out;
}

/** The text of tokens [start, end). */
/**
 * The tokens' text, spaced by token (what the rules match); `asWritten`: spaced as the client wrote
 * it where the reader knows ("move-out", "$2,400.00"), for the words a person reads.
 */
export function spanText(tokens: Token[], start: number, end: number, asWritten = false): string {
  let s = '';
  for (let i = Math.max(0, start); i < Math.min(end, tokens.length); i++) {
    const t = tokens[i]!;
    const byToken = /^(?:[.,;:!?)]|'s|n't|')$/.test(t.text) || tokens[i - 1]?.text === '(';
    const glued = asWritten ? (t.glued ?? byToken) : byToken;
    if (i > start && !glued) s += ' ';
    s += t.text;
  }
  return s;
}

/** The clause that contains token i. */
export function clauseAt(clauses: Clause[], i: number): Clause | undefined {
  return clauses.find((c) => i >= c.start && i < c.end);
}
