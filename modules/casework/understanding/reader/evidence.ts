// The evidence of the case: each piece the text names, with its kind (from the domain's
// vocabulary), whose statement or conduct it is (the subject of the verb, the possessor of the
// noun), and its direction for or against the client, read from who did what: "his roommate
// confessed" is someone else's confession (for the client); "no fingerprints were found" is no
// evidence against; DNA that "excluded" him, video that "shows the other man throw the first
// punch", receipts that place him elsewhere are for; otherwise, in a criminal case, incriminating
// evidence is against the client. In a family case it is for whichever side it supports.
import type { Direction, EvidenceItem, EvidenceKind, Side } from '../fact-sheet.js';
import { chunk, spanText, type Clause, type NP } from './clauses.js';
import { canon, type Entity } from './entities.js';
import {
  AGGRESSOR,
  AIM_VERBS,
  ALIBI_PLACES,
  CHALLENGE,
  EVIDENCE_NOUNS,
  EXCULPATORY,
  FAULTLESS_MANNER,
  HARM_VERBS,
  PERCEIVE,
  PERSON_NOUNS,
  SEE_VERBS,
  SEEN_OR_RECORDED,
} from './lexicon.js';
import { singular, type Sentence } from './nlp.js';
import { interimOrderOfTheMatter } from './family.js';
import { hired, hirerSide, isPoliceEntity } from './people.js';
import {
  bidding,
  blamelessAct,
  actors,
  clauseText,
  shownText,
  coordinationHead,
  dependents,
  hasLemma,
  isClient,
  isReducedPassive,
  isOtherPerson,
  mentionsClient,
  mentionsOf,
  patients,
  possessor,
  ppRefs,
  quoteOf,
  refOf,
  scopeText,
  sourceOf,
  whereabouts,
  whereaboutsOfClient,
  type Reading,
  type Ref,
} from './reading.js';

/** A clause quoted in a summary, as the client wrote it: no leading punctuation or joining word, no final stop or comma. */
const snippetOf = (c: Clause) =>
  shownText(c)
    .replace(/^[,;:\s]+|[\s.,;:]+$/g, '')
    .replace(/^(?:and|but|or|so|then)\s+/i, '');

export interface EvidenceResult {
  evidence: EvidenceItem[];
  /** Statements asserted and denied, for the contradiction flag. */
  assertions: { whose: string; kind: EvidenceKind; negated: boolean; sentence: Sentence; clause: number }[];
  truncated: boolean;
}

export interface EvidenceContext {
  ids: Map<Entity, string>;
  sides: Map<string, Side>;
  /** Family: the direction of a paternity test for the client, if any stance is known. */
  paternity?: (excluded: boolean) => Direction;
  /** Family: whose violence or threats the case is about. */
  aggressor?: 'client' | 'other';
}

const BIGRAMS = new Map<string, EvidenceKind>([
  ['police report', 'records'],
  ['incident report', 'records'],
  ['cps report', 'records'],
  ['lab report', 'forensic'],
  ['lab result', 'forensic'],
  ['lab test', 'forensic'],
  ['toxicology report', 'forensic'],
  ['autopsy report', 'forensic'],
  ['text message', 'digital'],
  ['bank statement', 'records'],
  ['bank record', 'records'],
  ['credit card', 'records'],
  ['cell phone', 'digital'],
  ['phone record', 'digital'],
  ['phone data', 'digital'],
  ['phone location', 'digital'],
  ['phone extraction', 'digital'],
  ['dna test', 'forensic'],
  ['dna testing', 'forensic'],
  ['paternity test', 'forensic'],
  ['blood test', 'forensic'],
  ['breath test', 'forensic'],
  ['drug test', 'forensic'],
  ['drug screen', 'forensic'],
  ['urine test', 'forensic'],
  ['hair follicle', 'forensic'],
  ['body camera', 'video'],
  ['dash camera', 'video'],
  ['security camera', 'video'],
  ['surveillance video', 'video'],
  ['surveillance footage', 'video'],
  ['security footage', 'video'],
  ['doorbell camera', 'video'],
  ['social media', 'digital'],
  ['medical record', 'records'],
  ['school record', 'records'],
  ['rape kit', 'forensic'],
  ['shell casing', 'physical'],
  ['photo array', 'eyewitness'],
  ['photo lineup', 'eyewitness'],
  ['gunshot residue', 'forensic'],
  ['cell tower', 'digital'],
  ['ip address', 'digital'],
  ['internet address', 'digital'],
  ['location data', 'digital'],
  ['call log', 'digital'],
  ['ankle monitor', 'digital'],
  ['custody evaluation', 'expert'],
  ['psychological evaluation', 'expert'],
  ['home study', 'expert'],
  ['expert witness', 'expert'],
  ['medical examiner', 'expert'],
  ['pay stub', 'records'],
  ['breath machine', 'forensic'],
  ['breath test', 'forensic'],
  ['dash cam', 'video'],
  ['body cam', 'video'],
  ['bodycam video', 'video'],
  ['business record', 'records'],
  ['billing record', 'records'],
  ['financial statement', 'records'],
  ['financial affidavit', 'records'],
  ['field sobriety', 'testimony'],
  ['photo-array', 'eyewitness'],
  ['tax return', 'records'],
  // Every two-word term of the lexicon ("time card", "cell tower", "bank statement").
  ...[...EVIDENCE_NOUNS].filter(([k]) => /^\S+ \S+$/.test(k)),
]);

/** Words for a bodily injury (domain vocabulary). */
const INJURY =
  /\b(?:bruis\w*|scratch(?:es|ed)?|wounds?|black eye|swollen|swelling|split lip|lacerations?|(?:red |visible )?marks? (?:on|across|around)|cuts? (?:on|to|across))\b/i;

const PHYSICAL_FOUND =
  /\b(?:found|find|finds|recovered|seized|discovered|located|confiscated|collected|impounded|in (?:his|her|my|the|their) (?:car|truck|vehicle|pocket|pockets|possession|bag|backpack|purse|apartment|house|home|room|bedroom|trunk|waistband|glove ?box|jacket|closet|garage|locker)|on (?:him|her|me|his person|her person)|(?:was|were) stolen|stolen (?:from|property|goods|items|merchandise|car|vehicle)|had (?:a|the|some|\d+)|possess\w*|carrying|under the (?:seat|bed))\b/i;
const NOT_EVIDENCE_RECORD =
  /\b(?:criminal|prior|clean|arrest|juvenile|driving|police|no|spotless|military|service|track) records?\b|\brecords? of (?:prior|convictions)|on the record|off the record/i;
