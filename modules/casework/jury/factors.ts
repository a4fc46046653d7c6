// Reads a case's facts into weighed factors: each one present in the facts, with its stated weight
// (weights.ts), the plain-English line a client reads, the clause a juror gives as a reason, and
// what to do about it. Nothing here is random; the simulation takes the factors from here.
import { caseTypeLabel, EVIDENCE_STRENGTH_LABELS, US_STATES, type CaseFacts, type CriminalFacts, type FamilyFacts } from './types.js';
import { CAPS, COMMUNITY_PROPERTY_STATES, FAMILY_JURY_STATES, weight, type FactorGroup } from './weights.js';

export interface WeighedFactor {
  key: string;
  label: string;
  group: FactorGroup;
  /** Signed shift in log-odds of a favourable outcome (after caps). */
  shift: number;
  /** The line a client reads among strengths, weaknesses or factors. */
  detail: string;
  /** Why a juror would vote on it: "the evidence against the defendant is described as strong". */
  because: string;
  /** What to do about it, when there is something to do. */
  advice?: string;
}

const words = (s: string | undefined) => (s ? s.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length : 0);
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Items in a free-text list: "burglary; theft and trespass" → 3. "3 counts of …" counts as 3. */
function countItems(s: string): number {
  const parts = s
    .split(/[;\n,]|\band\b|\bplus\b|\balso\b/i)
    .map((p) => p.trim())
    .filter((p) => /[a-z]{3}/i.test(p));
  let counted = 0;
  for (const m of s.matchAll(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:separate\s+|prior\s+|previous\s+|felony\s+|misdemeanou?r\s+)?(?:counts?|charges?|convictions?|priors?|offen[cs]es)\b/gi)) {
    const raw = m[1]!.toLowerCase();
    counted += NUMBER_WORDS[raw] ?? Number(raw);
  }
  return Math.max(parts.length, counted);
}

const NONE = /^(?:none|no|nope|n\/?a|nil|zero|0)\.?$|\bno (?:prior|previous|criminal|past)\b|\b(?:clean|spotless) (?:record|history)\b|\bfirst[- ]time\b|\bnever (?:been )?(?:convicted|arrested|charged)\b|\bno convictions?\b|\bno record\b/i;

/** Whether a match is negated by one of the three words before it ("did not confess", "no weapon"). */
function negated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index).toLowerCase().split(/\s+/).filter(Boolean).slice(-3);
  return before.some((w) => /^(?:no|not|never|without|denies|denied|deny|refused|refuses|n't|didn't|wasn't|isn't|never)$/.test(w) || w.endsWith("n't"));
}

/** The words around a match, as the client wrote them: its sentence, or up to five words each side. */
function snippet(text: string, index: number, length: number): string {
  const start = Math.max(text.lastIndexOf('.', index - 1), text.lastIndexOf('\n', index - 1), text.lastIndexOf(';', index - 1)) + 1;
  const ends = ['.', '\n', ';'].map((ch) => text.indexOf(ch, index + length)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.length;
  const before = text.slice(start, index).trim().split(/\s+/).filter(Boolean);
  const after = text.slice(index + length, end).trim().split(/\s+/).filter(Boolean);
  const head = before.length > 5 ? `…${before.slice(-5).join(' ')}` : before.join(' ');
  const tail = after.length > 5 ? `${after.slice(0, 5).join(' ')}…` : after.join(' ');
  return [head, text.slice(index, index + length), tail].filter(Boolean).join(' ').replace(/\s+([,;:!?)])/g, '$1');
}

/** The first un-negated match of a cue, in the words around it. */
function findCue(text: string, pattern: RegExp): string | undefined {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const m of text.matchAll(re)) {
    if (!negated(text, m.index ?? 0)) return snippet(text, m.index ?? 0, m[0].length);
  }
  return undefined;
}

const quote = (s: string) => `“${s.trim()}”`;

function factor(key: string, label: string, detail: string, because: string, advice?: string, shift?: number): WeighedFactor {
  const w = weight(key);
  return { key, label, group: w.group, shift: shift ?? w.shift, detail, because, ...(advice ? { advice } : {}) };
}

// ── Shared ─────────────────────────────────────────────────────────────────────────────────────

