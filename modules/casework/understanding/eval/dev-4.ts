// Development split of the case vignettes, fourth part (issue 25): written before the engine was
// run on any of them, to measure how the reader and the model generalise to prose their rules were
// not written for; committed before the first run. Every case is invented from a public PATTERN
// (lawyers' and court self-help pages, news reports, appellate fact patterns), paraphrased; no name
// is a real private person's. 31 vignettes (16 criminal, 15 family) over 18 states, told in several
// voices (the client in the first person, a relative, the lawyer in the third person, terse notes,
// a long rambling account), with 6 pairs that differ in one fact and 2 mirrors (the same matter told
// by the other party).
// Ranges are percent chances of an outcome favourable to the client (criminal: acquittal; family:
// the client gets what they ask for), starting from the cited base rate (model/reference.ts,
// docs/reference/case-base-rates.md) and moved by the facts.
//
// Conventions of the gold facts, as in dev-2.ts and dev-3.ts: 'admission' / 'confession' only for a
// statement the client (or another person) made to someone else and that the text reports; a search
// or test that found nothing, or that excludes the client, is evidence FOR the client; complainants,
// victims and the officers who arrested the client are 'against' a defendant; a guardian ad litem's,
// evaluator's or forensic accountant's report is 'expert'. A charge line with "N counts" is N charges.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs and mirrors ─────────────────────────────────────────────────────

const TN_SCAN_41 =
  "My lawyer got the store's whole video of my lane: it shows me lifting the air fryer box up to the scanner and passing it over twice, and the screen never adding it. The store's own lane log shows that scanner threw four errors in that hour.";
const TN_SCAN_42 =
  "My lawyer got the store's whole video of my lane: it shows me setting the air fryer box on the bottom rack of the cart, never lifting it to the scanner, and laying my coat over it.";

const TN_THEFT_41: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'theft',
  caseTitle: 'State v. Brittany Caudill — self-checkout, Knoxville',
  caseDescription: `On a Saturday in March I was at a grocery store on Kingston Pike in Knoxville with my two kids, who were tired and fighting. I used the self-checkout and rang up 31 things; the receipt shows I paid $212.40 with my debit card. At the door the loss prevention officer, Dwayne Hatchell, stopped me and said I had not scanned an $89 air fryer that was under the cart. I told him I thought I had scanned it and offered to pay for it right there, and he said it was too late and called the police. ${TN_SCAN_41} I have never been in trouble before and I work as a dental assistant.`,
  state: 'TN',
  city: 'Knoxville',
  clientName: 'Brittany Caudill',
  opposingParty: 'State of Tennessee',
  keyWitnesses: ['Dwayne Hatchell'],
  criminal: {
    chargeDetails: 'Theft of property under $1,000, Tenn. Code Ann. § 39-14-103, Class A misdemeanor',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'No intent: I tried to scan it and the scanner did not take it.',
    bailStatus: 'Cited and released',
  },
};

const FL_BREATH_41 = 'At the station he blew 0.061 and 0.058 on the breath machine, under the legal limit.';
const FL_BREATH_42 =
  "At the station he blew 0.141 and 0.139 on the breath machine, whose monthly inspection was current; the operator's permit was current too.";

const FL_DUI_41: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'dui',
  caseTitle: 'State v. Hector Villanueva — DUI, Palm Beach County',
  caseDescription: `My client, Hector Villanueva, 46, was stopped on Congress Avenue in Lake Worth Beach at 1:10 a.m. for going 53 in a 40. Deputy Karen Stills wrote in her report that he smelled of alcohol, had glassy eyes and slurred speech, lost his balance during the walk-and-turn and put his foot down twice during the one-leg stand. The patrol car's dash camera recorded the roadside exercises. It shows Mr. Villanueva standing still through the instructions, taking nine steps out and nine back as told, and holding his foot up for the full thirty seconds; his speech on the recording is clear. He told the deputy he had two beers with dinner. ${FL_BREATH_41} He has no prior record.`,
  state: 'FL',
  city: 'Lake Worth Beach',
  clientName: 'Hector Villanueva',
  opposingParty: 'State of Florida',
  keyWitnesses: ['Deputy Karen Stills'],
  criminal: {
    chargeDetails: 'Driving under the influence, Fla. Stat. § 316.193, first offense',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'The dash camera contradicts the report of impairment.',
    bailStatus: 'Released on his own recognizance',
  },
};

const CA_GIFT_41 = "- No witness to any gift. Mrs. Whitcomb can't testify (dementia).";
const CA_GIFT_42 =
  "- Mrs. Whitcomb's estate lawyer, Harold Birnbaum, wrote a letter in March 2023 recording her wish to pay the tuition, signed by her in his office; her doctor's note from that month says she was alert and able to make her own decisions.";

const CA_FRAUD_NOTES = (gift: string) =>
  [
    '- Client: Marisol Ybarra, 38, in-home caregiver through an agency, 2021–2024.',
    "- Alleged victim: Eleanor Whitcomb, 89, Pasadena. Dementia diagnosed 2022 (her neurologist's records).",
    '- 14 checks to client, $38,400 total, Jan–Sept 2023. Bank records.',
    "- Mrs. Whitcomb's son, Paul Whitcomb, found the checks and reported it to the police.",
    "- DA's questioned-document examiner: signatures on 9 of the 14 checks not written by Mrs. Whitcomb.",
    "- Client says the checks were gifts for her daughter's college tuition and Mrs. Whitcomb signed them herself.",
    "- Client told the detective 'I filled them out and she signed them.'",
    gift,
    '- No record. Released on $20,000 bond.',
  ].join('\n');

const CA_FRAUD_41: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'fraud',
  caseTitle: 'People v. Marisol Ybarra — caregiver checks',
  caseDescription: CA_FRAUD_NOTES(CA_GIFT_41),
  state: 'CA',
  city: 'Pasadena',
  clientName: 'Marisol Ybarra',
  opposingParty: 'People of the State of California',
  keyWitnesses: ['Eleanor Whitcomb', 'Paul Whitcomb'],
  criminal: {
    chargeDetails: 'Theft from an elder by a caretaker, Cal. Penal Code § 368(e), 3 counts',
    priorConvictions: 'None',
    evidenceStrength: 'strong',
    defenseStrategy: 'The checks were gifts she signed.',
    bailStatus: 'Released on $20,000 bond',
  },
};

const NC_NEIGHBOR_41 =
  'A neighbor on the second floor, Mrs. Opal Hargrove, was on her balcony and told the officer she saw Curtis shove Terrence against a car and swing at him first, and Terrence hit back once.';
const NC_NEIGHBOR_42 =
  'A neighbor on the second floor, Mrs. Opal Hargrove, was on her balcony and told the officer she saw Terrence walk over and hit Curtis first, while Curtis had his hands down.';

