// Civil cases (issue 32): the published figures the civil outcome model starts from, and the two
// court tables that decide who hears a civil case — each state's small-claims limit and its civil
// jury size — with their sources and the date they were read. docs/reference/civil-base-rates.md
// is the same content as a document; a test checks the two agree. Pure data, browser-safe.

import type { BaseRate } from './reference.js';

/** The day the web sources below were read (the tables are maintained by hand: re-read and re-date them). */
export const CIVIL_TABLES_READ_ON = '2026-11-30';

// ── base rates ─────────────────────────────────────────────────────────────────────────────────

const BJS_CIVIL_2005 =
  'Bureau of Justice Statistics, "Civil Bench and Jury Trials in State Courts, 2005" (L. Langton and T. H. Cohen, NCJ 223851, October 2008), https://bjs.ojp.gov/library/publications/civil-bench-and-jury-trials-state-courts-2005';
const BJS_CIVIL_2005_SUMMARY =
  'summary of the same report by type, http://hudsoninspro.com/blog/doj-study-profiles-lawsuits-decided-at-trial-in-the-state-co.html';
const BJS_TORT_2001 =
  'Bureau of Justice Statistics, "Tort Trials and Verdicts in Large Counties, 2001" (T. H. Cohen, NCJ 206240, 2004), as reported at http://www.securitymanagement.com/article/did-you-know-17';

/** A civil base rate: the PLAINTIFF's chance of winning at trial, with the median award to winning plaintiffs where published. */
export interface CivilBaseRate extends BaseRate {
  /** Median final award to plaintiffs who won, in the source's dollars (null where none was published for the type). */
  medianAward: number | null;
  /** What the median award is the median of (its row in the source). */
  awardOf: string | null;
}