function typeFactor(facts: CaseFacts): WeighedFactor {
  const label = caseTypeLabel(facts.caseCategory, facts.caseType);
  const w = weight(`type.${facts.caseType}`);
  const where = w.shift > 0 ? 'slightly above' : w.shift < 0 ? 'slightly below' : 'at';
  return factor(
    `type.${facts.caseType}`,
    `Case type: ${label}`,
    `${w.when.charAt(0).toUpperCase()}${w.when.slice(1)}, so this model starts ${label} cases ${where} the base rate for ${facts.caseCategory} cases.`,
    w.when,
  );
}

function witnessFactor(facts: CaseFacts, party: string): WeighedFactor {
  const n = facts.keyWitnesses.length;
  if (n === 0) {
    return factor(
      'witnesses.none',
      'No witnesses listed',
      'No witnesses are listed, so your account rests on your word alone.',
      `no one backs up ${party}'s account`,
      'Think about who saw or heard what happened, or who knows the background (neighbours, co-workers, family, teachers), and add them as witnesses; your lawyer can judge who is worth calling.',
    );
  }
  const key = n === 1 ? 'witnesses.one' : n === 2 ? 'witnesses.two' : 'witnesses.three-plus';
  const count = n === 1 ? 'one witness' : `${n} witnesses`;
  return factor(
    key,
    `${n === 1 ? 'One witness' : `${n} witnesses`} for your side`,
    `You list ${count} who can support your account.`,
    `${count} back${n === 1 ? 's' : ''} up ${party}'s account`,
    n === 1
      ? 'With a single witness, their credibility carries a lot; make sure your lawyer has spoken with them and knows what they will say.'
      : 'Make sure your lawyer has spoken with each witness and that their accounts agree on the key points.',
  );
}

// ── Criminal ───────────────────────────────────────────────────────────────────────────────────

function evidenceFactor(c: CriminalFacts): WeighedFactor {
  const level = EVIDENCE_STRENGTH_LABELS[c.evidenceStrength].toLowerCase();
  const s = c.evidenceStrength;
  const detail =
    s === 'very-strong' || s === 'strong'
      ? `The evidence against you is rated ${level}. This is the factor that weighs most against you.`
      : s === 'moderate'
        ? 'The evidence against you is rated moderate: enough to go to trial, not enough to settle it.'
        : `The evidence against you is rated ${level}, which is the main reason jurors may find reasonable doubt.`;
  const advice =
    s === 'very-strong' || s === 'strong'
      ? 'Ask your lawyer to review how each piece of evidence was obtained (warrants, searches, chain of custody, lab procedures) and whether any of it can be challenged or excluded; with strong evidence, also ask about the terms a plea might offer.'
      : s === 'moderate'
        ? 'Ask your lawyer which piece of evidence the prosecution relies on most and what can be done to answer it.'
        : 'Keep the focus on the gaps in the prosecution\'s evidence; ask your lawyer whether a motion to dismiss for insufficient evidence is possible.';
  return factor(`evidence.${s}`, `Evidence against you: ${level}`, detail, `the evidence against the defendant is described as ${level}`, advice);
}

function recordFactor(c: CriminalFacts): WeighedFactor | undefined {
  if (!c.priorConvictions) return undefined;
  if (NONE.test(c.priorConvictions)) {
    return factor(
      'record.none',
      'No prior convictions',
      'You have no prior convictions, so jurors see a first-time accusation.',
      'the defendant has a clean record',
    );
  }
  const n = Math.min(countItems(c.priorConvictions), 6);
  const shift = Math.max(CAPS.record, weight('record.first').shift + weight('record.each-more').shift * (Math.max(n, 1) - 1));
  return factor(
    n <= 1 ? 'record.first' : 'record.each-more',
    n <= 1 ? 'A prior conviction' : `${n} prior convictions`,
    `You have ${n <= 1 ? 'a prior conviction' : `${n} prior convictions`} (${quote(c.priorConvictions.slice(0, 80))}). If the jury hears about ${n <= 1 ? 'it' : 'them'}, some jurors will hold ${n <= 1 ? 'it' : 'them'} against you.`,
    `the defendant has ${n <= 1 ? 'a prior conviction' : 'prior convictions'}`,
    'Ask your lawyer whether your prior record can be kept from the jury (a motion in limine; the rules on using past convictions to attack credibility), and think carefully with them about whether you should testify.',
    shift,
  );
}