const NC_ASSAULT_41: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'assault',
  caseTitle: 'State v. Terrence Boykin — parking lot fight, Durham',
  caseDescription: `My brother Terrence Boykin got into it with a man named Curtis Lamb in the parking lot of their apartment building in Durham on June 3, over a parking space. Curtis ended up with a broken nose and Terrence was charged. Curtis told the police Terrence walked up and punched him for no reason. ${NC_NEIGHBOR_41} Terrence had a cut over his eye and a swollen hand. There is no camera in that lot. Terrence has no record; he is a school custodian and has worked at the same school nine years.`,
  state: 'NC',
  city: 'Durham',
  clientName: 'Terrence Boykin',
  opposingParty: 'State of North Carolina',
  keyWitnesses: ['Opal Hargrove', 'Curtis Lamb'],
  criminal: {
    chargeDetails: 'Assault inflicting serious injury, N.C.G.S. § 14-33(c)(1), Class A1 misdemeanor',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense.',
    bailStatus: 'Released on a written promise to appear',
  },
};

const TX_RELOCATION_41: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Modifying the geographic restriction so Eli and I can move to Denver',
  caseDescription:
    "Since our divorce in 2021 I have had primary custody of our son Eli, 9, in Round Rock, and his father, Brent Sandoval, has every other weekend and Wednesday dinners under the standard possession order. Brent misses about one weekend a month because of his work travel. I was offered a job as a nurse manager at a hospital in Denver that pays $31,000 more than I make now, with day hours so I would be home after school. My sister lives ten minutes from the hospital and Eli's cousins go to the school he would attend. I filed to modify the geographic restriction so we can move, and I offered Brent the whole summer, every spring break and alternating Thanksgiving and Christmas, and I will pay for the flights. Brent objects. Eli's school records show he has done well with me, and I have been the one at every parent-teacher conference and doctor's visit.",
  state: 'TX',
  city: 'Round Rock',
  clientName: 'Dana Sandoval',
  opposingParty: 'Brent Sandoval',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'divorced',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Eli, 9, lives with me.',
    supportRequested: false,
  },
};

const TX_RELOCATION_42: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'My ex wants to move our son to Denver',
  caseDescription:
    "My ex-wife, Dana Sandoval, filed to lift the geographic restriction in our divorce decree so she can move our son Eli, 9, from Round Rock to Denver for a job as a nurse manager that pays a lot more. I have every other weekend and Wednesday dinners. I travel for work and I do miss about one weekend a month. She has had Eli most of the time since 2021 and she is the one who goes to his conferences and doctor's visits. She has offered me the summers, spring breaks and alternating holidays and says she will pay for the flights. Her sister lives near the new job. I don't want my son 900 miles away. I coach his Little League team every spring.",
  state: 'TX',
  city: 'Round Rock',
  clientName: 'Brent Sandoval',
  opposingParty: 'Dana Sandoval',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'divorced',
    custodyPreference: 'joint',
    childrenInvolved: true,
    childrenDetails: 'Eli, 9, lives with his mother.',
    supportRequested: false,
  },
};

const OH_STALKING_41: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'restraining-orders',
  caseTitle: 'Civil stalking protection order against Jordan Whitlock',
  caseDescription:
    "I dated Jordan Whitlock for eight months and ended it in March. Since then he has made four Instagram accounts to follow me after I blocked him, and sent me more than 60 messages, including 'you'll see what happens when you ignore me' and 'I know where you park'. He waited by my car in the parking garage at my work in Columbus twice in April. He posted photos of my apartment building. My coworker Denise Albright was with me the second time and saw him by my car. I saved screenshots of everything with the dates. I filed a police report on April 22. I am asking for a civil stalking protection order that keeps him away from me, my home and my work.",
  state: 'OH',
  city: 'Columbus',
  clientName: 'Megan Falk',
  opposingParty: 'Jordan Whitlock',
  keyWitnesses: ['Denise Albright'],
  family: { relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false },
};

const OH_STALKING_42: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'restraining-orders',
  caseTitle: 'My ex filed a stalking order against me',
  caseDescription:
    "My ex-girlfriend Megan Falk filed for a civil stalking protection order against me in Columbus. We dated eight months and she ended it in March. I did message her a lot after, I'd guess 60 messages, and I made a couple of new Instagram accounts after she blocked me because I wanted to get my things back. I wrote 'you'll see what happens when you ignore me', which meant I would go to small claims court for my PlayStation, not anything violent. I went to her work's parking garage twice in April to talk to her, and her coworker Denise Albright saw me the second time. I never touched her or threatened to hurt her. I have not contacted her since the police called me on April 22. I want the petition dismissed.",
  state: 'OH',
  city: 'Columbus',
  clientName: 'Jordan Whitlock',
  opposingParty: 'Megan Falk',
  keyWitnesses: ['Denise Albright'],
  family: { relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false },
};

const NV_JOB_41 =
  'In August the casino closed its hotel tower for renovation and laid off 300 people, me included; I have the layoff letter. I have been on unemployment, $469 a week, and I have applied to 40 jobs since, I keep a log with every application.';
const NV_JOB_42 =
  'In August I quit my job at the casino to play music full time with my band; nobody laid me off. I make about $1,800 a month from gigs now, and I have applied to 40 jobs since, I keep a log with every application.';

const NV_SUPPORT_41: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-support',
  caseTitle: 'Motion to modify my child support',
  caseDescription: `I'm the dad. In our 2022 divorce in Las Vegas I was ordered to pay $1,150 a month for our two girls, based on my pay as a casino floor supervisor, about $78,000 a year. ${NV_JOB_41} I kept paying what I could and never stopped paying. I filed a motion to modify child support down to what the guidelines say for my income now. My ex-wife Tanya Cabrera opposes it; she says I should take any job.`,
  state: 'NV',
  city: 'Las Vegas',
  clientName: 'Luis Cabrera',
  opposingParty: 'Tanya Cabrera',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'divorced',
    childrenInvolved: true,
    childrenDetails: 'Two daughters, 8 and 11, live with their mother.',
    supportRequested: true,
    supportDetails: 'Lower my child support to the guideline amount on my current income.',
  },
};

const WI_TEST_41 =
  '- Mother tested positive for methamphetamine on 3 court-ordered hair tests (Feb, Apr, Jun). CPS substantiated neglect in May after the kids were found alone in her apartment.';
const WI_TEST_42 =
  "- Mother's 3 court-ordered hair tests (Feb, Apr, Jun) were all negative. CPS screened out the client's report in May as unfounded.";

