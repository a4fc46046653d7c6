// Development split of the case vignettes, sixth part (issue 25): a family-law part, written before
// the engine was run on any of it, to measure how the reader's family factors generalise to prose
// their rules were not written for; committed before the first run (decision 0080). Every case is
// invented from a public PATTERN (court self-help and legal-aid pages, statutes, appellate opinions,
// family lawyers' explainers; the address is in each `source`), paraphrased; no name is a real
// private person's. 26 vignettes, all family, over 12 states none of the earlier development parts
// used for a family matter (Alabama, Arkansas, Iowa, Kansas, Maine, Maryland, Mississippi, Montana,
// Nebraska, New Hampshire, North Dakota, West Virginia), told in varied surface forms: the client in
// the first person, a relative, the lawyer's summary, terse notes with verbless lines, the passive
// ("was found by the court to have struck"), relative clauses ("the mother, who had relapsed twice,
// …"), reported speech and accusations ("he filed a false complaint against me"). 4 pairs that
// differ in one fact and 2 mirrors (the same matter told by the other party).
// Ranges are percent chances of an outcome favourable to the client (the client gets what they ask
// for, or defeats what the other side asks), starting from the cited base rate (model/reference.ts,
// docs/reference/case-base-rates.md; a respondent's is one minus the petitioner's) and moved by the
// facts.
//
// Conventions of the gold facts, as in dev-2.ts to dev-5.ts: 'admission' only for a statement a
// party made to someone else and that the text reports; a drug test or a DNA test is 'forensic'; a
// police report, court record, school or medical record, payment history or letter is 'records'; a
// guardian ad litem's, evaluator's or counsellor's report is 'expert'; photographs of an injury are
// 'physical'; texts and messages are 'digital'; the other party of a family matter is 'against'. An
// accusation the text calls false, or that a court dismissed, is not evidence against the client.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs and mirrors ─────────────────────────────────────────────────────

const MD_FINDING_61 =
  'At the protective order hearing in March the father was found by Judge Alvarez to have struck the mother twice and to have thrown her phone against the wall when she tried to call her sister, and a one-year final protective order was entered against him.';
const MD_FINDING_62 =
  'At the protective order hearing in March the judge heard both of them and found that the mother had not proved any abuse, and the petition was dismissed.';

const MD_CUSTODY_61: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Okafor v. Okafor — custody of two children, Prince George’s County',
  caseDescription: `Our client, Adaeze Okafor, separated from her husband Chidi Okafor in February and asks for sole legal and primary physical custody of their children, Ifeoma, 9, and Tobenna, 6. ${MD_FINDING_61} Since the separation the children have lived with Ms. Okafor in Bowie and have seen their father on alternate Saturdays. She has been the one who takes them to school and to the pediatrician; the school's attendance records and the pediatric chart show her as the contact parent. Mr. Okafor asks for joint legal custody and a week-on, week-off schedule.`,
  state: 'MD',
  city: 'Bowie',
  clientName: 'Adaeze Okafor',
  opposingParty: 'Chidi Okafor',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'separated',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Ifeoma, 9, and Tobenna, 6, live with their mother.',
    supportRequested: false,
  },
};

const IA_PARENT_61 =
  'Megan has a full-time job at the hospital, the children are in school every day, and the caseworker from DHS who looked into my call closed the case and wrote that the home was safe.';
const IA_PARENT_62 =
  'Megan was charged with child endangerment in May after the children were found alone in her apartment overnight, and the DHS caseworker wrote in her assessment that Megan had been using methamphetamine again.';

const IA_GRANDPARENT_61: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'visitation-rights',
  caseTitle: 'Grandparent visitation with my late son’s children',
  caseDescription: `My son Travis died in a farm accident two years ago. His widow, Megan Strand, has the children, Lily, 8, and Cole, 5. For the first year after Travis died I kept the children three afternoons a week and most Saturdays. Last winter Megan and I argued about her new boyfriend and since then she has not let me see them at all. ${IA_PARENT_61} I filed a petition in Story County under the grandparent visitation law asking for one weekend a month.`,
  state: 'IA',
  city: 'Ames',
  clientName: 'Darlene Strand',
  opposingParty: 'Megan Strand',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'other',
    childrenInvolved: true,
    childrenDetails: 'Lily, 8, and Cole, 5, my grandchildren, live with their mother.',
    supportRequested: false,
  },
};

const ND_DV_NOTES = [
  'Client: Kayla Renner (mother), Minot. Other parent: Brandon Renner. Divorce pending, Ward County.',
  'Children: Ava, 7; Eli, 4.',
  'Client asks: primary residential responsibility; Brandon’s parenting time supervised.',
  '- DV by Brandon — 2 convictions (domestic assault, Ward County, June 2023 and Feb 2024).',
  '- Feb 2024: client choked in the kitchen, children present; photos of the marks taken by Officer Dahl.',
  '- Completed no batterer’s program; ordered to, per the 2024 judgment.',
  '- Client has been the children’s primary caregiver since birth (daycare and clinic records).',
].join('\n');

