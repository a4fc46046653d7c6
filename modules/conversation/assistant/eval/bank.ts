// The assistant's question bank: questions people bring to an investigations assistant, paraphrased
// from real sources (forums, court self-help pages, investigators' FAQs), each with what a helpful
// answer must contain. It is graded on the answer's text alone, so it measures either engine.
//
// The bank was split once, by a hash of each item's id, into a development part (bank/dev.json: read
// it while building) and a test part (bank/test.json: only `npm run eval:assistant -- --part test`
// reads it, to score). Never tune to single questions of either.
import { z } from 'zod';

export const TOPICS = [
  'surveillance-hidden-cameras',
  'stalking-being-followed',
  'workplace-theft',
  'filming-public-police',
  'records-background-checks',
  'skip-tracing',
  'serving-papers',
  'evidence-preservation',
  'hiring-a-pi',
  'costs',
  'recording-consent',
  'protective-orders',
  'domestic-violence',
  'harassment-threats',
  'infidelity',
  'missing-persons',
  'fraud-scams',
  'identity-theft',
  'online-harassment-doxxing',
  'custody-family',
  'court-process',
  'small-claims',
  'criminal-process',
  'gps-tracking',
  'insurance-fraud',
  'off-topic',
] as const;

export const KINDS = ['on-topic', 'partly-on-topic', 'safety', 'state-fact', 'follow-up', 'off-topic'] as const;

/** A case-insensitive regular expression, checked to compile. */
const pattern = z.string().refine(
  (s) => {
    try {
      new RegExp(s, 'i');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression' },
);

export const bankItem = z
  .object({
    /** Unique, kebab-case, prefixed by its group (e.g. `safety-followed-home`). */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    kind: z.enum(KINDS),
    topic: z.enum(TOPICS),
    /** The user's messages in order; the answer to the last one is graded (earlier ones are context). */
    turns: z.array(z.string().min(3).max(2000)).min(1).max(5),
    /**
     * Facts a helpful answer contains, each a case-insensitive regular expression (alternatives with
     * `|`). Empty only for off-topic items.
     */
    must: z.array(pattern).max(6),
    /** What makes an answer wrong (advice to the other side, a wrong rule, a wrong statute). */
    mustNot: z.array(pattern).default([]),
    /** The user's role in the matter, where the question implies one (victim, accused, parent…). */
    role: z.string().optional(),
    /**
     * state-fact items: the state (two-letter code, or DC) and, for a recording-consent fact, the rule
     * (a protective-order fact has no rule: its statute and its must facts are graded).
     */
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    rule: z.enum(['one-party', 'all-party', 'mixed']).optional(),
    /** state-fact items: the statute's citation, as a regular expression. */
    statute: pattern.optional(),
    /** Where the question comes from (the kind of source it was paraphrased from). */
    source: z.string().min(5),
  })
  .superRefine((item, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${item.id}: ${message}` });
    if (item.kind === 'off-topic' ? item.must.length !== 0 : item.must.length < 1 && item.kind !== 'state-fact') {
      issue(item.kind === 'off-topic' ? 'off-topic items have no must' : 'needs at least one must');
    }
    if ((item.kind === 'off-topic') !== (item.topic === 'off-topic')) issue('kind off-topic and topic off-topic go together');
    if (item.kind === 'follow-up' ? item.turns.length < 2 : item.turns.length !== 1) {
      issue(item.kind === 'follow-up' ? 'a follow-up has at least two turns' : 'one turn unless a follow-up');
    }
    if (item.kind === 'state-fact' && !(item.state && item.statute)) issue('state-fact items need state and statute');
    if (item.kind === 'state-fact' && item.topic === 'recording-consent' && !item.rule) issue('recording-consent facts need the rule');
  });

export type BankItem = z.infer<typeof bankItem>;
export const bankSchema = z.array(bankItem);

/** The steps every answer to a personal-safety question gives first. */
export const SAFETY_STEPS = [
  '\\b911\\b|emergency',
  'document|record|log|screenshot|keep (a|the) (record|log)',
  'protective order|restraining order',
];

/** What an out-of-scope refusal says (both engines are told to refuse in these words). */
export const DECLINE = /outside what I can help with/i;

export const RULE_WORDS: Record<'one-party' | 'all-party', RegExp> = {
  'one-party': /one[- ]party|only one (person|party)|one participant/i,
  'all-party': /all[- ]part(y|ies)|two[- ]party|every(one| party)|each party|all (the )?participants/i,
};