const WI_NOTES = (test: string) =>
  [
    'Client: Aaron Pruitt (father). Other party: Jessica Pruitt (mother). Green Bay, Brown County.',
    'Children: Kayden 6, Harper 4. Placement now: mother; father every other weekend (2022 judgment).',
    "Client's motion: sole legal custody and primary placement with him.",
    test,
    '- School: Kayden absent 31 days this year; teacher emailed client twice that he arrived hungry.',
    '- Client: remarried, steady job (utility lineman), 3-bedroom house, no record.',
    '- Guardian ad litem appointed (Atty. Noreen Strand); report not in yet.',
  ].join('\n');

const WI_CUSTODY_41: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Pruitt — motion to modify placement',
  caseDescription: WI_NOTES(WI_TEST_41),
  state: 'WI',
  city: 'Green Bay',
  clientName: 'Aaron Pruitt',
  opposingParty: 'Jessica Pruitt',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'divorced',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Kayden, 6, and Harper, 4, placed with their mother.',
    supportRequested: false,
  },
};

// ── The vignettes ──────────────────────────────────────────────────────────────────────────────

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'crim-tn-theft-41',
    source:
      'Pattern: a self-checkout shoplifting charge where the whole store video and the lane log show a scan that did not register ("Store video in a shoplifting case", https://www.mochellaw.com/?p=235009; Tenn. Code Ann. § 39-14-103); told by the client; paraphrased, names invented.',
    facts: TN_THEFT_41,
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 80],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. Theft needs intent; the full video shows her passing the item over the scanner twice and the lane log shows scanner errors that hour, she paid for 31 other items and offered to pay at the door. Only the loss prevention officer says otherwise. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Dwayne Hatchell', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-tn-theft-42',
    source:
      'Pattern: as crim-tn-theft-41, with the video showing the item hidden under a coat and never scanned; paraphrased, names invented.',
    facts: { ...TN_THEFT_41, caseDescription: TN_THEFT_41.caseDescription.replace(TN_SCAN_41, TN_SCAN_42) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 20],
      baseRate: 'criminal.state-jury.property',
      why: 'As the first of the pair, but her own lane video shows the item put on the bottom rack and covered with her coat, never lifted to the scanner: concealment is the usual proof of intent. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Dwayne Hatchell', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-tn-theft-41', differs: 'the video shows the item hidden and never scanned', expect: 'lower' },
  },
  {
    id: 'crim-fl-dui-41',
    source:
      "Pattern: a DUI tried to a jury where the patrol video contradicted the officer's account of the roadside exercises (Florida DUI defense results, https://www.floridaduilawyer.net/recent_wins/20xxxt03xxx78axx-no-conviction-as-charged/; Fla. Stat. § 316.193); told by the defense lawyer; breath result under the limit added; paraphrased, names invented.",
    facts: FL_DUI_41,
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 82],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. The dash camera shows him doing the exercises as instructed and speaking clearly, against the report; the breath test is under 0.08, so the State must prove impairment by observation alone, and its observations are contradicted on video. Two beers admitted. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Deputy Karen Stills', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-fl-dui-42',
    source: 'Pattern: as crim-fl-dui-41, with a breath result of 0.14 from an inspected machine; paraphrased, names invented.',
    facts: { ...FL_DUI_41, caseDescription: FL_DUI_41.caseDescription.replace(FL_BREATH_41, FL_BREATH_42) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'criminal.state-jury.dui',
      why: 'As the first of the pair, but the breath result is 0.14 on an inspected machine: the per se charge no longer depends on the roadside exercises, and the video helps only on impairment. About the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Deputy Karen Stills', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-fl-dui-41', differs: 'the breath result is 0.14, over the limit', expect: 'lower' },
  },
  {
    id: 'crim-oh-assault-41',
    source:
      'Pattern: a homeowner charged with assault after striking a drunk neighbor who walked into the house at night, with the no-duty-to-retreat rule in one\'s own home ("What does the castle doctrine mean in assault and homicide cases?", https://www.mooneyesq.com/blog/2024/11/what-does-the-castle-doctrine-mean-in-assault-and-homicide-cases/; Ohio Rev. Code § 2901.05(B)); told by the client\'s wife; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'State v. Dale Hromada — intruder in our kitchen, Parma',
      caseDescription:
        "I'm writing for my husband, Dale Hromada. Around 2 a.m. on April 6 a man came into our house in Parma through the back door, which we had forgotten to lock. Dale woke up at the noise, went down and found him in the kitchen. The man, Tyler Brandvold, lives three houses down and was very drunk; when Dale told him to get out he came at Dale with his fists up. Dale hit him once and he fell and broke his jaw on the edge of the counter. I called 911 from the top of the stairs and the call is recorded: you can hear Dale shouting 'get out of my house' and me telling the dispatcher a stranger broke in. Tyler told the police he thought it was a friend's house and that Dale attacked him for no reason. The hospital measured his blood alcohol at 0.21. Dale has never been in trouble in his life. Ohio law says a person in his own home does not have to retreat and is presumed to act in self-defense against someone who entered unlawfully.",
      state: 'OH',
      city: 'Parma',
      clientName: 'Dale Hromada',
      opposingParty: 'State of Ohio',
      keyWitnesses: ['Tyler Brandvold'],
      criminal: {
        chargeDetails: 'Felonious assault, R.C. 2903.11(A)(1), second-degree felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Self-defense in his own home against an intruder (castle doctrine).',
        bailStatus: 'Released on recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [58, 85],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A man walked into the house at 2 a.m. and came at the homeowner; Ohio presumes self-defense against an unlawful entry into a residence and imposes no duty to retreat; the 911 recording made during the event backs the homeowner, the intruder was at 0.21, and a single blow is proportionate. Far above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Tyler Brandvold', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ca-fraud-41',
    source:
      'Pattern: an in-home caregiver charged with theft from an elder with dementia through checks made out to herself (Cal. Penal Code § 368; "Theft from seniors by dishonest caregivers", https://evanslaw.com/san-francisco-financial-elder-abuse-attorney-caregiver-fraud-on-94-year-old); the lawyer\'s terse notes; paraphrased, names invented.',
    facts: CA_FRAUD_41,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [2, 15],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Bank records show $38,400 in checks to the caregiver from a woman diagnosed with dementia, a document examiner says most signatures are not hers, and the client admits she filled the checks out. The gift defence has no witness. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Eleanor Whitcomb', side: 'against' },
        { name: 'Paul Whitcomb', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'expert', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-ca-fraud-42',
    source:
      "Pattern: as crim-ca-fraud-41, with a lawyer's contemporaneous letter recording the gift and a doctor's note of capacity; paraphrased, names invented.",
    facts: {
      ...CA_FRAUD_41,
      caseDescription: CA_FRAUD_NOTES(CA_GIFT_42),
      keyWitnesses: ['Eleanor Whitcomb', 'Paul Whitcomb', 'Harold Birnbaum'],
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'criminal.documentary',
      why: "As the first of the pair, but the elder's own lawyer recorded her wish to pay the tuition in a letter she signed, and her doctor found her competent that month: the gift defence now has documents and a neutral witness, though the examiner's finding on the signatures remains. Near even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Eleanor Whitcomb', side: 'against' },
        { name: 'Paul Whitcomb', side: 'against' },
        { name: 'Harold Birnbaum', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'expert', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 3,
    },
    pairOf: { id: 'crim-ca-fraud-41', differs: "a lawyer's letter records the gift and a doctor found her competent", expect: 'higher' },
  },
  {
    id: 'crim-tx-drug-offenses-41',
    source:
      'Pattern: pills found under the seat of a borrowed car, constructive possession needing links beyond proximity ("Can a passenger be charged if drugs are discovered in the vehicle?", https://www.urbanic.law/criminal-defense/can-a-passenger-be-charged-if-drugs-are-discovered-in-the-vehicle/; "It\'s not mine, it\'s the passenger\'s", https://www.jgcrimlaw.com/articles/drugs-were-found-in-my-car-but-they-were-my-passengers); moved to Texas; told by the client; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'drug-offenses',
      caseTitle: 'State v. Rashad Fite — pills in my cousin’s car',
      caseDescription:
        "I borrowed my cousin Darnell Fite's Impala on May 2 to get to a job interview in Lubbock, because mine was in the shop. On 19th Street a trooper pulled me over for a cracked taillight. He asked if he could search and I said yes, because I had nothing to hide. Under the driver's seat he found a sock with eleven hydrocodone pills in an unlabeled bottle. I had no idea it was there; I had had the car for about three hours. The car is registered to Darnell and he had back surgery last year. Darnell told my lawyer the pills are his, left over from the surgery, but he says he will not say that in court. The lab found no fingerprints of mine on the bottle. The only thing of mine in the car was a folder with my resume.",
      state: 'TX',
      city: 'Lubbock',
      clientName: 'Rashad Fite',
      opposingParty: 'State of Texas',
      keyWitnesses: ['Darnell Fite'],
      criminal: {
        chargeDetails: 'Possession of a controlled substance (hydrocodone), Tex. Health & Safety Code § 481.115, state jail felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'No knowledge: a borrowed car, the pills hidden under the seat, the owner says they are his.',
        bailStatus: 'Released on a $3,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 75],
      baseRate: 'criminal.state-jury.drug',
      why: 'Base 18 %. Texas needs links beyond presence: the car was borrowed hours before, the pills were hidden and not in plain view, no prints of the client, the owner had a reason to have them and admits they are his (though only privately). Knowledge is the case and little shows it. Above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Darnell Fite', side: 'for' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'admission', direction: 'for', whose: 'other' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ga-burglary-41',
    source:
      "Pattern: a burglary charge on a doorbell-camera clip and a neighbor's hunch, answered with the phone's location history and a friend who had him on the couch (\"Cell phone location data can prove you were not there\", https://www.brancatolawfirm.com/blog/cell-phone-location-evidence-alibi-defense; O.C.G.A. § 16-7-1); a long account by the client's mother; paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'burglary',
      caseTitle: 'State v. Jaylen Peters — the Calloway garage',
      caseDescription:
        "I'm writing this for my son Jaylen because he doesn't write well and honestly I'm still so upset I can barely think straight. Jaylen is 20, he lives with me in Marietta, he works at the tire shop on Roswell Road and has since he was 17, and he's a good boy, he's never been arrested for anything before this, not even a ticket except one for his tag. So what happened was on the night of January 12, which was a Saturday, somebody broke into our neighbor Mr. Dewitt Calloway's garage across the street and took a generator, a pressure washer and some power tools. Mr. Calloway has one of those doorbell cameras and the video shows a young man in a dark hoodie with the hood up carrying the generator down the driveway at 11:48 pm, you can't see his face at all. Mr. Calloway told the police it looked like Jaylen because Jaylen is tall and skinny and has a hoodie like that, and him and Jaylen have had words before about Jaylen parking in front of his mailbox. So the police came and arrested Jaylen on the 15th. But Jaylen wasn't even home that night! He was at his friend Marcus Oyelowo's apartment in Smyrna watching the game, he left here around 8 and didn't come home until the next morning, I know because I put the chain on the door myself and it was still on in the morning. Marcus says Jaylen slept on his couch. And my nephew who is good with phones helped the lawyer get Jaylen's Google location history and it shows his phone at Marcus's apartment in Smyrna from 8:40 pm until 9:15 the next morning. The police searched our house and Jaylen's car with a warrant and found nothing, no generator, no tools, nothing. I don't know what else to tell you except that my son didn't do this and nobody will listen.",
      state: 'GA',
      city: 'Marietta',
      clientName: 'Jaylen Peters',
      opposingParty: 'State of Georgia',
      keyWitnesses: ['Dewitt Calloway', 'Marcus Oyelowo'],
      criminal: {
        chargeDetails: 'Burglary in the second degree, O.C.G.A. § 16-7-1(c)',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'Alibi: he was in Smyrna all night, and his phone shows it.',
        bailStatus: 'Released on a $5,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 82],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. The video shows no face; the only link is a neighbor with a grudge saying the build and hoodie look like him. The phone location history and the friend put him in another town all night, and a search found none of the goods. Far above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dewitt Calloway', side: 'against' },
        { name: 'Marcus Oyelowo', side: 'for' },
      ],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'alibi', direction: 'for' },
        { kind: 'digital', direction: 'for' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-co-assault-41',
    source:
      'Pattern: a bar patron who struck another with a pint glass, seen by staff and filmed by a customer, with a statement of motive to the officer (C.R.S. 18-3-203(1)(b); news reports of taproom assaults); told by the defense lawyer; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'People v. Brandon Kessler — pint glass, Fort Collins',
      caseDescription:
        "Our client, Brandon Kessler, 31, is charged after a fight at a brewery taproom in Fort Collins on August 19. The complainant, Ryan Osei, says Mr. Kessler walked up behind him at the bar and struck him on the head with a pint glass, cutting his scalp (eleven staples). Two bartenders, Chloe Barnard and Luis Ortega, told police they saw Mr. Kessler swing the glass; neither saw Mr. Osei touch him first. A customer's phone video shows the blow from across the room. Mr. Kessler says Mr. Osei had shoved his girlfriend earlier in the night, but no one else saw that. When Officer Dana Whitt arrived, Mr. Kessler told her 'he had it coming after what he did to her.' Mr. Kessler has a 2017 conviction for disorderly conduct.",
      state: 'CO',
      city: 'Fort Collins',
      clientName: 'Brandon Kessler',
      opposingParty: 'People of the State of Colorado',
      keyWitnesses: ['Ryan Osei', 'Chloe Barnard', 'Luis Ortega', 'Officer Dana Whitt'],
      criminal: {
        chargeDetails: 'Second-degree assault with a deadly weapon, C.R.S. 18-3-203(1)(b), class 4 felony',
        priorConvictions: 'Disorderly conduct, 2017',
        evidenceStrength: 'strong',
        defenseStrategy: 'Defense of another.',
        bailStatus: 'Released on a $10,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 18],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. Two bartenders saw him swing the glass, a video shows the blow, he struck from behind with no one attacking him, and his words to the officer show revenge, not defense. A prior conviction. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Ryan Osei', side: 'against' },
        { name: 'Chloe Barnard', side: 'against' },
        { name: 'Luis Ortega', side: 'against' },
        { name: 'Officer Dana Whitt', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-az-sexual-assault-41',
    source:
      'Pattern: an acquaintance sexual-assault charge after a party, turning on consent and intoxication, with friendly messages the next morning and an exam without injury (A.R.S. § 13-1406; appellate fact patterns of consent defenses); told by the client; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'State v. Evan Marsh — the Apache Boulevard party',
      caseDescription:
        "I'm 22 and a senior at a university in Tempe. In February I went to a house party on Apache Boulevard. Kaitlyn Moreno and I had hooked up once before, in December. That night we both drank and danced, and around 1 a.m. we went to an upstairs room together. Everything was consensual; she kissed me first and she asked if I had a condom. The next morning she texted me 'last night was fun lol, you left your jacket'. Two days later she told her roommate, Hannah Price, that she had been too drunk to agree, and a week later she went to the police. The nurse's exam found no injuries. Detective Sam Ruelas had Kaitlyn make a recorded call to me; on the call I said I was sorry if she felt weird about it and that I thought she wanted to. Nobody at the party saw her stumble or pass out. My friend Jake Tolliver saw us walk upstairs and says she was laughing and walking fine.",
      state: 'AZ',
      city: 'Tempe',
      clientName: 'Evan Marsh',
      opposingParty: 'State of Arizona',
      keyWitnesses: ['Jake Tolliver', 'Hannah Price', 'Kaitlyn Moreno'],
      criminal: {
        chargeDetails: 'Sexual assault, A.R.S. § 13-1406, class 2 felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Consent.',
        bailStatus: 'Released on conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. One account against another on consent and intoxication; for the client, her friendly text the next morning, a prior relationship, no injury and a witness who saw her walking and laughing; against, her prompt report to a roommate and his apologetic words on the recorded call. Around even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Kaitlyn Moreno', side: 'against' },
        { name: 'Hannah Price', side: 'against' },
        { name: 'Jake Tolliver', side: 'for' },
        { name: 'Detective Sam Ruelas', side: 'against' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-pa-robbery-41',
    source:
      'Pattern: a masked store robbery charged on a hesitant photo-array identification and fingerprints of a regular customer on the counter (18 Pa.C.S. § 3701; appellate fact patterns on latent prints at a public counter); terse notes; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'Commonwealth v. Dorian Vance — minimart robbery, Allentown',
      caseDescription: [
        '- Minimart on Tilghman St, Allentown, Oct 30, 10:50 pm. Masked man with a knife, $340 from the register.',
        "- Clerk Priya Raman picked client from a photo array 3 weeks later, 'about 70% sure'. Robber wore a surgical mask and a hat.",
        "- Client's fingerprints on the counter next to the register. Client buys cigarettes there most days; store video from the day before shows him at that counter.",
        '- Store video of the robbery: grainy, face covered; robber about 5\'8" next to the door marker. Client is 6\'3".',
        "- Client's girlfriend, Tamika Rowe: he was home with her watching a movie.",
        '- Knife, mask, cash: never found.',
        '- Client: one prior, retail theft 2020. Held on $25,000 bail.',
      ].join('\n'),
      state: 'PA',
      city: 'Allentown',
      clientName: 'Dorian Vance',
      opposingParty: 'Commonwealth of Pennsylvania',
      keyWitnesses: ['Priya Raman', 'Tamika Rowe'],
      criminal: {
        chargeDetails: 'Robbery, 18 Pa.C.S. § 3701(a)(1)(ii), F1; Theft by unlawful taking, 18 Pa.C.S. § 3921',
        priorConvictions: 'Retail theft, 2020',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Misidentification: wrong height, prints explained, alibi.',
        bailStatus: 'Detained, $25,000 bail not posted',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [45, 72],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A 70 % photo-array pick of a masked robber, prints any regular customer leaves (and video of him at the counter the day before), a robbery video showing a man seven inches shorter, nothing found, and an alibi from his girlfriend (weak, as alibis from partners are). The prior and detention weigh a little. Above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Priya Raman', side: 'against' },
        { name: 'Tamika Rowe', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'video', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wa-dui-41',
    source:
      'Pattern: a rear-end crash, an admission of four beers and a warrant blood draw over the limit two hours later (RCW 46.61.502; news reports of DUI crashes); told by the client; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'State v. Kyle Ambrose — crash on Pacific Avenue',
      caseDescription:
        "On a Sunday night in July I rear-ended a pickup at a red light on Pacific Avenue in Tacoma. Nobody was hurt badly; the other driver, Glen Sorensen, hurt his neck. Trooper Amy Forsberg said I smelled of beer and my eyes were bloodshot. I told her I had four beers watching the game at a friend's place, which was true. I did badly on the walk-and-turn; I have a bad knee but I didn't tell her that at the time. They got a warrant for my blood at the hospital and it came back 0.11, about two hours after the crash. Her body camera recorded all of it. I have a DUI from 2016.",
      state: 'WA',
      city: 'Tacoma',
      clientName: 'Kyle Ambrose',
      opposingParty: 'State of Washington',
      keyWitnesses: ['Glen Sorensen', 'Trooper Amy Forsberg'],
      criminal: {
        chargeDetails: 'Driving under the influence, RCW 46.61.502, gross misdemeanor',
        priorConvictions: 'DUI, 2016',
        evidenceStrength: 'strong',
        defenseStrategy: 'Challenge the blood test timing and the field tests (bad knee).',
        bailStatus: 'Released on conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 18],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. A crash, an admission of four beers, a blood test of 0.11 within the two hours Washington allows, body-camera video and a prior DUI. The bad knee explains only one field test. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Glen Sorensen', side: 'against' },
        { name: 'Trooper Amy Forsberg', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nc-assault-41',
    source:
      "Pattern: a parking-lot fight between neighbors where a witness on a balcony saw who struck first (N.C.G.S. § 14-33(c)(1); self-defense in North Carolina, N.C.G.S. § 14-51.3); told by the client's sister; paraphrased, names invented.",
    facts: NC_ASSAULT_41,
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 80],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. An independent neighbor saw the complainant shove the client and swing first and the client hit back once; the client was cut too, and has no record. The complainant alone says otherwise. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Curtis Lamb', side: 'against' },
        { name: 'Opal Hargrove', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nc-assault-42',
    source: 'Pattern: as crim-nc-assault-41, with the neighbor seeing the client strike first; paraphrased, names invented.',
    facts: { ...NC_ASSAULT_41, caseDescription: NC_ASSAULT_41.caseDescription.replace(NC_NEIGHBOR_41, NC_NEIGHBOR_42) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 22],
      baseRate: 'criminal.state-jury.violent',
      why: 'As the first of the pair, but the only independent witness saw the client walk over and hit a man whose hands were down: self-defense fails. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Curtis Lamb', side: 'against' },
        { name: 'Opal Hargrove', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-nc-assault-41', differs: 'the neighbor saw the client strike first', expect: 'lower' },
  },
  {
    id: 'crim-nj-identity-theft-41',
    source:
      "Pattern: credit cards opened online in a former partner's name, traced to a shared apartment's internet address and a mailbox in the accused's name (N.J.S.A. 2C:21-17; news reports of identity theft between former partners); told by the defense lawyer; paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'identity-theft',
      caseTitle: 'State v. Kevin Marchetti — cards in a former girlfriend’s name',
      caseDescription:
        "Our client, Kevin Marchetti, 29, is charged with identity theft and credit card fraud involving his former girlfriend, Alyssa Grunwald. After they broke up in 2023, three credit cards were opened online in her name. The banks' records show the applications came from an internet address assigned to the Hoboken apartment Mr. Marchetti shared with two roommates, and the cards were mailed to a post office box rented in his name. About $9,200 was charged at electronics stores; store video of one purchase shows a man in a cap whose face cannot be made out. Mr. Marchetti says he rented the box for his resale business and that a roommate, Scott Feeney, had the key to it and used the same wifi. Mr. Feeney denies it. Ms. Grunwald says Mr. Marchetti knew her date of birth and Social Security number from when they did their taxes together.",
      state: 'NJ',
      city: 'Hoboken',
      clientName: 'Kevin Marchetti',
      opposingParty: 'State of New Jersey',
      keyWitnesses: ['Alyssa Grunwald', 'Scott Feeney'],
      criminal: {
        chargeDetails: 'Identity theft, N.J.S.A. 2C:21-17, third degree; Fraudulent use of a credit card, N.J.S.A. 2C:21-6(h)',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Third-party guilt: the roommate had the same access.',
        bailStatus: 'Released on summons',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 22],
      baseRate: 'criminal.documentary',
      why: "Base 15 %. The applications came from his apartment and the cards went to a box rented in his name, and he knew the victim's identifiers; the roommate defence is possible but the paper trail runs to him. About the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Alyssa Grunwald', side: 'against' },
        { name: 'Scott Feeney', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 2,
    },
  },

  // ── Family ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fam-tx-child-custody-41',
    source:
      'Pattern: a primary parent\'s petition to lift a geographic restriction for a better job near family, with a long-distance schedule offered ("Move-away cases: what happens when a parent relocates", https://legalclarity.org/move-away-cases-what-happens-when-a-parent-relocates/; Lenhart v. Lenhart, 301 S.W.3d 911 (Tex. App. 2009)); told by the mother; paraphrased, names invented.',
    facts: TX_RELOCATION_41,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [50, 72],
      baseRate: 'family.custody',
      why: 'Base 40 %. She has been the primary parent, the move brings a better job with school-hour days and family nearby, she offers summers, spring breaks and holidays with flights paid, and the father misses some of his weekends. Texas courts keep many restrictions, but this is a strong relocation case. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Brent Sandoval', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-tx-child-custody-42',
    source: 'Pattern: fam-tx-child-custody-41 told by the father, who opposes the relocation; paraphrased, names invented.',
    facts: TX_RELOCATION_42,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [28, 50],
      baseRate: 'family.custody',
      why: 'The same facts from the parent opposing the move: his chance of keeping the restriction is one minus hers.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Dana Sandoval', side: 'against' }],
    },
    mirrorOf: 'fam-tx-child-custody-41',
  },
  {
    id: 'fam-oh-restraining-orders-41',
    source:
      'Pattern: a civil stalking protection order after a breakup, on repeated messages from new accounts, implied threats and waiting by the petitioner\'s car (Ohio Rev. Code § 2903.214; "Can I get a restraining order based on cyberstalking?", https://nocache.womenslaw.org/about-abuse/abuse-using-technology/ways-survivors-use-and-abusers-misuse-technology/cyberstalking-4); told by the petitioner; paraphrased, names invented.',
    facts: OH_STALKING_41,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 90],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. A pattern of conduct: new accounts after being blocked, sixty messages with "you\'ll see what happens" and "I know where you park", waiting by her car twice (seen by a coworker), photos of her building, all saved, and a police report. Menacing by stalking is plain. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jordan Whitlock', side: 'against' },
        { name: 'Denise Albright', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-oh-restraining-orders-42',
    source: 'Pattern: fam-oh-restraining-orders-41 told by the respondent who contests the order; paraphrased, names invented.',
    facts: OH_STALKING_42,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 28],
      baseRate: 'family.protection-order',
      why: 'The same facts from the respondent: he admits the messages, the new accounts after being blocked and the visits to her garage; his innocent reading of the threat is unlikely to be believed. One minus hers.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Megan Falk', side: 'against' },
        { name: 'Denise Albright', side: 'against' },
      ],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-oh-restraining-orders-41',
  },
  {
    id: 'fam-nv-child-support-41',
    source:
      'Pattern: a paying parent\'s motion to lower child support after an involuntary layoff, with the layoff letter and a job-search log ("Job loss and can\'t pay as much child support — Nevada", http://www.avvo.com/legal-guides/ugc/job-loss-and-cant-pay-as-much-child-support--nevada; NRS 125B.145); told by the father; paraphrased, names invented.',
    facts: NV_SUPPORT_41,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 82],
      baseRate: 'family.child-support',
      why: 'Base 70 %. An involuntary layoff with a letter, unemployment benefits, a documented job search and continued payments: a substantial change in circumstances courts recognise. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tanya Cabrera', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-nv-child-support-42',
    source:
      'Pattern: as fam-nv-child-support-41, but the parent quit voluntarily, so income is imputed ("Motion to modify child support", https://docugov.ai/en/cases/child-support/motion-to-modify-child-support); paraphrased, names invented.',
    facts: { ...NV_SUPPORT_41, caseDescription: NV_SUPPORT_41.caseDescription.replace(NV_JOB_41, NV_JOB_42) },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [15, 40],
      baseRate: 'family.child-support',
      why: 'As the first of the pair, but he quit his job voluntarily to play music: courts impute income at the earning capacity of a parent who chose to earn less. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tanya Cabrera', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
    pairOf: { id: 'fam-nv-child-support-41', differs: 'he quit voluntarily instead of being laid off', expect: 'lower' },
  },
  {
    id: 'fam-ca-visitation-rights-41',
    source:
      "Pattern: a grandparent's petition for visitation after the death of her son, over a fit mother's objection, with a close prior relationship (Cal. Fam. Code § 3102; Troxel v. Granville, 530 U.S. 57 (2000), \"Why can't I see my grandchild?\", https://www.dailyjournal.com/mcle/883-why-can-t-i-see-my-grandchild); told by the grandmother; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Visitation with my grandsons Malik and Isaiah',
      caseDescription:
        "My son Anthony died in a car accident in March 2023. His two boys, Malik (8) and Isaiah (5), live with their mother, Shanice Okoye, in Sacramento. Before Anthony died I watched the boys every Tuesday and Thursday while they both worked, for three years, and they slept over most Saturdays. After the funeral Shanice let me see them every other Sunday until last fall, when I told her I didn't think her new husband should be disciplining the boys. Since then she hasn't let me see them at all, not even on Malik's birthday. The boys' school counselor, Ms. Arlene Tsosie, wrote that Malik asks for his grandma and has been withdrawn since the visits stopped. I filed a petition for grandparent visitation under Family Code section 3102 asking for one weekend a month. Shanice is a good mother, I don't say otherwise; she says she decides who the boys see.",
      state: 'CA',
      city: 'Sacramento',
      clientName: 'Bernadette Okoye',
      opposingParty: 'Shanice Okoye',
      keyWitnesses: ['Arlene Tsosie'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Malik, 8, and Isaiah, 5, my grandsons, live with their mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'family.visitation',
      why: "Base 70 %, but a grandparent's request against a fit parent's wishes must overcome the presumption Troxel gives the parent's decision. For her: the statute for a deceased parent's family, years of regular care, and the counselor's note of harm since the visits stopped. A modest schedule is asked. About even.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Shanice Okoye', side: 'against' },
        { name: 'Arlene Tsosie', side: 'for' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-fl-paternity-41',
    source:
      "Pattern: an unmarried father's petition to establish paternity and time-sharing after the mother cut off contact, with a court-ordered DNA test (Fla. Stat. § 742.011, § 742.12; Uniform Parentage Act § 505); told by the father's lawyer; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: 'Paternity and time-sharing — Harris',
      caseDescription:
        'Our client, Devonte Harris, 27, asks the Duval County court to establish that he is the father of Amari, born in Jacksonville in April 2024 to Kiara Simmons, and to set a parenting plan with time-sharing. Mr. Harris and Ms. Simmons lived together for a year and separated when she was six months pregnant. He was not allowed at the hospital and is not on the birth certificate. Ms. Simmons has refused him any contact since. The DNA test the court ordered found a 99.97% probability that Mr. Harris is the father. He has paid $300 a month into her account since the birth and has the bank statements. Ms. Simmons answers that he is not fit because of a 2019 marijuana charge, which was dismissed.',
      state: 'FL',
      city: 'Jacksonville',
      clientName: 'Devonte Harris',
      opposingParty: 'Kiara Simmons',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Amari, born April 2024, lives with his mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [84, 96],
      baseRate: 'family.paternity',
      why: 'Base 80 %. A 99.97 % DNA result establishes paternity, he has supported the child voluntarily from birth, and the only objection is a dismissed charge. Near certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kiara Simmons', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ma-marital-property-division-41',
    source:
      'Pattern: a spouse\'s undisclosed transfers to a cryptocurrency exchange found by a forensic accountant in a long marriage\'s division ("How forensic accountants uncovered hidden crypto in a high-net-worth divorce", https://truescopeconsulting.com/?p=1645; M.G.L. c. 208, § 34); a long account by the wife; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'Dividing everything — including the crypto he hid',
      caseDescription:
        "Where to start. My husband Neil Ashworth and I were married 19 years, we live (lived) in Framingham, two kids who are in college now. I stayed home most of those years and did the books for his HVAC business for free, which I'm only now realizing was a mistake. I filed for divorce in January. When we did our financial statements his showed about $40,000 in savings plus the business. But I knew he had been on his phone at night with some bitcoin app for years, he even bragged about it to my brother at Thanksgiving in 2021. My lawyer hired a forensic accountant, Ruth Lindgren, and she went through the business bank account and found $212,000 in transfers to Coinbase between 2019 and 2023 that are not on his financial statement. Coinbase answered the subpoena and the account is in his name. He says it was business money and 'it's gone, I lost it all trading', but he hasn't produced a single record of the trades. I'm asking the court to divide everything equally, to count the crypto money as part of the marital estate, and honestly I want him to pay my lawyer because of all this.",
      state: 'MA',
      city: 'Framingham',
      clientName: 'Carolyn Ashworth',
      opposingParty: 'Neil Ashworth',
      keyWitnesses: ['Ruth Lindgren'],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails: 'Marital home, the HVAC business, savings, and $212,000 moved to a Coinbase account in his name.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 85],
      baseRate: 'family.property',
      why: 'Base 50 %. A 19-year marriage with her unpaid work in the business supports an equal division, and a forensic accountant traced $212,000 he left off his financial statement, which the court can count against his share when he cannot account for it. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Neil Ashworth', side: 'against' },
        { name: 'Ruth Lindgren', side: 'for' },
      ],
      evidence: [
        { kind: 'expert', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-wi-child-custody-41',
    source:
      "Pattern: a father's motion for primary placement after the mother's positive drug tests and a substantiated neglect finding (\"What happens if someone fails a court-ordered drug test during a child custody hearing?\", https://www.willicklawgroup.com/what-happens-if-someone-fails-a-court-ordered-drug-test-during-a-child-custody-hearing/; Wis. Stat. § 767.451); the lawyer's terse notes; paraphrased, names invented.",
    facts: WI_CUSTODY_41,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [68, 88],
      baseRate: 'family.custody',
      why: 'Base 40 %. Three positive methamphetamine tests ordered by the court, substantiated neglect with the children left alone, a child missing 31 days of school and arriving hungry, against a stable father with no record: a substantial change and a clear best-interest case. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jessica Pruitt', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-wi-child-custody-42',
    source:
      "Pattern: as fam-wi-child-custody-41, with the mother's tests negative and the neglect report unfounded; paraphrased, names invented.",
    facts: { ...WI_CUSTODY_41, caseDescription: WI_NOTES(WI_TEST_42) },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [18, 40],
      baseRate: 'family.custody',
      why: "As the first of the pair, but the mother's tests were negative and the report was screened out as unfounded: only the school absences remain, which rarely move a placement by themselves. Below the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jessica Pruitt', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-wi-child-custody-41', differs: "the mother's tests are negative and the report unfounded", expect: 'lower' },
  },
  {
    id: 'fam-co-spousal-support-alimony-41',
    source:
      'Pattern: a husband who stayed home with the children asking for maintenance after an 18-year marriage to a higher-earning wife (C.R.S. § 14-10-114, the guideline amount and term); told by the client; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Maintenance in my divorce from Lauren',
      caseDescription:
        "My wife Lauren Decker and I were married in 2006, so 18 years. When our twins were born in 2012 we decided I would cut back, and after I was laid off in 2015 I stayed home full time with the kids while Lauren moved up at an aerospace company. She earns about $165,000 now. I went back to work part time at a bike shop two years ago and make about $22,000. I'm 49 and my old job in IT doesn't exist in the same form anymore. I filed for divorce in Boulder County in May and I am asking for maintenance under the Colorado guideline. Lauren says I chose not to work and should get nothing.",
      state: 'CO',
      city: 'Boulder',
      clientName: 'Mark Decker',
      opposingParty: 'Lauren Decker',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        childrenDetails: 'Twins, 12, live with both of us half the time.',
        supportRequested: true,
        supportDetails: 'Maintenance under C.R.S. § 14-10-114.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 82],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. An 18-year marriage, a career set aside by agreement to raise the children, and a $165,000 income against $22,000: the Colorado guideline points to maintenance for about half the marriage. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Lauren Decker', side: 'against' }],
    },
  },
  {
    id: 'fam-ky-prenuptial-agreement-41',
    source:
      'Pattern: a premarital agreement handed over the night before the wedding, without counsel or a schedule of assets ("Is a prenup signed the day before a wedding valid?", https://legalclarity.org/is-a-prenup-signed-the-day-before-a-wedding-valid; "Four areas of inquiry on prenuptial agreements", https://www.chinnlaw.com/blog/2010/may/four-areas-of-inquiry-on-prenuptial-agreements/; Gentry v. Gentry, 798 S.W.2d 928 (Ky. 1990)); told by the wife\'s lawyer; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'prenuptial-agreement',
      caseTitle: 'Setting aside the Brewer premarital agreement',
      caseDescription:
        "Our client, Natalie Brewer, 34, asks the court to set aside the premarital agreement she signed, in her divorce from Colin Brewer in Lexington. Mr. Brewer's lawyer handed her the 22-page agreement at the rehearsal dinner, the night before the 2017 wedding, with 140 guests in town; Mr. Brewer told her there would be no wedding without it. She had no lawyer and no time to find one. No schedule of assets was attached, and she learned only in this divorce that he owned a 40 % interest in his family's distillery, now valued at about $3.1 million. The agreement waives all maintenance and gives her no share of anything acquired during the marriage. She left her teaching job when their daughter was born. Mr. Brewer asks the court to enforce the agreement as written.",
      state: 'KY',
      city: 'Lexington',
      clientName: 'Natalie Brewer',
      opposingParty: 'Colin Brewer',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        childrenDetails: 'One daughter, 5.',
        assetDetails: "A 40 % interest in his family's distillery, the marital home.",
        supportRequested: true,
        supportDetails: 'Maintenance, which the agreement waives.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 82],
      baseRate: 'family.prenup',
      why: 'Base 65 % for the spouse enforcing it, so 35 % for her. Kentucky sets aside an agreement obtained without full disclosure or under duress, and reviews a maintenance waiver for unconscionability at the time of divorce: here no disclosure of a multimillion-dollar interest, no counsel, the night before the wedding with an ultimatum, and a full waiver against a spouse who left work for the child. Well above her base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Colin Brewer', side: 'against' }],
    },
  },
  {
    id: 'fam-or-guardianship-41',
    source:
      'Pattern: an aunt\'s petition for guardianship of a niece left with her, while the mother is in prison and objects (ORS 125.305; "Relatives and legal guardianship of minor children", http://www.divorcenet.com/resources/family/legal-guardianship/relatives-minor-children.htm); told by the aunt; paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my niece Sophie',
      caseDescription:
        "I am asking to be appointed guardian of my niece, Sophie, who is 7. Her mother is my younger sister, Kayla Dunning. Sophie's father died in 2020. Kayla has struggled with meth for years; in March she was sentenced to 18 months in prison for possession and identity theft, and she will be out late next year at the earliest. Sophie has lived with me and my husband in Eugene since last October, when Kayla left her with us 'for a weekend' and never came back. Sophie's teacher says she reads at grade level now, which she did not last year. Kayla wrote from prison that she objects and wants Sophie to live with her boyfriend, Dustin Rae, until she gets out. Dustin has two DUII convictions and is not related to Sophie. Sophie sees a counselor, Dr. Helen Marsh, who says moving her again would set her back.",
      state: 'OR',
      city: 'Eugene',
      clientName: 'Rachel Ferris',
      opposingParty: 'Kayla Dunning',
      keyWitnesses: ['Dr. Helen Marsh'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Sophie, 7, my niece, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.guardianship',
      why: 'Base 75 %. The mother is in prison and cannot care for the child, the father is dead, the child has thrived with the aunt for over a year and her counselor warns against another move; the mother objects but proposes an unrelated man with two DUII convictions. Above the base, short of an uncontested case.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Kayla Dunning', side: 'against' },
        { name: 'Dustin Rae', side: 'against' },
        { name: 'Dr. Helen Marsh', side: 'for' },
      ],
      evidence: [{ kind: 'expert', direction: 'for' }],
    },
  },
  {
    id: 'fam-mo-adoption-41',
    source:
      "Pattern: a stepparent adoption with the biological father's written consent and a favourable home study (RSMo § 453.030, § 453.070); told by the child's mother for her husband; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Jeremy adopting Tanner',
      caseDescription:
        "My husband Jeremy Kolb wants to adopt my son Tanner, who is 11. Tanner's biological father, Shane Lusk, signed a written consent to the adoption before a notary in August, and it has been filed; he has not seen Tanner since 2018 and has not paid support in four years. Jeremy and I have been married six years and Tanner calls him dad. The home study by the licensed social worker, Ms. Carol Benning, recommends the adoption. Jeremy has no criminal record and his background check came back clear. Tanner told the guardian ad litem he wants Jeremy's last name.",
      state: 'MO',
      city: 'Springfield',
      clientName: 'Jeremy Kolb',
      opposingParty: 'None',
      keyWitnesses: ['Carol Benning'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Tanner, 11, my stepson, lives with us.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [88, 98],
      baseRate: 'family.adoption',
      why: "Base 85 %. The father's written consent is filed, the home study recommends it, the background check is clear and the child wants it. Uncontested: near certain.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Carol Benning', side: 'for' }],
      evidence: [
        { kind: 'expert', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
];
