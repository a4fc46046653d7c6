// The reader's domain vocabulary: which nouns name people of which kind, which nouns are which
// kind of evidence, which verbs report, accuse, harm or support. These are word lists only; who
// did what, and whether it was denied, comes from the sentence structure (clauses.ts).
import type { EvidenceKind, PersonRole } from '../fact-sheet.js';

export type Gender = 'm' | 'f' | '?';

export interface PersonNoun {
  /** The role the noun suggests in a criminal case and in a family case. */
  criminal: PersonRole;
  family: PersonRole;
  gender: Gender;
  /** A relation to someone else ("his roommate", "my son's father"). */
  relational?: boolean;
}

const p = (criminal: PersonRole, family: PersonRole, gender: Gender = '?', relational = false): PersonNoun => ({
  criminal,
  family,
  gender,
  relational,
});

/** Nouns (lemmas) that name a person, with the role each suggests. */
export const PERSON_NOUNS = new Map<string, PersonNoun>([
  ...[
    'officer',
    'cop',
    'policeman',
    'detective',
    'deputy',
    'trooper',
    'sergeant',
    'sheriff',
    'investigator',
    'patrolman',
    'lieutenant',
    'corporal',
    'constable',
    'marshal',
    'ranger',
  ].map((w) => [w, p('police-officer', 'police-officer')] as const),
  ['policewoman', p('police-officer', 'police-officer', 'f')],
  ['agent', p('police-officer', 'other')],
  ['complainant', p('complainant', 'other')],
  ['accuser', p('complainant', 'other')],
  ['victim', p('victim', 'other')],
  ['homeowner', p('victim', 'other')],
  ['co-defendant', p('co-defendant', 'other')],
  ['codefendant', p('co-defendant', 'other')],
  ['accomplice', p('co-defendant', 'other')],
  ['co-conspirator', p('co-defendant', 'other')],
  ['witness', p('eyewitness', 'witness')],
  ['eyewitness', p('eyewitness', 'witness')],
  ['bystander', p('eyewitness', 'witness')],
  ['onlooker', p('eyewitness', 'witness')],
  ...[
    'expert',
    'accountant',
    'neurologist',
    'psychologist',
    'psychiatrist',
    'toxicologist',
    'pharmacologist',
    'examiner',
    'analyst',
    'pathologist',
    'therapist',
    'counselor',
    'counsellor',
    'evaluator',
    'pediatrician',
    'physician',
    'doctor',
    'nurse',
    'social worker',
  ].map((w) => [w, p('expert', 'expert')] as const),
  ['prosecutor', p('prosecutor', 'lawyer')],
  ['da', p('prosecutor', 'lawyer')],
  ['ada', p('prosecutor', 'lawyer')],
  ['lawyer', p('lawyer', 'lawyer')],
  ['attorney', p('lawyer', 'lawyer')],
  ['counsel', p('lawyer', 'lawyer')],
  ['defender', p('lawyer', 'lawyer')],
  ['judge', p('judge', 'judge')],
  ['guardian', p('other', 'expert')],
  ['husband', p('spouse', 'spouse', 'm', true)],
  ['wife', p('spouse', 'spouse', 'f', true)],
  ['ex-husband', p('spouse', 'spouse', 'm', true)],
  ['ex-wife', p('spouse', 'spouse', 'f', true)],
  ['ex', p('spouse', 'spouse', '?', true)],
  ['spouse', p('spouse', 'spouse', '?', true)],
  ['fiancé', p('spouse', 'spouse', 'm', true)],
  ['fiance', p('spouse', 'spouse', 'm', true)],
  ['fiancée', p('spouse', 'spouse', 'f', true)],
  ['fiancee', p('spouse', 'spouse', 'f', true)],
  ['boyfriend', p('other', 'spouse', 'm', true)],
  ['girlfriend', p('other', 'spouse', 'f', true)],
  ['ex-boyfriend', p('other', 'spouse', 'm', true)],
  ['ex-girlfriend', p('other', 'spouse', 'f', true)],
  ['partner', p('other', 'spouse', '?', true)],
  ['mother', p('family-member', 'family-member', 'f', true)],
  ['mom', p('family-member', 'family-member', 'f', true)],
  ['mum', p('family-member', 'family-member', 'f', true)],
  ['father', p('family-member', 'family-member', 'm', true)],
  ['dad', p('family-member', 'family-member', 'm', true)],
  ['parent', p('family-member', 'family-member', '?', true)],
  ['stepfather', p('family-member', 'family-member', 'm', true)],
  ['stepmother', p('family-member', 'family-member', 'f', true)],
  ['son', p('family-member', 'child', 'm', true)],
  ['daughter', p('family-member', 'child', 'f', true)],
  ['stepson', p('family-member', 'child', 'm', true)],
  ['stepdaughter', p('family-member', 'child', 'f', true)],
  ['child', p('family-member', 'child', '?', true)],
  ['kid', p('family-member', 'child', '?', true)],
  ['grandson', p('family-member', 'child', 'm', true)],
  ['granddaughter', p('family-member', 'child', 'f', true)],
  ['grandchild', p('family-member', 'child', '?', true)],
  ['grandkid', p('family-member', 'child', '?', true)],
  ['baby', p('family-member', 'child', '?', true)],
  ['toddler', p('family-member', 'child', '?', true)],
  ['boy', p('other', 'child', 'm')],
  ['girl', p('other', 'child', 'f')],
  ['brother', p('family-member', 'family-member', 'm', true)],
  ['sister', p('family-member', 'family-member', 'f', true)],
  ['cousin', p('family-member', 'family-member', '?', true)],
  ['aunt', p('family-member', 'family-member', 'f', true)],
  ['uncle', p('family-member', 'family-member', 'm', true)],
  ['grandmother', p('family-member', 'family-member', 'f', true)],
  ['grandma', p('family-member', 'family-member', 'f', true)],
  ['grandfather', p('family-member', 'family-member', 'm', true)],
  ['grandpa', p('family-member', 'family-member', 'm', true)],
  ['grandparent', p('family-member', 'family-member', '?', true)],
  ['mother-in-law', p('family-member', 'family-member', 'f', true)],
  ['father-in-law', p('family-member', 'family-member', 'm', true)],
  ['nephew', p('family-member', 'family-member', 'm', true)],
  ['niece', p('family-member', 'family-member', 'f', true)],
  ...[
    'roommate',
    'friend',
    'neighbor',
    'neighbour',
    'coworker',
    'co-worker',
    'colleague',
    'boss',
    'manager',
    'employer',
    'supervisor',
    'teacher',
    'pastor',
    'coach',
    'landlord',
    'tenant',
    'employee',
    'babysitter',
    'nanny',
    'classmate',
    'acquaintance',
    'cellmate',
    'business partner',
    'foreman',
    'receptionist',
    'secretary',
    'assistant',
    'bookkeeper',
    'buddy',
    'pal',
    'housemate',
    'tenant',
    'caretaker',
    'aide',
    'mentor',
    'sponsor',
    'godmother',
    'godfather',
    'stepbrother',
    'stepsister',
    'brother-in-law',
    'sister-in-law',
    'in-law',
    'relative',
  ].map((w) => [w, p('witness', 'witness', '?', true)] as const),
  ...[
    'security',
    'clerk',
    'cashier',
    'bartender',
    'bouncer',
    'driver',
    'passenger',
    'person',
    'stranger',
    'guard',
    'owner',
    'customer',
    'patron',
    'resident',
    'homeowner',
    'shopkeeper',
    'teller',
    'ceo',
    'cfo',
    'executive',
    'informant',
    'dealer',
    'buyer',
    'seller',
    'student',
    'individual',
  ].map((w) => [w, p('other', 'other')] as const),
  ['man', p('other', 'other', 'm')],
  ['guy', p('other', 'other', 'm')],
  ['gentleman', p('other', 'other', 'm')],
  ['woman', p('other', 'other', 'f')],
  ['lady', p('other', 'other', 'f')],
  ['teenager', p('other', 'child')],
  ['teen', p('other', 'child')],
  ['defendant', p('client', 'other')],
  ['client', p('client', 'other')],
  ['suspect', p('client', 'other')],
  ['petitioner', p('other', 'other')],
  ['respondent', p('other', 'other')],
  ['plaintiff', p('other', 'other')],
]);