export const CIVIL_BASE_RATES: readonly CivilBaseRate[] = [
  {
    key: 'civil.all',
    label: 'General civil trials in state courts',
    favourable: 0.56,
    medianAward: 28_000,
    awardOf: 'all plaintiff winners',
    source: BJS_CIVIL_2005,
    note: 'Plaintiffs won 56 % of the about 26,950 tort, contract and real-property trials concluded in state courts of general jurisdiction in 2005; the median final award to a winning plaintiff was $28,000.',
  },
  {
    key: 'civil.bench',
    label: 'Civil trials decided by a judge (small claims)',
    favourable: 0.68,
    medianAward: 24_000,
    awardOf: 'bench-trial plaintiff winners',
    source: `${BJS_CIVIL_2005}; https://www.bjs.gov/index.cfm/dataonline/index.cfm?ty=tp&tid=451`,
    note: 'Plaintiffs won 68 % of the civil trials judges decided in 2005 (juries: 54 %); the median bench award was $24,000. Small-claims courts are limited-jurisdiction courts the survey left out: the bench-trial rate is used for them as an assumption.',
  },
  {
    key: 'civil.contract',
    label: 'Contract trials',
    favourable: 0.66,
    medianAward: 35_000,
    awardOf: 'contract cases',
    source: `${BJS_CIVIL_2005}; ${BJS_CIVIL_2005_SUMMARY}`,
    note: 'Plaintiffs won 66 % of contract trials in 2005; median award $35,000 (juries $75,000, judges $25,000).',
  },
  {
    key: 'civil.contract.seller',
    label: 'Unpaid debts (seller-plaintiff contract trials)',
    favourable: 0.66,
    medianAward: 27_000,
    awardOf: 'seller-plaintiff cases',
    source: BJS_CIVIL_2005,
    note: 'A seller or lender suing for what it is owed; the report gives a median award of $27,000 for seller-plaintiff cases. Its win rate for the row could not be read here: the contract rate (66 %) is used.',
  },
  {
    key: 'civil.contract.buyer',
    label: 'Consumer and contractor disputes (buyer-plaintiff contract trials)',
    favourable: 0.56,
    medianAward: 17_000,
    awardOf: 'buyer-plaintiff cases',
    source: BJS_CIVIL_2005,
    note: 'A buyer suing over goods or work not delivered as agreed; median award $17,000. The row’s win rate could not be read here: the all-trials rate (56 %), below the contract rate, is used as the cautious choice.',
  },
  {
    key: 'civil.landlord-tenant',
    label: 'Landlord–tenant disputes',
    favourable: 0.66,
    medianAward: null,
    awardOf: null,
    source: BJS_CIVIL_2005,
    note: 'Leases are contracts: the contract rate (66 %) is used. Most landlord–tenant matters are heard in limited-jurisdiction courts the survey left out; no award median applies (a deposit or rent claim is its own amount).',
  },
  {
    key: 'civil.tort.vehicle',
    label: 'Motor vehicle accident trials',
    favourable: 0.64,
    medianAward: 15_000,
    awardOf: 'automobile cases',
    source: `${BJS_CIVIL_2005}; ${BJS_CIVIL_2005_SUMMARY}`,
    note: 'Plaintiffs won 64 % of motor vehicle accident trials in 2005, the most common civil trial (35 %); median award $15,000.',
  },
  {
    key: 'civil.tort.premises',
    label: 'Premises liability trials',
    favourable: 0.415,
    medianAward: 98_000,
    awardOf: 'premises liability cases',
    source: `${BJS_TORT_2001}; ${BJS_CIVIL_2005}`,
    note: 'Plaintiffs won 41.5 % of premises-liability jury trials in the 75 largest counties in 2001 (44.4 % in 1992); the 2005 median award was $98,000. The 2005 win rate for the row could not be read here.',
  },
  {
    key: 'civil.tort.intentional',
    label: 'Intentional tort trials (defamation is set by this row)',
    favourable: 0.52,
    medianAward: 38_000,
    awardOf: 'intentional tort cases',
    source: `${BJS_CIVIL_2005}; ${BJS_CIVIL_2005_SUMMARY}`,
    note: 'Plaintiffs won 52 % of intentional-tort trials in 2005; median award $38,000. Defamation has its own row in the report (slander/libel) that could not be read here, so the intentional-tort figures stand in, as an assumption.',
  },
  {
    key: 'civil.employment.discrimination',
    label: 'Employment discrimination trials',
    favourable: 0.45,
    medianAward: 175_000,
    awardOf: 'employment discrimination cases',
    source: BJS_CIVIL_2005,
    note: 'Median award $175,000 (2005). The row’s win rate could not be read here; 0.45 is an assumption below the all-trials rate, because discrimination must be shown from the employer’s motive, which is rarely written down.',
  },
  {
    key: 'civil.employment',
    label: 'Other employment disputes (wages, termination)',
    favourable: 0.56,
    medianAward: null,
    awardOf: null,
    source: BJS_CIVIL_2005,
    note: 'The report’s "other employment dispute" row could not be read here: the all-trials rate (56 %) is used. Unpaid wages are usually a documented amount; no award median is given.',
  },
];

const BY_KEY = new Map(CIVIL_BASE_RATES.map((b) => [b.key, b]));

/** Which base rate each civil case type starts from. */
export const CIVIL_TYPE_BASE: Readonly<Record<string, string>> = {
  'small-claims': 'civil.bench',
  'landlord-tenant-security-deposit': 'civil.landlord-tenant',
  'landlord-tenant-eviction': 'civil.landlord-tenant',
  'landlord-tenant-repairs': 'civil.landlord-tenant',
  'personal-injury-vehicle-accident': 'civil.tort.vehicle',
  'personal-injury-premises-liability': 'civil.tort.premises',
  'contract-dispute': 'civil.contract',
  'unpaid-debt': 'civil.contract.seller',
  'consumer-dispute': 'civil.contract.buyer',
  'contractor-dispute': 'civil.contract.buyer',
  'employment-unpaid-wages': 'civil.employment',
  'employment-discrimination': 'civil.employment.discrimination',
  'employment-wrongful-termination': 'civil.employment',
  defamation: 'civil.tort.intentional',
};

export function civilBaseRateFor(caseType: string): CivilBaseRate {
  return BY_KEY.get(CIVIL_TYPE_BASE[caseType] ?? 'civil.all')!;
}

