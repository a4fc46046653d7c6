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
  californiaCcp: {
    title:
      'Cal. Code Civ. Proc. § 116.221 ($12,500 for a natural person) and § 116.220(a)(1) ($6,250 otherwise), as amended from 1 January 2024',
    url: 'https://self-law.org/code/ca/code-of-civil-procedure/116-221',
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
  CA: L(12_500, 'californiaCcp', '$6,250 for businesses and other entities; at most two claims over $2,500 a year'),
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
  /** A smaller jury for claims under an amount (Utah: four under $20,000; Virginia: five up to $50,000). */
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
 * Civil jury sizes found from here (read 2026-11-30), each with its source — a statute or court
 * rule where one was found, else the page that states the size; every other state is twelve,
 * labelled "not found" (docs/reference/civil-base-rates.md lists them and why). Six to twelve in
 * every state that was found; a smaller jury under an amount is four in Utah (under $20,000) and
 * five in Virginia (claims within the general district court limit, $50,000).
 */
export const CIVIL_JURY_SIZES: Readonly<Record<string, JurySize>> = {
  AL: J(12, {
    title: 'Ala. R. Civ. P. 47(b): the parties strike from at least 24 until twelve remain (Rule 48: fewer only by stipulation)',
    url: 'https://casetext.com/rule/alabama-court-rules/alabama-rules-of-civil-procedure/trials/rule-47-jurors',
  }),
  AZ: J(8, {
    title: 'A.R.S. § 21-102(C) as amended by HB 2185 (2021): eight jurors from 1 January 2023',
    url: 'https://azleg.gov/legtext/55leg/1r/bills/hb2185h.htm',
  }),
  CA: J(12, {
    title: 'Cal. Code Civ. Proc. § 220: a trial jury is twelve, or fewer in civil actions if the parties agree',
    url: 'https://law.uslawyerdatabase.com/category/us-law/2022-california-code/code-of-civil-procedure-ccp/part-1-of-courts-of-justice/title-3-persons-specially-invested-with-powers-of-a-judicial-nature/page/2',
  }),
  CO: J(6, { title: 'C.R.S. § 13-71-103: a civil jury is six persons', url: 'http://www.lpdirect.net/casb/crs/13-71-103.html' }),
  CT: J(6, {
    title:
      'Connecticut Judicial Branch, "Connecticut Courts", as excerpted by attorneys-ct.com: six jurors and two alternates in civil trials',
    url: 'http://attorneys-ct.com/Jury_Trial/jury_trial.html',
  }),
  DC: J(6, {
    title: 'D.C. Super. Ct. Civ. R. 48, comment: a jury demand is presumed to be for six unless it says otherwise',
    url: 'https://casetext.com/rule/district-of-columbia-court-rules/superior-court-rules-of-district-of-columbia/superior-court-rules-of-civil-procedure/title-vi-trials/rule-48-number-of-jurors-verdict-polling',
  }),
  DE: J(6, {
    title: 'Del. Super. Ct. Civ. R. 38(d): six unless a jury of twelve is demanded (Delaware Trial Handbook § 6:5)',
    url: 'http://www.delawgroup.com/delaware-trial-handbook-%C2%A7-65-number-of-jurors/',
  }),
  FL: J(6, {
    title: 'Fla. Stat. § 69.071: in all civil actions a jury of six is sufficient',
    url: 'https://www.syfert.com/florida/statutes/0069.071.html',
  }),
  GA: J(12, {
    title: 'O.C.G.A. § 15-12-122(b): twelve in superior court (state courts seat six unless twelve are demanded on a larger claim)',
    url: 'https://law.justia.com/codes/georgia/2020/title-15/chapter-12/article-5/part-1/section-15-12-122/',
  }),
  HI: J(12, {
    title: "HRS § 635-26: the clerk draws twelve jurors; fewer only on the parties' stipulation",
    url: 'https://www.legalfix.com/statutes/state-codes/hawaii/title-34/chapter-635/section-635-26',
  }),
  IA: J(8, {
    title:
      'Winjum Law, "What is a civil jury trial?" (Iowa): most civil cases are heard by eight jurors (Iowa R. Civ. P. 1.917(2): a mistrial if more than two are lost)',
    url: 'https://www.winjumlaw.com/post/what-is-a-civil-jury-trial',
  }),
  ID: J(12, {
    title: 'I.R.C.P. 48(a) (1976 text): twelve, or fewer by agreement; not more than six in cases assignable to the magistrates division',
    url: 'http://isc.idaho.gov/ircp48a',
  }),
  IL: J(12, {
    title:
      'Kakos v. Butler, 2016 IL 120377: the Illinois Constitution keeps the twelve-person civil jury (the six-person limit in 735 ILCS 5/2-1105(b) was struck down)',
    url: 'https://law.justia.com/cases/illinois/supreme-court/2016/120377.html',
  }),
  IN: J(6, {
    title: 'Ind. Trial Rule 47(A): in all civil cases the jury consists of six',
    url: 'https://rules.incourts.gov/Content/trial/rule47/current.htm',
  }),
  KS: J(12, {
    title:
      'Bourne v. Atchison, T. & S.F. Ry., 209 Kan. 511 (1972): K.S.A. 60-248(a) makes twelve mandatory in district court civil cases absent a stipulation',
    url: 'http://casetext.com/case/bourne-v-atchison-t-sf-rly-co',
  }),
  MA: J(12, {
    title:
      'Law360 via Mondaq, "Mass. Bar split as pre-pandemic 12-person juries return": Superior Court civil juries of twelve again from 2024',
    url: 'https://www.mondaq.com/unitedstates/trials-appeals-compensation/1421142/mass-bar-split-as-prepandemic-12person-juries-return',
  }),
  MD: J(6, {
    title: 'Md. Code, Cts. & Jud. Proc. § 8-421(a): in a civil case the jury consists of six',
    url: 'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=gcj&enactments=false&section=8-421',
  }),
  MI: J(6, { title: 'MCR 2.511(B): the jurors are reduced to six, who constitute the jury', url: 'https://howtolegalhelp.com/?p=15996' }),
  MO: J(12, {
    title: 'RSMo § 494.490: twelve in civil actions before a circuit judge, unless all parties agree to not fewer than eight',
    url: 'https://revisor.mo.gov/main/OneSection.aspx?section=494.490&bid=27322',
  }),
  MS: J(12, {
    title: 'Pepper Odom, "Jury duty information": a Mississippi civil verdict needs 9 of the 12 jurors',
    url: 'https://pepperodom.com/jury-duty-information/',
  }),
  NC: J(12, {
    title: 'N.C. R. Civ. P. 48 (G.S. 1A-1): fewer than 12 only by stipulation (G.S. 7A-196(a): a civil jury of 12 in district court too)',
    url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1A/GS_1A-1,_Rule_48.html',
  }),
  ND: J(6, {
    title: 'N.D.R.Civ.P. 48(b) (1988 text; N.D.C.C. § 28-14-03.1): six unless a jury of nine is demanded',
    url: 'https://www.ndcourts.gov/legal-resources/rules/ndrcivp/48-1',
  }),
  NE: J(12, {
    title:
      'Neb. Const. art. I, § 6: fewer than twelve only in courts inferior to the district court (county courts six, Neb. Rev. Stat. § 25-2705(2))',
    url: 'https://nebraskalegislature.gov/laws/articles.php?article=I-6&print=true',
  }),
  NJ: J(6, {
    title: 'N.J. Ct. R. 1:8-2(b): a civil jury of six deliberates unless the court orders twelve for good cause',
    url: 'http://casetext.com/rule/new-jersey-rules-of-court/new-jersey-rules-of-court/njr-ct-part-i/part-i-rules-of-general-application/rule-18-jury',
  }),
  NM: J(6, {
    title: 'NMRA 1-038(B) and the committee commentary to 1-048: six unless a party demands twelve',
    url: 'http://print.casetext.com/rule/new-mexico-court-rules/new-mexico-rules-of-civil-procedure-for-the-district-courts/article-6-trials/rule-1-048-juries-of-fewer-than-twelve-stipulation',
  }),
  NY: J(6, {
    title: 'CPLR 4105: the first six persons drawn and approved constitute the jury',
    url: 'https://nysenate.gov/legislation/laws/CVP/4105',
  }),
  OH: J(8, {
    title: 'Ohio Civ.R. 38(B): in civil actions the jury is eight unless the demand specifies fewer',
    url: 'https://rulesofcivilprocedure.com/oh/rule-38/',
  }),
  PA: J(12, {
    title: 'Pa.R.C.P. 1007.1(c) as applied in Gianni v. Phillips (Pa. Super. 2007): twelve unless fewer are consented to',
    url: 'https://www.wcmlaw.com/news/pa-superior-court-holds-that-civil-jury-trial-requires-12-jurors.',
  }),
  RI: J(6, {
    title: 'R.I. Gen. Laws § 9-10-12: six are drawn in civil cases (twelve in criminal)',
    url: 'http://webserver.rilegislature.gov/Statutes/TITLE9/9-10/9-10-12.htm',
  }),
  TN: J(12, {
    title: 'Tenn. R. Civ. P. 48, as summarised by RulesofCivilProcedure.com: twelve ordinarily, fewer only by stipulation',
    url: 'https://rulesofcivilprocedure.com/tn/rule-48/',
  }),
  TX: J(12, {
    title:
      "Tex. Gov't Code § 62.201: the jury in a district court is composed of 12 persons unless the parties agree to fewer (quoted by LawPipe)",
    url: 'http://www.lawpipe.com/texas/Government_Code_Section_62201_And_Article_3629(A)_Of_The_Code_Of_Criminal_Procedure.html',
  }),
  UT: J(
    8,
    {
      title: 'Utah Code § 78B-1-104(1)(e): eight in a civil case, four under $20,000',
      url: 'https://self-law.org/code/ut/title-78b/chapter-1/78b-1-104',
    },
    { amount: 20_000, size: 4 },
  ),
  VA: J(
    7,
    {
      title:
        'Va. Code § 8.01-359(A): seven in civil cases, five where the claim is within the general district court limit of § 16.1-77(1) ($50,000)',
      url: 'https://lawserver.com/law/state/virginia/va-code/virginia_code_8-01-359',
    },
    { amount: 50_000, size: 5 },
  ),
  VT: J(12, {
    title:
      'Lincoln v. Smith, 27 Vt. 328 (1855), quoted by On Lawyering: a constitutional jury is twelve (V.R.C.P. 48: fewer only by stipulation)',
    url: 'http://www.onlawyering.com/tag/12-person-jury-trials/',
  }),
  WA: J(6, { title: 'RCW 4.44.120: six unless a party demands twelve', url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=4.44.120' }),
  WI: J(6, {
    title: 'Wis. Stat. § 756.06(2)(b): six in a civil case unless a party requests more, not over 12',
    url: 'https://casetext.com/statute/wisconsin-statutes/courts/chapter-756-juries/section-75606-jury-selection',
  }),
  WV: J(6, {
    title: 'W. Va. Code § 56-6-11(a): a civil jury consists of six members',
    url: 'https://self-law.org/code/wv/chapter-56-pleading-and-practice/article-6-trial/56-6-11',
  }),
  WY: J(6, {
    title: 'Wyo. Stat. § 1-11-119: six in district court civil cases unless twelve are demanded',
    url: 'https://casetext.com/statute/wyoming-statutes/title-1-code-of-civil-procedure/chapter-11-trial-by-jury/article-1-qualifications-selection-and-empaneling-of-juries/section-1-11-119-number-of-jurors-fees-and-mileage',
  }),
};

/** The civil jury for a claim in a state: its size, and whether the size was found or is the labelled default of twelve. */
export function civilJuryOf(state: string, amount: number): { size: number; found: boolean; source: TableSource | null } {
  const row = CIVIL_JURY_SIZES[state.toUpperCase()];
  if (!row) return { size: 12, found: false, source: NOT_FOUND };
  const size = row.under && amount < row.under.amount ? row.under.size : row.size;
  return { size, found: true, source: row.source };
}