/** Titles written before a name, with the role and gender they give. */
export const TITLES = new Map<string, { role?: PersonRole; gender: Gender }>([
  ...[
    'officer',
    'ofc',
    'ofc.',
    'detective',
    'det',
    'det.',
    'deputy',
    'dep.',
    'trooper',
    'sergeant',
    'sgt',
    'sgt.',
    'sheriff',
    'agent',
    'investigator',
    'lieutenant',
    'lt',
    'lt.',
    'corporal',
    'cpl',
    'cpl.',
    'patrolman',
    'captain',
    'capt',
    'capt.',
    'inspector',
    'constable',
    'marshal',
  ].map((w) => [w, { role: 'police-officer' as PersonRole, gender: '?' as Gender }] as const),
  ['dr', { role: 'expert', gender: '?' }],
  ['dr.', { role: 'expert', gender: '?' }],
  ['doctor', { role: 'expert', gender: '?' }],
  ['prof', { role: 'expert', gender: '?' }],
  ['prof.', { role: 'expert', gender: '?' }],
  ['professor', { role: 'expert', gender: '?' }],
  ['judge', { role: 'judge', gender: '?' }],
  ['justice', { role: 'judge', gender: '?' }],
  ['prosecutor', { role: 'prosecutor', gender: '?' }],
  ['ada', { role: 'prosecutor', gender: '?' }],
  ['attorney', { role: 'lawyer', gender: '?' }],
  ['atty', { role: 'lawyer', gender: '?' }],
  ['atty.', { role: 'lawyer', gender: '?' }],
  ['mr', { gender: 'm' }],
  ['mr.', { gender: 'm' }],
  ['mrs', { gender: 'f' }],
  ['mrs.', { gender: 'f' }],
  ['ms', { gender: 'f' }],
  ['ms.', { gender: 'f' }],
  ['miss', { gender: 'f' }],
  ['mx.', { gender: '?' }],
  ['pastor', { gender: '?' }],
  ['reverend', { gender: '?' }],
  ['coach', { gender: '?' }],
]);

