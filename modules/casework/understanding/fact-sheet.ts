// The fact sheet: what the engine understood of a case, in a structured form the client reviews,
// corrects and confirms before paying (issue 25). The fact reader (reader/) builds it from the
// form, the narrative and the attached documents; the outcome model (model/) weighs only this.
// Browser-safe (zod/mini, no server imports): the review screen edits the same shape.
//
// Directions and sides are always stated relative to THE CLIENT: 'for' helps the client's
// position, 'against' hurts it. The model turns them into a petitioner's / prosecution's view
// internally, so the same facts seen from the other side give the complementary number.
import * as z from 'zod/mini';

export const FACT_SHEET_VERSION = 1;

/** Who decides the matter: a jury (criminal trials, larger civil trials) or a judge (family matters, small claims, most landlord–tenant matters). */
export const DECISION_MAKERS = ['jury', 'judge'] as const;
export type DecisionMaker = (typeof DECISION_MAKERS)[number];

/** The client's place in the matter. Criminal: always the defendant. Family: petitioner (asks the court) or respondent. Civil: plaintiff or defendant, as the form says. */
export const CLIENT_ROLES = ['defendant', 'petitioner', 'respondent', 'plaintiff', 'unknown'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** In family matters, which parent the client is (when children are involved). */
export const PARENT_ROLES = ['mother', 'father', 'other', 'unknown'] as const;

export const SIDES = ['for', 'against', 'neutral', 'unknown'] as const;
export type Side = (typeof SIDES)[number];

export const DIRECTIONS = ['for', 'against', 'unknown'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** What a named person is in the matter. */
export const PERSON_ROLES = [
  'client',
  'co-defendant',
  'complainant',
  'victim',
  'eyewitness',
  'police-officer',
  'expert',
  'character-witness',
  'alibi-witness',
  'other-parent',
  'spouse',
  /** A civil case: the party on the other side (the landlord, the employer, the other driver). */
  'opposing-party',
  'child',
  'family-member',
  'prosecutor',
  'lawyer',
  'judge',
  'witness',
  'other',
] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const EVIDENCE_KINDS = [
  'video',
  'eyewitness',
  'forensic',
  'confession',
  'admission',
  'records',
  'digital',
  'alibi',
  'expert',
  'physical',
  'testimony',
] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** Where a fact was read: a form field, the narrative, or an attached document (by name). */
export const sourceSchema = z.object({
  field: z.enum([
    'caseDescription',
    'chargeDetails',
    'defenseStrategy',
    'additionalFactors',
    'priorConvictions',
    'bailStatus',
    'detentionDetails',
    'childrenDetails',
    'assetDetails',
    'supportDetails',
    'keyWitnesses',
    'opposingParty',
    'claims',
    'otherSideSays',
    'civilEvidence',
    'form',
    'document',
    'client',
  ]),
  /** The document's name when field is 'document'. */
  document: z.optional(z.string().check(z.maxLength(300))),
});
export type FactSource = z.infer<typeof sourceSchema>;

const quote = z.string().check(z.maxLength(600));
const id = z.string().check(z.minLength(1), z.maxLength(40));

export const personSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  role: z.enum(PERSON_ROLES),
  side: z.enum(SIDES),
  /** Listed by the client under Key Witnesses. */
  listedWitness: z.boolean(),
  /** The sentence that says who the person is ('' when only listed). */
  quote,
  source: sourceSchema,
});
export type Person = z.infer<typeof personSchema>;

export const evidenceSchema = z.object({
  id,
  kind: z.enum(EVIDENCE_KINDS),
  /** For or against the client. */
  direction: z.enum(DIRECTIONS),
  /** Whose statement or conduct it is: 'client', a person's id, 'other' (someone unnamed), or 'unknown'. Confessions and admissions always say. */
  whose: z.string().check(z.maxLength(40)),
  /** A short plain-language description ("a recorded confession by the client's roommate"). */
  summary: z.string().check(z.maxLength(300)),
  /** The sentence it came from, in the case's own words. */
  quote,
  source: sourceSchema,
  /** Added or changed by the client in the review. */
  byClient: z.optional(z.boolean()),
});
export type EvidenceItem = z.infer<typeof evidenceSchema>;