/**
 * Who decides moves the plaintiff's chance: in 2005 plaintiffs won 68 % of bench trials and 54 % of
 * jury trials, against 56 % overall (BJS, NCJ 223851). The shift is that difference on the log-odds
 * scale, applied to the plaintiff's side whoever the client is.
 */
export const BENCH_PLAINTIFF_RATE = 0.68;
export const JURY_PLAINTIFF_RATE = 0.54;
export const ALL_PLAINTIFF_RATE = 0.56;

// ── small claims ───────────────────────────────────────────────────────────────────────────────

export interface TableSource {
  title: string;
  url: string;
}

export const SMALL_CLAIMS_SOURCES = {
  infotalker: {
    title: 'InfoTalker, "Small Claims Court Limits by State 2026"',
    url: 'https://infotalker.com/us/legal/small-claims-limits-by-state',
  },
  statutes: {
    title: 'PowerOfAttorney.com, state small-claims maximums with the statute of each',
    url: 'https://powerofattorney.com/table-draft/',
  },
  wyoming: {
    title: 'LegalCostCalculator, "Wyoming Small Claims Court Limit (2026)"',
    url: 'https://legalcostcalculator.pages.dev/small-claims-court-limits/wyoming/',
  },
} as const satisfies Record<string, TableSource>;

export interface SmallClaimsLimit {
  /** US dollars: a claim up to this amount may be heard in small claims. */
  limit: number;
  source: keyof typeof SMALL_CLAIMS_SOURCES;
  /** A different limit that applies to some claims or courts, in words. */
  note?: string;
}

const L = (limit: number, source: keyof typeof SMALL_CLAIMS_SOURCES, note?: string): SmallClaimsLimit => ({
  limit,
  source,
  ...(note ? { note } : {}),
});

/** The small-claims limit of the 50 states and DC (checked against Nolo's table where they agree; see the doc). */
export const SMALL_CLAIMS_LIMITS: Readonly<Record<string, SmallClaimsLimit>> = {
  AL: L(6_000, 'infotalker'),
  AK: L(10_000, 'infotalker'),
  AZ: L(3_500, 'infotalker'),
  AR: L(5_000, 'infotalker'),
  CA: L(10_000, 'infotalker', '$5,000 for businesses; at most two claims over $2,500 a year'),
  CO: L(7_500, 'infotalker'),
  CT: L(5_000, 'infotalker', 'no limit on security-deposit claims'),
  DE: L(25_000, 'infotalker'),
  DC: L(10_000, 'statutes', 'D.C. Code § 11–1321'),
  FL: L(8_000, 'infotalker'),
  GA: L(15_000, 'infotalker', 'no limit in eviction cases'),
  HI: L(5_000, 'infotalker', 'no limit on residential security-deposit cases'),
  ID: L(5_000, 'infotalker'),
  IL: L(10_000, 'infotalker'),
  IN: L(8_000, 'infotalker'),
  IA: L(6_500, 'infotalker'),
  KS: L(4_000, 'infotalker'),
  KY: L(2_500, 'infotalker'),
  LA: L(5_000, 'infotalker'),
  ME: L(6_000, 'infotalker'),
  MD: L(5_000, 'infotalker'),
  MA: L(7_000, 'infotalker', 'no limit for property damage caused by a motor vehicle'),
  MI: L(6_500, 'infotalker'),
  MN: L(15_000, 'infotalker', '$4,000 for consumer-credit claims'),
  MS: L(3_500, 'infotalker'),
  MO: L(5_000, 'infotalker'),
  MT: L(7_000, 'infotalker'),
  NE: L(3_600, 'infotalker', 'adjusted every five years by the Consumer Price Index'),
  NV: L(10_000, 'infotalker'),
  NH: L(10_000, 'infotalker'),
  NJ: L(5_000, 'infotalker', '$3,000 against a landlord'),
  NM: L(10_000, 'infotalker'),
  NY: L(5_000, 'infotalker', '$10,000 in New York City; $3,000 in town and village courts'),
  NC: L(10_000, 'infotalker'),
  ND: L(15_000, 'infotalker'),
  OH: L(6_000, 'infotalker'),
  OK: L(10_000, 'infotalker'),
  OR: L(10_000, 'infotalker'),
  PA: L(12_000, 'infotalker', 'magisterial district courts; Philadelphia Municipal Court differs'),
  RI: L(2_500, 'infotalker'),
  SC: L(7_500, 'infotalker'),
  SD: L(12_000, 'infotalker'),
  TN: L(25_000, 'infotalker', 'no limit in eviction suits'),
  TX: L(20_000, 'infotalker', 'justice court'),
  UT: L(11_000, 'infotalker'),
  VT: L(5_000, 'statutes'),
  VA: L(5_000, 'statutes', 'Va. Code § 16.1-122.2 (small claims division)'),
  WA: L(5_000, 'statutes', 'RCW 12.40.010'),
  WV: L(10_000, 'statutes', 'W. Va. Code § 50-2-1'),
  WI: L(10_000, 'statutes', 'no limit in eviction suits; $5,000 for tort claims'),
  WY: L(6_000, 'wyoming'),
};