/** Capitalised words that are never (part of) a person's name here. */
export const NOT_NAMES = new Set(
  (
    'i dna gps cctv dui dwi bac cps dcfs dhs gal ceo cfo fbi dea atf ice ada da pc tv usa us u.s. iphone facebook instagram snapchat tiktok twitter whatsapp google ' +
    'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday ' +
    'police court county state city street avenue road highway department station hospital school church code penal section class felony misdemeanor ' +
    'judge officer detective deputy sergeant trooper mr mrs ms dr miss the a an my his her our their your its mom dad mother father ' +
    'assault battery burglary robbery theft murder homicide possession fraud kidnapping trespass dui count counts charge charges ' +
    'walmart target uber lyft venmo paypal cash app amazon mcdonald starbucks kroger costco ' +
    'christmas thanksgiving easter halloween spanish english mexican american ' +
    // Medicines and drugs a family narrative names in capitals are no one (decision 0080).
    'suboxone methadone subutex vivitrol narcan naloxone adderall xanax vicodin percocet oxycontin oxycodone fentanyl ritalin ambien ' +
    'miranda plaintiff defendant petitioner respondent complainant victim witness state people commonwealth prosecution defense video exhibit ' +
    'everything everyone everybody nothing nobody something someone somebody anything anyone anybody client'
  ).split(' '),
);

