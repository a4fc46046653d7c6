// The OpenAI engine's prompt and the answer schema the model must fill (structured output).
// The model answers only what needs judgement; the panel's profiles, the distribution, the limits
// and the provenance are the engine's, so the model cannot misstate them.
import { z } from 'zod';
import type { PanelSeat } from './panel.js';
import { caseTypeLabel, factorSchema, VOTES, type CaseFacts } from './types.js';

/** Bump on any change to the prompt or the answer schema: provenance records it with each result. */
export const JURY_PROMPT_VERSION = 'jury-prompt-1';

export const modelAnswerSchema = z.object({
  summary: z.string(),
  successProbability: z.int().min(0).max(100),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendations: z.string(),
  jurors: z
    .array(
      z.object({
        seat: z.int().min(1).max(12),
        vote: z.enum(VOTES),
        confidence: z.int().min(0).max(100),
        reason: z.string(),
      }),
    )
    .length(12),
  factors: z.array(factorSchema),
  confidenceLevel: z.enum(['low', 'medium', 'high']),
  confidenceReason: z.string(),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export function systemPrompt(facts: CaseFacts, panel: PanelSeat[], baseRate: number): string {
  const type = caseTypeLabel(facts.caseCategory, facts.caseType);
  const seats = panel
    .map(({ seat, persona: p }) => `Seat ${seat}: ${p.ageBand}, ${p.occupation}. ${p.background} Leanings: ${p.leanings}`)
    .join('\n');
  const verdict =
    facts.caseCategory === 'criminal'
      ? 'In this criminal case "favourable" means a vote of not guilty and "unfavourable" a vote of guilty.'
      : 'In this family case "favourable" means siding with the client and "unfavourable" siding against the client. A judge usually decides family cases; the panel stands in for how reasonable people would weigh the facts.';
  return `You are the mock-jury engine of Casebook, a legal-support app. You simulate how a panel of twelve ordinary people would weigh a ${facts.caseCategory} case (${type}) so a client and their investigator can prepare. You never give legal advice and never invent facts.

The panel (answer for every seat, in that juror's voice and leanings):
${seats}

How to read the case (JSON in the user message):
- Names and personal identifiers are replaced by placeholders such as [CLIENT], [WITNESS_1], [PARTY_1], [EMAIL_1]. Use the placeholders exactly as written; never guess who they are.
- "The client" submitted the case; in a criminal case the client is the defendant.
- criminal.evidenceStrength rates the evidence AGAINST the client: "very-strong" means the prosecution's evidence is very strong, "very-weak" that it is very weak.
- keyWitnesses are witnesses for the client's account.
- ${verdict}

What to answer (JSON, matching the schema):
- successProbability: integer 0 to 100, the chance of an outcome favourable to the client.
- jurors: exactly twelve, seats 1 to 12, each with vote "favourable" or "unfavourable", confidence (0 to 100) in that vote, and a one- or two-sentence reason grounded in the facts and the juror's leanings.
- The votes must agree with the number: 7 or more favourable votes exactly when successProbability is 50 or more.
- summary: two to four plain-English sentences addressed to the client ("you"), stating how many of the 12 jurors vote for them and the estimate.
- strengths and weaknesses: short plain-English sentences drawn only from the facts given.
- recommendations: practical next steps as numbered lines, the last one advising the client to discuss the case with a licensed attorney.
- factors: the factors you weighed, each with key (short, kebab-case), label, direction ("favourable", "unfavourable" or "neutral"), weight (the shift in log-odds of a favourable outcome it causes, 0 to 5; 0 when neutral) and detail (one plain sentence).
- confidenceLevel and confidenceReason: "low" when the facts are thin (a short description, no witnesses, few details). Then keep successProbability within 10 points of the ${baseRate}% base rate for this kind of case and say in the summary that the facts give little to go on.`;
}

export const userPrompt = (maskedFacts: CaseFacts): string => `The case facts:\n${JSON.stringify(maskedFacts, null, 2)}`;
