// The mock-jury analysis: what goes in (the facts of a case, as the case form collects them) and
// what comes out (the analysis both engines produce, with how it was made). The schemas are the
// contract: the offline engine's output and the OpenAI engine's validated answer both parse here.
import * as z from 'zod/mini';
import '../../../infra/http/zod-english.js';
import { DECISION_MAKERS, flagSchema } from '../understanding/fact-sheet.js';
import {
  CIVIL_AMOUNT_MAX,
  CIVIL_ROLES,
  CUSTODY_PREFERENCES,
  EVIDENCE_STRENGTHS,
  RELATIONSHIP_STATUSES,
  US_STATES,
  caseTypeList,
  caseTypeSlug,
} from '../vocabulary.js';

// The kinds of case (case types, the evidence scale, the family and civil choices, the states):
// ../vocabulary.ts, re-exported for the engines.
export * from '../vocabulary.js';

// Free text is trimmed; an empty optional field means "not given".
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) =>
  z.pipe(
    z.optional(text(max)),
    z.transform((s) => (s ? s : undefined)),
  );

const criminalSchema = z.object({
  chargeDetails: text(5_000),
  priorConvictions: optionalText(5_000),
  /** The strength of the evidence AGAINST the client (the defendant). */
  evidenceStrength: z._default(z.enum(EVIDENCE_STRENGTHS), 'moderate'),
  prosecutorName: optionalText(200),
  defenseStrategy: text(5_000),
  bailStatus: optionalText(500),
  detentionDetails: optionalText(5_000),
});

const familySchema = z.object({
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES),
  custodyPreference: z.optional(z.enum(CUSTODY_PREFERENCES)),
  childrenInvolved: z.boolean(),
  childrenDetails: optionalText(5_000),
  assetDetails: optionalText(5_000),
  supportRequested: z.boolean(),
  supportDetails: optionalText(5_000),
});

const civilSchema = z.object({
  /** The client's side: plaintiff (sues) or defendant (is sued). */
  clientRole: z.enum(CIVIL_ROLES),
  /** The amount in dispute, in US dollars (positive, at most two decimals). */
  amountInDispute: z.number().check(z.positive(), z.maximum(CIVIL_AMOUNT_MAX)),
  /** What is claimed and why. */
  claims: text(10_000),
  /** What the other side says. */
  otherSideSays: optionalText(10_000),
  /** The evidence the client has (documents, photos, messages, witnesses). */
  evidence: optionalText(10_000),
});

const isoDate = z.optional(z.iso.date());

/**
 * The facts of a case as the engines weigh them. The engine accepts thin facts (an empty
 * description, no witnesses) on purpose: it must then say it has little to go on, not refuse.
 * The case form's own rules (SPEC §9 minimum lengths) are the form's and the API's to enforce.
 */