/**
 * The head nouns of place and organisation names ("Lamar Boulevard", "Franklin County", "Prairie
 * Dental Group", "Social Security", "Keystone Facility Services"): a capitalised run that ends in
 * one, or runs on into one, names a place or a body, not a person. Only heads that are not also
 * common surnames (Park, Hall, King, Banks and Price are left out).
 */
export const PLACE_ORG_HEADS = new Set(
  (
    'street st road rd avenue ave boulevard blvd lane ln drive dr way highway hwy route parkway pkwy freeway expressway turnpike plaza square ' +
    'county township parish borough city village district precinct ' +
    'court courthouse center centre mall market supermarket store stores shop outlet pharmacy grill cafe restaurant diner pub bar tavern saloon motel hotel inn casino ' +
    'hospital clinic school academy university college church chapel temple mosque synagogue station airport terminal stadium arena ' +
    'department dept office agency bureau administration authority commission board council services service security relations ' +
    'group company co inc llc llp corp corporation associates partners holdings industries enterprises ' +
    'rentals realty properties apartments homes management distribution logistics insurance bank dental motors auto construction general'
  ).split(' '),
);

/** What a form field holds when it has nothing to name: "None", "N/A", "unknown", "-". */
export const EMPTY_FORM_VALUE = /^\s*(?:none|n\/?a|na|nil|unknown|not applicable|not known|no one|nobody|-+|—)\s*\.?\s*$/i;

/** Evidence kinds by noun lemma (and a few verbs), from the domain. */
export const EVIDENCE_NOUNS = new Map<string, EvidenceKind>([
  ...[
    'video',
    'footage',
    'surveillance',
    'cctv',
    'camera',
    'bodycam',
    'body-cam',
    'dashcam',
    'dash-cam',
    'videotape',
    'livestream',
    'clip',
    'ring doorbell',
    'doorbell camera',
    'doorbell cam',
    'ring camera',
    'nest cam',
  ].map((w) => [w, 'video'] as const),
  ...[
    'dna',
    'fingerprint',
    'print',
    'blood',
    'lab',
    'laboratory',
    'toxicology',
    'ballistics',
    'residue',
    'gsr',
    'breathalyzer',
    'bac',
    'autopsy',
    'forensic',
    'forensics',
    'swab',
    'semen',
    'fiber',
    'hair',
    'urine',
    'urinalysis',
    'ua',
    'rape kit',
    'dna test',
    'blood test',
    'breath test',
    'breath machine',
    'breath sample',
    'intoxilyzer',
    'drug test',
    'paternity test',
    'tox screen',
    'blood-alcohol',
  ].map((w) => [w, 'forensic'] as const),
  ...['confession'].map((w) => [w, 'confession'] as const),
  ...['admission'].map((w) => [w, 'admission'] as const),
  ...[
    'record',
    'receipt',
    'statement',
    'invoice',
    'timesheet',
    'timecard',
    'payroll',
    'ledger',
    'spreadsheet',
    'document',
    'report',
    'log',
    'transcript',
    'certificate',
    'contract',
    'paperwork',
    'bill',
    'check',
    'cheque',
    'tax return',
    'pay stub',
    'paystub',
    'w-2',
    'punch card',
    'time card',
    'time clock',
    'payment history',
    'deed',
    'bank statement',
    'police report',
    'medical record',
    'school record',
    'ticket stub',
  ].map((w) => [w, 'records'] as const),
  ...[
    'text',
    'message',
    'email',
    'e-mail',
    'voicemail',
    'gps',
    'post',
    'screenshot',
    'dm',
    'chat',
    'social media',
    'location data',
    'cell phone',
    'phone record',
    'phone data',
    'cell tower',
    'call log',
    'ankle monitor',
    'phone',
    'facebook',
    'instagram',
    'snapchat',
    'tiktok',
    'whatsapp',
    'tweet',
    'recording',
    'laptop',
    'computer',
    'hard drive',
    'browser history',
    'search history',
    'metadata',
    'selfie',
    'photo',
    'photograph',
    'picture',
  ].map((w) => [w, 'digital'] as const),
  ['alibi', 'alibi'],
  ...['expert', 'evaluator', 'evaluation', 'assessment', 'psychologist', 'psychiatrist', 'medical examiner', 'expert witness'].map(
    (w) => [w, 'expert'] as const,
  ),
  ...[
    'weapon',
    'gun',
    'pistol',
    'handgun',
    'rifle',
    'shotgun',
    'firearm',
    'knife',
    'blade',
    'bat',
    'crowbar',
    'drug',
    'cocaine',
    'heroin',
    'meth',
    'methamphetamine',
    'fentanyl',
    'marijuana',
    'pill',
    'baggie',
    'paraphernalia',
    'stolen',
    'loot',
    'ammunition',
    'bullet',
    'shell casing',
    'casing',
    'mask',
    'glove',
    'merchandise',
    'contraband',
    'narcotics',
    'oxycodone',
    'crack',
  ].map((w) => [w, 'physical'] as const),
  ...['eyewitness', 'lineup', 'line-up', 'identification', 'photo array'].map((w) => [w, 'eyewitness'] as const),
  ...['testimony', 'deposition', 'affidavit'].map((w) => [w, 'testimony'] as const),
]);

