// Development split of the case vignettes, seventh part (issue 25): a family-law part weighted to
// the matter types whose WEIGHING the earlier parts exposed — parenting time and its restrictions
// (supervised visitation, a parent who asks the court to deny all contact), grandparent visitation
// against a fit parent (Troxel v. Granville and the state statutes) and where a parent is deceased,
// guardianship of a minor and of an adult, spousal support's eligibility, amount and duration,
// relocation, custody modification after a change of circumstances, and child-support deviations.
// Written and committed before the engine was run on any of it (decision 0081). Every case is
// invented from a public PATTERN (court self-help and legal-aid pages, statutes, appellate opinions,
// family lawyers' explainers; the address is in each `source`), paraphrased; no name is a real
// private person's. 25 vignettes, all family, each in a state no earlier development part used for
// that matter type, told by petitioners and respondents alike (first person, a relative, a lawyer's
// notes); 4 pairs that differ in one fact and 2 mirrors (the same matter told by the other party).
// Ranges are percent chances of an outcome favourable to the client (the client gets what they ask
// for, or defeats what the other side asks), starting from the cited base rate (model/reference.ts,
// docs/reference/case-base-rates.md, as it stood when this part was written; a respondent's is one
// minus the petitioner's) and moved by the legal standard and the facts. Each range was written
// before the engine read the case.
//
// Conventions of the gold facts, as in dev-2.ts to dev-6.ts: 'admission' only for a statement a
// party made to someone else and that the text reports; a drug test or a DNA test is 'forensic'; a
// police report, court record, school or medical record, payment history or letter is 'records'; a
// guardian ad litem's, evaluator's, physician's or counsellor's report is 'expert'; texts and
// messages are 'digital'; the other party of a family matter is 'against'. One stated for this part:
// a grandparent asking for visitation is a petitioner whose parent role is 'other'.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs and mirrors ─────────────────────────────────────────────────────

const LA_PROGRAM_71 =
  'I have not finished the batterer intervention program the court ordered; I went to four of the twenty-six sessions and then my hours changed.';
const LA_PROGRAM_72 =
  'I finished all twenty-six weeks of the batterer intervention program in March, I have the completion certificate, and there has been no incident of any kind in the eighteen months since the conviction.';

const LA_VISITS: (program: string) => Vignette['facts'] = (program) => ({
  caseCategory: 'family',
  caseType: 'visitation-rights',
  caseTitle: 'Unsupervised weekends with my son',
  caseDescription: `I am Jarvis Thibodeaux and I want unsupervised weekend visits with my son Landry, who is 6. Two years ago I pleaded guilty to domestic abuse battery against his mother, Celeste Guidry, after an argument at her apartment. Since then the court in Lafayette has only let me see Landry at the supervised visitation center every Saturday for two hours, and the center's notes say the visits go well. ${program} Celeste opposes any change and says she is still afraid of me.`,
  state: 'LA',
  city: 'Lafayette',
  clientName: 'Jarvis Thibodeaux',
  opposingParty: 'Celeste Guidry',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'never-married',
    custodyPreference: 'other',
    childrenInvolved: true,
    childrenDetails: 'Landry, 6, lives with his mother.',
    supportRequested: false,
  },
});

const KY_GRANDPARENT_FACTS =
  'Until last spring Judith Perrine, the children’s paternal grandmother, saw Owen, 7, and Mae, 4, most Sunday afternoons. After she told the children that their mother’s new husband was “not their real family”, their mother, Brooke Perrine, stopped the Sunday visits; she still sends photos and has offered visits on birthdays and holidays at her own house. The children’s father, Brooke’s ex-husband Wade, lives in Lexington and sees them every other weekend under the divorce decree, and Judith can see them during his time. Brooke works as a dental hygienist, the children are healthy and doing well in school, and no one has ever questioned her care of them.';

const AK_TEST_71 = 'Hair follicle test (Jan 2025): positive for methamphetamine.';
const AK_TEST_72 = 'Hair follicle test (Jan 2025): negative for all substances.';

const AK_SUPERVISION_NOTES = (test: string) =>
  [
    'Client: Dustin Kallenberg (father), Fairbanks. Other parent: Marisol Ahgook. Child: Tobias, 5.',
    'Current order (2023): father’s parenting time supervised at the family center, 2 hrs twice a week, because of methamphetamine use.',
    'Client asks: unsupervised parenting time, alternate weekends.',
    '- Completed 16-week outpatient treatment, Aug 2024 (certificate).',
    test,
    '- Family center reports: visits appropriate, no concerns.',
    '- Marisol opposes; says he relapsed before.',
  ].join('\n');

const TX_VIOLENCE_71 = 'He was never violent with me.';
const TX_VIOLENCE_72 =
  'Last year he was convicted of assault family violence for choking me in our kitchen, fourteen months before I filed, and the judgment is in the court file.';