export const chargeSchema = z.object({
  /** The charge as written, a statute citation being part of it. */
  text: z.string().check(z.minLength(1), z.maxLength(500)),
  statute: z.optional(z.string().check(z.maxLength(120))),
  level: z.enum(['felony', 'misdemeanor', 'infraction', 'unknown']),
});
export type Charge = z.infer<typeof chargeSchema>;

/** A family-law factor the court weighs (best interests, DV findings, DNA, marriage length, income gap…). */
export const FAMILY_FACTOR_KEYS = [
  'primary-caregiver',
  'domestic-violence-by-other',
  'domestic-violence-by-client',
  'protective-order',
  'substance-abuse-by-other',
  'substance-abuse-by-client',
  'child-preference',
  'stable-home',
  'co-parenting-willingness',
  'interference-by-other',
  'interference-by-client',
  'relocation',
  'neglect-by-other',
  'neglect-by-client',
  'dna-test',
  'marriage-length',
  'income-gap',
  'threats-or-harassment',
  'recent-incident',
  'agreement-signed',
  'independent-counsel',
  'full-disclosure',
  'guardian-ad-litem',
  'criminal-record-other',
  'criminal-record-client',
  /** Adult guardianship: a power of attorney, health-care proxy, representative payee or supported decision-making already in place. */
  'less-restrictive-alternative',
] as const;
export type FamilyFactorKey = (typeof FAMILY_FACTOR_KEYS)[number];

export const familyFactorSchema = z.object({
  key: z.enum(FAMILY_FACTOR_KEYS),
  direction: z.enum(DIRECTIONS),
  /** A number where the factor has one: DNA probability (percent), marriage length (years), income ratio. */
  value: z.optional(z.number()),
  summary: z.string().check(z.maxLength(300)),
  quote,
  source: sourceSchema,
  byClient: z.optional(z.boolean()),
});
export type FamilyFactor = z.infer<typeof familyFactorSchema>;