/** Words that make a following "text"/"record"/"print" evidence rather than something else. */
export const DIGITAL_VERBS = new Set(['text', 'email', 'message', 'post', 'dm', 'tweet', 'voicemail']);

// ── Numbers written as words ────────────────────────────────────────────────────────────────────

/**
 * Cardinals written as words, for counts of charges, prior convictions and years. Each reader's
 * pattern decides which of these it accepts (a charge list's "a count of", a marriage's "twenty
 * years"); the table only gives their value.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  single: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
};

// ── Verbs (lemmas) ─────────────────────────────────────────────────────────────────────────────

export const ARREST_VERBS = new Set([
  'arrest',
  'detain',
  'handcuff',
  'cuff',
  'book',
  'stop',
  'frisk',
  'interrogate',
  'tase',
  'taser',
  'pull',
  'cite',
  'apprehend',
  'search',
  'pursue',
  'chase',
  'question',
  'interview',
  'charge',
  'jail',
  'transport',
  'breathalyze',
]);
export const ACCUSE_VERBS = new Set([
  'accuse',
  'report',
  'blame',
  'implicate',
  'allege',
  'identify',
  'finger',
  'press',
  'name',
  'recognize',
  'recognise',
  'pick',
]);
/** What one files or lodges against someone (issue 25, decision 0080): its content is a claim, not an act. */
export const CLAIM_NOUNS = new Set(['complaint', 'petition', 'allegation', 'accusation', 'claim', 'report', 'affidavit', 'motion']);
/** The verbs that make a claim of their object ("filed a complaint", "made an allegation", "swore out an affidavit"). */
export const CLAIM_VERBS = /^(?:file|bring|make|lodge|press|submit|swear|level|raise)$/;
export const HARM_VERBS = new Set([
  'hit',
  'punch',
  'strike',
  'kick',
  'stab',
  'shoot',
  'beat',
  'assault',
  'attack',
  'ambush',
  'choke',
  'strangle',
  'push',
  'shove',
  'slap',
  'rob',
  'threaten',
  'grab',
  'bite',
  'injure',
  'hurt',
  'kill',
  'murder',
  'rape',
  'molest',
  'harass',
  'stalk',
  'steal',
  'burglarize',
  'defraud',
  'scam',
  'swing',
  'headbutt',
  'abuse',
  'terrorize',
  'kidnap',
  'batter',
  'smack',
  'throw',
  'elbow',
  'knee',
  'tackle',
  'cut',
  'slash',
  'wound',
  'menace',
  'intimidate',
  'touch',
  'grope',
  'fondle',
  'trip',
  'pin',
  'drag',
  'pummel',
  'whip',
  'break',
  'damage',
  'vandalize',
  'swindle',
  'embezzle',
  'cheat',
  'threat',
  'fight',
  'confront',
]);
// Verbs of perceiving and of recording: one lexicon (decision 0080), each rule's list a named subset of it.
const PERCEPTION_WORDS = ['see', 'witness', 'watch', 'observe', 'notice', 'hear', 'spot'] as const;
const RECORDING_WORDS = ['record', 'film', 'videotape', 'photograph', 'capture', 'catch', 'show', 'depict'] as const;
const lemmaPattern = (words: readonly string[]): RegExp => new RegExp(`^(?:${words.join('|')})$`);
const without = (words: readonly string[], ...out: string[]): string[] => words.filter((w) => !out.includes(w));
/** Seeing, and filming or recording it: who "saw me slap him" is not the doer. */
export const SEE_VERBS = new Set<string>([...PERCEPTION_WORDS, 'film', 'record']);
/** Perceiving what happened, as a lemma pattern: SEE_VERBS without recording it (that is the recording's evidence, not the person's). */
export const PERCEIVE = lemmaPattern(PERCEPTION_WORDS);
/** A passive of perceiving or recording whose -ing act is its subject's ("was seen hitting", "was caught taking"; clauses.ts). */
export const PERCEIVED_PASSIVE = lemmaPattern([...without(PERCEPTION_WORDS, 'witness'), ...without(RECORDING_WORDS, 'depict'), 'find']);
/** Seen or recorded by someone: what they saw is theirs to tell, not the client's admission (evidence.ts). */
export const SEEN_OR_RECORDED = lemmaPattern([...without(PERCEPTION_WORDS, 'hear'), ...without(RECORDING_WORDS, 'show', 'depict')]);
/** Perceiving or causing: the word after its object is that object's verb ("saw Cole swing", "let me see"; nlp.ts). */
export const PERCEIVE_OR_CAUSE = lemmaPattern([...PERCEPTION_WORDS, 'let', 'make', 'help', 'feel']);
/** Recording: an -ing word after its object is that object's act ("recorded Cole punching him"; nlp.ts). */
export const RECORDING = lemmaPattern(without(RECORDING_WORDS, 'photograph'));
/** Verbs of aiming or menacing: done "at" someone ("raised the pistol at Wendell", "came at me"), a threat to them. */
export const AIM_VERBS = /^(?:point|aim|raise|level|wave|brandish|pull|draw|swing|lunge|charge|come|rush)$/;
export const SAY_VERBS = new Set([
  'say',
  'tell',
  'state',
  'testify',
  'claim',
  'report',
  'write',
  'explain',
  'swear',
  'insist',
  'confirm',
  'deny',
  'admit',
  'confess',
  'allege',
  'mention',
  'describe',
  'recall',
  'remember',
  'acknowledge',
  'text',
  'email',
  'announce',
  'maintain',
  'assert',
  'agree',
  'declare',
  'indicate',
  'recant',
  'post',
  'believe',
  'think',
  'know',
  'show',
  'prove',
  'reveal',
  'find',
  'conclude',
  'establish',
  'suggest',
  'learn',
  'realize',
  'hear',
  'see',
  'notice',
  'argue',
  'contend',
  'point',
  'note',
  'say',
  'warn',
  'yell',
  'shout',
  'scream',
  'promise',
  'threaten',
  'brag',
  'boast',
  'demonstrate',
  'verify',
  'determine',
]);
export const SUPPORT_VERBS = new Set([
  'support',
  'corroborate',
  'confirm',
  'back',
  'vouch',
  'verify',
  'substantiate',
  'back up',
  'validate',
  'bolster',
  'agree',
]);
export const CONTRADICT_VERBS = new Set(['contradict', 'dispute', 'undermine', 'refute', 'rebut', 'impeach', 'discredit', 'conflict']);
export const CHALLENGE_VERBS = new Set([
  'challenge',
  'suppress',
  'attack',
  'question',
  'contest',
  'dispute',
  'exclude',
  'object',
  'impeach',
  'discredit',
  'undermine',
  'argue',
  'cross-examine',
  'fight',
]);
export const COOPERATE_VERBS = new Set(['cooperate', 'flip', 'plead', 'snitch', 'inform']);
export const TESTIFY_VERBS = new Set(['testify', 'swear', 'depose']);
export const SPEECH_TO_POLICE = new Set([
  'police',
  'officer',
  'officers',
  'detective',
  'detectives',
  'cops',
  'investigators',
  'deputy',
  'deputies',
  'trooper',
  '911',
  'authorities',
  'dispatcher',
]);

