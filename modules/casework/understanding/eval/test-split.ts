// Test split of the case vignettes (issue 25): read only to score — rules, weights and prompts
// are never written looking at these. Every case is invented from a public PATTERN (news reports,
// appellate fact patterns, court self-help pages), paraphrased; no name is a real private
// person's. Ranges are percent chances of an outcome favourable to the client, starting from the
// cited base rate (model/reference.ts) and moved by the facts; a pair's second vignette differs
// from its first in one fact, and a mirror tells the same facts from the other party's side.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs (the second of each pair spreads the first) ─────────────────────

const FL_DRUG_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'drug-offenses',
  caseTitle: 'State v. Curtis Langley — cocaine in the console',
  caseDescription:
    'I got pulled over in Jacksonville for a busted taillight driving my car home from work. The officer said he smelled marijuana and searched the car and found a baggie with about 9 grams of cocaine in the center console. I told him it wasnt mine and I didnt know it was there. My roommate Jerome borrows my car almost every day, he had it the whole weekend before. Nothing else was in the car, no scale or cash, and my fingerprints werent tested. I have one possession of marijuana from 2018.',
  state: 'FL',
  city: 'Jacksonville',
  clientName: 'Curtis Langley',
  opposingParty: 'State of Florida',
  keyWitnesses: ['Jerome Pittman', 'Officer Wade Sutton'],
  criminal: {
    chargeDetails: 'Possession of cocaine, Fla. Stat. 893.13(6)(a), third-degree felony',
    priorConvictions: 'Possession of marijuana under 20 grams, 2018 (misdemeanor)',
    evidenceStrength: 'moderate',
    defenseStrategy: 'I did not know the cocaine was there; my roommate uses the car.',
    bailStatus: 'Released on $2,500 bond',
  },
};

const IL_BURGLARY_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseTitle: 'People v. Marcus Fenwick — garage burglary',
  caseDescription:
    "Around 3am a neighbor called police saying someone was in the detached garage behind a house on our block in Rockford. Officers found me about 2 blocks away walking home from my girlfriends. They say I had a flathead screwdriver in my pocket, which I use for my bike. The neighbor, Mrs. Dorsey, looked at me from the squad car and said I 'looked like' the guy but she wasnt sure about the jacket. Nothing was taken from the garage that anyone can find and no prints were found on the door. I have a burglary conviction from 2015.",
  state: 'IL',
  city: 'Rockford',
  clientName: 'Marcus Fenwick',
  opposingParty: 'People of the State of Illinois',
  keyWitnesses: ['Alma Dorsey', 'Keisha Reynolds'],
  additionalFactors: 'Keisha Reynolds is my girlfriend; I left her place at about 2:45am.',
  criminal: {
    chargeDetails: 'Burglary, 720 ILCS 5/19-1(a), Class 2 felony',
    priorConvictions: 'Burglary, 2015',
    evidenceStrength: 'weak',
    defenseStrategy: 'Misidentification: an unsure show-up, nothing taken, no prints.',
    bailStatus: 'Released on pretrial conditions',
  },
};

const MN_THEFT_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'theft',
  caseTitle: 'State v. Hannah Oyelaran — self-checkout',
  caseDescription:
    'I was stopped leaving a Walmart in Bloomington by an asset protection guy who said I didnt scan about $140 of stuff at self checkout, mostly kids clothes and a blender. I had my 2 kids with me and one was having a meltdown. I think maybe some things didnt scan and I didnt notice, I definitely didnt mean to steal. I paid for over $200 of other stuff. The employee, Greg Olander, says he watched me skip the items on purpose. I have no record at all. They say they have video.',
  state: 'MN',
  city: 'Bloomington',
  clientName: 'Hannah Oyelaran',
  opposingParty: 'State of Minnesota',
  keyWitnesses: ['Greg Olander'],
  criminal: {
    chargeDetails: 'Theft, Minn. Stat. 609.52 subd. 2(a)(1) (value $1,000 or less, misdemeanor)',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'No intent: items did not scan while I was dealing with my children.',
    bailStatus: 'Cited and released',
  },
};

const NY_SPOUSAL_01: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'spousal-support-alimony',
  caseTitle: 'Maintenance after a long marriage',
  caseDescription:
    'My husband Richard and I were married for 28 years and live in Rochester. I worked as a paralegal until our twins were born and then stayed home, and later I worked part time at the library, I make about $19,000. He is a partner at an engineering firm and makes about $240,000. I am 56 and have some arthritis. He moved in with someone else and filed for divorce. I need post-divorce maintenance to live, I cant support myself on what I make. He says I can go back to full time work.',
  state: 'NY',
  city: 'Rochester',
  clientName: 'Diane Castellano',
  opposingParty: 'Richard Castellano',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'separated',
    childrenInvolved: false,
    childrenDetails: 'Twins, 24, live on their own.',
    assetDetails: 'Marital home, his retirement accounts and partnership interest.',
    supportRequested: true,
    supportDetails: 'Post-divorce maintenance; his income about $240,000, mine about $19,000.',
  },
};