const TX_MAINTENANCE = (violence: string): Vignette['facts'] => ({
  caseCategory: 'family',
  caseType: 'spousal-support-alimony',
  caseTitle: 'Spousal maintenance after a six-year marriage',
  caseDescription: `I filed for divorce from my husband Curtis Welch in Tarrant County after six years of marriage and I am asking the court for spousal maintenance. I work part time as a pharmacy technician and make about $19,000 a year; Curtis manages a car dealership and makes about $95,000. I have no disability and our two children are healthy. We own almost nothing besides two cars and a small savings account. ${violence}`,
  state: 'TX',
  city: 'Fort Worth',
  clientName: 'Renata Welch',
  opposingParty: 'Curtis Welch',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'separated',
    childrenInvolved: true,
    childrenDetails: 'Two children, 5 and 3.',
    supportRequested: true,
    supportDetails: 'Spousal maintenance.',
  },
});

const AZ_MOVE_FACTS =
  'Their daughter Isla is 9. Under the 2021 parenting plan Isla lives with Hannah during the school week in Tempe and with Gabriel every other weekend and one evening a week; he coaches her soccer team and goes to every parent-teacher conference. Hannah has been offered a position as a nurse manager in Portland, Oregon, at $118,000 against her current $71,000, and her parents live twenty minutes from the new hospital. She proposes that Isla spend most of the summer, spring break and alternate Thanksgivings with Gabriel, with video calls twice a week. Gabriel says the move would turn him into a vacation parent, and Isla’s school counselor says Isla is anxious about leaving her friends.';

const UT_CHANGE_71 =
  'Since the order, Kendra’s boyfriend has moved in with her, and Ruby’s grades slipped from mostly A’s to a mix of A’s and B’s this year.';
const UT_CHANGE_72 =
  'In October Kendra was arrested for DUI with Ruby in the back seat, her blood alcohol was 0.16, and the DCFS caseworker substantiated neglect; Ruby has been staying with me since then.';

const UT_MODIFY = (change: string): Vignette['facts'] => ({
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Petition to modify custody of Ruby',
  caseDescription: `Kendra Lund and I divorced in 2022, and the decree gave her primary physical custody of our daughter Ruby, who is now 10, with me every other weekend and Wednesday evenings. I have filed a petition in Salt Lake County to modify the decree and give me primary physical custody. ${change} I have a stable job, a three-bedroom house in Sandy, and my new wife gets along well with Ruby.`,
  state: 'UT',
  city: 'Sandy',
  clientName: 'Marcus Lund',
  opposingParty: 'Kendra Lund',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'divorced',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Ruby, 10.',
    supportRequested: false,
  },
});

// ── The vignettes ─────────────────────────────────────────────────────────────────────────────

