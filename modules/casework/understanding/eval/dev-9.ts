// Development split of the case vignettes, ninth part (issue 25): written to measure how the engine
// does on prose nobody has tuned for (decision 0093). Written and committed before the engine was
// run on any of it. Every case is invented from a public PATTERN (court self-help and legal-aid
// pages, statutes, appellate opinions, defence and family lawyers' case pages, news reports; the
// address is in each `source`), paraphrased; no name is a real private person's. 34 vignettes, 17
// criminal and 17 family, over 18 states, told by defendants, petitioners and respondents alike and
// in varied voices (first person, a relative, a lawyer's notes, terse lines, a long rambling
// account); 5 pairs that differ in one fact and 2 mirrors (the same matter told by the other party).
// Ranges are percent chances of an outcome favourable to the client (criminal: acquittal; family:
// the client gets what they ask for, or defeats what the other side asks), starting from the cited
// base rate (model/reference.ts, docs/reference/case-base-rates.md; a respondent's is one minus the
// petitioner's) and moved by the legal standard and the facts. Each range was written before the
// engine read the case.
//
// Conventions of the gold facts, as in dev-2.ts to dev-8.ts: 'admission' / 'confession' only for a
// statement a person made to someone else and that the text reports; a search or test that found
// nothing, or that excludes the client, is evidence FOR the client; complainants, victims and the
// officers who arrested the client are 'against' a defendant; a drug, breath, blood or DNA test is
// 'forensic'; a police report, court record, bank statement, school or medical record, payment
// history or letter is 'records'; texts, messages and phone location are 'digital'; a guardian ad
// litem's, evaluator's or physician's report is 'expert'; the other party of a family matter is
// 'against'. A charge line with "N counts" is N charges.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs and mirrors ─────────────────────────────────────────────────────

const WA_WORDS_91 =
  'He never touched me. He was yelling and swearing in my face and he called my girlfriend a name, and Harper told the deputy the same thing, that Colby was all talk and never put a hand on me before I swung.';
const WA_BOTTLE_92 =
  'He was yelling and swearing in my face, and then he swung his beer bottle at my head and it clipped my ear, and Harper told the deputy the same thing, that Colby swung the bottle before I ever hit him.';

const WA_ASSAULT = (provocation: string): Vignette['facts'] => ({
  caseCategory: 'criminal',
  caseType: 'assault',
  caseTitle: 'Assault 2 — the party on Maple St',
  caseDescription: `Me and my buddy Dev (Devontae Rusk) were at a house party in Spokane in August. A guy I barely know, Colby Strand, had been drinking all night and started in on me about my truck blocking the driveway. ${provocation} I hit him one time and he went down. His nose was broken and he needed surgery. Dev was in the bathroom and didn't see any of it. The only other person who saw it was a girl named Harper Oakes, who told the deputy she doesn't really know either of us. Colby told the deputy I came at him out of nowhere. I stayed and told the deputy I was defending myself. I'm 26 and I've never been arrested.`,
  state: 'WA',
  city: 'Spokane',
  clientName: 'Brady Kettleson',
  keyWitnesses: [],
  criminal: {
    chargeDetails: 'Assault in the second degree, RCW 9A.36.021(1)(a), class B felony',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense.',
    bailStatus: 'Released on personal recognizance',
  },
});

const AZ_PRINT_91 = "The crime lab matched a fingerprint on the inside of the broken pane to Ethan's left thumb.";
const AZ_PRINT_92 =
  "The crime lab lifted two fingerprints from the inside of the broken pane and neither one matches Ethan; they haven't matched anybody yet.";

const AZ_BURGLARY = (print: string): Vignette['facts'] => ({
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseTitle: 'My son’s burglary charge in Mesa',
  caseDescription: `My son Ethan Calloway is 22 and they have charged him with burglary of a house on our street in Mesa. The Delgados were away for a week in March and when they came back their kitchen window was broken and two laptops, a camera and a jar of coins were gone. Ethan went to school with their son but he has not been inside that house in years, and Mrs. Rosa Delgado told the detective he hasn't been invited over since the boys finished high school. Somebody called Silent Witness and gave Ethan's name. ${print} None of the things have turned up, and nothing was found when the police searched our house and Ethan's car. A neighbor across the street, Walter Faulk, said he saw "a young guy in a dark hoodie" walk past the house one night that week but he couldn't say who. Ethan works nights at a warehouse and sleeps most of the day, and he can't remember anything special about that week. He has a juvenile record for shoplifting.`,
  state: 'AZ',
  city: 'Mesa',
  clientName: 'Ethan Calloway',
  opposingParty: 'Rosa Delgado',
  keyWitnesses: [],
  criminal: {
    chargeDetails: 'Burglary in the second degree, A.R.S. § 13-1507; theft, A.R.S. § 13-1802',
    priorConvictions: 'Juvenile adjudication for shoplifting (2019)',
    evidenceStrength: 'moderate',
    defenseStrategy: 'He was never in the house; nothing connects him to the stolen things.',
    bailStatus: 'Released to his parents on conditions',
  },
});

const NC_WALLET_91 = "Tariq's wallet was in his back pocket the whole time.";
const NC_WALLET_92 = "Tariq's wallet, with his driver's license in it, was lying in that same drawer on top of the bags.";

const NC_DRUG = (wallet: string): Vignette['facts'] => ({
  caseCategory: 'criminal',
  caseType: 'drug-offenses',
  caseTitle: 'My son was at the wrong apartment',
  caseDescription: `My son Tariq Bell is 20. On a Sunday afternoon he was at his friend Lamar Goins's apartment in Greensboro playing video games when the police came in with a search warrant for Lamar. It is Lamar's apartment, only Lamar is on the lease, and Tariq lives with me. They found 14 little bags of cocaine in a kitchen drawer under some dish towels. ${wallet} Tariq was on the couch in the living room with Lamar and another boy, Jaylen. Nothing was found on Tariq, no money and no drugs, just his phone. Lamar told the officers the drugs were not his and he doesn't know whose they are. The officers never had the bags checked for fingerprints. Tariq has never been arrested before and they charged all three boys the same.`,
  state: 'NC',
  city: 'Greensboro',
  clientName: 'Tariq Bell',
  keyWitnesses: [],
  criminal: {
    chargeDetails: 'Possession with intent to sell or deliver cocaine, N.C.G.S. § 90-95(a)(1), Class H felony',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Not his apartment; being in the room is not possession.',
    bailStatus: 'Released on a $5,000 secured bond',
  },
});

const GA_DIED_91 = "Our son Derek, the boys' father, died in a motorcycle accident two years ago.";
const GA_MARRIED_92 =
  "Our son Derek, the boys' father, is still married to their mother and lives with her and the boys; he told us he goes along with whatever she decides.";

const GA_VISITATION = (father: string): Vignette['facts'] => ({
  caseCategory: 'family',
  caseType: 'visitation-rights',
  caseTitle: 'Visits with our grandsons',
  caseDescription: `My husband Walt and I have filed in Cobb County for visitation with our grandsons, Eli, 9, and Caden, 6. ${father} For three years, until last spring, the boys stayed with us every Friday night and we picked them up from school twice a week; the school's pickup log shows it. Their mother, Ashlyn Mercer, stopped all visits in April after an argument with me at Caden's birthday party, and she has not answered our calls or cards since. Eli's school counselor, Roberta Quaid, wrote a letter saying Eli has become withdrawn and keeps asking about his grandparents. Ashlyn is a good mother otherwise and we have never said she isn't. We are asking for one weekend a month.`,
  state: 'GA',
  city: 'Marietta',
  clientName: 'Joyce Mercer',
  opposingParty: 'Ashlyn Mercer',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'other',
    childrenInvolved: true,
    childrenDetails: 'Our grandsons Eli, 9, and Caden, 6, live with their mother.',
    supportRequested: false,
  },
});

const IL_SCHEDULE_91 =
  'Attached to it was a four-page schedule of his assets, listing his 30 % share of the company at about $2.4 million, his condo and his accounts, and I initialed every page.';
