// The assistant's language layer: wink-nlp (with its bundled English lite model, no downloads)
// splits text into sentences and tokens and stems words with its Porter2 stemmer. The model is
// loaded once per process, on first use (~0.1 s); a question then costs well under a millisecond.
import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;
// wink's own typings declare its.stem with the wrong parameter list; it is a token helper.
const stemOf = (n: Nlp) => n.its.stem as unknown as ItsFunction<string>;

function load(): Nlp {
  // Sentence boundaries only: part-of-speech tagging would double the cost of reading a text,
  // and the one homograph that matters is told apart by its neighbours (see isRecordVerb).
  nlp ??= winkNLP(model, ['sbd']);
  return nlp;
}

let tagger: Nlp | undefined;
/** With parts of speech, for the few readings that need them (nounCompounds): loaded on first use. */
function loadTagger(): Nlp {
  tagger ??= winkNLP(model, ['sbd', 'pos']);
  return tagger;
}

// One homograph matters more than any other here: to record (audio, consent laws) and records
// (documents). Porter2 gives both "record"; the verb and its -ing/-ed/-er forms get their own stem.
const RECORDING_FORMS = new Set(['recording', 'recordings', 'recorded', 'recorder', 'recorders']);
const RECORDING_STEM = 'recording';
// Other words Porter2 folds into a different word of this domain ("deposition" → "deposit").
const FIXED_STEMS = new Map([
  ['deposition', 'deposition'],
  ['depositions', 'deposition'],
  ['deposed', 'deposition'],
  // "PIs", "P.I." and "P.I.s" are the investigator's "PI".
  ['pis', 'pi'],
  ['p.i.', 'pi'],
  ['p.i.s', 'pi'],
]);
// Shorthand of chat and text messages, read as the word it stands for ("background chk", "my bf",
// "txts from my ex"), and the Spanish words of the field a mixed question often keeps ("orden de
// restricción", "custodia", "abogado"): each is stemmed as its English word.
const WRITTEN_FOR = new Map([
  ['chk', 'check'],
  ['chks', 'checks'],
  ['bkgd', 'background'],
  ['bkgrnd', 'background'],
  ['govt', 'government'],
  ['atty', 'attorney'],
  ['attys', 'attorneys'],
  ['ppl', 'people'],
  ['bf', 'boyfriend'],
  ['gf', 'girlfriend'],
  ['hubby', 'husband'],
  ['msg', 'message'],
  ['msgs', 'messages'],
  ['txt', 'text'],
  ['txts', 'texts'],
  ['txted', 'texted'],
  ['acct', 'account'],
  ['mgr', 'manager'],
  ['dept', 'department'],
  ['orden', 'order'],
  ['ordenes', 'orders'],
  ['órdenes', 'orders'],
  ['restriccion', 'restraining'],
  ['restricción', 'restraining'],
  ['alejamiento', 'restraining'],
  ['proteccion', 'protection'],
  ['protección', 'protection'],
  ['abogado', 'lawyer'],
  ['abogada', 'lawyer'],
  ['custodia', 'custody'],
  ['demanda', 'lawsuit'],
  ['acoso', 'harassment'],
  ['violencia', 'violence'],
  ['domestica', 'domestic'],
  ['doméstica', 'domestic'],
  ['corte', 'court'],
  ['tribunal', 'court'],
  ['investigador', 'investigator'],
  ['privado', 'private'],
  ['denuncia', 'report'],
  ['policia', 'police'],
  ['policía', 'police'],
]);
// "record a call", "to record my boss", "can I record": the word before or after makes it the verb.
const BEFORE_VERB = new Set([
  'to',
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'can',
  'could',
  'may',
  'might',
  'should',
  'will',
  'would',
  'must',
  'not',
  'did',
  'do',
  'does',
  'and',
  'or',
  'secretly',
  'legally',
]);
const AFTER_VERB = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'his',
  'her',
  'their',
  'our',
  'this',
  'that',
  'these',
  'those',
  'it',
  'them',
  'him',
  'me',
  'us',
  'someone',
  'anyone',
  'everyone',
  'calls',
  'call',
  'conversations',
  'conversation',
  'audio',
  'video',
  'phone',
  'meetings',
  'what',
]);
function isRecordVerb(normals: string[], i: number): boolean {
  return BEFORE_VERB.has(normals[i - 1] ?? '') || AFTER_VERB.has(normals[i + 1] ?? '');
}

