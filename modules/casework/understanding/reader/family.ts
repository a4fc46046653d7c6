// Family matters: the client's role (petitioner when the client asks the court, respondent when
// the other party filed against the client), which parent the client is, what the client asks,
// and the factors a family court weighs — each with its direction relative to the client, from
// who did what: abuse, threats, interference or neglect by the other parent help the client;
// the same by the client hurt.
import type { ClientRole, Direction, FamilyFactor, FamilyFactorKey } from '../fact-sheet.js';
import type { Clause } from './clauses.js';
import { canon, type Entity } from './entities.js';
import { NUMBER_WORDS, PERSON_NOUNS, SEE_VERBS } from './lexicon.js';
import type { Sentence } from './nlp.js';
import {
  actors,
  clauseText,
  coordinationHead,
  hasLemma,
  isClient,
  patients,
  possessor,
  ppRefs,
  refOf,
  quoteOf,
  scopeText,
  sourceOf,
  type Reading,
  type Ref,
} from './reading.js';

const LEGAL_OBJECT =
  /\b(?:establish\w* (?:that|paternity|parentage)|parentage|(?:law)?suit|is the (?:biological )?father|adopt\w*|guardian\w*|pfa|epo|tro|dvro|visits?|visitation|time with|hours (?:a|per) (?:month|week)|(?:see|seeing) (?:them|him|her|my|the) (?:grand)?(?:kids|children|grandchildren|son|daughter|boys|girls)?|keep the (?:house|home)|the house|(?:my|our|the) (?:\$[\d,]+|money|share|half|inheritance) back|back before|reimburse\w*|equity|last name|name change|custody|divorce|dissolution|support|alimony|maintenance|protective order|restraining order|order of protection|protection order|no-contact order|petition|motion|request|application|(?:the|her|his|this|a|my|our) move|visitation|parenting (?:time|plan)|paternity|modification|annulment|adoption|guardianship|separation|injunction|emergency order|relocation|possession|conservatorship|prenup\w*|modify|geographic restriction|primary placement|placement)\b/i;
const PRENUP_MATTER = /prenup/;
const ORDER_NAME =
  /\b(?:civil )?(?:stalking|anti-?harassment|harassment|sexual assault)(?: protection| protective| restraining| no-contact)? (?:order|injunction)\b|\b(?:protection|relief) from (?:domestic )?(?:abuse|violence)(?: order| petition)?\b|\b(?:domestic )?abuse prevention order\b/gi;
const RESPONSE_OBJECT = /\b(?:response|answer|counter-?petition|counterclaim|counter-?motion|objection|appeal)\b/i;
const FILE_VERBS = /^(?:file|petition|apply|sue|move|bring|initiate|start|submit|serve|take|request)$/;
const ASK_VERBS = /^(?:ask|seek|want|need|request|hope|pursue|demand|plan|try|fight)$/;
/** Asking the court to refuse what the other side asks is the answering party's stance. */
const OPPOSE = /\b(?:deny|denies|denied|dismiss\w*|reject\w*|refuse\w*|throw (?:it |this |that )?out|block\w*)\b/i;
const OPPOSE_VERBS = /^(?:oppose|contest|object|fight|challenge|resist|dispute)$/;
/** A protection order by any of its names ("restraining order", "PFA", "order of protection"). */
const PROTECTION_ORDER = String.raw`(?:protective order|restraining order|order of protection|protection order|pfa|tro|dvro|epo)`;
/** An order someone holds, with its kind ("a temporary ex parte order", "a 10-day PFA"). */
const ORDER_HELD = String.raw`(?:temporary |emergency |ex parte |interim |\d+[- ]day )*(?:ex parte )?(?:${PROTECTION_ORDER}|(?:ex parte|emergency|temporary) order)`;
/** An order the client already obtained ("I got a temporary ex parte order"), or one the other side holds against the client. */
const OBTAINED_ORDER = new RegExp(
  String.raw`\b(?:i|we) (?:got|obtained|have|was granted|were granted|received)(?: an?| the| my)? ${ORDER_HELD}\b`,
  'i',
);
const OBTAINED_BY_OTHER = new RegExp(
  String.raw`\b(?:got|obtained|has|had|was granted|received|took out)(?: an?| the)? ${ORDER_HELD} against (?:me|my client)\b`,
  'i',
);

const EVALUATOR =
  /\bguardian ad litem|\bGAL\b|\bevaluator\b|\bcustody evaluation\b|\bhome study\b|\bsocial worker\b|\bpsychologist\b|\bcourt[- ]appointed\b/i;
const EVALUATOR_NOUNS = /^(?:guardian|gal|evaluator|psychologist|worker|investigator|advocate)$/;
/** Shared or equal parenting time, as an evaluator recommends it. */
const SHARED_TIME =
  /\b(?:joint (?:physical )?custody|shared (?:parenting|custody)|50\/50|50-50|equal (?:time|parenting time)|week on,? week off|alternating weeks)\b/i;

/** A protection-order matter's words, for either case type that asks for one. */
const PROTECTION_MATTER = /\b(?:restraining|protective|protection) order|\border of protection|\b(?:pfa|tro|dvro|epo)\b/i;

/** The words of the matter a case type is about: a filing about this matter decides who is who. */
const MATTER_WORDS: Record<string, RegExp> = {
  'child-custody': /\b(?:custody|parenting (?:time|plan)|conservatorship|possession)\b/i,
  'visitation-rights': /\b(?:visit\w*|parenting time|time with)\b/i,
  paternity: /\b(?:paternity|parentage|father|genetic testing|dna)\b/i,
  divorce: /\b(?:divorce|dissolution)\b/i,
  'child-support': /\b(?:child support|support)\b/i,
  'spousal-support-alimony': /\b(?:alimony|spousal support|maintenance|support)\b/i,
  'marital-property-division': /\b(?:property|divorce|dissolution|equitable distribution)\b/i,
  'prenuptial-agreement': /\b(?:prenup\w*|premarital|agreement)\b/i,
  adoption: /\badopt\w*/i,
  guardianship: /\bguardian\w*/i,
  'restraining-orders': PROTECTION_MATTER,
  'domestic-violence': PROTECTION_MATTER,
};

export interface FamilyRead {
  clientRole: ClientRole;
  clientParent: 'mother' | 'father' | 'other' | 'unknown';
  clientAsks?: string;
  factors: FamilyFactor[];
  /** Direction of a paternity test for the client (excluded: the test excluded the alleged father). */
  paternity: (excluded: boolean) => Direction;
}

type Party = 'client' | 'other';

