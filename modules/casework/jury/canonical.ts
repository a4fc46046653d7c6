// The canonical form of a case's facts: what the input hash and the simulation seed are taken from.
// RFC 8785 (JCS) JSON of the parsed facts, so key order, whitespace in the JSON and number
// formatting never change a hash; trimming and dropping empty optionals happen in the parse.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { CaseFacts } from './types.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function canonicalJson(facts: CaseFacts): string {
  const json = canonicalize(facts);
  if (json === undefined) throw new Error('case facts cannot be canonicalized');
  return json;
}

/** sha256 (hex) of the canonical JSON of the parsed facts: the provenance's inputHash. */
export const inputHash = (facts: CaseFacts): string => sha256(canonicalJson(facts));

/**
 * The simulation seed: the first 32 bits of the sha256 of the canonical facts with the evidence
 * rating left out. The same case always gets the same seed (a replay gives the same result), and
 * the same case at two evidence ratings shares its panel and every random draw (common random
 * numbers), which makes "stronger evidence never raises the probability" exact, not statistical.
 */
export function simulationSeed(facts: CaseFacts): number {
  const rest: Record<string, unknown> = { ...facts };
  if (facts.criminal) {
    const { evidenceStrength: _rated, ...criminal } = facts.criminal;
    rest.criminal = criminal;
  }
  return Number.parseInt(sha256(canonicalize(rest) ?? '').slice(0, 8), 16);
}
