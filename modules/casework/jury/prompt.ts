// The OpenAI engine's prompt and the answer schema the model must fill (structured output). The
// model only READS the case into the fact sheet's fields (understanding/fact-sheet.ts); who
// decides, the ids, the reader's provenance and every number are the engine's and the outcome
// model's, so the model cannot misstate them. Classic zod here: zodResponseFormat needs it.
// Structured output wants every field required: what may be missing is nullable, not optional.
import { z } from 'zod';
import {
  CLIENT_ROLES,
  DIRECTIONS,
  EVIDENCE_KINDS,
  FAMILY_FACTOR_KEYS,
  FLAG_CODES,
  PARENT_ROLES,
  PERSON_ROLES,
  SIDES,
  sourceSchema,
  type FactSource,
  type ReaderDocument,
} from '../understanding/fact-sheet.js';
import { caseTypeLabel, type CaseFacts } from './types.js';

/** Bump on any change to the prompt or the answer schema: the fact sheet's reader (and so provenance) records it. */
export const JURY_PROMPT_VERSION = 'facts-prompt-3';

/** The fields a fact can be read from (the fact sheet's source.field). */
const SOURCE_FIELDS = sourceSchema.shape.field.options as [FactSource['field'], ...FactSource['field'][]];

const source = z.object({
  field: z.enum(SOURCE_FIELDS),
  /** The document's name (as given) when field is "document"; otherwise null. */
  document: z.string().nullable(),
});

/** What the model fills: the fact sheet without ids and bookkeeping, people referred to by name. */
export const readerAnswerSchema = z.object({
  clientRole: z.enum(CLIENT_ROLES),
  clientParent: z.enum(PARENT_ROLES).nullable(),
  otherPartyIsParent: z.boolean().nullable(),
  modification: z.boolean().nullable(),
  incomeGivenUpBy: z.enum(['client', 'other']).nullable(),
  clientAsks: z.string().nullable(),
  selfDefence: z
    .object({
      aggressor: z.enum(['other', 'client', 'unknown']),
      homeEntry: z.boolean(),
      unlawfulActivity: z.boolean(),
      quote: z.string(),
    })
    .nullable(),
  people: z.array(
    z.object({
      name: z.string().min(1),
      role: z.enum(PERSON_ROLES),
      side: z.enum(SIDES),
      listedWitness: z.boolean(),
      quote: z.string(),
      source,
    }),
  ),
  evidence: z.array(
    z.object({
      kind: z.enum(EVIDENCE_KINDS),
      direction: z.enum(DIRECTIONS),
      /** "client", a person's name exactly as in people, "other", "unknown", or "" when it is nobody's statement or conduct. */
      whose: z.string(),
      summary: z.string(),
      quote: z.string(),
      source,
    }),
  ),
  charges: z.array(
    z.object({
      text: z.string().min(1),
      statute: z.string().nullable(),
      level: z.enum(['felony', 'misdemeanor', 'infraction', 'unknown']),
    }),
  ),
  priorRecord: z.object({ count: z.int().min(0).nullable(), quote: z.string() }),
  procedural: z.object({
    detention: z.enum(['released', 'detained', 'unknown']),
    suppressionIssue: z.boolean(),
    suppressionQuote: z.string(),
  }),
  familyFactors: z.array(
    z.object({
      key: z.enum(FAMILY_FACTOR_KEYS),
      direction: z.enum(DIRECTIONS),
      value: z.number().nullable(),
      summary: z.string(),
      quote: z.string(),
      source,
    }),
  ),
  understood: z.number().min(0).max(1),
  flags: z.array(
    z.object({
      code: z.enum(FLAG_CODES),
      message: z.string(),
      severity: z.enum(['warning', 'info']),
    }),
  ),
});
export type ReaderAnswer = z.infer<typeof readerAnswerSchema>;