const ABSENCE_FOR = new Set<EvidenceKind>(['video', 'forensic', 'records', 'digital']);
const NEGATIVE_CONDUCT =
  /\b(?:(?:paid|pays|visited|called|contacted|sent) (?:nothing|no\b)|(?:has|have|had)(?: not|n't) (?:paid|visited|called|seen|contacted)|never (?:called|contacted|visited|asked)|arrears|unpaid|owes?|never paid|behind on|threat\w*|abus\w*|harass\w*|violen\w*|drunk|intoxicat\w*|high|drugs?|cocaine|meth\w*|hit|hitting|beat\w*|slap\w*|punch\w*|chok\w*|stalk\w*|kill|hurt\w*|neglect\w*|positive for|dui|dwi|arrest\w*|assault\w*|curs\w*|insult\w*|yell\w*|scream\w*|rage|bruis\w*|injur\w*|unsafe|danger\w*|explicit|demeaning|degrading|obscene|cheat\w*|affair|hid(?:ing|den)?|conceal\w*|lie[sd]?|lying|missed|late|never (?:paid|showed|visited)|refus\w*|withh[eo]ld\w*|den(?:y|ied|ies) (?:me|my)|kept (?:the|my|our) (?:kids|children|son|daughter))\b/i;
const POSITIVE_CONDUCT =
  /\b(?:paid|pays|paying|attended|attends|present|involved|caring|loving|consistent|on time|every (?:weekend|visit|week)|good (?:father|mother|parent)|sober|clean|negative for|completed|graduated|stable|supportive)\b/i;
const HOLD = /^(?:have|keep|save|record|document|collect|screenshot|provide|submit|bring|gather|preserve|print)$/;

const KIND_LABEL: Record<EvidenceKind, string> = {
  video: 'Video',
  eyewitness: 'Eyewitness identification',
  forensic: 'Forensic evidence',
  confession: 'A confession',
  admission: 'An admission',
  records: 'Records',
  digital: 'Digital evidence',
  alibi: 'An alibi',
  expert: 'Expert evidence',
  physical: 'Physical evidence',
  testimony: 'Testimony',
};

interface Trigger {
  kind: EvidenceKind;
  at: number;
  /** Exclusive. */
  end: number;
  verb: boolean;
  word: string;
}

const triggerCache = new WeakMap<Sentence, Trigger[]>();

/** A thing said to show something that is neither a person nor an idea. */
const NOT_A_PAPER =
  /^(?:fact|evidence|situation|pattern|behaviou?r|conduct|attitude|way|thing|everything|nothing|something|anything|case|research|study|sign|time|experience|history|life|past|record|result|test|one|lot|number|math|story|law|court|judge|state|prosecution|investigation|decision|ruling)$/;

/**
 * "Cody's own calendar shows he used 14 of his 26 weekends", "my accountant's letter shows the sale
 * paid off the loans": a thing the text says shows something is a paper that records it, whatever
 * its name, when it is neither a person, nor an idea, nor already evidence by its name.
 */
function papersShowing(r: Reading, s: Sentence, cls: Clause[], known: Trigger[]): Trigger[] {
  const out: Trigger[] = [];
  for (const c of cls) {
    if (c.passive || c.negated || !hasLemma(c, /^(?:show|prove|document|confirm|reveal|list)$/)) continue;
    const np = c.subjects[0];
    if (!np) continue;
    const head = s.tokens[np.head]!;
    if (head.pos !== 'NOUN' || NOT_A_PAPER.test(head.lemma) || PERSON_NOUNS.get(head.lemma)) continue;
    if (EVIDENCE_NOUNS.has(head.lemma) || EVIDENCE_NOUNS.has(head.lower)) continue;
    // The thing that shows is evidence already named before the verb ("the camera at that turnstile shows").
    if (known.some((t) => (t.at >= np.start && t.at < np.end) || (t.at >= c.start && t.at < c.verb))) continue;
    if (refOf(r, s, np)?.entity) continue;
    out.push({ kind: 'records', at: np.head, end: np.head + 1, verb: false, word: head.lower });
  }
  return out;
}

/** The evidence words of a sentence (computed once per sentence). */
function triggersOf(s: Sentence, criminal: boolean): Trigger[] {
  let t = triggerCache.get(s);
  if (!t) {
    t = findTriggers(s, criminal);
    triggerCache.set(s, t);
  }
  return t;
}

function findTriggers(s: Sentence, criminal: boolean): Trigger[] {
  const toks = s.tokens;
  const out: Trigger[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    const bigram = next ? `${t.lower} ${next.lemma}` : '';
    const bigramKind = BIGRAMS.get(bigram) ?? (next ? BIGRAMS.get(`${t.lemma} ${next.lemma}`) : undefined);
    if (bigramKind) {
      out.push({ kind: bigramKind, at: i, end: i + 2, verb: false, word: bigram });
      i++;
      continue;
    }
    // "photo-array", "dash-cam": a hyphenated pair.
    if (next?.text === '-' && toks[i + 2]) {
      const hy = BIGRAMS.get(`${t.lower} ${toks[i + 2]!.lemma}`);
      if (hy) {
        out.push({ kind: hy, at: i, end: i + 3, verb: false, word: `${t.lower}-${toks[i + 2]!.lower}` });
        i += 2;
        continue;
      }
    }
    // Photos of injuries are physical evidence of them, and so is photographing them ("the officer
    // photographed them", "took a picture of that too" in a sentence that names the bruise).
    if (
      (/^(?:photo|photos|photograph|photographs|picture|pictures|pics)$/.test(t.lower) ||
        (t.pos === 'VERB' && /^(?:photograph|photo)$/.test(t.lemma))) &&
      (/\b(?:of|showing) (?:the |my |her |his |red |)?(?:marks?|bruis\w*|injur\w*|wounds?|cuts?|scratch\w*|damage|dent|blood|swelling|black eye)/i.test(
        s.text,
      ) ||
        // "pictures of her neck": a photograph of someone's body is of what was done to it.
        (toks[i + 1]?.lower === 'of' &&
          /^(?:my|her|his|their)$/.test(toks[i + 2]?.lower ?? '') &&
          BODY_PARTS.has(toks[i + 3]?.lemma ?? '')) ||
        INJURY.test(s.text))
    ) {
      out.push({ kind: 'physical', at: i, end: i + 1, verb: false, word: 'photo' });
      continue;
    }
    if (!criminal) {
      // Family matters: a conviction, an order, a signed check, papers, a dent in the wall.
      if (t.pos === 'VERB' && t.lemma === 'convict') {
        out.push({ kind: 'records', at: i, end: i + 1, verb: true, word: t.lower });
        continue;
      }
      // An order that restrains someone (a protection, restraining or no-contact order, a court's
      // order). A custody or support order is what the matter is about (the order to change, the
      // order asked for), no evidence of anyone's conduct.
      if (
        t.lemma === 'order' &&
        t.pos === 'NOUN' &&
        /^(?:protective|protection|restraining|no-contact|contact|court)$/.test(toks[i - 1]?.lower ?? '') &&
        !/\b(?:want|ask|seek|request|need|file[sd]?|filing|petition|appl(?:y|ied|ying))\w*\b[^.]{0,40}\border\b/i.test(s.text)
      ) {
        out.push({ kind: 'records', at: i, end: i + 1, verb: false, word: 'order' });
        continue;
      }
      if (
        (t.lemma === 'check' && /\b(?:sign\w*|wrote|written|cash\w*) (?:a |the |her |his )?checks?\b/i.test(s.text)) ||
        (t.lemma === 'paper' && /^(?:estate|court|bank|tax|financial|divorce|adoption|custody|legal)$/.test(toks[i - 1]?.lower ?? '')) ||
        (t.lemma === 'affidavit' && /^(?:financial|income)$/.test(toks[i - 1]?.lower ?? ''))
      ) {
        out.push({ kind: 'records', at: i, end: i + 1, verb: false, word: t.lower });
        continue;
      }
      if ((t.lemma === 'dent' || t.lemma === 'hole') && t.pos === 'NOUN' && /\b(?:wall|door)\b/i.test(s.text)) {
        out.push({ kind: 'physical', at: i, end: i + 1, verb: false, word: t.lower });
        continue;
      }
      // A paper someone holds ("I have the layoff letter", "I have kept a log of my applications", "I have a list of the 52 jobs I applied to",
      // "I have the acceptance letter and the program plan"): a record on the holder's side.
      if (
        /^(?:letter|list|plan|log|journal|diary|calendar)$/.test(t.lemma) &&
        t.pos === 'NOUN' &&
        toks.slice(Math.max(0, i - 4), i).some((x) => x.pos !== 'PUNCT' && /^(?:have|keep|save)$/.test(x.lemma)) &&
        !toks.slice(Math.max(0, i - 4), i).some((x) => x.pos === 'PUNCT')
      ) {
        out.push({ kind: 'records', at: i, end: i + 1, verb: false, word: t.lower });
        continue;
      }
      if (t.lemma === 'letter' && t.pos === 'NOUN' && /\b(?:wrote|written|writes|sent)\b/i.test(s.text)) {
        out.push({ kind: 'testimony', at: i, end: i + 1, verb: false, word: t.lower });
        continue;
      }
      if (
        t.pos === 'VERB' &&
        /^(?:text|email|message)$/.test(t.lemma) &&
        /\b(?:a lot|times|over and over|repeatedly|constantly|since|every day|all night|dozens|hundreds|\d+)\b/i.test(s.text)
      ) {
        out.push({ kind: 'digital', at: i, end: i + 1, verb: true, word: t.lower });
        continue;
      }
      if (t.lemma === 'call' && t.pos === 'VERB' && toks[i + 1]?.text === '911') {
        out.push({ kind: 'eyewitness', at: i, end: i + 1, verb: true, word: 'called 911' });
        continue;
      }
    }
    if (t.pos === 'VERB' && !(t.lower === 'stolen' && next?.pos === 'NOUN')) {
      if (t.lemma === 'confess') out.push({ kind: 'confession', at: i, end: i + 1, verb: true, word: t.lower });
      else if (t.lemma === 'admit' && !/\bto (?:the )?(?:hospital|er|emergency|icu)\b/i.test(s.text))
        out.push({ kind: 'admission', at: i, end: i + 1, verb: true, word: t.lower });
      else if (t.lemma === 'testify') out.push({ kind: 'testimony', at: i, end: i + 1, verb: true, word: t.lower });
      else if (
        criminal &&
        (t.lemma === 'identify' ||
          t.lemma === 'pick' ||
          t.lemma === 'recognize' ||
          t.lemma === 'recognise' ||
          // "pointed me out to the officers", "singled him out"
          ((t.lemma === 'point' || t.lemma === 'single') && toks.slice(i + 1, i + 4).some((x) => x.lower === 'out')))
      )
        out.push({ kind: 'eyewitness', at: i, end: i + 1, verb: true, word: t.lower });
      else if (
        SEE_VERBS.has(t.lemma) &&
        t.lemma !== 'record' &&
        t.lemma !== 'film' &&
        t.lemma !== 'hear' &&
        (criminal ||
          /^(?:it|everything|that|this)$/.test(toks[i + 1]?.lower ?? '') ||
          /^(?:the (?:whole thing|fight|assault|attack|incident|abuse)|what happened)/i.test(spanText(toks, i + 1, i + 4)) ||
          t.lemma === 'witness')
      )
        out.push({ kind: 'eyewitness', at: i, end: i + 1, verb: true, word: t.lower });
      continue;
    }
    if (t.pos !== 'NOUN' && t.pos !== 'PROPN' && t.pos !== 'ADJ' && !(t.lower === 'stolen' && toks[i + 1]?.pos === 'NOUN')) continue;
    let kind = EVIDENCE_NOUNS.get(t.lemma) ?? EVIDENCE_NOUNS.get(t.lower) ?? EVIDENCE_NOUNS.get(singular(t.lower));
    if (!kind && (t.lemma === 'witness' || t.lemma === 'eyewitness') && t.pos === 'NOUN') kind = 'eyewitness';
    // "The nurse's exam", "a sexual assault examination", "the medical exam": a forensic medical examination.
    if (
      !kind &&
      /^(?:exam|examination)$/.test(t.lemma) &&
      /\b(?:nurse|nurse's|sane|medical|forensic|hospital|sexual assault|er)\b/i.test(spanText(toks, Math.max(0, i - 3), i))
    )
      kind = 'forensic';
    if (!kind) continue;
    if (t.pos === 'ADJ' && t.lower !== 'stolen' && t.lower !== 'forensic') continue;
    if (
      (t.lemma === 'laptop' || t.lemma === 'computer') &&
      !/\b(?:seized|searched|imaged|forensic\w*|found on|on (?:his|her|my|the) (?:laptop|computer)|(?:laptop|computer) (?:showed|shows|had|has|contained))\b/i.test(
        s.text,
      )
    )
      continue;
    const prev = toks[i - 1];
    // Words that are evidence only in company.
    if (t.lemma === 'record' && (NOT_EVIDENCE_RECORD.test(spanText(toks, Math.max(0, i - 2), i + 3)) || t.pos !== 'NOUN')) continue;
    if (t.lemma === 'print' && !(t.lower === 'prints' || /^(?:finger|palm|shoe|foot|his|her|their)$/.test(prev?.lower ?? ''))) continue;
    // "video calls", "video chats", "FaceTime or video visits": a way to keep in touch, no recording.
    if (kind === 'video' && /^(?:calls?|chats?|visits?|visitation|conferenc\w*|contact|games?)$/.test(toks[i + 1]?.lower ?? '')) continue;
    // "picked my photo out of a six-pack", "picked client from a computer photo array; client's photo in
    // the system": a photograph shown to a witness is part of the identification, read there.
    if (
      /^(?:photo|photos|photograph|photographs|picture|pictures|pic|pics|mugshot|mugshots)$/.test(t.lower) &&
      criminal &&
      toks.some((x) => x.pos === 'VERB' && /^(?:pick|identify|choose|select|recognize|recognise)$/.test(x.lemma))
    )
      continue;
    // "draws pictures of Papa's house": pictures drawn, painted or coloured are a drawing, no photograph.
    if (/^(?:picture|pictures|pics|photo|photos)$/.test(t.lower) && /^(?:draw|paint|colou?r|sketch)$/.test(prev?.lemma ?? '')) continue;
    // A statement an institution issues ("bank statements", "the clinic statements", "his card
    // statements show …") is a paper; one a person gives is their account.
    if (t.lemma === 'statement')
      kind =
        /^(?:bank|financial|credit|account|card|billing|pharmacy|clinic|hospital|medical|insurance|tax|utility|mortgage|loan|brokerage|retirement|earnings|monthly|quarterly|annual)$/.test(
          prev?.lower ?? '',
        ) ||
        (t.lower === 'statements' &&
          /^statements?\s+(?:show|shows|showed|list|lists|listed|prove|proves|proved)\b/i.test(spanText(toks, i, i + 2)))
          ? 'records'
          : 'testimony';
    if ((t.lemma === 'hair' || t.lemma === 'fiber') && !/\b(?:sample|found|analysis|dna|lab)\b/i.test(s.text)) continue;
    if (
      t.lemma === 'phone' &&
      !/\bphone\b[^.]{0,30}\b(?:has|had|shows?|showed|contains?|contained|nothing|records?|data|location|gps|search|extraction|dump)\b/i.test(
        s.text,
      )
    )
      continue;
    if (t.lemma === 'check' || t.lemma === 'bill') continue;
    if (t.lemma === 'post' && !/\b(?:facebook|instagram|social|online|posted)\b/i.test(s.text)) continue;
    if (t.lemma === 'report' && /^(?:credit|school|book)$/.test(prev?.lower ?? '')) continue;
    if (t.lemma === 'document' && !/\b(?:documents? (?:show|prove|confirm|indicate)|documentation)\b/i.test(s.text)) continue;
    if (t.lemma === 'contract' || t.lemma === 'certificate' || t.lemma === 'log') {
      // A certificate of what someone completed ("completed the program, certificate in May") proves it.
      const completion = t.lemma === 'certificate' && /\b(?:complet\w*|finish\w*|graduat\w*|pass(?:ed)?)\b/i.test(s.text);
      if (!completion && !/\b(?:show|prove|confirm|indicate)/i.test(s.text)) continue;
    }
    if (
      (t.lemma === 'expert' ||
        t.lemma === 'psychologist' ||
        t.lemma === 'psychiatrist' ||
        t.lemma === 'evaluation' ||
        t.lemma === 'evaluator' ||
        t.lemma === 'assessment') &&
      !/\b(?:testif\w+|report\w*|evaluat\w+|conclud\w+|found|find|opin\w+|recommend\w*|say|says|said|will|examin\w+|diagnos\w+|assess\w+)\b/i.test(
        s.text,
      )
    )
      continue;
    if (kind === 'physical' && !PHYSICAL_FOUND.test(s.text)) continue;
    if (kind === 'physical' && !criminal && !/\b(?:found|seized|recovered)\b/i.test(s.text)) continue;
    if (t.lemma === 'recording' && !/\b(?:recording of|recorded|audio|video|tape)\b/i.test(s.text)) continue;
    if ((t.lemma === 'drug' || t.lemma === 'pill') && !PHYSICAL_FOUND.test(s.text)) continue;
    if (kind === 'eyewitness' && !criminal && t.lemma !== 'witness' && t.lemma !== 'eyewitness') continue;
    if (
      t.lemma === 'witness' &&
      !/\b(?:saw|see|seen|identif\w+|watched|observed|picked|testif\w+|told|say|says|said|describ\w+|recogni[sz]\w+|confirm\w*)\b/i.test(
        s.text,
      )
    )
      continue;
    if (
      kind === 'video' &&
      t.lemma === 'camera' &&
      !/\b(?:on camera|camera\s*[:–—-]?\s*(?:\w+ )?(?:shows?|showed|footage|caught|captured|recorded|got|filmed|picked up)|cameras? (?:at|in|outside|inside|from))\b/i.test(
        s.text,
      ) &&
      // The passive of the same: "was recorded by the store camera", "caught on his doorbell camera".
      !/\b(?:recorded|caught|captured|filmed|seen|shown|visible|taped)\b[^.;]{0,20}\b(?:by|on)\b[^.;]{0,25}\bcameras?\b/i.test(s.text)
    )
      continue;
    if (
      t.lemma === 'blood' &&
      /\b(?:blood (?:relative|brother|sister|family|pressure|sugar|drive|donation|bank)|bad blood|cold blood(?:ed)?|blood[- ]?thirsty)\b/i.test(
        s.text,
      )
    )
      continue;
    if (t.lemma === 'text' && !(t.lower === 'texts' || /\b(?:sent|send|sending|received|text(?:ed)?|threaten\w*)\b/i.test(s.text)))
      continue;
    out.push({ kind, at: i, end: i + 1, verb: false, word: t.lower });
  }
  // A noun right before another evidence noun modifies it ("cell tower records", "security camera
  // footage"): the phrase is one piece of evidence, of its head's kind.
  // So does a possessive or a longer compound before it ("my phone's location records"): only
  // nouns, adjectives and a possessive "'s" between the two.
  const modifies = (tr: Trigger, o: Trigger) =>
    !o.verb &&
    o.at >= tr.end &&
    o.at - tr.end <= 2 &&
    toks.slice(tr.end, o.at).every((x) => x.text === "'s" || x.text === '’s' || x.pos === 'NOUN' || x.pos === 'ADJ' || x.pos === 'PART');
  const heads = out.filter((tr) => tr.verb || !out.some((o) => modifies(tr, o)));
  // One trigger per kind per clause-ish: drop repeats of the same kind next to each other.
  return heads.filter((tr, k) => !heads.slice(0, k).some((o) => o.kind === tr.kind && tr.at - o.end <= 3));
}

/** An evidence item before merging: where its direction came from decides how it merges. */
interface Candidate {
  item: Omit<EvidenceItem, 'id'>;
  sentence: Sentence;
  /** The direction comes from something the text says (a result, a holder, a speaker's side), not from the default. */
  explicit: boolean;
  /** A definite mention ("the prints", "the video") of something named before. */
  anaphoric: boolean;
  /** The evidence word's lemma ("tax return", "calendar"), for papers and things told apart by name. */
  thing?: string;
  /** The client's own belongings lying with a stash (belongingsWithContraband): an item apart from the stash. */
  belongings?: boolean;
  order: number;
}

/** Kinds whose items are told apart by what they are: a tax return and a calendar are two papers. */
const NAMED_THINGS = new Set<EvidenceKind>(['records']);

const STATEMENT_KINDS = new Set<EvidenceKind>(['confession', 'admission', 'testimony', 'alibi', 'expert', 'eyewitness']);

function whoseClass(whose: string): string {
  return whose === 'client' ? 'client' : whose === 'unknown' ? 'unknown' : 'other';
}

export function readEvidence(r: Reading, ctx: EvidenceContext): EvidenceResult {
  const candidates: Candidate[] = [];
  const assertions: EvidenceResult['assertions'] = [];
  const criminal = r.category === 'criminal';
  let order = 0;
  const seenKinds = new Set<EvidenceKind>();
  const seenWords = new Map<EvidenceKind, Set<string>>();
  const push = (c: Omit<Candidate, 'order'>) => candidates.push({ ...c, order: order++ });
  for (const s of r.sentences) {
    if (s.segment.field === 'chargeDetails' || s.segment.field === 'priorConvictions' || s.segment.field === 'bailStatus') continue;
    const cls = r.clauses.get(s.id) ?? [];
    const statementClauses = new Set<Clause>();
    // Statements: who said what about whom.
    for (const c of cls) {
      const st = readStatement(r, ctx, c, cls);
      if (!st) continue;
      statementClauses.add(c);
      if (st.assertion) assertions.push({ ...st.assertion, sentence: s, clause: c.index });
      if (st.item) push({ item: st.item, sentence: s, explicit: true, anaphoric: false });
    }
    const named = triggersOf(s, criminal);
    const sentenceTriggers = [...named, ...papersShowing(r, s, cls, named)];
    const shownSpans = contentOfShowing(s, cls, sentenceTriggers);
    for (const tr of sentenceTriggers) {
      const c = cls.find((x) => tr.at >= x.start && tr.at < x.end) ?? cls[0];
      if (!c) continue;
      // What a record or recording shows is its content, not another piece of evidence ("my phone's
      // location records show my phone at my apartment", "bank records show the deposits went to my
      // credit card").
      if (!tr.verb && shownSpans.some(([a, b]) => tr.at >= a && tr.at < b)) continue;
      // A statement already read as one ("he admitted he had two beers" read above).
      if ((tr.kind === 'confession' || tr.kind === 'admission' || tr.kind === 'testimony') && tr.verb && statementClauses.has(c)) continue;
      const read = readOne(r, ctx, s, c, cls, tr);
      if (!read) continue;
      if (read.assertion) assertions.push({ ...read.assertion, sentence: s, clause: c.index });
      if (!read.item) continue;
      const np = tr.verb ? undefined : npAt(s, c, tr.at);
      const det = np ? s.tokens[np.start]!.lower : '';
      // "the results", "the report" refer back to the last item of their kind; a definite noun naming another thing
      // ("the drug test my employer gave me" after a fingerprint) is a new item.
      const anaphoric =
        seenKinds.has(read.item.kind) &&
        /^(?:the|that|those|these|this)$/.test(det) &&
        ((seenWords.get(read.item.kind)?.has(tr.word) ?? false) || GENERIC_RESULT.test(tr.word));
      (seenWords.get(read.item.kind) ?? seenWords.set(read.item.kind, new Set()).get(read.item.kind)!).add(tr.word);
      seenKinds.add(read.item.kind);
      // A paper someone owns ("my tax return", "Cody's own calendar") is told apart by its name.
      // So is one the text says shows something ("the lane log shows four scanner errors").
      const owned =
        !!np &&
        (/^(?:my|his|her|our|their|your)$/.test(det) ||
          s.tokens.slice(np.start, np.end).some((t) => t.text === "'s") ||
          (!c.passive && hasLemma(c, SHOW_VERBS) && c.subjects[0]?.start === np.start) ||
          // One a party holds ("I have the layoff letter", "I have kept a log of my applications").
          (!c.passive && !c.negated && hasLemma(c, /^(?:have|keep|save)$/) && c.objects.some((o) => o.start === np.start)));
      push({ item: read.item, sentence: s, explicit: read.explicit, anaphoric, ...(owned ? { thing: tr.word.toLowerCase() } : {}) });
    }
    for (const c of cls) {
      // A 911 call is a record, on the side of what the caller said.
      if (hasLemma(c, /^call$/) && /\b911\b/.test(clauseText(c)) && !c.negated) {
        const caller = actors(r, c)[0];
        const said = cls.find((x) => x.index > c.index && x.subjects === c.subjects && hasLemma(x, STATEMENT_VERBS));
        const st = said ? readStatement(r, ctx, said, cls) : undefined;
        let direction: Direction = st?.item?.direction ?? 'unknown';
        if (!said && !criminal && r.aggressor) direction = r.aggressor === 'other' ? 'for' : 'against';
        if (said && criminal && direction === 'unknown') {
          const content = dependents(said, cls);
          if (content.some((d) => actors(r, d).some(isClient) && !d.negated)) direction = 'against';
        }
        // A caller whose side the text makes plain ("his wife called 911") called on that side.
        const callerSide = caller && !isClient(caller) ? ctx.sides.get(whoseOf(ctx, caller)) : undefined;
        if (direction === 'unknown' && (callerSide === 'for' || callerSide === 'against')) direction = callerSide;
        if (caller && isClient(caller)) {
          // The client's own call, recorded: a record, for the client (as any 911 call is a record).
          push({
            item: {
              kind: 'records',
              direction: 'for',
              whose: 'client',
              summary: `Records: the client's own 911 call — ${snippetOf(c)}`.slice(0, 300),
              quote: quoteOf(s),
              source: sourceOf(s),
            },
            sentence: s,
            explicit: true,
            anaphoric: false,
          });
          continue;
        }
        push({
          item: {
            kind: 'records',
            direction,
            whose: whoseOf(ctx, caller),
            summary: `Records: the 911 call — ${snippetOf(c)}`.slice(0, 300),
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          sentence: s,
          explicit: direction !== 'unknown',
          anaphoric: false,
        });
      }
      // Someone cooperating with the prosecution will testify against the client.
      if (criminal && !c.negated && COOPERATING.test(clauseText(c))) {
        const doer = actors(r, c).find((a) => isOtherPerson(a) && !!a.entity);
        if (doer) {
          const whose = whoseOf(ctx, doer);
          push({
            item: {
              kind: 'testimony',
              direction: 'against',
              whose,
              summary: `Testimony by ${nameOf(r, whose)}, who is cooperating with the prosecution`.slice(0, 300),
              quote: quoteOf(s),
              source: sourceOf(s),
            },
            sentence: s,
            explicit: true,
            anaphoric: false,
          });
        }
      }
      // An expert one side hired ("my lawyer retained an accountant, who found…", "the bank hired a
      // fraud examiner"): their work is expert evidence on that side.
      if (!c.negated && hasLemma(c, /^(?:hire|retain|engage|commission)$/)) {
        const side = hirerSide(r, c);
        const experts = side ? hired(r, c).filter((e) => isExpert(e) || e.nouns.some((n) => /^(?:cpa|accountant)$/.test(n.noun))) : [];
        for (const e of experts) {
          const whose = whoseOf(ctx, e);
          push({
            item: {
              kind: 'expert',
              direction: side!,
              whose,
              summary: `Expert evidence by ${nameOf(r, whose)}, hired by the ${side === 'for' ? 'defense' : 'other side'}`.slice(0, 300),
              quote: quoteOf(s),
              source: sourceOf(s),
            },
            sentence: s,
            explicit: true,
            anaphoric: false,
          });
        }
      }
      // Someone who came forward ("two more women came forward about massages with him") will tell
      // the court what they told the police: their testimony, on the side the people reader found.
      if (criminal && !c.negated && hasLemma(c, /^(?:come|step)$/) && c.verb >= 0 && s.tokens[c.verb + 1]?.lower === 'forward') {
        for (const doer of actors(r, c).filter((a) => isOtherPerson(a) && !!a.entity)) {
          const whose = whoseOf(ctx, doer);
          const side = ctx.sides.get(whose);
          if (side !== 'for' && side !== 'against') continue;
          push({
            item: {
              kind: 'testimony',
              direction: side,
              whose,
              summary: `Testimony by ${nameOf(r, whose)}, who came forward`.slice(0, 300),
              quote: quoteOf(s),
              source: sourceOf(s),
            },
            sentence: s,
            explicit: true,
            anaphoric: false,
          });
        }
      }
      // "the books": a business's accounts.
      if (
        criminal &&
        /\bthe books\b/i.test(clauseText(c)) &&
        /\b(?:sales|cash|tax|register|accounting|bookkeep\w*|revenue|income)\b/i.test(s.text)
      ) {
        push({
          item: {
            kind: 'records',
            direction: 'against',
            whose: 'unknown',
            summary: `Records: ${snippetOf(c)}`.slice(0, 300),
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          sentence: s,
          explicit: false,
          anaphoric: false,
        });
      }
      const alibi = alibiStatement(r, ctx, c);
      if (alibi) push({ item: alibi, sentence: s, explicit: true, anaphoric: false });
      const found = foundWith(r, c);
      const held = found ? undefined : belongingsWithContraband(r, c);
      if (found) push({ item: found, sentence: s, explicit: false, anaphoric: false });
      if (held) push({ item: held, sentence: s, explicit: false, anaphoric: false, belongings: true });
      const empty = foundNothing(r, c);
      if (empty) push({ item: empty, sentence: s, explicit: true, anaphoric: false });
    }
  }
  for (const a of clientAdmissions(r)) push(a);
  // Merge: one item per kind and direction (per whose, for statements); a later mention with only
  // the default direction adds nothing; an explicit result replaces a default in the same sentence
  // or for the same thing named again ("the lab results came back: excluded").
  const items: (Omit<EvidenceItem, 'id'> & { explicit: boolean; sentence: Sentence; thing?: string; belongings?: boolean })[] = [];
  let truncated = false;
  for (const c of candidates.sort((a, b) => a.order - b.order)) {
    // Two named people's accounts are two pieces of evidence ("Jasmine and the cook saw him shove
    // her", "two more women came forward"); the same person's, or unnamed ones', are one.
    const person = (w: string) => whoseClass(w) === 'other' && w !== 'other';
    // Two papers of different names in different sentences, the later one someone's own ("the
    // payment history shows …", "my tax return shows …"), are two records; the same paper named
    // again, or "the records" after "my statements", is one.
    const distinctThing = (i: { thing?: string; sentence: Sentence }) =>
      NAMED_THINGS.has(c.item.kind) && !c.anaphoric && !!i.thing && !!c.thing && i.thing !== c.thing && i.sentence !== c.sentence;
    const sameKind = items.filter(
      (i) =>
        i.kind === c.item.kind &&
        !distinctThing(i) &&
        // The client's own belongings found with a stash are a second physical item beside the stash itself.
        !!i.belongings === !!c.belongings &&
        (!STATEMENT_KINDS.has(c.item.kind) ||
          (person(i.whose) && person(c.item.whose)
            ? i.whose === c.item.whose
            : whoseClass(i.whose) === whoseClass(c.item.whose) || c.item.kind === 'eyewitness')),
    );
    if (sameKind.some((i) => i.direction === c.item.direction)) {
      r.used.add(c.sentence.id);
      continue;
    }
    if (sameKind.length && !c.explicit) {
      r.used.add(c.sentence.id);
      continue;
    }
    const target = sameKind.find((i) => !i.explicit && (i.sentence === c.sentence || (c.anaphoric && c.item.direction !== 'unknown')));
    if (!target && c.item.direction === 'unknown' && sameKind.length) {
      r.used.add(c.sentence.id);
      continue;
    }
    // Nothing found of one kind beside something found of it: the finding stands.
    if (
      c.item.kind === 'physical' &&
      c.item.direction === 'for' &&
      c.item.summary.includes('(none found') &&
      sameKind.some((i) => i.direction === 'against')
    ) {
      r.used.add(c.sentence.id);
      continue;
    }
    if (target) {
      target.direction = c.item.direction;
      target.summary = c.item.summary;
      target.quote = c.item.quote;
      target.source = c.item.source;
      target.explicit = true;
      r.used.add(c.sentence.id);
      continue;
    }
    if (items.length >= 100) {
      truncated = true;
      continue;
    }
    items.push({ ...c.item, explicit: c.explicit, sentence: c.sentence, thing: c.thing, belongings: c.belongings });
    r.used.add(c.sentence.id);
  }
  const evidence = items.map(({ explicit: _e, sentence: _s, thing: _t, belongings: _b, ...item }, k) => ({ ...item, id: `e${k + 1}` }));
  return { evidence, assertions, truncated };
}

const GENERIC_RESULT =
  /^(?:results?|reports?|findings?|analysis|analyses|lab results?|lab reports?|test results?|evidence|footage|recordings?|videos?|clips?|tapes?)$/;
/** Acts that are offences in themselves, whoever is shown doing them. */
const OFFENCE_ACT =
  /^(?:hit|punch|strike|kick|stab|shoot|beat|assault|attack|choke|strangle|push|shove|slap|rob|threaten|grab|injure|hurt|kill|swing|throw|abuse|kidnap|smack|tackle|take|steal|shoplift|sell|deal|break|forge|stash|hide|plant|pocket)$/;
/** What one is shown not doing that clears him: an offence, or resisting, fighting or fleeing. */
const REFRAINED_ACT = new RegExp(`${OFFENCE_ACT.source}|^(?:resist|fight|struggle|flee|run|reach|touch|move|swing)$`);
const INCRIMINATING_ACT =
  /^(?:have|hit|punch|strike|kick|stab|shoot|beat|assault|attack|choke|strangle|push|shove|slap|rob|threaten|grab|bite|injure|hurt|kill|swing|throw|headbutt|abuse|kidnap|smack|tackle|cut|take|steal|shoplift|use|sell|deal|drink|break|enter|forge|sign|open|pull|yell|scream|text|drive|hide|lie)$/;
const ALCOHOL = /\b(?:beers?|drinks?|wine|shots?|alcohol|liquor|vodka|whiskey|tequila|margaritas?|cocktails?|glass(?:es)? of)\b/i;
const CONFESSION_CONTENT =
  /\b(?:did it|guilty|was (?:all )?(?:his|hers|mine|theirs)|were (?:all )?(?:his|hers|mine|theirs)|belong(?:s|ed)? to (?:him|her|me))\b/i;
const RECANT =
  /\b(?:made (?:it|that|the whole thing|everything|it all) up|lied|recant\w*|(?:was|were|is)n'?t true|(?:was|were|is) not true|false (?:report|accusation|allegation|statement)|took it back|not what happened)\b/i;
const COERCE = /^(?:pressure|force|coerce|order|instruct|direct|threaten|make|trick|manipulate|push|bully|intimidate)$/;
const IDENTIFIES = /\b(?:that'?s|that is|it'?s|it is|it was) (?:him|her|the (?:guy|man|woman|one))\b/i;
const COOPERATING =
  /\b(?:working with (?:the )?(?:da|d\.a\.|prosecut\w+|police|state|government|feds|fbi)|cooperat(?:ing|es|ed) (?:with|against)|(?:took|taken|taking|has) a plea (?:deal|agreement|bargain)|flipped|turned (?:state'?s|state) evidence|agreed to testify)\b/i;
/** A witness's word that she knows neither side. */
const STRANGER_TO_BOTH =
  /\b(?:do(?:es)?n['’]?t|did ?n['’]?t|do(?:es)? not|did not|never|had never|has never|have never)\s+(?:really\s+|even\s+)?(?:know|knew|met|meet|seen)\s+(?:either|any|both|neither)\s+of\s+(?:us|them|the two)\b/i;
const STATEMENT_VERBS = /^(?:say|tell|write|testify|claim|state|report|swear|admit|confess|explain|describe|allege|insist|maintain|text)$/;
const DEFENSE_HOLDERS = /^(?:i|we|my|our)$/;

const SHOW_VERBS = /^(?:show|prove|reveal|confirm|indicate|put|place|establish|document)$/;

/** The token spans that say what a piece of evidence shows: after the verb of a clause whose subject is an evidence word. */
function contentOfShowing(s: Sentence, cls: Clause[], triggers: Trigger[]): [number, number][] {
  const out: [number, number][] = [];
  for (const x of cls) {
    if (x.verb < 0 || x.negated || x.passive || !hasLemma(x, SHOW_VERBS)) continue;
    if (!x.subjects.some((np) => triggers.some((t) => !t.verb && t.at >= np.start && t.at < np.end))) continue;
    out.push([x.verb + 1, x.end]);
    for (const d of dependents(x, cls)) if (d.start > x.verb) out.push([d.start, d.end]);
  }
  return out;
}

/** A written statement's nouns: what a person signs, writes or gives that says something (a text or an email is digital evidence, read there). */
const PAPERS = /^(?:statement|letter|affidavit|declaration|note)$/;
/** Verbs by which a person makes a paper theirs. */
const AUTHOR_VERBS = /^(?:sign|write|give|send|make|file|submit|provide|post|swear|leave|draft|hand)$/;

/**
 * The author of a paper a participle clause speaks for: "Corey signed a statement saying …" (the
 * clause's subject is the paper) and "Corey wrote a letter to the prosecutor saying …" (the clause's
 * subject is the addressee, after a preposition, and the parent's object is the paper). Undefined
 * unless the participle hangs on a clause whose subject made the paper.
 */
function paperAuthor(r: Reading, c: Clause): Ref | undefined {
  const p = c.parent;
  if (!p || p.passive || c.link !== '' || c.chain.length !== 1 || c.verb < 0) return undefined;
  const toks = c.sentence.tokens;
  if (!/ing$/.test(toks[c.verb]!.lower) || !hasLemma(p, AUTHOR_VERBS)) return undefined;
  const subj = c.subjects[0];
  if (!subj) return undefined;
  const isPaper = (np: { head: number }) => PAPERS.test(toks[np.head]!.lemma) || PAPERS.test(toks[np.head]!.lower);
  const addressed = toks[subj.start - 1]?.pos === 'ADP' && p.objects.some(isPaper);
  if (!isPaper(subj) && !addressed) return undefined;
  const maker = actors(r, p)[0];
  return maker && (maker.entity || maker.group) ? maker : undefined;
}

/** Someone's statement: a confession, an admission, testimony for or against the client, an alibi. */
function readStatement(
  r: Reading,
  ctx: EvidenceContext,
  c: Clause,
  cls: Clause[],
): { item?: Omit<EvidenceItem, 'id'>; assertion?: { whose: string; kind: EvidenceKind; negated: boolean } } | undefined {
  if (!hasLemma(c, STATEMENT_VERBS) || c.passive) return undefined;
  const s = c.sentence;
  const criminal = r.category === 'criminal';
  let speaker = actors(r, c)[0];
  // "a recording of me saying …": the one heard on it speaks.
  let recorded = false;
  if ((!speaker || (!speaker.entity && !speaker.group)) && c.subjects[0]) {
    const subj = c.subjects[0];
    const of = s.tokens[subj.end];
    const heard = of?.lower === 'of' ? refOf(r, s, chunk(s.tokens, subj.end + 1, c.verb)[0]) : undefined;
    if (heard?.entity) {
      speaker = heard;
      recorded = true;
    }
  }
  // "Corey signed a statement saying the cocaine was his", "wrote a letter to the judge stating …":
  // a paper's words are its author's, the one who signed, wrote or gave it.
  const author = paperAuthor(r, c);
  if (author) speaker = author;
  if (!speaker || speaker.unresolved || (speaker.entity?.writer && !speaker.entity.client)) return undefined;
  const deps = dependents(c, cls).filter((d) => !d.relative);
  const comp = deps.filter((d) => d.parent === c);
  const content = deps.map(clauseText).join(' ');
  const confessVerb = hasLemma(c, /^(?:confess|admit)$/);
  // A statement that only carries other evidence ("they say his fingerprints were on the gun") or another statement is read there.
  if (!confessVerb && comp.some((d) => hasLemma(d, STATEMENT_VERBS) && !d.passive && actors(r, d).some(isClient) && toAuthorities(r, d)))
    return undefined;
  // …but a complement that says the thing is the speaker's own ("told the detective the cocaine was his") is the speaker's
  // statement about it, whatever other evidence it names.
  if (
    !confessVerb &&
    triggersOf(s, criminal).some(
      (tr) => !tr.verb && comp.some((d) => tr.at >= d.start && tr.at < d.end && !ownershipClaim(d)) && tr.kind !== 'testimony',
    )
  )
    return undefined;
  if (!confessVerb && comp.some((d) => foundWith(r, d))) return undefined;
  // "called 911 and said I choked her": the caller's own accusation is the call's record.
  if (
    !confessVerb &&
    speaker.entity &&
    actorsCalled(r, s, speaker.entity) &&
    comp.some((d) => patients(r, d).some((p) => !!p.entity && !!speaker!.entity && canon(p.entity) === canon(speaker!.entity)))
  )
    return undefined;
  // What someone says on a video is that video's content.
  if (
    !isClient(speaker) &&
    cls.some((x) => x.index < c.index && triggersOf(s, criminal).some((tr) => tr.at >= x.start && tr.at < x.end && tr.kind === 'video'))
  )
    return undefined;
  // What someone says on a body-cam video or in a recording is that evidence's content (the client's own words excepted).
  if (!isClient(speaker)) {
    for (let p = c.parent; p; p = p.parent)
      if (triggersOf(s, criminal).some((tr) => tr.at >= p!.start && tr.at < p!.end && (tr.kind === 'video' || tr.kind === 'digital')))
        return undefined;
  }
  // "told the deputy she doesn't really know either of us": a witness saying she is a stranger to both
  // sides vouches for her neutrality, and tells nothing of the case.
  if (!isClient(speaker) && STRANGER_TO_BOTH.test(content) && !comp.some((d) => !d.negated)) return undefined;
  const whose = whoseOf(ctx, speaker);
  const clientSpeaks = isClient(speaker);
  const contentNegated = comp.length > 0 && comp.every((d) => d.negated);
  const clientActs = comp.some(
    (d) =>
      !d.negated &&
      !blamelessAct(r, d) &&
      // "she told me to write the checks" bids, "he says I was outside" places: neither reports an act.
      !bidding(d) &&
      !whereabouts(d) &&
      (actors(r, d).some(isClient) || (d.subjects.length && refOf(r, s, d.subjects[0])?.entity?.client)),
  );
  // "told the cops it was him, not me": the speaker names himself, and clears the client.
  const itWasSpeaker = /\bit was (?:him|her|them)(?:self|selves)?\b[^.]{0,20}\bnot (?:me|my client|my son|my brother|my daughter)\b/i.test(
    content,
  );
  const itWasClient =
    (!itWasSpeaker && /\bit was (?:me|him|her|my client)\b/i.test(content) && mentionsClient(r, comp[0] ?? c)) ||
    IDENTIFIES.test(content) ||
    IDENTIFIES.test(clauseText(c));
  const summary = (label: string) => `${label}: ${snippetOf(c)}${content ? ` ${content}` : ''}`.replace(/\s+/g, ' ').slice(0, 300);
  if (clientSpeaks) {
    if (!criminal && !confessVerb) return undefined;
    if (c.negated && confessVerb) return { assertion: { whose: 'client', kind: 'confession', negated: true } };
    if (c.negated || contentNegated || RECANT.test(content)) return undefined;
    // What the client wrote, word for word ("texted her 'I'm so sorry I hit you'"): a message is a
    // record of the client's own words, to whomever it went.
    const quoted = quotedAfter(c);
    const written = hasLemma(c, /^(?:text|write|email|message)$/) && quoted !== '';
    const said = `${content} ${quoted}`;
    const quotedHarm =
      /\b(?:i|i'm|im)\b[^.]{0,12}\b(?:hit|punched|slapped|hurt|choked|pushed|shoved|stabbed|shot|beat|grabbed|kicked)\b/i.test(quoted);
    const crime = comp.some((d) => !d.negated && hasLemma(d, HARM_VERBS)) || CONFESSION_CONTENT.test(content);
    const owns = /\b(?:sorry|my fault|pay for it|pay it back|i was wrong)\b/i.test(said);
    const incriminating = (recorded ? deps : comp).some(
      (d) => !d.negated && !d.relative && actors(r, d).some(isClient) && hasLemma(d, INCRIMINATING_ACT) && !hasLemma(d, STATEMENT_VERBS),
    );
    if (!confessVerb && !((toAuthorities(r, c) || recorded || written) && (crime || incriminating || owns || quotedHarm))) return undefined;
    const kind: EvidenceKind = hasLemma(c, /^confess$/) || crime ? 'confession' : 'admission';
    return {
      item: {
        kind,
        direction: 'against',
        whose: 'client',
        summary: summary(kind === 'confession' ? 'A confession by the client' : 'An admission by the client'),
        quote: quoteOf(s),
        source: sourceOf(s),
      },
      assertion: { whose: 'client', kind, negated: false },
    };
  }
  if (!isOtherPerson(speaker)) return undefined;
  // "they say it was me": nobody in particular says it.
  if (speaker.group === 'they' && !hasLemma(c, SEE_VERBS) && !comp.some((d) => hasLemma(d, SEE_VERBS))) return undefined;
  const who = nameOf(r, whose);
  if (c.negated) {
    if (confessVerb) return { assertion: { whose, kind: 'confession', negated: true } };
    return undefined;
  }
  // The speaker owns up ("the cocaine was all his", "my roommate admitted they were his").
  const speakerEntity = speaker.entity ? canon(speaker.entity) : undefined;
  const ownsUp =
    comp.some((d) => {
      if (d.negated) return false;
      const own = clauseText(d);
      const possessive = ownershipClaim(d) || (!isClient(speaker) && OWN_WORDS_MINE.test(own));
      const doer = actors(r, d)[0];
      const sameAsSpeaker = !!doer?.entity && !!speakerEntity && canon(doer.entity) === speakerEntity;
      return possessive || (sameAsSpeaker && (hasLemma(d, HARM_VERBS) || /\bdid it\b/i.test(own)));
    }) ||
    itWasSpeaker ||
    // In the speaker's own words, quoted, "it's all mine" is the speaker's ("Keyonna tells her cousin 'it's all mine'").
    (!isClient(speaker) && OWN_WORDS_MINE.test(quotedAfter(c))) ||
    (confessVerb && comp.length === 0);
  if (ownsUp || (confessVerb && !clientActs)) {
    const implicates = !itWasSpeaker && (clientActs || itWasClient);
    // Owning a thing ("it was his gun") confesses the offence only where possessing it is the offence.
    const ownsThingOnly =
      !confessVerb &&
      !itWasSpeaker &&
      r.facts.caseType !== 'drug-offenses' &&
      !comp.some((d) => !d.negated && (hasLemma(d, HARM_VERBS) || /\bdid it\b/i.test(clauseText(d))));
    // In a family matter owning a thing is no offence: "Whitney says she is his mother and it is her
    // decision" states her position, as the client's own statements are no admission (above).
    if (!criminal && ownsThingOnly) return undefined;
    const kind: EvidenceKind = (confessVerb && !ownsUp) || ownsThingOnly ? 'admission' : 'confession';
    return {
      item: {
        kind,
        direction: criminal ? (implicates ? 'against' : 'for') : 'for',
        whose,
        summary: summary(`${kind === 'confession' ? 'A confession' : 'An admission'} by ${who}`),
        quote: quoteOf(s),
        source: sourceOf(s),
      },
      assertion: { whose, kind, negated: false },
    };
  }
  if (!criminal) {
    // In a family matter, an expert's written opinion ("her neurologist wrote that she can't manage her money").
    if (speakerEntity && isExpert(speakerEntity, true) && comp.length) {
      // One who told the client ("a vocational counselor told me I could expect $32,000") was consulted by the client.
      const side = ctx.sides.get(whose) ?? (patients(r, c).some(isClient) || ppRefs(r, c, 'to').some(isClient) ? 'for' : undefined);
      return {
        item: {
          kind: 'expert',
          direction: side === 'for' || side === 'against' ? side : 'unknown',
          whose,
          summary: summary(`Expert evidence by ${who}`),
          quote: quoteOf(s),
          source: sourceOf(s),
        },
      };
    }
    return undefined;
  }
  if (!comp.length && !hasLemma(c, /^testify$/) && !IDENTIFIES.test(clauseText(c))) return undefined;
  const saw =
    hasLemma(c, SEE_VERBS) ||
    comp.some((d) => hasLemma(d, SEE_VERBS)) ||
    (c.inheritedSubject && cls.some((x) => x.index < c.index && x.subjects === c.subjects && hasLemma(x, SEE_VERBS))) ||
    IDENTIFIES.test(content) ||
    IDENTIFIES.test(clauseText(c));
  const otherBad = comp.some(
    (d) =>
      !d.negated &&
      actors(r, d).some((a) => isOtherPerson(a) && !(speakerEntity && a.entity && canon(a.entity) === speakerEntity)) &&
      (AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS) || hasLemma(d, COERCE)),
  );
  const expert = !!speakerEntity && isExpert(speakerEntity);
  let kind: EvidenceKind = expert ? 'expert' : saw ? 'eyewitness' : 'testimony';
  let direction: Direction;
  if (RECANT.test(content) || EXCULPATORY.test(content)) direction = 'for';
  else if (otherBad) direction = 'for';
  else if (
    // "his girlfriend says he was with her in Grovetown": the speaker puts the client with herself.
    comp.some(
      (d) =>
        !d.negated &&
        actors(r, d).some(isClient) &&
        ppRefs(r, d, 'with').some((p) => !!p.entity && !!speakerEntity && canon(p.entity) === speakerEntity),
    )
  ) {
    direction = 'for';
    kind = 'alibi';
  } else if (
    comp.some(
      (d) =>
        ppRefs(r, d, 'with').some(isClient) &&
        (ALIBI_PLACES.test(clauseText(d)) || /\b(?:night|evening|all day|at the time|movies|dinner|home|party)\b/i.test(clauseText(d))),
    )
  ) {
    direction = 'for';
    kind = 'alibi';
  } else if (
    (!clientActs &&
      comp.some((d) => whereaboutsOfClient(r, d, speakerEntity)) &&
      (ALIBI_PLACES.test(content) || /\btogether\b/i.test(content))) ||
    comp.some(
      (d) =>
        /^(?:we|they)$/i.test(s.tokens[d.subjects[0]?.head ?? -1]?.lower ?? '') &&
        /\btogether\b|\bwith (?:him|her|me)\b/i.test(clauseText(d)),
    )
  ) {
    direction = 'for';
    kind = 'alibi';
  } else if (/\bagainst (?:him|her|me|my client|the defendant)\b|for the (?:prosecution|state)/i.test(clauseText(c))) direction = 'against';
  else if (/\bfor (?:him|her|me|my client|the defen[cs]e)\b|on (?:his|her|my) behalf\b/i.test(clauseText(c))) direction = 'for';
  // A witness on the client's side telling what the client did short of the offence ("he will say I
  // had two beers over about four hours") speaks for the client: the account is the defence's.
  else if (
    ctx.sides.get(whose) === 'for' &&
    !itWasClient &&
    !saw &&
    !comp.some((d) => !d.negated && actors(r, d).some(isClient) && (hasLemma(d, HARM_VERBS) || AGGRESSOR.test(clauseText(d))))
  )
    direction = 'for';
  else if (clientActs || itWasClient || (saw && mentionsClient(r, comp[0] ?? c, true))) direction = 'against';
  else {
    const side = ctx.sides.get(whose);
    if (side !== 'for' && side !== 'against') return undefined;
    // Only a named witness's statement is testimony on their side; an unnamed one's aside is not.
    if (!speakerEntity?.named) return undefined;
    direction = side;
  }
  if (kind === 'testimony' && speakerEntity && /\bcalled 911\b/i.test(s.text) && actorsCalled(r, s, speakerEntity)) kind = 'eyewitness';
  return { item: { kind, direction, whose, summary: summary(`${KIND_LABEL[kind]} by ${who}`), quote: quoteOf(s), source: sourceOf(s) } };
}

/** The words quoted right after a clause's verb ("texted her 'I'm so sorry'"), or ''. */
function quotedAfter(c: Clause): string {
  if (c.verb < 0) return '';
  const toks = c.sentence.tokens;
  let open = -1;
  for (let i = c.verb + 1; i < Math.min(toks.length, c.verb + 5); i++)
    if (/^["“'‘]$/.test(toks[i]!.text)) {
      open = i;
      break;
    }
  if (open < 0) return '';
  let close = open + 1;
  while (close < toks.length && !/^["”'’]$/.test(toks[close]!.text)) close++;
  return spanText(toks, open + 1, close);
}

/** A speaker's own words claiming a thing ("it's all mine", "they were mine"). */
const OWN_WORDS_MINE = /\b(?:it ?'?s|it is|it was|they ?'?re|they are|they were|that ?'?s|that was) (?:all )?mine\b/i;

/** A clause that says something is a third person's own ("the cocaine was his", "they belonged to her"). */
function ownershipClaim(d: Clause): boolean {
  return !d.negated && /\b(?:was|were|is|are) (?:all )?(?:his|hers|theirs)\b|\bbelong(?:s|ed)? to (?:him|her|them)\b/i.test(clauseText(d));
}

function toAuthorities(r: Reading, c: Clause): boolean {
  const s = c.sentence;
  return (
    ppRefs(r, c, 'to').some((p) => p.group === 'police' || (!!p.entity && isPolice(p.entity))) ||
    c.objects.some((o) => {
      const ref = refOf(r, s, o);
      return (
        !!ref &&
        (ref.group === 'police' ||
          (!!ref.entity && isPolice(ref.entity)) ||
          /^(?:them|police|officers?|detectives?|cops)$/i.test(s.tokens[o.head]!.lower))
      );
    }) ||
    /\b(?:to|told|tell|telling) (?:the )?(?:police|detectives?|officers?|cops|them|investigators?)\b/i.test(clauseText(c))
  );
}

/** Whether an entity is the one who called 911 in this sentence. */
function actorsCalled(r: Reading, s: Sentence, e: Entity): boolean {
  return (r.clauses.get(s.id) ?? []).some(
    (c) => hasLemma(c, /^call$/) && /\b911\b/.test(clauseText(c)) && actors(r, c).some((a) => !!a.entity && canon(a.entity) === canon(e)),
  );
}

function isPolice(e: Entity): boolean {
  const c = canon(e);
  return (
    (!!c.title &&
      /^(?:officer|ofc|detective|det|deputy|trooper|sergeant|sgt|sheriff|agent|investigator|lieutenant|lt|corporal|cpl)$/.test(c.title)) ||
    c.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.criminal === 'police-officer')
  );
}

/** Those who treat a person: in a criminal case a witness, not an expert. */
const TREATING = /^(?:doctor|physician|nurse|therapist|counselor|counsellor|pediatrician)$/;

function isExpert(e: Entity, family = false): boolean {
  const c = canon(e);
  // A treating doctor or nurse is a witness, not an expert, in a criminal case.
  return (
    (family && !!c.title && /^(?:dr|doctor|prof|professor)$/.test(c.title.replace(/\.$/, ''))) ||
    c.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.criminal === 'expert' && (family || !TREATING.test(n.noun)))
  );
}

/** The client's own account of an incriminating act ("I swung back and hit him once", "I had 3 beers", "yes I was yelling"). */
function clientAdmissions(r: Reading): Omit<Candidate, 'order'>[] {
  const out: Omit<Candidate, 'order'>[] = [];
  for (const s of r.sentences) {
    const f = s.segment.field;
    if (f !== 'caseDescription' && f !== 'additionalFactors' && f !== 'defenseStrategy' && f !== 'childrenDetails') continue;
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) {
      if (c.negated || c.passive || c.verb < 0) continue;
      // "client choked in the kitchen" (a note): a reduced passive, the client harmed, no admission.
      if (isReducedPassive(c)) continue;
      if (!actors(r, c).some(isClient)) continue;
      if (/\b(?:prior|priors|conviction|convicted|record|pled|pleaded|probation|from (?:19|20)\d\d|in (?:19|20)\d\d)\b/i.test(s.text))
        continue;
      // Someone else's claim about the client ("she says I grabbed her") is not the client's admission.
      let p = coordinationHead(r, c).parent;
      let reported = false;
      // What a witness or a recording saw ("Marcus was seen hitting the man") is theirs to tell, not the client's admission.
      for (let k = 0; p && k < 4; k++, p = p.parent)
        if ((hasLemma(p, STATEMENT_VERBS) || hasLemma(p, SEEN_OR_RECORDED)) && !actors(r, p).some(isClient)) reported = true;
      if (reported) continue;
      // An admission is the client's own words. A relative or a lawyer telling what the client did
      // ("Wyatt hit him once", "she took $250 out of a filing cabinet") tells the story; it is no
      // statement of the client's unless the text reports the client saying it ("he told the officer
      // he had two beers").
      if (r.cast.voice !== 'first' && !clientSaid(r, s, c)) continue;
      if (/^(?:if|unless|whether|when|before|until)$/.test(c.link) && !/\byes\b/i.test(s.text)) continue;
      if (c.chain.some((i) => /^(?:would|could|might|may|should|will|wo|ca|can)$/.test(s.tokens[i]!.lower))) continue;
      const own = clauseText(c);
      const lemma = c.lemmas.find((l) => INCRIMINATING_ACT.test(l));
      if (!lemma) continue;
      // The act is the client's when it heads the chain or follows a verb that hands its subject on ("started hitting",
      // "tried to grab"); in "I woke to glass breaking" the breaking is the glass's.
      const before = c.lemmas.slice(0, c.lemmas.indexOf(lemma));
      if (before.some((l) => !CATENATIVE.test(l))) continue;
      // An act of violence is one only when it is done to someone: "I grabbed my keys to leave" is not.
      if (VIOLENT_ACT.test(lemma) && !actsOnPerson(r, c)) continue;
      if ((lemma === 'have' || lemma === 'drink') && !ALCOHOL.test(own)) continue;
      // "he thought I was drunk, I had one beer": one drink, outside a drunk-driving charge, is the
      // client's answer to an accusation, not an admission of anything charged.
      if ((lemma === 'have' || lemma === 'drink') && blamelessAct(r, c)) continue;
      if (
        lemma === 'drive' ||
        lemma === 'use' ||
        lemma === 'sign' ||
        lemma === 'open' ||
        lemma === 'enter' ||
        lemma === 'pull' ||
        lemma === 'take' ||
        lemma === 'text' ||
        lemma === 'hide' ||
        lemma === 'lie'
      ) {
        if (
          !/\b(?:card|cards|drugs?|pills|money|cash|it|them|stuff|goods|merchandise|a lot|times|over and over|speaker|formula|tools?)\b/i.test(
            own,
          ) &&
          !/\byes\b/i.test(s.text)
        )
          continue;
      }
      if ((lemma === 'yell' || lemma === 'scream') && !/\byes\b/i.test(s.text)) continue;
      out.push({
        item: {
          kind: 'admission',
          direction: 'against',
          whose: 'client',
          summary: `An admission by the client: ${own.replace(/^[,;:\s]+|[\s.]+$/g, '')}`.slice(0, 300),
          quote: quoteOf(s),
          source: sourceOf(s),
        },
        sentence: s,
        explicit: true,
        anaphoric: false,
      });
      break;
    }
  }
  return out.slice(0, 1);
}

/** Whether a clause, or a clause it hangs from, is the client saying, writing or admitting something. */
function clientSaid(r: Reading, s: Sentence, c: Clause): boolean {
  let p: Clause | undefined = c;
  for (let k = 0; p && k < 5; k++, p = p.parent) if (hasLemma(p, STATEMENT_VERBS) && actors(r, p).some(isClient)) return true;
  // A complement with no "that" is not always hung from its verb: "Lyle told the detective he fired …".
  return (r.clauses.get(s.id) ?? []).some(
    (o) => o.verb >= 0 && o.verb < c.verb && hasLemma(o, STATEMENT_VERBS) && actors(r, o).some(isClient),
  );
}

/** Verbs by which a witness or a recording takes in an act. */
const CATENATIVE = /^(?:start|begin|try|keep|continue|go|come|get|want|decide|attempt|mean|be|have|do|end|need|refuse|manage)$/;
const VIOLENT_ACT =
  /^(?:hit|punch|strike|kick|stab|shoot|beat|assault|attack|choke|strangle|push|shove|slap|grab|bite|injure|hurt|kill|swing|throw|headbutt|smack|tackle|cut|threaten|abuse|kidnap|rob)$/;
const PERSON_WORD = /^(?:him|her|them|someone|somebody|anyone|anybody|everyone|his|their)$/;

/** Whether a clause's act lands on a person other than the client: its object, or what it is aimed "at" or "into". */
function actsOnPerson(r: Reading, c: Clause): boolean {
  const s = c.sentence;
  const targets = [
    ...(c.passive ? c.subjects : c.objects),
    ...c.pps.filter((p) => /^(?:at|into|on|against)$/.test(p.prep)).map((p) => p.np),
  ];
  return targets.some((np) => {
    const ref = refOf(r, s, np);
    if (ref && !isClient(ref) && (ref.entity || ref.group)) return true;
    if (PERSON_WORD.test(s.tokens[np.head]?.lower ?? '') || PERSON_WORD.test(s.tokens[np.start]?.lower ?? '')) return true;
    const owner = possessor(r, s, np);
    if (owner && !canon(owner).client) return true;
    return !!PERSON_NOUNS.get(s.tokens[np.head]?.lemma ?? '');
  });
}

/** "Nothing was found in my room", "the search turned up nothing", "they did not find anything": a search for the client. */
function foundNothing(r: Reading, c: Clause): Omit<EvidenceItem, 'id'> | undefined {
  if (r.category !== 'criminal' || !hasLemma(c, /^(?:find|recover|seize|turn)$/)) return undefined;
  const s = c.sentence;
  const heads = (c.passive ? c.subjects : c.objects).map((np) => s.tokens[np.head]?.lower ?? '');
  // "found nothing" (its own "nothing" may mark the clause negated, as may a "nothing" the subject finder missed).
  const nothing =
    heads.some((h) => h === 'nothing') !== c.negated ||
    (c.negated && heads.some((h) => h === 'anything')) ||
    (!c.passive && heads.some((h) => h === 'nothing'));
  if (!nothing) return undefined;
  // "No fingerprints of mine were found": a forensic trace not found is read as forensic evidence.
  if ((c.passive ? c.subjects : c.objects).some((np) => EVIDENCE_NOUNS.get(s.tokens[np.head]?.lemma ?? '') === 'forensic'))
    return undefined;
  // "The third robber was never found": a person not found is no search that came up empty.
  if (
    [...(c.passive || !c.objects.length ? c.subjects : c.objects)].some(
      (np) =>
        !!PERSON_NOUNS.get(s.tokens[np.head]?.lemma ?? '') ||
        SOUGHT_PERSON.test(s.tokens[np.head]?.lemma ?? '') ||
        !!refOf(r, s, np)?.entity ||
        s.tokens[np.head]?.pos === 'PROPN',
    )
  )
    return undefined;
  // Whose search: the police's or anyone's, never the client's own looking.
  if (actors(r, c).some(isClient)) return undefined;
  return {
    kind: 'physical',
    direction: 'for',
    whose: 'unknown',
    summary: `A search found nothing: ${snippetOf(c)}`.slice(0, 300),
    quote: quoteOf(s),
    source: sourceOf(s),
  };
}

/** People the police look for, who are no evidence when they are not found. */
const SOUGHT_PERSON =
  /^(?:robber|suspect|shooter|gunman|attacker|assailant|thief|burglar|man|woman|person|guy|driver|perpetrator|culprit)$/;

/** "with the speaker in my bag", "I had a gray jacket in my car": something found on the client. */
function foundWith(r: Reading, c: Clause): Omit<EvidenceItem, 'id'> | undefined {
  if (r.category !== 'criminal' || c.negated) return undefined;
  const s = c.sentence;
  const own = clauseText(c);
  const m =
    /\b(?:with|had|found|carrying|holding) (?:a|an|the|some|his|her|my|\d+)?\s*(?:[a-z]+'s\s+)?([a-z][a-z -]{1,30}?) (?:in|inside|under) (?:my|his|her|their|the) (?:bag|backpack|purse|car|truck|pocket|pockets|trunk|glove ?box|waistband|jacket|room|closet|locker|apartment|house|garage)\b/i.exec(
      own,
    );
  if (!m) return undefined;
  const thing = m[1]!.trim();
  if (/^(?:permission|consent|me|him|her|them|nothing|no)\b/i.test(thing)) return undefined;
  if (s.segment.field === 'defenseStrategy') return undefined;
  return {
    kind: 'physical',
    direction: 'against',
    whose: 'client',
    summary: `Physical evidence: ${thing} found ${m[0].replace(/^.*?\b(in|inside|under)\b/i, '$1')}`.slice(0, 300),
    quote: quoteOf(s),
    source: sourceOf(s),
  };
}

/** What a person carries that says whose a place or a stash is: a wallet, an ID, keys, a phone, mail. */
const BELONGINGS = /^(?:wallet|id|license|licence|key|keys|phone|mail|backpack|purse|jacket|coat|paperwork)$/;
/** Things whose possession is the offence. */
const CONTRABAND =
  /\b(?:drugs?|cocaine|crack|heroin|fentanyl|meth|methamphetamine|marijuana|weed|pills|oxycodone|baggies|narcotics|gun|pistol|handgun|firearm|rifle)\b/i;
/** Prepositions of lying with or beside something. */
const ALONGSIDE = /^(?:in|inside|on|with|beside|next|under|among|near|atop)$/;

/**
 * The client's own belongings lying with the contraband ("Tariq's wallet, with his license in it,
 * was lying in that same drawer on top of the bags", "my wallet was in the console with the pills"):
 * physical evidence against the client, what ties a person to a shared place's stash. The thing it
 * lay with is named as contraband, or is a place or a thing an earlier sentence found it in or as
 * ("they found 14 bags of cocaine in a kitchen drawer" … "on top of the bags").
 */
function belongingsWithContraband(r: Reading, c: Clause): Omit<EvidenceItem, 'id'> | undefined {
  const s = c.sentence;
  if (r.category !== 'criminal' || c.negated || c.passive || s.segment.field === 'defenseStrategy') return undefined;
  if (!hasLemma(c, /^(?:be|lie|sit)$/)) return undefined;
  const subj = c.subjects[0];
  if (!subj || !BELONGINGS.test(s.tokens[subj.head]!.lemma)) return undefined;
  const owner = possessor(r, s, subj);
  if (!owner || !isClient(owner)) return undefined;
  const beside = c.pps.filter((p) => ALONGSIDE.test(p.prep) || (p.prep === 'of' && /^top$/i.test(s.tokens[p.np.start - 2]?.lower ?? '')));
  if (!beside.length) return undefined;
  const named = beside.some((p) => CONTRABAND.test(spanText(s.tokens, p.np.start, p.np.end)));
  const earlier = r.sentences.filter((x) => x.id < s.id && CONTRABAND.test(x.text));
  const foundThere = beside.some((p) => {
    const head = s.tokens[p.np.head]!.lemma;
    return earlier.some((x) => x.tokens.some((t) => t.lemma === head && t.pos === 'NOUN'));
  });
  if (!named && !foundThere) return undefined;
  return {
    kind: 'physical',
    direction: 'against',
    whose: 'client',
    summary: `Physical evidence: the client's ${s.tokens[subj.head]!.lower} lay with it (${snippetOf(c)})`.slice(0, 300),
    quote: quoteOf(s),
    source: sourceOf(s),
  };
}

function whoseOf(ctx: EvidenceContext, ref: Ref | Entity | undefined): string {
  if (!ref) return 'unknown';
  if ('np' in ref) {
    if (ref.group) return 'other';
    if (ref.unresolved || !ref.entity) return 'unknown';
    return whoseOf(ctx, ref.entity);
  }
  const e = canon(ref);
  if (e.client) return 'client';
  if (e.writer) return 'unknown';
  return ctx.ids.get(e) ?? 'other';
}

function nameOf(r: Reading, whose: string): string {
  if (whose === 'client') return 'the client';
  if (whose === 'other') return 'someone else';
  if (whose === 'unknown') return '';
  const e = r.cast.entities.find((x) => x.id === whose || x.id === `d-${whose}` || whose === `${x.id}-p`);
  return e?.name ?? whose;
}

function npAt(s: Sentence, c: Clause, i: number): NP | undefined {
  return chunk(s.tokens, c.start, c.end).find((np) => np.start <= i && i < np.end);
}

function negatedTrigger(s: Sentence, c: Clause, tr: Trigger, np: NP | undefined): boolean {
  const toks = s.tokens;
  if (np?.negative) return true;
  const from = Math.max(0, tr.at - 4);
  const before = toks.slice(from, tr.at).map((t) => t.lower);
  // A negator governs the evidence word unless a preposition comes between them: "no face on the
  // video" denies the face, not the video; "the absence of DNA", "a lack of prints" are the
  // nominal negations they are.
  if (
    before.some(
      (w, k) =>
        w === 'lack' ||
        w === 'absence' ||
        ((w === 'without' || w === 'no' || w === 'none' || w === 'zero' || w === 'neither' || w === 'nor') &&
          !toks.slice(from + k + 1, tr.at).some((t) => t.pos === 'ADP' && t.lower !== 'of')),
    )
  )
    return true;
  if (before.includes('never') && c.lemmas.some((l) => ABSENCE_VERBS.test(l))) return true;
  // A note's label and what follows it ("Lab: no prints of client anywhere in it", "Search – nothing
  // found"): a label that names the evidence is denied by a "no"/"nothing" right after its colon.
  if (np && np.end < toks.length - 1 && /^[:–—-]$/.test(toks[np.end]!.text) && /^(?:no|none|nothing|zero)$/.test(toks[np.end + 1]!.lower))
    return true;
  // "The lab found no fingerprints of mine", "the exam found no injuries", "the search turned up
  // nothing": the examiner is the subject, and what it found is none.
  if (
    !c.negated &&
    !c.passive &&
    c.subjects.some((x) => x.start <= tr.at && tr.at < x.end) &&
    c.lemmas.some((l) => ABSENCE_VERBS.test(l)) &&
    c.objects.some((o) => o.negative || /^(?:nothing|none)$/.test(s.tokens[o.head]?.lower ?? ''))
  )
    return true;
  if (c.negated) {
    // The verb is negated: the trigger is its subject, object or the verb itself. A denial of
    // having or doing ("he never had a knife") is a denial, not a finding that nothing was there.
    if (tr.verb) return true;
    if (!c.lemmas.some((l) => ABSENCE_VERBS.test(l))) return false;
    if (c.subjects.some((x) => x.start <= tr.at && tr.at < x.end)) return true;
    if (c.objects.some((x) => x.start <= tr.at && tr.at < x.end)) return true;
    if (c.pps.some((p) => p.np.start <= tr.at && tr.at < p.np.end && /^(?:on|in|of|from)$/.test(p.prep))) return true;
  }
  return false;
}

function readOne(
  r: Reading,
  ctx: EvidenceContext,
  s: Sentence,
  c: Clause,
  cls: Clause[],
  tr: Trigger,
): { item?: Omit<EvidenceItem, 'id'>; assertion?: { whose: string; kind: EvidenceKind; negated: boolean }; explicit: boolean } | undefined {
  const criminal = r.category === 'criminal';
  const np = tr.verb ? undefined : npAt(s, c, tr.at);
  // "The dash camera contradicts the report": what is contradicted is the other evidence's subject, not evidence of its own.
  if (np && c.objects.some((o) => o.start <= tr.at && tr.at < o.end) && hasLemma(c, /^(?:contradict|refute|disprove|undermine)$/))
    return undefined;
  const negated = negatedTrigger(s, c, tr, np);
  const scope = scopeText(c, cls);
  const deps = dependents(c, cls);
  let kind = tr.kind;
  // Whose statement or conduct.
  let whoseRef: Ref | Entity | undefined;
  if (tr.verb) whoseRef = actors(r, c)[0] ?? (c.passive && kind === 'records' ? refOf(r, s, c.subjects[0]) : undefined);
  else {
    whoseRef = possessor(r, s, np);
    if (!whoseRef && np) {
      const from = c.pps.find((p) => /^(?:from|by|of)$/.test(p.prep) && p.np.start >= np.end && p.np.start - np.end <= 1);
      const ref = from ? refOf(r, s, from.np) : undefined;
      if (ref && (ref.entity || ref.group)) whoseRef = ref;
    }
    if (
      !whoseRef &&
      (kind === 'confession' || kind === 'admission' || kind === 'testimony') &&
      np &&
      (c.objects.some((o) => o.start === np.start) || (c.passive && !!c.agent && c.subjects.some((x) => x.start === np.start)))
    ) {
      // "He gave a full confession", "Kevin made a statement", "she wrote a letter"; in the passive,
      // the agent ("a full confession was given by Marcus").
      whoseRef = actors(r, c)[0];
    }
    // "Jaylen gave a statement to detectives": the client's statement says nothing until its content is told.
    if (kind === 'testimony' && tr.word === 'statement' && whoseRef && isClient(whoseRef as Ref) && !dependents(c, cls).length)
      return undefined;
    if (
      !whoseRef &&
      (kind === 'digital' || kind === 'video' || kind === 'records') &&
      np &&
      hasLemma(c, /^(?:send|post|write|text|email|record|film|take|leave|upload|message|type|publish)$/) &&
      !c.passive
    ) {
      // "He sent me 60 threatening texts": the sender's.
      const doer = actors(r, c)[0];
      if (doer && (doer.entity || doer.group)) whoseRef = doer;
    }
    // A note's label ("Eyewitness: Dana Ruiz (store clerk) saw …"): the witness is the one the note goes on to name.
    if (!whoseRef && np && s.tokens[np.end]?.text === ':' && (kind === 'eyewitness' || kind === 'alibi' || kind === 'expert')) {
      const named =
        actors(r, c).find((a) => isOtherPerson(a) && !!a.entity) ??
        // A verbless note ("Alibi: Ana Hale (sister) — with him until midnight"): the first person it names.
        (c.verb < 0
          ? mentionsOf(r, s).find((m) => m.start > np.end && !!m.entity && !canon(m.entity).client && !m.entity.writer)?.entity
          : undefined);
      if (named) whoseRef = named;
    }
    if (!whoseRef && kind === 'eyewitness' && np && /^(?:witness|witnesses|eyewitness|eyewitnesses)$/.test(tr.word))
      whoseRef = refOf(r, s, np) ?? undefined;
  }
  // "Deputy Whitfield wrote in his report that I was in reach of the bag": the officer's account,
  // written down — his testimony, not a record of its own.
  if (kind === 'records' && np && s.tokens[np.head]?.lemma === 'report' && c.pps.some((p) => p.prep === 'in' && p.np.start === np.start)) {
    const writer = hasLemma(c, /^(?:write|note|state|say|record|claim)$/) ? actors(r, c)[0] : undefined;
    if (writer?.entity && !isClient(writer)) {
      kind = 'testimony';
      whoseRef = writer;
    }
  }
  let expertWriter: Entity | undefined;
  let writtenByOther = false;
  // "Her neurologist's report says …", "the evaluator's assessment": an expert's written opinion is
  // expert evidence, not a record.
  if (kind === 'records' && np && /^(?:report|evaluation|assessment)$/.test(s.tokens[np.head]?.lemma ?? '')) {
    // The writer: the noun right before the possessive "'s" ("her neurologist's report"), or the owner.
    const mark = s.tokens.slice(np.start, np.head).findIndex((t) => t.text === "'s" || t.text === '\u2019s');
    const writerNoun = mark > 0 ? s.tokens[np.start + mark - 1]!.lemma : '';
    const expertNoun = PERSON_NOUNS.get(writerNoun)?.criminal === 'expert' && (!criminal || !TREATING.test(writerNoun));
    const owner = whoseRef && ('np' in whoseRef ? whoseRef.entity : whoseRef);
    if (expertNoun) {
      // The report is the writer's, not their patient's ("her neurologist's report" is no evidence by her).
      kind = 'expert';
      const writer = refOf(r, s, { start: np.start, end: np.start + mark, head: np.start + mark - 1, negative: false });
      whoseRef = writer?.entity && !isClient(writer) ? writer : undefined;
      expertWriter = whoseRef ? (whoseRef as Ref).entity : undefined;
      if (!whoseRef) writtenByOther = true;
    } else if (owner && isExpert(owner, !criminal)) {
      kind = 'expert';
      expertWriter = owner;
    }
  }
  let whose = writtenByOther ? 'other' : whoseOf(ctx, whoseRef);
  // An eyewitness is a person who saw (or identified, or called 911 about) something of the incident.
  if (tr.verb && kind === 'eyewitness') {
    const doer = actors(r, c)[0];
    if (!doer || isClient(doer) || !(doer.entity || doer.group)) return undefined;
    if (doer.entity?.writer) return undefined;
    if (criminal) {
      // What was seen: the object and complements, and what the same witness says next ("saw the whole thing and says Kyle pushed me first").
      const siblings = cls.filter((x) => x.index > c.index && x.inheritedSubject && x.subjects === c.subjects);
      const seen = [...deps, ...siblings, ...siblings.flatMap((x) => dependents(x, cls))];
      const inObjects = c.objects.some((o) => mentionsClient(r, { ...c, start: o.start, end: o.end }, true));
      const aboutOther = seen.some(
        (d) =>
          actors(r, d).some((a) => isOtherPerson(a) && a.entity !== doer.entity) &&
          !d.negated &&
          (AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS) || (hasLemma(d, AIM_VERBS) && ppRefs(r, d, 'at').some(isClient))),
      );
      const aboutClient =
        !aboutOther &&
        (patients(r, c).some(isClient) || inObjects || seen.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d, true)));
      if (aboutOther)
        return {
          item: {
            kind,
            direction: 'for',
            whose: whoseOf(ctx, doer),
            summary: `${KIND_LABEL[kind]} by ${nameOf(r, whoseOf(ctx, doer))}: ${snippetOf(c)}`.slice(0, 300),
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          explicit: true,
        };
      if (
        !aboutClient &&
        !aboutOther &&
        !hasLemma(c, /^(?:identify|pick|recognize|recognise|point|single)$/) &&
        !/\b(?:the whole thing|everything|it happen|the fight|the shooting|the incident|what happened)\b/i.test(scope)
      )
        return undefined;
    }
    whose = whoseOf(ctx, doer);
  }
  let direction: Direction | undefined;
  let explicit = true;
  let assertion: { whose: string; kind: EvidenceKind; negated: boolean } | undefined;
  // "he never had a knife": the client's denial, not a piece of evidence.
  if (kind === 'physical' && c.negated && !negated) return undefined;
  // "The police never tested the hammer for prints", "no blood test was ever done", "the officers never
  // had the bags checked for fingerprints": an examination nobody made (or had made) is no evidence
  // either way (the client's own refusal of a test is another matter).
  const denier = c.negated ? c : c.parent?.negated && hasLemma(c.parent, /^(?:have|get)$/) ? c.parent : undefined;
  if (
    criminal &&
    denier &&
    !STATEMENT_KINDS.has(kind) &&
    hasLemma(c, EXAMINING_VERBS) &&
    ![c, ...deps].some((d) => hasLemma(d, FINDING_VERBS)) &&
    !actors(r, denier).some(isClient)
  )
    return undefined;
  // "I did not have receipts", "she never gave the police the video": a record, recording or message
  // nobody has, handed over, asked for or looked at is no evidence.
  if (
    criminal &&
    (kind === 'records' || kind === 'video' || kind === 'digital') &&
    c.negated &&
    !negated &&
    np &&
    ((c.objects.some((o) => o.start <= tr.at && tr.at < o.end) && hasLemma(c, HAND_OVER)) ||
      // "He never asked for my receipt", "nobody looked at the video": a paper or recording nobody asked for or looked at.
      (c.pps.some((p) => /^(?:for|at)$/.test(p.prep) && p.np.start <= tr.at && tr.at < p.np.end) &&
        hasLemma(c, /^(?:ask|request|demand|look|check)$/)))
  )
    return undefined;
  // The protection-order matter's own temporary order is no record to weigh (family.ts interimOrderOfTheMatter).
  if (!criminal && tr.word === 'order' && interimOrderOfTheMatter(r.facts.caseType, s.text)) return undefined;
  if (kind === 'confession' || kind === 'admission') {
    if (whose === 'unknown' && criminal && !whoseRef) {
      // "A confession was obtained", "the confession was forced": in a criminal narrative, the accused's.
      whose = c.passive && !c.agent ? 'client' : 'unknown';
    }
    assertion = { whose, kind, negated };
    if (negated) return { assertion, explicit };
    if (whose === 'client') direction = 'against';
    else if (whose === 'unknown') direction = criminal ? 'against' : 'unknown';
    else {
      const implicates =
        deps.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d)) ||
        /\bimplicat\w*|\bblam\w*|\bnam(?:ed|ing) (?:him|her|my client)\b/i.test(scope);
      direction = criminal ? (implicates ? 'against' : 'for') : 'for';
    }
  } else if (kind === 'testimony') {
    if (negated) return undefined;
    const side = whose === 'client' ? 'for' : ctx.sides.get(whose);
    if (/\bagainst (?:him|her|me|my client|the defendant)\b|for the (?:prosecution|state)/i.test(scope)) direction = 'against';
    else if (/\bfor (?:him|her|me|my client|the defen[cs]e)|on (?:his|her|my) behalf\b/i.test(scope)) direction = 'for';
    else if (ALIBI_PLACES.test(scope) && deps.some((d) => actors(r, d).some(isClient))) {
      kind = 'alibi';
      direction = 'for';
    } else if (EXCULPATORY.test(scope) || (AGGRESSOR.test(scope) && !actors(r, c).some(isClient))) direction = 'for';
    else if (side === 'for' || side === 'against') direction = side;
    else if (!criminal && whoseRef && partyOfRef(whoseRef) === 'client') direction = 'for';
    else return undefined;
    // "says she saw bruises on Megan and will testify about it": what the witness saw.
    if (
      whose !== 'client' &&
      whose !== 'unknown' &&
      cls.some((x) => !x.negated && hasLemma(x, PERCEIVE) && actors(r, x).some((a) => !!a.entity && whoseOf(ctx, a) === whose))
    )
      kind = 'eyewitness';
  } else if (kind === 'alibi') {
    direction = negated
      ? criminal
        ? 'against'
        : 'unknown'
      : /\b(?:no|lacks?|without|weak|false|fake|unconfirmed) alibi\b/i.test(scope)
        ? 'against'
        : 'for';
    if (/\bno alibi\b/i.test(scope)) direction = 'against';
  } else if (!criminal) {
    if (kind === 'forensic' && /\b(?:dna|paternity)\b/i.test(scope) && ctx.paternity) {
      direction = ctx.paternity(/\bexclu\w+|not the (?:biological )?father|\b0(?:\.0+)?\s*%|negative\b/i.test(s.text));
    } else if (negated) return undefined;
    else if (kind === 'eyewitness') direction = ctx.aggressor === 'other' ? 'for' : ctx.aggressor === 'client' ? 'against' : 'unknown';
    else {
      // A named expert's report is on the side the people reader put its writer (what they recommend
      // beside what the client asks).
      const writerSide = expertWriter ? ctx.sides.get(whoseOf(ctx, expertWriter)) : undefined;
      const d = writerSide === 'for' || writerSide === 'against' ? writerSide : familyDirection(r, c, cls, whoseRef, scope, kind, ctx);
      direction = d ?? 'unknown';
      explicit = d !== undefined;
    }
  } else if (kind === 'physical' && tr.word === 'photo' && !negated && injured(r, s)) {
    // Photographs of an injury: for the client when the injury is the client's, against otherwise.
    direction = isClient(injured(r, s)) ? 'for' : 'against';
  } else {
    const d = criminalDirection(r, s, c, kind, negated, scope, deps, np);
    if (!d) return undefined;
    direction = d.direction;
    explicit = d.explicit;
  }
  // "The district hired a forensic accountant", "a psychologist we hired": the hired one is an
  // expert, on the side of who hired them.
  if (
    (kind === 'expert' || kind === 'forensic') &&
    !tr.verb &&
    criminal &&
    !c.negated &&
    hasLemma(c, /^(?:hire|retain|engage|commission)$/)
  ) {
    const side = hirerSide(r, c);
    if (side) {
      kind = 'expert';
      direction = side;
      explicit = true;
      const expert = np ? refOf(r, s, np) : undefined;
      if (expert?.entity && whose === 'unknown') whose = whoseOf(ctx, expert);
    }
  }
  const subjectWhose =
    whose === 'unknown' && !tr.verb
      ? whoseOf(
          ctx,
          actors(r, c).find((a) => a.entity && !a.entity.writer),
        )
      : whose;
  if (
    kind !== 'confession' &&
    kind !== 'admission' &&
    kind !== 'testimony' &&
    whose === 'unknown' &&
    subjectWhose !== 'unknown' &&
    (kind === 'eyewitness' || kind === 'expert')
  )
    whose = subjectWhose;
  const who = nameOf(r, whose);
  const label = KIND_LABEL[kind];
  const by =
    who &&
    (kind === 'confession' ||
      kind === 'admission' ||
      kind === 'testimony' ||
      kind === 'eyewitness' ||
      kind === 'alibi' ||
      kind === 'expert')
      ? ` by ${who}`
      : who && whose !== 'unknown'
        ? ` (${who})`
        : '';
  const pending = kind === 'forensic' && direction === 'unknown' && PENDING.test(clauseText(c));
  const what = pending ? ' (results not back yet)' : negated ? ' (none found or not shown)' : '';
  const snippet = snippetOf(c);
  const summary = `${label}${by}${what}: ${snippet}`.slice(0, 300);
  return {
    item: { kind, direction: direction ?? 'unknown', whose: whose.slice(0, 40), summary, quote: quoteOf(s), source: sourceOf(s) },
    assertion,
    explicit,
  };
}

/** Whose injury a sentence names: the owner of the injured body part or of the injury, or who has, suffers or got it. */
function injured(r: Reading, s: Sentence): Entity | undefined {
  for (const c of r.clauses.get(s.id) ?? []) {
    // Only a clause that names the injury ("I put my hands on her neck" does not).
    if (!INJURY.test(clauseText(c))) continue;
    for (const np of [...c.pps.map((p) => p.np), ...c.objects, ...c.subjects]) {
      const head = s.tokens[np.head];
      if (!head) continue;
      if (BODY_PARTS.has(head.lemma) || INJURY.test(spanText(s.tokens, np.start, np.end))) {
        const owner = possessor(r, s, np);
        if (owner && !owner.writer) return owner;
      }
    }
    if (!c.negated && (hasLemma(c, /^(?:have|suffer|get|bruise|sustain)$/) || INJURY.test(clauseText(c)))) {
      const who = c.passive ? patients(r, c)[0] : actors(r, c)[0];
      if (who?.entity && !who.entity.writer && INJURY.test(clauseText(c))) return canon(who.entity);
    }
  }
  return undefined;
}

function partyOfRef(ref: Ref | Entity): 'client' | 'other' | undefined {
  const e = 'np' in ref ? ref.entity : ref;
  if (!e) return undefined;
  return canon(e).client ? 'client' : canon(e).writer ? undefined : 'other';
}

const INNOCENT_ACTS =
  /^(?:warn|alert|object|refuse|decline|report|flag|complain|return|repay|disclose|question|resign|protest|whistleblow)$/;
const ABSENCE_VERBS =
  /^(?:find|recover|locate|discover|show|match|detect|test|be|turn|come|reveal|contain|capture|record|seize|identify|confirm|see|appear|exist|link|place|put|connect|tie)$/;
const PENDING =
  /(?:n't|n’t) (?:back|in|done|complete\w*|yet)\b|\b(?:(?:not|nt) (?:back|in|done|complete\w*|yet)|still (?:pending|waiting|out|being)|pending|awaiting|waiting (?:for|on)|haven'?t come back|hasn'?t come back|not come back|yet to|results? (?:are|is) (?:not|still)|inconclusive)\b/i;
const NOT_THERE =
  /\b(?:broken|not working|wasn'?t working|were(?:n'?t| not) working|didn'?t record|did not record|no footage|erased|deleted|overwritten|(?:don'?t|do not|didn'?t|did not) know (?:if|whether)|not sure (?:if|whether)|might|may have|maybe|hasn'?t (?:got|gotten|found)|no (?:cameras?|video))\b/i;
const UNCLEAR =
  /\b(?:from behind|(?:can'?t|cannot|could not|couldn'?t) (?:see|make out|identify|tell)|not (?:clear|clearly)|unclear|blurry|grainy|too dark|unidentifiable|only shows (?:somebody|someone|a (?:man|person|figure))|face (?:is|was) (?:not|never) (?:visible|shown))\b/i;

/** Parts of the body a blow lands on or is aimed at. */
const BODY_PARTS = new Set(
  'face head arm chest neck back leg hand eye nose mouth jaw lip cheek stomach shoulder body throat side ribs rib temple ear'.split(' '),
);

/** Verbs that say what an examination or a recording found or shows: a denial with one of them is a finding of nothing. */
const FINDING_VERBS =
  /^(?:find|recover|locate|discover|show|match|detect|turn|come|reveal|contain|capture|record|seize|identify|confirm|see|appear|link|place|put|connect|tie|exclude|include|belong|catch)$/;
/** Verbs of carrying out an examination or gathering a thing: denied, the examination was never made. */
const EXAMINING_VERBS =
  /^(?:test|retest|examine|search|inspect|review|dust|image|extract|download|analy[sz]e|swab|process|check|run|do|perform|conduct|order|request|take|collect|send|bother|draw|give|administer|pull|subpoena|obtain|get|keep|save|preserve)$/;
/** Having or handing over a thing. */
const HAND_OVER = /^(?:have|keep|save|get|obtain|give|provide|produce|bring|send|turn|hand|show|preserve|pull|subpoena)$/;
/** Forensic words that name an examination (whose absence is none made), not a trace it looks for (whose absence is a finding). */
const EXAMINATIONS =
  /^(?:test|testing|screen|screening|exam|examination|analysis|report|result|lab|laboratory|kit|breathalyzer|intoxilyzer|machine|autopsy|toxicology|ballistics|evaluation|sample)$/;

/**
 * A source of evidence the text says does not exist — "there is no video", "no receipt", "he was
 * never on the payroll", "no phone or other records" — is no item of evidence
 * (at most a gap in the other side's case), unlike a search or an examination that found nothing
 * ("no prints were found", "the exam found no injuries", "the video does not show him"), which is
 * evidence for the client. Only a denial with no verb of finding or showing in the clause or what it
 * governs, of a source of evidence (a recording, a record, a message, an examination, not a trace
 * such as prints or a weapon) that stands before the source.
 */
function absentEvidence(s: Sentence, c: Clause, deps: Clause[], kind: EvidenceKind, np: NP | undefined): boolean {
  if ([c, ...deps].some((d) => hasLemma(d, FINDING_VERBS)) || !np) return false;
  const head = s.tokens[np.head]!.lemma;
  const source = kind === 'video' || kind === 'records' || kind === 'digital' || (kind === 'forensic' && EXAMINATIONS.test(head));
  // The denial stands before the source ("no receipt", "was never on the payroll"), not after a
  // label naming it ("Lab: no prints of the client", what the lab found).
  const deniedBefore = s.tokens.slice(c.start, np.end).some((t) => /^(?:no|not|never|none|without|n't|nt)$/.test(t.lower));
  return source && deniedBefore && c.lemmas.every((l) => /^(?:be|exist|have)$/.test(l) || EXAMINING_VERBS.test(l));
}

function criminalDirection(
  r: Reading,
  s: Sentence,
  c: Clause,
  kind: EvidenceKind,
  negated: boolean,
  scope: string,
  deps: Clause[],
  np: NP | undefined,
): { direction: Direction; explicit: boolean } | undefined {
  const field = s.segment.field;
  const own = clauseText(c);
  if (kind === 'video' && NOT_THERE.test(scope) && !/\bshows?\b/i.test(own)) return undefined;
  if (kind === 'forensic' && PENDING.test(scope)) return { direction: 'unknown', explicit: true };
  // "the lab report came back: the DNA is from an unknown male and it does not match me" — the result follows the colon.
  if (kind === 'forensic' && np) {
    const rest = spanText(s.tokens, np.end, s.tokens.length);
    if (
      /^\s*\S*\s*(?:came back|is back|arrived|returned)?[^.]*[:;,-]/i.test(rest) &&
      FOREIGN_PROFILE.test(rest) &&
      !/\bnot (?:exclud|exonerat)/i.test(rest)
    )
      return { direction: 'for', explicit: true };
  }
  if (EXCULPATORY.test(scope) && !/\bnot (?:exclud|exonerat)/i.test(scope) && !UNCLEAR.test(scope))
    return { direction: 'for', explicit: true };
  if (kind === 'forensic' || kind === 'records') {
    const ancestors = new Set<Clause>();
    for (let p = c.parent; p; p = p.parent) ancestors.add(p);
    const rest = (r.clauses.get(s.id) ?? []).filter((x) => (x.start >= c.start || ancestors.has(x)) && !x.negated);
    // "…lifted two fingerprints and neither one matches Ethan": a later clause of the sentence says the
    // trace does not match the client.
    if (
      kind === 'forensic' &&
      (r.clauses.get(s.id) ?? []).some(
        (x) => x.start >= c.start && x.negated && hasLemma(x, /^(?:match|belong)$/) && matchedRefs(r, x).some(isClient),
      )
    )
      return { direction: 'for', explicit: true };
    // "…and the report says I am excluded as the source": a later clause of the sentence excludes the client.
    if (
      kind === 'forensic' &&
      rest.some((x) => x.passive && hasLemma(x, /^exclude$/) && refOf(r, s, x.subjects[0])?.entity && isClient(refOf(r, s, x.subjects[0])))
    )
      return { direction: 'for', explicit: true };
    // A test the client passed, or that came back negative.
    if (
      rest.some(
        (x) =>
          (hasLemma(x, /^pass$/) && actors(r, x).some(isClient)) ||
          /\b(?:tested negative|came back (?:negative|clean)|were negative|was negative)\b/i.test(clauseText(x)),
      )
    )
      return { direction: 'for', explicit: true };
  }
  if ((kind === 'video' || kind === 'eyewitness') && UNCLEAR.test(scope)) return { direction: 'unknown', explicit: true };
  // "looked at a photo array and could not pick anybody": the identification the array was for, in
  // a later clause of the sentence, failed.
  if (kind === 'eyewitness' && np) {
    const pick = (r.clauses.get(s.id) ?? []).find(
      (x) => x.start > c.start && hasLemma(x, /^(?:identify|pick|recognize|recognise|choose|select)$/),
    );
    if (pick?.negated) return { direction: 'for', explicit: true };
  }
  // "The clip shows a guy in a mask walking up the yard, you can't see his face": a clause of the
  // same sentence says what the recording does not show.
  if (kind === 'video' && !mentionsClient(r, c, true) && UNCLEAR.test(s.text)) return { direction: 'unknown', explicit: true };
  // A weapon found beside or in the hand of the man the client fought ("deputies found the crowbar
  // beside him") is the other man's: in a case of violence it bears out self-defence.
  if (
    kind === 'physical' &&
    !negated &&
    /^(?:assault|battery|homicide)$/.test(r.facts.caseType) &&
    /\b(?:crowbar|knife|gun|pistol|bat|weapon|hammer|machete|pipe|tire iron)\b/i.test(clauseText(c)) &&
    ['beside', 'near', 'by', 'under'].some((p) =>
      ppRefs(r, c, p).some(
        (x) =>
          isOtherPerson(x) &&
          // Not a passive's agent ("was found … by police"), nor a thing of someone's ("under Marcus's seat").
          !(c.passive && p === 'by') &&
          !s.tokens.slice(x.np.start, x.np.end).some((t) => t.text === "'s" || t.text === '\u2019s'),
      ),
    )
  )
    return { direction: 'for', explicit: true };
  if (negated) {
    if (absentEvidence(s, c, deps, kind, np)) return undefined;
    // "The laptop was never found": a device not found is a thing sought (read as an empty search), not digital evidence.
    if (kind === 'digital' && np && /^(?:laptop|computer|phone|tablet|ipad|device)$/.test(s.tokens[np.head]!.lemma)) return undefined;
    if (ABSENCE_FOR.has(kind) || kind === 'physical') return { direction: 'for', explicit: true };
    if (kind === 'eyewitness')
      return patients(r, c).some(isClient) || mentionsClient(r, c) ? { direction: 'for', explicit: true } : undefined;
    return undefined;
  }
  // What a recording shows is read before who holds it: "my lawyer got the footage: it shows …".
  // A clause after a colon or a semicolon elaborates the one before it ("the video shows the oil on
  // the rack; I never moved it"), so it and what follows it in the sentence are part of what the
  // evidence shows.
  const all = r.clauses.get(s.id) ?? [];
  const colon = all.find((x) => x.start > c.start && (x.link === ':' || x.link === ';'));
  const shownHere = colon ? [c, ...deps, ...all.filter((x) => x.start >= colon.start)] : [c, ...deps];
  const others = (a: Ref) => isOtherPerson(a);
  // "at her face", "in his chest": a blow aimed at a part of the body is aimed at its owner.
  const aimedAt = (d: Clause, whom: (a: Ref) => boolean) =>
    d.pps.some(
      (p) =>
        /^(?:at|in|on|to|across|into)$/.test(p.prep) &&
        BODY_PARTS.has(d.sentence.tokens[p.np.head]!.lemma) &&
        ((owner) => !!owner && whom({ np: p.np, entity: owner } as Ref))(possessor(r, d.sentence, p.np)),
    );
  const strikes = (d: Clause, who: (a: Ref) => boolean, whom: (a: Ref) => boolean) =>
    !d.negated &&
    actors(r, d).some(who) &&
    (((AGGRESSOR.test(clauseText(d)) || hasLemma(d, HARM_VERBS) || hasLemma(d, /^swing$/)) &&
      (patients(r, d).some(whom) || ppRefs(r, d, 'at').some(whom) || aimedAt(d, whom))) ||
      // "raised the pistol at him": menace aimed at someone (not "pointed me out").
      (hasLemma(d, AIM_VERBS) && ppRefs(r, d, 'at').some(whom)));
  if (kind === 'video' || kind === 'eyewitness') {
    const clientStrikes = shownHere.filter((d) => strikes(d, isClient, others));
    const otherStrikes = shownHere.filter((d) => strikes(d, others, isClient));
    // The client shown striking first, or striking with nobody shown striking the client.
    const clientFirst = clientStrikes.some((d) => /\bfirst\b/i.test(clauseText(d)));
    if (clientStrikes.length && (clientFirst || !otherStrikes.length)) return { direction: 'against', explicit: true };
    if (otherStrikes.length && !clientFirst) return { direction: 'for', explicit: true };
  }
  // A forensic match to another person ("the DNA on the knife matched Cole Brandt, not Marcus",
  // "the prints belong to his roommate"): it points away from the client, unless the client matches too.
  if (kind === 'forensic' && !negated && hasLemma(c, /^(?:match|belong|identify)$/) && !c.negated) {
    const matched = matchedRefs(r, c);
    // "matched Cole Brandt, not Marcus": a person named after "not" or "never" is not matched.
    const denied = (start: number) => /^(?:not|never)$/.test(s.tokens[start - 1]?.lower ?? '');
    const clientMatched = c.objects.some((o) => mentionsClient(r, { ...c, start: o.start, end: o.end }, true) && !denied(o.start));
    const clientNamed = matched.some((x) => isClient(x) && !denied(x.np.start));
    if (matched.some((x) => isOtherPerson(x) && !(x.entity && isPolice(x.entity))) && !clientMatched && !clientNamed)
      return { direction: 'for', explicit: true };
  }
  // Another person's own trace ("the crowbar was next to Curtis with his prints on it", "the lab
  // found Royce's fingerprints on the gun"), with nothing of the client's in the clause: it points
  // to that person, away from the client.
  if (kind === 'forensic' && np && !c.negated && !mentionsClient(r, c, true)) {
    const owner = possessor(r, s, np);
    // A pronoun's owner only when the clause names that person too ("next to Curtis with his prints on it").
    const pronoun = /^(?:his|her|their)$/.test(s.tokens[np.start]!.lower);
    const named =
      !!owner &&
      mentionsOf(r, s).some((m) => m.start >= c.start && m.end <= c.end && !m.possessive && !!m.entity && canon(m.entity) === canon(owner));
    if (
      owner &&
      (!pronoun || named) &&
      !canon(owner).client &&
      !canon(owner).writer &&
      !isPolice(canon(owner)) &&
      PERSONAL_TRACE.test(s.tokens[np.head]!.lemma)
    )
      return { direction: 'for', explicit: true };
  }
  // The recording or the witness shows another person doing the act, and not the client ("the store
  // video shows another man, Cole Brandt, taking the TV"): it points away from the client.
  if (kind === 'video' || kind === 'eyewitness') {
    const seen = [c, ...deps];
    const otherDid = deps.some(
      (d) =>
        !d.negated &&
        hasLemma(d, OFFENCE_ACT) &&
        actors(r, d).some((a) => isOtherPerson(a) && !(a.entity && isPolice(a.entity))) &&
        !actors(r, d).some(isClient),
    );
    if (otherDid && !seen.some((d) => actors(r, d).some(isClient) || mentionsClient(r, d, true)))
      return { direction: 'for', explicit: true };
  }
  // The recording or the witness shows the client NOT doing the act ("shows Marcus raising his hands
  // and not resisting"), and shows no act of his that is an offence.
  if (kind === 'video' || kind === 'eyewitness') {
    const seen = [...shownHere];
    // A note's label ("Bodycam: Marcus raises his hands …"): its own clause is what is shown.
    const content = (d: Clause) => d !== c || (!!np && s.tokens[np.end]?.text === ':');
    for (const x of all)
      if (x.inheritedSubject && !x.parent && !seen.includes(x) && seen.some((d) => content(d) && d.subjects === x.subjects)) seen.push(x);
    const refrained = seen.some((d) => content(d) && d.negated && actors(r, d).some(isClient) && hasLemma(d, REFRAINED_ACT));
    const did = seen.some((d) => content(d) && !d.negated && actors(r, d).some(isClient) && hasLemma(d, OFFENCE_ACT));
    if (refrained && !did) return { direction: 'for', explicit: true };
    // A recording that shows the client doing what he did as it should be done ("the body camera
    // shows him answering clearly and doing the walk-and-turn without a mistake"), and nothing
    // incriminating: for him, whoever's camera it is.
    if (kind === 'video') {
      const clientActs = seen.filter((d) => content(d) && !d.negated && actors(r, d).some(isClient));
      const faultless = clientActs.some((d) => FAULTLESS_MANNER.test(clauseText(d)));
      const incriminating = clientActs.some(
        (d) => hasLemma(d, OFFENCE_ACT) || d.lemmas.some((l) => l !== 'drive' && INCRIMINATING_ACT.test(l)),
      );
      if (faultless && !incriminating) return { direction: 'for', explicit: true };
    }
  }
  // The defence's own evidence ("we have the receipt", "I have the receipt from Home Depot").
  const holder = c.subjects[0] ? s.tokens[c.subjects[0].head]!.lower : '';
  if (
    kind !== 'physical' &&
    hasLemma(c, /^(?:have|keep|get|obtain|find|show)$/) &&
    (DEFENSE_HOLDERS.test(holder) || actors(r, c).some(isClient) || /\bmy (?:lawyer|attorney)\b/i.test(own))
  ) {
    // …unless it shows the client doing the act: striking, taking, or hiding the goods ("never lifting it to the scanner").
    if (!(
      kind === 'video' &&
      /\bshows? (?:me|him|her|my client)\b[^.]*\b(?:throw|hit|punch|swing|take|grab|steal|conceal|hid|stuff|pocket|tuck|stash|never (?:lift|scan|pay)|without (?:paying|scanning))/i.test(
        [scope, ...shownHere.map(clauseText)].join(' '),
      )
    ))
      return { direction: 'for', explicit: true };
  }
  // The client's own camera ("his Ring camera shows a man kicking the door"): the defence's own
  // recording, unless it shows the client doing the act.
  if (
    kind === 'video' &&
    np &&
    ((o) => !!o && canon(o).client)(possessor(r, s, np)) &&
    !/\bshows? (?:me|him|her|my client)\b[^.]*\b(?:throw|hit|punch|swing|take|grab|steal|conceal|hid|stuff|pocket|tuck|stash|shoot|stab)/i.test(
      [scope, ...shownHere.map(clauseText)].join(' '),
    )
  )
    return { direction: 'for', explicit: true };
  // "My bank statements show…", "our texts": the defence's own evidence — but not a thing of the
  // client's that a preposition places the evidence in or sends it to ("went to my credit card").
  if (
    np &&
    DEFENSE_HOLDERS.test(s.tokens[np.start]!.lower) &&
    kind !== 'forensic' &&
    kind !== 'physical' &&
    !c.pps.some((p) => p.np.start === np.start && /^(?:to|into|from|onto|through|via)$/.test(p.prep))
  )
    return { direction: 'for', explicit: true };
  const writerOrClientActs = actors(r, c).some((a) => isClient(a) || !!a.entity?.writer) || /^(?:we|i)$/i.test(holder);
  if (
    CHALLENGE.test(own) &&
    (field === 'defenseStrategy' ||
      writerOrClientActs ||
      hasLemma(c, /^(?:challenge|suppress|contest|dispute|exclude|attack|question|impeach)$/))
  )
    return { direction: 'against', explicit: false };
  // The defence's strategy names its own proof: "he was in Smyrna all night, and his phone shows it"
  // (a claim: what the narrative says the same evidence shows is read over it).
  if (
    field === 'defenseStrategy' &&
    !c.negated &&
    hasLemma(c, /^(?:show|prove|confirm|corroborate)$/) &&
    c.subjects.some((x) => x.start <= (np?.start ?? -1) && (np?.start ?? -1) < x.end)
  )
    return { direction: 'for', explicit: false };
  // What the evidence shows: the other person as the aggressor, the client elsewhere, the client's account.
  const shown = [c, ...deps];
  // In a first-person account an unresolved "he"/"him" is still someone other than the client.
  const someoneElse = (a: Ref) =>
    isOtherPerson(a) ||
    (!!a.unresolved && r.cast.voice === 'first' && /^(?:he|him|she|her|they|them)$/.test(s.tokens[a.np.head]?.lower ?? ''));
  const otherAggressor = shown.some((d) => {
    const doers = actors(r, d);
    if (!doers.some(someoneElse)) return false;
    if (d.negated) return false;
    return (
      AGGRESSOR.test(clauseText(d)) || (hasLemma(d, HARM_VERBS) && (patients(r, d).some(isClient) || ppRefs(r, d, 'at').some(isClient)))
    );
  });
  if (otherAggressor && !shown.some((d) => actors(r, d).some(isClient) && /\bfirst\b/i.test(clauseText(d)) && !d.negated))
    return { direction: 'for', explicit: true };
  // A receipt that shows the client paid ("the receipt shows I paid $212.40 with my debit card").
  if (
    kind === 'records' &&
    np &&
    s.tokens[np.head]?.lemma === 'receipt' &&
    [...shown, ...(r.clauses.get(s.id) ?? []).filter((x) => x.start > c.start)].some(
      (d) => !d.negated && actors(r, d).some(isClient) && hasLemma(d, /^(?:pay|buy|purchase)$/),
    )
  )
    return { direction: 'for', explicit: true };
  // The client shown doing the right thing ("emails show she warned the board").
  if (shown.some((d) => d !== c && !d.negated && actors(r, d).some(isClient) && hasLemma(d, INNOCENT_ACTS)))
    return { direction: 'for', explicit: true };
  if (ALIBI_PLACES.test(scope) && shown.some((d) => actors(r, d).some(isClient) || patients(r, d).some(isClient) || mentionsClient(r, d))) {
    if (!/\b(?:found|arrested|caught|stopped) (?:him|her|me) at home\b/i.test(scope)) return { direction: 'for', explicit: true };
  }
  if (
    /\b(?:support|supports|supported|corroborat\w+|consistent with|back(?:s|ed)? up|confirm\w*) (?:his|her|my|the defendant's|my client's|our)\b/i.test(
      scope,
    )
  )
    return { direction: 'for', explicit: true };
  // A witness who "saw the whole thing and supports my account": the support is said of the same witness.
  if ((kind === 'eyewitness' || kind === 'testimony') && SUPPORTS_ACCOUNT.test(s.text) && !AGAINST_ACCOUNT.test(s.text))
    return { direction: 'for', explicit: true };
  // Records that put the client somewhere else ("his phone used a tower in Grovetown, about 12 miles away").
  if (kind !== 'physical' && ELSEWHERE.test(scope) && shown.some((d) => mentionsClient(r, d, true) || actors(r, d).some(isClient)))
    return { direction: 'for', explicit: true };
  // The other person's own intoxication ("his hospital chart shows a blood alcohol of 0.21").
  if (kind === 'forensic' || kind === 'records' || kind === 'expert') {
    // Whose result it is: the owner of the evidence noun, or of the clause's subject ("his hospital
    // chart shows …"), or of what an examiner found ("the medical examiner put Royce's blood alcohol at 0.19").
    for (const x of [np, c.subjects[0], ...(kind === 'expert' ? c.objects : [])]) {
      if (!x || !INTOXICATION.test(scope)) continue;
      const owner = possessor(r, s, x);
      // In a first-person account, "his"/"her" is never the client's.
      const thirdPerson = r.cast.voice === 'first' && /^(?:his|her|their)$/.test(s.tokens[x.start]?.lower ?? '');
      if (owner ? !canon(owner).client && !canon(owner).writer : thirdPerson) return { direction: 'for', explicit: true };
    }
  }
  // Found among another person's things ("a bag of meth in Keyonna's purse", "in his roommate's
  // dresser"): the thing points to its owner.
  if (
    kind === 'physical' &&
    !negated &&
    (r.facts.caseType !== 'assault' || c.pps.some((p) => p.prep === 'in')) &&
    !!np &&
    c.pps.some(
      (p) =>
        /^(?:in|inside|under|on)$/.test(p.prep) &&
        p.np.start - np.end <= 2 &&
        p.np.start > np.start &&
        ((o) => !!o && !canon(o).client && !canon(o).writer && !isPolice(canon(o)))(possessor(r, s, p.np)),
    )
  )
    return { direction: 'for', explicit: true };
  // A weapon the other man drew ("Police found the knife" after "he pulled a knife").
  if (kind === 'physical' && np && weaponOfOther(r, s, s.tokens[np.head]!.lemma)) return { direction: 'for', explicit: true };
  return { direction: 'against', explicit: false };
}

/** Whom a clause of matching names: its objects and its "to" phrase ("matched Cole Brandt", "belong to his roommate"). */
function matchedRefs(r: Reading, c: Clause): Ref[] {
  return [...c.objects.map((o) => refOf(r, c.sentence, o)), ...ppRefs(r, c, 'to')].filter((x): x is Ref => !!x);
}

/** Traces a person leaves by handling or firing (not blood or DNA, which may be a victim's). */
const PERSONAL_TRACE = /^(?:print|fingerprint|palmprint|residue|gsr)$/;

/** A forensic result that points to someone else. */
const FOREIGN_PROFILE =
  /\b(?:(?:unknown|another|a different|someone else's|somebody else's|an unidentified) (?:male|female|man|woman|person|profile|donor)|(?:does|did|do)(?: not|n't) match (?:me|him|her|my client|the defendant)|not (?:mine|his|hers))\b/i;

const SUPPORTS_ACCOUNT =
  /\b(?:supports?|supported|corroborat\w+|backs? (?:me|him|her) up|backed (?:me|him|her) up|confirms?|confirmed) (?:my|his|her|our|the defendant's|my client's) (?:account|story|version|side|alibi|testimony)\b/i;
const AGAINST_ACCOUNT =
  /\b(?:contradicts?|contradicted|disputes?|disputed|refutes?|refuted) (?:my|his|her|our) (?:account|story|version|alibi)\b/i;
const ELSEWHERE =
  /\b(?:\d+(?:\.\d+)?|a few|several|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty) (?:miles|mi\.?) (?:away|from)\b|\bacross town\b|\bnowhere near\b|\bon the other side of (?:town|the city)\b|\bin (?:another|a different) (?:city|town|state|county)\b/i;
const INTOXICATION = /\b(?:blood[- ]alcohol|bac\b|breath(?:alyzer)? (?:test )?(?:of|read|showed)|toxicology|intoxicated|drunk|high on)\b/i;

/** Whether a weapon noun was earlier drawn or carried by someone other than the client. */
function weaponOfOther(r: Reading, upTo: Sentence, noun: string): boolean {
  if (!/^(?:knife|gun|pistol|bat|weapon|blade|handgun|firearm|rifle|crowbar)$/.test(noun)) return false;
  for (const s of r.sentences) {
    if (s.id > upTo.id) break;
    for (const c of r.clauses.get(s.id) ?? []) {
      if (c.negated || !hasLemma(c, /^(?:pull|draw|brandish|carry|wave|hold|have|point|swing)$/)) continue;
      if (!c.objects.some((o) => s.tokens[o.head]!.lemma === noun)) continue;
      if (actors(r, c).some((a) => isOtherPerson(a))) return true;
    }
  }
  return false;
}

/** In a family case: the side a piece of evidence supports, from whose conduct it shows or who holds it. */
const POLICE_GROUP = /^(?:police|cops?|officers?|deput(?:y|ies)|troopers?|detectives?|sheriffs?)$/i;

function familyDirection(
  r: Reading,
  c: Clause,
  cls: Clause[],
  whoseRef: Ref | Entity | undefined,
  scope: string,
  kind: EvidenceKind,
  ctx?: Pick<EvidenceContext, 'ids' | 'sides'>,
): Direction | undefined {
  const entityOf = (x: Ref | Entity | undefined): Entity | undefined => (x ? ('np' in x ? x.entity : x) : undefined);
  const s = c.sentence;
  const sentenceText = s.text;
  // The name of a test is no conduct ("my random drug screens … were negative"), and a test that came
  // back negative or clean is the tested person's good conduct (decision 0080).
  const conduct = scope.replace(/\b(?:drug|alcohol|urine|hair|breath) (?:tests?|screens?|testing|screening)\b/gi, 'tests');
  const cleared = /\b(?:(?:was|were|came back|tested|all|are|is) (?:negative|clean)|negative (?:results?|tests?|screens?))\b/i.test(
    conduct,
  );
  const negative = !cleared && NEGATIVE_CONDUCT.test(conduct);
  const neutral = /\b(?:sorry|apolog\w*|wants? to talk|miss(?:es)? (?:me|you|the kids))\b/i.test(scope);
  const positive = cleared || POSITIVE_CONDUCT.test(conduct);
  // Whoever writes for the client — the client, the lawyer, a relative writing on the client's behalf.
  const narrator = r.cast.voice === 'first' || r.cast.voice === 'lawyer' || r.cast.voice === 'relative';
  // A court order: against whoever it restrains.
  if (kind === 'records' && /\border\b/i.test(clauseText(c))) {
    const against = ppRefs(r, c, 'against')[0];
    if (against?.entity) return isClient(against) ? 'against' : 'for';
    // "a protection order for her": for the one it protects.
    const protectedOne = /\b(?:protecti(?:on|ve)|restraining)\b/i.test(clauseText(c)) ? ppRefs(r, c, 'for')[0] : undefined;
    if (protectedOne?.entity && !protectedOne.entity.writer) return isClient(protectedOne) ? 'for' : 'against';
    const holder = actors(r, c)[0] ?? (c.subjects[0] ? refOf(r, s, c.subjects[0]) : undefined);
    const restrainsHolder = /\bno[- ]contact\b|\bcriminal\b|\bbond condition/i.test(clauseText(c));
    if (holder?.entity && hasLemma(c, /^(?:have|get|obtain|hold|be)$/)) return isClient(holder) !== restrainsHolder ? 'for' : 'against';
    if (r.aggressor) return r.aggressor === 'client' ? 'against' : 'for';
    return undefined;
  }
  // A conviction: against the one convicted.
  if (kind === 'records' && /\bconvict/i.test(clauseText(c))) {
    const who = c.subjects[0] ? refOf(r, s, c.subjects[0]) : undefined;
    if (who?.entity) return isClient(who) ? 'against' : 'for';
  }
  // A record that names someone ("his pediatrician's records list my mother as the contact"): for
  // that person's side, whichever party tells it.
  if (kind === 'records' && hasLemma(c, /^(?:list|name|show|identify)$/) && !c.negated) {
    const named = patients(r, c).find((p) => !!p.entity);
    if (named?.entity) {
      if (isClient(named)) return 'for';
      const id = ctx?.ids.get(canon(named.entity));
      const side = id ? ctx?.sides.get(id) : undefined;
      if (side === 'for' || side === 'against') return side;
    }
  }
  // Photos of injuries, a dent in the wall: for whoever was hurt, against whoever did it.
  if (kind === 'physical') {
    const owner = INJURY.test(sentenceText) ? injured(r, s) : undefined;
    if (owner) return isClient(owner) ? 'for' : 'against';
    const hurt =
      /\b(?:my|her|his) (?:neck|face|arm|arms|body|eye|eyes|back|leg|legs|wrist|wrists|throat|head|lip|lips|nose|mouth|cheek|jaw|shoulder|shoulders|ribs|chest)\b/i.exec(
        sentenceText,
      );
    if (hurt) return /^my$/i.test(hurt[0].split(' ')[0]!) === (r.cast.voice === 'first') ? 'for' : 'against';
    // "client choked in the kitchen; photos of the marks": the harmed subject of a reduced passive owns the marks.
    const harmed = (r.clauses.get(s.id) ?? []).find((x) => isReducedPassive(x) && actors(r, x)[0]?.entity);
    if (harmed) return isClient(actors(r, harmed)[0]) ? 'for' : 'against';
    const harmer = (r.clauses.get(s.id) ?? []).find((x) => hasLemma(x, HARM_VERBS) && !x.negated && actors(r, x)[0]?.entity);
    if (harmer) return isClient(actors(r, harmer)[0]) ? 'against' : 'for';
  }
  // A report or photographs the police made in a matter about one party's violence or threats bear
  // on that party, whichever side tells of them (the police are no party's witness; decision 0089).
  const police = (x: Ref | Entity | undefined) => {
    if (!x) return false;
    if ('np' in x) return x.group ? POLICE_GROUP.test(x.group) : !!x.entity && isPoliceEntity(canon(x.entity));
    return isPoliceEntity(canon(x));
  };
  if ((kind === 'records' || kind === 'physical') && r.aggressor && (police(whoseRef) || actors(r, c).some(police)))
    return r.aggressor === 'client' ? 'against' : 'for';
  // Held by someone: "I have the screenshots", "she has texts".
  const notNarrator = (e: Entity) => !(e.writer && !e.client);
  const doers = actors(r, c)
    .map((a) => a.entity)
    .filter((e): e is Entity => !!e && notNarrator(e));
  if (hasLemma(c, HOLD) && doers.length && !whoseRef) {
    return isClient(doers[0]) ? 'for' : r.cast.otherParty && canon(doers[0]!) === canon(r.cast.otherParty) ? 'against' : undefined;
  }
  let actor = entityOf(whoseRef);
  if (!actor) {
    const shown = dependents(c, cls)
      .flatMap((d) => actors(r, d).map((a) => a.entity))
      .filter((e): e is Entity => !!e && notNarrator(e));
    actor = shown[0] ?? doers[0];
  }
  if (!actor) {
    const nps = [...c.subjects, ...c.objects, ...c.pps.map((p) => p.np)];
    actor = nps.map((np) => possessor(r, s, np)).find((e) => !!e);
  }
  // A message or a recording that no one holds, in a matter about one party's violence or threats,
  // bears on that party: told by either side, it points the same way.
  // (A recording, unlike a message, may show anything: only when the violence or threats are read as facts.)
  if (!actor && (kind === 'digital' || (kind === 'video' && !r.aggressorAlleged)) && r.aggressor)
    return r.aggressor === 'client' ? 'against' : 'for';
  // A line with no subject in the client's own account ("Completed 90-day treatment, certificate in
  // August"): the client's doing.
  if (!actor && !c.subjects.length && positive && !negative) return 'for';
  // A report of "the assault" with no one named: about whoever the matter says was violent.
  if (!actor && negative && r.aggressor) return r.aggressor === 'client' ? 'against' : 'for';
  if (!actor) return narrator && !negative ? 'for' : undefined;
  const client = canon(actor).client;
  if (neutral && !negative) return undefined;
  if (negative) return client ? 'against' : 'for';
  if (positive) return client ? 'for' : 'against';
  // Messages between the parties in a violence matter: against whoever is the aggressor.
  if (kind === 'digital' && r.aggressor && /\b(?:text\w*|messag\w*|call\w*|email\w*)\b/i.test(scope))
    return (r.aggressor === 'client') === client ? (client ? 'against' : 'for') : undefined;
  if (client && (kind === 'records' || kind === 'digital')) return 'for';
  // What the other party does with their own messages, photos or recordings, about no one of the
  // client's ("she still sends photos"), is the other party's to offer, not the narrator's: told by
  // either party, the same item then points the same way (decision 0089). Their conduct towards the
  // client or the client's things ("he posted photos of my building") is not covered here.
  if (
    !client &&
    kind !== 'records' &&
    r.cast.otherParty &&
    canon(actor) === canon(r.cast.otherParty) &&
    doers.some((d) => canon(d) === canon(actor!)) &&
    !mentionsClient(r, c, true)
  )
    return 'against';
  return narrator ? 'for' : undefined;
}

/** "Ms. Okafor says he was with her at the movies": an alibi given by someone else, or the client's own account of being elsewhere. */
function alibiStatement(r: Reading, ctx: EvidenceContext, c: Clause): Omit<EvidenceItem, 'id'> | undefined {
  if (r.category !== 'criminal' || c.negated) return undefined;
  const s = c.sentence;
  const text = clauseText(c);
  if (!ALIBI_PLACES.test(text) && !/\bwith (?:her|him|me|them|us)\b/i.test(text)) return undefined;
  const parent = c.parent;
  const speaker =
    parent && hasLemma(parent, /^(?:say|tell|confirm|testify|state|swear|claim|report|verify|corroborate)$/)
      ? actors(r, parent)[0]
      : undefined;
  if (
    !whereaboutsOfClient(r, c, speaker && isOtherPerson(speaker) ? speaker.entity : undefined) ||
    !hasLemma(c, /^(?:be|stay|sleep|work|spend|eat|watch|have)$/)
  )
    return undefined;
  if (/\b(?:when|as|after) (?:police|officers?|the police|cops|detectives?) (?:arrived|came|knocked|found)\b/i.test(s.text))
    return undefined;
  const timeCue =
    /\bat the time\b|\bthat (?:night|evening|day|afternoon|morning)\b|\ball (?:night|evening|day)\b|\bwhen the \w+ (?:happened|occurred|took place|were made|was made)\b|\bduring the\b|\bwhole (?:night|evening)\b|\balibi\b/i.test(
      s.text,
    ) || s.segment.field === 'defenseStrategy';
  const withPerson = ppRefs(r, c, 'with').find((p) => isOtherPerson(p));
  if (!timeCue && !(speaker && isOtherPerson(speaker)) && !withPerson) return undefined;
  if (!ALIBI_PLACES.test(text) && !withPerson && !(speaker && isOtherPerson(speaker))) return undefined;
  const by = speaker && isOtherPerson(speaker) ? speaker : withPerson;
  const whose = by ? whoseOf(ctx, by) : 'client';
  const who = nameOf(r, whose);
  return {
    kind: 'alibi',
    direction: 'for',
    whose: whose.slice(0, 40),
    summary: `An alibi${who ? ` from ${who}` : ''}: ${text.replace(/^[,;:\s]+|[\s.]+$/g, '')}`.slice(0, 300),
    quote: quoteOf(s),
    source: sourceOf(s),
  };
}