export function smallClaimsLimitOf(state: string): SmallClaimsLimit {
  const found = SMALL_CLAIMS_LIMITS[state.toUpperCase()];
  if (!found) throw new RangeError(`No small-claims limit is recorded for ${state}`);
  return found;
}

// ── civil jury sizes ───────────────────────────────────────────────────────────────────────────

export interface JurySize {
  /** Jurors in a civil jury trial in the state's general-jurisdiction court. */
  size: number;
  /** A smaller jury for claims under an amount (Utah: four under $20,000). */
  under?: { amount: number; size: number };
  /** The source, or null where none was found here (then `size` is twelve, the common-law jury, labelled so). */
  source: TableSource | null;
}

const J = (size: number, source: TableSource | null, under?: { amount: number; size: number }): JurySize => ({
  size,
  source,
  ...(under ? { under } : {}),
});

const NOT_FOUND = null;

/**
 * Civil jury sizes found from here, each with its source; every other state is twelve, labelled
 * "not found" (docs/reference/civil-base-rates.md lists them). Six to twelve in every state that
 * was found, save Utah's four for claims under $20,000.
 */
export const CIVIL_JURY_SIZES: Readonly<Record<string, JurySize>> = {
  AZ: J(8, {
    title: 'A.R.S. § 21-102(C) as amended by HB 2185 (2021): eight jurors from 1 January 2023',
    url: 'https://azleg.gov/legtext/55leg/1r/bills/hb2185h.htm',
  }),
  CO: J(6, { title: 'C.R.S. § 13-71-103: a civil jury is six persons', url: 'http://www.lpdirect.net/casb/crs/13-71-103.html' }),
  FL: J(6, {
    title: 'Ludwin Law, "How many jurors are there in a civil trial?" (Florida)',
    url: 'https://ludwinlaw.com/helpie_faq/how-many-jurors-are-there-in-a-civil-trial',
  }),
  NY: J(6, {
    title: 'US Legal Forms, "New York civil trial with jury" (CPLR 4104: six jurors)',
    url: 'https://uslegalforms.com/forms-kit/us-000291/new-york-civil-trial-with-jury',
  }),
  TX: J(12, {
    title: 'Texas district courts seat twelve jurors (county courts six)',
    url: 'https://review.trendsmask.com/how-many-jurors-on-a-jury-207389.html',
  }),
  UT: J(
    8,
    {
      title: 'Utah Code § 78B-1-104(1)(e): eight in a civil case, four under $20,000',
      url: 'https://self-law.org/code/ut/title-78b/chapter-1/78b-1-104',
    },
    { amount: 20_000, size: 4 },
  ),
};

/** The civil jury for a claim in a state: its size, and whether the size was found or is the labelled default of twelve. */
export function civilJuryOf(state: string, amount: number): { size: number; found: boolean; source: TableSource | null } {
  const row = CIVIL_JURY_SIZES[state.toUpperCase()];
  if (!row) return { size: 12, found: false, source: NOT_FOUND };
  const size = row.under && amount < row.under.amount ? row.under.size : row.size;
  return { size, found: true, source: row.source };
}
