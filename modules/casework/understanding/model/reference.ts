// The base rates the outcome model starts from, each with its source (docs/reference/
// case-base-rates.md gives the derivation). Criminal: the chance of an ACQUITTAL given that a
// state jury reaches a verdict, and the share of trials that end hung. Family: the chance the
// PETITIONER gets what they ask for in substance. Where no published figure could be checked from
// here, the note says the number is an assumption and why; none is fitted to a vignette.

export interface BaseRate {
  key: string;
  label: string;
  /** Criminal: P(acquittal | verdict). Family: P(the petitioner's request granted). 0..1, never 0 or 1. */
  favourable: number;
  /** Criminal only: share of trials ending in a hung jury. */
  hung?: number;
  source: string;
  note: string;
}

const BJS_FELONY =
  'Bureau of Justice Statistics, "Felony Defendants in Large Urban Counties, 2009 — Statistical Tables" (B. Reaves, NCJ 243777, 2013), https://bjs.ojp.gov/library/publications/felony-defendants-large-urban-counties-2009-statistical-tables';
const NCSC_HUNG =
  'National Center for State Courts, "Are Hung Juries a Problem?" (P. Hannaford-Agor, V. Hans, N. Mott, G. T. Munsterman, 2002), https://www.ncsc.org/__data/assets/pdf_file/0020/14258/arehungjuriesaproblem.pdf';
const PEW_2019 =
  'Pew Research Center, "Only 2% of federal criminal defendants go to trial, and most who do are found guilty" (J. Gramlich, June 2019), https://www.pewresearch.org/short-reads/2019/06/11/only-2-of-federal-criminal-defendants-go-to-trial-and-most-who-do-are-found-guilty/';