const ND_CUSTODY_61: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Renner — primary residential responsibility',
  caseDescription: ND_DV_NOTES,
  state: 'ND',
  city: 'Minot',
  clientName: 'Kayla Renner',
  opposingParty: 'Brandon Renner',
  keyWitnesses: ['Officer Dahl'],
  family: {
    relationshipStatus: 'married',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Ava, 7, and Eli, 4, live with their mother.',
    supportRequested: false,
  },
};

const ND_CUSTODY_62: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'My divorce — I want equal time with my kids',
  caseDescription:
    "My wife Kayla filed for divorce in Ward County and asks for primary residential responsibility of our kids, Ava, 7, and Eli, 4, with my time supervised. I was convicted of domestic assault twice, in June 2023 and February 2024. The second time the police took pictures of marks on her neck, and the kids were in the house. I have not done the batterer's program the judge ordered yet because of my work schedule. Kayla has always done most of the daycare runs and doctor visits. I love my kids and I want equal time.",
  state: 'ND',
  city: 'Minot',
  clientName: 'Brandon Renner',
  opposingParty: 'Kayla Renner',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'married',
    custodyPreference: 'joint',
    childrenInvolved: true,
    childrenDetails: 'Ava, 7, and Eli, 4, live with their mother.',
    supportRequested: false,
  },
};

const KS_CONDUCT_61 =
  'Since I ended it he has sent me more than 40 texts saying I will regret leaving and that he knows where I park, he showed up at the salon where I work twice, and on November 2 he followed my car home and sat outside for an hour.';
const KS_CONDUCT_62 =
  'We had one loud argument on the phone the night I ended it. He has not contacted me since, he has never touched me, and he did not threaten me.';

const KS_PFA_61: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'restraining-orders',
  caseTitle: 'Protection from abuse — Wichita',
  caseDescription: `I dated Tanner Voss for two years and we lived together for one. I moved out in October. ${KS_CONDUCT_61} I filed a petition for a protection from abuse order in Sedgwick County and the hearing is next week. I am scared of him.`,
  state: 'KS',
  city: 'Wichita',
  clientName: 'Brianna Keller',
  opposingParty: 'Tanner Voss',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'other',
    childrenInvolved: false,
    supportRequested: false,
  },
};

const MS_LENGTH_61 = 'Married 22 yrs (June 2003); separated March 2025.';
const MS_LENGTH_62 = 'Married 3 yrs (June 2022); separated March 2025.';

const MS_ALIMONY_NOTES = (length: string) =>
  [
    'Client: Patrice Hollowell (wife), Hattiesburg. Husband: Gordon Hollowell, anesthesiologist.',
    length,
    'Client out of the workforce since marriage at husband’s request; former dental hygienist, license lapsed 2010.',
    'Income: husband $410,000 (2024 W-2); client $0, part-time offer $22,000.',
    'Client’s health: rheumatoid arthritis, documented by her rheumatologist.',
    'Relief sought: periodic alimony and the marital home.',
  ].join('\n');

const ME_PFA_LINE =
  'In March he filed a false domestic violence complaint against me, and after a hearing in Biddeford District Court the judge dismissed it, finding that nothing he described had happened.';

// ── The vignettes ─────────────────────────────────────────────────────────────────────────────