const NC_PRENUP_01: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'prenuptial-agreement',
  caseTitle: 'Enforcing our premarital agreement in the divorce',
  caseDescription:
    "Before I married Jennifer in 2016 we signed a premarital agreement that says the dental practice I owned before the marriage stays my separate property and that neither of us gets alimony. We gave it to her 4 months before the wedding. She had her own lawyer who reviewed it and asked for changes, and we both attached full financial statements, mine showed the practice and its appraisal. Now we are divorcing in Charlotte and she says the agreement is unfair and wants half of the practice's growth and alimony. She makes about $70,000 as a pharmacist. I want the court to enforce the agreement.",
  state: 'NC',
  city: 'Charlotte',
  clientName: 'Dr. Samuel Reyes',
  opposingParty: 'Jennifer Reyes',
  keyWitnesses: ['Alan Whitcomb'],
  additionalFactors: 'Alan Whitcomb is the lawyer who drafted the agreement for me.',
  family: {
    relationshipStatus: 'separated',
    childrenInvolved: false,
    assetDetails: 'Dental practice owned before the marriage (appraised), marital home, retirement accounts.',
    supportRequested: false,
  },
};

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'crim-fl-drug-01',
    source:
      'Pattern: constructive-possession cases for drugs in a shared or borrowed vehicle (Florida appellate opinions on joint possession of a vehicle); paraphrased, names invented.',
    facts: FL_DRUG_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [15, 35],
      baseRate: 'criminal.state-jury.drug',
      why: "Base 18 %. Drugs in his own car's console, which he was driving, are usually enough for a jury; a roommate who borrows the car, no prints tested and no sale indicia give reasonable doubt on knowledge. Slightly above the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jerome Pittman', side: 'unknown' },
        { name: 'Officer Wade Sutton', side: 'against' },
      ],
      evidence: [{ kind: 'physical', direction: 'against' }],
      charges: 1,
    },
  },
  {
    id: 'crim-fl-drug-02',
    source:
      'Pattern: as crim-fl-drug-01, with the roommate confessing the drugs were his (third-party confession); paraphrased, names invented.',
    facts: {
      ...FL_DRUG_01,
      caseDescription:
        FL_DRUG_01.caseDescription +
        ' Last month Jerome went to my lawyer and gave a sworn statement that the cocaine was his, that he left it in the console that Sunday, and he said he will testify to it even though his own lawyer told him not to.',
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'criminal.state-jury.drug',
      why: "As the first of the pair plus the roommate's sworn confession that the cocaine was his: a third party's admission against his own interest squarely answers knowledge. Juries discount friends' confessions, so about even rather than likely.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jerome Pittman', side: 'for' },
        { name: 'Officer Wade Sutton', side: 'against' },
      ],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'confession', direction: 'for', whose: 'other' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-fl-drug-01', differs: 'the roommate confessed the cocaine was his', expect: 'higher' },
  },
  {
    id: 'crim-il-burglary-01',
    source:
      'Pattern: burglary arrests after a night-time show-up with an unsure neighbor (appellate show-up identification opinions, e.g. State v. Juene (N.C. App. 2019), https://www.sog.unc.edu/sccc/cases/state-v-juene); paraphrased, names invented.',
    facts: IL_BURGLARY_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [25, 48],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. An unsure show-up identification, nothing taken, no prints, and a girlfriend to explain why he was out; a screwdriver and a prior burglary (if admitted) pull the other way. Up from the base but still below even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Alma Dorsey', side: 'against' },
        { name: 'Keisha Reynolds', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-il-burglary-02',
    source: "Pattern: as crim-il-burglary-01, with only the client's name and the city changed; paraphrased, names invented.",
    facts: {
      ...IL_BURGLARY_01,
      caseTitle: 'People v. Dion Whitaker — garage burglary',
      caseDescription: IL_BURGLARY_01.caseDescription.replace('Rockford', 'Joliet'),
      city: 'Joliet',
      clientName: 'Dion Whitaker',
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [25, 48],
      baseRate: 'criminal.state-jury.property',
      why: "Same facts as the first of the pair; only the client's name and the city differ, which must not move the estimate.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Alma Dorsey', side: 'against' },
        { name: 'Keisha Reynolds', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-il-burglary-01', differs: "only the client's name and the city", expect: 'same' },
  },
  {
    id: 'crim-mn-theft-01',
    source:
      'Pattern: self-checkout shoplifting prosecutions where the defense is a missed scan (news reports on self-checkout theft charges); paraphrased, names invented.',
    facts: MN_THEFT_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [22, 45],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. Intent is the question: paying for more than she skipped, distracting children and no record help; an employee who says he watched deliberate skips (listed as her witness, against her) and store video of unscanned items hurt.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Greg Olander', side: 'against' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-mn-theft-02',
    source: "Pattern: as crim-mn-theft-01, with the store's own video and receipt showing the items paid for; paraphrased, names invented.",
    facts: {
      ...MN_THEFT_01,
      caseDescription: MN_THEFT_01.caseDescription.replace(
        'They say they have video.',
        'My lawyer got the self checkout video and the transaction log, and the video shows me scanning the blender and the clothes, and they are on my receipt, the employee must have watched someone else.',
      ),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [65, 90],
      baseRate: 'criminal.state-jury.property',
      why: "As the first of the pair, but the store's own video and transaction log show the items scanned and paid for: the only evidence left is a mistaken employee. Acquittal or dismissal likely.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Greg Olander', side: 'against' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-mn-theft-01', differs: 'the store video and receipt show the items paid for', expect: 'higher' },
  },
  {
    id: 'crim-ca-robbery-03',
    source:
      'Pattern: street-robbery prosecutions with a cooperating co-defendant, phone location data and recovered property (appellate affirmances of second-degree robbery convictions); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'People v. Isaiah Montgomery — phone robbery in Oakland',
      caseDescription:
        'They say me and my friend Trey robbed a guy for his iPhone and wallet near Lake Merritt. I was with Trey that night but I didnt know he was going to rob anybody, I was just in the car. The police found the guys iPhone in the glove box of my car when they stopped us the next day. Trey took a deal and now he is saying I was the one who grabbed the phone and hit the guy. They also have my phone location showing it was right there at 11:40 that night. The victim picked Trey from a photo lineup but not me. I think the evidence is weak because the victim cant ID me.',
      state: 'CA',
      city: 'Oakland',
      clientName: 'Isaiah Montgomery',
      opposingParty: 'People of the State of California',
      keyWitnesses: ['Trey Caldwell'],
      criminal: {
        chargeDetails: 'Second degree robbery, Cal. Penal Code 211',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'I was only in the car and did not know Trey would rob anyone; the victim did not pick me.',
        bailStatus: 'Released on $50,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 18],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The stolen phone in his glove box, his phone\'s location at the scene, his own admission he was there with the robber, and the co-defendant cooperating against him; the victim\'s failure to pick him helps little. The "weak" rating is contradicted.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Trey Caldwell', side: 'against' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'eyewitness', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ny-assault-04',
    source:
      "Pattern: subway-platform assault arrests on the complainant's and an officer's account with unclear transit video (New York news reports of subway assaults); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'People v. Andre Baptiste — subway platform',
      caseDescription:
        'There was an argument on the 149th street platform, a man, Victor Salas, said I bumped him and started cursing. He says I punched him and he fell and broke his nose on the bench. I say I pushed him away because he grabbed my bag. Officer Lam was at the other end of the platform and he says he saw me swing. The MTA camera shows us but its far away and blurry, you cant really tell who did what. I have a disorderly conduct from 2019. I was at Rikers for 3 days before I got bail.',
      state: 'NY',
      city: 'Bronx',
      clientName: 'Andre Baptiste',
      opposingParty: 'People of the State of New York',
      keyWitnesses: ['Victor Salas', 'Officer Kevin Lam'],
      criminal: {
        chargeDetails: 'Assault in the second degree, PL 120.05(2); Assault in the third degree, PL 120.00(1)',
        priorConvictions: 'Disorderly conduct (violation), 2019',
        evidenceStrength: 'moderate',
        defenseStrategy: 'I pushed him away after he grabbed my bag; it was self-defense.',
        bailStatus: 'Bail posted after 3 days',
        detentionDetails: 'Held 3 days at Rikers before bail was posted.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The complainant and a police officer (both listed by the client, both against him) say he swung; the video is inconclusive and a shove-after-grab account is plausible. A broken nose makes the injury real. Near the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Victor Salas', side: 'against' },
        { name: 'Officer Kevin Lam', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-tx-dui-02',
    source:
      'Pattern: DWI trials on a borderline blood result taken long after driving, with retrograde-extrapolation expert testimony (Texas appellate opinions on retrograde extrapolation, e.g. Mata v. State); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'State v. Emily Hargrove — DWI with a .09 blood test',
      caseDescription:
        'I was stopped in Houston at 12:50am for going 52 in a 40. I told the trooper I had two drinks at a work dinner. He said my eyes were glassy. I did the field tests and the video shows I did the walk and turn and one leg stand pretty well, he said I had 4 clues on the eye test. They got a warrant and the blood was drawn at 3:05am, more than 2 hours later, and it was 0.09. My lawyer hired a toxicologist, Dr. Raymond Ochoa, who says that with when I ate, I was probably still absorbing and could have been under 0.08 when I was driving. No accident, no prior record.',
      state: 'TX',
      city: 'Houston',
      clientName: 'Emily Hargrove',
      opposingParty: 'State of Texas',
      keyWitnesses: ['Dr. Raymond Ochoa', 'Trooper Cody Naylor'],
      criminal: {
        chargeDetails: 'Driving while intoxicated, Texas Penal Code 49.04, Class B misdemeanor',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Rising blood alcohol: under .08 at the time of driving; good performance on the video.',
        bailStatus: 'Released on personal bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [22, 45],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. A borderline 0.09 two hours after driving, a defense toxicologist on absorption, a video of good field tests, no crash and no record; but speeding, HGN clues, glassy eyes and admitted drinking support the loss-of-faculties theory. Well above the base, still below even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dr. Raymond Ochoa', side: 'for' },
        { name: 'Trooper Cody Naylor', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'expert', direction: 'for' },
        { kind: 'video', direction: 'for' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-oh-homicide-03',
    source:
      'Pattern: murder prosecutions resting on a single eyewitness, answered by a documented work alibi and cell-site records (Innocence Project and National Registry of Exonerations case summaries); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'State v. Jerome Washington — I was at work',
      caseDescription:
        'My brother Jerome is charged with a shooting outside a bar in Cleveland at 10:15pm on a Friday. One witness, a woman named Tasha Reed who was across the street, picked him out of a photo lineup 3 weeks later. But Jerome was at work at the warehouse in Solon that night, his shift was 3pm to 11:30pm. The time clock shows him clocked in, two coworkers, Luis and Dwayne, say he was on the forklift all night, and his phone records put his phone at the warehouse. No gun or DNA connects him. He has a prior for drug possession from 2014.',
      state: 'OH',
      city: 'Cleveland',
      clientName: 'Jerome Washington',
      opposingParty: 'State of Ohio',
      keyWitnesses: ['Luis Ferreira', 'Dwayne Oakes', 'Tasha Reed'],
      criminal: {
        chargeDetails: 'Murder, R.C. 2903.02(B), with a three-year firearm specification',
        priorConvictions: 'Drug possession, 2014 (felony of the fifth degree)',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Alibi: he was at work 20 miles away, shown by the time clock, coworkers and phone records.',
        bailStatus: 'Held on $1,000,000 bond',
        detentionDetails: 'In Cuyahoga County jail for 9 months.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 75],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A single delayed cross-street identification against an alibi corroborated by time-clock records, two coworkers and cell-site data; no physical evidence. A strong alibi makes acquittal more likely than not; detention and the prior record keep it from being certain.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Luis Ferreira', side: 'for' },
        { name: 'Dwayne Oakes', side: 'for' },
        { name: 'Tasha Reed', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'alibi', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-pa-sexual-03',
    source:
      'Pattern: acquaintance sexual-assault trials after a party turning on intoxication and consent, with a post-incident apology text (appellate opinions on consent and incapacity); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'Commonwealth v. Brandon Keefe — party in State College',
      caseDescription:
        "I'm a senior at college and I am charged after a party at my apartment. A girl I knew from class, Megan, and I hooked up in my room, I believe it was consensual, we had both been drinking. She says she was too drunk to consent and doesnt remember. Her friend Olivia told police she saw Megan 'stumbling and slurring' before she went into my room. The next morning I texted Megan 'sorry about last night, I was really drunk too', I meant sorry for being awkward. My roommate Jake says she seemed fine and was laughing. No prior record.",
      state: 'PA',
      city: 'State College',
      clientName: 'Brandon Keefe',
      opposingParty: 'Commonwealth of Pennsylvania',
      keyWitnesses: ['Jake Sorensen', 'Olivia Grant'],
      criminal: {
        chargeDetails:
          'Sexual assault, 18 Pa.C.S. 3124.1; Aggravated indecent assault (victim unconscious or impaired), 18 Pa.C.S. 3125(a)(4)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Consent; she did not appear incapacitated.',
        bailStatus: 'Released on $10,000 unsecured bail',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [20, 42],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. A consent dispute with a roommate who says she seemed fine, against a friend\'s observation of heavy intoxication and a next-morning "sorry" text a jury may read as consciousness of guilt. Near the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jake Sorensen', side: 'for' },
        { name: 'Olivia Grant', side: 'against' },
        { name: 'Megan', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ga-white-collar-01',
    source:
      'Pattern: multi-count wire-fraud and embezzlement prosecutions of a company controller (U.S. Attorney press releases on embezzlement); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'white-collar-crime',
      caseTitle: 'Controller charged with embezzlement from a trucking company',
      caseDescription:
        "I was the controller at a trucking company in Atlanta for 9 years. They say I moved $1.4 million to a fake vendor account, 'KDM Logistics', over 5 years, and the account was opened with my sister-in-law's name at my address. The owner, Mr. Hollis, found it after I went on vacation and the new person saw the invoices. The bank records show transfers out of KDM to my personal accounts. I was going to pay it back, things got out of hand with my mortgage and my husband's medical bills. I have not talked to anyone about it except my lawyer.",
      state: 'GA',
      city: 'Atlanta',
      clientName: 'Karen Delmont',
      opposingParty: 'State of Georgia',
      keyWitnesses: ['Robert Hollis'],
      criminal: {
        chargeDetails:
          'Counts 1-6: Theft by taking (embezzlement), O.C.G.A. 16-8-2; Counts 7-9: Forgery in the first degree, O.C.G.A. 16-9-1; Count 10: Racketeering (RICO), O.C.G.A. 16-14-4',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Intent to repay; hardship.',
        bailStatus: 'Released on $75,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [1, 16],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. A bank trail from a sham vendor to her own accounts, opened at her address; "I was going to pay it back" admits the taking and is not a defense. Ten counts on documents.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Robert Hollis', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 10,
    },
  },
  {
    id: 'crim-az-drug-03',
    source:
      'Pattern: drug cases that turn on a motion to suppress a prolonged traffic stop (Rodriguez v. United States, 575 U.S. 348 (2015), and state applications); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'drug-offenses',
      caseTitle: 'State v. Luis Carrasco — I-10 stop, meth in the trunk',
      caseDescription:
        "I was driving on I-10 near Tucson and got pulled over for following too close. The deputy wrote me a warning and then kept me on the side of the road for 35 more minutes waiting for a dog, he asked me to search and I said no. The dog alerted and they found 2 pounds of meth in a bag in the trunk. The car is my uncle's, I was driving it back to Phoenix for him. My lawyer filed a motion to suppress because the stop was over when he gave me the warning. If the judge says no, they have the drugs and the bodycam. I never said anything to them.",
      state: 'AZ',
      city: 'Tucson',
      clientName: 'Luis Carrasco',
      opposingParty: 'State of Arizona',
      keyWitnesses: ['Deputy Cole Andersen'],
      criminal: {
        chargeDetails:
          'Possession of a dangerous drug for sale (methamphetamine), A.R.S. 13-3407(A)(2); Transportation of a dangerous drug for sale, A.R.S. 13-3407(A)(7)',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'Suppression: the stop was unlawfully prolonged after the warning; no knowledge of the bag.',
        bailStatus: 'Held on $100,000 bond',
        detentionDetails: 'Pima County jail since the arrest.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [15, 38],
      baseRate: 'criminal.state-jury.drug',
      why: 'Base 18 %. A strong suppression issue (a stop extended 35 minutes after the warning, without consent) could end the case; if the drugs come in, two pounds in the trunk of the car he drove are hard to answer with "my uncle\'s car". No statements, no record. Above the base because of the motion.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Deputy Cole Andersen', side: 'against' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'video', direction: 'against' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wa-assault-05',
    source:
      'Pattern: self-defense cases where doorbell-camera video and a bystander support the defendant (news reports of self-defense cases resolved on residential video); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'State v. Daniel Okafor — neighbor attacked me in the driveway',
      caseDescription:
        'My neighbor Curt Lindgren has been mad at me for months about my fence. On July 4th he came into my driveway yelling and swung a golf club at me. I grabbed it and we wrestled and I punched him twice, he got a concussion. When police came he said I attacked him on his property. My doorbell camera recorded the whole thing and shows him walking into my driveway with the club and swinging first. Another neighbor, Mrs. Abernathy, saw it from her porch and says the same. The prosecutor charged me anyway because of his injury. I have no record.',
      state: 'WA',
      city: 'Everett',
      clientName: 'Daniel Okafor',
      opposingParty: 'State of Washington',
      keyWitnesses: ['Joan Abernathy', 'Curt Lindgren'],
      criminal: {
        chargeDetails: 'Assault in the second degree, RCW 9A.36.021(1)(a) (reckless infliction of substantial bodily harm)',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'Self-defense on my own property; doorbell video shows him swinging a golf club first.',
        bailStatus: 'Released on personal recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 80],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. Video of the complainant entering the client's driveway and swinging a golf club first, an independent neighbor who confirms it, no record: strong self-defense; two punches against a club are proportionate. The complainant (listed by the client) is against him.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Joan Abernathy', side: 'for' },
        { name: 'Curt Lindgren', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-co-robbery-04',
    source:
      'Pattern: cross-racial show-up identifications in robbery cases, with a prior-robbery record and pretrial detention (appellate show-up opinions and eyewitness research summaries); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'People v. Raymond Tsosie — convenience store robbery',
      caseDescription:
        'I was arrested walking near a 7-Eleven in Aurora about 30 minutes after it was robbed. The clerk, an older white man, was brought over and saw me in the back of the cop car and said I was the guy, I am Native American and the robber had a mask pulled down. They didnt find any money or the knife on me, only my own $23. The store video shows a guy my height in a similar jacket but the face is covered. I have 2 robbery convictions from 2011 and 2014 and I am on parole so I am being held. I was going to my cousins house.',
      state: 'CO',
      city: 'Aurora',
      clientName: 'Raymond Tsosie',
      opposingParty: 'People of the State of Colorado',
      keyWitnesses: ['Harold Becker', 'Officer Jenna Ruiz'],
      criminal: {
        chargeDetails: 'Aggravated robbery, C.R.S. 18-4-302(1)(b)',
        priorConvictions: 'Robbery, 2011; Robbery, 2014; on parole',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Misidentification: a cross-racial show-up of a masked robber, nothing found on me.',
        bailStatus: 'No bond (parole hold)',
        detentionDetails: 'Arapahoe County detention center on a parole hold since arrest.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [15, 35],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A cross-racial show-up of a partly masked robber with nothing recovered is weak identification, but the video matches build and jacket, he was nearby, and two prior robberies (if admitted, or if he cannot testify without them) and detention weigh against him. Near the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Harold Becker', side: 'against' },
        { name: 'Officer Jenna Ruiz', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nj-battery-02',
    source:
      'Pattern: multi-count aggravated assault / weapons / terroristic-threats complaints after a road-rage incident where no weapon was recovered (New Jersey news reports); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'battery',
      caseTitle: 'State v. Vincent Moretti — road rage on Route 1',
      caseDescription:
        "After a near accident on Route 1 in Edison the other driver, Paul Kwan, followed me into a parking lot. We both got out and argued. He says I hit him in the face with a tire iron and said I would kill him. I hit him with my fist once after he shoved me, that's all. No weapon was found, the police searched my car and there was no tire iron, mine is still bolted in the trunk compartment. His passenger Linda Kwan backs up his story. He had a cut lip and went to the ER. I have a DWI from 2012, nothing violent.",
      state: 'NJ',
      city: 'Edison',
      clientName: 'Vincent Moretti',
      opposingParty: 'State of New Jersey',
      keyWitnesses: ['Paul Kwan', 'Linda Kwan'],
      criminal: {
        chargeDetails:
          'Count 1: Aggravated assault with a deadly weapon, N.J.S.A. 2C:12-1(b)(2); Count 2: Possession of a weapon for an unlawful purpose, N.J.S.A. 2C:39-4(d); Count 3: Terroristic threats, N.J.S.A. 2C:12-3(a)',
        priorConvictions: 'DWI, 2012 (motor vehicle offense)',
        evidenceStrength: 'moderate',
        defenseStrategy: 'No weapon; one punch after he shoved me; their story is exaggerated.',
        bailStatus: 'Released, pretrial monitoring level 1',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [20, 42],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. No weapon found (a negation that undercuts the weapon counts) and an injury consistent with a fist; but two witnesses (both listed by the client, both against him) and his admitted punch make a conviction on a lesser assault likely. Acquittal on everything is below even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Paul Kwan', side: 'against' },
        { name: 'Linda Kwan', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'records', direction: 'against' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-va-fraud-02',
    source:
      'Pattern: pandemic unemployment-benefits fraud prosecutions with bank records and a recorded interview (Virginia and DOJ press releases on UI fraud); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'fraud',
      caseTitle: 'Commonwealth v. Shayla Greene — unemployment benefits',
      caseDescription:
        'I got unemployment in 2020 and 2021 while I was working at an Amazon warehouse in Richmond, about $21,000 total. Every week I certified I had no earnings. The state matched my W-2 and payroll records. When the investigator interviewed me I admitted that I knew I wasnt supposed to, but I was behind on rent and everyone was doing it. They recorded that interview. I think the evidence is weak because the website was confusing. I already started paying some back.',
      state: 'VA',
      city: 'Richmond',
      clientName: 'Shayla Greene',
      opposingParty: 'Commonwealth of Virginia',
      keyWitnesses: ['Investigator Paul Ruffin'],
      criminal: {
        chargeDetails: 'Obtaining money by false pretenses, Va. Code 18.2-178; Unemployment compensation fraud, Va. Code 60.2-632',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'The website was confusing; I am paying it back.',
        bailStatus: 'Summons',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [1, 16],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Weekly false certifications matched to payroll records and a recorded admission that she knew; "confusing website" contradicts her own admission, and repayment is not a defense. The "weak" rating is contradicted.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Investigator Paul Ruffin', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'confession', direction: 'against', whose: 'client' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-md-homicide-04',
    source:
      'Pattern: murder cases resting on a contested confession after a long interrogation with no corroborating forensics (National Registry of Exonerations, false-confession cases); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'My nephew confessed after 14 hours — State v. Jaylen Brooks',
      caseDescription:
        'My nephew Jaylen, 19, has a learning disability and reads at a 4th grade level. Police questioned him for 14 hours about a shooting in Silver Spring, no lawyer, no food until the end, and he finally signed a statement saying he did it. The statement got details wrong, it says he used a revolver but the casings at the scene were from a 9mm semiautomatic. There is no DNA, no prints, no gun, no video. No eyewitness picked him. His girlfriend Aaliyah says he was at her place but she was asleep part of the time. The judge denied the motion to suppress the confession.',
      state: 'MD',
      city: 'Silver Spring',
      clientName: 'Jaylen Brooks',
      opposingParty: 'State of Maryland',
      keyWitnesses: ['Aaliyah Morris', 'Dr. Susan Hale'],
      additionalFactors: 'Dr. Hale is a psychologist who will testify on his suggestibility and the interrogation.',
      criminal: {
        chargeDetails: 'First degree murder, Md. Code, Crim. Law 2-201; Use of a firearm in a crime of violence, Crim. Law 4-204',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'False confession: a 14-hour interrogation of a vulnerable 19-year-old; it contradicts the physical evidence.',
        bailStatus: 'Held without bail',
        detentionDetails: 'Montgomery County detention for 11 months.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [18, 42],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A signed confession is powerful even when disputed and the suppression motion failed; but a 14-hour interrogation of an intellectually limited teen, a detail contradicted by the casings, no corroborating evidence, an expert on suggestibility and a partial alibi give real doubt. Around or slightly above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Aaliyah Morris', side: 'for' },
        { name: 'Dr. Susan Hale', side: 'for' },
      ],
      evidence: [
        { kind: 'confession', direction: 'against', whose: 'client' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'expert', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wi-kidnapping-02',
    source:
      'Pattern: home-invasion kidnapping cases where DNA on restraints excludes the defendant and matches another man in the database (Innocence Project DNA exoneration summaries); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'kidnapping',
      caseTitle: "State v. Tremaine Hollis — DNA on the tape is someone else's",
      caseDescription:
        'Two men broke into a house in Milwaukee, tied up the owner with duct tape and took him to an ATM. The owner picked me out of a photo array, he said I looked like the taller one. I was arrested and charged. The crime lab tested the duct tape and a glove they found, the DNA is not mine, and last month it came back to a different man in the database, Corey Pruett, who has done home invasions before. The ATM camera shows a man in a mask. My lawyer says the DA hasnt dropped the case yet. I have a theft from 2017.',
      state: 'WI',
      city: 'Milwaukee',
      clientName: 'Tremaine Hollis',
      opposingParty: 'State of Wisconsin',
      keyWitnesses: ['Gerald Nowak'],
      additionalFactors: 'Gerald Nowak is the homeowner who picked me from the photos.',
      criminal: {
        chargeDetails: 'Kidnapping, Wis. Stat. 940.31(1)(b); Armed burglary, Wis. Stat. 943.10(2)(a); Armed robbery, Wis. Stat. 943.32(2)',
        priorConvictions: 'Misdemeanor theft, 2017',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Misidentification: the DNA excludes me and matches another man.',
        bailStatus: 'Cash bail $30,000, posted',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 80],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. DNA on the restraints and a glove excludes him and matches a known home-invader, against one photo-array identification of a partly seen stranger; a masked ATM video adds nothing for the state. Acquittal (or dismissal) likely; a second, unidentified robber keeps some risk.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Gerald Nowak', side: 'against' },
        { name: 'Corey Pruett', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'video', direction: 'unknown' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-nc-grand-theft-02',
    source:
      'Pattern: theft of equipment proved by pawn-shop records, pawn video and fingerprints (local news reports of pawned stolen property); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'grand-theft',
      caseTitle: 'State v. Cody Barnhill — stolen trailer and tools',
      caseDescription:
        "They are saying I stole a utility trailer and a generator and chainsaws from a farm outside Asheville worth about $14,000. Honestly the evidence is very weak. I sold some chainsaws and the generator at a pawn shop on Patton Ave, they scanned my license and took my thumbprint like they always do and the camera has me there. The farmer's serial numbers match. The trailer was found behind my cousin's trailer with my fingerprints on the hitch. I bought the stuff from a guy named Rick at a flea market, I dont know his last name.",
      state: 'NC',
      city: 'Asheville',
      clientName: 'Cody Barnhill',
      opposingParty: 'State of North Carolina',
      keyWitnesses: ['Detective Amy Shuford'],
      criminal: {
        chargeDetails: 'Felony larceny, N.C.G.S. 14-72(a); Felony possession of stolen goods, N.C.G.S. 14-71.1',
        priorConvictions: 'Breaking and entering a motor vehicle, 2016; misdemeanor larceny, 2019',
        evidenceStrength: 'very-weak',
        defenseStrategy: 'I bought the items at a flea market from someone named Rick.',
        bailStatus: 'Secured bond $10,000, posted',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [1, 16],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. Pawn records with his license and thumbprint, pawn-shop video, matching serial numbers and his prints on the stolen trailer\'s hitch; an unknown "Rick" from a flea market rarely persuades. The "very weak" rating is contradicted by the facts.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Detective Amy Shuford', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'physical', direction: 'against' },
      ],
      charges: 2,
    },
  },
  // ── Family ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fam-ny-spousal-01',
    source:
      'Pattern: post-divorce maintenance after a long marriage with a large income gap (N.Y. Dom. Rel. Law 236(B)(6) advisory duration for marriages over 20 years; NY CourtHelp, "Maintenance"); paraphrased, names invented.',
    facts: NY_SPOUSAL_01,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 90],
      baseRate: 'family.spousal-support',
      why: "Base 40 %. A 28-year marriage, a spouse who left a career for the children, age 56 with health limits and a twelve-fold income gap: New York's formula and advisory durations make an award very likely.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Richard Castellano', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-ny-spousal-02',
    source: 'Pattern: as fam-ny-spousal-01, after a short marriage; paraphrased, names invented.',
    facts: {
      ...NY_SPOUSAL_01,
      caseDescription: NY_SPOUSAL_01.caseDescription.replace('married for 28 years', 'married for 3 years'),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 35],
      baseRate: 'family.spousal-support',
      why: 'As the first of the pair, but a 3-year marriage: the income gap may still earn a short award, but the case for long-term maintenance collapses; lower than the long marriage and below the base.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Richard Castellano', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
    pairOf: { id: 'fam-ny-spousal-01', differs: 'a 3-year marriage instead of 28 years', expect: 'lower' },
  },
  {
    id: 'fam-nc-prenup-01',
    source:
      'Pattern: enforcement of a premarital agreement signed with independent counsel and full disclosure (N.C.G.S. 52B-7, North Carolina\'s UPAA; "Procedures for signing premarital agreements", https://northcarolinadivorcelawyersblog.com/procedures-signing-premarital-agreements); paraphrased, names invented.',
    facts: NC_PRENUP_01,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 92],
      baseRate: 'family.prenup',
      why: 'Base 65 %. Four months to consider, independent counsel who negotiated changes and full financial disclosure with an appraisal; a self-supporting pharmacist waiving alimony is not unconscionable. Enforcement very likely.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jennifer Reyes', side: 'against' },
        { name: 'Alan Whitcomb', side: 'for' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-nc-prenup-02',
    source:
      'Pattern: as fam-nc-prenup-01, but signed without independent counsel or financial disclosure (https://www.chinnlaw.com/blog/2010/may/four-areas-of-inquiry-on-prenuptial-agreements/); paraphrased, names invented.',
    facts: {
      ...NC_PRENUP_01,
      caseDescription: NC_PRENUP_01.caseDescription.replace(
        'She had her own lawyer who reviewed it and asked for changes, and we both attached full financial statements, mine showed the practice and its appraisal.',
        'She did not have her own lawyer, she said she trusted me, and we did not attach any financial statements, she knew I had the practice but not what it was worth.',
      ),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'family.prenup',
      why: 'As the first of the pair, but without independent counsel or financial disclosure: she knew of the practice (actual knowledge can suffice) and had four months, so it may still hold, but the missing disclosure and counsel make setting it aside a real prospect.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jennifer Reyes', side: 'against' },
        { name: 'Alan Whitcomb', side: 'for' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
    pairOf: { id: 'fam-nc-prenup-01', differs: 'no independent counsel and no financial disclosure', expect: 'lower' },
  },
  {
    id: 'fam-az-protection-03',
    source:
      'Pattern: an order of protection after an ex-partner\'s threatening messages and workplace visits (Arizona Courts, "Protective Orders", https://www.azcourts.gov/selfservicecenter/Protective-Orders); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'Order of protection against my ex-boyfriend',
      caseDescription:
        "I broke up with Jason Dubois in January after 2 years. Since then he has sent me over 200 messages, some say 'if I cant have you nobody will' and 'I know where you park'. He showed up at my job at the hospital in Phoenix 3 times and security walked him out, they wrote incident reports. Two weeks ago my tires were slashed in the parking garage, I cant prove it was him. He never hit me but he punched a door next to my head once when we lived together. I have screenshots of everything. I am asking for an order of protection.",
      state: 'AZ',
      city: 'Phoenix',
      clientName: 'Natalie Kovacs',
      opposingParty: 'Jason Dubois',
      keyWitnesses: ['Officer Ray Delgado'],
      additionalFactors: 'Officer Delgado is hospital security and wrote the incident reports.',
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [68, 88],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. Documented threats ("if I can\'t have you nobody will"), hundreds of messages, three workplace visits with security reports: harassment and credible threats well past the standard, even without physical injury.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jason Dubois', side: 'against' },
        { name: 'Officer Ray Delgado', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-az-protection-04',
    source: "Pattern: the respondent's side of the order-of-protection hearing in fam-az-protection-03; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'My ex got an order of protection against me',
      caseDescription:
        "My ex girlfriend Natalie Kovacs got a temporary order of protection against me and the hearing is next week in Phoenix. After she dumped me in January I was messaging her a lot, I admit that, maybe 200 messages, I was trying to get her back. Some of them I said dumb things when I was drinking, like 'if I cant have you nobody will', I didnt mean it like a threat. I went to her job 3 times to talk and security made me leave. I did NOT slash her tires, I was at my brothers in Tempe that night. I never hit her ever. I want this order dismissed because it will hurt my job.",
      state: 'AZ',
      city: 'Phoenix',
      clientName: 'Jason Dubois',
      opposingParty: 'Natalie Kovacs',
      keyWitnesses: ['Officer Ray Delgado', 'Mike Dubois'],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'family.protection-order',
      why: "The same facts from the respondent: he admits the volume of messages, the threatening words and the workplace visits; an alibi for the tires does not answer the harassment. The complement of the petitioner's 68–88 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Natalie Kovacs', side: 'against' },
        { name: 'Officer Ray Delgado', side: 'against' },
        { name: 'Mike Dubois', side: 'for' },
      ],
      evidence: [
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'digital', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'alibi', direction: 'for' },
      ],
    },
    mirrorOf: 'fam-az-protection-03',
  },
  {
    id: 'fam-tn-visitation-01',
    source:
      'Pattern: a father seeking a parenting schedule after a period of reduced contact (Tennessee parenting-plan statute T.C.A. 36-6-106; TN Courts self-help parenting-plan forms); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Parenting time with my daughter',
      caseDescription:
        'My daughter Aubrey is 4. Her mom Kelsey and I split up when she was 2 and for a while I saw her every weekend. Last spring I had a DUI and lost my license for a while, and Kelsey stopped letting me see Aubrey except short visits at her moms house. I finished my classes, I have been sober 10 months and have my license back, and I pay my child support every month through the state. I have an apartment in Murfreesboro with a room for Aubrey. I am asking for every other weekend and one evening a week. Kelsey wants visits to stay supervised.',
      state: 'TN',
      city: 'Murfreesboro',
      clientName: 'Tyler Haskins',
      opposingParty: 'Kelsey Moore',
      keyWitnesses: ['Donna Haskins'],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Aubrey, 4, lives with her mother.',
        supportRequested: false,
        supportDetails: 'I pay $520 a month child support through the state.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 82],
      baseRate: 'family.visitation',
      why: 'Base 70 %. A father with a prior regular schedule, paid-up support and ten months of documented sobriety after a DUI asks for standard time; the DUI may bring conditions (no drinking, a step-up), but unsupervised time is likely.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Kelsey Moore', side: 'against' },
        { name: 'Donna Haskins', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-tn-visitation-02',
    source: "Pattern: the mother's side of fam-tn-visitation-01; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: "I want my daughter's visits with her dad to stay supervised",
      caseDescription:
        "Aubrey's dad Tyler Haskins had a DUI last spring, he was driving drunk at night and I was scared because he had Aubrey on weekends then. Since then I only let him see her at my mothers house. He has filed for every other weekend and a weeknight. He says he has been sober 10 months and did his classes, and he does pay his child support every month. He has an apartment in Murfreesboro. Aubrey is only 4. I want visits to stay supervised at least another year, I just dont trust him.",
      state: 'TN',
      city: 'Murfreesboro',
      clientName: 'Kelsey Moore',
      opposingParty: 'Tyler Haskins',
      keyWitnesses: ['Linda Moore'],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Aubrey, 4, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [18, 38],
      baseRate: 'family.visitation',
      why: "The same dispute from the respondent mother: her own account concedes his sobriety, classes and regular support; a single past DUI rarely justifies supervision indefinitely. The complement of the father's 62–82 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Tyler Haskins', side: 'against' },
        { name: 'Linda Moore', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
    },
    mirrorOf: 'fam-tn-visitation-01',
  },
  {
    id: 'fam-ca-custody-05',
    source:
      'Pattern: custody under California\'s rebuttable presumption against a parent who committed domestic violence (Cal. Fam. Code 3044; California Courts self-help, "Domestic violence and custody"); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Sole custody — my ex-wife was convicted of hitting me',
      caseDescription:
        "I am the dad. My ex wife Vanessa was convicted of domestic battery against me in 2023 after she hit me with a lamp in front of our kids, there is a criminal protective order and the police report and photos. The kids are 6 and 9 and they have lived mostly with me since then in Riverside. She completed some of her batterer's class but not all of it, her counselor sent a letter saying she stopped going. Now she is asking for 50/50. I want sole legal and physical custody and her time to be supervised until she finishes the program.",
      state: 'CA',
      city: 'Riverside',
      clientName: 'Omar Haddad',
      opposingParty: 'Vanessa Haddad',
      keyWitnesses: ['Officer Kyle Benson'],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two children, 6 and 9, living mostly with me since 2023.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 85],
      baseRate: 'family.custody',
      why: "Base 40 %. A domestic-violence conviction within five years triggers California's presumption against custody to the abuser; she has not completed the batterer program and he has been the primary parent since. The father being the victim does not change the law.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Vanessa Haddad', side: 'against' },
        { name: 'Officer Kyle Benson', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-tx-paternity-03',
    source:
      'Pattern: a father suing to establish paternity and rights, with a genetic test at 99.9 % (TexasLawHelp.org, "Paternity", https://texaslawhelp.org; Tex. Fam. Code 160.505); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: "I want to be legally recognized as my son's father",
      caseDescription:
        'My son Mateo was born in El Paso 18 months ago. His mom Daniela and I were together when she got pregnant but she married someone else right before he was born, and her husband is on the birth certificate. I have been sending money and seeing Mateo sometimes but now she wont let me. I did a DNA test through the court and it says 99.9% I am the father. I want to be named the father and get visitation and I will pay child support. Her husband says he wants to be the dad.',
      state: 'TX',
      city: 'El Paso',
      clientName: 'Adrian Salcido',
      opposingParty: 'Daniela Ortega-Lujan',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Mateo, 18 months, lives with his mother and her husband.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [78, 94],
      baseRate: 'family.paternity',
      why: "Base 80 %. A 99.9 % genetic test establishes him as the father; the husband's presumption can be rebutted because the suit is brought within four years of the birth in Texas. Slightly above the base; the contested husband keeps it off the top.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Daniela Ortega-Lujan', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-fl-divorce-02',
    source:
      'Pattern: divorce where one spouse dissipated or hid marital assets in cryptocurrency (Fla. Stat. 61.075(1)(i) intentional dissipation; news reports on hidden crypto in divorce); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'Divorce — husband moved our savings into crypto',
      caseDescription:
        "I filed for divorce in Fort Lauderdale after 15 years. In the year before I filed my husband Ethan took about $160,000 out of our joint savings and our HELOC. He says he lost it trading, but the bank statements show transfers to Coinbase and then it's gone, and his financial affidavit doesnt list any crypto. My lawyer subpoenaed Coinbase. I want the house and for the missing money to count as his share. He is a software engineer and makes $180,000, I make $62,000 as a teacher.",
      state: 'FL',
      city: 'Fort Lauderdale',
      clientName: 'Jessica Albrecht',
      opposingParty: 'Ethan Albrecht',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        custodyPreference: 'joint',
        childrenDetails: 'One daughter, 12; we agree on shared parenting.',
        assetDetails: 'Marital home (~$210,000 equity), joint savings (depleted), HELOC, retirement accounts; ~$160,000 moved to Coinbase.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [52, 75],
      baseRate: 'family.property',
      why: 'Base 50 % (the divorce terms are a division of property). Bank records of $160,000 moved to an exchange the month before filing and an affidavit omitting it support a finding of dissipation charged to his share; the subpoena may find the coins. Above even.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Ethan Albrecht', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ga-guardianship-02',
    source:
      'Pattern: a grandparent petitioning for guardianship of grandchildren over a parent in addiction treatment (Georgia probate court guardianship of minors, O.C.G.A. 29-2-4; GeorgiaLegalAid.org); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my grandkids',
      caseDescription:
        "My daughter Crystal has been in and out of rehab for opioids for 3 years. Her kids, Kaden 7 and Lily 3, have lived with me in Augusta since DFCS did a safety plan last year. Crystal relapsed in March and left them with me and I didnt hear from her for 6 weeks. Now she is in a 90 day program and says she doesnt want me to have guardianship, she wants them back when she gets out. The kids' father is in prison. I need guardianship to enroll Kaden in school and get them medical care. DFCS caseworker Ms. Simmons supports me.",
      state: 'GA',
      city: 'Augusta',
      clientName: 'Brenda Tolliver',
      opposingParty: 'Crystal Tolliver',
      keyWitnesses: ['Angela Simmons'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Grandchildren Kaden (7) and Lily (3), living with me for over a year.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 82],
      baseRate: 'family.guardianship',
      why: "Base 75 %. The children have lived with her for a year under a DFCS safety plan, the mother relapsed and disappeared for weeks, the father is in prison, and the caseworker supports her; a parent's objection requires clear and convincing proof of harm, so slightly below the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Crystal Tolliver', side: 'against' },
        { name: 'Angela Simmons', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-mo-adoption-02',
    source:
      'Pattern: foster-parent adoption after termination of parental rights (Child Welfare Information Gateway, "Consent to Adoption", https://www.childwelfare.gov/resources/consent-adoption/; Missouri Children\'s Division adoption pages); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Adopting our foster son',
      caseDescription:
        "My husband and I have fostered Jayden since he was 8 months old, he is now 4. Both of his birth parents' rights were terminated by the juvenile court in Kansas City last year and the appeal time ran out. The Children's Division consents and our home study is approved, his guardian ad litem recommends the adoption. His birth grandmother in another state asked about placement once but never followed up. We filed the adoption petition and the hearing is in June.",
      state: 'MO',
      city: 'Kansas City',
      clientName: 'Rachel Oduya',
      opposingParty: 'None',
      keyWitnesses: ['Mark Ellison', 'Tonya Brewer'],
      additionalFactors: "Mark Ellison is the guardian ad litem; Tonya Brewer is our Children's Division worker.",
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Jayden, 4, in our foster home since 8 months old.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [84, 99],
      baseRate: 'family.adoption',
      why: 'Base 85 %. Parental rights terminated and final, agency consent, an approved home study, a GAL recommendation and three years in the home: an uncontested adoption is almost always granted.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Mark Ellison', side: 'for' },
        { name: 'Tonya Brewer', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-or-child-support-02',
    source:
      'Pattern: a custodial father seeking child support from a mother who quit work (Oregon Child Support Guidelines, OAR 137-050, imputation of income); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: "Child support from my kids' mom who quit her job",
      caseDescription:
        "I have had our two kids (10 and 13) full time since our divorce in Portland two years ago, their mom Sarah has them every other weekend. There was no support ordered then because we were close to 50/50. She was a dental hygienist making about $85,000. Right after I filed for support she quit her job and says she is 'taking time for herself' and has no income. Her new partner pays her bills. I make $58,000. I want support based on what she can earn.",
      state: 'OR',
      city: 'Portland',
      clientName: 'Greg Whitman',
      opposingParty: 'Sarah Whitman',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two children, 10 and 13, living with me full time.',
        supportRequested: true,
        supportDetails: 'Guideline support with her income imputed at her hygienist earnings (~$85,000).',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [70, 88],
      baseRate: 'family.child-support',
      why: 'Base 70 %. He is the custodial parent and a guideline order follows; quitting a well-paid job right after the filing is the classic case for imputing income. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Sarah Whitman', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-il-property-02',
    source:
      'Pattern: dividing a business started during the marriage that one spouse claims as non-marital (750 ILCS 5/503; Illinois Legal Aid Online, "Dividing property in a divorce"); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'My husband says his business is not marital',
      caseDescription:
        'My husband Kevin started an HVAC company in 2012, 3 years after we got married in Springfield. He says it is his because his dad loaned him the first $40,000 to start it. I did the books for free for the first 5 years while raising our kids. The company now has 14 employees, his accountant valued it at $400,000 but I think it is worth much more, they have 3 big city contracts. I want half of the real value of the company. He wants to keep it all and give me a little more of the retirement.',
      state: 'IL',
      city: 'Springfield',
      clientName: 'Amy Kowalczyk',
      opposingParty: 'Kevin Kowalczyk',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: true,
        custodyPreference: 'joint',
        childrenDetails: 'Two teenagers; parenting plan agreed.',
        assetDetails: 'HVAC company founded during the marriage (his accountant: $400,000); house; retirement accounts.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [50, 72],
      baseRate: 'family.property',
      why: 'Base 50 %. A business founded during the marriage is presumptively marital; a parental loan does not make it his, and her unpaid bookkeeping is a contribution. Getting half of a higher value depends on the valuation fight, so above even but not certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kevin Kowalczyk', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'unknown' },
        { kind: 'expert', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-ma-domestic-violence-02',
    source:
      'Pattern: a c. 209A abuse-prevention order extension after a shove and threats, with a police report and photos (Mass.gov, "Get a 209A abuse prevention order", https://www.mass.gov/how-to/get-a-209a-abuse-prevention-order); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: '209A order against my husband',
      caseDescription:
        "My husband Brian shoved me down the stairs in our house in Worcester on October 2 during a fight about his drinking. I have a sprained wrist and bruises, I went to the ER and the police came and took pictures and a report. He told the officer 'she fell, but yeah I pushed her away'. A judge gave me an emergency 209A order. He has texted my sister saying I am ruining his life and I will pay for it. The hearing to extend it for a year is next week.",
      state: 'MA',
      city: 'Worcester',
      clientName: 'Maria Santos-Doyle',
      opposingParty: 'Brian Doyle',
      keyWitnesses: ['Ana Santos', 'Officer Kevin Walsh'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 92],
      baseRate: 'family.protection-order',
      why: "Base 55 %. Physical abuse with ER records and police photographs, the respondent's own admission to the officer that he pushed her, and a threat relayed through her sister: extension for a year is very likely.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brian Doyle', side: 'against' },
        { name: 'Ana Santos', side: 'for' },
        { name: 'Officer Kevin Walsh', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'admission', direction: 'for', whose: 'other' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-va-divorce-03',
    source:
      'Pattern: a fault (adultery) divorce in Virginia where the ground is proven by a private investigator and affects spousal support (Va. Code 20-91(A)(1), 20-107.1(B)); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'Divorce on adultery grounds',
      caseDescription:
        'I filed for divorce in Virginia Beach on adultery. My wife Courtney has been seeing a coworker for about a year. I hired a private investigator, Dale Pruitt, who has photos and a log of her staying overnight at his apartment 9 times. She admitted it to our marriage counselor but says she will deny it in court. We have been married 8 years, no kids. She makes $48,000 and I make $95,000 and she is asking for spousal support. I want the divorce granted on adultery so she cant get support, and to keep my separate condo.',
      state: 'VA',
      city: 'Virginia Beach',
      clientName: 'Brett Hammond',
      opposingParty: 'Courtney Hammond',
      keyWitnesses: ['Dale Pruitt'],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails: 'Condo I owned before marriage; joint savings about $60,000; retirement accounts.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [52, 75],
      baseRate: 'family.divorce',
      why: "Base 50 %. Virginia requires clear and convincing proof of adultery; a PI's photographs and log of nine overnight stays usually meet it, and proven adultery bars her support absent manifest injustice (an 8-year marriage with moderate incomes). Above even; the separate condo is his in any case.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Courtney Hammond', side: 'against' },
        { name: 'Dale Pruitt', side: 'for' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
];