function partyOf(ref: Ref | Entity | undefined): Party | undefined {
  if (!ref) return undefined;
  const e = 'np' in ref ? ref.entity : ref;
  if ('np' in ref && ref.group) return undefined;
  if (!e) return undefined;
  const c = canon(e);
  if (c.client) return 'client';
  if (c.writer) return undefined;
  if (c.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child')) return undefined;
  if (c.nouns.some((n) => /^(?:judge|guardian|evaluator|lawyer|attorney|counselor|therapist|psychologist)$/.test(n.noun))) return undefined;
  return 'other';
}

const isChild = (e: Entity | undefined) => !!e && canon(e).nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child');

export function readClientRole(r: Reading): { role: ClientRole; asks?: string; weights: { petitioner: number; respondent: number } } {
  let petitioner = 0;
  let respondent = 0;
  let firstStrong: 'petitioner' | 'respondent' | undefined;
  let asks: string | undefined;
  const strong = (side: 'petitioner' | 'respondent') => {
    firstStrong ??= side;
  };
  const matter = MATTER_WORDS[r.facts.caseType];
  const protectionMatter = matter === PROTECTION_MATTER;
  for (const s of r.sentences) {
    const cls = r.clauses.get(s.id) ?? [];
    // "I am the respondent", "my client is the petitioner".
    const selfNamed =
      /\b(?:i am|i'm|my client is|she is|he is|we are|client is) the (petitioner|respondent|plaintiff|defendant|movant)\b/i.exec(s.text);
    if (selfNamed && /\b(?:i am|i'm|my client is|client is)\b/i.test(selfNamed[0])) {
      const w = selfNamed[1]!.toLowerCase();
      if (w === 'petitioner' || w === 'plaintiff' || w === 'movant') petitioner += 5;
      else respondent += 5;
      r.used.add(s.id);
    }
    // A heading in notes: "Client's motion: sole custody …", "Our petition: …".
    // So is a bare label in the client's own notes: "Motion: end supervision …", "Relief sought: …".
    const heading =
      /^(?:(?:my )?client's|my|our) (?:motion|petition|application|complaint|request)\s*:/i.exec(s.text) ??
      /^(?:motion|petition|relief (?:sought|requested)|request(?:ed)?|asking for)\s*[:–—-]/i.exec(s.text);
    if (heading && matter?.test(s.text)) {
      petitioner += 2;
      r.used.add(s.id);
      continue;
    }
    for (const c of cls) {
      if (c.negated) continue;
      const own = clauseText(c);
      const scope = scopeText(c, cls);
      const doer = c.passive ? undefined : actors(r, c)[0];
      // "My wife Deborah and I are asking…", "we filed…": the client is among the doers.
      const before = c.verb > c.start ? s.tokens.slice(c.start, c.verb).map((t) => t.lower) : [];
      const withClient = !c.passive && (before.includes('we') || /\band i\b|^i and\b/.test(before.join(' ')));
      const party = withClient ? 'client' : partyOf(doer);
      // In a protection-order matter, "an order that makes him move out" is that order, and so is any
      // order the clause asks for by its head noun ("a final Protection from Abuse order").
      const legal =
        LEGAL_OBJECT.test(scope) ||
        (protectionMatter &&
          (/\b(?:an?|the) order\b/i.test(scope) ||
            [...c.objects, ...c.pps.map((p) => p.np)].some((np) => s.tokens[np.head]?.lemma === 'order')));
      const files = hasLemma(c, FILE_VERBS);
      const wants = hasLemma(c, ASK_VERBS);
      if (c.passive && hasLemma(c, /^(?:serve|sue|name|summon)$/) && c.subjects.some((np) => isClient({ ...refOrEmpty(r, s, np) }))) {
        respondent += 3;
        strong('respondent');
        r.used.add(s.id);
        continue;
      }
      if (
        c.passive &&
        hasLemma(c, /^(?:file|issue|grant|enter|seek)$/) &&
        /\bagainst (?:me|my client|him|her)\b/i.test(own) &&
        LEGAL_OBJECT.test(own)
      ) {
        const against = ppRefs(r, c, 'against');
        if (against.some(isClient)) {
          respondent += 2;
          r.used.add(s.id);
        }
        continue;
      }
      // The client already holds the order the matter is about: the client asked for it.
      if (party === 'client' && OBTAINED_ORDER.test(own)) {
        petitioner += 3;
        r.used.add(s.id);
        continue;
      }
      // The other side already holds an order against the client: the client answers it.
      if (party === 'other' && OBTAINED_BY_OTHER.test(own)) {
        respondent += 3;
        r.used.add(s.id);
        continue;
      }
      const opposes = hasLemma(c, OPPOSE_VERBS) || ((wants || files) && OPPOSE.test(scope));
      // "Chelsea opposes.", "Brent objects": opposing with nothing named opposes the matter itself.
      const bare = hasLemma(c, OPPOSE_VERBS) && !c.objects.length && !c.pps.length;
      if (party && opposes && !isChild(doer?.entity) && (legal || bare || /\b(?:it|this|that)\b/i.test(own))) {
        // Asking the court to refuse, or fighting, what the other side asks: the answering party.
        if (party === 'client') respondent += 2;
        else petitioner += 2;
        r.used.add(s.id);
        continue;
      }
      // "she supports my petition", "his motion was denied": whose filing it is says who filed it.
      const filing = [...c.subjects, ...c.objects, ...c.pps.map((p) => p.np)].find((np) =>
        /^(?:petition|motion|application|complaint)$/.test(s.tokens[np.head]?.lemma ?? ''),
      );
      const filer = filing
        ? partyOf(r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= filing.start && m.end <= filing.end)?.entity)
        : undefined;
      if (filer && !RESPONSE_OBJECT.test(own)) {
        if (filer === 'client') petitioner += 2;
        else respondent += 2;
        r.used.add(s.id);
      }
      if (!party || (!files && !wants)) continue;
      if (isChild(doer?.entity)) continue;
      if (!legal && !RESPONSE_OBJECT.test(scope) && !/\bagainst (?:me|him|her|my client)\b/i.test(own)) continue;
      // A filing about this very matter outweighs one about another (a custody motion in a protection-order case).
      const ofMatter = matter?.test(scope) ? 2 : 1;
      if (party === 'client') {
        if (files && RESPONSE_OBJECT.test(own)) {
          respondent += 2;
        } else if (files && legal) {
          petitioner += 4 * ofMatter;
          strong('petitioner');
          asks ??= askPhrase(own);
        } else if (wants && legal) {
          petitioner += 2;
          asks ??= askPhrase(scope);
        }
      } else {
        const againstClient = ppRefs(r, c, 'against').some(isClient) || /\bagainst (?:me|my client)\b/i.test(own);
        if (files && (legal || againstClient)) {
          respondent += 4 * ofMatter;
          strong('respondent');
        } else if (wants && legal) respondent += hasLemma(c, /^(?:seek|request|demand|pursue|ask)$/) ? 2 : 1;
      }
      r.used.add(s.id);
    }
  }
  if (r.facts.family?.supportRequested) petitioner += 1;
  // A premarital agreement's case is the enforcing party's (the base rate's petitioner), whoever filed for divorce.
  if (r.facts.caseType === 'prenuptial-agreement') {
    const stance = agreementStanceByClause(r);
    if (stance === 'enforce') petitioner += 6;
    else if (stance === 'challenge') respondent += 6;
  }
  let role: ClientRole = 'unknown';
  if (petitioner > respondent) role = 'petitioner';
  else if (respondent > petitioner) role = 'respondent';
  else if (petitioner > 0 && firstStrong) role = firstStrong;
  const pref = r.facts.family?.custodyPreference;
  if (!asks && pref && pref !== 'none' && pref !== 'other') asks = `${pref} custody`;
  if (!asks && r.facts.family?.supportRequested) asks = r.facts.caseType.includes('spousal') ? 'spousal support' : 'support';
  return { role, asks: asks?.slice(0, 300), weights: { petitioner, respondent } };
}

function refOrEmpty(r: Reading, s: Sentence, np: Clause['subjects'][number]): Ref {
  const ms = r.cast.mentions.get(s.id) ?? [];
  const m = ms.find((x) => x.start <= np.head && np.head < x.end && !x.possessive);
  return { entity: m?.entity ? canon(m.entity) : undefined, np };
}

function askPhrase(text: string): string | undefined {
  const m =
    /\b(?:for|seeking|seek|want|wants|asking for|ask for|request(?:ing)?|petition(?:ing)? for|filed for|file for|need|obtain|get)\s+((?:an?\s+|the\s+|sole\s+|joint\s+|full\s+|primary\s+|temporary\s+|emergency\s+|permanent\s+)*[a-z -]{0,40}?(?:custody|divorce|support|alimony|maintenance|protective order|restraining order|order of protection|protection order|visitation|parenting time|paternity|modification|annulment|adoption|guardianship|relocation|possession|conservatorship)(?:\s+of\s+(?:my|our|the|his|her)\s+\w+)?)/i.exec(
      text,
    );
  return m ? m[1]!.trim() : undefined;
}

export function readClientParent(r: Reading): FamilyRead['clientParent'] {
  const client = r.cast.client;
  const text = r.sentences
    .filter((s) => s.segment.field !== 'document')
    .map((s) => s.text)
    .join(' ');
  const explicit =
    /\b(?:i am|i'm|i've been|as|my client is|my client,|the client is)\s+(?:the|their|his|her|our|a|my \w+'s)?\s*(?:biological\s+|custodial\s+|non-?custodial\s+|single\s+)?(mother|father|mom|dad|mum)\b/i.exec(
      text,
    );
  if (explicit) return /mother|mom|mum/i.test(explicit[1]!) ? 'mother' : 'father';
  // A grandparent, aunt, uncle or guardian is another carer, not a parent.
  if (
    /\b(?:i am|i'm|as) (?:the |their |his |her |a )?(?:grandmother|grandfather|grandma|grandpa|grandparent|aunt|uncle|guardian|foster (?:mother|father|parent))\b/i.test(
      text,
    ) ||
    client.nouns.some((n) => /^(?:grandmother|grandfather|grandma|grandpa|grandparent|aunt|uncle|guardian)$/.test(n.noun))
  )
    return 'other';
  const childrenInvolved = r.facts.family?.childrenInvolved || r.cast.entities.some((e) => isChild(e));
  if (!childrenInvolved) return 'unknown';
  for (const n of client.nouns) {
    if (/^(?:mother|mom|mum)$/.test(n.noun)) return 'mother';
    if (/^(?:father|dad)$/.test(n.noun)) return 'father';
  }
  // The pronouns a third-person writer uses for the client.
  if (!client.genderFromName && client.gender !== '?') return client.gender === 'f' ? 'mother' : 'father';
  // "my son's father", "my ex-wife": the other parent's description.
  const other = r.cast.otherParty ? canon(r.cast.otherParty) : undefined;
  if (other) {
    // Its description ("my husband"), else the pronouns used for it — not a guess from its first name.
    const g =
      other.nouns.map((n) => PERSON_NOUNS.get(n.noun)?.gender).find((x) => x && x !== '?') ??
      (other.genderFromName ? undefined : other.gender);
    if (g === 'm') return 'mother';
    if (g === 'f') return 'father';
  }
  if (/\bmy (?:son|daughter|child|children|kids|baby)'?s? (father|dad)\b/i.test(text)) return 'mother';
  if (/\bmy (?:son|daughter|child|children|kids|baby)'?s? (mother|mom)\b/i.test(text)) return 'father';
  if (client.gender === 'f') return 'mother';
  if (client.gender === 'm') return 'father';
  return 'unknown';
}

// ── Factors ────────────────────────────────────────────────────────────────────────────────────

interface FactorRule {
  /** By client / by other: the key for each, or one key for both. */
  keys: { client: FamilyFactorKey; other: FamilyFactorKey };
  pattern: RegExp;
  /** The pattern names something bad the doer did (true) or something good (false). */
  bad: boolean | ((text: string) => boolean);
  /** Who it is about: the doer (actors), the grammatical subject (states: "he was convicted"). */
  about: 'doer' | 'subject';
  summary: (party: Party) => string;
  /** Skipped when the clause is the client's ask ("I want a protective order"). */
  notAsk?: boolean;
}

const same = (k: FamilyFactorKey) => ({ client: k, other: k });
const who = (p: Party) => (p === 'client' ? 'the client' : 'the other party');

const RULES: FactorRule[] = [
  {
    keys: same('primary-caregiver'),
    pattern:
      /\bprimary (?:care ?giver|caretaker|carer|parent|custodian)\b|\b(?:the one|been) (?:who (?:does|did|handles?)|doing|taking care of|handling) (?:the |all the |most of the )?(?:school|drop-?offs?|pick-?ups?|doctor|homework|bedtime|cooking|kids|children|parenting)|\bmain parent\b|\bi do everything\b|\braised (?:him|her|them|[A-Z][a-z]+) (?:alone|by (?:myself|herself|himself)|on (?:my|her|his) own|single-handedly)\b|\bday[- ]to[- ]day care\b|\b(?:raised|raising|take care of|took care of|taking care of|cared for|care for|caring for) (?:the|our|my|his|her|their|both) (?:children|kids|child|son|daughter|baby|boys|girls)\b|\bstay[- ]at[- ]home (?:mom|dad|mother|father|parent)\b|\b(?:handle|handles|handled|do|does|did) (?:all|most) of the (?:parenting|caregiving|school|doctor)|\b(?:had|have|has) (?:had )?(?:primary|sole) (?:physical )?custody\b|\b(?:had|has|have had) (?:him|her|them|the kids|the children|[A-Z][a-z]+) most of the time\b|\bthe one (?:at|who goes to|who went to|who takes|who took) (?:every|all|his|her|their)\b[^.]*\b(?:conferences?|doctor)/i,
    bad: false,
    about: 'subject',
    summary: (p) => `${who(p)} has been the primary caregiver`,
  },
  {
    keys: { client: 'domestic-violence-by-client', other: 'domestic-violence-by-other' },
    pattern:
      /\b(?:hit|hits|hitting|punch\w*|slap\w*|chok\w*|strangl\w*|push\w*|shov\w*|beat|beats|beating|beaten|kick\w*|assault\w*|abus\w*|batter\w*|struck|strike|strikes|threw (?:things|a|objects)|domestic violence|dv|physical(?:ly)? (?:violent|abusive)|violen\w+|bruis\w*|black eye|grabbed (?:me|her|him) by)\b/i,
    bad: true,
    about: 'doer',
    summary: (p) => `domestic violence by ${who(p)}`,
  },
  {
    keys: same('protective-order'),
    pattern: /\b(?:protective|restraining|protection|no[- ]contact|peace) orders?\b|\border of protection\b|\b(?:pfa|epo|tro|dvro)\b/i,
    bad: true,
    about: 'subject',
    notAsk: true,
    summary: (p) => `a protective order restrains ${who(p)}`,
  },
  {
    keys: { client: 'substance-abuse-by-client', other: 'substance-abuse-by-other' },
    pattern:
      /\b(?:drunk|drinks|drinking|alcohol\w*|drug (?:use|abuse|problem|habit)|uses? drugs|using drugs|meth\w*|cocaine|heroin|opioids?|pills|fentanyl|addict\w*|addiction|rehab|relaps\w*|dui|dwi|intoxicated|high on|positive for|substance abuse|overdos\w*|smok\w+ (?:pot|weed|marijuana|crack))\b/i,
    bad: true,
    about: 'subject',
    summary: (p) => `substance abuse by ${who(p)}`,
  },
  {
    keys: same('stable-home'),
    pattern:
      /\bstable (?:home|housing|job|employment|income|environment|household|routine|life)\b|\bsteady (?:job|income|employment|work)\b|\b(?:own|bought|rent) (?:a|my|our|the) (?:home|house|apartment)\b|\bfull[- ]time (?:job|work|employment)\b|\bhomeless\b|\bevicted\b|\bcouch[- ]surf\w*|\blives? in (?:his|her|a) (?:car|truck|van)\b|\bmov(?:es|ed|ing) (?:constantly|frequently|around|every)\b|\bunstable\b|\bunemployed\b|\blost (?:his|her|my) (?:job|home|house|apartment)\b/i,
    bad: (t) =>
      /\bhomeless|evicted|couch[- ]surf|lives? in (?:his|her|a) (?:car|truck|van)|constantly|frequently|around|every|unstable|unemployed|lost (?:his|her|my)/i.test(
        t,
      ),
    about: 'subject',
    summary: (p) => `the stability of ${who(p)}'s home`,
  },
  {
    keys: same('co-parenting-willingness'),
    pattern:
      /\bco-?parent\w*|\bencourag\w* (?:their|the|his|her|my|our) (?:relationship|bond|contact|time)\b|\b(?:willing|want|wants|happy) to (?:share|cooperate|work together|co-?parent)\b|\b(?:refuses?|refused|won't|will not|doesn't|does not|never) (?:to )?(?:communicate|co-?parent|talk to me|respond|cooperate|share information)\b|\bcommunicat\w+ (?:well|poorly|only through)\b|\bfacilitat\w+ (?:visits|contact|time)\b/i,
    bad: (t) => /\brefus|won't|will not|doesn't|does not|never|poorly/i.test(t),
    about: 'subject',
    summary: (p) => `${who(p)}'s willingness to co-parent`,
  },
  {
    keys: { client: 'interference-by-client', other: 'interference-by-other' },
    pattern:
      /\b(?:keeps?|kept|keeping) (?:the )?(?:kids|children|child|son|daughter|boys|girls|them|him|her) (?:from|away)\b|\bden(?:y|ied|ies|ying) (?:me|him|her) (?:my |his |her |any )?(?:visits?|visitation|parenting time|time|access|contact)\b|\bwithh[eo]ld\w*|\balienat\w+|\b(?:won't|will not|refuses? to|refused to|doesn't|does not|didn't) (?:let|allow) (?:me|him|her) (?:to )?(?:see|visit|talk|speak|call)\b|\b(?:won't|will not|refuses? to|refused to|didn't|did not) return (?:the )?(?:kids|children|child|son|daughter|them|him|her)\b|\bstopped (?:letting|allowing) (?:me|him|her)\b|\bcancel\w* (?:my|his|her|the) (?:visits?|weekends?|time)\b|\bbad-?mouth\w*|\binterfer\w+\b|\bblock\w* (?:my|his|her|all) (?:calls|contact|number)\b/i,
    bad: true,
    about: 'doer',
    summary: (p) => `interference with the other parent's time by ${who(p)}`,
  },
  {
    keys: same('relocation'),
    pattern:
      /\b(?:relocat\w+|mov(?:e|es|ed|ing) (?:the (?:kids|children) )?(?:to|out of|across|away|back to) (?:another state|out of state|[A-Z][a-z]+|the other side|a different|across)|mov(?:e|es|ed|ing) (?:away )?with (?:the|my|our|his|her) (?:kids|children|son|daughter|boys|girls))|\bout of state\b|\bacross the country\b/,
    bad: true,
    about: 'subject',
    summary: (p) => `a move with the children sought by ${who(p)}`,
  },
  {
    keys: { client: 'neglect-by-client', other: 'neglect-by-other' },
    pattern:
      /\bneglect\w*|\bleft (?:the )?(?:kids|children|child|baby|him|her|them|our \w+|my \w+) (?:alone|unsupervised|home alone|in the car)\b|\bunsupervised\b|\b(?:was|were) (?:found|left) (?:home )?alone\b|\bmissed (?:school|doctor|medical|appointments)\b|\b(?:didn't|did not|doesn't|does not|failed to|never) (?:feed|bathe|take (?:them|him|her) to (?:school|the doctor))\b|\bunfed\b|\bcps (?:was called|investigat\w+|report|case|opened)\b|\bmalnourish\w*|\btruan\w*|\bdirty (?:clothes|house|diapers)\b/i,
    bad: true,
    about: 'subject',
    summary: (p) => `neglect of the children by ${who(p)}`,
  },
  {
    keys: same('threats-or-harassment'),
    pattern:
      /\bthreat\w*|\bharass\w*|\bstalk\w*|\bintimidat\w*|\b(?:said|told me|texted|wrote) (?:that )?(?:he|she) (?:would|will|was going to) (?:kill|hurt|take|ruin|destroy)\b|\b(?:\d+|dozens of|hundreds of|countless) (?:texts|messages|calls|voicemails|emails)\b|\bfollow(?:s|ed|ing) (?:me|her|him)\b|\bshow(?:s|ed)? up (?:uninvited )?at (?:my|her|his) (?:work|job|house|home|apartment)\b/i,
    bad: true,
    about: 'doer',
    summary: (p) => `threats or harassment by ${who(p)}`,
  },
  {
    keys: { client: 'criminal-record-client', other: 'criminal-record-other' },
    pattern:
      /\bconvict\w+|\bcriminal (?:record|history)\b|\b(?:on|violated) (?:probation|parole)\b|\barrested\b|\bin (?:jail|prison)\b|\bfelony\b|\bpled guilty\b|\bcharges? (?:pending|against him|against her)\b|\bsex offender\b/i,
    bad: true,
    about: 'subject',
    summary: (p) => `a criminal record of ${who(p)}`,
  },
];

const PRENUP = /\bprenup\w*|\bprenuptial\b|\bpostnuptial\b|\bpremarital agreement\b|\bmarital agreement\b/i;
const RECENT =
  /\b(?:last (?:week|month|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|(?:two|three|four|five|six|few|several|a couple of|\d+) (?:days|weeks) ago|this (?:week|month|past weekend)|recently|earlier this (?:week|month)|a (?:few )?days? ago|a week ago|just last)\b/i;
const INCIDENT =
  /\b(?:hit|punch\w*|slap\w*|chok\w*|push\w*|shov\w*|beat|kick\w*|assault\w*|attack\w*|threat\w*|broke|smash\w*|incident|fight|police (?:came|were called)|called (?:the )?police|arrested|showed up|grabbed)\b/i;

export function readFamily(r: Reading, role: ClientRole): FamilyRead {
  const factors: FamilyFactor[] = [];
  const seen = new Set<string>();
  const add = (f: FamilyFactor, s: Sentence) => {
    const key = `${f.key}|${s.id}`;
    if (seen.has(key) || factors.length >= 60) return;
    // One factor per key and direction: the same fact said twice weighs once.
    if (factors.some((x) => x.key === f.key && x.direction === f.direction)) {
      r.used.add(s.id);
      return;
    }
    seen.add(key);
    factors.push(f);
    r.used.add(s.id);
  };
  const paternity = paternityStance(r, role);
  const prenupCase = r.facts.caseType.includes('prenup') || r.sentences.some((s) => PRENUP.test(s.text));
  const supportBy = supportSeeker(r, role);
  for (const s of r.sentences) {
    if (s.segment.field === 'priorConvictions' || s.segment.field === 'bailStatus') continue;
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) {
      // "a civil stalking protection order", "an anti-harassment order", "a Protection from Abuse order":
      // the order's name is no act of stalking or abuse.
      // A causative and the act it lets or makes happen are one predicate: "refused to let | me see the children".
      const caused = /^(?:let|allow|make|help)$/.test(c.lemmas[c.lemmas.length - 1] ?? '')
        ? cls.find((d) => d.parent === c && d.link === '' && d.index === c.index + 1)
        : undefined;
      const own = (caused ? `${clauseText(c)} ${clauseText(caused)}` : clauseText(c)).replace(ORDER_NAME, 'order');
      const scope = scopeText(c, cls);
      // "if I get an order of protection": a supposition is no fact.
      const supposed = [c, c.parent].some((x) => !!x && /^(?:if|unless|whether)$/.test(x.link));
      for (const rule of RULES) {
        if (supposed) break;
        if (!rule.pattern.test(own)) continue;
        // "with no criminal record", "without any drug problem": the factor's own noun is denied.
        if (deniedNoun(own, rule.pattern)) continue;
        if (rule.notAsk && hasLemma(c, /^(?:ask|want|seek|request|need|file|petition|apply|hope)$/)) continue;
        // "an order that keeps him away from me": what the client asks the order to do, not a fact.
        if (c.relative && c.parent && hasLemma(c.parent, /^(?:ask|want|seek|request|need|file|petition|apply|hope)$/)) continue;
        if (c.negated && rule.keys.client !== 'stable-home' && rule.keys.client !== 'co-parenting-willingness') continue;
        let party = factorParty(r, c, rule);
        if (!party) continue;
        // "I got a big bruise on my hip", "she has a black eye": one who bears the mark is the one harmed.
        // "I took photos of the bruises": the marks alone, photographed or shown, say nothing of who made them.
        const marksOnly =
          rule.keys.client === 'domestic-violence-by-client' &&
          [...own.matchAll(new RegExp(rule.pattern.source, 'gi'))].every((m) => /^(?:bruis\w*|black eye)$/i.test(m[0]));
        if (marksOnly && hasLemma(c, /^(?:get|have|be|suffer)$/)) party = party === 'client' ? 'other' : 'client';
        else if (marksOnly && !hasLemma(c, /^(?:leave|cause|give)$/) && !hasLemma(c, SEE_VERBS)) continue;
        // "He says I was drunk at the party": the other side's allegation against the client is disputed, not a fact.
        if (party === 'client' && (typeof rule.bad === 'function' ? rule.bad(own) : rule.bad) && reportedByOther(r, c)) continue;
        const bad = typeof rule.bad === 'function' ? rule.bad(own) !== c.negated : rule.bad;
        // "I have been sober": a good state of a bad-thing pattern is no factor.
        if (rule.keys.client === 'substance-abuse-by-client' && /\bsober|clean for|negative for\b/i.test(own)) continue;
        const direction: Direction = (party === 'client') === bad ? 'against' : 'for';
        const key = party === 'client' ? rule.keys.client : rule.keys.other;
        add({ key, direction, summary: cap(rule.summary(party)).slice(0, 300), quote: quoteOf(s), source: sourceOf(s) }, s);
      }
      // A recent incident.
      if (RECENT.test(scope) && INCIDENT.test(own) && !c.negated) {
        const party = partyOf(actors(r, c)[0]) ?? partyOf(c.subjects.length ? refOrEmpty(r, s, c.subjects[0]!) : undefined);
        if (party)
          add(
            {
              key: 'recent-incident',
              direction: party === 'client' ? 'against' : 'for',
              summary: `A recent incident involving ${who(party)}`,
              quote: quoteOf(s),
              source: sourceOf(s),
            },
            s,
          );
      }
      // The child's preference.
      if (
        hasLemma(c, /^(?:want|prefer|wish|ask|say|tell|beg|choose)$/) &&
        (/\b(?:live|stay|be|move)\b[^.]{0,15}\bwith\b/i.test(scope) ||
          /\b(?:my|his|her) (?:last )?name\b|\bcalls? (?:me|him|her) (?:dad|mom|daddy|mommy)\b/i.test(scope))
      ) {
        const child = actors(r, c).find((a) => isChild(a.entity));
        if (child) {
          const deps = cls.filter((x) => x === c || x.parent === c);
          const withWhom = deps.flatMap((x) => ppRefs(r, x, 'with'));
          const possessed = deps
            .flatMap((x) =>
              x.objects.map((np) => r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= np.start && m.end <= np.end)?.entity),
            )
            .filter((e): e is Entity => !!e);
          const party = withWhom.map((w) => partyOf(w)).find((p) => p) ?? possessed.map((e) => partyOf(e)).find((p) => p);
          if (party) {
            const age = ageOf(r, child.entity!, s);
            add(
              {
                key: 'child-preference',
                direction: party === 'client' ? 'for' : 'against',
                ...(age !== undefined ? { value: age } : {}),
                summary: `The child (${age !== undefined ? `age ${age}` : 'age not given'}) prefers to live with ${who(party)}`,
                quote: quoteOf(s),
                source: sourceOf(s),
              },
              s,
            );
          }
        }
      }
      // A guardian ad litem's or an evaluator's recommendation.
      // Said of the evaluator by name or role in this sentence, or by "her report" after the evaluator was introduced.
      const byEvaluator =
        EVALUATOR.test(s.text) ||
        (!!c.subjects[0] &&
          [possessor(r, s, c.subjects[0]), refOf(r, s, c.subjects[0])?.entity].some(
            (e) => !!e && canon(e).nouns.some((n) => EVALUATOR_NOUNS.test(n.noun)),
          ));
      if (byEvaluator && hasLemma(c, /^(?:recommend|suggest|conclude|find|report|support|favor|favour|believe|say)$/)) {
        const deps = cls.filter((x) => x === c || x.parent === c);
        let target = deps
          .flatMap((x) => [...ppRefs(r, x, 'with'), ...(x === c ? [] : actors(r, x)), ...ppRefs(r, x, 'to')])
          .map((w) => partyOf(w))
          .find((p) => p);
        // Recommended shared or equal time, against what the client asks.
        const pref = r.facts.family?.custodyPreference;
        const recommended = deps.map(clauseText).join(' ');
        if (!target && SHARED_TIME.test(recommended) && (pref === 'sole' || pref === 'joint'))
          target = pref === 'joint' ? 'client' : 'other';
        const d: Direction = target === 'client' ? 'for' : target === 'other' ? 'against' : 'unknown';
        add(
          {
            key: 'guardian-ad-litem',
            direction: d,
            summary: `A guardian ad litem or evaluator's recommendation${target ? ` favouring ${who(target)}` : ''}`,
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          s,
        );
      }
    }
    // DNA / paternity test.
    if (
      /\b(?:dna|paternity|genetic) test\w*|\bdna (?:results?|showed|shows|confirmed|proved)\b|\bprobability of paternity\b/i.test(s.text)
    ) {
      const pct = /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/i.exec(s.text);
      const excluded =
        /\bexclu\w+|\bnot the (?:biological )?father\b|\bis not (?:his|her|the) (?:biological )?(?:child|father)|\bnegative\b/i.test(
          s.text,
        ) || (pct ? Number(pct[1]) < 50 : false);
      const value = pct ? Number(pct[1]) : excluded ? 0 : undefined;
      add(
        {
          key: 'dna-test',
          direction: paternity(excluded),
          ...(value !== undefined && value <= 100 ? { value } : {}),
          summary: excluded
            ? 'A DNA test excluded paternity'
            : `A DNA test${value !== undefined ? ` gave a ${value}% probability of paternity` : ' on paternity'}`,
          quote: quoteOf(s),
          source: sourceOf(s),
        },
        s,
      );
    }
    // Marriage length.
    const years = marriageYears(s.text, r);
    if (years !== undefined) {
      const d: Direction =
        supportBy === 'client'
          ? years >= 10
            ? 'for'
            : years < 5
              ? 'against'
              : 'unknown'
          : supportBy === 'other'
            ? years >= 10
              ? 'against'
              : years < 5
                ? 'for'
                : 'unknown'
            : 'unknown';
      add(
        {
          key: 'marriage-length',
          direction: d,
          value: years,
          summary: `Married ${years} year${years === 1 ? '' : 's'}`,
          quote: quoteOf(s),
          source: sourceOf(s),
        },
        s,
      );
    }
    // Prenuptial agreement.
    if (PRENUP.test(s.text) || (prenupCase && /\bsign\w* (?:it|the (?:agreement|contract|papers))\b/i.test(s.text))) {
      const stance = agreementStance(r);
      if (/\bsign\w*\b/i.test(s.text)) {
        add(
          {
            key: 'agreement-signed',
            direction: stance === 'enforce' ? 'for' : stance === 'challenge' ? 'against' : 'unknown',
            summary: 'A prenuptial agreement was signed',
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          s,
        );
      }
    }
    if (
      /\b(?:own|independent|separate) (?:lawyer|attorney|counsel)\b|\bwithout (?:a |any )?(?:lawyer|attorney|counsel|legal advice)\b|\b(?:no|never had a|didn't have a|did not have a|couldn't afford a) (?:lawyer|attorney)\b|\b(?:his|her) (?:lawyer|attorney) (?:drafted|wrote|prepared)\b|\bboth (?:had|of us had) (?:lawyers|attorneys)\b/i.test(
        s.text,
      ) &&
      /\bprenup|\bagreement|\bsign/i.test(r.sentences.map((x) => x.text).join(' '))
    ) {
      const stance = agreementStance(r);
      const lacked =
        /\bwithout|\bno |\bnever had|\bdidn't have|\bdid not have|\bcouldn't afford|\b(?:his|her) (?:lawyer|attorney) (?:drafted|wrote|prepared)/i.test(
          s.text,
        );
      const cl = (r.clauses.get(s.id) ?? []).filter(
        (c) => /\b(?:lawyer|attorney|counsel|legal advice)\b/i.test(clauseText(c)) || hasLemma(c, /^sign$/),
      );
      const party = cl.map((c) => partyOf(c.subjects.length ? refOrEmpty(r, s, c.subjects[0]!) : undefined)).find((p) => p) ?? 'client';
      // Lacking counsel helps whoever challenges the agreement.
      const challengerLacked = lacked && ((party === 'client' && stance === 'challenge') || (party === 'other' && stance === 'enforce'));
      const d: Direction =
        stance === 'unknown'
          ? 'unknown'
          : lacked
            ? challengerLacked
              ? stance === 'challenge'
                ? 'for'
                : 'against'
              : stance === 'challenge'
                ? 'against'
                : 'for'
            : stance === 'enforce'
              ? 'for'
              : 'against';
      add(
        {
          key: 'independent-counsel',
          direction: d,
          summary: lacked ? `${cap(who(party))} had no independent lawyer` : 'Both sides had independent lawyers',
          quote: quoteOf(s),
          source: sourceOf(s),
        },
        s,
      );
    }
    if (
      /\b(?:hid|hidden|hiding|conceal\w*|didn't disclose|did not disclose|failed to disclose|never disclosed|undisclosed|lied about) (?:his|her|my|the|their|assets|income|business|accounts?|debts?|money|a|an)?\b|\bfull (?:financial )?disclosure\b|\bdisclosed (?:all|everything|his|her|my)\b|\bno (?:schedule|list|statement|disclosure) of (?:his |her |their |the )?(?:assets|finances|property|income)\b|\b(?:attached|exchanged|listed) (?:our|their|his|her|all (?:of )?(?:our|their|his|her)) (?:financial statements|assets|finances)\b/i.test(
        s.text,
      )
    ) {
      const stance = agreementStance(r);
      const failed =
        /\bhid|hidden|hiding|conceal|didn't disclose|did not disclose|failed to disclose|never disclosed|undisclosed|lied about|no full|\bno (?:schedule|list|statement|disclosure) of/i.test(
          s.text,
        );
      const cl = (r.clauses.get(s.id) ?? []).filter((c) => /\b(?:hid|hidden|hiding|conceal\w*|disclos\w*|lied)\b/i.test(clauseText(c)));
      const party = cl.map((c) => partyOf(c.subjects.length ? refOrEmpty(r, s, c.subjects[0]!) : undefined)).find((p) => p);
      let d: Direction = 'unknown';
      if (failed && party) d = party === 'client' ? 'against' : 'for';
      // "No schedule of assets was attached": whoever failed, an agreement signed without disclosure helps the one who challenges it.
      else if (failed && PRENUP_MATTER.test(r.facts.caseType))
        d = stance === 'challenge' ? 'for' : stance === 'enforce' ? 'against' : 'unknown';
      else if (!failed) d = stance === 'enforce' ? 'for' : stance === 'challenge' ? 'against' : 'unknown';
      add(
        {
          key: 'full-disclosure',
          direction: d,
          summary: failed ? `Assets or income not disclosed${party ? ` by ${who(party)}` : ''}` : 'Full financial disclosure was made',
          quote: quoteOf(s),
          source: sourceOf(s),
        },
        s,
      );
    }
  }
  // Income gap: both incomes given.
  const income = incomes(r);
  if (income) {
    const { client, other, s } = income;
    const ratio = Math.round((Math.max(client, other) / Math.max(1, Math.min(client, other))) * 100) / 100;
    const clientLower = client < other;
    const d: Direction =
      supportBy === 'client'
        ? clientLower
          ? 'for'
          : 'against'
        : supportBy === 'other'
          ? clientLower
            ? 'for'
            : 'against'
          : clientLower
            ? 'for'
            : 'unknown';
    add(
      {
        key: 'income-gap',
        direction: d,
        value: ratio,
        summary: `The ${clientLower ? 'other party' : 'client'} earns ${ratio} times as much`,
        quote: quoteOf(s),
        source: sourceOf(s),
      },
      s,
    );
  }
  // A protection order asked for where the narrative says the other party did not touch or threaten
  // the client ("He did not touch me and did not threaten me"): the order's own grounds are denied.
  // Only when nothing in the narrative says the opposite (a threat elsewhere stands).
  if (role === 'petitioner' && MATTER_WORDS[r.facts.caseType] === PROTECTION_MATTER) {
    for (const s of r.sentences) {
      if (s.segment.field !== 'caseDescription' && s.segment.field !== 'additionalFactors') continue;
      for (const c of r.clauses.get(s.id) ?? []) {
        if (!c.negated || partyOf(actors(r, c)[0]) !== 'other' || !patients(r, c).some(isClient)) continue;
        const key: FamilyFactorKey | undefined = hasLemma(c, /^(?:threaten|harass|stalk|follow)$/)
          ? 'threats-or-harassment'
          : hasLemma(c, /^(?:touch|hit|hurt|push|shove|grab|slap|punch|kick|choke|strike|beat|assault|attack|injure)$/)
            ? 'domestic-violence-by-other'
            : undefined;
        if (!key || factors.some((f) => f.key === key)) continue;
        const summary =
          key === 'threats-or-harassment'
            ? 'The other party did not threaten the client'
            : 'The other party did not touch or hurt the client';
        add({ key, direction: 'against', summary, quote: quoteOf(s), source: sourceOf(s) }, s);
      }
    }
  }
  return { clientRole: role, clientParent: 'unknown', factors, paternity };
}

/** Whether a clause is what someone other than the client says. */
function reportedByOther(r: Reading, c: Clause): boolean {
  // "he says I slapped him and threatened him": the second verb is inside the same report.
  for (let p = coordinationHead(r, c).parent, k = 0; p && k < 4; p = p.parent, k++) {
    if (hasLemma(p, /^(?:say|claim|allege|accuse|tell|insist|swear|report)$/)) {
      const who = actors(r, p)[0];
      if (who && !isClient(who)) return true;
    }
  }
  return false;
}

function factorParty(r: Reading, c: Clause, rule: FactorRule): Party | undefined {
  const s = c.sentence;
  if (rule.keys.client === 'protective-order') {
    // Whom the order restrains: "against him", or the one who "has" it against them.
    const against = ppRefs(r, c, 'against');
    if (against.length) return partyOf(against[0]);
    const own = clauseText(c);
    if (/\bviolat\w+/i.test(own)) return partyOf(actors(r, c)[0]);
    // "I got a protective order": the holder is protected; the other is restrained.
    const holder = partyOf(actors(r, c)[0] ?? (c.subjects[0] ? refOrEmpty(r, s, c.subjects[0]) : undefined));
    // "he has a (criminal) no-contact order": a no-contact order is a condition set on a defendant,
    // so the one who "has" one is the one it binds (one obtains a protective order, one is put under
    // a no-contact order).
    if (holder && /\bno[- ]contact\b/i.test(own) && hasLemma(c, /^(?:have|be)$/) && !hasLemma(c, /^(?:get|obtain|win|receive|file)$/))
      return holder;
    if (holder && hasLemma(c, /^(?:get|obtain|have|receive|win|be)$/) && !/\bagainst (?:me|him|her)\b/i.test(own))
      return holder === 'client' ? 'other' : 'client';
    return undefined;
  }
  if (rule.about === 'doer') {
    // "she saw me slap him": the one seen doing it is the doer, not the one who saw.
    if (hasLemma(c, SEE_VERBS) && c.objects[0]) {
      const seen = partyOf(refOrEmpty(r, s, c.objects[0]));
      if (seen) return seen;
      // "saw bruises on Megan", "saw his black eye": a mark seen on someone makes them the victim, and never the seer the doer.
      if (!personHeaded(r, s, c.objects[0])) {
        const marked =
          partyOf(ppRefs(r, c, 'on')[0]) ??
          partyOf(
            r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= c.objects[0]!.start && m.end <= c.objects[0]!.end)?.entity,
          );
        if (marked) return marked === 'client' ? 'other' : 'client';
        return undefined;
      }
    }
    const doer = partyOf(actors(r, c)[0]);
    if (doer) return doer;
    // "… domestic violence against me": the one it was against is the victim, the other the doer —
    // but a finding, order or charge entered "against" someone is against the one who did it
    // ("a finding of domestic violence was entered against Victor", "court finding against Victor").
    const against = c.pps.find((p) => p.prep === 'against');
    const victim = partyOf(ppRefs(r, c, 'against')[0]);
    if (victim && against) {
      const before = s.tokens.slice(Math.max(c.start, against.np.start - 4), against.np.start).map((t) => t.lemma);
      const ruled =
        hasLemma(c, /^(?:enter|issue|file|bring|grant|find|make|record|press)$/) ||
        before.some((l) => /^(?:finding|order|judgment|judgement|conviction|charge|complaint|petition|injunction)s?$/.test(l));
      if (ruled) return victim;
    }
    if (victim) return victim === 'client' ? 'other' : 'client';
    // "He was convicted of / charged with / arrested for assault": the subject of the state is the doer.
    if (hasLemma(c, /^(?:convict|charge|arrest|accuse|find|jail|sentence)$/) && c.subjects[0]) {
      const subject = partyOf(refOrEmpty(r, s, c.subjects[0]));
      if (subject) return subject;
    }
    // "I was hit by him" without a resolved agent: the one done to is the victim, the other the doer.
    const done = patients(r, c)[0];
    if (done && isClient(done) && r.cast.otherParty) return 'other';
    if (done && partyOf(done) === 'other') return 'client';
    // A noun as the subject ("his abuse scared the kids", "her threats").
    const poss = c.subjects
      .map((np) => r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= np.start && m.end <= np.end))
      .find((m) => m?.entity);
    return partyOf(poss?.entity);
  }
  // A passive's agent is the one who did it, whoever it was done to ("the children were left alone by Victor").
  if (c.passive && c.agent) {
    const agent = partyOf(refOrEmpty(r, s, c.agent));
    if (agent) return agent;
  }
  const subj = c.subjects[0] ? refOrEmpty(r, s, c.subjects[0]) : undefined;
  const p = partyOf(subj);
  if (p) return p;
  // A possessive counts only on a thing ("my drinking", "his record"): in "my daughter entered rehab" the daughter,
  // a third person, is the one it is about, not the client.
  const poss = [...c.subjects, ...c.objects]
    .filter((np) => !personHeaded(r, s, np))
    .map((np) => r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= np.start && m.end <= np.end))
    .find((m) => m?.entity);
  const owner = partyOf(poss?.entity);
  if (owner) return owner;
  // "the kids were found alone in her apartment": children neglected in a parent's home are that parent's neglect.
  const childWord =
    c.subjects[0] && /^(?:kids|children|child|baby|babies|son|daughter|boys|girls)$/.test(s.tokens[c.subjects[0].head]?.lower ?? '');
  if (rule.keys.client === 'neglect-by-client' && (isChild(subj?.entity) || childWord)) {
    const home = c.pps
      .filter((p) => /^(?:in|at)$/.test(p.prep))
      .map((p) => r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= p.np.start && m.end <= p.np.end))
      .find((m) => m?.entity);
    return partyOf(home?.entity);
  }
  return undefined;
}

/** Whether a noun phrase names a person ("my daughter Ashley", "her brother"), not a thing. */
function personHeaded(r: Reading, s: Sentence, np: Clause['subjects'][number]): boolean {
  const ref = refOf(r, s, np);
  if (ref?.group) return true;
  if (
    ref?.entity &&
    !r.cast.mentions.get(s.id)?.some((m) => m.possessive && m.entity === ref.entity && m.start >= np.start && m.end <= np.end)
  )
    return true;
  return !!PERSON_NOUNS.get(s.tokens[np.head]?.lemma ?? '');
}

/** The factor's matched noun follows a denial in its own phrase ("no criminal record", "without any drug problem"). */
function deniedNoun(text: string, pattern: RegExp): boolean {
  const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  if (!m) return false;
  return /\b(?:no|without|never (?:had|has|have) (?:a|an|any)|not (?:a|any))\s+(?:[a-z'-]+\s+){0,2}$/i.test(text.slice(0, m.index));
}

function ageOf(r: Reading, child: Entity, s: Sentence): number | undefined {
  const sentences = [s, ...(child.first ? [child.first] : []), ...r.sentences];
  const names = [child.name, ...child.tokens].filter((n) => n && n !== 'the child').map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  for (const x of sentences) {
    for (const n of names) {
      const m =
        new RegExp(`\\b${n}\\b[^.]{0,20}?(?:\\(|,\\s*|who is |is |age |aged )(?:age |aged )?(\\d{1,2})\\b`, 'i').exec(x.text) ??
        new RegExp(`\\b(\\d{1,2})[- ]year[- ]old\\s+(?:\\w+\\s+)?${n}\\b`, 'i').exec(x.text);
      if (m) return Number(m[1]);
    }
    const own = /\b(?:who is|is|age|aged|turned|turning) (\d{1,2})\b|\b(\d{1,2})[- ]year[- ]old\b/i.exec(x.text);
    if (own && x === s) return Number(own[1] ?? own[2]);
  }
  return undefined;
}

function marriageYears(text: string, r: Reading): number | undefined {
  const m =
    /\bmarried (?:to (?:[A-Z][a-z]+|him|her)(?: [A-Z][a-z]+)? )?(?:for )?(?:almost |nearly |about |over |just |only )?(\d{1,2}|[a-z]+(?:-[a-z]+)?) years\b/i.exec(
      text,
    ) ??
    /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)[- ]years? (?:of )?marriage\b/i.exec(text) ??
    /\b(\d{1,2}|[a-z]+)-year marriage\b/i.exec(text) ??
    /\bafter (\d{1,2}|[a-z]+) years (?:of marriage|together|married)\b/i.exec(text) ??
    /\bmarriage (?:lasted|of) (\d{1,2}|[a-z]+) years\b/i.exec(text) ??
    /\b(?:divorc\w*|separat\w*|split(?:ting)? up) after (\d{1,2}|[a-z]+(?:-[a-z]+)?) years\b/i.exec(text);
  if (m) {
    const raw = m[1]!.toLowerCase();
    const n = NUMBER_WORDS[raw] ?? Number(raw);
    return Number.isFinite(n) && n > 0 && n < 80 ? n : undefined;
  }
  const married = /\bmarried (?:in|on) (?:[A-Z][a-z]+ (?:\d{1,2}, )?)?((?:19|20)\d{2})\b/.exec(text);
  if (married) {
    const end = /\b(?:separated|divorced|split|filed|left)\b[^.]{0,40}?\b((?:19|20)\d{2})\b/.exec(r.sentences.map((s) => s.text).join(' '));
    const endYear = end ? Number(end[1]) : r.facts.filingDate ? Number(r.facts.filingDate.slice(0, 4)) : undefined;
    if (endYear && endYear > Number(married[1])) return endYear - Number(married[1]);
  }
  return undefined;
}

/** Who asks for support (client / other) in a support or divorce matter. */
function supportSeeker(r: Reading, role: ClientRole): Party | undefined {
  const text = r.sentences.map((s) => s.text).join(' ');
  if (
    /\b(?:i|my client)\b[^.]{0,40}\b(?:ask\w*|seek\w*|request\w*|want\w*|need\w*) (?:for )?(?:spousal support|alimony|maintenance|support)\b/i.test(
      text,
    )
  )
    return 'client';
  if (
    /\b(?:he|she|my (?:ex|husband|wife|ex-husband|ex-wife))\b[^.]{0,40}\b(?:ask\w*|seek\w*|request\w*|want\w*|demand\w*) (?:for )?(?:spousal support|alimony|maintenance)\b/i.test(
      text,
    )
  )
    return 'other';
  if (r.facts.family?.supportRequested) return 'client';
  if (role === 'respondent' && /spousal|alimony/.test(r.facts.caseType)) return 'other';
  return undefined;
}

const ENFORCE_VERBS = /^(?:enforce|uphold|honor|honour|keep)$/;
const CHALLENGE_VERBS = /^(?:challenge|invalidate|void|contest|overturn|fight|break|attack|dispute)$/;

/** Who wants the agreement kept: the doer of "enforce" or of "set aside", by clause, before any wording guess. */
function agreementStanceByClause(r: Reading): 'enforce' | 'challenge' | undefined {
  for (const s of r.sentences) {
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) {
      if (c.negated) continue;
      const own = clauseText(c);
      const enforce = hasLemma(c, ENFORCE_VERBS);
      const challenge =
        hasLemma(c, CHALLENGE_VERBS) || /\bset (?:it |the \w+ |this |that )?aside\b|\bthrow (?:it |this |that )?out\b/i.test(own);
      if (!enforce && !challenge) continue;
      if (!/\b(?:prenup\w*|agreement|contract|it)\b/i.test(scopeText(c, cls))) continue;
      // "I am asking the court to enforce it": the one asking, not the court, takes the stance.
      let holder = actors(r, c)[0];
      for (let p = c.parent; p && (!holder || /^(?:court|judge)$/i.test(s.tokens[holder.np.head]?.lower ?? '')); p = p.parent)
        holder = actors(r, p)[0];
      const party = partyOf(holder);
      if (!party) continue;
      return (party === 'client') === enforce ? 'enforce' : 'challenge';
    }
  }
  return undefined;
}

function agreementStance(r: Reading): 'enforce' | 'challenge' | 'unknown' {
  const byClause = agreementStanceByClause(r);
  if (byClause) return byClause;
  const text = r.sentences.map((s) => s.text).join(' ');
  if (
    /\b(?:i|my client)\b[^.]{0,60}\b(?:challeng\w*|invalidat\w*|void|set aside|contest\w*|overturn|throw out|get out of|fight|break)\b[^.]{0,30}\b(?:prenup|agreement)/i.test(
      text,
    )
  )
    return 'challenge';
  if (
    /\b(?:i|my client)\b[^.]{0,30}\b(?:feel|felt|think|believe)s?\b[^.]{0,20}\b(?:unfair|not fair|wrong|unconscionable)\b/i.test(text) ||
    (/\bsigned (?:it|the \w+)? ?under (?:pressure|duress)|\bforced (?:me|my client) to sign|\b(?:days|hours|the night) before the wedding\b/i.test(
      text,
    ) &&
      /\b(?:i|my client)\b/i.test(text))
  )
    return 'challenge';
  if (
    /\b(?:he|she|my (?:ex|husband|wife|ex-husband|ex-wife))\b[^.]{0,60}\b(?:challeng\w*|invalidat\w*|void|set aside|contest\w*|overturn|throw out|get out of|fight|break)\b[^.]{0,30}\b(?:prenup|agreement)/i.test(
      text,
    )
  )
    return 'enforce';
  if (/\b(?:i|my client)\b[^.]{0,40}\b(?:enforce|uphold|hold (?:her|him) to)\b/i.test(text)) return 'enforce';
  return 'unknown';
}

/** Paternity: whether the client asserts or denies that the alleged father is the father. */
function paternityStance(r: Reading, role: ClientRole): (excluded: boolean) => Direction {
  const text = r.sentences.map((s) => s.text).join(' ');
  let stance: 'asserts' | 'denies' | undefined;
  if (
    /\b(?:i am|i'm|i was) not (?:the|his|her) (?:biological )?father\b|\bnot my (?:child|son|daughter|baby|kid)\b|\b(?:isn't|is not) mine\b|\bi (?:deny|denied|dispute|doubt)\b[^.]{0,30}\bpaternity|\bi (?:don't|do not) (?:think|believe) (?:i am|i'm) the father\b/i.test(
      text,
    )
  )
    stance = 'denies';
  else if (
    /\b(?:he|she) (?:denies|denied|disputes|says he is not|claims he is not|refuses to (?:admit|acknowledge))\b[^.]{0,30}\b(?:paternity|father|his)\b|\b(?:he|she) (?:says|claims) (?:he is|he's|the baby is|the child is) not\b/i.test(
      text,
    )
  )
    stance = 'asserts';
  else if (
    /\b(?:i want|i'm seeking|i am seeking|establish|i filed to establish)\b[^.]{0,30}\bpaternity\b|\bi (?:am|'m) the (?:biological )?father\b|\bestablish\w* that \w+(?: \w+)? is the (?:biological )?father\b/i.test(
      text,
    )
  )
    stance = 'asserts';
  else if (role === 'petitioner') stance = 'asserts';
  return (excluded: boolean): Direction => {
    if (!stance) return 'unknown';
    const supportsPaternity = !excluded;
    return (stance === 'asserts') === supportsPaternity ? 'for' : 'against';
  };
}

function incomes(r: Reading): { client: number; other: number; s: Sentence } | undefined {
  let client: number | undefined;
  let other: number | undefined;
  let at: Sentence | undefined;
  const AMOUNT =
    /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|million|m)?\b(?:\s*(?:a|per|\/|each)\s*(year|yr|annually|month|mo|week|wk|hour|hr))?|\b(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)\b(?:\s*(?:a|per|\/)\s*(year|yr|month|week|hour))?/gi;
  for (const s of r.sentences) {
    if (!/\b(?:earn\w*|make|makes|making|made|salary|income|paid|brings? (?:home|in))\b/i.test(s.text)) continue;
    const cls = r.clauses.get(s.id) ?? [];
    for (const c of cls) {
      const own = clauseText(c);
      if (!/\b(?:earn\w*|make|makes|making|made|salary|income|paid|brings?)\b/i.test(own)) continue;
      const party =
        partyOf(c.subjects[0] ? refOrEmpty(r, s, c.subjects[0]) : undefined) ??
        partyOf(
          c.subjects
            .map((np) => r.cast.mentions.get(s.id)?.find((m) => m.possessive && m.start >= np.start && m.end <= np.end)?.entity)
            .find((e) => !!e),
        );
      if (!party) continue;
      for (const m of own.matchAll(AMOUNT)) {
        let v = Number((m[1] ?? m[4])!.replace(/,/g, ''));
        const mult = (m[2] ?? m[5] ?? '').toLowerCase();
        if (mult === 'k' || mult === 'thousand') v *= 1000;
        if (mult === 'million' || mult === 'm') v *= 1_000_000;
        const per = (m[3] ?? m[6] ?? '').toLowerCase();
        if (per.startsWith('mo')) v *= 12;
        else if (per.startsWith('w')) v *= 52;
        else if (per.startsWith('h')) v *= 2080;
        if (party === 'client' && client === undefined) client = v;
        else if (party === 'other' && other === undefined) other = v;
        at ??= s;
        break;
      }
    }
    if (client !== undefined && other !== undefined) break;
  }
  if (client === undefined || other === undefined || !at || client <= 0 || other <= 0) return undefined;
  return { client, other, s: at };
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