const IL_NOTHING_92 =
  "Nothing was attached about his money: no list of assets, and the agreement doesn't mention the company at all. I knew his family had trucks but I had no idea his share was worth about $2.4 million until the divorce.";

const IL_PRENUP = (disclosure: string): Vignette['facts'] => ({
  caseCategory: 'family',
  caseType: 'prenuptial-agreement',
  caseTitle: 'Our 2006 prenup',
  caseDescription: `My husband Bradley Vistica filed for divorce in DuPage County after 19 years and wants the court to enforce the premarital agreement we signed in 2006. It says each of us keeps whatever is in our own name and that neither of us gets maintenance. Almost everything is in his name, including his share of his family's trucking company; I have my school librarian salary and a small retirement account. He gave me the agreement six weeks before the wedding and I had my own lawyer, who told me she would not sign it, but I did. ${disclosure} I want the court to throw it out.`,
  state: 'IL',
  city: 'Wheaton',
  clientName: 'Nadia Vistica',
  opposingParty: 'Bradley Vistica',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'separated',
    childrenInvolved: false,
    assetDetails: "His 30 % share of his family's trucking company; his condo; his accounts; my retirement account.",
    supportRequested: false,
  },
});

const OR_FACTS =
  'Lena Marsh and Tobias "Toby" Marsh have been married nine years and have two children, Ivy, 7, and Jonah, 4, in Eugene. On April 18, during an argument about money, Toby threw a coffee mug that shattered on the wall beside Lena\'s head, then grabbed her by the wrist when she tried to leave the kitchen; the urgent-care record from the next morning notes bruising on her left wrist. Ivy saw it from the hallway. Lena took the children to her sister\'s house that night. Since then Toby has sent her about thirty texts, most of them apologies, and one that says "if you take the kids from me I don\'t know what I\'ll do." He keeps two hunting rifles at the house. He has no criminal record and the police were never called. Lena filed for a restraining order under the Family Abuse Prevention Act on May 2; the judge granted it without notice, and Toby has asked for a contested hearing.';

const CO_FACTS =
  'Priya Hollis and Grant Hollis were married twelve years and have separated in Colorado Springs; their daughter, Mira, is 10. Priya earns about $2,500 a month as a part-time receptionist at a dental office, the job she took after she stopped working as a pharmacy technician when Mira was born. Grant is a software engineering manager earning $11,000 a month. Their combined income is about $162,000 a year, under the $240,000 ceiling of Colorado’s maintenance guidelines (C.R.S. § 14-10-114), which start from 40 % of the higher income less 50 % of the lower, capped so the receiving spouse ends with no more than 40 % of the combined income, and suggest a term of about half the length of a twelve-year marriage. The marital estate is the house (about $210,000 of equity) and Grant’s 401(k) (about $190,000), to be divided about evenly. Priya asks for guideline maintenance, about $2,900 a month, for six years. Grant offers $1,500 a month for two years, saying Priya could go back to full-time work now that Mira is in school.';