const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be been before being both but by can could did do does doing done ' +
    'for from get gets getting got had has have having he her here hers herself him himself his how i if in into is it its itself ' +
    'just let lets me might mine more most much must my need needs of on once only or other our ours out over own please ' +
    'same she should so some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up us very was way we were what whats when where which while who whom whose why will with would you your ' +
    'yours im ive id ill youre dont cant wont want wants wanted know tell help think really thing things someone ' +
    'somebody something anyone anything everything hi hello hey thanks thank okay ok yes yeah well like go going gonna ' +
    // "may" is a verb in a question far more often than the month. ("myself" and "yourself" are
    // not stop words: "can I serve them myself?", "represent yourself" ask who does it.)
    'able maybe actually lot lots say said says one ones even still ever many may ' +
    // Light verbs and fillers that say nothing about the topic ("put a camera", "the best way").
    'put puts take takes make makes made use using used give keep come see look try seem feel happen happens ' +
    'best good better new old today now currently'
  ).split(' '),
);

// "What can a PI not do?" is a different question from "what can a PI do?": keep the negation.
const NEGATIONS = new Set(['not', 'no', 'never', 'cannot', 'without']);

export interface Token {
  /** The word as written. */
  text: string;
  /** Lower-case normal form ("n't" → "not"). */
  normal: string;
  /** Porter2 stem of the normal form, or "not" for a negation. */
  stem: string;
  /** A stop word, punctuation or symbol: carries no topic. */
  stop: boolean;
}

// Numbers, e-mail addresses, URLs and the like say nothing about the topic of a question (and
// in a case description they are often personal data): only words count.
function keep(type: string): boolean {
  return type === 'word' || type === 'hashtag';
}

/**
 * The stem of the word a token stands for: its entry in WRITTEN_FOR, or the word wink's own
 * normal form spells out ("chk" → check, "neighbour" → neighbor, "licence" → license), stemmed as
 * that word.
 */
function writtenFor(n: Nlp, value: string, normal: string): string | undefined {
  // A normal form shorter than the word is wink's own shorthand ("through" → "thru"): the word stays.
  const spelledOut = normal !== value.toLowerCase() && normal.length >= value.length - 1 && /^[a-z]{3,}$/.test(normal);
  const word = WRITTEN_FOR.get(normal) ?? (spelledOut ? normal : undefined);
  return word === undefined ? undefined : stemWord(n, word);
}

/** Porter2 stem of one plain word. */
function stemWord(n: Nlp, word: string): string {
  return ((n.readDoc(word).tokens().out(stemOf(n)) as string[])[0] ?? word).toLowerCase();
}

/** Every token of a text, with its stem and whether it carries meaning. */
export function tokenize(text: string): Token[] {
  return read(load(), text);
}