export const BASE_RATES: readonly BaseRate[] = [
  {
    key: 'criminal.state-jury',
    label: 'State felony jury trials',
    favourable: 0.21,
    hung: 0.062,
    source: `${BJS_FELONY}; ${NCSC_HUNG}`,
    note: 'About three in four state felony trials end in conviction (BJS); about 6 % of state felony jury trials hang (NCSC, mean of the courts studied). Acquittal given a verdict: (1 − 0.75 − 0.06) / 0.94 ≈ 0.20; rounded to 0.21.',
  },
  {
    key: 'criminal.state-jury.violent',
    label: 'State jury trials of violent offences',
    favourable: 0.23,
    hung: 0.062,
    source: `${BJS_FELONY}; ${NCSC_HUNG}`,
    note: 'Assault, battery, robbery, kidnapping and homicide trials often turn on conflicting accounts and self-defense; set slightly above the all-felony rate. An assumption within the BJS range, not a separate published figure.',
  },
  {
    key: 'criminal.state-jury.sexual',
    label: 'State jury trials of sexual offences',
    favourable: 0.3,
    hung: 0.08,
    source: `${BJS_FELONY}; ${NCSC_HUNG}`,
    note: 'Sexual-offence trials are more often one account against another and acquit more often than other felonies; 0.30 is an assumption stated as such.',
  },
  {
    key: 'criminal.state-jury.property',
    label: 'State jury trials of property offences',
    favourable: 0.2,
    hung: 0.05,
    source: BJS_FELONY,
    note: 'Burglary and theft are usually shown by traces, goods or records; the all-felony rate, rounded down.',
  },
  {
    key: 'criminal.state-jury.drug',
    label: 'State jury trials of drug offences',
    favourable: 0.18,
    hung: 0.05,
    source: BJS_FELONY,
    note: 'Drug cases rest on seized substances and lab reports; slightly below the all-felony rate (assumption).',
  },
  {
    key: 'criminal.state-jury.dui',
    label: 'DUI jury trials',
    favourable: 0.16,
    hung: 0.04,
    source: BJS_FELONY,
    note: 'DUI trials rest on breath or blood test results; set below the all-felony rate (assumption; most DUI cases are misdemeanours that rarely reach a jury).',
  },
  {
    key: 'criminal.documentary',
    label: 'Fraud and financial-crime jury trials',
    favourable: 0.15,
    hung: 0.025,
    source: `${PEW_2019}; ${NCSC_HUNG}`,
    note: 'Fraud, identity theft, money laundering, tax and white-collar cases rest on paper trails and are often federal, where 83 % of the defendants who went to trial in FY2018 were convicted and 17 % acquitted — juries acquitted 14 %, judges 38 % (Pew, from the federal judiciary’s data); 0.15 is the jury figure. Hung rate 2.5 % (NCSC, federal).',
  },
  {
    key: 'family.protection-order',
    label: 'Final protection orders sought at a hearing',
    favourable: 0.55,
    source:
      'Assumption, after court self-help guidance (e.g. California Courts, "Domestic Violence Restraining Orders", https://selfhelp.courts.ca.gov/DV-restraining-order): a final order is granted on a preponderance of the evidence of abuse or threats.',
    note: 'Grant rates of final orders vary widely by court and by whether the respondent appears; no national figure could be checked here, so an even-plus chance is assumed and the facts (recent abuse, threats, records) move it.',
  },
  {
    key: 'family.custody',
    label: 'Contested requests for sole or primary custody',
    favourable: 0.4,
    source: 'E. Maccoby and R. Mnookin, "Dividing the Child: Social and Legal Dilemmas of Custody" (Harvard University Press, 1992).',
    note: "Most custody disputes settle and courts increasingly order shared parenting; a parent asking a judge for sole custody over the other parent's objection is assumed to succeed less often than not. Domestic-violence presumptions (most states) and the primary caregiver move it.",
  },
  {
    key: 'family.visitation',
    label: 'Requests for parenting time or visitation',
    favourable: 0.7,
    source:
      "State best-interest statutes favour a child's frequent and continuing contact with both parents (e.g. Cal. Fam. Code § 3020; Tex. Fam. Code § 153.001).",
    note: 'Assumption: a parent asking for some parenting time usually gets it unless safety is in question.',
  },
  {
    key: 'family.third-party',
    label: "A non-parent's request for visitation or custody over a parent's objection",
    favourable: 0.3,
    source:
      'Troxel v. Granville, 530 U.S. 57 (2000) (a fit parent is presumed to act in the child\'s best interests, and a court must give the parent\'s decision special weight); Walker v. Blair, 382 S.W.3d 862 (Ky. 2012) (the grandparent must rebut that presumption by clear and convincing evidence), https://print.casetext.com/case/walker-v-blair-1; D. Victor and K. Middleditch, "Grandparent Visitation: A Survey of History, Jurisprudence, and Legislative Trends Across the United States in the Past Decade", 22 J. Am. Acad. Matrimonial Law. 391 (2009), https://docslib.org/doc/7869858/grandparent-visitation-a-survey-of-history-jurisprudence-and-legislative-trends-across-the-united-states-in-the-past-decade',
    note: "A grandparent or other non-parent asking a court for time with a child, or for custody, against a parent must overcome the presumption that a fit parent's decision serves the child (by clear and convincing evidence in many states, a showing of harm or unfitness in others); no national grant rate could be checked here, so a minority chance is assumed, and the parent's unfitness (substance abuse, neglect, violence) moves it. The parent's side is one minus it.",
  },
  {
    key: 'family.paternity',
    label: 'Paternity actions',
    favourable: 0.8,
    source:
      'Uniform Parentage Act (2017) § 505: a genetic test identifying a man as the father (probability of 99 % or more, or as the state sets it) establishes or presumes parentage; https://www.uniformlaws.org/committees/community-home?CommunityKey=c4f37d2d-4d34-4ea4-8a4d-d17bd3ebd9d6',
    note: 'Most contested paternity actions end with the test: the petitioner usually prevails. An assumption; the DNA result in the facts moves it sharply either way.',
  },
  {
    key: 'family.divorce',
    label: 'Divorce on the terms asked',
    favourable: 0.5,
    source: 'Every state grants divorce on no-fault grounds (the last, New York, since 2010: N.Y. Dom. Rel. Law § 170(7)).',
    note: 'The divorce itself is granted; what is contested is the terms, which a judge sets between the two positions: an even chance is the neutral assumption.',
  },
  {
    key: 'family.child-support',
    label: 'Child-support orders sought',
    favourable: 0.7,
    source: 'Federal law requires every state to set support by presumptive guidelines (42 U.S.C. § 667; 45 C.F.R. § 302.56).',
    note: 'Once parentage is established a guideline order follows; the contest is over income and deviations. Assumption.',
  },
  {
    key: 'family.spousal-support',
    label: 'Spousal support (alimony) requests',
    favourable: 0.4,
    source: 'Statutory factors, e.g. Cal. Fam. Code § 4320; Fla. Stat. § 61.08 (durations tied to the length of the marriage).',
    note: "Alimony is discretionary and awarded in a minority of divorces; a contested request is assumed to succeed less often than not, moved by the marriage's length and the income gap.",
  },
  {
    key: 'family.property',
    label: 'Property division on the terms asked',
    favourable: 0.5,
    source: 'Community-property (e.g. Cal. Fam. Code § 2550) and equitable-distribution statutes.',
    note: 'The court divides between the two positions: an even chance is the neutral assumption.',
  },
  {
    key: 'family.prenup',
    label: 'Enforcement of a premarital agreement',
    favourable: 0.65,
    source:
      'Uniform Premarital Agreement Act § 6 (adopted in about half the states): enforced unless signed involuntarily or unconscionable without disclosure.',
    note: 'Courts enforce most written premarital agreements; the party seeking enforcement is the petitioner here. Assumption.',
  },
  {
    key: 'family.adoption',
    label: 'Adoption petitions',
    favourable: 0.85,
    source:
      'Child Welfare Information Gateway, "Consent to Adoption" (state statutes series), https://www.childwelfare.gov/resources/consent-adoption/',
    note: 'Most adoptions that reach a hearing have the needed consents and are granted; a contested one turns on consent or termination. Assumption.',
  },
  {
    key: 'family.guardianship',
    label: 'Guardianship petitions',
    favourable: 0.75,
    source: 'Uniform Guardianship, Conservatorship, and Other Protective Arrangements Act (2017), art. 2 and 3.',
    note: 'Guardianship is usually granted to a suitable, willing adult when it is needed; contested petitions less often. Assumption.',
  },
];

