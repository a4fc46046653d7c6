// The civil outcome model (issue 32): the same machinery as the criminal and family model
// (outcome.ts) — a published base rate moved on the log-odds scale by the confirmed facts, each
// direction a sorted sum with diminishing returns and a saturating cap, an interval from what
// could not be pinned down, never 0 % or 100 % — started from the BJS civil-trial figures
// (civil-reference.ts). A civil case is one party against the other: the base rate is the
// PLAINTIFF's, taken as 1 − p for a defendant, and an item weighs the same whichever side it
// helps, so the plaintiff's and the defendant's numbers on the same facts add up to 100.
// Pure and browser-safe.
import type { EvidenceItem, Person } from '../fact-sheet.js';
import { civilBaseRateFor } from './civil-reference.js';
import { countedPeople, evidenceLabel, logit, sigmoid, type Assessment, type ModelInput, type Pull } from './outcome.js';
import {
  CEILING,
  DIRECTION_CAP,
  directionTotal,
  EVIDENCE_WEIGHTS,
  FLOOR,
  INTERVAL_Z,
  MODEL_SD,
  UNKNOWN_SD,
  WITNESS_WEIGHTS,
} from './weights.js';

/**
 * A civil item weighs this share of the mean of its kind's criminal weights (for and against): a
 * judge or a civil jury decides on a preponderance of the evidence, one side's record against the
 * other's, as in a family matter (FAMILY_EVIDENCE_SHARE is the same 0.7, for the same reason).
 */
export const CIVIL_EVIDENCE_SHARE = 0.7;

/** Orientation: +1 when the base rate (the plaintiff's) is the client's own chance, −1 for a defendant. */
export const civilOrientation = (role: string): 1 | -1 => (role === 'defendant' ? -1 : 1);

const evidenceWeight = (e: EvidenceItem) => ((EVIDENCE_WEIGHTS[e.kind].for + EVIDENCE_WEIGHTS[e.kind].against) / 2) * CIVIL_EVIDENCE_SHARE;
const witnessWeight = (p: Person) =>
  p.role === 'character-witness' ? WITNESS_WEIGHTS.forCharacter : (WITNESS_WEIGHTS.for + WITNESS_WEIGHTS.against) / 2;

export function assessCivil(input: ModelInput): Assessment {
  const { sheet, caseType } = input;
  const base = civilBaseRateFor(caseType);
  const s = civilOrientation(sheet.clientRole);
  const baseChance = s === 1 ? base.favourable : 1 - base.favourable;
  const pulls: Pull[] = [];

  const weighed = sheet.evidence
    .filter((e) => e.direction !== 'unknown')
    .map((e) => ({
      pull: { key: `evidence.${e.id}`, group: 'evidence' as const, label: evidenceLabel(e), quote: e.quote || undefined, evidence: e },
      w: evidenceWeight(e),
      dir: e.direction === 'for' ? 1 : -1,
    }));
  for (const dir of [1, -1] as const) {
    const mine = weighed.filter((x) => x.dir === dir);
    const { each } = directionTotal(
      mine.map((x) => x.w),
      DIRECTION_CAP,
    );
    mine.forEach((x, i) => pulls.push({ ...x.pull, shift: dir * each[i]! }));
  }
  const people = countedPeople(sheet);
  for (const dir of [1, -1] as const) {
    const mine = people.filter((p) => (p.side === 'for' ? 1 : -1) === dir);
    const { each } = directionTotal(mine.map(witnessWeight), WITNESS_WEIGHTS.cap);
    mine.forEach((p, i) =>
      pulls.push({
        key: `witness.${p.id}`,
        group: 'witnesses',
        label: `${p.name} (${p.role.replace(/-/g, ' ')}), ${dir === 1 ? 'a witness for the client' : 'against the client'}`,
        shift: dir * each[i]!,
        quote: p.quote || undefined,
        person: p,
      }),
    );
  }

  const total = pulls.reduce((a, p) => a + p.shift, 0);
  const x = logit(baseChance) + total;
  const chance = sigmoid(x);

  const unknowns: string[] = [];
  let variance = MODEL_SD ** 2;
  const unknownEvidence = sheet.evidence.filter((e) => e.direction === 'unknown').length;
  if (unknownEvidence) {
    variance += unknownEvidence * UNKNOWN_SD.evidenceDirection ** 2;
    unknowns.push(`${unknownEvidence} piece${unknownEvidence === 1 ? '' : 's'} of evidence whose direction is not clear`);
  }
  const unknownSides = sheet.people.filter((p) => p.side === 'unknown' && p.role !== 'client').length;
  if (unknownSides) {
    variance += unknownSides * UNKNOWN_SD.witnessSide ** 2;
    unknowns.push(`${unknownSides} person${unknownSides === 1 ? '' : 's'} whose side is not known`);
  }
  if (sheet.clientRole !== 'plaintiff' && sheet.clientRole !== 'defendant') {
    variance += UNKNOWN_SD.roleUnknown ** 2;
    unknowns.push('whether you sued or were sued');
  }
  const warnings = input.flags.filter((f) => f.severity === 'warning').length;
  variance += warnings * UNKNOWN_SD.warningFlag ** 2;
  const understood = Math.max(0, Math.min(1, sheet.understood));
  variance += (UNKNOWN_SD.notUnderstood * (1 - understood)) ** 2;
  if (understood < 0.5) unknowns.push('much of the description could not be placed');
  const sd = Math.sqrt(variance);

  const clampPct = (p: number) => Math.min(CEILING, Math.max(FLOOR, p));
  const successProbability = clampPct(Math.round(chance * 100));
  const low = Math.min(successProbability, Math.max(1, Math.round(sigmoid(x - INTERVAL_Z * sd) * 100)));
  const high = Math.max(successProbability, Math.min(99, Math.round(sigmoid(x + INTERVAL_Z * sd) * 100)));
  // A civil jury that cannot agree is rare where a majority verdict is allowed; the model shows none.
  pulls.sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.key.localeCompare(b.key));
  return { base, baseChance, logit: x, chance, successProbability, interval: { low, high }, sd, hung: 0, pulls, understood, unknowns };
}
