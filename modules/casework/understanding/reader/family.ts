// Family matters: the client's role (petitioner when the client asks the court, respondent when
// the other party filed against the client), which parent the client is, what the client asks,
// and the factors a family court weighs — each with its direction relative to the client, from
// who did what: abuse, threats, interference or neglect by the other parent help the client;
// the same by the client hurt.
import type { ClientRole, Direction, FamilyFactor, FamilyFactorKey } from '../fact-sheet.js';
import type { Clause } from './clauses.js';
import { canon, type Entity } from './entities.js';
import { spanText } from './clauses.js';
import { CLAIM_NOUNS, CLAIM_VERBS, NUMBER_WORDS, PERSON_NOUNS, SEE_VERBS } from './lexicon.js';
import type { Sentence } from './nlp.js';
import {
  actors,
  clauseText,
  coordinationHead,
  hasLemma,
  isClient,
  isReducedPassive,
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
  /\b(?:establish\w* (?:that|paternity|parentage)|parentage|(?:law)?suit|is the (?:biological )?father|adopt\w*|guardian\w*|pfa|epo|tro|dvro|visits?|visitation|time with|hours (?:a|per) (?:month|week)|(?:see|seeing) (?:them|him|her|my|the) (?:grand)?(?:kids|children|grandchildren|son|daughter|boys|girls)?|keep the (?:house|home)|the house|(?:my|our|the) (?:\$[\d,]+|money|share|half|inheritance) back|back before|reimburse\w*|equity|last name|name change|custody|divorce|dissolution|support|alimony|maintenance|protective order|restraining order|order of protection|protection order|no-contact order|petition|motion|request|application|(?:the|her|his|this|a|my|our) move|visitation|parenting (?:time|plan)|paternity|modification|annulment|adoption|guardianship|separation|injunction|emergency order|relocation|(?:permission|leave) to (?:relocate|move)|possession|conservatorship|prenup\w*|modify|geographic restriction|primary placement|placement)\b/i;
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
/**
 * In a protection-order matter, the temporary order the petitioner already obtained, told as
 * temporary, ex parte or awaiting its hearing ("I got a temporary ex parte order", "she got an order
 * of protection against me and I asked for a hearing to contest it"), is the matter's own interim relief, not a finding to weigh at its hearing: neither a factor
 * nor a record, whichever side tells it (decision 0089). A criminal no-contact order or a bond
 * condition is another court's order and still counts.
 */
export function interimOrderOfTheMatter(caseType: string, text: string): boolean {
  return (
    MATTER_WORDS[caseType] === PROTECTION_MATTER &&
    !/\b(?:criminal|no[- ]contact|bond|violat\w+)\b/i.test(text) &&
    /\b(?:temporary|ex parte|emergency|interim|hearing|contest\w*|dismiss\w*|thrown out|throw (?:it|this|that) out)\b/i.test(text)
  );
}

const OBTAINED_BY_OTHER = new RegExp(
  String.raw`\b(?:got|obtained|has|had|was granted|received|took out)(?: an?| the)? ${ORDER_HELD} against (?:me|my client)\b`,
  'i',
);

const EVALUATOR =
  /\bguardian ad litem|\bGAL\b|\bevaluator\b|\bcustody evaluation\b|\bhome study\b|\bsocial worker\b|\bpsychologist\b|\bcourt[- ]appointed\b|\bcourt visitor\b|\bvisitor['’]s report\b/i;
const EVALUATOR_NOUNS = /^(?:guardian|gal|evaluator|psychologist|worker|investigator|advocate|visitor)$/;
/** A recommendation against the matter itself ("recommends against a full guardianship", "against granting the petition"). */
const AGAINST_THE_MATTER =
  /\bagainst (?:(?:a|the|any|granting|grant of|appointing|an?)\s+)*(?:(?:full|plenary|limited|sole|joint|primary|the)\s+)*(?:guardianship|conservatorship|petition|motion|request|custody|adoption|relocation|move|order|appointment|modification|change)\b/i;
/** Shared or equal parenting time, as an evaluator recommends it. */
const SHARED_TIME =
  /\b(?:joint (?:physical )?custody|shared (?:parenting|custody)|50\/50|50-50|equal (?:time|parenting time)|week on,? week off|alternating weeks)\b/i;

/** A protection-order matter's words, for either case type that asks for one. */
const PROTECTION_MATTER =
  /\b(?:restraining|protective|protection) order|\border of protection|\bprotection from (?:domestic )?(?:abuse|violence)\b|\b(?:pfa|tro|dvro|epo)\b/i;

/** The words of the matter a case type is about: a filing about this matter decides who is who. */
const MATTER_WORDS: Record<string, RegExp> = {
  // Custody by the names states give it: "residential responsibility" (N.D., N.H.), "parental rights and responsibilities" (Me., N.H.).
  'child-custody':
    /\b(?:custody|parenting (?:time|plan)|conservatorship|possession|residential responsibility|parental rights|decision-making responsibility)\b/i,
  'visitation-rights': /\b(?:visit\w*|parenting time|time with)\b/i,
  paternity: /\b(?:paternity|parentage|father|genetic testing|dna)\b/i,
  divorce: /\b(?:divorce|dissolution)\b/i,
  'child-support': /\b(?:child support|support)\b/i,
  'spousal-support-alimony': /\b(?:alimony|spousal support|maintenance|support)\b/i,
  'marital-property-division':
    /\b(?:property|divorce|dissolution|equitable distribution|(?:non)?marital|separate property|equity|split|divid\w*|division|set aside|reimburse\w*)\b/i,
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
  /**
   * The other side's allegations against the client ("she says I hit her"), not weighed as they
   * stand: the reader adds them to the factors only when evidence it reads against the client
   * corroborates them (reader/index.ts; decision 0089).
   */
  alleged: FamilyFactor[];
  /** The party the protection-order matter's own temporary order restrains (no factor: interimOrderOfTheMatter). */
  interimAgainst?: Party;
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
  // When both parents ask the court for the matter and nothing else decides, the ask told first is the
  // one brought; the other's ("Mr. Okafor asks for joint legal custody") is the answer to it.
  let firstAsk: 'petitioner' | 'respondent' | undefined;
  let served = false;
  let otherFiled = false;
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
      /^(?:motion|petition|relief (?:sought|requested)|request(?:ed)?|asking for|(?:my |our |the )?client (?:asks|seeks|wants|requests)(?: for)?)\s*[:–—-]/i.exec(
        s.text,
      );
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
        // Being served is the other side's filing seen from the client: it counts once, with that filing when told.
        served = true;
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
          firstAsk ??= 'petitioner';
          asks ??= askPhrase(scope);
        }
      } else {
        const againstClient = ppRefs(r, c, 'against').some(isClient) || /\bagainst (?:me|my client)\b/i.test(own);
        if (files && (legal || againstClient)) {
          respondent += 4 * ofMatter;
          otherFiled = true;
          strong('respondent');
        } else if (wants && legal) {
          respondent += hasLemma(c, /^(?:seek|request|demand|pursue|ask)$/) ? 2 : 1;
          firstAsk ??= 'respondent';
        }
      }
      r.used.add(s.id);
    }
  }
  if (served && !otherFiled) respondent += 3;
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
  else if (petitioner > 0 && firstAsk) role = firstAsk;
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
  // The client's grandchildren: the form's children field is written about the client ("Lily, 8, my
  // grandchildren", "her grandson" in a lawyer's words), and a first-person narrative's "my/our
  // grandson" is the client's own — a grandparent, not a parent ("her grandparents" is the child's).
  const GRANDCHILD = '(?:great-)?grand(?:son|daughter|child|kid)(?:s|ren)?\\b';
  const details = r.facts.family?.childrenDetails ?? '';
  if (
    new RegExp(`\\b(?:my|our|her|his|the client's|client's) ${GRANDCHILD}`, 'i').test(details) ||
    (r.cast.voice === 'first' && new RegExp(`\\b(?:my|our) ${GRANDCHILD}`, 'i').test(text))
  )
    return 'other';
  // A grandparent, aunt, uncle or guardian is another carer, not a parent.
  if (
    /\b(?:i am|i'm|as) (?:the |their |his |her |a )?(?:grandmother|grandfather|grandma|grandpa|grandparent|aunt|uncle|guardian|foster (?:mother|father|parent))\b/i.test(
      text,
    ) ||
    client.nouns.some((n) => /^(?:grandmother|grandfather|grandma|grandpa|grandparent|aunt|uncle|guardian)$/.test(n.noun))
  )
    return 'other';
  // The writer's parent and the writer's nephew, niece or grandchild: the client is the child's grandparent.
  const writersParent = client.nouns.some((n) => n.possessor?.writer && /^(?:mother|father|mom|dad)$/.test(n.noun));
  if (writersParent && /\bmy (?:nephew|niece|grandson|granddaughter|grandchild(?:ren)?)\b/i.test(text)) return 'other';
  const childrenInvolved = r.facts.family?.childrenInvolved || r.cast.entities.some((e) => isChild(e));
  if (!childrenInvolved) return 'unknown';
  for (const n of client.nouns) {
    // "my mother" in a daughter's account names the writer's mother, not the child's.
    if (n.possessor?.writer) continue;
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

/** Relation nouns of someone who is not a parent of the child: a grandparent, an aunt or uncle, an in-law, a guardian. */
const NON_PARENT_NOUN =
  /^(?:grandmother|grandma|grandfather|grandpa|grandparent|great-grandmother|great-grandfather|aunt|uncle|guardian|mother-in-law|father-in-law)$/;
const PARENT_NOUN = /^(?:mother|mom|mum|father|dad|husband|wife|ex-husband|ex-wife|ex)$/;

/**
 * Whether the other party of a family matter about a child is one of the child's parents: false when
 * the text calls them a grandparent, an aunt or uncle, an in-law or a guardian ("my former
 * mother-in-law, Judith", "Willa's maternal grandmother, Darlene"), true when it calls them a parent
 * or spouse, undefined when it says neither. With `clientParent` it tells the model when a parent
 * and a non-parent are the two sides (Troxel v. Granville's presumption for a fit parent).
 */
export function readOtherPartyIsParent(r: Reading): boolean | undefined {
  const other = r.cast.otherParty ? canon(r.cast.otherParty) : undefined;
  if (!other) return undefined;
  const nouns = other.nouns.filter((n) => !n.possessor?.writer || r.cast.voice !== 'relative').map((n) => n.noun.toLowerCase());
  // A parent's own mother, father or parents ("my parents, Gerald and Bonnie", "my former
  // mother-in-law", read as the client's mother) are not the parents of the client's child.
  const clientIsParent = readClientParent(r) !== 'other';
  if (
    clientIsParent &&
    other.nouns.some(
      (n) => n.possessor && canon(n.possessor).client && /^(?:mother|father|mom|dad|mum|parents?)$/.test(n.noun.toLowerCase()),
    )
  )
    return false;
  // A grandparent's or an in-law's name is what they are, whatever pronoun or description coreference
  // also gave them ("she told the children that my new husband was …" must not make her a spouse).
  if (nouns.some((n) => NON_PARENT_NOUN.test(n))) return false;
  if (nouns.some((n) => PARENT_NOUN.test(n))) return true;
  // A parent answering "a petition for grandparent visitation": the other side is the grandparents.
  if (clientIsParent && /\bgrandparents?'? (?:visitation|petition|rights|custody)\b/i.test(r.sentences.map((s) => s.text).join(' ')))
    return false;
  return undefined;
}

/**
 * Whether the matter asks to change an order already made — a petition or motion to modify a decree,
 * a custody order or a parenting plan, or "to change (our) custody" — rather than a first order.
 * Custody, parenting time and support only; the model then asks for a change of circumstances
 * (outcome.ts). Undefined when the text does not say.
 */
const MODIFICATION =
  /\b(?:modify(?:ing)?|modification|modified|reopen(?:ing)?|change|changing|revis(?:e|ing))\s+(?:of\s+)?(?:(?:the|our|my|his|her|their|this|that|an?|existing|current|prior|\d{4}|custody|parenting|support|divorce|child)\s+){0,4}(?:order|decree|judgment|custody|parenting plan|parenting time|visitation|arrangement|schedule|support)\b/i;
const MODIFIABLE_TYPES = new Set(['child-custody', 'visitation-rights', 'child-support']);

export function readModification(r: Reading): true | undefined {
  if (!MODIFIABLE_TYPES.has(r.facts.caseType)) return undefined;
  const text = [r.facts.caseTitle ?? '', ...r.sentences.map((s) => s.text)].join(' \n ');
  return MODIFICATION.test(text) ? true : undefined;
}

/**
 * Who gave up income by choice — quit, resigned from or left a job, cut their own hours, took a
 * lower-paying job, or is said to be voluntarily unemployed or underemployed — in a support matter:
 * the doer of the clause (a layoff, a firing or a job lost is no choice). Income is then imputed to
 * them (outcome.ts). Undefined when no such clause is found or its doer is not a party.
 */
const VOLUNTARY_INCOME_DROP =
  /\b(?:quit|quits|quitting|resigned|resigns|left|leaves|gave up|walked away from)\s+(?:from\s+)?(?:his|her|my|their|the|a|an|that|this|our)\s+(?:[\w$,'’-]+\s+){0,3}?(?:job|position|career|employment)\b|\bvoluntar\w* (?:unemployed|underemployed|reduc\w*|cut\w*)|\b(?:cut|reduced|dropped) (?:back )?(?:his|her|my|their) (?:own )?(?:hours|work schedule)\b|\b(?:cut|cuts|cutting|scaled|scales|scaling) back\b(?! on)|\btook a (?:lower|lesser|less)[- ]paying job\b/i;
const SUPPORT_TYPES = new Set(['child-support', 'spousal-support-alimony']);
/**
 * Leaving work for the family — when a child was born or on marrying, to raise or care for the
 * children, to stay home, at the other spouse's request — is the homemaker's sacrifice that grounds
 * support, not a choice to earn less (courts do not impute income for a child's care).
 */
const FOR_THE_FAMILY =
  /\b(?:(?:get|getting|pick|picking) (?:them|the kids|the children) (?:up )?(?:from|at|after) school|nobody else (?:is there|can) (?:to )?(?:get|pick up|watch|care for) them|born|birth|married|marry|marriage|pregnan\w*|homemaker|raising|(?:to|and) (?:raise|care for|take care of|look after|stay home|be home)|stay(?:ed|ing|s)? (?:at )?home|at (?:his|her|my|their) (?:urging|request|insistence)|for the (?:family|kids|children))\b/i;

export function readIncomeGivenUp(r: Reading): Party | undefined {
  if (!SUPPORT_TYPES.has(r.facts.caseType)) return undefined;
  for (const s of r.sentences) {
    const cls = r.clauses.get(s.id) ?? [];
    for (const [i, c] of cls.entries()) {
      // The verb in this clause, its object possibly in the next ("Client quit | the salaried job").
      const own = clauseText(c);
      const m = VOLUNTARY_INCOME_DROP.exec(`${own} ${cls[i + 1] ? clauseText(cls[i + 1]!) : ''}`);
      if (!m || m.index >= own.length || c.negated || FOR_THE_FAMILY.test(s.text)) continue;
      const party = partyOf(actors(r, c)[0] ?? (c.subjects[0] ? refOrEmpty(r, s, c.subjects[0]) : undefined));
      if (party) return party;
    }
  }
  return undefined;
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
      /\bprimary (?:care ?giver|caretaker|carer|parent|custodian)\b|\b(?:the one|been) (?:who (?:does|did|handles?)|doing|taking care of|handling) (?:the |all the |most of the )?(?:school|drop-?offs?|pick-?ups?|doctor|homework|bedtime|cooking|kids|children|parenting)|\bmain parent\b|\bi do everything\b|\braised (?:him|her|them|[A-Z][a-z]+) (?:alone|by (?:myself|herself|himself)|on (?:my|her|his) own|single-handedly)\b|\bday[- ]to[- ]day care\b|\b(?:raises|raised|raising|takes care of|take care of|took care of|taking care of|cares for|cared for|care for|caring for|looks after|looked after) (?:the|our|my|his|her|their|both) (?:children|kids|child|son|daughter|baby|boys|girls|twins)\b|\bstay[- ]at[- ]home (?:mom|dad|mother|father|parent)\b|\b(?:handle|handles|handled|do|does|did|done|doing) (?:all|most) of the (?:parenting|caregiving|school|daycare|day-care|doctor|drop-?offs?|pick-?ups?|homework|bedtime)|\b(?:had|have|has) (?:had )?(?:primary|sole) (?:physical )?custody\b|\b(?:had|has|have had) (?:him|her|them|the kids|the children|[A-Z][a-z]+) most of the time\b|\bthe one (?:at|who goes to|who went to|who takes|who took) (?:every|all|his|her|their)\b[^.]*\b(?:conferences?|doctor)|\b(?:takes?|took|gets?|got|drives?|drove|brings?|brought|walks?|walked) (?:them|him|her|the kids|the children|the boys|the girls|[A-Z][a-z]+) to (?:and from )?(?:school|daycare|day care|the doctor|the doctor's|doctor's appointments|the dentist|appointments)\b/i,
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
      /\bstable (?:home|housing|job|employment|income|environment|household|routine|life)\b|\b(?:lived|living) in the same (?:house|home|apartment|place|town)\b|\bsteady (?:job|income|employment|work)\b|\b(?:own|bought|rent) (?:a|my|our|the) (?:home|house|apartment)\b|\bfull[- ]time (?:job|work|employment)\b|\bhomeless\b|\bevicted\b|\bcouch[- ]surf\w*|\blives? in (?:his|her|a) (?:car|truck|van)\b|\bmov(?:es|ed|ing) (?:constantly|frequently|around|every)\b|\bunstable\b|\bunemployed\b|\blost (?:his|her|my) (?:job|home|house|apartment)\b/i,
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
      /\b(?:relocat\w+|mov(?:e|es|ed|ing) (?:(?:the|my|our|his|her|their) (?:kids|children|child|son|daughter|boys|girls) )?(?:to|out of|across|away|back to) (?:another state|out of state|[A-Z][a-z]+|the other side|a different|across)|mov(?:e|es|ed|ing) (?:away )?with (?:the|my|our|his|her) (?:kids|children|son|daughter|boys|girls))|\bout of state\b|\bacross the country\b/,
    bad: true,
    about: 'subject',
    summary: (p) => `a move with the children sought by ${who(p)}`,
  },
  {
    keys: { client: 'neglect-by-client', other: 'neglect-by-other' },
    pattern:
      /\bneglect\w*|\bleft (?:the )?(?:kids|children|child|baby|him|her|them|our \w+|my \w+) (?:alone|unsupervised|home alone|in the car)\b|\bunsupervised\b(?! (?:parenting|visit\w*|time|contact|overnights?|weekends?|access|exchanges?|custody)\b)|\b(?:was|were) (?:found|left) (?:home )?alone\b|\bmissed (?:school|doctor|medical|appointments)\b|\b(?:didn't|did not|doesn't|does not|failed to|never) (?:feed|bathe|take (?:them|him|her) to (?:school|the doctor))\b|\bunfed\b|\bcps (?:was called|investigat\w+|report|case|opened)\b|\bmalnourish\w*|\btruan\w*|\bdirty (?:clothes|house|diapers)\b/i,
    bad: true,
    about: 'subject',
    summary: (p) => `neglect of the children by ${who(p)}`,
  },
  {
    keys: same('threats-or-harassment'),
    pattern:
      /\bthreat\w*|\bharass\w*|\bstalk\w*|\bintimidat\w*|\b(?:said|told me|texted|wrote) (?:that )?(?:he|she) (?:would|will|was going to) (?:kill|hurt|take|ruin|destroy)\b|\b(?:\d+|dozens of|hundreds of|countless) (?:texts|messages|calls|voicemails|emails)\b|\bfollow(?:s|ed|ing) (?:me|her|him)\b|\bshow(?:s|ed)? up (?:uninvited )?at (?:my|her|his) (?:work|job|house|home|apartment)\b|['"‘“] ?(?:you(?:'ll| will| are going to| re going to|'re going to|'re gonna| gonna) (?:regret|pay for|be sorry|see what happens)|i(?:'ll| will) (?:kill|hurt|ruin|destroy|get) you|watch your back|you(?:'re| are) dead)/i,
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
  const alleged: FamilyFactor[] = [];
  let interimAgainst: Party | undefined;
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
      // A clause cut after a preposition or an article ("Kayla has always done most of | the daycare
      // runs", where the tagger took "runs" for a verb) reads on into the next one.
      const cutShort =
        !caused &&
        (/\b(?:of|the|a|an|to|for|with)$/i.test(clauseText(c).trim()) ||
          // "I wrote | 'you will regret this'": a verb of saying whose words the next clause quotes.
          (hasLemma(c, /^(?:say|write|text|tell|message|email|post)$/) && /['"‘“]$/.test(clauseText(c).trim())));
      const next = cutShort ? cls.find((d) => d.index === c.index + 1) : undefined;
      const joined = caused ?? next;
      const own = (joined ? `${clauseText(c)} ${clauseText(joined)}` : clauseText(c)).replace(ORDER_NAME, 'order');
      const scope = scopeText(c, cls);
      // "if I get an order of protection": a supposition is no fact.
      const supposed = [c, c.parent].some((x) => !!x && /^(?:if|unless|whether)$/.test(x.link));
      for (const rule of RULES) {
        if (supposed) break;
        if (!rule.pattern.test(own)) continue;
        // "with no criminal record", "without any drug problem": the factor's own noun is denied.
        if (deniedNoun(own, rule.pattern)) continue;
        if (rule.notAsk && hasLemma(c, /^(?:ask|want|seek|request|need|file|petition|apply|hope)$/)) continue;
        // The matter's own temporary order is no factor (interimOrderOfTheMatter).
        if (rule.keys.client === 'protective-order' && interimOrderOfTheMatter(r.facts.caseType, s.text)) {
          // It still says whose conduct the matter is about: the one it restrains (reader/index.ts).
          interimAgainst ??= factorParty(r, c, rule);
          continue;
        }
        // "an order that keeps him away from me": what the client asks the order to do, not a fact.
        if (c.relative && c.parent && hasLemma(c.parent, /^(?:ask|want|seek|request|need|file|petition|apply|hope)$/)) continue;
        if (c.negated && rule.keys.client !== 'stable-home' && rule.keys.client !== 'co-parenting-willingness') continue;
        // "He filed a false domestic violence complaint against me": what someone files or lodges is a
        // claim, not an act. Another's claim against the client is no evidence; the client's own is the
        // client's account of what the accused did.
        const claim = rule.bad === false ? undefined : claimOf(r, c, rule.pattern);
        if (claim && claim.by !== 'client') continue;
        let party = claim?.accused ?? factorParty(r, c, rule);
        if (!party) continue;
        // "I got a big bruise on my hip", "she has a black eye": one who bears the mark is the one harmed.
        // "I took photos of the bruises": the marks alone, photographed or shown, say nothing of who made them.
        const marksOnly =
          rule.keys.client === 'domestic-violence-by-client' &&
          [...own.matchAll(new RegExp(rule.pattern.source, 'gi'))].every((m) => /^(?:bruis\w*|black eye)$/i.test(m[0]));
        if (marksOnly && hasLemma(c, /^(?:get|have|be|suffer)$/)) party = party === 'client' ? 'other' : 'client';
        else if (marksOnly && !hasLemma(c, /^(?:leave|cause|give)$/) && !hasLemma(c, SEE_VERBS)) continue;
        // "He says I was drunk at the party": the other side's allegation against the client is disputed, not a fact.
        if (party === 'client' && (typeof rule.bad === 'function' ? rule.bad(own) : rule.bad) && reportedByOther(r, c)) {
          const key = rule.keys.client;
          if (!alleged.some((f) => f.key === key))
            alleged.push({
              key,
              direction: 'against',
              summary: cap(rule.summary(party)).slice(0, 300),
              quote: quoteOf(s),
              source: sourceOf(s),
            });
          continue;
        }
        const bad = typeof rule.bad === 'function' ? rule.bad(own) !== c.negated : rule.bad;
        // "I have been sober": a good state of a bad-thing pattern is no factor.
        if (rule.keys.client === 'substance-abuse-by-client' && /\bsober|clean for|negative for\b/i.test(own)) continue;
        const direction: Direction = (party === 'client') === bad ? 'against' : 'for';
        const key = party === 'client' ? rule.keys.client : rule.keys.other;
        add({ key, direction, summary: cap(rule.summary(party)).slice(0, 300), quote: quoteOf(s), source: sourceOf(s) }, s);
      }
      // Interference told by its structure: who keeps whom from the children, who refuses to let whom see them.
      // As with the other factors, a supposition is no fact and the other side's allegation against the client is disputed.
      const keeper = supposed ? undefined : interferenceBy(r, c, cls);
      if (keeper && !(keeper === 'client' && reportedByOther(r, c)))
        add(
          {
            key: keeper === 'client' ? 'interference-by-client' : 'interference-by-other',
            direction: keeper === 'client' ? 'against' : 'for',
            summary: cap(`interference with the other parent's time by ${who(keeper)}`),
            quote: quoteOf(s),
            source: sourceOf(s),
          },
          s,
        );
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
        // Against the matter itself: against the one who asks for it.
        if (!target && AGAINST_THE_MATTER.test(recommended) && (role === 'petitioner' || role === 'respondent'))
          target = role === 'petitioner' ? 'other' : 'client';
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
    // DNA / paternity test: read from the sentence that gives its result ("they sent us for genetic
    // testing. The result came back with a 99.96 % probability that I am the father").
    const dnaAt = dnaResultSentence(r, s);
    if (dnaAt) {
      const s = dnaAt;
      const pct = /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/i.exec(s.text);
      const excluded = dnaExcludes(s.text) || (pct ? Number(pct[1]) < 50 : false);
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
  // Adult guardianship: a less restrictive alternative already in place weighs against the one who asks.
  const alternative = lessRestrictiveAlternative(r, role);
  if (alternative) add(alternative.factor, alternative.s);
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
  return { clientRole: role, clientParent: 'unknown', factors, alleged, ...(interimAgainst ? { interimAgainst } : {}), paternity };
}

const VISIT_VERBS = /^(?:see|visit|talk|speak|call|contact|spend|have|take|keep|hug)$/;
const CHILD_WORDS = /^(?:kids|kid|children|child|baby|babies|son|sons|daughter|daughters|boys|girls|twins|them)$/;

/**
 * Interference with the other parent's time, read from who did what to whom: a keeper who keeps the
 * children (or the other parent) "from" the other parent or from seeing them — "she kept the kids from
 * me", "I have been kept from seeing the children by Victor" (the passive's agent, in its own clause
 * or in the -ing clause after "from") — or who refuses to let the other parent see them ("refused to
 * let Victor see the children"). The keeper, as a party; undefined when the clause says neither.
 */
function interferenceBy(r: Reading, c: Clause, cls: Clause[]): Party | undefined {
  const s = c.sentence;
  const toks = s.tokens;
  const deps = cls.filter((d) => d.parent === c);
  if (hasLemma(c, /^(?:keep|prevent|stop|bar|withhold)$/) && !c.negated) {
    const fromPerson = ppRefs(r, c, 'from').find((x) => partyOf(x));
    const fromSeeing = deps.find((d) => hasLemma(d, VISIT_VERBS) && toks[d.start - 1]?.lower === 'from');
    if (!fromPerson && !fromSeeing) return undefined;
    const keptNps = c.passive ? c.subjects : c.objects;
    const kept = keptNps.map((np) => refOrEmpty(r, s, np));
    const keptParty = kept.map((k) => partyOf(k)).find((p) => p);
    const keptChildren = keptNps.some((np) => CHILD_WORDS.test(toks[np.head]?.lower ?? '')) || kept.some((k) => isChild(k.entity));
    const agentNp = c.passive ? (c.agent ?? fromSeeing?.pps.find((p) => p.prep === 'by')?.np) : c.subjects[0];
    const keeper = partyOf(agentNp ? refOrEmpty(r, s, agentNp) : undefined);
    if (!keeper) return undefined;
    // The children kept from a party, or a party kept from seeing them, by the other.
    const harmed = keptChildren ? partyOf(fromPerson) : keptParty;
    return harmed && harmed !== keeper ? keeper : undefined;
  }
  if (hasLemma(c, /^(?:let|allow|permit)$/) && hasLemma(c, /^refuse$/) !== c.negated) {
    const seeing = deps.find((d) => hasLemma(d, VISIT_VERBS));
    const seer = seeing ? partyOf(actors(r, seeing)[0]) : undefined;
    const refuser = partyOf(actors(r, c)[0]);
    return seer && refuser && seer !== refuser ? refuser : undefined;
  }
  return undefined;
}

/** Whether a clause is what someone other than the client says. */
function reportedByOther(r: Reading, c: Clause): boolean {
  // "His words: 'she is nothing but a drunk.'": a note's label of someone else's speech.
  const label = speechLabel(c.sentence);
  if (label !== undefined) {
    const speaker = (r.cast.mentions.get(c.sentence.id) ?? []).find((m) => m.end <= label && m.entity);
    if (!speaker || !isClient(speaker.entity)) return true;
  }
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
    // "There is a protection order for her until next year": the one it is for is protected, the other restrained.
    const protectedParty = partyOf(ppRefs(r, c, 'for')[0]);
    if (protectedParty) return protectedParty === 'client' ? 'other' : 'client';
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
    // "DV by Victor — substantiated", "abuse by their father": the factor noun's own "by" phrase names the doer.
    const agent = nominalAgent(r, c, rule.pattern);
    if (agent) return agent;
    // "client choked in the kitchen" (a note): a verb of harm with nobody after it is a reduced passive,
    // its subject the one harmed.
    const harmed = reducedPassiveSubject(r, c);
    if (harmed) return harmed === 'client' ? 'other' : 'client';
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
    return partyOf(poss?.entity) ?? noteParty(r, c);
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
  // A test's owner counts too: "methamphetamine was found in Victor's two drug tests".
  const tested = c.pps
    .filter((p) => /^(?:test|screen|sample|result|blood|urine|hair|system|breath)s?$/.test(s.tokens[p.np.head]?.lemma ?? ''))
    .map((p) => p.np);
  const poss = [...c.subjects, ...c.objects, ...tested]
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
  return noteParty(r, c);
}

/**
 * A note line that labels what someone says ("Her words: 'once an addict …'", "His claim: …", a quote
 * right after the colon): the label's colon, with whoever the label names (undefined: no such label).
 */
function speechLabel(s: Sentence): number | undefined {
  const colon = s.tokens.findIndex((t) => t.text === ':');
  if (colon < 1 || colon > 8) return undefined;
  const said =
    s.tokens
      .slice(0, colon)
      .some((t) => CLAIM_NOUNS.has(t.lemma) || /^(?:word|say|statement|position|objection|quote|view|version|response)$/.test(t.lemma)) ||
    /^["'“‘]/.test(s.tokens[colon + 1]?.text ?? '');
  return said ? colon : undefined;
}

/** Token indices where a factor's pattern starts in a clause (so the structure around the words can be asked). */
function matchStarts(c: Clause, pattern: RegExp): number[] {
  const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  const out: number[] = [];
  for (let i = c.start; i < c.end; i++) if (re.exec(spanText(c.sentence.tokens, i, c.end))?.index === 0) out.push(i);
  return out;
}

/**
 * A factor's words inside what someone files, makes or lodges ("he filed a false domestic violence
 * complaint against me", "made an allegation of abuse"): a claim by the filer against whom it is
 * "against", not an act of anyone's. Undefined when the words are no claim's content.
 */
function claimOf(r: Reading, c: Clause, pattern: RegExp): { by: Party | 'unknown'; accused?: Party } | undefined {
  if (!hasLemma(c, CLAIM_VERBS)) return undefined;
  const toks = c.sentence.tokens;
  const starts = matchStarts(c, pattern);
  const claim = c.objects.find((np) => CLAIM_NOUNS.has(toks[np.head]?.lemma ?? ''));
  if (!claim) return undefined;
  // The claim's content: its own noun phrase ("a domestic violence complaint") or what it is "of", "for" or "about".
  const content = [
    claim,
    ...c.pps.filter((p) => /^(?:of|for|about|alleging)$/.test(p.prep) && p.np.start <= claim.end + 2).map((p) => p.np),
  ];
  if (!starts.some((i) => content.some((np) => i >= np.start && i < np.end))) return undefined;
  const accused = partyOf(ppRefs(r, c, 'against')[0]);
  return { by: partyOf(actors(r, c)[0]) ?? 'unknown', ...(accused ? { accused } : {}) };
}

/** The person in a factor noun's own "by" phrase ("DV by Victor", "abuse by their father"), as a party. */
function nominalAgent(r: Reading, c: Clause, pattern: RegExp): Party | undefined {
  const toks = c.sentence.tokens;
  const ms = r.cast.mentions.get(c.sentence.id) ?? [];
  for (const i of matchStarts(c, pattern)) {
    let j = i + 1;
    while (j < c.end && j <= i + 3 && /^(?:NOUN|PROPN|ADJ)$/.test(toks[j]!.pos) && toks[j]!.lower !== 'by') j++;
    if (toks[j]?.lower !== 'by' || !/^(?:NOUN|PROPN|ADJ)$/.test(toks[i]!.pos)) continue;
    const m = ms.find((x) => x.start > j && x.start <= j + 2 && x.entity);
    const p = partyOf(m?.entity);
    if (p) return p;
  }
  return undefined;
}

/** A note's reduced passive of harm ("client choked in the kitchen"): the one harmed, as a party. */
function reducedPassiveSubject(r: Reading, c: Clause): Party | undefined {
  return isReducedPassive(c) ? partyOf(refOrEmpty(r, c.sentence, c.subjects[0]!)) : undefined;
}

/**
 * A note's label names whom the line is about ("Drug tests (Victor): positive …", "Victor's record:
 * two DUI convictions", "Primary caretaker: me, since birth."): the person in the label, else the one
 * the line names right after the colon.
 */
function noteParty(r: Reading, c: Clause): Party | undefined {
  const s = c.sentence;
  const colon = s.tokens.findIndex((t) => t.text === ':');
  if (colon < 1 || colon > 8) return undefined;
  // "Her words: 'once an addict …'", "His claim: …": a label of what someone says heads reported speech, not a fact.
  if (speechLabel(s) !== undefined) return undefined;
  const ms = r.cast.mentions.get(s.id) ?? [];
  // A name or a possessive in the label; a role noun there ("Primary caretaker:") is the label itself.
  const inLabel = ms.find((m) => m.end <= colon && m.entity && (m.kind === 'name' || m.possessive));
  const after = ms.find((m) => m.start > colon && m.start <= colon + 2 && m.entity);
  return partyOf((inLabel ?? after)?.entity);
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
    /\b(?:divorc\w*|separat\w*|split(?:ting)? up) after (\d{1,2}|[a-z]+(?:-[a-z]+)?) years\b/i.exec(text) ??
    // Notes and asides: "Marriage: 14 years.", "Married 22 yrs (June 2003)", "Our marriage, which lasted 14 years".
    /^\W*marri(?:age|ed)\s*[:—–-]?\s*(?:for\s+)?(\d{1,2}|[a-z]+) (?:years|yrs)\b/i.exec(text) ??
    /\bmarri(?:age|ed) \d{0,2}\s*(\d{1,2}) yrs\b/i.exec(text) ??
    /\bmarriage,? (?:which|that) lasted (?:almost |nearly |about |over |just |only )?(\d{1,2}|[a-z]+) years\b/i.exec(text);
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

/** What meets an adult's needs without a guardian: an agent, a proxy, a payee, supported decisions, a trust. */
const ALTERNATIVES =
  /\b(?:(?:durable|financial|medical|health[- ]care|springing|general) )?powers? of attorney\b|\bpoa\b|\bhealth[- ]care (?:proxy|surrogate|agent)\b|\b(?:advance|medical) directives?\b|\brepresentative payee\b|\bsupported decision[- ]making\b|\b(?:living|revocable) trust\b/i;
/** A denial just before the alternative's name: "no health care proxy or power of attorney", "never signed a …". */
const ALTERNATIVE_DENIED = /\b(?:no|never|not|without|nor)\b(?:\s+[\w'’-]+){0,4}\s*$/i;
/** The alternative shown to fail: revoked, refused by a bank, misused, not enough. */
const ALTERNATIVE_FAILS =
  /\b(?:revok\w*|(?:refus\w*|won['’]t|will not|would not|wouldn['’]t) (?:to )?(?:accept|honou?r|recogni[sz]e)|(?:is|was|isn['’]t|wasn['’]t) not (?:working|enough)|(?:isn['’]t|wasn['’]t) (?:working|enough)|abus\w*|misus\w*|stole|stolen|stealing|drain\w*|emptied|exploit\w*)\b/i;

/**
 * Adult guardianship: a less restrictive alternative already in place (a power of attorney, a
 * health-care proxy, a representative payee, supported decision-making, a trust) — against the one
 * asking for the guardianship, or for them where the text shows it failing. A denied one ("she has
 * no health care proxy") is no factor: the base rate is already that of guardianships asked for
 * because nothing else is in place.
 */
function lessRestrictiveAlternative(r: Reading, role: ClientRole): { factor: FamilyFactor; s: Sentence } | undefined {
  if (r.facts.caseType !== 'guardianship') return undefined;
  const asking: Party | undefined = role === 'petitioner' ? 'client' : role === 'respondent' ? 'other' : undefined;
  if (!asking) return undefined;
  for (const s of r.sentences) {
    if (s.segment.field === 'priorConvictions' || s.segment.field === 'bailStatus') continue;
    const m = ALTERNATIVES.exec(s.text);
    if (!m || ALTERNATIVE_DENIED.test(s.text.slice(0, m.index))) continue;
    const fails = ALTERNATIVE_FAILS.test(s.text);
    return {
      s,
      factor: {
        key: 'less-restrictive-alternative',
        // In place it weighs against the one asking; shown to fail, for them.
        direction: fails === (asking === 'client') ? 'for' : 'against',
        summary: fails
          ? `${cap(m[0].toLowerCase())} in place, shown not to meet the need`
          : `${cap(m[0].toLowerCase())} already in place: a less restrictive alternative to guardianship`,
        quote: quoteOf(s),
        source: sourceOf(s),
      },
    };
  }
  return undefined;
}

const DNA_TEST = /\b(?:dna|paternity|genetic) test\w*|\bdna (?:results?|showed|shows|confirmed|proved)\b|\bprobability of paternity\b/i;
/** What a test's result says: a percentage, an exclusion or inclusion, a result that came back or showed. */
const DNA_RESULT =
  /\d\s*(?:%|percent)|\bexclu\w+|\b(?:negative|positive|inclusion|match\w*)\b|\b(?:is|was|am|'m) (?:not )?(?:the|his|her) (?:biological )?father\b|\bresults?\b|\bcame back\b|\b(?:show|prove|confirm)\w*\b/i;
/** What a person says or believes of paternity ("I said I am not the father"): a stance, no result. */
const CLAIMED_PARENTAGE =
  /(?<!\b(?:test|tests|report|results?|lab|dna|analysis)\s)\b(?:say|says|said|claim\w*|think\w*|thought|believe\w*|insist\w*|told \w+|swear\w*|swore|argu\w*|den(?:y|ies|ied)|doubt\w*)\s+(?:that\s+)?(?:i am|i'm|i was|he is|he's|he was|she is)\s+not (?:the|his|her) (?:biological )?father\b/gi;

/**
 * The sentence that gives a DNA test's result, for sentence `s`: `s` itself when it names a test and
 * a result; when it names a test and no result ("they sent us for genetic testing"), the next
 * sentence or the one after that gives one ("The result came back with a 99.96 % probability");
 * a sentence that gives a result without naming the test is read from the test's sentence.
 */
function dnaResultSentence(r: Reading, s: Sentence): Sentence | undefined {
  if (!DNA_TEST.test(s.text)) return undefined;
  const text = s.text.replace(CLAIMED_PARENTAGE, '');
  if (DNA_RESULT.test(text)) return s;
  const at = r.sentences.indexOf(s);
  const next = r.sentences
    .slice(at + 1, at + 3)
    .find((n) => n.segment === s.segment && !DNA_TEST.test(n.text) && /\d\s*(?:%|percent)|\bexclu\w+|\b(?:result|came back)/i.test(n.text));
  return next ?? s;
}

/**
 * Whether a DNA test's sentence says it excluded the man: "excluded", "negative" or "not the father"
 * — unless the exclusion is itself denied, as laboratories word an inclusion ("the alleged father
 * cannot be excluded", "was not excluded as the biological father", "not negative").
 */
export function dnaExcludes(sentence: string): boolean {
  const text = sentence.replace(CLAIMED_PARENTAGE, '');
  if (/\bnot the (?:biological )?father\b|\bis not (?:his|her|the) (?:biological )?(?:child|father)/i.test(text)) return true;
  for (const m of text.matchAll(/\bexclu\w+|\bnegative\b/gi)) {
    if (!DENIED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) return true;
  }
  return false;
}
/** A negation just before a word, at most two words between ("cannot be", "could not have been"). */
const DENIED_BEFORE =
  /\b(?:not|never|cannot|can['’]t|couldn['’]t|wasn['’]t|isn['’]t|weren['’]t|won['’]t|didn['’]t)\s+(?:[\w'’]+\s+){0,2}$/i;

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
  // The one named as father in a paternity action answers it: a respondent who says nothing else disputes paternity.
  else if (role === 'respondent' && r.facts.caseType === 'paternity') stance = 'denies';
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
    // A note of incomes ("Incomes: Victor $180,000; me $30,000."): each part after the label is one party's.
    const label = /^\W*(?:incomes?|salar(?:y|ies)|earnings)\s*[:—–-]/i.exec(s.text)
      ? s.tokens.findIndex((t) => /^[:—–-]$/.test(t.text))
      : -1;
    if (label >= 0) {
      const ms = r.cast.mentions.get(s.id) ?? [];
      for (let from = label + 1; from < s.tokens.length;) {
        let to = from;
        while (to < s.tokens.length && s.tokens[to]!.text !== ';') to++;
        const party = partyOf(ms.find((m) => m.start >= from && m.start < to && m.entity)?.entity);
        const m = new RegExp(AMOUNT.source, 'i').exec(spanText(s.tokens, from, to));
        const v = m ? amountOf(m) : undefined;
        if (party && v !== undefined) {
          if (party === 'client' && client === undefined) client = v;
          else if (party === 'other' && other === undefined) other = v;
          at ??= s;
        }
        from = to + 1;
      }
      if (client !== undefined && other !== undefined) break;
      continue;
    }
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
        const v = amountOf(m);
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

/** A yearly amount from a match of incomes()'s AMOUNT ("$85k a year", "$3,000 a month"). */
function amountOf(m: RegExpExecArray | RegExpMatchArray): number {
  let v = Number((m[1] ?? m[4])!.replace(/,/g, ''));
  const mult = (m[2] ?? m[5] ?? '').toLowerCase();
  if (mult === 'k' || mult === 'thousand') v *= 1000;
  if (mult === 'million' || mult === 'm') v *= 1_000_000;
  const per = (m[3] ?? m[6] ?? '').toLowerCase();
  if (per.startsWith('mo')) v *= 12;
  else if (per.startsWith('w')) v *= 52;
  else if (per.startsWith('h')) v *= 2080;
  return v;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