const BY_KEY = new Map(BASE_RATES.map((b) => [b.key, b]));

const CRIMINAL: Record<string, string> = {
  assault: 'criminal.state-jury.violent',
  battery: 'criminal.state-jury.violent',
  robbery: 'criminal.state-jury.violent',
  kidnapping: 'criminal.state-jury.violent',
  homicide: 'criminal.state-jury.violent',
  'sexual-assault': 'criminal.state-jury.sexual',
  burglary: 'criminal.state-jury.property',
  theft: 'criminal.state-jury.property',
  'grand-theft': 'criminal.state-jury.property',
  'drug-offenses': 'criminal.state-jury.drug',
  dui: 'criminal.state-jury.dui',
  fraud: 'criminal.documentary',
  'identity-theft': 'criminal.documentary',
  'money-laundering': 'criminal.documentary',
  'tax-evasion': 'criminal.documentary',
  'white-collar-crime': 'criminal.documentary',
};

const FAMILY: Record<string, string> = {
  'restraining-orders': 'family.protection-order',
  'domestic-violence': 'family.protection-order',
  'child-custody': 'family.custody',
  'visitation-rights': 'family.visitation',
  paternity: 'family.paternity',
  divorce: 'family.divorce',
  'child-support': 'family.child-support',
  'spousal-support-alimony': 'family.spousal-support',
  'marital-property-division': 'family.property',
  'prenuptial-agreement': 'family.prenup',
  adoption: 'family.adoption',
  guardianship: 'family.guardianship',
};

/** Case types about who has a child and when, where a parent and a non-parent can be the two sides. */
const CHILD_MATTERS: ReadonlySet<string> = new Set(['visitation-rights', 'child-custody']);

/**
 * A family matter about a child whose two sides are a parent and a non-parent (a grandparent, an aunt,
 * another relative): the client is not a parent and the other party is not known not to be one, or the
 * client is a parent (or unknown) and the other party is known not to be one. Troxel's presumption
 * for a fit parent then governs, not the best-interest contest between two parents.
 */
export function parentAgainstNonParent(
  caseType: string,
  sheet?: { clientParent?: string | undefined; otherPartyIsParent?: boolean | undefined },
): boolean {
  if (!sheet || !CHILD_MATTERS.has(caseType)) return false;
  const clientNonParent = sheet.clientParent === 'other';
  const otherNonParent = sheet.otherPartyIsParent === false;
  return clientNonParent !== otherNonParent;
}

/**
 * The base rate for a matter (every state prosecutes under the same published rates here: no
 * state-level figure was found to differ). A family matter about a child between a parent and a
 * non-parent starts from `family.third-party` (given the sheet's `clientParent` and
 * `otherPartyIsParent`).
 */
export function baseRateFor(
  category: 'criminal' | 'family',
  caseType: string,
  _state: string,
  sheet?: { clientParent?: string | undefined; otherPartyIsParent?: boolean | undefined },
): BaseRate {
  if (category === 'family' && parentAgainstNonParent(caseType, sheet)) return BY_KEY.get('family.third-party')!;
  const key =
    (category === 'criminal' ? CRIMINAL : FAMILY)[caseType] ?? (category === 'criminal' ? 'criminal.state-jury' : 'family.divorce');
  return BY_KEY.get(key)!;
}