// ── The vignettes ─────────────────────────────────────────────────────────────────────────────

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──
  {
    id: 'crim-wa-assault-91',
    source:
      'Pattern: a fight that started with insults and ended with one punch and a broken nose; in Washington words alone are no provocation, and a first aggressor cannot claim self-defense (B. Zuanich, "Can you claim self-defense at trial in Washington when you start a fight?", https://www.zuanichlaw.com/can-you-claim-self-defense-at-trial-in-washington-when-you-start-a-fight; Smith & White, "Washington court discusses first aggressor instruction in assault cases", https://www.smithandwhite.com/blog/2021/02/washington-court-discusses-first-aggressor-instruction-in-assault-cases/); told by the client; paraphrased, names invented.',
    facts: WA_ASSAULT(WA_WORDS_91),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 20],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The only neutral witness confirms the complainant never touched the client before he swung; insults are no provocation in Washington, so the client is the first aggressor and self-defense is not available. Staying for the police and a clean record help little against a broken nose. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Colby Strand', side: 'against' },
        { name: 'Harper Oakes', side: 'against' },
        { name: 'Devontae Rusk', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-wa-assault-92',
    source: 'Pattern: as crim-wa-assault-91, with the complainant swinging a bottle at the client first; paraphrased, names invented.',
    facts: WA_ASSAULT(WA_BOTTLE_92),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 82],
      baseRate: 'criminal.state-jury.violent',
      why: 'As the first of the pair, but the complainant swung a beer bottle at the client’s head and grazed him before the one punch, and the only neutral witness says so: a lawful use of force the State must disprove beyond a reasonable doubt. One punch against a bottle is proportionate. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Colby Strand', side: 'against' },
        { name: 'Harper Oakes', side: 'for' },
        { name: 'Devontae Rusk', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-wa-assault-91', differs: 'the complainant swung a bottle at the client before he struck', expect: 'higher' },
  },
  {
    id: 'crim-ga-kidnapping-91',
    source:
      'Pattern: a kidnapping charge between former partners where the asportation and the holding "against his or her will" are disputed (O.C.G.A. § 16-5-40, http://law.justia.com/codes/georgia/2010/title-16/chapter-5/article-3/16-5-40; Lawson and Berry, "What happens if I am charged with kidnapping in Georgia?", http://www.georgiacriminallawyer.com/kidnapping); the lawyer’s terse notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'kidnapping',
      caseTitle: 'State v. Pettaway — kidnapping',
      caseDescription: [
        'File notes, Bibb County. Client: Jerome "Romey" Pettaway, 31.',
        '- Complainant: ex-girlfriend Shanice Varner. Says Romey grabbed her arm outside her apartment around 11 p.m., pushed her into his truck and drove her to his mother’s house in Warner Robins, and would not let her leave until morning.',
        '- Her text to her cousin at 11:48 p.m.: "with romey he wont let me leave."',
        '- Gas station camera, 11:20 p.m.: she gets out at the pump, walks into the store alone, buys two drinks, walks past the clerk and gets back in the truck while Romey pumps gas.',
        '- Reported it three days later, the day after Romey posted photos with a new girlfriend.',
        '- Officer’s report the day she came in: no marks on her arms.',
        '- Romey’s mother, Loretta Pettaway, says Shanice slept on the couch and they all had breakfast together.',
        '- Client: she came willingly to talk about getting back together.',
      ].join('\n'),
      state: 'GA',
      city: 'Macon',
      clientName: 'Jerome Pettaway',
      opposingParty: 'Shanice Varner',
      keyWitnesses: ['Loretta Pettaway'],
      criminal: {
        chargeDetails: 'Kidnapping, O.C.G.A. § 16-5-40',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'She went with him willingly; the video shows her free to leave.',
        bailStatus: 'Released on a $20,000 bond with no-contact conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [38, 64],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. Her account and her text sent during the night support a holding against her will; but the station video shows her alone in a store with a clerk and returning to the truck, no marks were seen, the report came three days later after a motive arose, and the mother says the night was ordinary. Well above the base, near even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Shanice Varner', side: 'against' },
        { name: 'Loretta Pettaway', side: 'for' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'video', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-az-burglary-91',
    source:
      'Pattern: a burglary through a broken kitchen window where a fingerprint on the window was the only evidence linking the accused, held sufficient (State v. Carter, 118 Ariz. 562 (1978), https://app.midpage.ai/document/state-v-carter-1174808; State v. Petersen, Ariz. App. 2016, print on the inside of a broken window, https://www.studicata.com/summaries/court-of-appeals-of-arizona/state-v-petersen-2016-mnh571); told by the accused’s mother; paraphrased, names invented.',
    facts: AZ_BURGLARY(AZ_PRINT_91),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [6, 22],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. His thumbprint on the inside of the broken pane, at the point of entry of a house he had not been invited into for years, is the kind of proof Arizona juries convict on; nothing was recovered and the neighbor could not say who he saw, but he has no account of the week. At or below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Rosa Delgado', side: 'against' },
        { name: 'Walter Faulk', side: 'for' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-az-burglary-92',
    source: 'Pattern: as crim-az-burglary-91, with the prints on the window excluding the accused; paraphrased, names invented.',
    facts: AZ_BURGLARY(AZ_PRINT_92),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [62, 88],
      baseRate: 'criminal.state-jury.property',
      why: 'As the first of the pair, but the prints at the point of entry exclude him: what is left is an anonymous tip and a neighbor’s "young guy in a dark hoodie", with nothing found at his home or in his car. Far above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Rosa Delgado', side: 'against' },
        { name: 'Walter Faulk', side: 'for' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 2,
    },
    pairOf: { id: 'crim-az-burglary-91', differs: 'the prints on the window do not match him', expect: 'higher' },
  },
  {
    id: 'crim-nh-dui-91',
    source:
      'Pattern: a New Hampshire DWI after a citizen’s report of weaving, where the driver refused the breath test and the charge rests on the officer’s observations, "impairment to any degree" being enough (Bartis Law Office, "How exactly is DUI defined in the state of New Hampshire?", https://www.bartislaw.com/how-exactly-is-dui-defined-in-the-state-of-new-hampshire/; NH Legal Blog on a Route 28 weaving report, https://www.nhlegalblog.com/tag/new-hampshire-drunk-driving-defense-attorneys/; RSA 265-A:2); told by the client, with the test details in the additional factors; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'DWI after book club',
      caseDescription:
        'I am 58 and a retired school nurse in Keene. In October I was driving home from my book club around 10:40 at night when a police officer pulled me over on Route 12. He said someone had called 911 about a silver Subaru weaving, and that he watched my car cross the fog line twice. When he asked, I told him I had had a glass and a half of wine with dinner, which is the truth. He had me do the walking test and the standing on one leg test on the gravel shoulder, in the dark, in my clogs. He arrested me, and at the station I refused to blow into the machine because I was upset and did not trust it. Everybody calls me Peggy and nobody who knows me would say I drive drunk.',
      state: 'NH',
      city: 'Keene',
      clientName: 'Marguerite Lindahl',
      keyWitnesses: [],
      additionalFactors:
        'The officer, Brent Kowalczyk, wrote that I swayed on the one-leg stand and missed heel-to-toe on three steps of the walk-and-turn; he did no eye test. I have had both knees replaced (2019 and 2021) and my surgeon’s records say my balance on uneven ground is limited. The cruiser camera shows the gravel and my shoes and that I answered all his questions clearly.',
      criminal: {
        chargeDetails: 'Driving while intoxicated, first offense, RSA 265-A:2, class B misdemeanor',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'The field tests reflect my knees and the gravel, not wine; no test shows any alcohol level.',
        bailStatus: 'Released on personal recognizance',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [20, 45],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. A first-offense class B DWI is tried to a judge. The weaving report corroborated by the officer, the admitted wine and the refusal (which New Hampshire lets the State use) weigh against her, and "impaired to any degree" is a low bar; but there is no number, the balance tests are explained by two knee replacements, gravel and clogs, and the camera shows clear speech. Above the base, short of even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Brent Kowalczyk', side: 'against' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'video', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ut-dui-91',
    source:
      'Pattern: an arrest under Utah’s 0.05 per se limit, in force since December 30, 2018, with the admissible breath result just over it (AP, "Utah troopers report arrest under new DUI threshold", https://www.dariennewsonline.com/news/crime/article/Utah-troopers-report-arrest-under-new-DUI-13503722.php; Utah Code § 41-6a-502); terse lines by the client; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'DUI on I-15',
      caseDescription: [
        'Pulled over 1:15 a.m. on I-15 in Layton, 9 over the limit.',
        'Told the trooper two beers with dinner around 10.',
        'Roadside breath thing said 0.07 (lawyer says that one is not allowed in court).',
        'Eye test 4 clues. Walk-and-turn 2 clues. One-leg stand 1 clue.',
        'Intoxilyzer at the jail 2:40 a.m.: 0.059 and 0.061.',
        'Utah limit is 0.05.',
        'Trooper body cam: I am polite, clear, not stumbling.',
        'I weigh 130 lb. No priors.',
      ].join('\n'),
      state: 'UT',
      city: 'Layton',
      clientName: 'Camille Rasband',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Driving under the influence, Utah Code § 41-6a-502, class B misdemeanor',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Barely over; no bad driving; body cam shows no impairment.',
        bailStatus: 'Released on citation',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 20],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. Two admissible breath results over Utah’s 0.05 limit prove the per se offense whatever the body camera shows; with the drinking over three hours before the stop, a rising-alcohol argument is weak. The clean video and the mild field tests help only against impairment. At or below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'video', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-or-identity-theft-91',
    source:
      'Pattern: credit cards opened in a neighbour’s name with his personal identification and routed to a mailbox the accused rented, under ORS 165.800 (Washington County District Attorney, "Identity Theft", http://www.co.washington.or.us/DA/CriminalProsecution/CrimeInformation/IdentityTheft/index.cfm; Benton County DA, "Identity Theft", https://co.benton.or.us/da/page/identity-theft); told by the lawyer; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'identity-theft',
      caseTitle: 'State v. Solis — identity theft',
      caseDescription:
        'Our client Renata Solis, 34, is charged in Washington County with two counts of identity theft. Two credit cards were opened last spring in the name of her downstairs neighbor, Gordon Pike, who is 71, using his Social Security number and date of birth; $4,300 was charged, mostly on gift cards. Both applications give Ms. Solis’s cell number and a mailbox at a UPS Store in Beaverton that was rented in her name, with her driver’s license, in March. The carrier’s records show the card-activation calls were made from her phone. The store clerk, Dana Whitlock, picked Ms. Solis from a photo array as the woman who collected the card envelopes. Ms. Solis says her ex-boyfriend, Kyle Brandvold, kept her phone for weeks after they broke up and must have used her license; she never reported either missing. When the detective interviewed her, she said she "might have picked up a package for Kyle once" at that store. Mr. Brandvold has a 2020 theft conviction.',
      state: 'OR',
      city: 'Beaverton',
      clientName: 'Renata Solis',
      opposingParty: 'Gordon Pike',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Identity theft, ORS 165.800, 2 counts, class C felony',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Her ex-boyfriend used her phone and her license.',
        bailStatus: 'Released on her own recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 20],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. The mailbox rented with her license, her phone number on the applications and the activation calls from her phone, the clerk’s identification and her own statement that she picked up at that store: the paper trail runs to her. The ex-boyfriend with a theft record gives the defence a story, but she never reported the phone or license missing. At or below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Gordon Pike', side: 'against' },
        { name: 'Dana Whitlock', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-il-fraud-91',
    source:
      'Pattern: a roofer who took deposits from older homeowners and never did the work, prosecuted under the Home Repair Fraud Act, aggravated where the victim is 60 or older (815 ILCS 515, https://ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2360&ChapterID=67&Print=True; Claims Journal, "Ill. A.G.’s Office cracks down on home repair fraud", https://www.claimsjournal.com/news/midwest/2004/10/08/46649.htm?print); told by the contractor; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'fraud',
      caseTitle: 'Home repair fraud charges — Haldane Roofing',
      caseDescription:
        'I have been putting roofs on houses in Peoria for fifteen years and I am not a crook. Last April I signed three jobs in two weeks and took deposits: $9,500 from Eileen Marchetti, who is 74, $6,000 from Ray Szymanski, 68, and $7,200 from a couple on Knoxville Avenue. Then my shingle supplier back-ordered everything and I had hernia surgery in May, and I got behind. The state says I never ordered any shingles at all, and the supplier’s account records do show no order under my company that spring. The bank statements they subpoenaed show the deposits went into my personal account and paid my boat loan and some other bills. I paid Mrs. Marchetti back $2,000 after she called the Attorney General. I told the investigator I meant to get to all three of them. I have a dozen customers from over the years who will say I do good work.',
      state: 'IL',
      city: 'Peoria',
      clientName: 'Wes Haldane',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Aggravated home repair fraud, 815 ILCS 515/3 and 515/5, 3 counts',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'A business that fell behind, not a scheme: I meant to do the work.',
        bailStatus: 'Released on pretrial conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 20],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Three deposits from older homeowners in two weeks, no materials ever ordered, and the money spent on his own debts, shown by the supplier’s and the bank’s records, let a jury infer he never meant to do the work when he promised it; the surgery and the partial refund after a complaint answer little, and past customers speak to character, not to these jobs. At or below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Eileen Marchetti', side: 'against' },
        { name: 'Ray Szymanski', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-nc-drug-offenses-91',
    source:
      'Pattern: a visitor in someone else’s apartment charged with drugs found in a drawer; where possession of the premises is not exclusive, North Carolina requires other incriminating circumstances (J. Smith, "Constructive possession of drugs", UNC School of Government, http://nccriminallaw.sog.unc.edu/?p=1702; State v. Brown, 310 N.C. 563 (1984), summarized at http://www.lawpipe.com/north-carolina/Constructive_Possession_Of_Drugs_NC.html); told by the accused’s mother; paraphrased, names invented.',
    facts: NC_DRUG(NC_WALLET_91),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 78],
      baseRate: 'criminal.state-jury.drug',
      why: 'Base 18 %. A visitor in another man’s apartment, the drugs hidden in a kitchen drawer, nothing on him and nothing tying him to the drawer: without other incriminating circumstances North Carolina does not infer possession from presence. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nc-drug-offenses-92',
    source:
      'Pattern: as crim-nc-drug-offenses-91, with the visitor’s wallet in the drawer on top of the drugs; paraphrased, names invented.',
    facts: NC_DRUG(NC_WALLET_92),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 30],
      baseRate: 'criminal.state-jury.drug',
      why: 'As the first of the pair, but his wallet and license lay in the same drawer on top of the bags: the other incriminating circumstance that lets a jury find he had power and intent to control them. Near the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-nc-drug-offenses-91', differs: 'his wallet was in the drawer on top of the drugs', expect: 'lower' },
  },
  {
    id: 'crim-tn-robbery-91',
    source:
      'Pattern: the after-hours robbery of a fast-food restaurant by a masked man, where the evidence of identity was thin (State v. Bishop, Tenn. Crim. App. 1997, conviction of one accused reversed for insufficient identification, https://print.casetext.com/case/state-v-bishop-87; Patton | Pittman, "Eyewitness testimony is not always reliable in Tennessee", http://www.pattonandpittman.com/articles/eyewitness-testimony-is-not-always-reliable-in-t/); the lawyer’s notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'State v. Amos — aggravated robbery',
      caseDescription: [
        'Client Quentin Amos, 24, Jackson. Aggravated robbery of a burger restaurant on Highland Ave., 11:15 p.m., after close.',
        'Robber wore a ski mask, gloves and dark glasses; showed a handgun; took $1,140 from the safe.',
        'Shift manager Krista Vann worked with Q. for six months last year until he was let go (she wrote him up for lateness). She told police she knew his voice and the way he walks. Did not see a face.',
        'Second employee, Marco Ybarra: could not identify anyone.',
        'Store video: masked man, roughly Q.’s height. No face.',
        'Two days later a ski mask was found on the back seat of a car Q. was riding in (not his car). TBI: DNA mixture of at least three people; Q. "cannot be excluded."',
        'No gun, no money recovered.',
        'Girlfriend Aisha Grant: he was at her apartment watching a movie all evening.',
      ].join('\n'),
      state: 'TN',
      city: 'Jackson',
      clientName: 'Quentin Amos',
      keyWitnesses: ['Aisha Grant'],
      criminal: {
        chargeDetails: 'Aggravated robbery, Tenn. Code Ann. § 39-13-402, Class B felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Misidentification: a voice through a mask, by a boss with a grudge.',
        bailStatus: 'Held on $75,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [35, 60],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The identification is a voice and a walk through a mask, by a former supervisor with a history with him; the second employee could not identify anyone; the mask was in someone else’s car and its DNA is a three-person mixture that merely cannot exclude him; nothing was recovered; the girlfriend’s alibi is interested. Well above the base, near even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Krista Vann', side: 'against' },
        { name: 'Marco Ybarra', side: 'for' },
        { name: 'Aisha Grant', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-oh-homicide-91',
    source:
      'Pattern: a parking-lot shooting after a single punch, where the accused went to his vehicle for a gun and came back; since March 2019 Ohio’s prosecution must disprove self-defense, but not for one who renews the fight (WDTN, "Ohio self-defense law has controversial history", https://www.wdtn.com/news/local-news/ohio-self-defense-law-has-controversial-history/; Cleveland Jewish News, "Ohio’s new self-defense law shifts burden of proof", https://www.clevelandjewishnews.com/features/special_sections/legal_affairs/ohio-s-new-self-defense-law-shifts-burden-of-proof/article_ea379b72-6511-11e9-a4a6-ef31ac3cbb6b.html); told by the accused’s wife; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'My husband’s murder charge',
      caseDescription:
        'My husband Glenn Harwick is 47 and has never been in trouble. In June he backed into another man’s car in the parking lot of a bar in Toledo. The other man, Lonnie Basford, got out screaming and punched Glenn in the mouth. Glenn walked to his truck, took his pistol out of the glove box (he has a concealed carry license), and walked back, about forty feet, and shot Lonnie twice in the chest while Lonnie was standing by his own car. Lonnie died there. The bar’s parking lot camera recorded all of it. When the police got there Glenn told them "he hit me so I got my gun." Glenn says now that Lonnie was reaching into his car and he thought he was going for a gun. The police searched Lonnie’s car and there was only a phone on the seat. Lonnie’s blood alcohol was 0.14. Glenn is a good man who panicked.',
      state: 'OH',
      city: 'Toledo',
      clientName: 'Glenn Harwick',
      opposingParty: 'Lonnie Basford',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Murder, R.C. 2903.02(B); felonious assault, R.C. 2903.11(A)(2)',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Self-defense: he believed Lonnie was reaching for a gun.',
        bailStatus: 'Held without bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 15],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. After a single punch he walked away, armed himself and walked back forty feet to shoot an unarmed man, on video; his words at the scene give the reason as the punch, and the car held only a phone. Ohio’s burden shift does not help one who renews a fight he had left. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Lonnie Basford', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wi-sexual-assault-91',
    source:
      'Pattern: a second-degree sexual assault charge for intercourse with a person too intoxicated to consent, after a party (Van Severen Law Office, "Second degree sexual assault: sexual contact or intercourse with a person under the influence of an intoxicant", https://milwaukee-criminal-lawyer.com/milwaukee-criminal-defense-attorney-practice-areas/sex-crime-defense-attorney/second-degree-sexual-assault-sexual-contact-or-intercourse-under-influence-intoxicant; Wis. Stat. § 940.225(2)(cm)); told by the accused, with evidence in passing; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'Sexual assault charge after the October party',
      caseDescription:
        'I was charged with second-degree sexual assault in Eau Claire after a party at a friend’s house in October. Brynn Kettering and I had been flirting most of the night. She was drinking a lot; I was too. Later she was helped upstairs by her friends Macy Dahl and Olivia Trent to lie down in a bedroom, and before they went back down Macy told me Brynn was wasted and to leave her alone. I went up about twenty minutes later. She was awake, she talked to me and she kissed me first, and we had sex. She says she woke up with me on top of her. She went to the hospital two days later and the nurse found no injuries. The next morning I sent her a Snapchat that said "im sorry about last night, i was messed up too, i shouldnt have gone up there," and she saved a screenshot of it. Both of her friends have given statements saying she was slurring and couldn’t walk on her own.',
      state: 'WI',
      city: 'Eau Claire',
      clientName: 'Tanner Voss',
      opposingParty: 'Brynn Kettering',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Second-degree sexual assault, Wis. Stat. § 940.225(2)(cm), Class C felony',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'She was awake and consented; I did not know she was too drunk to.',
        bailStatus: 'Released on a $10,000 signature bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 25],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. The statute turns on whether he knew she was too intoxicated to consent: two friends describe her slurring and carried upstairs, one warned him directly, and his own message the next morning apologizes for going up. The examination without injury is expected in such a case and helps little. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Brynn Kettering', side: 'against' },
        { name: 'Macy Dahl', side: 'against' },
        { name: 'Olivia Trent', side: 'against' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'digital', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ne-theft-91',
    source:
      'Pattern: a gas-station clerk charged with theft when night deposits came up short and several employees had access to the safe (Neb. Rev. Stat. § 28-511; CriminalDefenseLawyer.com, "Nebraska misdemeanor and felony theft and shoplifting laws", http://www.criminaldefenselawyer.com/resources/criminal-defense/misdemeanor-offense/shoplifting-charges-nebraska; Gavel Insight, "Embezzlement in Nebraska", https://www.gavelinsight.com/2025/09/embezzlement-in-nebraska-how-to-fight.html); a long rambling account by the client, lower case and typos kept; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'theft',
      caseTitle: 'theft charge from the kwik stop',
      caseDescription:
        'ok so i work nights at the kwik stop on 2nd st in grand island, been there almost 3 yrs, and in june my manager cal weatherby says the night deposits were short $1,860 over like three weeks. the deposit log and the bank slips do show it short, i am not saying the money wasnt missing. but theres 4 of us that have the safe code, me, cal, jo heskett who works the other night shift and the weekend girl, and the camera that points at the safe has been broke since spring, cal knew that and never fixed it. cal told the cops he saw me "counting money in the back for a long time" one night, well yeah thats the rule, you count the drawer in the back office before you drop it. the cops never even talked to jo. i gave my lawyer 6 months of my bank statments and theres nothing weird in there, just my paychecks and my rent. they didnt fire me until after they charged me. i have a dui from 2019 and thats it. i just want this over with becuase i cant get another job with this hanging over me.',
      state: 'NE',
      city: 'Grand Island',
      clientName: 'Kayla Obermeyer',
      opposingParty: 'Cal Weatherby',
      keyWitnesses: [],
      criminal: {
        chargeDetails: 'Theft by unlawful taking, Neb. Rev. Stat. § 28-511, Class IV felony ($1,500–$5,000)',
        priorConvictions: 'DUI (2019)',
        evidenceStrength: 'weak',
        defenseStrategy: 'Four people had the safe code and the camera was broken; nothing links the missing money to me.',
        bailStatus: 'Released on her own recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [48, 75],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. The loss is real, but four people had the code, the safe camera was broken, the manager saw only the counting the rules require, the other clerk was never questioned and her bank statements show nothing. Nothing singles her out. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Cal Weatherby', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-la-battery-91',
    source:
      'Pattern: a domestic abuse battery prosecution that goes on after the complainant recants, on her 911 call and her words to the officers (C. Gibbs, "Can I get the domestic assault victim to drop charges?", https://www.craiggibbs.com/blog/2017/05/can-i-get-the-domestic-assault-victim-to-drop-charges/; La. R.S. 14:35.3; Crescent City Law, "Can domestic violence charges in Louisiana be dropped?", https://crescentcitylawfirm.com/can-domestic-violence-charges-in-louisiana-be-dropped/); told by the client, the defence in its own field; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'battery',
      caseTitle: 'Domestic abuse battery — Lafayette',
      caseDescription:
        'My girlfriend Celeste Guidry and I got into it in March over texts on my phone. She called 911 and on the recording she is crying and says "he hit me, he hit me in the face." When the officers came, she told them on their body camera that I slapped her, and the camera shows a red mark on her cheek. I told the officer I didn’t slap her, I pushed her hand away from my face. I was arrested that night.',
      state: 'LA',
      city: 'Lafayette',
      clientName: 'Remy Thibodeaux',
      opposingParty: 'Celeste Guidry',
      keyWitnesses: [],
      additionalFactors:
        'We are back together. A week later Celeste signed a notarized affidavit saying she made it up because she was mad about the texts, and that she was the one who hit first. The DA says they are going forward anyway. It is a misdemeanor, so a judge will decide it.',
      criminal: {
        chargeDetails: 'Domestic abuse battery, first offense, La. R.S. 14:35.3, misdemeanor',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'She has recanted in a sworn affidavit; she swung at me first and I only pushed her hand away.',
        bailStatus: 'Released on $2,500 bond with a no-contact order, since modified',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [22, 46],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A bench trial: the 911 call and her statement on the body camera, made while upset, come in even if she recants, and the camera shows the mark; his own words admit contact. Her sworn recantation and her account of striking first give the judge a reason to doubt, and reconciled complainants are weak witnesses for the State. Around or a little above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Celeste Guidry', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ar-robbery-91',
    source:
      'Pattern: a gas-station robbery where the clerk and a customer both picked the accused from a photo lineup and the clerk recognized him the next day as a regular from the neighbourhood (Robinson v. State, 317 Ark. 17 (1994), https://law.justia.com/cases/arkansas/supreme-court/1994/cr-93-1355-1.html; Ark. Code Ann. § 5-12-103); told by the accused’s sister; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'My brother’s robbery case',
      caseDescription:
        'My brother Cedric Moultrie is charged with robbing the gas station on Asher Avenue in Little Rock in January. A man in a gray hoodie came in around 9 at night, showed a gun, and took the money from the register and the customer’s purse. The clerk, Hollis Grier, and the customer, Vanessa Crowe, both picked Cedric out of a photo lineup the next day, and Mr. Grier told the police he knows Cedric because he comes in for cigarettes almost every day. The next afternoon Mr. Grier saw Cedric in the parking lot and called the police, and they arrested him. The store video shows a man in a gray hoodie about Cedric’s size with the hood pulled around his face. The police took a gray hoodie from our mom’s house, where Cedric lives, but everybody has a gray hoodie. They never found a gun or the money. Cedric says he was at our cousin Andre’s birthday cookout that night; Andre says he was there, but the cookout was winding down by 8. Cedric was convicted of theft of property in 2018.',
      state: 'AR',
      city: 'Little Rock',
      clientName: 'Cedric Moultrie',
      keyWitnesses: ['Andre Moultrie'],
      criminal: {
        chargeDetails: 'Aggravated robbery, Ark. Code Ann. § 5-12-103, 2 counts; theft of property, § 5-36-103',
        priorConvictions: 'Theft of property (2018)',
        evidenceStrength: 'strong',
        defenseStrategy: 'Mistaken identity; he was at a family cookout.',
        bailStatus: 'Held in the Pulaski County jail',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [6, 22],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. Two eyewitnesses picked him, and the clerk knew him by sight as a daily customer, which makes the identification stronger, not weaker; the video and the hoodie fit. Nothing was recovered, but the cousin’s alibi ends an hour before the robbery and he has a theft record. At or below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Hollis Grier', side: 'against' },
        { name: 'Vanessa Crowe', side: 'against' },
        { name: 'Andre Moultrie', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 3,
    },
  },

  // ── Family ──
  {
    id: 'fam-or-domestic-violence-91',
    source:
      'Pattern: a spouse’s Family Abuse Prevention Act order after an object thrown near her head and a grab that bruised, contested by the respondent; the act asks for abuse within 180 days and an immediate and present danger of further abuse (ORS 107.710, 107.718; Oregon State Bar, "Restraining orders", https://www.osbar.org/public/legalinfo/1140_RestrainingOrders.htm; "Restraining order laws and cases in Oregon", https://www.lawpipe.com/Oregon/Restraining_Order_Laws_And_Cases_In_Oregon.html); told by the petitioner; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Keeping my FAPA order',
      caseDescription: `I am Lena Marsh. ${OR_FACTS} I don't know what he means by that text and I am afraid of it, with the rifles in the house. I want the order kept in place and the kids to stay with me.`,
      state: 'OR',
      city: 'Eugene',
      clientName: 'Lena Marsh',
      opposingParty: 'Tobias Marsh',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Ivy, 7, and Jonah, 4.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 84],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. Within 180 days, a mug thrown that shattered beside her head and a grab that left bruises the urgent-care record notes, seen by their daughter; since then a text a court can read as a veiled threat, and firearms in the home. No police report and the apologies pull a little. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tobias Marsh', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-or-domestic-violence-92',
    source:
      'Pattern: as fam-or-domestic-violence-91, the respondent’s lawyer’s notes for the contested hearing; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Marsh — contested FAPA hearing',
      caseDescription: `Notes for the contested hearing, Lane County. Client: Toby Marsh (respondent). ${OR_FACTS} Client says he threw the mug at the wall, not at her, and took her wrist only to stop her walking out in the middle of the conversation; the text meant he would be lost without the children, not a threat. He has offered to store the rifles with his brother until this is over. Goal: have the order dismissed.`,
      state: 'OR',
      city: 'Eugene',
      clientName: 'Tobias Marsh',
      opposingParty: 'Lena Marsh',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Ivy, 7, and Jonah, 4.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [16, 38],
      baseRate: 'family.protection-order',
      why: 'The same facts from the respondent: one minus the petitioner’s range. His reading of the mug and the text does not change what she can show.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Lena Marsh', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'digital', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-or-domestic-violence-91',
  },
  {
    id: 'fam-co-spousal-support-alimony-91',
    source:
      'Pattern: a lower-earning spouse of a twelve-year marriage asking for maintenance at the amount and term of Colorado’s advisory guidelines (C.R.S. § 14-10-114, https://nocache.womenslaw.org/es/laws/co/statutes/ss-14-10-114-spousal-maintenance-advisory-guidelines-legislative-declaration; Johnson Law Group, "How is spousal maintenance calculated in Colorado?", https://www.johnsonlgroup.com/blog/how-is-spousal-maintenance-calculated-in-colorado/); told by the wife; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Maintenance in our divorce',
      caseDescription: `So I'm the one asking for maintenance, and I want to lay it all out because Grant makes it sound like I'm lazy. ${CO_FACTS} I would love to work full time again, but my pharmacy tech certification lapsed years ago and the dental office only has part-time hours. I'm not asking for anything more than the guidelines say.`,
      state: 'CO',
      city: 'Colorado Springs',
      clientName: 'Priya Hollis',
      opposingParty: 'Grant Hollis',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        childrenDetails: 'Mira, 10.',
        assetDetails: 'House, about $210,000 equity; Grant’s 401(k), about $190,000.',
        supportRequested: true,
        supportDetails: 'Guideline maintenance, about $2,900 a month for six years.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 84],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. Her request is the advisory guideline itself, capped as the statute caps it, for the guideline term of a twelve-year marriage; the incomes differ more than four to one and she left her field for the child. Courts may deviate, and his offer is well below the guideline. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Grant Hollis', side: 'against' }],
      evidence: [],
    },
  },
  {
    id: 'fam-co-spousal-support-alimony-92',
    source: 'Pattern: as fam-co-spousal-support-alimony-91, told tersely by the husband who opposes it; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Maintenance — my side',
      caseDescription: `Divorce, El Paso County. I'm the husband. ${CO_FACTS} My position: she can work full time, two years is enough, and I'm already paying child support.`,
      state: 'CO',
      city: 'Colorado Springs',
      clientName: 'Grant Hollis',
      opposingParty: 'Priya Hollis',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        childrenDetails: 'Mira, 10.',
        assetDetails: 'House, about $210,000 equity; my 401(k), about $190,000.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [16, 40],
      baseRate: 'family.spousal-support',
      why: 'The same facts from the husband answering the request: one minus the wife’s range.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Priya Hollis', side: 'against' }],
      evidence: [],
    },
    mirrorOf: 'fam-co-spousal-support-alimony-91',
  },
  {
    id: 'fam-ga-visitation-rights-91',
    source:
      'Pattern: grandparents cut off by the surviving mother after their son’s death; Georgia names the parent of a deceased parent as a grandparent who may sue, and has a separate subsection for that case, rewritten in 2022, while still giving the custodial parent’s judgment deference (O.C.G.A. § 19-7-3, https://law.justia.com/codes/georgia/2020/title-19/chapter-7/article-1/section-19-7-3; Keon Family Law, "2022 changes to grandparents’ rights of visitation", https://keonfamilylaw.com/blog/2022-changes-to-grandparents-rights-of-visitation; R. Hippe, "Visitation rights of grandparents in a Georgia divorce", https://attorneyrussellhippe.com/amp/visitation-rights-of-grandparents-in-a-georgia-divorce.html); told by the grandmother; paraphrased, names invented.',
    facts: GA_VISITATION(GA_DIED_91),
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [42, 68],
      baseRate: 'family.third-party',
      why: 'Base 30 % for a non-parent against a fit parent. The father’s death opens Georgia’s provision for his parents; three years of weekly care shown by the school’s log and a counselor’s letter that the older boy is withdrawn and asks for them go to the harm a court may ask for, and one weekend a month is a modest request. The fit mother’s judgment still gets deference. Above the base, near even.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Ashlyn Mercer', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ga-visitation-rights-92',
    source:
      'Pattern: as fam-ga-visitation-rights-91, with both parents alive, married and living with the children; Georgia allows no original action by grandparents then (O.C.G.A. § 19-7-3(b)(2)); paraphrased, names invented.',
    facts: GA_VISITATION(GA_MARRIED_92),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [1, 8],
      baseRate: 'family.third-party',
      why: 'As the first of the pair, but the parents are married and living with the children and agree: Georgia bars an original grandparent action in that case, however close the past relationship. Near the floor.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Ashlyn Mercer', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
    },
    pairOf: {
      id: 'fam-ga-visitation-rights-91',
      differs: 'the father is alive, married to the mother and living with the children',
      expect: 'lower',
    },
  },
  {
    id: 'fam-il-prenuptial-agreement-91',
    source:
      'Pattern: a spouse challenging a premarital agreement signed with her own lawyer and a schedule of the other’s assets; under the Illinois Uniform Premarital Agreement Act an agreement fails only if involuntary, or unconscionable when made without fair disclosure (750 ILCS 10/7; "What’s mine is mine", https://www.napervilledivorceattorney.com/blog/2016/january/whats-mine-is-mine/; In re Marriage of Woodrum, 2018 IL App (3d) 170369, http://www.ecases.us/case/illappct/c3186344/in-re-marriage-of-woodrum); told by the wife; paraphrased, names invented.',
    facts: IL_PRENUP(IL_SCHEDULE_91),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [5, 20],
      baseRate: 'family.prenup',
      why: 'A respondent’s base is 35 %. Six weeks before the wedding, with her own lawyer, and a schedule valuing his share at $2.4 million: voluntary and fully disclosed, so Illinois enforces it however lopsided the result. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Bradley Vistica', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
  },
  {
    id: 'fam-il-prenuptial-agreement-92',
    source: 'Pattern: as fam-il-prenuptial-agreement-91, with no disclosure of his assets at all; paraphrased, names invented.',
    facts: IL_PRENUP(IL_NOTHING_92),
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 56],
      baseRate: 'family.prenup',
      why: 'As the first of the pair, but nothing of his wealth was disclosed and she did not know his share’s value: with terms that leave her nothing of a $2.4 million stake and no maintenance, the unconscionability-without-disclosure ground is open. Her own lawyer and the six weeks still let him argue she could have known. Near the base, toward even.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Bradley Vistica', side: 'against' }],
      evidence: [],
    },
    pairOf: { id: 'fam-il-prenuptial-agreement-91', differs: 'no disclosure of his assets was attached', expect: 'higher' },
  },
  {
    id: 'fam-ut-adoption-91',
    source:
      'Pattern: an infant adoption contested by an unmarried biological father who never filed a paternity action or notice before the mother relinquished, and who says she told him she had miscarried; Utah requires strict compliance and excuses none for the other parent’s statements (Utah Adoption Law Center, "Paternity: unmarried birth father’s parental rights", https://www.utahadoptionlawcenter.com/post/paternity-unmarried-birth-father-s-parental-rights; Norris Law Group, "Utah adoption and unmarried fathers", http://norrislawgroup.com/utah-adoption-unmarried-fathers/); told by the adoptive mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Adopting Noelle',
      caseDescription:
        'My husband Paul and I are adopting our daughter Noelle, who was placed with us through an agency in Provo when she was two days old; she is five months now. Her birth mother, Taylor Brink, relinquished her rights at the hospital. The birth father, Colton Birdsall, never filed a paternity case or a notice with the state vital records office before Taylor relinquished, and the agency’s search of the registry came back with nothing on file. He found out about the adoption in March and has now filed an objection, saying Taylor told him months earlier that she had lost the baby. Our attorney says under Utah law his consent is not needed because he did not strictly comply, even if Taylor misled him. The hearing to finalize is in June.',
      state: 'UT',
      city: 'Provo',
      clientName: 'Kristen Ashby',
      opposingParty: 'Colton Birdsall',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Noelle, 5 months, placed with us at two days old.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 92],
      baseRate: 'family.adoption',
      why: 'Base 85 %. The registry search shows no filing before the relinquishment, and Utah’s statute makes an unmarried father’s consent unnecessary without strict compliance and refuses to excuse it for the mother’s misstatements; a father misled about the birth draws some sympathy and appeals are common. Near the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Colton Birdsall', side: 'against' },
        { name: 'Taylor Brink', side: 'for' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-la-child-custody-91',
    source:
      'Pattern: a father with two incidents of violence against the mother asking for joint custody, under Louisiana’s Post-Separation Family Violence Relief Act, which presumes against sole or joint custody for a parent with a history of family violence until a treatment program is completed (La. R.S. 9:361–369; Loyola pro bono desk manual, "8.3 Available relief", https://probonodeskmanual.loyno.edu/book/export/html/1449; H. Weiser, "Post separation family violence", https://www.haroldweiser.com/family-lawyer-new-orleans/family-law-attorney/new-orleans-child-custody-attorney/domestic-violence/); told by the father, who hopes against the record; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Joint custody of Landry',
      caseDescription:
        'I filed in East Baton Rouge for joint custody, 50/50, of my son Landry, who is 5. His mother Kaylee Arceneaux and I were never married and split up last year. I am a good dad, I coach his T-ball team and I never missed a weekend. Kaylee is using two bad nights against me. In 2023 I pleaded guilty to domestic abuse battery after an argument, and last summer she got a protective order after I pushed her and she fell down the porch steps and broke her wrist; the ER record says so. Both times she was in my face first. The court told me to do the domestic abuse intervention program and I haven’t started it, because I am not an angry person and I don’t need anger classes. Landry loves being with me.',
      state: 'LA',
      city: 'Baton Rouge',
      clientName: 'Jarrett Fontenot',
      opposingParty: 'Kaylee Arceneaux',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Landry, 5, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [2, 12],
      baseRate: 'family.custody',
      why: 'Base 40 %. A guilty plea to domestic abuse battery and a second incident with a broken wrist under a protective order make a "history of family violence": Louisiana then bars sole or joint custody unless he completes the intervention program, which he has refused to start. His involvement with the boy earns supervised time at most. Near the floor.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kaylee Arceneaux', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-mo-marital-property-division-91',
    source:
      'Pattern: an inheritance put into a joint account and then into the down payment on a jointly titled house, claimed back as separate property at divorce; Missouri treats joint titling as evidence of intent to make it marital (RSMo § 452.330; "Inheritance and divorce in Missouri", http://stlnextgenlaw.com/inheritance-and-divorce-in-missouri/; Sandberg Phoenix on commingling, https://som2nynetwork.com/?p=87785); the lawyer’s terse notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'Lindgren — the inheritance in the house',
      caseDescription: [
        'Client: Heather Lindgren (wife), St. Charles County. Husband: Mark Lindgren. Married 15 years; no minor children.',
        '2016: client inherits $180,000 from her father.',
        'Deposited into the couple’s joint checking account; two months later $150,000 of it paid the down payment on the current house, deeded to both as tenants by the entirety.',
        'Remaining $30,000 spent on household bills within the year.',
        'Bank statements trace the inheritance into the joint account and out to the title company.',
        'House equity now about $260,000.',
        'Client asks: $180,000 set aside to her as nonmarital, the rest split.',
        'Husband: all of the equity is marital, 50/50.',
      ].join('\n'),
      state: 'MO',
      city: 'St. Charles',
      clientName: 'Heather Lindgren',
      opposingParty: 'Mark Lindgren',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails: 'House, about $260,000 equity, deeded to both; inheritance of $180,000 (2016).',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'family.property',
      why: 'Base 50 %. The money can be traced, but she put it in a joint account and then into a house deeded to both spouses, which Missouri courts read as intent to make it marital; a court may weigh her contribution in dividing the equity unequally, but setting the whole $180,000 aside as hers is unlikely. Below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Mark Lindgren', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-tn-restraining-orders-91',
    source:
      'Pattern: an order of protection for stalking by a former boyfriend who hid a GPS tracker on the petitioner’s car and turned up where she went, without violence (Tenn. Code Ann. § 36-3-601 et seq.; Mumford Law, "Tennessee orders of protection", http://mumfordlaw.net/blog/family-law/tennessee-orders-of-protection/; Goble, "Guide to Tennessee orders of protection", https://www.getgoble.com/blog/2025/december/guide-to-tennessee-orders-of-protection-what-the); told by the petitioner’s mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'Order of protection for my daughter',
      caseDescription:
        'My daughter Brooke Hatley is 24 and lives in Knoxville. She dated Shane Colquitt for eight months and broke it off in January. In February her mechanic, Lyle Dempsey, found a GPS tracker zip-tied under her rear bumper while he had the car up on the lift. Twice in March Shane walked into her gym within ten minutes of her getting there, and afterwards he texted her "nice seeing you at the Y again, you look tired." He has never hit her. She took the tracker to the police, and the report says the device is registered to an account in Shane’s name. She got a temporary order and the hearing is in two weeks. Shane is telling people he put the tracker on while they were together because she asked him to, which she never did.',
      state: 'TN',
      city: 'Knoxville',
      clientName: 'Brooke Hatley',
      opposingParty: 'Shane Colquitt',
      keyWitnesses: ['Lyle Dempsey'],
      family: { relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 92],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. A hidden tracker registered to his own account, found by a third party after the breakup, followed by two appearances where she was and a message showing he was watching: a course of conduct that is stalking under Tennessee’s statute without any violence. His explanation for the tracker is contradicted by its timing. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Shane Colquitt', side: 'against' },
        { name: 'Lyle Dempsey', side: 'for' },
      ],
      evidence: [
        { kind: 'physical', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-md-divorce-91',
    source:
      'Pattern: a custodial parent asking for use and possession of the family home for the children after the divorce, over the other spouse’s wish to sell at once (Md. Code, Fam. Law §§ 8-206, 8-208; DivorceNet, "Use and possession of the family home in a Maryland divorce", https://www.divorcenet.com/states/maryland/mdart_11; "Use and possession of the family home", https://bgslawllc.com/use-and-possession-of-the-family-home/); a long rambling account by the client, lower case and typos kept; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'keeping the house for the kids',
      caseDescription:
        'im filing for divorce in anne arundel county, me and dwayne have been seperated since last summer. we have two boys 11 and 8 and we already agreed they live with me and see there dad every other weekend, thats not the fight. the fight is the house in glen burnie. dwayne wants it sold right now and the money split, he says he needs his half to buy a place. i want to stay in it with the boys for a few years till the little one is out of elementry, hes got an IEP at that school and his teachers are finally getting him where he needs to be, the school sent me a letter about how much progress hes made this year. the mortgage is $1,650 and i make $52,000 at the hospital billing office, with the child support i can pay it, i have been paying it by myself since he left. my lawyer says maryland lets the judge give the parent with the kids the house for up to three years and then sell it. dwayne says thats not fair to him because his money is stuck in there.',
      state: 'MD',
      city: 'Glen Burnie',
      clientName: 'Monique Avery',
      opposingParty: 'Dwayne Avery',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two boys, 11 and 8; the younger has an IEP at the neighbourhood school.',
        assetDetails: 'Family home in Glen Burnie, mortgage $1,650 a month.',
        supportRequested: true,
        supportDetails: 'Child support under the guidelines; use and possession of the family home.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 85],
      baseRate: 'family.divorce',
      why: 'Base 50 %. Maryland’s statute exists for exactly this: the custodial parent of minor children who need to stay in their home and school, one with an IEP the school says is working, who can carry the mortgage and has been doing so. The hardship to the other spouse of waiting for his equity is real but is what the statute weighs and usually accepts for a limited period. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Dwayne Avery', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-wi-guardianship-91',
    source:
      'Pattern: a parent petitioning for full guardianship of an adult son with autism who opposes it and wants a supported decision-making agreement; since 2018 Wisconsin appoints a guardian only if the needs cannot be met less restrictively, by clear and convincing evidence (Wis. Stat. § 54.10(3)(a)4.; Family Voices of Wisconsin, "Supported decision-making and guardianship", https://familyvoiceswi.org/resource-library/guardianship-and-supported-decision-making; Northern Regional Center, "Supported decision making", https://northernregionalcenter.org/transition/sdm-guardianship/); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my son Tyler',
      caseDescription:
        'My son Tyler Kowalski turned 18 in January. He has autism and I have filed in Dane County to be his full guardian of the person and the estate, because I am afraid of what will happen when I am not there to catch things. Last fall he sent $300 to a "friend" he met online who turned out to be a scammer. Tyler does not want a guardian; his court-appointed lawyer says he wants a supported decision-making agreement with me and his aunt instead. The psychologist’s evaluation says Tyler understands medical choices when they are explained to him and needs help with budgeting, and recommends supported decision-making and a financial power of attorney. The guardian ad litem’s report says the same. Tyler works 20 hours a week at a grocery store and uses a debit card I set up with spending alerts.',
      state: 'WI',
      city: 'Madison',
      clientName: 'Laurie Kowalski',
      opposingParty: 'Tyler Kowalski',
      keyWitnesses: [],
      family: { relationshipStatus: 'other', childrenInvolved: false, supportRequested: false },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 28],
      baseRate: 'family.guardianship',
      why: 'Base 75 % for a guardianship petition, but the psychologist and the guardian ad litem both recommend supported decision-making and a power of attorney, the son objects and works and manages a card with alerts: Wisconsin must find by clear and convincing evidence that less restrictive means cannot meet his needs. One online scam shows a need for help, not for a full guardian. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tyler Kowalski', side: 'against' }],
      evidence: [
        { kind: 'expert', direction: 'against' },
        { kind: 'expert', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-az-paternity-91',
    source:
      'Pattern: a mother establishing paternity and support against a man who denies it because of a vasectomy, answered by a court-ordered genetic test; in Arizona a result of 95 % or more presumes paternity, rebuttable only by clear and convincing evidence (A.R.S. §§ 25-807(D), 25-814; AZ Court Help, "What if he denies he is the father?", https://azcourthelp.org/faq/paternity/834-paternity-denies); told by the mother; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: 'Paternity and support for Mateo',
      caseDescription:
        'I filed in Pima County to establish that Brandon Kettle is the father of my son Mateo, who is 14 months old, and for child support. Brandon says it is impossible because he had a vasectomy in 2022, and his urologist’s record does show the surgery, but he never went back for the follow-up test. The court ordered genetic testing and the lab report says 99.97 % probability of paternity. Brandon still says the lab made a mistake.',
      state: 'AZ',
      city: 'Tucson',
      clientName: 'Yesenia Ortiz',
      opposingParty: 'Brandon Kettle',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Mateo, 14 months.',
        supportRequested: true,
        supportDetails: 'Child support under the Arizona guidelines.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [88, 97],
      baseRate: 'family.paternity',
      why: 'Base 80 %. A court-ordered test at 99.97 % presumes paternity under Arizona law; a vasectomy never confirmed by a follow-up test does not rebut it by clear and convincing evidence. Near the ceiling.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Brandon Kettle', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-nc-child-support-91',
    source:
      'Pattern: a parent who quit a salaried job soon after being served with a motion to raise support, then asked to lower it; North Carolina imputes income where unemployment or underemployment is in bad faith to avoid support (N.C. Child Support Guidelines; DivorceNet, "Imputing income for child support in North Carolina", https://www.divorcenet.com/resources/imputing-income-child-support-north-carolina.html; "What happens to my child support payment if I quit my job?", https://www.nclawyersforyou.com/quit-my-job.html); told by the father, the damaging facts in the additional factors; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Lowering my child support',
      caseDescription:
        'I pay $1,140 a month for my two kids under a 2022 order in Wake County, based on the $85,000 I made as an HVAC service manager. This spring I left that job to start my own barbecue food truck, which I have wanted to do my whole life. The truck is netting about $1,800 a month so far. I have filed a motion to lower my support to what I can actually pay now, about $300. My ex-wife Alicia Sutter says I did it on purpose.',
      state: 'NC',
      city: 'Raleigh',
      clientName: 'Derrick Sutter',
      opposingParty: 'Alicia Sutter',
      keyWitnesses: [],
      additionalFactors:
        'Alicia had filed to increase support in January; I was served on February 3 and gave notice at work on February 24. My brother’s wife forwarded Alicia a text I sent my brother in February: "if im not making money she cant take it." My old boss has said he would hire me back.',
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Two children, 9 and 12.',
        supportRequested: true,
        supportDetails: 'Reduce child support from $1,140 to about $300 a month.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [3, 15],
      baseRate: 'family.child-support',
      why: 'Base 70 % for the party asking. He quit three weeks after being served with a motion to increase support, his own text says the point was to keep money from her, and his job is open to him: the bad faith North Carolina asks for to impute his former income. Near the floor.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Alicia Sutter', side: 'against' }],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'records', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-ct-visitation-rights-91',
    source:
      'Pattern: a father in recovery from opioid use disorder, on supervised visits, asking for unsupervised daytime time four months after a relapse (Conn. Gen. Stat. § 46b-56; B. Kaschel, "Examples of when supervised visitation may be ordered", https://www.briankaschel.com/blog/2011/03/examples-of-when-supervised-visitation-may-be-ordered.shtml; Divorce.law, "Supervised visitation in Connecticut", https://divorce.law/guides/supervised-visitation/connecticut/); the lawyer’s notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Mulcahy — motion to modify parenting time',
      caseDescription: [
        'Client: Sean Mulcahy (father), New Haven. Child: Nora, 6. Mother: Erin Costigan. Never married.',
        '2024 order: supervised visits, 2 hours weekly at a visitation center, because of opioid use disorder.',
        'Client completed 30-day inpatient treatment; 11 months of clean tests after.',
        'Relapse in May: positive for fentanyl; center suspended visits for 3 weeks.',
        'Since then: weekly tests all negative for 4 months (lab reports); Suboxone program; NA sponsor.',
        'Visitation center notes: visits go well, Nora is affectionate and asks when she can see his apartment.',
        'Client asks: unsupervised Saturday daytime visits, testing to continue.',
        'Mother opposes any change: says the relapse shows the risk is not over.',
      ].join('\n'),
      state: 'CT',
      city: 'New Haven',
      clientName: 'Sean Mulcahy',
      opposingParty: 'Erin Costigan',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Nora, 6, lives with her mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'family.visitation',
      why: 'Base 70 % for a parent asking for time, but this is a request to lift supervision only four months after a fentanyl relapse. Good center reports, continued treatment and four months of negative tests support a step up; many judges will want a longer clean period first, or a middle step such as a relative supervising. Below the base, near even.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Erin Costigan', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
];