/** "was at home", "was at work": a place elsewhere than the offence. */
export const ALIBI_PLACES =
  /\b(?:at (?:home|work|his job|her job|my job|the job|my house|his house|her house|their house|our house|my place|her place|his place|dinner|church|school|the hospital|the gym|the movies?|a (?:movie|concert|party|game|wedding|restaurant|bar|friend'?s?(?: house| place)?))|asleep|sleeping|working|on shift|out of (?:town|state|the country)|in (?:another|a different) (?:city|state|town|county)|elsewhere|miles away|across town|somewhere else|(?:not|never) (?:at|near) the (?:scene|store|house|bar|apartment|building)|not there|never there|away from the scene|at the time of the (?:robbery|burglary|assault|shooting|crime|incident|offense|offence|fight)|with (?:me|him|her|them|us) (?:all|the whole|that) (?:night|evening|day|afternoon|morning)|all (?:night|evening|day))\b/i;

/** The other man started it: self-defence cues about who was the aggressor. */
export const AGGRESSOR =
  /\b(?:start(?:ed|s|ing)? (?:it|the (?:fight|altercation|argument|confrontation|scuffle|brawl))|(?:threw|throws|throwing|throw) the first (?:punch|blow)|(?:swung|swing|swings|swinging|attacked|attacks|came at|lunged at|charged at|charged|hit|punched|struck|pushed|shoved|grabbed|jumped|kicked|slapped|started) (?:at )?(?:him|her|them|me|my client|us)? ?first|first (?:punch|blow|swing)|was the (?:first )?aggressor|(?:pulled|drew|brandished) (?:a|his|her) (?:knife|gun|weapon|bat)|initial aggressor|provoked|(?:the )?(?:other|first) to (?:swing|hit|strike|attack)|attacked (?:him|her|me|my client))\b/i;

/** Exculpatory wording about a piece of evidence. */
export const EXCULPATORY =
  /\b(?:exclud(?:ed|es|e|ing)|exonerat\w*|clear(?:ed|s)? (?:him|her|me|my client|the defendant)|(?:did|does|do|could)(?: not|n't) match|no match|not a match|doesn't match|don't match|matched (?:someone|somebody|another|a different|the other|(?:an)?other)|belong(?:s|ed)? to (?:someone|somebody|another|a different|the other|his roommate|her roommate)|inconclusive|contradict(?:s|ed)? (?:the|her|his|their|the officer's|the deputy's|the trooper's|the police) (?:account|story|statement|testimony|claim|version|report)|consistent with (?:his|her|my|their|the defendant's|my client's) (?:account|story|version|claim)|(?:support|supports|supported|corroborat\w+|confirm\w*|back(?:s|ed)? up) (?:his|her|my|their|the defendant's|my client's) (?:account|story|version|alibi|claim|testimony)|self[- ]defen[cs]e|does(?:n't| not) show (?:his|her|my|the defendant's|my client's) face|can(?:not|'t|not) (?:see|identify|make out)|unidentifiable|too (?:blurry|dark|grainy)|(?:blurry|grainy) |placing (?:him|her|me|my client|the defendant) (?:at|in) |plac(?:ed|es|e) (?:him|her|me|my client|the defendant) (?:at|in) (?:home|work|another|a different)|(?:shows|showed|show) (?:him|her|me|my client|the defendant) (?:at|in) (?:home|work|another|a different)|(?:under|below) the (?:legal )?limit|(?:under|below) (?:0)?\.08|(?:threw|throws|had|has|showed|shows|logged|recorded) (?:\w+ )?(?:errors?|malfunctions?|faults?)|malfunction(?:ed|ing|s)?|out of (?:range|calibration|tolerance)|not (?:properly )?calibrated|uncalibrated)\b/i;

/** The other side's evidence is named in the defence as something to fight ("challenge the DNA"). */
export const CHALLENGE =
  /\b(?:challeng\w+|suppress\w*|exclud\w+|contest\w*|disput\w+|attack\w*|question(?:ing|s|ed)? (?:the|his|her)|undermin\w+|unreliab\w+|impeach\w*|cross[- ]examin\w+|motion to|flaw\w*|taint\w*|coerc\w+)\b/i;

/** Words that mark a clause's verb as negated. */
export const NEGATORS = new Set([
  'not',
  "n't",
  'never',
  'no',
  'nobody',
  'nothing',
  'none',
  'neither',
  'nor',
  'without',
  'nowhere',
  'cannot',
]);

/** Offences, to tell a charge from a citation or a grade. */
export const OFFENCE =
  /\b(?:false|failure to (?:remit|file|pay|appear|register|report|stop|yield)|filing|assault|battery|burglary|robbery|theft|larceny|murder|homicide|manslaughter|possession|possess|trafficking|distribution|distribute|dui|dwi|owi|ovi|driving|fraud|forgery|embezzlement|kidnapping|abduction|trespass\w*|vandalism|mischief|arson|rape|sexual|molestation|indecent|stalking|harassment|threat\w*|resisting|obstruction|evading|eluding|fleeing|escape|bribery|extortion|laundering|evasion|perjury|conspiracy|solicitation|prostitution|weapon|firearm|gun|carrying|shoplifting|receiving|stolen|breaking|entering|endangerment|neglect|abuse|cruelty|violation|contempt|disorderly|intoxication|public|reckless|hit and run|leaving the scene|unlawful|illegal|attempted|criminal|tampering|identity|impersonation|racketeering|smuggling|counterfeit\w*|cultivation|manufacture|manufacturing|sale|delivery|intent|strangulation|choking|terroristic|menacing|intimidation|interference|false imprisonment|carjacking|aggravated|felony|misdemeanor|wire|mail|bank|securities|tax|insider|computer|cyber\w*|child|pornography|exploitation|solicit\w*|loitering|burglar\w*|controlled substance|narcotics|marijuana|cocaine|heroin|meth\w*|fentanyl|paraphernalia|speeding|suspended|license|insurance|invasion|voyeurism|bigamy|incest|home invasion|vehicular|negligent|injury|deadly|ordinance)\b/i;

/**
 * Manner words that say an act was done as it should be ("answered clearly", "did the walk-and-turn
 * without a mistake", "stood steady"): what a recording shows the client doing this way tells for him.
 */
export const FAULTLESS_MANNER =
  /\b(?:clearly|calmly|steadily|steady|normally|properly|correctly|politely|smoothly|perfectly|coherently|without (?:a |any |one |a single )?(?:mistakes?|errors?|problems?|trouble|difficulty|hesitation|hesitating|stumbl\w+|sway\w*|missteps?|slip\w*|incident))\b/i;
