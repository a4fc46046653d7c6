// Masks a case's facts before they leave for an external model. Two layers: PiiMasker for
// identifiers by pattern (emails, phones, SSNs, cards, accounts, addresses) in every free-text
// field, then the people the form names (client, parties, counsel, judge, prosecutor, witnesses)
// replaced by role placeholders wherever their names appear, whole or in part. Children's names in
// the children's details are masked too (any capitalised word that is not a common word).
// The reply is unmasked with the same maps, so the client reads real names.
import { PiiMasker } from '../../../infra/ai/masking.js';
import { US_STATES, type CaseFacts } from './types.js';

/** Words that stay even when capitalised: they name institutions and roles, not people. */
const KEEP = new Set([
  'state',
  'states',
  'people',
  'county',
  'city',
  'commonwealth',
  'united',
  'america',
  'american',
  'department',
  'inc',
  'llc',
  'corp',
  'company',
  'bank',
  'the',
  'of',
  'and',
  'esq',
  'judge',
  'hon',
  'honorable',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'jr',
  'sr',
  'ii',
  'iii',
  'court',
  'district',
  'superior',
  'circuit',
  'office',
  'attorney',
  'public',
  'defender',
  'police',
  'sheriff',
  'government',
  'law',
  'firm',
  'group',
  'associates',
  'partners',
  'federal',
  'prosecutor',
  'prosecution',
  'family',
  'unknown',
  'none',
  'n/a',
  'in',
  're',
  'marriage',
  'matter',
  'estate',
  'custody',
  'adoption',
  'guardianship',
  ...[...US_STATES.values()].flatMap((n) => n.toLowerCase().split(' ')),
]);

