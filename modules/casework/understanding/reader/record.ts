// The prior record (a count of prior convictions, or null when the text does not say) and the
// procedural posture: whether the client is released or detained, and whether a suppression
// issue is raised (a motion to suppress, an unlawful search, no warrant, Miranda, a show-up
// identification, the chain of custody).
import type { FactSheet } from '../fact-sheet.js';
import type { Sentence } from './nlp.js';
import { NUMBER_WORDS } from './lexicon.js';
import { quoteOf, type Reading } from './reading.js';

const NONE =
  /^\s*(?:none|no|nope|n\/?a|nil|zero|0)\.?\s*$|\bno (?:prior|previous|criminal|past)\s+(?:record|convictions?|history|offen[cs]es|arrests?)\b|\bno (?:record|convictions?)\b|\b(?:clean|spotless) (?:record|history)\b|\bfirst[- ](?:time )?offen[cs]e\b|\bfirst[- ]time offender\b|\bnever (?:been )?(?:convicted|arrested|charged|in trouble)\b|\bhas no (?:record|priors)\b|\bno priors\b/i;
const COUNTED =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an|single)\s+(?:prior|previous|past|earlier|old|other)?\s*(?:(?:misdemeanou?r|felony|dui|dwi|drug|theft|assault|domestic(?: violence)?|juvenile)\s+)?(?:convictions?|priors?|duis?|dwis?|offen[cs]es|felonies|misdemeanou?rs|counts?|adjudications?|cases?|pleas?)\b/gi;
const CONVICTION_WORDS =
  /\b(?:convict\w*|pled|pleaded|plea|sentenced|probation|served|prior|priors|record|adjudicat\w*|guilty|jail|prison|dui|dwi|felony|misdemeanou?r)\b/i;

/** The prior record from the form's field, else from the narrative. */
export function readPriorRecord(r: Reading): FactSheet['priorRecord'] {
  const field = r.facts.criminal?.priorConvictions;
  if (field) {
    const count = countPriors(field);
    if (count !== undefined) return { count, quote: field.slice(0, 600) };
  }
  for (const s of r.sentences) {
    if (s.segment.field === 'priorConvictions' || s.segment.field === 'chargeDetails') continue;
    if (
      !/\b(?:prior|previous|record|convict\w*|first[- ]time|offen[cs]e|history|priors|probation|never (?:been )?(?:arrested|convicted|charged|in trouble))\b/i.test(
        s.text,
      )
    )
      continue;
    if (/\b(?:no|never|clean|spotless|first[- ]time|first offen[cs]e)\b/i.test(s.text) && NONE.test(s.text) && aboutClient(r, s)) {
      r.used.add(s.id);
      return { count: 0, quote: quoteOf(s) };
    }
    const n = countedIn(s.text);
    if (n !== undefined && aboutClient(r, s)) {
      r.used.add(s.id);
      return { count: n, quote: quoteOf(s) };
    }
  }
  return { count: null, quote: field ? field.slice(0, 600) : '' };
}

function aboutClient(r: Reading, s: Sentence): boolean {
  // A prior record named in the narrative is the client's unless the sentence is about someone else.
  const ms = r.cast.mentions.get(s.id) ?? [];
  const subjects = (r.clauses.get(s.id) ?? []).flatMap((c) => c.subjects);
  const subjectMentions = ms.filter((m) => subjects.some((np) => np.start <= m.start && m.start < np.end) && !m.possessive);
  if (!subjectMentions.length) return true;
  return subjectMentions.some((m) => m.entity?.client);
}

/** A count told as a word of repetition. */
const REPEATS: Record<string, number> = { twice: 2, thrice: 3 };