export const caseFactsSchema = z
  .object({
    caseCategory: z.enum(['criminal', 'family', 'civil']),
    /** A lowercase, hyphenated sub-type of the category (see CRIMINAL_CASE_TYPES, FAMILY_CASE_TYPES); labels are accepted too. */
    caseType: z.pipe(z.string(), z.transform(caseTypeSlug)),
    caseTitle: text(300),
    caseDescription: text(20_000),
    /** Two-letter code of a US state. */
    state: z
      .pipe(
        z.string().check(z.trim()),
        z.transform((s) => s.toUpperCase()),
      )
      .check(z.refine((s) => US_STATES.has(s), { message: 'must be the two-letter code of a US state' })),
    city: text(200).check(z.minLength(1)),
    /** Used only to mask the client's name out of text sent to an external model; never weighed. */
    clientName: optionalText(200),
    courtName: optionalText(300),
    judgeAssigned: optionalText(200),
    filingDate: isoDate,
    hearingDate: isoDate,
    opposingParty: optionalText(300),
    opposingCounsel: optionalText(300),
    /** Witnesses for the client's account, one name each. */
    keyWitnesses: z.pipe(
      z._default(z.array(text(200)).check(z.maxLength(100)), []),
      z.transform((list) => list.filter((w) => w.length > 0)),
    ),
    additionalFactors: optionalText(10_000),
    criminal: z.optional(criminalSchema),
    family: z.optional(familySchema),
    civil: z.optional(civilSchema),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (!caseTypeList(c.caseCategory).some((t) => t.value === c.caseType)) {
        ctx.addIssue({ code: 'custom', path: ['caseType'], message: `is not a ${c.caseCategory} case type` });
      }
      if (c.caseCategory === 'criminal' && !c.criminal) {
        ctx.addIssue({ code: 'custom', path: ['criminal'], message: 'is required for a criminal case' });
      }
      if (c.caseCategory === 'family' && !c.family) {
        ctx.addIssue({ code: 'custom', path: ['family'], message: 'is required for a family case' });
      }
      if (c.caseCategory === 'criminal' && c.family) {
        ctx.addIssue({ code: 'custom', path: ['family'], message: 'must be left out of a criminal case' });
      }
      if (c.caseCategory === 'family' && c.criminal) {
        ctx.addIssue({ code: 'custom', path: ['criminal'], message: 'must be left out of a family case' });
      }
      if (c.caseCategory === 'civil' && !c.civil) {
        ctx.addIssue({ code: 'custom', path: ['civil'], message: 'is required for a civil case' });
      }
      if (c.caseCategory === 'civil' && (c.criminal || c.family)) {
        ctx.addIssue({ code: 'custom', path: [c.criminal ? 'criminal' : 'family'], message: 'must be left out of a civil case' });
      }
      if (c.caseCategory !== 'civil' && c.civil) {
        ctx.addIssue({ code: 'custom', path: ['civil'], message: `must be left out of a ${c.caseCategory} case` });
      }
    }),
  );

export type CaseFacts = z.output<typeof caseFactsSchema>;
export type CaseFactsInput = z.input<typeof caseFactsSchema>;
export type CriminalFacts = NonNullable<CaseFacts['criminal']>;
export type FamilyFacts = NonNullable<CaseFacts['family']>;
export type CivilFacts = NonNullable<CaseFacts['civil']>;

/** Facts that do not parse: `message` names the fields. */
export class JuryInputError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'JuryInputError';
  }
}

/** Parses and normalizes case facts (trimmed text, empty optionals dropped, type as a slug). */
export function parseCaseFacts(raw: unknown): CaseFacts {
  const parsed = caseFactsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new JuryInputError(`Invalid case facts: ${issues.map((i) => `${i.path || '(facts)'} ${i.message}`).join('; ')}`, issues);
}

// ── The result ────────────────────────────────────────────────────────────────────────────────

export const VOTES = ['favourable', 'unfavourable'] as const;
export type Vote = (typeof VOTES)[number];

export const jurorSchema = z.object({
  seat: z.int().check(z.minimum(1), z.maximum(12)),
  profile: z.object({
    ageBand: z.string(),
    occupation: z.string(),
    background: z.string(),
  }),
  /** What this juror tends to weigh, stated before the case is seen. */
  leanings: z.string(),
  /** For or against the client. */
  vote: z.enum(VOTES),
  /** The vote in the case's own words: 'Not guilty' / 'Guilty' (criminal), 'For the client' / 'Against the client' (family). */
  voteLabel: z.string(),
  /** Percent: how firmly the juror holds the vote (offline: the share of simulated deliberations in which this juror ended with it). */
  confidence: z.int().check(z.minimum(0), z.maximum(100)),
  reason: z.string(),
});
export type Juror = z.infer<typeof jurorSchema>;