export function systemPrompt(facts: CaseFacts): string {
  const type = caseTypeLabel(facts.caseCategory, facts.caseType);
  const matter =
    facts.caseCategory === 'criminal'
      ? `This is a criminal case (${type}). The client is the defendant. "for" means it helps the defence; "against" means it helps the prosecution.`
      : `This is a family matter (${type}), decided by a judge. The client is the petitioner (the one who asked the court) or the respondent (the one the petition is against): read which from the text, "unknown" if it does not say. "for" means it helps what the client asks for; "against" means it helps the other side.`;
  return `You are the fact reader of Casebook, a legal-support app. You READ a case into a structured fact sheet that the client then reviews and corrects; a separate model weighs the sheet. You do not judge the case, predict an outcome or give advice. Never invent a fact, a person, a charge or a number: put in the sheet only what the text says, and answer "unknown" (or null, or leave a list empty) when you cannot tell.

${matter}

The input (in the user message) is the case form as JSON, and the text of any documents attached to it.
- Names and personal identifiers are replaced by placeholders such as [CLIENT], [WITNESS_1], [PERSON_2], [PARTY_1], [CHILD_1], [EMAIL_1]. Write them exactly as they appear (in names, quotes and summaries); never guess who they are. [CLIENT] is the client.
- keyWitnesses are the witnesses the client listed; criminal.evidenceStrength is the client's own rating of the evidence AGAINST the client ("very-strong" means the prosecution's evidence is very strong).
- Every side and direction is relative to THE CLIENT.

What to fill:
- clientRole: "defendant" in a criminal case; in a family matter "petitioner", "respondent" or "unknown". clientParent (family, children involved): "mother", "father", "other" (the client is not a parent: a grandparent, another relative, a guardian) or "unknown"; null otherwise. otherPartyIsParent (family, children involved): true when the other party is one of the child's parents, false when not (a grandparent, another relative, a guardian), null when the text does not say or otherwise. modification (family): true when the case asks to change a custody, parenting-time or support order a court already made, false when it asks for a first order, null when not said or otherwise. incomeGivenUpBy (family, support): "client" or "other" when that party gave up income by choice (quit or left a job, cut their hours; not a layoff or leaving work for a child's birth or care), null otherwise. clientAsks (family): what the client asks the court for, in a few words ("sole custody", "a protective order"); null when not said.
- people: every person the case names, once each, by name (the placeholder), with their role and side: "for" the client, "against" the client, "neutral", or "unknown" when the text does not say. A witness for the prosecution, a complainant or a victim of the alleged offence is against the client; an alibi witness is for the client. Mark listedWitness true for the people in keyWitnesses. quote: the sentence that says who the person is ("" when the person is only listed); source: where you read it.
- evidence: each piece of evidence, once, with kind (video, eyewitness, forensic, confession, admission, records, digital, alibi, expert, physical, testimony) and direction ("for" the client, "against", or "unknown"). whose: whose statement or conduct it is: "client", a person's name exactly as in people, "other" for someone not named, "unknown" when you cannot tell, or "" when it is nobody's (a video, a fingerprint). For a confession or an admission, whose is the SUBJECT of the verb: "his roommate confessed" is the roommate's confession, NOT the client's admission, and it is for the client; only the client's own confession or admission is against the client. Mind negation: "there is no video", "no witness saw it", "the DNA did not match" is not evidence against the client (a DNA result that excludes the client is forensic evidence for the client). summary: one short plain sentence; quote: the sentence it came from, in the case's own words.
- charges: one entry per offence charged, as written ("aggravated battery", "possession with intent to distribute"); counts of the same offence are one charge. A statute citation ("720 ILCS 5/12-3.05", "Penal Code 245(a)(1)") belongs to the charge it cites: put it in that charge's statute field, never as a charge of its own; null when none. level: "felony", "misdemeanor", "infraction" or "unknown". Family matters usually have no charges.
- selfDefence (criminal): null unless the defence is self-defence (defence of others or of the home, the castle doctrine or stand-your-ground included). Then aggressor: "other" when a piece of evidence that is not the client's own word (a recording, a 911 call, a witness who is not the person the client used force on) shows that person struck, grabbed, drew a weapon or came at the client first; "client" when such evidence shows the client struck first (or struck someone who posed no threat); "unknown" when only the client's account says who started it. homeEntry: true when that person broke, forced their way or unlawfully walked into the client's home. unlawfulActivity: true when the client was engaged in unlawful activity when using force (for instance a person barred from having a gun who had one). quote: the sentence that shows who started it, or else the one that raises the defence.
- priorRecord: count = the number of prior convictions when it can be read ("none" or "no record" is 0), null when it is not said; quote: the words it came from.
- procedural: detention "released" (bail, bond, own recognizance), "detained" (held, in jail, denied bail) or "unknown"; suppressionIssue true when a motion to suppress or exclude is raised or a ground for one is described (an unlawful search, no warrant, Miranda, a suggestive show-up identification), with its quote ("" when none).
- familyFactors (family matters): the factors the court weighs, each with its key and direction for the client, value where it has a number, summary, quote and source: primary-caregiver; domestic-violence-by-other / domestic-violence-by-client (a finding, a conviction or an incident); protective-order; substance-abuse-by-other / -by-client; child-preference; stable-home; co-parenting-willingness; interference-by-other / -by-client; relocation; neglect-by-other / -by-client; dna-test (value = the probability of paternity in percent, e.g. 99.9; 0 when the test excludes); marriage-length (value in years); income-gap (value = the higher income divided by the lower); threats-or-harassment; recent-incident; agreement-signed; independent-counsel; full-disclosure; guardian-ad-litem; criminal-record-other / criminal-record-client; less-restrictive-alternative (adult guardianship: a power of attorney, health-care proxy, representative payee or supported decision-making already in place — against the one asking for the guardianship, for them when it is shown to fail). The best interests of the child decide custody: say which way each factor points for the client.
- understood: 0 to 1, the share of the narrative's sentences with content that you could place in the sheet.
- flags, each with a plain-language message for the client and severity "warning" (it makes the reading less sure) or "info":
  - rating-contradiction: the client's rating of the evidence contradicts the text (rated very weak, but the text describes a confession, a video and fingerprints; or rated very strong with nothing described).
  - contradictory-statements: the text contradicts itself (two accounts of the same event, a witness said to be for and against the client).
  - not-english: some of the text is not in English (say which language, and read what you can).
  - names-only: the description is little more than names. too-long: the text had to be cut. role-unknown: the client's role cannot be read. witness-side-unknown: a listed witness's side cannot be read. document-unreadable: a document's text is garbled or empty.
- source for every item: field is the form field it came from (caseDescription, chargeDetails, defenseStrategy, additionalFactors, priorConvictions, bailStatus, detentionDetails, childrenDetails, assetDetails, supportDetails, keyWitnesses, opposingParty, or form for another field), or "document" with document = the document's name as given; document is null otherwise.`;
}

/** The most of one document's text sent, and of all documents together. */
export const DOCUMENT_CHARS = 20_000;
export const DOCUMENTS_CHARS = 60_000;

/** The user message: the masked form, then the masked documents (clipped to the budget). */
export function userPrompt(maskedFacts: CaseFacts, maskedDocuments: readonly ReaderDocument[] = []): { text: string; clipped: boolean } {
  let left = DOCUMENTS_CHARS;
  let clipped = false;
  const docs: string[] = [];
  for (const [i, d] of maskedDocuments.entries()) {
    const room = Math.min(DOCUMENT_CHARS, left);
    if (room <= 0) {
      clipped = true;
      break;
    }
    const text = d.text.length > room ? `${d.text.slice(0, room)}\n[… the rest of this document was cut]` : d.text;
    if (d.text.length > room) clipped = true;
    left -= Math.min(d.text.length, room);
    docs.push(`Document ${i + 1}, named "${d.name}":\n${text}`);
  }
  const parts = [`The case form:\n${JSON.stringify(maskedFacts, null, 2)}`];
  if (docs.length) parts.push(`The attached documents:\n\n${docs.join('\n\n')}`);
  else parts.push('No documents are attached.');
  return { text: parts.join('\n\n'), clipped };
}