function countedIn(text: string): number | undefined {
  let total = 0;
  let found = false;
  for (const m of text.matchAll(COUNTED)) {
    const raw = m[1]!.toLowerCase();
    const noun = m[0].toLowerCase();
    if (/\b(?:counts?|cases?)\b/.test(noun) && !/prior|previous/.test(noun)) continue;
    if (/\barrests?\b/.test(noun)) continue;
    total += NUMBER_WORDS[raw] ?? Number(raw);
    found = true;
  }
  if (found) return Math.min(total, 99);
  // "convicted of theft twice", "has been convicted three times": a count told as repetitions.
  const times = /\bconvict\w*\b[^.;]{0,40}?\b(twice|thrice|(two|three|four|five|six|seven|eight|nine|ten|\d+) times)\b/i.exec(text);
  if (!times) return undefined;
  const told = times[2]?.toLowerCase();
  return Math.min(told === undefined ? REPEATS[times[1]!.toLowerCase()]! : (NUMBER_WORDS[told] ?? Number(told)), 99);
}

export function countPriors(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (NONE.test(t) && !/\bbut\b.*\bconvict/i.test(t)) return 0;
  const counted = countedIn(t);
  if (counted !== undefined) return counted;
  // A list: "DUI (2015); theft (2018)".
  const items = t
    .split(/\r?\n|;\s*|,\s*(?=[A-Za-z]*\s*(?:\(|\d{4}|in \d{4}))|\s+and\s+(?=(?:a\s+)?[a-z ]*(?:\d{4}|conviction))/i)
    .map((x) => x.trim())
    .filter((x) => /[a-z]{3}/i.test(x));
  if (
    items.length > 1 &&
    items.every((x) => /\d{4}|convict|dui|dwi|theft|assault|possession|battery|burglary|fraud|misdemeanou?r|felony/i.test(x))
  )
    return Math.min(items.length, 99);
  if (/^\s*(?:yes|yep)\b/i.test(t) && !CONVICTION_WORDS.test(t.replace(/^\s*yes\b/i, ''))) return undefined;
  if (CONVICTION_WORDS.test(t) || /\b\d{4}\b/.test(t)) return 1;
  return undefined;
}

const RELEASED =
  /\breleased\b|\brecogni[sz]ance\b|\bROR\b|\bposted (?:bail|bond)\b|\bbonded out\b|\bmade bail\b|\bmade bond\b|\bout on (?:bail|bond)\b|\bon (?:bail|bond)\b|\bbail (?:was )?(?:paid|posted)\b|\bbond (?:was )?(?:paid|posted)\b|\bpretrial release\b|\bat home\b|\bhouse arrest\b|\belectronic monitoring\b|\bankle monitor\b|\bnot in custody\b|\bfree on\b|\bcited and released\b/i;
const DETAINED =
  /\bdenied bail\b|\bbail (?:was )?denied\b|\bheld (?:without|in|on)\b|\bdetained\b|\bremanded\b|\bin custody\b|\bin jail\b|\bwithout bail\b|\bno bail\b|\bunable to (?:post|pay|afford|make)\b|\bcould(?: not|n't) (?:post|pay|afford|make)\b|\bnot released\b|\bjailed\b|\bincarcerated\b|\bstill (?:in|behind)\b|\bremains? (?:in|behind)\b|\bbehind bars\b|\b(?:in|at) (?:the )?(?:county |city |federal )?(?:jail|detention|prison|custody)\b|\bheld (?:at|since|for)\b|\bnot (?:posted|paid|made)\b|\bno bond\b|\bpretrial detention\b/i;

const SUPPRESSION =
  /\bmotion to (?:suppress|exclude|quash)\b|\bsuppress(?:ion|ed|ing)?\b|\b(?:illegal|unlawful|unconstitutional|improper|warrantless|pretextual|bad)(?:ly)? (?:search|stop|seizure|arrest|entry|detention|traffic stop|interrogation)\b|\bwithout (?:a )?(?:warrant|probable cause|reasonable suspicion|consent)\b|\bwarrantless\b|\bno (?:search )?warrant\b|\bno probable cause\b|\bno reasonable suspicion\b|\b(?:fourth|4th|fifth|5th) amendment\b|\bchain of custody\b|\bshow-?up (?:identification|id)\b|\bshowup\b|\bsuggestive (?:lineup|line-up|identification|photo array)\b|\bcoerced (?:confession|statement)\b|\bwithout (?:a |his |her |any )?(?:lawyer|attorney|parent|guardian)s?(?: or (?:a |his |her )?(?:lawyer|attorney|parent|guardian))? present\b|\b(?:asked|requested) for (?:a|his|her) lawyer\b|\b(?:did not|didn'?t|never) (?:have|get) (?:a |his |her )?(?:lawyer|attorney)\b[^.]{0,40}\b(?:interview|interrogat|question)|\b(?:interview|interrogat|question)\w*\b[^.]{0,80}\b(?:did not|didn'?t|never) (?:have|get) (?:a |his |her )?(?:lawyer|attorney)\b|\bfruit of the poisonous tree\b|\bfranks hearing\b/i;
const MIRANDA =
  /\b(?:not|never|wasn't|weren't|without|no|failed to|didn't|did not|before (?:being|he was|she was|i was)|prior to (?:being )?)\b[^.;]{0,40}\b(?:miranda|read (?:him |her |me )?(?:his|her|my) rights|advised of (?:his|her|my) rights|mirandized)|\bmiranda (?:violation|issue|problem|warnings? (?:was|were) (?:not|never))|\b(?:un-?mirandized|pre-?miranda)\b/i;

/** Released, detained or unknown; whether a suppression issue is raised, with its sentence. */
export function readProcedural(r: Reading): FactSheet['procedural'] {
  let detention: FactSheet['procedural']['detention'] = 'unknown';
  const c = r.facts.criminal;
  const fromFields = [c?.bailStatus, c?.detentionDetails].filter((x): x is string => !!x);
  for (const f of fromFields) {
    const d = detentionOf(f);
    if (d !== 'unknown') {
      detention = d;
      break;
    }
  }
  if (detention === 'unknown' && r.category === 'criminal') {
    for (const s of r.sentences) {
      if (s.segment.field !== 'caseDescription' && s.segment.field !== 'additionalFactors' && s.segment.field !== 'defenseStrategy')
        continue;
      if (!/\b(?:bail|bond|custody|jail|released|detained|recogni[sz]ance|remanded|incarcerated|held)\b/i.test(s.text)) continue;
      const d = detentionOf(s.text);
      if (d !== 'unknown') {
        detention = d;
        r.used.add(s.id);
      }
    }
  }
  let suppressionIssue = false;
  let suppressionQuote = '';
  if (r.category === 'criminal') {
    for (const s of r.sentences) {
      if (s.segment.field === 'chargeDetails' || s.segment.field === 'priorConvictions') continue;
      if (SUPPRESSION.test(s.text) || MIRANDA.test(s.text)) {
        if (/\bno (?:suppression|motion to suppress)\b|\bnot (?:move|moving) to suppress\b/i.test(s.text)) continue;
        suppressionIssue = true;
        suppressionQuote = quoteOf(s);
        r.used.add(s.id);
        break;
      }
    }
  }
  return { detention, suppressionIssue, suppressionQuote };
}

function detentionOf(text: string): FactSheet['procedural']['detention'] {
  const released = RELEASED.test(text) && !/\bnot released\b|\bunable to\b|\bcould(?: not|n't)\b|\bdenied\b|\bwithout bail\b/i.test(text);
  const detained = DETAINED.test(text);
  if (released && !detained) return 'released';
  if (detained && !released) return 'detained';
  if (released && detained) {
    // "Held for two days, then released on bond": the last state said.
    const lastReleased = Math.max(...[...text.matchAll(new RegExp(RELEASED.source, 'gi'))].map((m) => m.index ?? 0));
    const lastDetained = Math.max(...[...text.matchAll(new RegExp(DETAINED.source, 'gi'))].map((m) => m.index ?? 0));
    return lastReleased > lastDetained ? 'released' : 'detained';
  }
  return 'unknown';
}