function read(n: Nlp, text: string, tags?: string[]): Token[] {
  const its = n.its;
  const doc = n.readDoc(text);
  if (tags) tags.push(...(doc.tokens().out(its.pos) as string[]));
  const values = doc.tokens().out(its.value) as string[];
  const normals = doc.tokens().out(its.normal) as string[];
  const stems = doc.tokens().out(stemOf(n)) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const out: Token[] = [];
  for (let i = 0; i < values.length; i++) {
    const normal = normals[i]!;
    const negation = NEGATIONS.has(normal);
    const stem = negation
      ? 'not'
      : RECORDING_FORMS.has(normal) || (normal === 'record' && isRecordVerb(normals, i))
        ? RECORDING_STEM
        : (FIXED_STEMS.get(normal) ?? writtenFor(n, values[i]!, normal) ?? stems[i]!.toLowerCase());
    // The possessive "'s" ("kid's", "an adult's") is a word to the tokenizer, but no word of a topic.
    const possessive = /^['’]s?$/.test(normal);
    const stop =
      !negation &&
      (!keep(types[i]!) ||
        possessive ||
        (STOP_WORDS.has(normal.replace(/['’]/g, '')) && !willAsNoun(normals, i)) ||
        normal.length < 2 ||
        soonAsConjunction(normals, i));
    out.push({ text: values[i]!, normal, stem, stop });
  }
  return out;
}

// "Will" after a determiner or a possessive is the document ("contest my grandfather's will", "what
// if there's no will?", "a copy of the will"), a word of the subject; elsewhere it is the auxiliary.
const NOUN_BEFORE_WILL = new Set([
  "'s",
  '’s',
  's',
  'the',
  'a',
  'his',
  'her',
  'my',
  'their',
  'our',
  'your',
  'no',
  'whose',
  'living',
  'last',
  'new',
  'valid',
  'original',
]);
function willAsNoun(normals: readonly string[], i: number): boolean {
  return normals[i] === 'will' && i > 0 && NOUN_BEFORE_WILL.has(normals[i - 1]!);
}

// "As soon as" is a conjunction ("call the police as soon as you can"): its "soon" says nothing of
// a subject, in a question or in a section.
function soonAsConjunction(normals: readonly string[], i: number): boolean {
  return normals[i] === 'soon' && normals[i - 1] === 'as' && normals[i + 1] === 'as';
}

// A question of measure ("how long does a background check take?", "how soon can I file?") asks
// for a duration, a distance or a frequency of its subject: the measure word is the question's
// frame, as "how much" and "how many" are, and says nothing of what the question is about, though
// it does say which of a subject's passages answers it ("how long does it last?").
const MEASURE_WORDS = new Set(['long', 'soon', 'often', 'far', 'quickly', 'fast', 'early', 'late']);

/** The stems that say what a question is about: its content stems less a question of measure's frame ("how long"). */
export function subjectStems(text: string): string[] {
  const tokens = tokenize(text);
  return contentOf(tokens.filter((t, i) => !(MEASURE_WORDS.has(t.normal) && tokens[i - 1]?.normal === 'how')));
}

/** The stems that carry meaning, in order (repeats kept, for term frequencies). */
export function contentStems(text: string): string[] {
  return contentOf(tokenize(text));
}

function contentOf(tokens: readonly Token[]): string[] {
  return tokens
    .filter((t) => !t.stop)
    .flatMap((t) => (t.normal.includes('-') && /^[a-z]{2,}(-[a-z]{2,})+$/.test(t.normal) ? hyphenParts(t.normal) : [t.stem]));
}

// "ex-husband", "co-parent", "follow-up": the parts carry the meaning the whole word hides.
function hyphenParts(word: string): string[] {
  return word
    .split('-')
    .flatMap((part) => tokenize(part))
    .filter((t) => !t.stop || t.normal === 'ex')
    .map((t) => t.stem);
}

// Phones and word processors type curly quotes and apostrophes ("won’t", "my daughter’s", “him”);
// the readers are written for the plain ones a keyboard gives.
const CURLY_SINGLE = /[\u2018\u2019\u201A\u201B\u2032]/g;
const CURLY_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;

/** The text with typographic quotes and apostrophes as plain ones ("won’t" → "won't"). */
export function plainQuotes(text: string): string {
  return text.replace(CURLY_SINGLE, "'").replace(CURLY_DOUBLE, '"');
}

// Contractions typed without their apostrophe, written back with it: those that are no other word
// ("hes", "dont", "im") and two that are rare words beside the contraction ("wont", "cant"); not
// "ill", "were", "its", "well", "shell", "hell" or "lets", which are everyday words.
const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  hes: "he's",
  shes: "she's",
  im: "i'm",
  ive: "i've",
  youre: "you're",
  theyre: "they're",
  theyve: "they've",
  weve: "we've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  whos: "who's",
};
const BARE_CONTRACTION = new RegExp(String.raw`\b(${Object.keys(BARE_CONTRACTIONS).join('|')})\b`, 'gi');

/** A conversation with each of the user's messages read through `plainTyping` (the assistant's own left as they are). */
export function plainUserTurns<T extends { role: string; content: string }>(turns: readonly T[]): T[] {
  return turns.map((t) => (t.role === 'user' ? { ...t, content: plainTyping(t.content) } : t));
}

/**
 * What the user typed as the readers expect it: plain quotes and apostrophes, and contractions typed
 * without the apostrophe given it back ("hes been following me" → "he's been following me"; the
 * first letter's case kept).
 */
export function plainTyping(text: string): string {
  return plainQuotes(text).replace(BARE_CONTRACTION, (word) => {
    const full = BARE_CONTRACTIONS[word.toLowerCase()]!;
    return word[0] === word[0]!.toUpperCase() && word[0] !== word[0]!.toLowerCase() ? full[0]!.toUpperCase() + full.slice(1) : full;
  });
}

// A dot inside a web or mail address ("ReportFraud.ftc.gov", "988lifeline.org") is not a sentence
// end: it is swapped for a character the splitter keeps inside a word, and swapped back after.
const ADDRESS_DOT = /(?<=[\w-])\.(?=[A-Za-z0-9][\w-]+)/g;
const KEPT_DOT = '\u00B7'; // MIDDLE DOT

/** The text cut into sentences. */
export function sentences(text: string): string[] {
  const n = load();
  const masked = text.replace(ADDRESS_DOT, KEPT_DOT);
  return (n.readDoc(masked).sentences().out() as string[]).map((s) => s.replaceAll(KEPT_DOT, '.').trim()).filter(Boolean);
}

// The parts of speech a noun compound is made of: nouns (the last one its head) and, before the
// head, adjectives and numbers' words ("domestic violence", "car accident report", "stock warrant").
const COMPOUND_HEAD = new Set(['NOUN', 'PROPN']);
const COMPOUND_MODIFIER = new Set(['NOUN', 'PROPN']);

/**
 * The noun compounds of a text, each as its content stems in order, the last its head: a run of
 * two or more words that carry meaning, tagged by wink as nouns (or adjectives before a noun) and
 * ending on a noun ("a stock warrant and a call option" → [stock, warrant], [call, option]; "the
 * car accident report" → [car, accid, report]). A hyphenated word, a number or a stop word ends a
 * run. In English the head says what the compound is: a
 * "custody fee" is a fee, "phone records" are records.
 */
export function nounCompounds(text: string): string[][] {
  const tags: string[] = [];
  const tokens = read(loadTagger(), text, tags);
  const out: string[][] = [];
  let run: { stem: string; tag: string }[] = [];
  const close = () => {
    // A run ends on its last noun: adjectives after it are not part of the compound.
    while (run.length > 0 && !COMPOUND_HEAD.has(run[run.length - 1]!.tag)) run.pop();
    if (run.length >= 2) out.push(run.map((m) => m.stem));
    run = [];
  };
  tokens.forEach((t, i) => {
    const tag = tags[i] ?? '';
    if (!t.stop && t.stem !== 'not' && COMPOUND_MODIFIER.has(tag) && /^[a-z][a-z']*[a-z]$/.test(t.normal)) run.push({ stem: t.stem, tag });
    else close();
  });
  close();
  return out;
}

/** Porter2 stem of one word ("tracking", "tracked" and "tracks" all give "track"). */
export function stem(word: string): string {
  return tokenize(word)[0]?.stem ?? word.toLowerCase();
}

/** Loads the model now rather than on the first question. */
export function warmUp(): void {
  load();
}
