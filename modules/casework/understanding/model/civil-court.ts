// Which court hears a civil case and who decides it (issue 32): the state's small-claims limit
// decides whether the claim fits small claims; small claims and landlord–tenant matters are heard
// by a judge (a simulated bench, as family matters are), larger civil trials by a jury of the
// state's civil size. Pure and browser-safe.
import { civilJuryOf, smallClaimsLimitOf, type TableSource } from './civil-reference.js';

export interface CivilCourt {
  decisionMaker: 'jury' | 'judge';
  /** The state's small-claims limit (US dollars). */
  smallClaimsLimit: number;
  /** The claim is heard in small claims (it fits the limit, or the client chose small claims and waives the excess). */
  smallClaims: boolean;
  /** The client chose small claims for a claim above the limit: only the limit can be awarded. */
  waivesExcess: boolean;
  /** Jurors when a jury decides (null for a bench). */
  jurySize: number | null;
  /** Whether the jury size was found for the state (false: twelve, the labelled default). */
  jurySizeFound: boolean;
  jurySource: TableSource | null;
  /** In words, for the result: "Small-claims court: a judge decides (limit $10,000 in Texas)". */
  words: string;
}

/** Landlord–tenant matters are decided by a judge in most courts (summary possession, deposit and repair claims). */
export const BENCH_TYPES: ReadonlySet<string> = new Set([
  'landlord-tenant-security-deposit',
  'landlord-tenant-eviction',
  'landlord-tenant-repairs',
]);

export const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

export function civilCourtOf(caseType: string, state: string, amount: number, stateName = state): CivilCourt {
  const { limit } = smallClaimsLimitOf(state);
  const fits = amount <= limit;
  const chosen = caseType === 'small-claims';
  const smallClaims = fits || chosen;
  const waivesExcess = chosen && !fits;
  const bench = smallClaims || BENCH_TYPES.has(caseType);
  if (bench) {
    const words = smallClaims
      ? `Small-claims court: a judge decides (the limit in ${stateName} is ${dollars(limit)}${waivesExcess ? `; a claim of ${dollars(amount)} must give up the excess over it` : ''})`
      : `A judge decides: landlord–tenant matters are heard without a jury in most courts (the claim is above ${stateName}'s small-claims limit of ${dollars(limit)})`;
    return {
      decisionMaker: 'judge',
      smallClaimsLimit: limit,
      smallClaims,
      waivesExcess,
      jurySize: null,
      jurySizeFound: false,
      jurySource: null,
      words,
    };
  }
  const jury = civilJuryOf(state, amount);
  const words = jury.found
    ? `A civil jury of ${jury.size} (above ${stateName}'s small-claims limit of ${dollars(limit)})`
    : `A civil jury of 12 — ${stateName}'s civil jury size was not found, so the common-law twelve is assumed (above its small-claims limit of ${dollars(limit)})`;
  return {
    decisionMaker: 'jury',
    smallClaimsLimit: limit,
    smallClaims: false,
    waivesExcess: false,
    jurySize: jury.size,
    jurySizeFound: jury.found,
    jurySource: jury.source,
    words,
  };
}