export const VIGNETTES: Vignette[] = [
  {
    id: 'fam-md-child-custody-61',
    source:
      'Pattern: a mother seeking sole custody after a protective-order court found the father had abused her (Md. Code, Fam. Law § 9-101.1; "How Domestic Violence Affects Child Custody in Maryland", https://www.divorcenet.com/resources/how-domestic-violence-affects-child-custody-maryland.html); the lawyer\'s summary, the finding in the passive; paraphrased, names invented.',
    facts: MD_CUSTODY_61,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 85],
      baseRate: 'family.custody',
      why: 'Base 40 %. Maryland requires the court to weigh abuse found against a parent and to protect the abused parent; a judge has already found two assaults and entered a final protective order, and the mother has been the day-to-day caregiver. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Chidi Okafor', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-md-child-custody-62',
    source:
      'Pattern: as fam-md-child-custody-61, but the protective-order petition was dismissed for want of proof; paraphrased, names invented.',
    facts: { ...MD_CUSTODY_61, caseDescription: MD_CUSTODY_61.caseDescription.replace(MD_FINDING_61, MD_FINDING_62) },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'family.custody',
      why: 'As the first of the pair, but no abuse was found: what is left is the mother as the primary caregiver against a father asking for shared time, which Maryland courts often order. About the base, a little above.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Chidi Okafor', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-md-child-custody-61', differs: 'the protective-order court found no abuse', expect: 'lower' },
  },
  {
    id: 'fam-al-child-custody-61',
    source:
      'Pattern: a father seeking custody from a mother in active methamphetamine relapse, with positive tests, under Alabama\'s best-interest standard (Ex parte Devine, 398 So. 2d 686 (Ala. 1981); "Child Custody and Domestic Violence in Alabama: A Survivor\'s Guide", https://www.dv.support/resources/child-custody-and-domestic-violence-in-alabama-a-survivors-guide for the factors); told by the father, with relative clauses; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Custody of my daughter Harper',
      caseDescription:
        'I am asking the Madison County court for primary custody of my daughter Harper, who is 6. Her mother, Crystal Dunaway, who has relapsed twice on methamphetamine since our custody order in 2023, tested positive again on a court-ordered hair test in August. Harper, who was left with a neighbor for two nights in September while Crystal could not be reached, has been living with me and my wife since then. Her kindergarten teacher wrote a letter saying Harper has not missed a day since she moved in with us and is much calmer. I have a steady job with the county and a three-bedroom house five minutes from her school. Crystal wants Harper back and says she is clean now.',
      state: 'AL',
      city: 'Huntsville',
      clientName: 'Jordan Dunaway',
      opposingParty: 'Crystal Dunaway',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Harper, 6, has lived with me since September.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 86],
      baseRate: 'family.custody',
      why: "Base 40 %. A mother's repeated relapses with a recent positive test, and a child left with a neighbour while she could not be reached, against a stable home where the child is thriving: a material change that favours the father. Well above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Crystal Dunaway', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-al-restraining-orders-61',
    source:
      'Pattern: a petition for a Protection from Abuse order after an assault documented by police, with an ex parte order in place (Ala. Code § 30-5-2, § 30-5-7; "Family Court in Alabama: What Survivors Need to Know", https://www.dv.support/resources/family-court-in-alabama-what-survivors-need-to-know-custody-visitation-child-support); the advocate\'s terse notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'PFA — Tamika Pruitt v. Darnell Hobbs',
      caseDescription: [
        'Client: Tamika Pruitt, Mobile. Respondent: Darnell Hobbs (ex-boyfriend, father of her son, 3).',
        'Relief sought: final Protection from Abuse order, 1 year; temporary custody of the child.',
        '- Aug 14: DV by respondent — substantiated (Mobile PD report 24-18812); split lip, bruised arm.',
        '- Photos of injuries taken at the precinct.',
        '- Aug 20: respondent texted client "you will pay for calling the cops" (screenshots saved).',
        '- Ex parte order granted Aug 16.',
        '- Respondent denies; says she fell.',
      ].join('\n'),
      state: 'AL',
      city: 'Mobile',
      clientName: 'Tamika Pruitt',
      opposingParty: 'Darnell Hobbs',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Son, 3, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 92],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. A recent assault with a police report and photographs of the injuries, a threatening text after it, and an ex parte order already granted: abuse by a preponderance is plain. Far above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Darnell Hobbs', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-al-restraining-orders-62',
    source: 'Pattern: fam-al-restraining-orders-61 told by the respondent, who contests the order; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'Tamika’s PFA against me',
      caseDescription:
        "Tamika Pruitt, my son's mother, filed for a Protection from Abuse order against me in Mobile County and got an ex parte order on August 16. She says I hit her on August 14. The police came that night and wrote a report, and they took pictures of her lip and her arm at the precinct. I say she fell on the back steps while we were arguing. After she called the cops I texted her that she would pay for it, but I meant I would not help with the rent any more. I want the order thrown out so I can see my son.",
      state: 'AL',
      city: 'Mobile',
      clientName: 'Darnell Hobbs',
      opposingParty: 'Tamika Pruitt',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Son, 3, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 25],
      baseRate: 'family.protection-order',
      why: 'The same facts from the respondent: his denial against a police report, photographs and his own threatening text. One minus hers.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Tamika Pruitt', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'digital', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-al-restraining-orders-61',
  },
  {
    id: 'fam-ia-visitation-rights-61',
    source:
      'Pattern: a grandmother petitioning for visitation after her son\'s death against a fit surviving parent (Iowa Code § 600C.1; Iowa Legal Aid, "Grandparent Visitation in Iowa", https://www.iowalegalaid.org/resource/grandparent-visitation-in-iowa); told by the grandmother; paraphrased, names invented.',
    facts: IA_GRANDPARENT_61,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 35],
      baseRate: 'family.visitation',
      why: "Base 70 % for a parent's request, but Iowa presumes a fit parent's refusal is in the child's best interest and requires clear and convincing proof that the parent is unfit; the substantial relationship is shown, unfitness is not (a closed DHS case, a steady job). Well below the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Megan Strand', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
  },
  {
    id: 'fam-ia-visitation-rights-62',
    source:
      'Pattern: as fam-ia-visitation-rights-61, but the surviving parent was charged with child endangerment and is using methamphetamine again; paraphrased, names invented.',
    facts: { ...IA_GRANDPARENT_61, caseDescription: IA_GRANDPARENT_61.caseDescription.replace(IA_PARENT_61, IA_PARENT_62) },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [40, 68],
      baseRate: 'family.visitation',
      why: "As the first of the pair, but the mother's drug use and a child-endangerment charge are the impaired judgment Iowa's statute names as unfitness; with the substantial relationship shown the grandmother's petition is a real chance.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Megan Strand', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
    pairOf: {
      id: 'fam-ia-visitation-rights-61',
      differs: 'the mother was charged with child endangerment and is using methamphetamine',
      expect: 'higher',
    },
  },
  {
    id: 'fam-mt-child-custody-61',
    source:
      'Pattern: a primary parent moving out of state for work, the other parent objecting with an alternate schedule (Mont. Code Ann. § 40-4-217, https://codes.findlaw.com/mt/title-40-family-law/mt-st-40-4-217/; WomensLaw, "If a parenting plan order is already in place, how can I get it changed?", https://www.womenslaw.org/laws/mt/custody/after-custody-order-place/if-parenting-plan-order-already-place-how-can-i-get-it); told by the mother, with what others said in reported speech; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Moving with Wyatt to Spokane',
      caseDescription:
        "Wyatt, who is 9, has lived with me in Missoula since his dad and I divorced in 2020; his father, Cole Haugen, has him every other weekend and one evening a week. I was offered a charge nurse position at a hospital in Spokane that pays $21,000 more, with day shifts, so I would be home every night instead of working nights. I served Cole with the notice of intent to move and a proposed schedule: every other weekend in the school year, half the summer, and I would do the driving. Cole objected and filed his own schedule. He told the mediator that Wyatt's whole life is in Missoula and that his hockey team is here. Wyatt's counselor said Wyatt is anxious about the move but close to both of us.",
      state: 'MT',
      city: 'Missoula',
      clientName: 'Rachel Haugen',
      opposingParty: 'Cole Haugen',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Wyatt, 9, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'family.custody',
      why: "Base 40 %. Montana amends the residential schedule on the child's best interest; a good-faith move for a better job and day shifts, proper notice and a generous schedule against the child's ties and an involved father with regular time. About even.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Cole Haugen', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-ms-child-custody-61',
    source:
      'Pattern: a non-custodial father moving to modify custody after a material change in the mother\'s home adverse to the child, weighed under the Albright factors (Albright v. Albright, 437 So. 2d 1003 (Miss. 1983); "How can Custody be modified?", https://www.campbelllawms.com/2016/03/29/how-can-custody-be-modified/); told by the father; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Modification of custody — my son Jalen',
      caseDescription:
        "I filed a complaint to modify custody in Forrest County Chancery Court. My son Jalen is 13 and has lived with his mother, Kendra Sims, since our divorce in 2018. Last year Kendra married Dwayne Pickett, who was arrested twice for DUI in 2024, once with Jalen in the truck. Jalen's grades dropped from A's and B's to three F's this year and his school reports show 19 absences. Jalen told the guardian ad litem that he wants to live with me, and the guardian ad litem recommended that custody be changed to me. I coach his baseball team and I have been at every game. Kendra says Dwayne has stopped drinking.",
      state: 'MS',
      city: 'Hattiesburg',
      clientName: 'Marcus Sims',
      opposingParty: 'Kendra Sims',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Jalen, 13, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 80],
      baseRate: 'family.custody',
      why: "Base 40 %. Mississippi modifies custody on a material change in the custodial home that harms the child: a stepfather's drunk driving with the child in the truck, a collapse in school, the guardian ad litem's recommendation and a 13-year-old's stated preference (which Mississippi lets a child of 12 express). Above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kendra Sims', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ks-restraining-orders-61',
    source:
      'Pattern: a protection-from-abuse petition on threats and stalking after a breakup, with no blow struck (K.S.A. 60-3102; WomensLaw, "Kansas Restraining Orders", https://www.womenslaw.org/laws/ks/restraining-orders/all); told by the petitioner; paraphrased, names invented.',
    facts: KS_PFA_61,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 82],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. Kansas counts placing someone in fear of imminent bodily injury by physical threat; dozens of threatening texts, showing up at work and following her home make a strong case, though no assault is alleged. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tanner Voss', side: 'against' }],
      evidence: [{ kind: 'digital', direction: 'for' }],
    },
  },
  {
    id: 'fam-ks-restraining-orders-62',
    source:
      'Pattern: as fam-ks-restraining-orders-61, but one argument by phone and no contact or threat since; paraphrased, names invented.',
    facts: { ...KS_PFA_61, caseDescription: KS_PFA_61.caseDescription.replace(KS_CONDUCT_61, KS_CONDUCT_62) },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 35],
      baseRate: 'family.protection-order',
      why: 'As the first of the pair, but one argument with no threat, no touching and no contact since is not abuse under the Kansas statute: the petition is likely denied.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tanner Voss', side: 'against' }],
      evidence: [],
    },
    pairOf: { id: 'fam-ks-restraining-orders-61', differs: 'one argument, no threats, no contact since', expect: 'lower' },
  },
  {
    id: 'fam-ar-paternity-61',
    source:
      'Pattern: an alleged father named in a paternity and support action whom the court-ordered genetic test excluded (Ark. Code Ann. § 9-10-108; "Arkansas\' general provisions for paternity testing", http://www.worshamlawfirm.com/blog/2015/08/arkansas-general-provisions-for-paternity-testing.shtml); the lawyer\'s summary; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: 'OCSE ex rel. Gentry v. Mabry — paternity and support',
      caseDescription:
        'The Office of Child Support Enforcement, on behalf of Shelby Gentry, filed a petition in Pulaski County naming our client, Travis Mabry, as the father of her son Kaden, born in January, and asking for child support. Mr. Mabry and Ms. Gentry dated briefly in 2023. He has always said he is not the father. The court ordered genetic testing; the laboratory report filed in October excludes Mr. Mabry as the biological father, with a 0% probability of paternity. We will ask the court to dismiss the petition and to assess the testing costs against the petitioner.',
      state: 'AR',
      city: 'Little Rock',
      clientName: 'Travis Mabry',
      opposingParty: 'Shelby Gentry',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Kaden, 10 months, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [86, 97],
      baseRate: 'family.paternity',
      why: 'He answers the petition (base 20 % for a respondent). A court-ordered test that excludes him ends the paternity claim under Arkansas law, and the support claim with it. Near certain.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Shelby Gentry', side: 'against' }],
      evidence: [{ kind: 'forensic', direction: 'for' }],
    },
  },
  {
    id: 'fam-ar-paternity-62',
    source:
      'Pattern: an unmarried father petitioning to establish paternity and parenting time after the mother denied him contact, with a genetic test (Ark. Code Ann. § 9-10-113; "What if my child\'s father denies paternity in Arkansas", https://grahamfirm.law/post/what-if-my-childs-father-denies-paternity-in-arkansas for the process); told by the father; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: 'Establishing that I am Addison’s father',
      caseDescription:
        'Addison was born in March 2024. Her mother, Jenna Colvard, and I were together for three years but never married, and we split up before Addison was born. Jenna put no father on the birth certificate and since last summer she has refused to let me see Addison. I filed a petition in Washington County to establish paternity and for visitation. The DNA test the court ordered came back in September: 99.97% probability that I am the father. I have paid Jenna $300 a month since Addison was born, and I have the bank transfers.',
      state: 'AR',
      city: 'Fayetteville',
      clientName: 'Logan Pierce',
      opposingParty: 'Jenna Colvard',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Addison, 20 months, lives with her mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [86, 97],
      baseRate: 'family.paternity',
      why: 'Base 80 %. A court-ordered test at 99.97 % establishes paternity in Arkansas (95 % or more is enough), and his steady payments show a father who has met his obligations, which Arkansas asks before visitation. Near certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jenna Colvard', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-nd-child-custody-61',
    source:
      'Pattern: a mother seeking primary residential responsibility against a father with a pattern of domestic violence, under the rebuttable presumption (N.D. Cent. Code § 14-09-06.2(1)(j); WomensLaw, "Can a parent who committed domestic violence get residential responsibility?", https://www.womenslaw.org/laws/nd/custody/who-can-get-custody-or-visitation/can-parent-who-committed-domestic-violence-get); the lawyer\'s terse notes ("DV by …"); paraphrased, names invented.',
    facts: ND_CUSTODY_61,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 92],
      baseRate: 'family.custody',
      why: "Base 40 %. Two domestic assault convictions within a year, one a strangulation in front of the children, are a pattern that raises North Dakota's presumption against residential responsibility for him, rebuttable only by clear and convincing evidence; he has not done the ordered program, and she is the primary caregiver. Far above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brandon Renner', side: 'against' },
        { name: 'Officer Dahl', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-nd-child-custody-62',
    source: 'Pattern: fam-nd-child-custody-61 told by the father, who answers the petition; paraphrased, names invented.',
    facts: ND_CUSTODY_62,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 28],
      baseRate: 'family.custody',
      why: 'The same facts from the father: his two convictions, the photographs and the program he has not done. One minus hers.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Kayla Renner', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'physical', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-nd-child-custody-61',
  },
  {
    id: 'fam-me-child-custody-61',
    source:
      'Pattern: a father seeking primary residence who had filed an abuse complaint against the mother that the court dismissed; Maine weighs a parent\'s false allegation of abuse made to gain an advantage (19-A M.R.S. § 1653(3); "Allegations of Abuse in Maine Child Custody Cases: A Double-Edged Sword", https://www.legalreader.com/allegations-of-abuse-in-maine-child-custody-cases-a-double-edged-sword/); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'My ex wants the girls to live with him',
      caseDescription: `Our daughters, Ruby, 11, and June, 8, have lived with me in Saco since Ethan Lavoie and I separated in 2022, and he has them every other weekend. In January Ethan filed a motion to change their primary residence to him. ${ME_PFA_LINE} The girls' school reports are good and both see the same pediatrician they have had since birth. I have worked at the same credit union for nine years. I want to keep the current arrangement.`,
      state: 'ME',
      city: 'Saco',
      clientName: 'Amber Lavoie',
      opposingParty: 'Ethan Lavoie',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Ruby, 11, and June, 8, live with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 86],
      baseRate: 'family.custody',
      why: 'She answers his motion (base 60 % for a respondent). The children are settled with her, and a court has just dismissed his abuse complaint against her as unfounded, which Maine lets the court weigh against the parent who made it. Above her base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Ethan Lavoie', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-wv-child-custody-61',
    source:
      'Pattern: a parent in recovery from opioid use disorder asking to restore shared parenting time (W. Va. Code § 48-9-401; Legal Aid of West Virginia, "Guide to Custody Modification for Parents in Recovery from Substance Use Disorder", https://lawv.net/Resources/Self-Help-Library/Family/Guide-to-Custody-Modification-for-Parents-in-Recovery-from-Substance-Use-Disorder); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Getting back equal time with my son',
      caseDescription:
        "In 2022 my parenting time with my son Easton, now 8, was cut to every other Saturday because of my opioid addiction. I have been in recovery since May 2023. I finished a 28-day inpatient program and I go to an outpatient clinic, where I take Suboxone as prescribed. Every one of my random drug screens for the last 18 months was negative, and my counselor wrote a letter for the court about my progress. I work full time at a pharmacy distribution center and rent a two-bedroom apartment in Morgantown. I filed a petition to modify the parenting plan back to equal time. Easton's father, Kyle Bassett, opposes it and says anyone on Suboxone is still an addict.",
      state: 'WV',
      city: 'Morgantown',
      clientName: 'Haley Bassett',
      opposingParty: 'Kyle Bassett',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Easton, 8, lives with his father.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [45, 70],
      baseRate: 'family.custody',
      why: "Base 40 %. Eighteen months of negative screens, completed treatment, a counsellor's letter, stable work and housing are the substantial change West Virginia asks for, and prescribed medication for opioid use disorder is treatment, not use; courts usually restore time gradually rather than all at once. Above the base, about even to favourable.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kyle Bassett', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-nh-child-custody-61',
    source:
      'Pattern: a father objecting to the primary parent\'s relocation out of state without a legitimate purpose (N.H. RSA 461-A:12, http://gencourt.state.nh.us/rsa/html/XLIII/461-A/461-A-12.htm; "New Hampshire Law Regarding Relocating a Minor Child Out of State", https://mclane.com/insights/new-hampshire-law-regarding-relocating-a-minor-child-out-of-state); the lawyer\'s summary; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'In the Matter of Brooke Tessier and Nathan Tessier — relocation',
      caseDescription:
        "Ms. Tessier, who has residential responsibility for the parties' two children under the 2021 parenting plan, filed a motion to relocate with them to Ocala, Florida, where her boyfriend lives. She has no job offer there and gave our client, Nathan Tessier, three weeks' notice. Mr. Tessier has the children every Wednesday overnight and every other weekend, coaches their hockey, and has not missed a weekend in three years, as his calendar and the rink's rosters show. The children's guardian ad litem reported that both children want to stay in Concord near their father and their school. We have filed an objection asking the court to deny the relocation.",
      state: 'NH',
      city: 'Concord',
      clientName: 'Nathan Tessier',
      opposingParty: 'Brooke Tessier',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Two children, 12 and 10, live mainly with their mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.custody',
      why: "He answers her motion (base 60 % for a respondent). New Hampshire puts the first burden on the relocating parent to show a legitimate purpose and a reasonable location; a move to a boyfriend with no job, on short notice, against a father with steady time and a guardian ad litem reporting the children's wish to stay, is likely to be refused. Above his base.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Brooke Tessier', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ne-child-custody-61',
    source:
      'Pattern: a father asking for sole custody after the mother persistently withheld the children in breach of the parenting plan (Neb. Rev. Stat. § 43-2932(1)(a)(iv), https://lawserver.com/law/state/nebraska/ne-statutes/nebraska_statutes_43-2932); told by the father, the interference in the passive and as a causative; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Sole custody of Mia and Noah',
      caseDescription:
        "Under our 2022 parenting plan I have Mia, 10, and Noah, 7, every other week. Since March the children have been kept from me by their mother, Alexis Ferrell, for eleven of my weeks. She refused to let me see them on Noah's birthday and blocked my number on both kids' phones. I have the Our Family Wizard log of every request she ignored and the police report from the exchange in May when the officer asked her to follow the order and she still drove away. The court found her in contempt in August. I filed a complaint to modify in Lancaster County asking for sole legal and physical custody.",
      state: 'NE',
      city: 'Lincoln',
      clientName: 'Derek Ferrell',
      opposingParty: 'Alexis Ferrell',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Mia, 10, and Noah, 7, week on, week off under the plan.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [52, 78],
      baseRate: 'family.custody',
      why: "Base 40 %. Nebraska requires limits on a parent who has interfered persistently with the other's access, including moving custody; eleven weeks withheld, documented in the co-parenting app and a police report, and a contempt finding. Courts still hesitate to move children outright. Above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Alexis Ferrell', side: 'against' }],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ne-adoption-61',
    source:
      'Pattern: a stepparent adoption without the consent of a father who abandoned the child for more than six months before the petition (Neb. Rev. Stat. § 43-104(4)(b), https://www.nebraskalegislature.gov/laws/statutes.php?statute=43-104); told by the mother for her husband; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'My husband adopting my son Carter',
      caseDescription:
        "My husband, Alan Brandt, has filed to adopt my son Carter, who is 9, in Douglas County. Carter's biological father, Shawn Kirby, last saw him in 2021 and has not called, written or sent anything since; the child support payment history shows nothing paid since December 2021. Alan has raised Carter since he was five and Carter calls him Dad. Shawn was served and filed an objection saying he wants to be in Carter's life, but he has never asked the court for parenting time.",
      state: 'NE',
      city: 'Omaha',
      clientName: 'Alan Brandt',
      opposingParty: 'Shawn Kirby',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Carter, 9, lives with his mother and stepfather.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [78, 94],
      baseRate: 'family.adoption',
      why: 'Base 85 %. Nebraska dispenses with the consent of a parent who abandoned the child for six months before the petition; nearly four years without contact or support, shown by the payment history, and a late objection with no effort behind it. At or above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Shawn Kirby', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-ms-spousal-support-alimony-61',
    source:
      'Pattern: a long-marriage homemaker asking for periodic alimony from a high-earning spouse, weighed under the Armstrong factors (Armstrong v. Armstrong, 618 So. 2d 1278 (Miss. 1993); WomensLaw, "Can I get alimony?", https://www.womenslaw.org/laws/ms/divorce/can-i-get-alimony); the lawyer\'s terse notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Hollowell — alimony',
      caseDescription: MS_ALIMONY_NOTES(MS_LENGTH_61),
      state: 'MS',
      city: 'Hattiesburg',
      clientName: 'Patrice Hollowell',
      opposingParty: 'Gordon Hollowell',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        supportRequested: true,
        supportDetails: 'Periodic alimony.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. Twenty-two years of marriage out of the workforce at his request, a lapsed licence, a chronic illness and a near-total income gap against a $410,000 salary: every Armstrong factor of need and ability to pay points to periodic alimony. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Gordon Hollowell', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ms-spousal-support-alimony-62',
    source: 'Pattern: as fam-ms-spousal-support-alimony-61, after a three-year marriage; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Hollowell — alimony',
      caseDescription: MS_ALIMONY_NOTES(MS_LENGTH_62),
      state: 'MS',
      city: 'Hattiesburg',
      clientName: 'Patrice Hollowell',
      opposingParty: 'Gordon Hollowell',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        supportRequested: true,
        supportDetails: 'Periodic alimony.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [28, 52],
      baseRate: 'family.spousal-support',
      why: 'As the first of the pair, but a three-year marriage: Mississippi chancellors rarely award periodic alimony after so short a marriage; rehabilitative support is the likelier award. About the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Gordon Hollowell', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-ms-spousal-support-alimony-61', differs: 'a three-year marriage instead of 22 years', expect: 'lower' },
  },
  {
    id: 'fam-ia-marital-property-division-61',
    source:
      'Pattern: a spouse asking for half of a farm the other inherited during the marriage and kept in his own name (Iowa Code § 598.21(6); "Is Inheritance Split in an Iowa Divorce?", https://divorce.law/guides/is-inheritance-split-in-divorce/iowa/); told by the wife; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'Dividing the farm in our divorce',
      caseDescription:
        'My husband, Dale Vermeer, and I have been married 11 years and I filed for divorce in Sioux County. In 2019 Dale inherited 240 acres from his father. The deed is in his name alone and the rent from the land has always gone into an account only he uses; the bank statements show that. I did the bookkeeping for his trucking business for free for all those years. I am asking the court for half of the value of the farm. Dale says the farm was his inheritance and is not mine to split.',
      state: 'IA',
      city: 'Orange City',
      clientName: 'Lisa Vermeer',
      opposingParty: 'Dale Vermeer',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        supportRequested: false,
        assetDetails: 'A 240-acre farm inherited by my husband in 2019; our house; his trucking business.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 32],
      baseRate: 'family.property',
      why: 'Base 50 %. Iowa sets inherited property aside to the spouse who inherited it unless refusing to divide it would be inequitable; the land was kept separate in title and income, and her bookkeeping is a contribution to the business, not to the farm. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Dale Vermeer', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
  },
  {
    id: 'fam-ks-child-support-61',
    source:
      'Pattern: a paying parent laid off in a plant closure moving to reduce child support, the other parent opposing (K.S.A. 23-3005; Kansas Child Support Guidelines § V, material change of circumstances, excerpted by the Douglas County court trustee, http://www.douglascountyks.org/depts/court-trustee/child-support-modifications; Kansas Legal Services, "FAQs About Child Support", https://www.kansaslegalservices.org/page/1576/faqs-about-child-support); told by the father; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Lowering my child support after the plant closed',
      caseDescription:
        'I pay $1,140 a month for my two kids under a 2022 order based on my $78,000 salary at the aircraft parts plant in Wichita. The plant closed in June and I was laid off with everyone else; I have the layoff letter. I took the only job I could find quickly, at a warehouse for $38,000, and I am still applying for machinist jobs. I filed a motion to modify support in Sedgwick County. My ex-wife, Stacy Holt, opposes it and says I should have waited for a better job.',
      state: 'KS',
      city: 'Wichita',
      clientName: 'Ryan Holt',
      opposingParty: 'Stacy Holt',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Two children, 8 and 11, live with their mother.',
        supportRequested: false,
        supportDetails: 'Reduce child support to reflect my new income.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 85],
      baseRate: 'family.child-support',
      why: 'Base 70 %. An involuntary layoff in a plant closure, shown by the layoff letter, is a material change; he took work at once and keeps looking, so income is not imputed at the old salary. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Stacy Holt', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-mt-guardianship-61',
    source:
      'Pattern: a grandmother seeking guardianship of a grandchild whose mother consents while in treatment and whose father cannot be found (Mont. Code Ann. § 72-5-222, parental rights suspended by circumstances; MSU Extension MontGuide, "Seeking Private Guardianship for a Minor in Montana", https://apps.msuextension.org/montguide/guide.html?sku=MT201906HR); told by the grandmother\'s daughter; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my nephew Kaiden',
      caseDescription:
        "My mother, Loretta Big Knife, is asking the court in Great Falls to appoint her guardian of my nephew Kaiden, who is 5. Kaiden's mother, my sister Shauna, who was arrested in July for possession and is now in a residential treatment program in Billings, signed a written consent to the guardianship. Kaiden's father has not been heard from since before he was born; nobody knows where he is. Kaiden has lived with my mother since July, his preschool says he is doing well, and the social worker who did the home visit wrote that my mother's home is safe and appropriate.",
      state: 'MT',
      city: 'Great Falls',
      clientName: 'Loretta Big Knife',
      opposingParty: 'N/A',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Kaiden, 5, her grandson, lives with her.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [80, 95],
      baseRate: 'family.guardianship',
      why: "Base 75 %. Montana appoints a guardian for a minor when the parents consent or their rights are suspended by circumstance; the mother consents in writing from treatment, the father is absent, and a social worker's home visit approves the grandmother. Above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [],
      evidence: [{ kind: 'expert', direction: 'for' }],
    },
  },
  {
    id: 'fam-wv-restraining-orders-61',
    source:
      'Pattern: a respondent contesting a domestic violence petition whose work records place him elsewhere at the time alleged (W. Va. Code § 48-27-501, preponderance at the final hearing, http://dev.womenslaw.org/laws/wv/statutes/48-27-501-issuance-protective-order-modification-order; Legal Aid of West Virginia, "Domestic Violence Protective Orders: Frequently Asked Questions", http://www.lawv.net/Resources/Self-Help-Library/Domestic-Violence/Domestic-Violence-Protective-Orders-Frequently-Asked-Questions); told by the respondent in reported speech; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Domestic violence petition against me — Charleston',
      caseDescription:
        "My ex-girlfriend, Destiny Morrow, filed a domestic violence petition against me in Kanawha County magistrate court. She says I came to her apartment on October 3 at about 9 p.m. and pushed her into the door. I was not there: I was working the 3-to-11 shift at the chemical plant in Institute that night, and the plant's badge records and the time clock show me inside the gate from 2:51 p.m. to 11:07 p.m. My supervisor, Rick Stallard, will say I was on his line all night. We broke up in August over her drinking and she has been angry since. I want the petition dismissed.",
      state: 'WV',
      city: 'Charleston',
      clientName: 'Cody Farley',
      opposingParty: 'Destiny Morrow',
      keyWitnesses: ['Rick Stallard'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 85],
      baseRate: 'family.protection-order',
      why: 'He answers the petition (base 45 % for a respondent). Badge and time-clock records and a supervisor place him at work, miles away, at the time alleged, and nothing corroborates her account: the petition is likely dismissed. Well above his base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Destiny Morrow', side: 'against' },
        { name: 'Rick Stallard', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
    },
  },
];