export const FLAG_CODES = [
  'rating-contradiction',
  'contradictory-statements',
  'not-english',
  'names-only',
  'too-long',
  'little-understood',
  'role-unknown',
  'witness-side-unknown',
  'document-unreadable',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

export const flagSchema = z.object({
  code: z.enum(FLAG_CODES),
  /** Plain language for the client ("The evidence is rated very weak, but the description names a confession, video and fingerprints."). */
  message: z.string().check(z.maxLength(600)),
  /** 'warning' lowers confidence; 'info' only tells. */
  severity: z.enum(['warning', 'info']),
});
export type Flag = z.infer<typeof flagSchema>;

/**
 * A criminal case whose defence is self-defence (of others or of the home included): who the evidence
 * — not the client's own word — shows struck, drew a weapon or came at the other first ('other': the
 * person the client used force on; 'client'; 'unknown' when no item says), and whether that person
 * unlawfully entered the client's home (the castle doctrine's presumption of a reasonable fear).
 */
export const selfDefenceSchema = z.object({
  aggressor: z.enum(['other', 'client', 'unknown']),
  homeEntry: z.boolean(),
  /**
   * The client was engaged in unlawful activity when using force (a person barred from having a gun who
   * had one): the castle doctrine's presumption does not cover them. Absent: not said.
   */
  unlawfulActivity: z.optional(z.boolean()),
  /** The sentence that shows who started it, or else the one that raises the defence. */
  quote,
});
export type SelfDefenceFacts = z.infer<typeof selfDefenceSchema>;

export const factSheetSchema = z.object({
  version: z.literal(FACT_SHEET_VERSION),
  decisionMaker: z.enum(DECISION_MAKERS),
  clientRole: z.enum(CLIENT_ROLES),
  /** Family matters with children: which parent the client is. */
  clientParent: z.optional(z.enum(PARENT_ROLES)),
  /** What the client asks the court for, in a family matter ("sole custody", "a protective order"). */
  clientAsks: z.optional(z.string().check(z.maxLength(300))),
  /**
   * Family matters about a child: whether the other party is one of the child's parents (false for a
   * grandparent, an aunt or uncle, an in-law or a guardian; absent when the text does not say). With
   * `clientParent` it tells when a parent and a non-parent are the two sides.
   */
  otherPartyIsParent: z.optional(z.boolean()),
  /**
   * Custody, parenting time or support: the matter asks to change an order already made (a petition
   * to modify), so the one asking must show a material change of circumstances since it.
   */
  modification: z.optional(z.boolean()),
  /**
   * Support matters: the party who gave up income by choice (quit or left a job, cut their hours), to
   * whom a court imputes the income given up.
   */
  incomeGivenUpBy: z.optional(z.enum(['client', 'other'])),
  /** Criminal: self-defence raised (selfDefenceSchema); absent when it is not. The client confirms it on the review screen. */
  selfDefence: z.optional(selfDefenceSchema),
  /** A civil case: the amount in dispute (US dollars), from the form; it decides the court (small claims or not). */
  amountInDispute: z.optional(z.number().check(z.positive())),
  people: z.array(personSchema).check(z.maxLength(100)),
  evidence: z.array(evidenceSchema).check(z.maxLength(100)),
  charges: z.array(chargeSchema).check(z.maxLength(50)),
  /** Prior convictions: a count when it can be read, null when unknown. */
  priorRecord: z.object({ count: z.nullable(z.int().check(z.minimum(0), z.maximum(99))), quote }),
  procedural: z.object({
    detention: z.enum(['released', 'detained', 'unknown']),
    /** A motion to suppress or exclude is raised (unlawful search, Miranda, show-up identification…). */
    suppressionIssue: z.boolean(),
    suppressionQuote: quote,
  }),
  familyFactors: z.array(familyFactorSchema).check(z.maxLength(60)),
  /** 0..1: how much of the narrative the reader could place in the sheet (sentences it used / sentences with content). */
  understood: z.number().check(z.minimum(0), z.maximum(1)),
  /** Which engine read the facts. */
  reader: z.object({
    engine: z.enum(['offline', 'openai']),
    model: z.string().check(z.maxLength(100)),
    version: z.string().check(z.maxLength(40)),
  }),
});
export type FactSheet = z.infer<typeof factSheetSchema>;

/** GET /api/case-analyses/:id/facts */
export const factsViewSchema = z.object({
  status: z.enum(['extracted', 'confirmed']),
  facts: factSheetSchema,
  flags: z.array(flagSchema),
  /** What the reader first extracted (equal to facts until the client confirms corrections). */
  extracted: z.optional(factSheetSchema),
  confirmedAt: z.optional(z.nullable(z.string())),
  /** Whether the owner may still change it (before the analysis runs). */
  editable: z.boolean(),
});
export type FactsView = z.infer<typeof factsViewSchema>;

/**
 * PUT /api/case-analyses/:id/facts: the client's corrected sheet. Only what the client may
 * correct is taken: roles, which parent the client is and whether the other party is a parent,
 * sides, directions, the charges, the prior record, detention, the family factors and evidence
 * items added or removed. The reader's bookkeeping (version,
 * reader, understood) stays the server's.
 */
export const confirmFactsSchema = z.object({
  clientRole: z.enum(CLIENT_ROLES),
  clientParent: z.optional(z.enum(PARENT_ROLES)),
  /** Family matters about a child: whether the other party is the child's parent; null: not known; absent: as read. */
  otherPartyIsParent: z.optional(z.nullable(z.boolean())),
  /** Family matters: whether the case asks to change an order already made; null: not known; absent: as read. */
  modification: z.optional(z.nullable(z.boolean())),
  /** Support matters: who gave up income by choice ('client' or 'other'); null: no one or not known; absent: as read. */
  incomeGivenUpBy: z.optional(z.nullable(z.enum(['client', 'other']))),
  /**
   * Criminal: the self-defence facts (who the evidence shows started it, an entry into the client's
   * home); absent: as read. A client whose defence is not self-defence answers 'unknown' and no entry,
   * which weighs nothing.
   */
  selfDefence: z.optional(selfDefenceSchema),
  people: z.array(personSchema).check(z.maxLength(100)),
  evidence: z.array(evidenceSchema).check(z.maxLength(100)),
  charges: z.array(chargeSchema).check(z.maxLength(50)),
  priorRecord: z.object({ count: z.nullable(z.int().check(z.minimum(0), z.maximum(99))), quote }),
  procedural: z.object({ detention: z.enum(['released', 'detained', 'unknown']), suppressionIssue: z.boolean(), suppressionQuote: quote }),
  familyFactors: z.array(familyFactorSchema).check(z.maxLength(60)),
});
export type ConfirmFacts = z.infer<typeof confirmFactsSchema>;

/** The input the reader needs: the form's fields as the jury engine reads them, plus document text. */
export interface ReaderDocument {
  name: string;
  text: string;
}