export const VIGNETTES: Vignette[] = [
  // Parenting time and its restrictions.
  {
    id: 'fam-la-visitation-rights-71',
    source:
      'Pattern: a parent with a history of family violence asking for unsupervised visitation under Louisiana\'s Post-Separation Family Violence Relief Act (La. R.S. 9:341, 9:364), which allows only supervised visitation until a treatment program is completed (Loyola pro bono desk manual, "Visitation restrictions", https://probonodeskmanual.loyno.edu/domestic-violence-law-louisiana/834-visitation-restrictions); told by the father; paraphrased, names invented.',
    facts: LA_VISITS(LA_PROGRAM_71),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [5, 25],
      baseRate: 'family.visitation',
      why: 'Base 70 % for a parent asking for parenting time, but Louisiana bars unsupervised visitation by a parent with a history of family violence until he completes a batterer intervention program and proves the visits would not harm the child; he has not completed it. Good reports from the supervised centre keep the visits he has, not the change. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Celeste Guidry', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-la-visitation-rights-72',
    source:
      'Pattern: as fam-la-visitation-rights-71, after the program was completed (La. R.S. 9:364: completion opens the door to unsupervised visits but does not by itself earn them; Loyola pro bono desk manual, https://probonodeskmanual.loyno.edu/domestic-violence-law-louisiana/834-visitation-restrictions); paraphrased, names invented.',
    facts: LA_VISITS(LA_PROGRAM_72),
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 58],
      baseRate: 'family.visitation',
      why: 'As the first of the pair, but the program is complete, eighteen months have passed without an incident and the supervised visits go well: the statute now lets the court consider unsupervised time, though it must still find no risk and may keep conditions. Still below the base, near an even chance.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Celeste Guidry', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: {
      id: 'fam-la-visitation-rights-71',
      differs: 'the batterer intervention program completed, eighteen months without an incident',
      expect: 'higher',
    },
  },
  {
    id: 'fam-ky-visitation-rights-71',
    source:
      "Pattern: a paternal grandmother petitioning for visitation over a fit mother's objection, where the mother offers some contact (KRS 405.021; Walker v. Blair, 382 S.W.3d 862 (Ky. 2012): a fit parent is presumed to act in the child's best interest and the grandparent must rebut it by clear and convincing evidence, https://print.casetext.com/case/walker-v-blair-1); the lawyer's summary for the grandmother; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Grandparent visitation — Perrine',
      caseDescription: `Our client Judith Perrine has filed a petition in Fayette County under the grandparent visitation statute asking for every other Sunday afternoon with her grandchildren. ${KY_GRANDPARENT_FACTS} Judith says the children cry for her and that Brooke is punishing her for one remark.`,
      state: 'KY',
      city: 'Lexington',
      clientName: 'Judith Perrine',
      opposingParty: 'Brooke Perrine',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Owen, 7, and Mae, 4, her grandchildren, live with their mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'family.visitation',
      why: 'The 70 % base is a parent’s; a grandparent against a fit parent must overcome the presumption that the parent’s decision is in the child’s interest by clear and convincing evidence (Walker v. Blair). The mother is plainly fit, still offers contact, and the grandmother sees the children on the father’s time: the presumption stands. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Brooke Perrine', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-ky-visitation-rights-72',
    source:
      'Pattern: as fam-ky-visitation-rights-71, told by the mother answering the petition (Walker v. Blair, 382 S.W.3d 862 (Ky. 2012), https://print.casetext.com/case/walker-v-blair-1); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'My ex-mother-in-law’s visitation petition',
      caseDescription:
        'My former mother-in-law, Judith Perrine, has filed a petition asking the court to order visitation with my children every other Sunday, and I want it denied. Until last spring Judith saw Owen, 7, and Mae, 4, most Sunday afternoons. After she told the children that my new husband was “not their real family”, I stopped the Sunday visits; I still send her photos and have offered visits on birthdays and holidays at my house. The children’s father, my ex-husband Wade, lives in Lexington and sees them every other weekend under the divorce decree, and Judith can see them during his time. I work as a dental hygienist, the children are healthy and doing well in school, and no one has ever questioned my care of them. I am not trying to cut her out; I want to decide when and where the children see her.',
      state: 'KY',
      city: 'Lexington',
      clientName: 'Brooke Perrine',
      opposingParty: 'Judith Perrine',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Owen, 7, and Mae, 4, live with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [70, 92],
      baseRate: 'family.visitation',
      why: 'The complement of the grandmother’s case: a fit mother who offers some contact keeps the presumption that her decision serves the children.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Judith Perrine', side: 'against' }],
      evidence: [],
    },
    mirrorOf: 'fam-ky-visitation-rights-71',
  },
  {
    id: 'fam-pa-visitation-rights-71',
    source:
      'Pattern: the parents of a deceased parent seeking partial custody of the grandchildren over the surviving parent\'s objection (23 Pa.C.S. § 5325(1) standing where a parent is deceased, § 5328(c) factors; "Grandparent Custody Rights", https://ulmerlaw.com/?p=2350; Reading Eagle, "Can a grandparent get custody of a grandchild", http://www.readingeagle.com/sections/article/aging-well-can-a-grandparent-get-custody-of-a-grandchild); told by the grandfather; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Partial custody of our late daughter’s boys',
      caseDescription:
        'Our daughter Alyssa died of cancer in 2023. Her husband, Trent Mazur, is raising their two boys, Caleb, 10, and Noah, 8, in Allentown. While Alyssa was sick the boys stayed with my wife and me three or four nights a week for almost two years, and after she died we still had them every Friday night. Last fall Trent remarried and told us the Friday nights were over and that we could see the boys at church. The boys’ therapist, who has seen them since their mother’s death, wrote that losing the time with us is a second loss for them. We have filed for partial custody, one weekend a month and a week in the summer. Trent is a good father and we do not say otherwise.',
      state: 'PA',
      city: 'Allentown',
      clientName: 'Gary Kowalczyk',
      opposingParty: 'Trent Mazur',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Caleb, 10, and Noah, 8, our grandsons, live with their father.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [38, 65],
      baseRate: 'family.visitation',
      why: 'A grandparent against a fit parent starts well below the 70 % parent’s base, but Pennsylvania gives the parents of a deceased parent standing, the boys lived with them part of every week for two years, the therapist reports harm from the loss, and the request is modest. Courts grant such partial custody in a real share of cases despite the father’s objection. Around an even chance.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Trent Mazur', side: 'against' }],
      evidence: [{ kind: 'expert', direction: 'for' }],
    },
  },
  {
    id: 'fam-vt-visitation-rights-71',
    source:
      "Pattern: a fit father resisting a court order of visitation for the child's maternal grandmother (15 V.S.A. § 1011 ff.; Glidden v. Conley, 2003 VT 12, 820 A.2d 197: applying the statute without deference to a fit parent's decision is unconstitutional under Troxel, https://app.midpage.ai/document/glidden-v-conley-2208612); told by the father; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Grandmother’s visitation petition — I object',
      caseDescription:
        'I am the father of Willa, who is 11, and I have had sole custody of her since her mother gave up her rights in 2019. Willa’s maternal grandmother, Darlene Fisk, was her guardian for a year before I got custody. Darlene has now filed a petition in Windham County asking for a court order of visitation every other weekend. I have let Willa see her at family events and I will keep doing that, but Darlene undermines my rules and talks to Willa about her mother’s problems, so I do not want a schedule ordered. Willa is doing well at school and with her pediatrician, and nobody has ever said I am not a fit parent.',
      state: 'VT',
      city: 'Brattleboro',
      clientName: 'Nolan Briggs',
      opposingParty: 'Darlene Fisk',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Willa, 11, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [68, 90],
      baseRate: 'family.visitation',
      why: 'A fit parent’s decision about a grandparent’s visits gets special weight (Troxel; Glidden v. Conley reversed an order made without it). He allows contact and gives a reason; the earlier guardianship does not make him unfit. Well above the respondent’s even-minus base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Darlene Fisk', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-ak-visitation-rights-71',
    source:
      'Pattern: a parent under supervised visitation for drug use asking to end supervision, with a hair-follicle test in the file ("5 circumstances where supervised visitation may be necessary": supervision continues until sustained sobriety is shown by testing, https://www.southernjustice.com/blog/2025/06/5-circumstances-where-supervised-visitation-may-be-necessary/; AS 25.24.150(c) best-interest factors); the lawyer\'s notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Kallenberg — lift supervision',
      caseDescription: AK_SUPERVISION_NOTES(AK_TEST_71),
      state: 'AK',
      city: 'Fairbanks',
      clientName: 'Dustin Kallenberg',
      opposingParty: 'Marisol Ahgook',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Tobias, 5, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'family.visitation',
      why: 'Supervision was ordered for methamphetamine use and the latest hair test is positive for it: whatever the centre’s reports and the completed programme, a court keeps supervision until sobriety is shown. Far below the 70 % base for parenting time.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Marisol Ahgook', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ak-visitation-rights-72',
    source:
      'Pattern: as fam-ak-visitation-rights-71, the hair-follicle test negative (https://www.southernjustice.com/blog/2025/06/5-circumstances-where-supervised-visitation-may-be-necessary/); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Kallenberg — lift supervision',
      caseDescription: AK_SUPERVISION_NOTES(AK_TEST_72),
      state: 'AK',
      city: 'Fairbanks',
      clientName: 'Dustin Kallenberg',
      opposingParty: 'Marisol Ahgook',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Tobias, 5, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 82],
      baseRate: 'family.visitation',
      why: 'As the first of the pair, but the hair test (covering about three months) is clean: completed treatment, a clean test and good supervised visits are what courts look for before stepping up to unsupervised alternate weekends; the mother’s fear of relapse may slow it. Near the 70 % base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Marisol Ahgook', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-ak-visitation-rights-71', differs: 'the hair-follicle test negative instead of positive', expect: 'higher' },
  },
  {
    id: 'fam-de-visitation-rights-71',
    source:
      'Pattern: a custodial parent asking the court to deny the other parent any visitation where there is no safety concern (Del. Code tit. 13, § 728(a): a parent is entitled to frequent and meaningful contact unless it would endanger the child\'s physical health or significantly impair emotional development; Nolo, "Child Visitation FAQ", http://www.nolo.com/legal-encyclopedia/child-visitation-faq-29044-4.html); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'I want his visits stopped',
      caseDescription:
        'My son’s father, Shane Pruitt, filed a petition in Kent County for a regular visitation schedule with Jace, who is 7. I want the court to deny him any visits. Shane has missed about half of the visits we agreed on over the last year, he shows up late, and Jace is disappointed every time. He has never hurt Jace and there is no drug or alcohol problem; he just is not reliable. He pays his child support. I have raised Jace on my own in Dover since he was born.',
      state: 'DE',
      city: 'Dover',
      clientName: 'Tiana Rollins',
      opposingParty: 'Shane Pruitt',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Jace, 7, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [5, 25],
      baseRate: 'family.visitation',
      why: 'She answers his petition and asks for a flat denial. Delaware, like every state, restricts a parent’s contact only for danger to the child; missed visits and lateness shape a schedule, they do not end it. Her chance of having all visitation denied is far below the respondent’s 30 % base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Shane Pruitt', side: 'against' }],
      evidence: [],
    },
  },
  // Spousal support.
  {
    id: 'fam-tx-spousal-support-alimony-71',
    source:
      'Pattern: a spouse after a marriage of under ten years asking for spousal maintenance without a ground the statute names (Tex. Fam. Code § 8.051, https://texas.public.law/statutes/tex._fam._code_section_8.051; "Spousal Maintenance in Texas": a presumption against maintenance, https://www.yalelawgroup.com/blog/2011/10/spousal-maintenance-in-texas/); told by the wife; paraphrased, names invented.',
    facts: TX_MAINTENANCE(TX_VIOLENCE_71),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [3, 20],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %, but Texas allows court-ordered maintenance only on a listed ground: a family-violence conviction within two years, a disability, a disabled child, or a marriage of ten years or more. A six-year marriage with none of them is ineligible whatever the income gap (contractual alimony aside). Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Curtis Welch', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-tx-spousal-support-alimony-72',
    source:
      'Pattern: as fam-tx-spousal-support-alimony-71, with a family-violence conviction within two years of filing (Tex. Fam. Code § 8.051(1), https://texas.public.law/statutes/tex._fam._code_section_8.051); paraphrased, names invented.',
    facts: TX_MAINTENANCE(TX_VIOLENCE_72),
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [42, 70],
      baseRate: 'family.spousal-support',
      why: 'As the first of the pair, but the husband’s conviction for family violence against her within two years of filing makes her eligible; with an income five times hers and few assets, an award for a limited time is more likely than not, though the statute still limits it to her minimum reasonable needs. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Curtis Welch', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
    pairOf: {
      id: 'fam-tx-spousal-support-alimony-71',
      differs: 'a family-violence conviction against her within two years of filing',
      expect: 'higher',
    },
  },
  {
    id: 'fam-il-spousal-support-alimony-71',
    source:
      "Pattern: a higher-earning spouse contesting maintenance after a long marriage under Illinois's statutory guideline (750 ILCS 5/504(b-1): 33⅓ % of the payor's net income less 25 % of the payee's, for a duration that is a multiple of the marriage's length; \"New spousal support guidelines adopted in Illinois\", http://amf-familylaw.com/new-spousal-support-maintenance-guidelines-adopted-illinois/); told by the husband; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Maintenance — I don’t think I should pay',
      caseDescription:
        'My wife Colleen filed for divorce in DuPage County after eighteen years of marriage and asks for maintenance. I am a sales director and make about $160,000 a year; she works as a school aide and makes about $28,000. She stayed home with our kids for ten years and went back to work in 2019. I do not think I should pay anything because she is healthy, she has a job, and she can get a better one. I am willing to give her the larger share of the house equity instead.',
      state: 'IL',
      city: 'Naperville',
      clientName: 'Brian Hostetler',
      opposingParty: 'Colleen Hostetler',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        childrenDetails: 'Two teenagers.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [5, 25],
      baseRate: 'family.spousal-support',
      why: 'He is the respondent to a maintenance request (base 60 % for him as the complement of 40 %), but an eighteen-year marriage, a near six-fold income gap and ten years out of work for the children make maintenance appropriate under § 504, and the guideline sets both amount and duration (72 % of the marriage’s length). His chance of defeating it outright is small.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Colleen Hostetler', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-oh-spousal-support-alimony-71',
    source:
      'Pattern: a spouse after a short marriage with similar earnings asking for spousal support (Ohio Rev. Code § 3105.18(C)(1) factors, including the duration of the marriage and the relative earning abilities; "Spousal maintenance": it is rare for maintenance to be awarded in short-term marriages, https://www.krusefamilylaw.com/spousalmaintenance); the lawyer\'s notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Ferrante — spousal support',
      caseDescription: [
        'Client: Daniel Ferrante (husband), Columbus. Wife: Alexis Ferrante.',
        'Married 4 yrs (2021); no children.',
        'Incomes: client $61,000 (IT support); Alexis $68,000 (accountant).',
        'Both in good health; no one left a career for the marriage.',
        'Client asks: spousal support for three years.',
      ].join('\n'),
      state: 'OH',
      city: 'Columbus',
      clientName: 'Daniel Ferrante',
      opposingParty: 'Alexis Ferrante',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        supportRequested: true,
        supportDetails: 'Spousal support for three years.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [4, 22],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. A four-year marriage, no children, two healthy working spouses with nearly equal incomes and no career given up: none of § 3105.18’s factors points to support. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Alexis Ferrante', side: 'against' }],
      evidence: [],
    },
  },
  // Guardianship.
  {
    id: 'fam-ak-guardianship-71',
    source:
      'Pattern: parents seeking full guardianship of an adult son with a developmental disability who manages with supports and objects (AS 13.26.201 ff.: guardianship only on clear and convincing evidence of incapacity and a limited one where it will do; Center for Elders and the Courts, "Alternatives to guardianships and conservatorships", https://www.eldersandcourts.org/guardianship_conservatorship/resources-for-courts/alternatives-to-guardianships-and-conservatorships; In re G.J.F. (Alaska 2025), https://www.casemine.com/commentary/us/full-guardianship-and-the-exhaustion-of-less-restrictive-alternatives:-a-landmark-decision-in-alaska/view); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Full guardianship of our son Eli',
      caseDescription:
        'My husband and I have petitioned the court in Anchorage for full guardianship of our son Eli, who is 20 and has a mild intellectual disability. Eli lives in a supported apartment, works twenty hours a week at a grocery store, and has a representative payee for his benefits and a health-care power of attorney naming me that he signed last year. He is doing well, but we worry about the future and want the authority to make all his decisions. Eli told the court visitor he does not want a guardian, and the visitor’s report recommends against a full guardianship because his needs are being met with the supports he has. The public defender appointed for Eli opposes the petition.',
      state: 'AK',
      city: 'Anchorage',
      clientName: 'Rebecca Sandoval',
      opposingParty: 'Eli Sandoval',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'family.guardianship',
      why: 'Base 75 % is for guardianships that are needed. A full guardianship of an adult requires clear and convincing proof of incapacity and that less restrictive means will not do; here a payee, a health-care power of attorney and supported housing meet his needs, he objects, and the court visitor recommends against it. Far below the base (at most a limited order).',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [],
      evidence: [{ kind: 'expert', direction: 'against' }],
    },
  },
  {
    id: 'fam-in-guardianship-71',
    source:
      'Pattern: an adult daughter petitioning for guardianship of a parent with advanced dementia and no powers of attorney (Ind. Code § 29-3-5-1; Indiana Office of Court Services, "Guardianship as a last resort", https://times.courts.in.gov/2023/05/15/guardianship-as-a-last-resort); told by the daughter; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my mother',
      caseDescription:
        'I have filed a petition in Hamilton County to be appointed guardian of my mother, Evelyn Marsh, who is 81 and has advanced Alzheimer’s disease. She never signed a power of attorney or a health-care directive. Since spring she has wandered out of the house twice at night, and in June she gave a telephone caller $9,000 from her savings. Her neurologist’s report says she cannot understand or make decisions about her care or her money. My brother agrees that I should be the guardian and has signed a consent. I live ten minutes from her and already drive her to all her appointments.',
      state: 'IN',
      city: 'Carmel',
      clientName: 'Laura Marsh',
      opposingParty: 'N/A',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [82, 96],
      baseRate: 'family.guardianship',
      why: 'Base 75 %. Indiana treats guardianship as a last resort, but here no alternative exists (no powers of attorney), the neurologist finds her unable to decide, she has been exploited and wandered, and the only other relative consents to a willing, nearby daughter. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [],
      evidence: [{ kind: 'expert', direction: 'for' }],
    },
  },
  {
    id: 'fam-ia-guardianship-71',
    source:
      "Pattern: a father petitioning to end his child's guardianship with her grandparents, the parental preference applying (Iowa Code § 633.675; In re Guardianship of S.K.M., No. 16-1537 (Iowa Ct. App. 2017), reversing a denial, https://law.justia.com/cases/iowa/court-of-appeals/2017/16-1537.html); told by the father; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Ending the guardianship of my daughter',
      caseDescription:
        'When my daughter Harper was one, her mother left her with her own father, Ron Metzger, and his wife, and they became Harper’s guardians while I was still in college. I have seen Harper every other weekend for years. I am now 29, I have worked at the same logistics company for six years, I own a house in Dubuque with a bedroom for her, and I have no criminal record. I have filed to terminate the guardianship so Harper, now 8, can live with me. Ron opposes it and says she is attached to them, which is true; I would keep her seeing them often.',
      state: 'IA',
      city: 'Dubuque',
      clientName: 'Jared Whitcomb',
      opposingParty: 'Ron Metzger',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Harper, 8, lives with her grandparents under a guardianship.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 85],
      baseRate: 'family.guardianship',
      why: 'He asks to end a guardianship, so the guardianship base rate does not describe him; Iowa presumes a fit parent should have custody over a non-parent guardian (S.K.M. reversed a denial on such facts), and he is stable, involved and offers continued contact. The child’s attachment to the guardians makes the transition gradual, not the outcome doubtful. Above an even chance.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Ron Metzger', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-wy-guardianship-71',
    source:
      "Pattern: a great-grandmother guardian resisting the mother's motion to end the guardianship when the mother is not shown unfit (In re SRB-M, 2009 WY 53: to continue a guardianship over a parent's objection the guardian must prove the parent unfit, https://cetient.com/case/5155304/in-re-srb-m); told by the guardian's granddaughter; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Keeping my grandmother as Skylar’s guardian',
      caseDescription:
        'I am writing for my grandmother, Opal Drummond, who has been the legal guardian of my niece Skylar since Skylar was a baby, when my sister Dawn was in jail in Colorado. Skylar is now 5 and has lived with Grandma her whole life in Casper. Dawn got out a year ago, has a job at a motel and an apartment, and has filed a motion to end the guardianship. Grandma opposes it because Dawn has let people down before and Skylar does not really know her. Dawn has not been in trouble since her release and her probation officer says she is compliant.',
      state: 'WY',
      city: 'Casper',
      clientName: 'Opal Drummond',
      opposingParty: 'Dawn Drummond',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Skylar, 5, her great-granddaughter, lives with her.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 38],
      baseRate: 'family.guardianship',
      why: 'The guardian answers the mother’s motion to end the guardianship. Wyoming requires the non-parent to prove the parent unfit to keep a guardianship over her objection (SRB-M); a mother with a job, a home and a clean year after release is not shown unfit, whatever the child’s bond with the guardian. Well below an even chance for the guardian.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Dawn Drummond', side: 'against' }],
      evidence: [],
    },
  },
  // Relocation.
  {
    id: 'fam-az-child-custody-71',
    source:
      'Pattern: a parent with most of the parenting time asking to relocate out of state with the child for a better job, the other parent objecting (A.R.S. § 25-408(G)-(I): the burden of proving the move is in the child\'s best interests is on the parent seeking it; Laura W. Morgan, "Relocation of Custodial Parent: Standards and Burden of Proof, State by State Survey", https://famlawconsult.com/reader.html); the lawyer\'s summary for the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Petition to relocate — Hannah Vickers',
      caseDescription: `Our client, Hannah Vickers, asks the Maricopa County court for permission to relocate with her daughter to Portland, Oregon; her ex-husband, Gabriel Vickers, objects. ${AZ_MOVE_FACTS}`,
      state: 'AZ',
      city: 'Tempe',
      clientName: 'Hannah Vickers',
      opposingParty: 'Gabriel Vickers',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Isla, 9, lives mostly with her mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 58],
      baseRate: 'family.custody',
      why: 'Base 40 % for a contested request to change custody arrangements. Arizona puts the burden on the moving parent: a real job and family support help her, but the father is closely involved, the long-distance schedule cuts his time sharply and the child is anxious. About the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Gabriel Vickers', side: 'against' }],
      evidence: [{ kind: 'expert', direction: 'against' }],
    },
  },
  {
    id: 'fam-az-child-custody-72',
    source:
      'Pattern: as fam-az-child-custody-71, told by the father opposing the move (A.R.S. § 25-408; https://famlawconsult.com/reader.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Stopping my ex from moving our daughter to Oregon',
      caseDescription:
        'My ex-wife, Hannah Vickers, has asked the Maricopa County court for permission to move our daughter to Portland, Oregon, and I oppose it. Our daughter Isla is 9. Under the 2021 parenting plan Isla lives with Hannah during the school week in Tempe and with me every other weekend and one evening a week; I coach her soccer team and go to every parent-teacher conference. Hannah has been offered a position as a nurse manager in Portland at $118,000 against her current $71,000, and her parents live twenty minutes from the new hospital. She proposes that Isla spend most of the summer, spring break and alternate Thanksgivings with me, with video calls twice a week. The move would turn me into a vacation parent, and Isla’s school counselor says Isla is anxious about leaving her friends.',
      state: 'AZ',
      city: 'Tempe',
      clientName: 'Gabriel Vickers',
      opposingParty: 'Hannah Vickers',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Isla, 9, lives mostly with her mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [42, 70],
      baseRate: 'family.custody',
      why: 'The complement of the mother’s case: the burden is hers, and his involvement and the child’s anxiety weigh for keeping the child in Arizona.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Hannah Vickers', side: 'against' }],
      evidence: [{ kind: 'expert', direction: 'for' }],
    },
    mirrorOf: 'fam-az-child-custody-71',
  },
  {
    id: 'fam-ar-child-custody-71',
    source:
      'Pattern: a parent with primary custody relocating with the child, the other parent moving to stop it, under Arkansas\'s presumption in favour of relocation by the custodial parent (Hollandsworth v. Knyzewski, 353 Ark. 470 (2003); Laura W. Morgan, "Relocation of Custodial Parent … State by State Survey", https://famlawconsult.com/reader.html); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'My ex is trying to stop our move to Dallas',
      caseDescription:
        'I have had primary custody of my son Brody, 8, since our divorce in 2020; his father, Cody Ashworth, has him every other weekend. My new husband was transferred to Dallas by his company, and we plan to move there in July; Brody’s school there is rated higher than his school here in Fort Smith. I gave Cody written notice and offered him longer summers and every spring break, and I will drive halfway for his weekends. Cody filed a motion to change custody to stop the move. He has missed several of his weekends this year and has not asked for more time before.',
      state: 'AR',
      city: 'Fort Smith',
      clientName: 'Megan Ashworth',
      opposingParty: 'Cody Ashworth',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Brody, 8, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.custody',
      why: 'She answers his motion. Arkansas presumes a custodial parent may relocate and puts the burden to rebut it on the other parent; a job transfer, a better school, an offer of longer holiday time and his own missed weekends leave that presumption standing. Well above the respondent’s 60 % base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Cody Ashworth', side: 'against' }],
      evidence: [],
    },
  },
  // Custody modification.
  {
    id: 'fam-ut-child-custody-71',
    source:
      'Pattern: a parent petitioning to modify custody on ordinary changes (Utah Code § 30-3-10.4: a material and substantial change of circumstances and the child\'s best interest; LegalClarity, "Grounds for Modifying Custody: Material and Substantial Change", https://legalclarity.org/grounds-for-modifying-custody-material-and-substantial-change/); told by the father; paraphrased, names invented.',
    facts: UT_MODIFY(UT_CHANGE_71),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'family.custody',
      why: 'Base 40 % for a contested custody request, but a modification first requires a material and substantial change since the decree; a parent’s new partner and a small dip in grades are the ordinary changes courts refuse to reopen an order for. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kendra Lund', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-ut-child-custody-72',
    source:
      'Pattern: as fam-ut-child-custody-71, after the custodial parent drove drunk with the child and neglect was substantiated (https://legalclarity.org/grounds-for-modifying-custody-material-and-substantial-change/; "How to Modify Child Custody Arrangements": acts endangering the child are the classic change of circumstances, http://www.attorneys.com/child-custody/modifying-child-custody-arrangements/); paraphrased, names invented.',
    facts: UT_MODIFY(UT_CHANGE_72),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 85],
      baseRate: 'family.custody',
      why: 'As the first of the pair, but a DUI with the child in the car, a 0.16 blood alcohol and a substantiated neglect finding are a material change that endangers the child, and the child already lives with the father. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kendra Lund', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: {
      id: 'fam-ut-child-custody-71',
      differs: 'a DUI with the child in the car and substantiated neglect instead of a new boyfriend and slipping grades',
      expect: 'higher',
    },
  },
  {
    id: 'fam-sc-child-custody-71',
    source:
      'Pattern: the custodial parent answering a modification petition grounded only on the other parent\'s improved circumstances (S.C. Code § 63-15-240; "How to Modify Child Custody Arrangements": the changed-circumstances rule preserves stability, http://www.attorneys.com/child-custody/modifying-child-custody-arrangements/); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'He wants to change custody because he remarried',
      caseDescription:
        'My ex-husband, Travis Oakes, has filed in Greenville County to change our custody order and take primary custody of our daughters, Nevaeh, 12, and Amara, 9, who have lived with me since our divorce in 2019. His reasons are that he has remarried, bought a bigger house and now works from home. The girls are on the honor roll, see their pediatrician regularly, and have been at the same school since kindergarten. I have never kept them from him; he has every other weekend and two weeks each summer. I want the order left as it is.',
      state: 'SC',
      city: 'Greenville',
      clientName: 'Danielle Oakes',
      opposingParty: 'Travis Oakes',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Nevaeh, 12, and Amara, 9, live with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 92],
      baseRate: 'family.custody',
      why: 'She answers a modification petition (respondent base 60 %). The father’s remarriage and a bigger house are improvements in his life, not a change that affects the children’s welfare under the current order; the girls are stable and thriving and she has not interfered. The order is very likely left in place.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Travis Oakes', side: 'against' }],
      evidence: [],
    },
  },
  // Child support deviations.
  {
    id: 'fam-az-child-support-71',
    source:
      'Pattern: a custodial parent asking for child support above the guidelines for a child\'s extraordinary medical needs (Arizona Child Support Guidelines § 20, deviation; "Can the court deviate from the child support guidelines?", https://azitalaw.com/faqs/can-the-court-deviate-from-the-child-support-guidelines/); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Child support above the guideline for my son’s diabetes',
      caseDescription:
        'My son Mateo, 11, has type 1 diabetes. His insulin pump supplies, continuous glucose monitor and specialist visits cost about $640 a month after insurance, which the guideline amount does not cover. His father, Luis Ortega, earns about $96,000 a year as an electrician; I earn $41,000. I have asked the Pima County court for support above the guideline amount to cover half of Mateo’s medical costs, and I have the pharmacy and clinic statements for the last year. Luis says the guideline amount is enough.',
      state: 'AZ',
      city: 'Tucson',
      clientName: 'Graciela Ortega',
      opposingParty: 'Luis Ortega',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Mateo, 11, lives with me.',
        supportRequested: true,
        supportDetails: 'Child support above the guideline for medical costs.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 85],
      baseRate: 'family.child-support',
      why: 'Base 70 %. Arizona lets the court deviate for a child’s extraordinary medical needs, the costs are documented for a year, and the father earns more than twice her income. Somewhat above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Luis Ortega', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-mn-child-support-71',
    source:
      'Pattern: a paying parent who left a salaried job to start a business asking for support below the guideline, income being imputed (Minn. Stat. § 518A.32: potential income of a voluntarily unemployed or underemployed parent; "Deviations": the court must find reasons to deviate, http://thecollaborativedivorce.com/child-support/deviations/); the lawyer\'s notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Halvorsen — motion to reduce support',
      caseDescription: [
        'Client: Erik Halvorsen (father), Duluth. Other parent: Sonja Berg. Children: 2 (ages 9, 12).',
        'Current order (2022): $1,480/mo on client’s $88,000 engineering salary.',
        'Client quit the salaried job in Jan 2025 to start a fishing-charter business; 2025 net so far $21,000.',
        'Client asks: support reduced below the guideline to $400/mo.',
        'Sonja opposes; her income $47,000.',
      ].join('\n'),
      state: 'MN',
      city: 'Duluth',
      clientName: 'Erik Halvorsen',
      opposingParty: 'Sonja Berg',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Two children, 9 and 12, live with their mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [5, 25],
      baseRate: 'family.child-support',
      why: 'He asks to reduce support after leaving a well-paid job by choice: Minnesota imputes potential income to a voluntarily underemployed parent, so the guideline stays near the old figure and a deviation below it needs findings he cannot support. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Sonja Berg', side: 'against' }],
      evidence: [],
    },
  },
];