export const factorSchema = z.object({
  key: z.string(),
  label: z.string(),
  direction: z.enum(['favourable', 'unfavourable', 'neutral']),
  /** Size of the factor's pull, as a shift in log-odds of a favourable outcome (0 for a neutral, informational factor). */
  weight: z.number().check(z.minimum(0), z.maximum(5)),
  detail: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

export const distributionSchema = z.object({
  /** How many deliberations were simulated. */
  simulations: z.int().check(z.positive()),
  /** histogram[k] = how many simulated deliberations ended with k of 12 jurors favourable to the client (k = 0..12). */
  favourableVotes: z.array(z.int().check(z.minimum(0))).check(z.length(13)),
  /** How the simulated deliberations ended (counts adding up to `simulations`). */
  outcomes: z.object({
    favourable: z.int().check(z.minimum(0)),
    unfavourable: z.int().check(z.minimum(0)),
    hung: z.int().check(z.minimum(0)),
  }),
  /** The same outcomes in the case's own words, e.g. Acquittal / Conviction / Hung jury. */
  outcomeLabels: z.object({ favourable: z.string(), unfavourable: z.string(), hung: z.string() }),
  /** Percent: the prior for this category and case type before any fact is weighed. */
  baseRate: z.int().check(z.minimum(0), z.maximum(100)),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const provenanceSchema = z.object({
  engine: z.enum(['offline', 'openai']),
  model: z.string(),
  /** The prompt's version (OpenAI engine) or the simulation model's version (offline engine). */
  promptVersion: z.string(),
  /** The seed of the simulation (offline) or the request seed sent to the model (OpenAI); null when none was used. */
  seed: z.nullable(z.int()),
  /** sha256 (hex) of the canonical (RFC 8785) JSON of the parsed facts. */
  inputHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** Which engine read the facts into the fact sheet (the weighing is always the outcome model's). Absent on analyses made before the fact sheet. */
  reader: z.optional(z.object({ engine: z.enum(['offline', 'openai']), model: z.string(), version: z.string() })),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** One fact's pull on the estimate: what moved the number from the base rate. */
export const contributionSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Signed shift in the log-odds of an outcome favourable to the client. */
  shift: z.number(),
  /** Percentage points it moved the estimate, the factors applied in the order listed (a waterfall from the base rate). */
  points: z.number(),
  /** The case's own words it came from, when it came from the text. */
  quote: z.optional(z.string()),
});
export type Contribution = z.infer<typeof contributionSchema>;

/** The simulated bench of a family matter: a judge applying the state's factors. */
export const benchSchema = z.object({
  /** Who decides: "A family-court judge in Franklin County, Ohio". */
  court: z.string(),
  /** The law applied: "Ohio's best-interest factors (R.C. 3109.04(F))". */
  law: z.string(),
  ruling: z.enum(VOTES),
  /** The ruling in the matter's words: "Grants sole custody to the client". */
  rulingLabel: z.string(),
  /** Percent: how firmly the facts point to the ruling. */
  confidence: z.int().check(z.minimum(0), z.maximum(100)),
  /** The findings the judge would rest on, each citing the fact that moved it. */
  reasons: z.array(z.string()),
});
export type Bench = z.infer<typeof benchSchema>;

/** What a civil case is about in money, and which court hears it (issue 32). */
export const civilOutcomeSchema = z.object({
  clientRole: z.enum(CIVIL_ROLES),
  /** The amount in dispute (US dollars). */
  amountInDispute: z.number(),
  /** The state's small-claims limit (US dollars) and whether the claim fits under it. */
  smallClaimsLimit: z.number(),
  smallClaims: z.boolean(),
  /** Which court and decision-maker, in words: "Small-claims court (a judge)", "A jury of 6". */
  court: z.string(),
  /** The median award to winning plaintiffs in trials of this type (BJS, 2005 dollars), null where none was published. */
  medianAward: z.nullable(z.number()),
  /** For a plaintiff: the award range if the client wins; for a defendant: the exposure if they lose (US dollars). */
  ifLost: z.nullable(z.object({ low: z.number(), high: z.number() })),
  ifWon: z.nullable(z.object({ low: z.number(), high: z.number() })),
  /** Expected value of the claim to the client: + for a plaintiff (what they can expect to recover), − for a defendant (expected payment). */
  expectedValue: z.number(),
  /** What the money figures rest on. */
  note: z.string(),
});
export type CivilOutcome = z.infer<typeof civilOutcomeSchema>;

/** The client-facing text phrased for staff ("the client's position" rather than "you"). */
export const staffTextSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendations: z.string(),
});

export const juryAnalysisSchema = z
  .object({
    /** Who decides the matter: a simulated jury (criminal) or a simulated bench (family). */
    decisionMaker: z._default(z.enum(DECISION_MAKERS), 'jury'),
    summary: z.string().check(z.minLength(1)),
    /** Percent chance of an outcome favourable to the client. */
    successProbability: z.int().check(z.minimum(0), z.maximum(100)),
    /**
     * The same chance unrounded (0..1), when the engine computed one: Outcome Prediction's what-if
     * moves from it, so its answer agrees with re-running the analysis.
     */
    chance: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
    /** The plausible range around it (percent), from what the engine could not pin down. */
    interval: z.optional(z.object({ low: z.int().check(z.minimum(0), z.maximum(100)), high: z.int().check(z.minimum(0), z.maximum(100)) })),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    recommendations: z.string(),
    /** Twelve for a criminal jury, the state's civil jury (four to twelve) for a civil one; none for a bench. */
    jurors: z.array(jurorSchema).check(z.maxLength(12)),
    /** A civil jury's size when it is not twelve (absent: twelve). */
    jurySize: z.optional(z.int().check(z.minimum(4), z.maximum(12))),
    /** A civil case: the amount in dispute and what a win is worth (null or absent otherwise). */
    civil: z.optional(civilOutcomeSchema),
    bench: z.optional(benchSchema),
    /** What moved the number from the base rate, in order. */
    contributions: z.optional(z.array(contributionSchema)),
    /** Whether the client confirmed the fact sheet before the analysis ran. */
    factsStatus: z.optional(z.enum(['confirmed', 'extracted'])),
    /** What the fact reader flagged (contradictions, a narrative it could not read). */
    flags: z.optional(z.array(flagSchema)),
    staff: z.optional(staffTextSchema),
    distribution: distributionSchema,
    factors: z.array(factorSchema),
    confidenceLevel: z.enum(['low', 'medium', 'high']),
    confidenceReason: z.string(),
    limits: z.string(),
    provenance: provenanceSchema,
  })
  .check(
    z.superRefine((a, ctx) => {
      if (a.decisionMaker === 'judge') {
        if (a.jurors.length) ctx.addIssue({ code: 'custom', path: ['jurors'], message: 'a bench has no jurors' });
        if (!a.bench) ctx.addIssue({ code: 'custom', path: ['bench'], message: 'is required when a judge decides' });
        return;
      }
      const size = a.jurySize ?? 12;
      const seats = new Set(a.jurors.map((j) => j.seat));
      if (seats.size !== size || a.jurors.length !== size || a.jurors.some((j) => j.seat > size))
        ctx.addIssue({ code: 'custom', path: ['jurors'], message: `must fill seats 1 to ${size} once each` });
      const problem = majorityProblem(a.jurors, a.successProbability);
      if (problem) ctx.addIssue({ code: 'custom', path: ['jurors'], message: problem });
    }),
  );
export type JuryAnalysis = z.infer<typeof juryAnalysisSchema>;

/**
 * The rule that ties the panel to the number: a favourable majority (7 or more of 12) exactly
 * when the probability is 50 % or more. Returns what is wrong, or undefined.
 */
export function majorityProblem(jurors: readonly { vote: Vote }[], successProbability: number): string | undefined {
  const n = jurors.length;
  const majority = Math.floor(n / 2) + 1;
  const favourable = jurors.filter((j) => j.vote === 'favourable').length;
  if (successProbability >= 50 && favourable < majority) {
    return `a ${successProbability}% chance needs a favourable majority, but only ${favourable} of ${n} jurors vote for the client`;
  }
  if (successProbability < 50 && favourable >= majority) {
    return `a ${successProbability}% chance needs no favourable majority, but ${favourable} of ${n} jurors vote for the client`;
  }
  return undefined;
}