/** Common capitalised words in children's details that are not names. */
const COMMON = new Set([
  'a',
  'an',
  'the',
  'he',
  'she',
  'they',
  'we',
  'i',
  'it',
  'his',
  'her',
  'their',
  'our',
  'my',
  'both',
  'one',
  'two',
  'three',
  'four',
  'five',
  'all',
  'each',
  'son',
  'daughter',
  'child',
  'children',
  'kids',
  'twins',
  'baby',
  'mom',
  'dad',
  'mother',
  'father',
  'school',
  'elementary',
  'middle',
  'high',
  'grade',
  'kindergarten',
  'preschool',
  'daycare',
  'age',
  'aged',
  'ages',
  'is',
  'are',
  'was',
  'has',
  'have',
  'lives',
  'live',
  'attends',
  'attend',
  'no',
  'yes',
  'and',
  'but',
  'with',
  'from',
  'since',
  'currently',
  'adhd',
  'autism',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'christmas',
  'thanksgiving',
  'summer',
  'winter',
  'on',
  'at',
  'in',
  'after',
  'before',
  'when',
  'then',
  'this',
  'that',
  'there',
  'yesterday',
  'today',
  'last',
  'next',
  'client',
  // Legal words people capitalise ("Aggravated Assault", "First Degree Murder"): the model needs them.
  'aggravated',
  'assault',
  'battery',
  'burglary',
  'theft',
  'grand',
  'petty',
  'murder',
  'homicide',
  'manslaughter',
  'robbery',
  'armed',
  'fraud',
  'degree',
  'first',
  'second',
  'third',
  'felony',
  'misdemeanor',
  'possession',
  'intent',
  'distribute',
  'trafficking',
  'conspiracy',
  'driving',
  'under',
  'influence',
  'dui',
  'dwi',
  'domestic',
  'violence',
  'sexual',
  'kidnapping',
  'money',
  'laundering',
  'tax',
  'evasion',
  'identity',
  'white',
  'collar',
  'crime',
  'custody',
  'support',
  'spousal',
  'alimony',
  'visitation',
  'rights',
  'divorce',
  'adoption',
  'paternity',
  'prenuptial',
  'agreement',
  'restraining',
  'order',
  'orders',
  'protective',
  'guardianship',
  'property',
  'division',
  'marital',
  'count',
  'counts',
  'charge',
  'charges',
  'penal',
  'code',
  'section',
  'statute',
  'motion',
  'hearing',
  'trial',
  'plea',
  'bail',
  'bond',
  'jail',
  'prison',
  'probation',
  'parole',
  'self-defense',
  'miranda',
  'amendment',
  'fourth',
  'fifth',
  'sixth',
  'constitution',
  'supreme',
  'appeals',
  'county',
  'vehicle',
  'weapon',
  'deadly',
  'resisting',
  'arrest',
]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface MaskedCase {
  /** The facts as they may be sent: same shape, placeholders for people and identifiers. */
  facts: CaseFacts;
  /** The extra texts given (documents' names and text), masked with the same maps, in order. */
  texts: string[];
  /** Masks any further text with the same maps (the same person keeps the same placeholder). */
  mask(text: string): string;
  /** Restores names and identifiers in text the model wrote. */
  unmask(text: string): string;
  /** Every original value a placeholder stands for (for tests; never logged). */
  originals(): string[];
}

/**
 * Masks the facts and, with the same maps, `texts` (an attached document's name and text): the
 * people the documents name but the form does not get PERSON placeholders after the form's own.
 */
export function maskCaseFacts(facts: CaseFacts, texts: readonly string[] = []): MaskedCase {
  const pii = new PiiMasker();
  const people = new Map<string, string>(); // placeholder → original name
  const patterns: { re: RegExp; placeholder: string; length: number }[] = [];

  const addPerson = (name: string | undefined, placeholder: string): string | undefined => {
    if (!name) return undefined;
    people.set(placeholder, name);
    const tokens = name
      .split(/[\s,]+/)
      .map((t) => t.replace(/^[^\p{L}]+|[^\p{L}'-]+$/gu, ''))
      .filter((t) => t.length >= 3 && !KEEP.has(t.toLowerCase()));
    // The whole name first, then its parts ("Smith" alone, later in the story).
    patterns.push({ re: new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'giu'), placeholder, length: name.length });
    for (const t of tokens)
      patterns.push({ re: new RegExp(`(?<![\\p{L}\\[_])${escape(t)}(?![\\p{L}\\]_])`, 'gu'), placeholder, length: t.length });
    return placeholder;
  };

  const masked: CaseFacts = structuredClone(facts);
  const freeText = [
    facts.caseTitle,
    facts.caseDescription,
    facts.courtName,
    facts.additionalFactors,
    facts.criminal?.chargeDetails,
    facts.criminal?.priorConvictions,
    facts.criminal?.defenseStrategy,
    facts.criminal?.bailStatus,
    facts.criminal?.detentionDetails,
    facts.family?.assetDetails,
    facts.family?.supportDetails,
  ].filter((t): t is string => !!t);
  masked.clientName = addPerson(facts.clientName, '[CLIENT]');
  masked.opposingParty =
    facts.opposingParty && isInstitution(facts.opposingParty) ? facts.opposingParty : addPerson(facts.opposingParty, '[OPPOSING_PARTY]');
  masked.opposingCounsel = addPerson(facts.opposingCounsel, '[OPPOSING_COUNSEL]');
  masked.judgeAssigned = addPerson(facts.judgeAssigned, '[JUDGE]');
  masked.keyWitnesses = facts.keyWitnesses.map((w, i) => addPerson(w, `[WITNESS_${i + 1}]`)!);
  if (masked.criminal && facts.criminal) masked.criminal.prosecutorName = addPerson(facts.criminal.prosecutorName, '[PROSECUTOR]');
  // People the form does not name (a complainant, a neighbour): masked by the shape of a name.
  const known = new Set([...people.values()].map((n) => n.toLowerCase()));
  let others = 0;
  for (const name of namesIn(freeText.join('\n'), facts.city)) {
    if (known.has(name.toLowerCase()) || [...known].some((k) => k.includes(name.toLowerCase()))) continue;
    known.add(name.toLowerCase());
    addPerson(name, `[PERSON_${++others}]`);
  }
  // Then the people only the documents name.
  for (const name of namesIn(texts.join('\n'), facts.city)) {
    if (known.has(name.toLowerCase()) || [...known].some((k) => k.includes(name.toLowerCase()))) continue;
    known.add(name.toLowerCase());
    addPerson(name, `[PERSON_${++others}]`);
  }
  // Longer names first, so "Mary Ann Smith" is not cut up by a witness called "Ann".
  patterns.sort((a, b) => b.length - a.length);

  let parties = 0;
  const partyFor = new Map<string, string>();
  const maskCaptionParties = (text: string) =>
    // "Smith v. Jones", "State v. Doe", "In re the Marriage of Smith": the caption names people.
    text.replace(
      /(?<![\p{L}])(?:v|vs)\.?\s+((?:[A-Z][\p{L}'-]+\s*){1,3})|(?<![\p{L}])(?:[Mm]arriage|[Mm]atter|[Cc]ustody|[Ee]state|[Aa]doption|[Gg]uardianship) of\s+(?:the\s+)?((?:[A-Z][\p{L}'-]+\s*){1,3})|((?:[A-Z][\p{L}'-]+\s+){1,3})(?=v\.?\s|vs\.?\s)/gu,
      (match) =>
        match.replace(/[A-Z][\p{L}'-]+/gu, (word) => {
          if (KEEP.has(word.toLowerCase()) || word === 'v' || word === 'vs') return word;
          let placeholder = partyFor.get(word);
          if (!placeholder) {
            placeholder = `[PARTY_${++parties}]`;
            partyFor.set(word, placeholder);
            people.set(placeholder, word);
          }
          return placeholder;
        }),
    );

  let children = 0;
  const childFor = new Map<string, string>();
  const maskChildren = (text: string) =>
    text.replace(/(?<![\p{L}[_])[A-Z][\p{Ll}'-]+(?![\p{L}\]_])/gu, (word) => {
      if (COMMON.has(word.toLowerCase()) || KEEP.has(word.toLowerCase())) return word;
      let placeholder = childFor.get(word);
      if (!placeholder) {
        placeholder = `[CHILD_${++children}]`;
        childFor.set(word, placeholder);
        people.set(placeholder, word);
      }
      return placeholder;
    });

  const maskText = (text: string | undefined, opts: { children?: boolean; caption?: boolean } = {}): string | undefined => {
    if (!text) return text;
    let out = pii.mask(text);
    for (const { re, placeholder } of patterns) out = out.replace(re, placeholder);
    if (opts.caption) out = maskCaptionParties(out);
    if (opts.children) out = maskChildren(out);
    return out;
  };

  masked.caseTitle = maskText(facts.caseTitle, { caption: true }) ?? '';
  masked.caseDescription = maskText(facts.caseDescription, { caption: true }) ?? '';
  masked.courtName = maskText(facts.courtName);
  masked.additionalFactors = maskText(facts.additionalFactors, { caption: true });
  if (masked.criminal && facts.criminal) {
    const c = facts.criminal;
    masked.criminal.chargeDetails = maskText(c.chargeDetails) ?? '';
    masked.criminal.priorConvictions = maskText(c.priorConvictions);
    masked.criminal.defenseStrategy = maskText(c.defenseStrategy) ?? '';
    masked.criminal.bailStatus = maskText(c.bailStatus);
    masked.criminal.detentionDetails = maskText(c.detentionDetails);
  }
  if (masked.family && facts.family) {
    const f = facts.family;
    masked.family.childrenDetails = maskText(f.childrenDetails, { children: true });
    masked.family.assetDetails = maskText(f.assetDetails);
    masked.family.supportDetails = maskText(f.supportDetails);
  }
  // Extra texts: the same people and identifiers, and the caption parties and children already
  // found in the form wherever they appear (no new capitalised word is taken for a child here).
  const maskExtra = (text: string): string => {
    let out = maskText(text, { caption: true }) ?? '';
    for (const [word, placeholder] of [...partyFor, ...childFor].sort((a, b) => b[0].length - a[0].length)) {
      out = out.replace(new RegExp(`(?<![\\p{L}\\[_])${escape(word)}(?![\\p{L}\\]_])`, 'gu'), placeholder);
    }
    return out;
  };
  const maskedTexts = texts.map(maskExtra);

  // Optional fields that were absent stay absent (an explicit undefined would still be a key).
  for (const key of Object.keys(masked) as (keyof CaseFacts)[]) if (masked[key] === undefined) delete masked[key];

  const PLACEHOLDER = /\[(?:CLIENT|OPPOSING_PARTY|OPPOSING_COUNSEL|JUDGE|PROSECUTOR|WITNESS_\d+|PARTY_\d+|PERSON_\d+|CHILD_\d+)\]/g;
  return {
    facts: masked,
    texts: maskedTexts,
    mask: maskExtra,
    unmask: (text) => pii.unmask(text).replace(PLACEHOLDER, (p) => people.get(p) ?? p),
    originals: () => [...people.values(), ...pii.entries().map(([, original]) => original)],
  };
}

/** An opposing party that is only an institution ("State of Texas", "The People") names no person. */
function isInstitution(name: string): boolean {
  return name
    .split(/[\s,.]+/)
    .filter(Boolean)
    .every((t) => KEEP.has(t.toLowerCase()));
}

const TITLES = /\b(?:Mr|Mrs|Ms|Miss|Dr|Officer|Detective|Det|Deputy|Sergeant|Sgt|Lieutenant|Lt|Agent|Trooper)\.?\s+([A-Z][\p{L}'-]+)/gu;

/**
 * Names by their shape: two or three capitalised words in a row that are not common words,
 * places or institutions ("Kyle Dempsey", "Blue Moon"), and a capitalised word after a title
 * ("Officer Malloy"). Eager on purpose: a masked bar name costs a little context.
 */
export function namesIn(text: string, city: string): string[] {
  const skip = (w: string) => {
    const lower = w.toLowerCase();
    return KEEP.has(lower) || COMMON.has(lower) || city.toLowerCase().split(/\s+/).includes(lower);
  };
  const found: string[] = [];
  for (const m of text.matchAll(/[A-Z][\p{L}'-]+(?:[ \t]+[A-Z][\p{L}'-]+)+/gu)) {
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 2) found.push(run.slice(0, 3).join(' '));
      run = [];
    };
    for (const w of m[0].split(/[ \t]+/)) {
      if (skip(w)) flush();
      else run.push(w);
    }
    flush();
  }
  for (const m of text.matchAll(TITLES)) if (!skip(m[1]!)) found.push(m[1]!);
  return [...new Set(found)];
}
