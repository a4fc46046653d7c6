// A learned second opinion on personal safety (issue 27): a logistic regression over the words and
// word pairs of a message, fitted on the labelled development parts of the question bank (safety
// messages against on-topic, partly on-topic, state-fact and off-topic ones; eval/train-safety.ts,
// decision 0100). threat.ts reads the semantics of a threat — an agent, an act, a target — and misses
// wordings nobody wrote a reading for ("put his hands around her neck", "the same headlights behind
// me since the highway"); the model weighs every word it has seen in safety messages, so a message
// close to them in words is read as one even when no reading fires. It only ever adds safety: the
// readings stay as they are.
import { plainTyping } from './nlp.js';
import model from './safety-model.json' with { type: 'json' };

export interface SafetyModel {
  bias: number;
  /** Weight of each feature (a word, or two words joined by "_"). */
  weights: Record<string, number>;
  /** The probability at or above which a message is read as about someone's safety (its answer leads with the steps). */
  threshold: number;
  /** The probability at or above which it is also read as a threat (never declined as off-topic). */
  threatThreshold: number;
}

/** The words of a message as the model sees them: lower case, plain apostrophes, contractions restored. */
export function safetyWords(text: string): string[] {
  return plainTyping(text)
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** The model's features of a message: each word and each pair of neighbouring words, once. */
export function safetyFeatures(text: string): string[] {
  const words = safetyWords(text);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(words[i]!);
    if (i + 1 < words.length) out.add(`${words[i]}_${words[i + 1]}`);
  }
  return [...out];
}

export function safetyScore(m: SafetyModel, text: string): number {
  let z = m.bias;
  for (const f of safetyFeatures(text)) z += m.weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

const SHIPPED = model as SafetyModel;

/** The shipped model's probability that a message is about someone's personal safety. */
export function safetyProbability(text: string): number {
  return safetyScore(SHIPPED, text);
}

/** How the shipped model reads a message: about someone's safety, and as a threat (see SafetyModel). */
export function learnedSafety(text: string): { safety: boolean; threat: boolean } {
  const p = safetyProbability(text);
  return { safety: p >= SHIPPED.threshold, threat: p >= SHIPPED.threatThreshold };
}