function chargeFactor(c: CriminalFacts): WeighedFactor | undefined {
  const n = c.chargeDetails ? countItems(c.chargeDetails) : 0;
  if (n < 2) return undefined;
  return factor(
    n === 2 ? 'charges.two' : 'charges.three-plus',
    `${n} charges`,
    `You face ${n} charges. With several charges, jurors sometimes compromise by convicting on one of them.`,
    `there are ${n} charges, and some of them may stick`,
    'Ask your lawyer which charge is weakest and whether any can be dismissed or severed before trial.',
  );
}

const STRATEGIES: { key: string; pattern: RegExp; label: string; detail: string; because: string }[] = [
  { key: 'strategy.self-defense', pattern: /self[- ]?defen[cs]e|defen(?:d|ded|ding) (?:him|her|my|them)sel(?:f|ves)|stand your ground|castle doctrine/i, label: 'Self-defense', detail: 'Your defense is self-defense, which jurors accept when the threat and the response are both believable.', because: 'the defendant acted in self-defense' },
  { key: 'strategy.identity', pattern: /mistaken identity|misidentif\w*|wrong (?:person|man|woman|guy)|identification (?:is|was) (?:wrong|unreliable|flawed)/i, label: 'Mistaken identity', detail: 'Your defense is mistaken identity; eyewitness identification is known to be error-prone.', because: 'the identification of the defendant may be wrong' },
  { key: 'strategy.procedural', pattern: /suppress\w*|illegal(?:ly)? (?:search|stop|arrest|seiz)\w*|unlawful(?:ly)? (?:search|stop|arrest|seiz)\w*|(?:fourth|4th) amendment|miranda|without a warrant|warrantless|chain of custody|due process|speedy trial/i, label: 'Procedural challenge', detail: 'Your defense challenges how the evidence was gathered; if the court agrees, evidence can be excluded.', because: 'the way the evidence was gathered is in question' },
  { key: 'strategy.reasonable-doubt', pattern: /insufficient evidence|lack of evidence|reasonable doubt|no (?:direct |physical )?evidence|circumstantial|burden of proof/i, label: 'Reasonable doubt', detail: 'Your defense holds the prosecution to its burden of proof.', because: 'the prosecution has to prove its case beyond reasonable doubt' },
  { key: 'strategy.credibility', pattern: /credib\w*|inconsisten\w*|\blying\b|\blied\b|false (?:accusation|allegation|report|statement)s?|motive to lie|fabricat\w*|not (?:believable|reliable)/i, label: 'Credibility of the accuser', detail: 'Your defense questions the credibility of the accuser or a witness.', because: 'the accuser\'s account is open to doubt' },
  { key: 'strategy.consent', pattern: /\bconsen(?:t|ted|sual)\b/i, label: 'Consent', detail: 'Your defense rests on consent.', because: 'there was consent' },
  { key: 'strategy.lack-of-intent', pattern: /\baccident\w*|no intent|lack of intent|unintentional\w*|did not (?:intend|mean)|didn't (?:intend|mean)|without intent|no criminal intent/i, label: 'No intent', detail: 'Your defense is that you did not intend the harm or the crime.', because: 'the defendant did not mean to do it' },
  { key: 'strategy.excuse', pattern: /duress|necessity|entrap\w*|coerc\w*/i, label: 'Duress, necessity or entrapment', detail: 'Your defense is that you were forced, had no real choice, or were entrapped.', because: 'the defendant was pushed into it' },
  { key: 'strategy.mental-state', pattern: /insanity|diminished capacity|mental (?:health|illness|capacity|state)|psychiatric/i, label: 'Mental state', detail: 'Your defense raises your mental state at the time.', because: 'the defendant\'s state of mind matters here' },
];
const ALIBI = /\balibi\b|was (?:not there|elsewhere|at (?:work|home|a friend'?s?))|(?:somewhere|someplace) else/i;
const PLEA = /plea (?:deal|bargain|agreement|negotiation|offer)|plead(?:ing)? guilty|guilty plea/i;

function strategyFactors(c: CriminalFacts, witnesses: number): WeighedFactor[] {
  const text = c.defenseStrategy;
  const found: WeighedFactor[] = [];
  if (ALIBI.test(text)) {
    found.push(
      witnesses > 0
        ? factor('strategy.alibi-corroborated', 'Alibi with a witness', 'Your defense is an alibi, and you list someone who can support it.', 'the defendant has an alibi someone can confirm')
        : factor('strategy.alibi', 'Alibi without a witness', 'Your defense is an alibi, but no one is listed to confirm it; an alibi no one confirms persuades few jurors.', 'the defendant says they were elsewhere', 'Find anyone or anything that places you elsewhere at the time: a person, receipts, phone location history, video, work records.'),
    );
  }
  for (const s of STRATEGIES) if (s.pattern.test(text)) found.push(factor(s.key, s.label, s.detail, s.because));
  // The cap keeps a strategy that names every defense from outweighing the evidence.
  let total = 0;
  const capped = found.map((f) => {
    const shift = Math.min(f.shift, Math.max(0, CAPS.strategy - total));
    total += shift;
    return { ...f, shift };
  });
  if (PLEA.test(text)) {
    capped.push(factor('strategy.plea', 'A plea is being considered', 'Your strategy mentions a plea. A plea ends the case without a jury, so this simulation speaks only to the trial alternative.', 'a plea is on the table', 'Compare any plea offer with this trial estimate together with your lawyer before deciding.'));
  }
  if (found.length === 0) {
    capped.push(
      factor('strategy.unclear', 'No clear line of defense', `The defense strategy (${quote(text.slice(0, 80) || 'not given')}) does not name a recognisable line of defense yet.`, 'the defense has not said what its case is', 'Agree with your lawyer on one clear line of defense (for example self-defense, alibi, mistaken identity, or a challenge to the evidence) so the jury hears a consistent story.'),
    );
  }
  return capped;
}

const RELEASED = /\breleased\b|recogni[sz]ance|\bROR\b|\bposted\b|bonded out|\bbond\b|(?:out|free) on bail|on bail|bail (?:was )?(?:paid|posted|granted|set)/i;
const DETAINED = /\bdenied\b|\bheld\b|\bdetained\b|\bremanded\b|in custody|in jail|without bail|no bail|unable to (?:post|pay|afford)|could(?: not|n't) (?:post|pay|afford)|not released|\bjailed\b|\bincarcerated\b/i;

function detentionFactor(c: CriminalFacts): WeighedFactor | undefined {
  const bail = c.bailStatus ?? '';
  const detained = DETAINED.test(bail) || (!bail && !!c.detentionDetails);
  const released = RELEASED.test(bail) && !/unable|could(?: not|n't)|not released|denied/i.test(bail);
  if (released) {
    return factor('detention.released', 'Released before trial', 'You are free before trial, so you can help prepare your defense and appear in court in your own clothes.', 'the defendant is free and can help with the defense');
  }
  if (detained) {
    return factor(
      'detention.detained',
      'Held before trial',
      `You are held before trial${c.detentionDetails ? ` (${quote(c.detentionDetails.slice(0, 80))})` : ''}. Studies of pretrial detention find detained defendants are convicted more often, partly because preparing a defense from custody is harder.`,
      'the defendant is in custody',
      'Ask your lawyer about a bail review or a motion to reduce bail, and make sure you can speak with your lawyer privately and often.',
    );
  }
  return undefined;
}

const CRIMINAL_CUES: { key: string; pattern: RegExp; label: string; detail: (q: string) => string; because: string; advice?: string }[] = [
  { key: 'cue.admission', pattern: /\bconfess(?:ed|ion|es)?\b|\badmitted\b|\badmission\b/i, label: 'An admission', detail: (q) => `The case mentions an admission (${q}). Jurors give admissions great weight.`, because: 'there is talk of an admission', advice: 'Tell your lawyer exactly when and how any admission was made (were you in custody, were you read your rights, did you have a lawyer); it may be possible to challenge it.' },
  { key: 'cue.caught', pattern: /caught (?:in the act|red[- ]handed|on (?:camera|video|tape))|arrested (?:[\w']+ ){0,3}(?:at|on) the scene|found (?:with|in possession of)/i, label: 'Caught at the scene', detail: (q) => `The case mentions ${q}; being caught at the scene or with the goods is hard to explain away.`, because: 'the defendant was found at the scene or with the goods' },
  { key: 'cue.flight', pattern: /\bfled\b|\bflee(?:ing)?\b|ran (?:away|off|from)|\bescaped\b|evad(?:ed|ing) (?:the )?(?:police|officers|arrest)/i, label: 'Fleeing', detail: (q) => `The case mentions fleeing (${q}); jurors often read flight as a sign of guilt.`, because: 'running away looks bad', advice: 'If there was an innocent reason to leave (fear, confusion, not knowing it was the police), tell your lawyer so it can be explained.' },
  { key: 'cue.weapon', pattern: /\b(?:weapons?|guns?|firearms?|pistols?|rifles?|knife|knives|blades?)\b/i, label: 'A weapon', detail: (q) => `The case mentions a weapon (${q}), which makes jurors take the charge more seriously.`, because: 'a weapon was involved' },
  { key: 'cue.injury', pattern: /\binjur(?:y|ies|ed)\b|\bhospitali[sz]ed\b|\bwounded\b|broken (?:arm|nose|jaw|bone|bones|ribs?)|\bstitches\b/i, label: 'Injuries', detail: (q) => `The case mentions injuries (${q}); harm to a victim draws jurors' sympathy.`, because: 'someone was hurt' },
  { key: 'cue.inconsistent', pattern: /\binconsisten\w*|\bcontradict\w*|\brecant\w*|changed (?:his|her|their) (?:story|statement|account)|false (?:accusation|allegation|report)s?|motive to lie/i, label: 'Inconsistent accounts', detail: (q) => `The case mentions ${q}; inconsistencies in the other side's account give jurors reason to doubt it.`, because: 'the accounts against the defendant do not add up', advice: 'Collect every version of the accuser\'s and witnesses\' statements (police reports, messages, prior testimony) so the inconsistencies can be shown side by side.' },
  { key: 'cue.cooperation', pattern: /\bcooperat\w*/i, label: 'Cooperation', detail: (q) => `The case mentions cooperation (${q}), which jurors read as having nothing to hide.`, because: 'the defendant cooperated' },
  { key: 'cue.character', pattern: /steady job|\bemployed\b|full[- ]time job|\bvolunteer\w*|character (?:references?|witness\w*)|community ties|good standing|no history of violence/i, label: 'Good character', detail: (q) => `The case mentions ${q}; jurors respond to a defendant with a stable, decent life.`, because: 'the defendant leads a decent, stable life', advice: 'Ask people who know you well (employer, teachers, community leaders) for character letters; your lawyer will decide whether and how to use them.' },
];

function cueFactors(
  text: string,
  cues: { key: string; pattern: RegExp; label: string; detail: (q: string) => string; because: string; advice?: string }[],
): WeighedFactor[] {
  const out: WeighedFactor[] = [];
  const hasNoInjury = /\bno(?:body| one)? (?:was |were |got )?(?:seriously )?(?:injur\w*|hurt)\b|\buninjured\b|\bwithout (?:any )?injur\w*|\bnot (?:seriously )?(?:injured|hurt)\b/i.exec(text);
  for (const cue of cues) {
    if (cue.key === 'cue.injury' && hasNoInjury) continue;
    const hit = findCue(text, cue.pattern);
    if (hit) out.push(factor(cue.key, cue.label, cue.detail(quote(hit)), cue.because, cue.advice));
  }
  if (hasNoInjury && cues === CRIMINAL_CUES) {
    out.push(factor('cue.no-injury', 'No one was hurt', `The case says ${quote(hasNoInjury[0])}; jurors are more lenient when no one was harmed.`, 'no one was hurt'));
  }
  // Caps keep a long story full of cue words from outweighing the evidence itself.
  const negatives = out.filter((f) => f.shift < 0);
  const positives = out.filter((f) => f.shift > 0);
  const scale = (list: WeighedFactor[], cap: number) => {
    const sum = list.reduce((s, f) => s + f.shift, 0);
    if (Math.abs(sum) <= Math.abs(cap)) return;
    const k = cap / sum;
    for (const f of list) f.shift = Math.round(f.shift * k * 1000) / 1000;
  };
  scale(negatives, CAPS.narrativeLow);
  scale(positives, CAPS.narrativeHigh);
  return out;
}

function criminalFactors(facts: CaseFacts, c: CriminalFacts): WeighedFactor[] {
  const story = [facts.caseDescription, facts.additionalFactors, c.detentionDetails].filter(Boolean).join('\n');
  return [
    evidenceFactor(c),
    typeFactor(facts),
    witnessFactor(facts, 'the defendant'),
    recordFactor(c),
    chargeFactor(c),
    ...strategyFactors(c, facts.keyWitnesses.length),
    detentionFactor(c),
    ...cueFactors(story, CRIMINAL_CUES),
    factor(
      'venue.unanimity',
      `Venue: ${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`,
      `In ${US_STATES.get(facts.state) ?? facts.state}, as in every state, a jury must be unanimous to convict of a serious crime; a split jury is a mistrial (a hung jury), after which the prosecution may try the case again.`,
      'the verdict has to be unanimous',
    ),
  ].filter((f): f is WeighedFactor => f !== undefined);
}

// ── Family ─────────────────────────────────────────────────────────────────────────────────────

const CHILD_TYPES = new Set(['adoption', 'child-custody', 'child-support', 'guardianship', 'paternity', 'visitation-rights']);
const SUPPORT_TYPES = new Set(['child-support', 'spousal-support-alimony']);
const MARRIAGE_TYPES = new Set(['divorce', 'marital-property-division', 'spousal-support-alimony']);
const ASSET_TYPES = new Set(['divorce', 'marital-property-division', 'prenuptial-agreement']);

const FAMILY_CUES: typeof CRIMINAL_CUES = [
  { key: 'cue.caregiver', pattern: /primary (?:care ?giver|parent|carer)|day[- ]to[- ]day care|daily care|raised (?:the|our|my) (?:children|kids|child|son|daughter)|take care of (?:the|our|my) (?:children|kids)/i, label: 'Primary caregiver', detail: (q) => `The case says ${q}; courts give weight to who has cared for the children day to day.`, because: 'the client has been the one caring for the children', advice: 'Gather records of your day-to-day care: school and medical contacts, schedules, messages with teachers and doctors.' },
  { key: 'cue.stability', pattern: /stable (?:home|job|income|employment|housing|household|environment)|steady (?:job|income|employment)|full[- ]time (?:job|work|employment)/i, label: 'Stability', detail: (q) => `The case mentions ${q}; stability counts for a lot in family court.`, because: 'the client offers a stable home' },
  { key: 'cue.records', pattern: /\b(?:records?|documents?|documentation|text messages|texts|emails?|photos?|photographs|police reports?|receipts|bank statements?|tax returns?)\b/i, label: 'Records to show', detail: (q) => `The case mentions ${q}; records the court can read carry more weight than one person's word against another's.`, because: 'the client has records to back the account' },
  { key: 'cue.safety', pattern: /protective order|restraining order|\babus\w*|\bviolen\w*|\bthreat\w*|\bstalk\w*/i, label: 'Safety concerns', detail: (q) => `The case mentions ${q}. Safety concerns change how courts decide custody and contact, in whichever direction the evidence points.`, because: 'safety is at stake', advice: 'If anyone is in danger, ask your lawyer about an emergency protective order now, and keep every message, photo, medical or police record of incidents.' },
];

function familyFactors(facts: CaseFacts, f: FamilyFacts): WeighedFactor[] {
  const out: (WeighedFactor | undefined)[] = [typeFactor(facts), witnessFactor(facts, 'the client')];
  const type = facts.caseType;
  if (f.childrenInvolved) {
    if (f.custodyPreference === 'joint') out.push(factor('custody.joint', 'Joint custody sought', 'You seek joint custody; most courts start from keeping both parents involved, so this is the easier request to win.', 'asking for joint custody is reasonable'));
    if (f.custodyPreference === 'sole') out.push(factor('custody.sole', 'Sole custody sought', 'You seek sole custody, which courts grant only with good reasons why shared custody would not serve the children.', 'sole custody is a big ask', 'Write down, with dates and records, why shared custody would not be in the children\'s interest (safety, stability, the other parent\'s involvement so far).'));
    if (f.custodyPreference === 'split') out.push(factor('custody.split', 'Split custody sought', 'You seek split custody (the children divided between parents), which courts are reluctant to order because it separates siblings.', 'splitting up the children is rarely ordered', 'Be ready to explain why separating the children would be better for each of them.'));
    out.push(
      f.childrenDetails
        ? factor('children.details', 'Children described', 'You describe the children and their needs, which is what the court decides on.', 'the client knows the children\'s needs')
        : factor('children.no-details', 'Children not described', 'Children are involved but not described; the court decides on their ages, needs and routines.', 'we know nothing about the children', 'Describe each child: age, school, health, routines, and who has cared for them.'),
    );
  } else {
    if (CHILD_TYPES.has(type)) out.push(factor('children.type-mismatch', 'No children involved?', `This is a ${caseTypeLabel('family', type).toLowerCase()} case, but the form says no children are involved. Check the form: as it stands the case does not hold together.`, 'the case does not add up about the children', 'Correct the form if children are involved, and describe them.'));
    if (f.custodyPreference && f.custodyPreference !== 'none') out.push(factor('custody.without-children', 'Custody preference without children', 'A custody preference is given though no children are involved.', 'the custody request is unclear'));
  }
  if (f.supportRequested) {
    out.push(
      f.supportDetails
        ? factor('support.documented', 'Support request explained', `You request support and explain it (${quote(f.supportDetails.slice(0, 80))}).`, 'the support request is explained')
        : factor('support.undocumented', 'Support request not explained', 'You request support but do not say how much or why; courts decide support on incomes and needs.', 'the support request is not explained', 'List both sides\' incomes, your monthly expenses and the children\'s costs; bring pay slips, tax returns and bank statements.'),
    );
  } else if (SUPPORT_TYPES.has(type)) {
    out.push(factor('support.type-not-requested', 'Support case without a support request', `This is a ${caseTypeLabel('family', type).toLowerCase()} case, but the form says no support is requested.`, 'it is unclear what is being asked for', 'Say what support you are asking for, or correct the case type.'));
  }
  if (MARRIAGE_TYPES.has(type) && f.relationshipStatus === 'never-married') {
    out.push(factor('relationship.not-married', 'Never married', `This is a ${caseTypeLabel('family', type).toLowerCase()} case, but the relationship is given as never married; these remedies usually require a marriage (some states recognise common-law marriage or domestic partnerships).`, 'there was no marriage to end or divide', 'Ask your lawyer whether your state recognises your relationship (common-law marriage, domestic partnership) or what other remedy fits.'));
  }
  if (type === 'divorce' && f.relationshipStatus === 'separated') {
    out.push(factor('relationship.separated', 'Already separated', 'You are already separated, which shows the marriage has broken down.', 'the couple already lives apart'));
  }
  if (ASSET_TYPES.has(type)) {
    out.push(
      f.assetDetails
        ? factor('assets.documented', 'Assets described', 'You describe the assets at stake, which is what a division is decided on.', 'the assets are laid out')
        : factor('assets.missing', 'Assets not described', 'The assets at stake are not described; without them the court and your lawyer cannot judge a fair split.', 'no one has said what there is to divide', 'List every asset and debt (home, accounts, retirement, vehicles, business interests), when it was acquired, and whose name it is in.'),
    );
  }
  const story = [facts.caseDescription, facts.additionalFactors, f.childrenDetails, f.supportDetails, f.assetDetails].filter(Boolean).join('\n');
  out.push(...cueFactors(story, FAMILY_CUES));
  const stateName = US_STATES.get(facts.state) ?? facts.state;
  out.push(
    FAMILY_JURY_STATES.has(facts.state)
      ? factor('venue.family-jury', `Venue: ${facts.city}, ${stateName}`, `${stateName} is one of the few states where a jury may decide some family issues; otherwise a judge decides.`, 'in this state a jury may have a say')
      : factor('venue.bench', `Venue: ${facts.city}, ${stateName}`, `In ${stateName} a judge, not a jury, decides family cases; the simulated panel stands in for how reasonable people weigh the facts.`, 'a judge decides, but reasonable people would weigh it this way'),
  );
  if (COMMUNITY_PROPERTY_STATES.has(facts.state) && ASSET_TYPES.has(type)) {
    out.push(factor('venue.community-property', 'Community property state', `${stateName} is a community-property state: property acquired during the marriage is generally divided equally, whatever its title.`, 'property is split equally here'));
  }
  return out.filter((x): x is WeighedFactor => x !== undefined);
}

/** Every factor present in the facts, with its weight. */
export function weighFactors(facts: CaseFacts): WeighedFactor[] {
  if (facts.caseCategory === 'criminal' && facts.criminal) return criminalFactors(facts, facts.criminal);
  if (facts.caseCategory === 'family' && facts.family) return familyFactors(facts, facts.family);
  throw new Error(`a ${facts.caseCategory} case needs its ${facts.caseCategory} details`);
}

// ── How much the facts give to go on ───────────────────────────────────────────────────────────

export interface Completeness {
  /** 0 (nothing to go on) to 1 (a full account). */
  score: number;
  /** What is missing, in plain words, most important first. */
  gaps: string[];
  descriptionWords: number;
}

/** How much of a case the facts tell; never depends on the evidence rating (see canonical.ts). */
export function completeness(facts: CaseFacts): Completeness {
  const gaps: string[] = [];
  const descriptionWords = words(facts.caseDescription);
  let score = 0.35 * Math.min(1, descriptionWords / 120);
  if (descriptionWords === 0) gaps.push('there is no description of what happened');
  else if (descriptionWords < 40) gaps.push(`the description is only ${descriptionWords} word${descriptionWords === 1 ? '' : 's'} long`);
  const w = facts.keyWitnesses.length;
  score += 0.15 * Math.min(1, w / 2);
  if (w === 0) gaps.push('no witnesses are listed');
  if (facts.criminal) {
    const c = facts.criminal;
    const chargeWords = words(c.chargeDetails);
    score += 0.1 * Math.min(1, chargeWords / 4);
    if (chargeWords === 0) gaps.push('the charges are not described');
    const strategyWords = words(c.defenseStrategy);
    score += 0.15 * Math.min(1, strategyWords / 15);
    if (strategyWords < 5) gaps.push('the defense strategy is not described');
    if (c.priorConvictions) score += 0.05;
    else gaps.push('the prior record is not stated');
    if (c.bailStatus || c.detentionDetails) score += 0.05;
  }
  if (facts.family) {
    const f = facts.family;
    // A question that does not arise (no children, no support asked) earns half its share: it
    // tells the model something, but less than an answered one.
    score += 0.05;
    score += 0.1 * (f.childrenInvolved ? Math.min(1, words(f.childrenDetails) / 10) : 0.5);
    if (f.childrenInvolved && !f.childrenDetails) gaps.push('the children are not described');
    score += 0.05 * (f.childrenInvolved ? (f.custodyPreference ? 1 : 0) : 0.5);
    score += 0.05 * (f.supportRequested ? Math.min(1, words(f.supportDetails) / 8) : 0.5);
    if (f.supportRequested && !f.supportDetails) gaps.push('the support request is not explained');
    score += 0.1 * (f.assetDetails ? 1 : ASSET_TYPES.has(facts.caseType) ? 0 : 0.25);
    if (!f.assetDetails && ASSET_TYPES.has(facts.caseType)) gaps.push('the assets are not described');
  }
  score += 0.05 * Math.min(1, words(facts.additionalFactors) / 10);
  const context = [facts.courtName, facts.judgeAssigned, facts.filingDate, facts.hearingDate, facts.opposingParty].filter(Boolean).length;
  score += 0.1 * Math.min(1, context / 3);
  if (context === 0) gaps.push('no court, judge, dates or opposing party are given');
  // Lesser gaps last: they explain a medium confidence when nothing bigger is missing.
  if (descriptionWords >= 40 && descriptionWords < 120) gaps.push(`the description is brief (${descriptionWords} words)`);
  if (w === 1) gaps.push('only one witness is listed');
  if (!facts.additionalFactors) gaps.push('no additional factors are given');
  return { score: Math.min(1, Math.round(score * 1000) / 1000), gaps, descriptionWords };
}
