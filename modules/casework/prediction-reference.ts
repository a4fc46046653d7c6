// The reference tables predictions read: cost ranges, timelines and the settlement share, per
// category with overrides per case type. docs/reference/predictions.md holds the same numbers with
// their sources. Pure data: the web app imports it too.
//
// Honesty about sources (the doc says it at length): the timelines follow the National Center for
// State Courts' Model Time Standards for State Trial Courts (2011), which are targets courts are
// measured against, not measured durations. No published statistic gives private legal fees by
// case type, so every cost range here is a Casebook ASSUMPTION (planning ranges), as is the
// settlement share (see settlementShare below).

export type Category = 'criminal' | 'family' | 'civil';

export interface CostRange {
  min: number;
  likely: number;
  max: number;
}

export interface ReferenceRow {
  /** US dollars, whole. */
  settlement: CostRange;
  trial: CostRange;
  timeline: { settlement: string; trial: string };
  /**
   * ASSUMPTION: of cases that reach an analysis, the share resolved by negotiation (plea or
   * settlement) rather than by a verdict or ruling — before the hung share of the simulated jury
   * is added to it. Published plea rates (about 94 % of state felony convictions, BJS NCJ 226846)
   * count every case, including those never contested; they are context, not this number.
   */
  settlementShare: number;
}

const range = (min: number, likely: number, max: number): CostRange => ({ min, likely, max });

export const REFERENCE_CATEGORY: Record<Category, ReferenceRow> = {
  criminal: {
    settlement: range(3_000, 7_500, 15_000),
    trial: range(10_000, 25_000, 60_000),
    timeline: { settlement: '1–3 months', trial: '6–12 months' },
    settlementShare: 0.3,
  },
  family: {
    settlement: range(3_000, 8_000, 15_000),
    trial: range(15_000, 30_000, 60_000),
    timeline: { settlement: '3–6 months', trial: '12–18 months' },
    settlementShare: 0.4,
  },
  civil: {
    settlement: range(1_000, 5_000, 15_000),
    trial: range(5_000, 20_000, 75_000),
    timeline: { settlement: '1–6 months', trial: '12–24 months' },
    settlementShare: 0.5,
  },
};

/** Case types whose costs or timelines differ from their category's row (keys: type slugs). */
export const REFERENCE_TYPE: Record<string, Partial<ReferenceRow>> = {
  homicide: {
    settlement: range(20_000, 50_000, 100_000),
    trial: range(50_000, 125_000, 250_000),
    timeline: { settlement: '3–9 months', trial: '12–24 months' },
  },
  'sexual-assault': { settlement: range(10_000, 25_000, 50_000), trial: range(30_000, 75_000, 150_000) },
  kidnapping: { settlement: range(10_000, 25_000, 50_000), trial: range(30_000, 75_000, 150_000) },
  fraud: { settlement: range(10_000, 25_000, 60_000), trial: range(40_000, 100_000, 250_000) },
  'money-laundering': { settlement: range(10_000, 25_000, 60_000), trial: range(40_000, 100_000, 250_000) },
  'tax-evasion': { settlement: range(10_000, 25_000, 60_000), trial: range(40_000, 100_000, 250_000) },
  'white-collar-crime': { settlement: range(10_000, 25_000, 60_000), trial: range(40_000, 100_000, 250_000) },
  dui: {
    settlement: range(2_000, 5_000, 10_000),
    trial: range(7_500, 15_000, 30_000),
    timeline: { settlement: '1–2 months', trial: '3–6 months' },
  },
  'child-custody': { settlement: range(5_000, 12_000, 25_000), trial: range(20_000, 40_000, 80_000) },
  adoption: {
    settlement: range(2_000, 5_000, 12_000),
    trial: range(5_000, 10_000, 20_000),
    timeline: { settlement: '3–9 months', trial: '6–12 months' },
  },
  'prenuptial-agreement': { settlement: range(1_500, 3_000, 6_000), trial: range(10_000, 20_000, 40_000) },
  'restraining-orders': {
    settlement: range(1_000, 3_000, 6_000),
    trial: range(3_000, 7_500, 15_000),
    timeline: { settlement: '2–6 weeks', trial: '1–3 months' },
  },
  'domestic-violence': {
    settlement: range(1_000, 3_000, 6_000),
    trial: range(3_000, 7_500, 15_000),
    timeline: { settlement: '2–6 weeks', trial: '1–3 months' },
  },
};

/** The reference row of a case type (its category's row with the type's overrides). */
export function referenceFor(category: Category, caseType: string): ReferenceRow {
  return { ...REFERENCE_CATEGORY[category], ...(REFERENCE_TYPE[caseType] ?? {}) };
}

export const REFERENCE_SOURCES = {
  timeline:
    'National Center for State Courts, Model Time Standards for State Trial Courts (2011): e.g. felonies 98 % disposed within 365 days, misdemeanours within 180, divorce within 540. Standards are targets, not measured durations; the ranges are Casebook’s reading of them.',
  costs:
    'Casebook assumption: no published statistic gives private legal fees by case type; these are planning ranges, to be checked with a lawyer’s quote.',
  settlementShare:
    'Casebook assumption (30 % criminal, 40 % family, 50 % civil, plus the simulated jury’s hung share). Context: about 94 % of state felony convictions come by guilty plea (BJS, Felony Sentences in State Courts 2006, NCJ 226846); trials were about 3 % of the tort, contract and real-property cases disposed of in state general-jurisdiction courts in 2005 (BJS, NCJ 223851).',
} as const;
