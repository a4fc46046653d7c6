// Development split of the case vignettes (issue 25): rules, weights and prompts may be written
// looking at these. Every case is invented from a public PATTERN (news reports, appellate fact
// patterns, court self-help pages), paraphrased; no name is a real private person's.
// Ranges are percent chances of an outcome favourable to the client, starting from the cited
// base rate (model/reference.ts) and moved by the facts; a pair's second vignette differs from
// its first in one fact, and a mirror tells the same facts from the other party's side.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs (the second of each pair spreads the first) ─────────────────────

const TX_ASSAULT_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'assault',
  caseTitle: 'State of Texas v. Darnell Pruitt — bar fight on 6th Street',
  caseDescription:
    'I was arrested outside a bar on 6th street around 1:30am. A guy named Kyle Brandt had been bumping into my girlfriend all night and when we went outside he followed us and got in my face, yelling. He shoved me first I think, and I swung back and hit him once. He fell and cut his eyebrow and needed 4 stitches. The cops came and he told them I just sucker punched him out of nowhere. My buddy Marco saw the whole thing and says Kyle pushed me first. I had maybe 3 beers. I never been arrested for anything before this. The bar has cameras but I dont know if they point outside, my lawyer hasnt got anything yet.',
  state: 'TX',
  city: 'Austin',
  clientName: 'Darnell Pruitt',
  opposingParty: 'State of Texas',
  keyWitnesses: ['Marco Villanueva', 'Kyle Brandt'],
  criminal: {
    chargeDetails: 'Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense: he shoved me first and I hit him once to get him off me.',
    bailStatus: 'Released on $1,500 bond',
  },
};

const GA_ROBBERY_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'robbery',
  caseTitle: 'My son charged with armed robbery after a show-up',
  caseDescription:
    "My son Terrence was walking home from the bus stop around 10pm when police stopped him because he had a black hoodie like the description. A man had been robbed at gunpoint at a gas station about 6 blocks away maybe 20 minutes before. The police put Terrence in handcuffs and stood him in front of the patrol car with the spotlight on him and drove the victim by, and the victim said 'that's him'. No gun was found on him or anywhere around, and they didnt find the man's wallet or his phone. The gas station camera only shows somebody in a hoodie from behind. Terrence has never been in trouble. He has been in the county jail since because we cant make the bond.",
  state: 'GA',
  city: 'Macon',
  clientName: 'Terrence Holloway',
  opposingParty: 'State of Georgia',
  keyWitnesses: ['Officer Brian Tate', 'Luis Ocampo'],
  criminal: {
    chargeDetails: 'Armed robbery (O.C.G.A. 16-8-41)',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Misidentification: the show-up was suggestive, nothing from the robbery was found on him.',
    bailStatus: 'Bond set at $50,000, not posted',
    detentionDetails: 'Held at the county jail since the arrest, about four months.',
  },
};

const CO_SEXUAL_01: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'sexual-assault',
  caseTitle: 'People v. Owen Gallardo — stranger assault in a parking garage',
  caseDescription:
    "I am charged with sexual assault of a woman in a parking garage downtown last March, at night. I didnt do it and I dont know her. She described a hispanic man in his 30s with a beard, and two weeks later a detective showed her a photo array and she picked me, she said she was 'about 80 percent sure'. I live about a mile from the garage. I was home that night but I live alone so nobody can say that. The garage cameras were broken on that level. They took a rape kit at the hospital and my lawyer says the lab results are still not back. I gave them a cheek swab voluntarily because I have nothing to hide.",
  state: 'CO',
  city: 'Denver',
  clientName: 'Owen Gallardo',
  opposingParty: 'People of the State of Colorado',
  keyWitnesses: ['Det. Karen Whitfield'],
  criminal: {
    chargeDetails: 'Sexual assault, C.R.S. 18-3-402',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Wrong person: the only evidence is an uncertain photo-array identification.',
    bailStatus: 'Released on $25,000 bond with GPS monitor',
  },
};

const OH_CUSTODY_01: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Custody of my son — father convicted of domestic violence (Toledo)',
  caseDescription:
    'Me and Brandon were never married, we have a son Eli who is 5. We lived together in Toledo until last year when Brandon beat me up in front of Eli, he was convicted of domestic violence in municipal court in August and I have a 5 year civil protection order. Eli still has nightmares and sees a counselor, Dr. Marsh, who wrote a letter about it. Brandon now filed for shared parenting and says I am keeping Eli from him. I have always been the one who takes care of Eli, daycare, doctor, everything. I want sole custody and any visits to be supervised.',
  state: 'OH',
  city: 'Toledo',
  clientName: 'Kayla Jennings',
  opposingParty: 'Brandon Koenig',
  keyWitnesses: ['Dr. Ellen Marsh'],
  family: {
    relationshipStatus: 'never-married',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Eli, 5, lives with me; in counseling since the assault.',
    supportRequested: true,
    supportDetails: 'Guideline child support.',
  },
};

const CA_PATERNITY_01: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'paternity',
  caseTitle: 'Establishing paternity and support for my daughter',
  caseDescription:
    "I filed to establish that Jordan Pierce is the father of my daughter Mia who is 2. We dated for about a year in Fresno and I got pregnant, he was at the hospital when she was born but didnt sign the birth certificate. Now he says she isnt his and he wont pay anything. I have texts where he calls her 'my baby girl'. The court ordered DNA test came back last week and it says 99.98% probability he is the father. I want him on the birth certificate and child support.",
  state: 'CA',
  city: 'Fresno',
  clientName: 'Alyssa Ramirez',
  opposingParty: 'Jordan Pierce',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'never-married',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Mia, 2, lives with me.',
    supportRequested: true,
    supportDetails: 'Guideline child support from the father, who works as an electrician.',
  },
};

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'crim-tx-assault-01',
    source:
      'Pattern: misdemeanor bar-fight assault cases with a mutual-combat / self-defense claim (local news reports of downtown bar fights); paraphrased, names invented.',
    facts: TX_ASSAULT_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [18, 40],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. A self-defense claim backed by a friend, one punch, no record, against the complainant's account and a visible injury; no video either way. Stays near the base, slightly up for the corroborating friend.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Marco Villanueva', side: 'for' },
        { name: 'Kyle Brandt', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-tx-assault-02',
    source:
      'Pattern: as crim-tx-assault-01, with surveillance video recovered (news reports of bar-fight videos contradicting a self-defense claim); paraphrased, names invented.',
    facts: {
      ...TX_ASSAULT_01,
      caseDescription: TX_ASSAULT_01.caseDescription.replace(
        'The bar has cameras but I dont know if they point outside, my lawyer hasnt got anything yet.',
        'The bar gave the police their outside camera video and my lawyer showed it to me. It is clear, and it shows me throwing the first punch before Kyle touches me. I still felt like he was about to hit me.',
      ),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 18],
      baseRate: 'criminal.state-jury.violent',
      why: "As the first of the pair, but a clear video shows the client throwing the first punch: the self-defense claim collapses and the friend's account is contradicted.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Marco Villanueva', side: 'for' },
        { name: 'Kyle Brandt', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-tx-assault-01', differs: 'a clear video shows the client throwing the first punch', expect: 'lower' },
  },
  {
    id: 'crim-ga-robbery-01',
    source:
      'Pattern: appellate opinions on one-person show-up identifications (suspect handcuffed, spotlit in front of a patrol car), e.g. Johnson v. State, 354 P.3d 667 (Nev. App. 2015); State v. Juene (N.C. App. 2019), https://www.sog.unc.edu/sccc/cases/state-v-juene; paraphrased, names invented.',
    facts: GA_ROBBERY_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [20, 42],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A single suggestive show-up identification, no gun, no stolen property, an unclear video and no record push up; a confident victim identification and a matching description still convict more often than not.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Officer Brian Tate', side: 'against' },
        { name: 'Luis Ocampo', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ga-robbery-02',
    source: 'Pattern: as crim-ga-robbery-01, with a corroborated alibi (receipt and a witness); paraphrased, names invented.',
    facts: {
      ...GA_ROBBERY_01,
      caseDescription:
        GA_ROBBERY_01.caseDescription +
        ' Also his coworker Denise Marsh drove him from work to the bus stop that night, she says they were together at the Kroger on Pio Nono until 9:52 and we have the receipt with the time on it, the Kroger is across town from the gas station.',
      keyWitnesses: ['Officer Brian Tate', 'Luis Ocampo', 'Denise Marsh'],
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'criminal.state-jury.violent',
      why: 'As the first of the pair plus an alibi witness corroborated by a time-stamped receipt placing him across town minutes before the robbery: against one show-up identification it makes acquittal about even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Officer Brian Tate', side: 'against' },
        { name: 'Luis Ocampo', side: 'against' },
        { name: 'Denise Marsh', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
        { kind: 'alibi', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-ga-robbery-01', differs: 'an alibi witness with a time-stamped receipt', expect: 'higher' },
  },
  {
    id: 'crim-co-sexual-01',
    source:
      'Pattern: stranger sexual-assault prosecutions resting on a photo-array identification (Innocence Project case summaries of eyewitness misidentification); paraphrased, names invented.',
    facts: CO_SEXUAL_01,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [20, 42],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. One hesitant photo-array identification ("80 percent sure") with no video and forensics pending; no alibi. Near the base, slightly up for the hesitant identification.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Det. Karen Whitfield', side: 'against' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'unknown' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-co-sexual-02',
    source:
      'Pattern: as crim-co-sexual-01, with the rape-kit DNA excluding the defendant (Innocence Project DNA exoneration summaries); paraphrased, names invented.',
    facts: {
      ...CO_SEXUAL_01,
      caseDescription: CO_SEXUAL_01.caseDescription.replace(
        'They took a rape kit at the hospital and my lawyer says the lab results are still not back.',
        'They took a rape kit at the hospital and the state lab report came back last month: the male DNA from the kit is not mine, I am excluded as the contributor.',
      ),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 82],
      baseRate: 'criminal.state-jury.sexual',
      why: "As the first of the pair, but the state lab's DNA from the kit excludes the client: in a stranger case where identity is the whole question, exclusion against a hesitant identification makes acquittal (or dismissal) likely.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Det. Karen Whitfield', side: 'against' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-co-sexual-01', differs: 'the rape-kit DNA excludes the client', expect: 'higher' },
  },
  {
    id: 'crim-ca-homicide-01',
    source:
      'Pattern: murder prosecutions with a recorded post-Miranda confession corroborated by surveillance video and latent prints (appellate affirmances); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'My son Andre charged with murder — evidence is weak',
      caseDescription:
        'My son Andre is 22 and he is charged with murder of a man at a liquor store in Stockton. I really believe the evidence is very weak, he is a good kid. The police say he told them in the interview that he shot the man because the man disrespected him, they recorded it, but he was scared and tired and they kept him there for 6 hours. They also have a video from the store camera and they say it is him, and they say his fingerprints were on the counter and on the gun they found in a dumpster behind our building. Andre says he was there earlier buying chips so thats why the prints are on the counter. He has a juvenile record for fighting.',
      state: 'CA',
      city: 'Stockton',
      clientName: 'Andre Whitlock',
      opposingParty: 'People of the State of California',
      keyWitnesses: ['Gloria Whitlock'],
      criminal: {
        chargeDetails: 'Murder, Cal. Penal Code 187(a), with firearm enhancement 12022.53(d)',
        priorConvictions: 'Juvenile adjudication for battery at 16',
        evidenceStrength: 'very-weak',
        defenseStrategy: 'The confession was forced, he was tired and scared; the prints are from buying chips earlier.',
        bailStatus: 'No bail',
        detentionDetails: 'In San Joaquin County jail since arrest.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [1, 16],
      baseRate: 'criminal.state-jury.violent',
      why: 'The mother rates the evidence very weak, but the narrative reports a recorded confession, store video and fingerprints on the recovered gun; a six-hour interview is not usually enough to keep a confession out. The rating is contradicted by the facts.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Gloria Whitlock', side: 'for' }],
      evidence: [
        { kind: 'confession', direction: 'against', whose: 'client' },
        { kind: 'video', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'physical', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ny-drug-01',
    source:
      'Pattern: constructive-possession drug cases in shared apartments where a co-tenant admits ownership (appellate opinions on constructive possession); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'drug-offenses',
      caseTitle: 'People v. Jasmine Ortiz — cocaine found in shared apartment',
      caseDescription:
        'Police did a search warrant at my apartment in the Bronx looking for my roommate Devin, and they found about 40 grams of cocaine in a shoebox in the hall closet that we both use, and a scale. They arrested both of us. I didnt know it was there, I never use drugs. My name is on the lease with his. After we got arraigned, Devin told his lawyer and then the DA in writing that the cocaine was all his and I didnt know, and his lawyer says he will say it in court. No drugs or money were found in my room and my phone has nothing about drugs on it. I work at a daycare.',
      state: 'NY',
      city: 'Bronx',
      clientName: 'Jasmine Ortiz',
      opposingParty: 'People of the State of New York',
      keyWitnesses: ['Devin Marsh'],
      criminal: {
        chargeDetails: 'Criminal possession of a controlled substance in the third degree, PL 220.16(1) (intent to sell)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'I did not know about the drugs; my roommate admitted they were his.',
        bailStatus: 'Released on her own recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'criminal.state-jury.drug',
      why: "Base 18 %. Constructive possession in a shared closet is weak on knowledge; the roommate's written admission that the drugs were his (a third party's confession), nothing in her room or phone, and no record raise it to about even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Devin Marsh', side: 'for' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'confession', direction: 'for', whose: 'other' },
        { kind: 'digital', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-oh-fraud-01',
    source:
      'Pattern: billing-fraud prosecutions where a co-defendant pleads and cooperates (U.S. Attorney press releases on health-care fraud pleas); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'fraud',
      caseTitle: 'State v. Renee Kowalski — medical billing fraud',
      caseDescription:
        "I was the office manager at a physical therapy clinic in Columbus. The owner, Dr. Phil Sandoval, and I are both charged with billing Medicaid for sessions that never happened, about $380,000 over 3 years. I entered the billing codes but I did what he told me. Now he has taken a plea deal and the prosecutor says he is cooperating against me and will testify that it was my idea. They have the billing records, emails where I wrote 'just code them all as 97110 like last month', and two patients who say they never came on those days. I think the evidence is weak because I was just following orders.",
      state: 'OH',
      city: 'Columbus',
      clientName: 'Renee Kowalski',
      opposingParty: 'State of Ohio',
      keyWitnesses: ['Dr. Phil Sandoval', 'Tanya Brooks'],
      additionalFactors: 'Tanya Brooks is a former receptionist who says the doctor pressured everyone.',
      criminal: {
        chargeDetails: 'Medicaid fraud, R.C. 2913.40 (felony of the third degree); tampering with records, R.C. 2913.42',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: "I followed the owner's instructions and did not know the sessions were not real.",
        bailStatus: 'Released on recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 19],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Billing records, her own emails directing the coding and patient testimony, plus the co-defendant cooperating against her; a receptionist about the owner\'s pressure helps only a little. The "weak" rating is contradicted.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dr. Phil Sandoval', side: 'against' },
        { name: 'Tanya Brooks', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-pa-burglary-01',
    source:
      'Pattern: residential burglary prosecutions resting on a latent fingerprint at the point of entry (appellate sufficiency-of-evidence opinions); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'burglary',
      caseTitle: 'Commonwealth v. Kevin Dunleavy',
      caseDescription:
        'Im charged with burglary of a house on my street in Allentown. Somebody broke the back window and took a laptop and jewelry while the owners were away. The police say my fingerprint was on the outside of the broken window glass. I did yard work for that family last summer so maybe thats why. The neighbor across the street, Mr. Halvorsen, told police he saw a guy with my build in a gray jacket around 2pm. Officer Ruiz arrested me and he says I had a gray jacket in my car. None of the stolen stuff was found at my place. I have a prior for receiving stolen property from 2019.',
      state: 'PA',
      city: 'Allentown',
      clientName: 'Kevin Dunleavy',
      opposingParty: 'Commonwealth of Pennsylvania',
      keyWitnesses: ['Gary Halvorsen', 'Officer Luis Ruiz', 'Mrs. Patricia Obi'],
      additionalFactors: 'Mrs. Obi is the homeowner; she will say she never hired me to touch the windows.',
      criminal: {
        chargeDetails: 'Burglary, 18 Pa.C.S. 3502(a)(2); theft by unlawful taking, 18 Pa.C.S. 3921(a)',
        priorConvictions: 'Receiving stolen property, 2019 (misdemeanor, probation)',
        evidenceStrength: 'weak',
        defenseStrategy: 'Innocent explanation for the print (I did yard work there); no stolen goods found.',
        bailStatus: 'Released on unsecured bail',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 24],
      baseRate: 'criminal.state-jury.property',
      why: "Base 20 %. A fingerprint on the outside of the broken entry glass, a neighbor's general description and a matching jacket; the homeowner (listed by the client) undercuts the yard-work explanation, and the prior for receiving stolen property may come in. No recovered property helps a little.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Gary Halvorsen', side: 'against' },
        { name: 'Officer Luis Ruiz', side: 'against' },
        { name: 'Mrs. Patricia Obi', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'against' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-il-theft-01',
    source:
      'Pattern: multi-count retail theft cases built on store surveillance video (local news reports of repeat shoplifting charges); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'theft',
      caseTitle: 'People v. Brianna Castellanos — three retail theft counts',
      caseDescription:
        'I am charged with 3 counts of retail theft from the same Target in Naperville on three different days in October, they say I took baby formula, clothes and a speaker, about $640 total. Loss prevention has video of all three times and they say its me, and on the third time they stopped me in the parking lot with the speaker in my bag and I told them I was sorry and I would pay for it. I was going through a really hard time, my boyfriend left and I have 2 kids. I dont think the first 2 videos are clear enough to show my face.',
      state: 'IL',
      city: 'Naperville',
      clientName: 'Brianna Castellanos',
      opposingParty: 'People of the State of Illinois',
      keyWitnesses: ['Aaron Pike'],
      additionalFactors: 'Aaron Pike is the Target loss prevention officer who stopped me.',
      criminal: {
        chargeDetails:
          'Count 1: Retail theft, 720 ILCS 5/16-25(a)(1), 10/04; Count 2: Retail theft, 720 ILCS 5/16-25(a)(1), 10/12; Count 3: Retail theft, 720 ILCS 5/16-25(a)(1), 10/21 (aggregated over $300, Class 3 felony)',
        priorConvictions: 'Retail theft supervision, 2020',
        evidenceStrength: 'moderate',
        defenseStrategy: 'The first two videos do not clearly show my face; hardship.',
        bailStatus: 'Released, pretrial conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 18],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. Caught with the goods on the third occasion, an admission and apology to loss prevention (who is listed as her witness but is against her), and video of all three; unclear faces on two videos may only save a count. Hardship is not a defense.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Aaron Pike', side: 'against' }],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-az-dui-01',
    source:
      'Pattern: DUI prosecutions with a breath result over the limit, failed field sobriety tests and dash-cam video (Arizona DUI statute A.R.S. 28-1381; local news reports); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'State v. Connor McAllister — DUI, Scottsdale',
      caseDescription:
        'Got pulled over on Scottsdale Rd around midnight for swerving, the officer said I crossed the line 3 times. I had 2 glasses of wine at dinner, thats it. I did the field tests, I think I did okay but the officer said I failed the walk and turn and the eye test. The breath machine at the station said .14 and then .139. The dash cam recorded everything. I think the machine might be wrong because I have acid reflux. I have one DUI from 2017 in California.',
      state: 'AZ',
      city: 'Scottsdale',
      clientName: 'Connor McAllister',
      opposingParty: 'State of Arizona',
      keyWitnesses: ['Officer Dana Kessler'],
      criminal: {
        chargeDetails:
          'Count 1: DUI impaired to the slightest degree, A.R.S. 28-1381(A)(1); Count 2: DUI with BAC .08 or more, A.R.S. 28-1381(A)(2); Count 3: Extreme DUI, BAC .15 or more, A.R.S. 28-1382(A)(1)',
        priorConvictions: 'DUI, California, 2017',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Challenge the breath machine (acid reflux) and the field sobriety tests.',
        bailStatus: 'Cited and released',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 19],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. Two consistent breath results near .14, observed weaving, failed field tests on dash cam and an admission of drinking; acid reflux rarely defeats a duplicate test. The extreme-DUI count (.15) is likely to fail but the other two stand.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Officer Dana Kessler', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-wa-battery-01',
    source:
      'Pattern: self-defense acquittals where surveillance video shows the complainant drawing a weapon first (news reports of self-defense cases decided on video); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'battery',
      caseTitle: 'State v. Malik Jefferson — fight at a Tacoma gas station',
      caseDescription:
        'I was charged with assault 2nd degree after a fight at a gas station in Tacoma. A man, Ray Dobbins, started yelling at me about my parking, then he pulled a knife out of his pocket and came at me. I hit him with my fist and then with the squeegee from the pump to get the knife away, he got a broken wrist. The station has 4 cameras and my lawyer has the video, it clearly shows him pulling out the knife first and me backing up before I hit him. The cashier, Priya Nair, called 911 and told them the man with the knife started it. Police found the knife under a car. I have no record.',
      state: 'WA',
      city: 'Tacoma',
      clientName: 'Malik Jefferson',
      opposingParty: 'State of Washington',
      keyWitnesses: ['Priya Nair', 'Ray Dobbins'],
      criminal: {
        chargeDetails: 'Assault in the second degree, RCW 9A.36.021(1)(c) (with a deadly weapon)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Self-defense; the video shows he drew a knife first.',
        bailStatus: 'Released on personal recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 78],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. Clear video of the complainant drawing a knife first, the knife recovered, a neutral cashier's 911 call blaming the complainant, and no record: strong self-defense. The squeegee and the broken wrist leave some proportionality risk.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Priya Nair', side: 'for' },
        { name: 'Ray Dobbins', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-fl-kidnapping-01',
    source:
      'Pattern: kidnapping / false-imprisonment charges arising from a domestic dispute with an ex-partner (local news reports); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'kidnapping',
      caseTitle: 'State v. Jamal Edwards — ex-girlfriend says I forced her into the car',
      caseDescription:
        "My ex girlfriend Shantel Rivers says I grabbed her outside her job in Orlando and forced her into my car and drove her around for 2 hours and wouldnt let her out. That is not what happened, she got in on her own so we could talk about our daughter, we argued the whole time, yes I was yelling. She texted her sister from the car 'help hes not letting me out', the police have that text. Her coworker Ms. Greene told police she saw me pull her by the arm. I have a battery on her from 2021 that I pled to. I have been held with no bond since January.",
      state: 'FL',
      city: 'Orlando',
      clientName: 'Jamal Edwards',
      opposingParty: 'State of Florida',
      keyWitnesses: ['Shantel Rivers', 'Latoya Greene'],
      criminal: {
        chargeDetails:
          'Kidnapping, Fla. Stat. 787.01(1)(a)(2) (to commit or facilitate a felony or terrorize); Domestic battery, Fla. Stat. 784.03',
        priorConvictions: 'Domestic battery (same complainant), 2021, plea',
        evidenceStrength: 'moderate',
        defenseStrategy: 'She got in voluntarily to talk about our daughter; this is an argument, not a kidnapping.',
        bailStatus: 'No bond (pretrial detention hearing granted)',
        detentionDetails: 'Orange County jail since January.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 28],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The complainant, a coworker who saw him pull her by the arm (both listed as his witnesses but against him) and a contemporaneous text for help; a prior battery on the same woman and pretrial detention. A jury may drop to false imprisonment, but acquittal on everything is unlikely.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Shantel Rivers', side: 'against' },
        { name: 'Latoya Greene', side: 'against' },
      ],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-mi-grand-theft-01',
    source:
      "Pattern: employee-theft prosecutions resting on a coworker's accusation with no recovered property (local news reports of warehouse theft charges); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'grand-theft',
      caseTitle: 'People v. Tyler Brandvold — missing tools from the job site',
      caseDescription:
        'I work for a construction company in Grand Rapids and about $7,000 of power tools went missing from the job trailer. My coworker Shane Heller told the boss he saw me loading a Milwaukee box into my truck on a Friday. That box was my own drill set, I have the receipt from Home Depot. No stolen tools were found when police searched my truck and garage with my permission. I never admitted anything, I told the detective the same thing I am saying now. Shane and me had a fight the month before about overtime. The trailer has no camera and 5 other guys have keys.',
      state: 'MI',
      city: 'Grand Rapids',
      clientName: 'Tyler Brandvold',
      opposingParty: 'People of the State of Michigan',
      keyWitnesses: ['Shane Heller', 'Roberto Daza'],
      additionalFactors: 'Roberto Daza is my foreman; he knows 5 people have trailer keys.',
      criminal: {
        chargeDetails: 'Larceny of $1,000 or more but less than $20,000, MCL 750.356(3)(a)',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'Wrong person: nothing found, the box was mine (receipt), the accuser has a grudge, five others had keys.',
        bailStatus: 'Personal bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [32, 58],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. One coworker with a grudge; no property found in a consented search, a receipt for the box, no admission ("I never admitted anything" is a negation, not an admission), five others with keys, no record. Genuinely weak evidence lifts it toward even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Shane Heller', side: 'against' },
        { name: 'Roberto Daza', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nc-identity-theft-01',
    source:
      'Pattern: identity-theft prosecutions of a family member tied by IP address and delivery records (state AG press releases on elder identity theft); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'identity-theft',
      caseTitle: "State v. Kimberly Pate — credit cards opened in my mother-in-law's name",
      caseDescription:
        "I am charged with opening 4 credit cards in my mother in law's name (she lives with us in Durham) and running up about $22,000. The bank records show the applications came from our home internet and the cards were mailed to our address, and one card was used at the nail salon I go to. But my husband Curtis also lives there and has access to everything, and honestly I think it was him, he has gambling debts. Curtis is now telling police it was me. His mother Evelyn believes him. The detective has a recording of me saying 'I used one of the cards one time because Curtis said it was fine'.",
      state: 'NC',
      city: 'Durham',
      clientName: 'Kimberly Pate',
      opposingParty: 'State of North Carolina',
      keyWitnesses: ['Curtis Pate', 'Evelyn Pate'],
      criminal: {
        chargeDetails: 'Identity theft, N.C.G.S. 14-113.20 (4 counts); Financial card fraud, N.C.G.S. 14-113.13 (1 count)',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'My husband opened the cards; I used one card once thinking it was allowed.',
        bailStatus: 'Unsecured bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 26],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Records tie the applications to a shared home, so pointing at the husband has some force, but she admits using a card, a salon charge points at her, and the husband and his mother (listed as her witnesses) are against her.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Curtis Pate', side: 'against' },
        { name: 'Evelyn Pate', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
      ],
      charges: 5,
    },
  },
  {
    id: 'crim-nv-money-laundering-01',
    source:
      'Pattern: casino chip-walking / structuring money-laundering prosecutions (DOJ press releases on casino money laundering); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'money-laundering',
      caseTitle: 'State v. Gregory Tan — cash through casino chips',
      caseDescription:
        "Im charged with money laundering in Las Vegas. Over about 8 months I bought chips with cash at 3 casinos, usually $9,000 to $9,500 at a time, played a little and cashed out for casino checks. They say the cash came from my cousin Eddie's marijuana delivery business which is not licensed, and that I kept it under 10k on purpose. I was just gambling, I like baccarat. Eddie got arrested first and his lawyer says he is working with the DA now. The casinos have all the records and video of every buy-in. I didnt know where Eddie's money came from.",
      state: 'NV',
      city: 'Las Vegas',
      clientName: 'Gregory Tan',
      opposingParty: 'State of Nevada',
      keyWitnesses: ['Eddie Tan'],
      criminal: {
        chargeDetails: 'Money laundering, NRS 207.195 (12 transactions charged as 12 counts)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: "I was gambling and did not know the money's source.",
        bailStatus: 'Released on $20,000 bail',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 18],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. A pattern of buy-ins just under the reporting threshold on casino records and video, with the cousin (listed as his witness) cooperating against him; "just gambling" with little play is hard to sell.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Eddie Tan', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 12,
    },
  },
  {
    id: 'crim-md-assault-03',
    source:
      'Pattern: domestic assault prosecutions that proceed after the complainant recants, on the 911 call and body-camera statements (evidence-based prosecution, news and appellate reports); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'State v. Derrick Lyles — girlfriend recanted',
      caseDescription:
        "My girlfriend Monique called 911 during an argument at our apartment in Baltimore and said I choked her. The police came, body cam recorded her crying and saying I put my hands on her neck and they took pictures of red marks on her neck. The next week she told my lawyer and wrote a letter to the state's attorney that she made it up because she was mad I was texting another girl and the marks were from her necklace. She doesnt want to testify. The state is going forward anyway. I have a prior second degree assault from 2016 on a different girlfriend.",
      state: 'MD',
      city: 'Baltimore',
      clientName: 'Derrick Lyles',
      opposingParty: 'State of Maryland',
      keyWitnesses: ['Monique Fairley', 'Officer Tasha Greer'],
      criminal: {
        chargeDetails: 'Assault in the second degree, Md. Code, Crim. Law 3-203',
        priorConvictions: 'Second degree assault, 2016 (different complainant)',
        evidenceStrength: 'weak',
        defenseStrategy: 'The complainant recanted; she says she made it up.',
        bailStatus: 'Released with no-contact order',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [15, 38],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The recantation helps, but a 911 call and body-camera statements are usually admitted as excited utterances, with photographs of marks; juries often discount recantations in domestic cases, and the officer (listed by the client) is against him.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Monique Fairley', side: 'for' },
        { name: 'Officer Tasha Greer', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-tn-homicide-02',
    source:
      'Pattern: home-shooting cases with a castle-doctrine defense and no independent witness (news reports of Tennessee self-defense shootings); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'State v. Wesley Crane — shooting at my house',
      caseDescription:
        'My brother in law Dale came to my house in Knoxville at 11pm drunk and banging on the door, he had threatened me before over money. I told him to leave through the door. He kicked the door open and came at me and I shot him twice with my pistol. He died. No weapon was found on him. My wife Carla was upstairs and heard the door crash but didnt see the shooting. I called 911 myself right after and told them everything. The police say one shot hit him in the side, which they say means he was turning away. I have a felony from 2009 for selling pills so I wasnt supposed to have the gun.',
      state: 'TN',
      city: 'Knoxville',
      clientName: 'Wesley Crane',
      opposingParty: 'State of Tennessee',
      keyWitnesses: ['Carla Crane'],
      criminal: {
        chargeDetails:
          'Second degree murder, T.C.A. 39-13-210; Unlawful possession of a firearm by a convicted felon, T.C.A. 39-17-1307(b)',
        priorConvictions: 'Sale of a controlled substance, 2009 (felony)',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Self-defense in my home: he kicked in the door and came at me.',
        bailStatus: 'Bond $250,000, not posted',
        detentionDetails: 'In Knox County detention since the shooting, 7 months.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A forced entry and prior threats support self-defense, and the wife corroborates the door crash; but the deceased was unarmed, a side wound suggests turning away, the client admits shooting, he is a felon who could not lawfully have the gun (that count is nearly certain), and he is detained.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Carla Crane', side: 'for' },
        { name: 'Dale', side: 'against' },
      ],
      evidence: [
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-mo-tax-evasion-01',
    source:
      "Pattern: cash-business tax-evasion prosecutions proved by bank deposits and a bookkeeper's testimony (IRS-CI press releases); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'tax-evasion',
      caseTitle: 'State of Missouri v. Anthony Russo — restaurant sales tax and income',
      caseDescription:
        'I own two pizza restaurants in St. Louis. The state says I underreported sales for 4 years by ringing cash orders on a second register program that didnt go into the books, about $1.1 million in sales. My old bookkeeper Linda Voss is the one who told them, she says I told her to only enter the card sales. They seized the second laptop. I admit the books were a mess but I never told her to hide anything, she handled all of it. My accountant Mark says the numbers they use are estimates.',
      state: 'MO',
      city: 'St. Louis',
      clientName: 'Anthony Russo',
      opposingParty: 'State of Missouri',
      keyWitnesses: ['Linda Voss', 'Mark Feldman'],
      criminal: {
        chargeDetails:
          'Count 1-4: Failure to remit sales tax with intent to defraud, RSMo 144.480 (one count per year); Count 5: Filing false income tax returns, RSMo 143.911',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'The bookkeeper did it; the loss figures are estimates.',
        bailStatus: 'Summons, no bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [2, 17],
      baseRate: 'criminal.documentary',
      why: "Base 15 %. A seized second register program (physical and digital) and the bookkeeper (listed by the client) testifying he ordered it; blaming her cuts against the owner's control of the business. The accountant only disputes amounts.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Linda Voss', side: 'against' },
        { name: 'Mark Feldman', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'expert', direction: 'for' },
      ],
      charges: 5,
    },
  },
  // ── Family ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fam-oh-custody-01',
    source:
      'Pattern: custody after a domestic-violence conviction of the other parent (Ohio R.C. 3109.04(F)(1)(h) best-interest factor; Ohio Legal Help self-help pages on custody); paraphrased, names invented.',
    facts: OH_CUSTODY_01,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.custody',
      why: "Base 40 %. The other parent's domestic-violence conviction in front of the child, a protection order and the client as primary caregiver are weighty best-interest factors; sole custody with supervised or limited time for the father is likely.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brandon Koenig', side: 'against' },
        { name: 'Dr. Ellen Marsh', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-oh-custody-02',
    source: "Pattern: as fam-oh-custody-01, with only the client's name and city changed; paraphrased, names invented.",
    facts: {
      ...OH_CUSTODY_01,
      caseTitle: 'Custody of my son — father convicted of domestic violence (Dayton)',
      caseDescription: OH_CUSTODY_01.caseDescription.replace('Toledo', 'Dayton'),
      city: 'Dayton',
      clientName: 'Rosa Delgado',
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.custody',
      why: "Same facts as the first of the pair; only the client's name and the city differ, which must not move the estimate.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brandon Koenig', side: 'against' },
        { name: 'Dr. Ellen Marsh', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-oh-custody-01', differs: "only the client's name and the city", expect: 'same' },
  },
  {
    id: 'fam-ca-paternity-01',
    source:
      'Pattern: paternity and support petitions settled by a genetic test (California Courts self-help, "Parentage", https://selfhelp.courts.ca.gov/parentage; Uniform Parentage Act § 505); paraphrased, names invented.',
    facts: CA_PATERNITY_01,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [84, 99],
      baseRate: 'family.paternity',
      why: "Base 80 %. A court-ordered DNA test at 99.98 % raises a presumption of parentage the respondent's denial cannot overcome; parentage and a guideline support order follow.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jordan Pierce', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ca-paternity-02',
    source: 'Pattern: as fam-ca-paternity-01, with the genetic test excluding the alleged father; paraphrased, names invented.',
    facts: {
      ...CA_PATERNITY_01,
      caseDescription: CA_PATERNITY_01.caseDescription.replace(
        'The court ordered DNA test came back last week and it says 99.98% probability he is the father.',
        'The court ordered DNA test came back last week and it says he is excluded, 0% probability he is the father. I was so sure, I want it done again.',
      ),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [1, 16],
      baseRate: 'family.paternity',
      why: 'As the first of the pair, but the genetic test excludes the man: parentage will not be established against him; a retest rarely reverses an exclusion.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jordan Pierce', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'digital', direction: 'for' },
      ],
    },
    pairOf: { id: 'fam-ca-paternity-01', differs: 'the DNA test excludes the man instead of 99.98 %', expect: 'lower' },
  },
  {
    id: 'fam-wa-protection-01',
    source:
      'Pattern: domestic-violence protection-order petitions after strangulation, with photographs and a 911 call (Washington Courts, "Protection Orders", https://www.courts.wa.gov/forms/?fa=forms.contribute&formID=96; California Courts DV restraining order self-help); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Protection order against my husband Scott',
      caseDescription:
        "On March 3 my husband Scott came home drunk and when I said I wanted a separation he pushed me against the kitchen wall and put his hand around my throat until I couldnt breathe. My daughter Lily (14) saw it and called 911. The police took photos of the marks on my neck and arrested him, he has a criminal no contact order now. Since he got out he has texted me over 60 times, some say 'you will regret this' and 'you cant keep me from my house'. I have the screenshots. This is not the first time, he shoved me in 2022 but I didnt report it. I want a full protection order for me and my kids.",
      state: 'WA',
      city: 'Spokane',
      clientName: 'Heather Lindqvist',
      opposingParty: 'Scott Lindqvist',
      keyWitnesses: ['Lily Lindqvist', 'Officer Dan Pruitt'],
      family: {
        relationshipStatus: 'married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Lily (14) and Noah (9), living with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 92],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. Recent strangulation witnessed by a child, a 911 call, police photographs, an arrest and threatening texts after release: well above the preponderance standard.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Scott Lindqvist', side: 'against' },
        { name: 'Lily Lindqvist', side: 'for' },
        { name: 'Officer Dan Pruitt', side: 'for' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-wa-protection-02',
    source:
      "Pattern: the respondent's side of the protection-order hearing in fam-wa-protection-01 (court self-help pages for respondents); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'My wife wants a protection order against me',
      caseDescription:
        'My wife Heather filed for a protection order against me. On March 3 we had a bad argument in the kitchen when she said she wanted a separation, I had been drinking. I grabbed her by the shoulders, maybe my hand was near her neck, I dont remember it being like she says. Our daughter Lily called 911 and I got arrested and now there is a no contact order from the criminal case. Yes I texted her a lot after, I was upset and wanted to come home to my kids, I said she would regret it meaning the divorce. I never hit her before that. I want to keep seeing my kids and be able to go back to the house.',
      state: 'WA',
      city: 'Spokane',
      clientName: 'Scott Lindqvist',
      opposingParty: 'Heather Lindqvist',
      keyWitnesses: ['Lily Lindqvist', 'Officer Dan Pruitt'],
      family: {
        relationshipStatus: 'married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Lily (14) and Noah (9), with their mother right now.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 25],
      baseRate: 'family.protection-order',
      why: "The same facts from the respondent: his own account admits grabbing her near the neck, the arrest and the threatening texts; the complement of the petitioner's 75–92 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Heather Lindqvist', side: 'against' },
        { name: 'Lily Lindqvist', side: 'against' },
        { name: 'Officer Dan Pruitt', side: 'against' },
      ],
      evidence: [
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-wa-protection-01',
  },
  {
    id: 'fam-mi-custody-03',
    source:
      'Pattern: a father seeking sole custody to stop the primary-caregiver mother\'s relocation (Michigan Legal Help, "Custody and Parenting Time", https://michiganlegalhelp.org; MCL 722.23 best-interest factors); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'I want sole custody so my ex cannot move the kids to Ohio',
      caseDescription:
        'My ex wife Amanda has had the kids most of the time since our divorce in 2021, I have them every other weekend and Wednesday dinners. Now she got remarried and wants to move to Columbus Ohio with her new husband, 4 hours from Lansing. I filed for sole physical custody so the kids can stay here in their schools with me. The kids are 8 and 11. I work 7 to 3:30 so I can be home after school. Amanda is a good mom honestly, I just dont want to lose them. My mother Janet lives 5 minutes away and helps.',
      state: 'MI',
      city: 'Lansing',
      clientName: 'Ryan Sobczak',
      opposingParty: 'Amanda Sobczak-Hale',
      keyWitnesses: ['Janet Sobczak'],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two children, 8 and 11; mother has been the primary caregiver since 2021.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [22, 42],
      baseRate: 'family.custody',
      why: 'Base 40 %. The mother has been the primary caregiver for years and the father calls her a good mother; a move of four hours weighs for him (schools, his mother nearby), but changing primary custody from a fit caregiver is hard. Slightly below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Amanda Sobczak-Hale', side: 'against' },
        { name: 'Janet Sobczak', side: 'for' },
      ],
      evidence: [{ kind: 'testimony', direction: 'for' }],
    },
  },
  {
    id: 'fam-mi-custody-04',
    source: "Pattern: the relocating mother's side of fam-mi-custody-03; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'My ex filed for sole custody because I want to move',
      caseDescription:
        'I have been the main parent for my two kids (8 and 11) since our divorce in 2021, their dad Ryan has every other weekend and Wednesday dinner. I remarried and my husband got a job in Columbus Ohio, about 4 hours from Lansing, and I asked to move with the kids. Ryan filed for sole custody to stop it. I do everything, school, doctors, activities. I offered Ryan summers and most long weekends and to do half the driving. His mom Janet helps him a lot. The kids are nervous about changing schools but excited about the new house.',
      state: 'MI',
      city: 'Lansing',
      clientName: 'Amanda Sobczak-Hale',
      opposingParty: 'Ryan Sobczak',
      keyWitnesses: ['Janet Sobczak'],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two children, 8 and 11; I have been their primary caregiver since 2021.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 78],
      baseRate: 'family.custody',
      why: "The same dispute from the respondent mother: the primary caregiver keeping custody against a motion to change it; her offer of long summers and shared driving helps. The complement of the father's 22–42 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Ryan Sobczak', side: 'against' },
        { name: 'Janet Sobczak', side: 'against' },
      ],
      evidence: [{ kind: 'testimony', direction: 'against' }],
    },
    mirrorOf: 'fam-mi-custody-03',
  },
  {
    id: 'fam-tx-divorce-01',
    source:
      'Pattern: contested divorce over the marital home and a just-and-right division (TexasLawHelp.org, "Divorce", https://texaslawhelp.org/divorce; Tex. Fam. Code 7.001); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'Divorce — I want to keep the house',
      caseDescription:
        'Me and my husband Luis have been married 11 years, we live in San Antonio. We are getting divorced because we just grew apart, nobody cheated. We have a house with about $140k equity and his 401k which is about $95k, and I have a small IRA. I want to keep the house so the kids can stay in their school, and he can keep his 401k. He wants to sell the house and split everything 50/50. I make $41k as a dental assistant, he makes $78k. Our kids are 7 and 10 and we agree on joint custody with me as the main home.',
      state: 'TX',
      city: 'San Antonio',
      clientName: 'Marisol Trevino',
      opposingParty: 'Luis Trevino',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Two children, 7 and 10; agreed joint managing conservatorship, I am the primary residence.',
        assetDetails: 'House with about $140,000 equity; his 401(k) about $95,000; my IRA about $12,000.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [40, 62],
      baseRate: 'family.divorce',
      why: "Base 50 %. Offsetting the house against the 401(k) is a common just-and-right division, and the children's primary home and her lower income support it; the numbers are close to equal, so about even, slightly up.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Luis Trevino', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-fl-spousal-01',
    source:
      'Pattern: permanent / long-duration alimony after a long marriage with a large income gap (Fla. Stat. 61.08; Florida Courts self-help family forms); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Alimony after 24 years of marriage',
      caseDescription:
        'I was married to Douglas for 24 years in Tampa. When our first son was born I quit my job as a bank teller and stayed home raising our three kids, he built his insurance agency and now makes around $310,000 a year. I am 53 and have not worked in over 20 years except part time at a church office for $14 an hour. He moved out last year and filed for divorce. I am asking for alimony so I can keep a modest life, we had a big house and took vacations every year. He says I should just get a job.',
      state: 'FL',
      city: 'Tampa',
      clientName: 'Sharon Whitaker',
      opposingParty: 'Douglas Whitaker',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        childrenDetails: 'Three adult children.',
        assetDetails: 'Marital home, his insurance agency, retirement accounts.',
        supportRequested: true,
        supportDetails: 'Durational alimony of about $6,500 a month; his income about $310,000, mine about $15,000.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 90],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. A 24-year marriage (long-term under Florida law), a homemaker who left work for the family, age 53 and a twenty-fold income gap: an award is very likely; the amount and duration are what is contested.',
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Douglas Whitaker', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-ga-child-support-01',
    source:
      'Pattern: child-support petitions against a self-employed parent understating income (Georgia Child Support Commission guidelines, O.C.G.A. 19-6-15); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Child support from my ex who says he makes nothing',
      caseDescription:
        'My sons father Marcus has a lawn care and pressure washing business in Savannah, he has 2 trucks and 3 workers, but on his financial affidavit he put that he makes $1,800 a month. He posts on Facebook about his new boat and trips to Miami. Our son DeShawn is 6 and lives with me full time, Marcus sees him some weekends. I make $34,000 at a hospital. I am asking for guideline child support based on what he really makes, and half of daycare and insurance. I have screenshots and his business page shows contracts with 2 apartment complexes.',
      state: 'GA',
      city: 'Savannah',
      clientName: 'Tamika Brown',
      opposingParty: 'Marcus Greene',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'DeShawn, 6, lives with me full time; paternity legitimated in 2019.',
        supportRequested: true,
        supportDetails: 'Guideline support on his real income, plus half of daycare ($600/month) and health insurance.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [68, 88],
      baseRate: 'family.child-support',
      why: 'Base 70 %. Parentage is established and a guideline order will issue; the contest is income, and lifestyle evidence (boat, trips, trucks, contracts) lets a judge impute more than the affidavit claims. Slightly above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Marcus Greene', side: 'against' }],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ny-guardianship-01',
    source:
      'Pattern: Article 81 guardianship for a parent with dementia, opposed by a sibling (NY Courts, "Guardianship (Article 81)", https://ww2.nycourts.gov/courthelp/Guardianship/index.shtml); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my mother who has dementia',
      caseDescription:
        "My mom Rose is 81 and has Alzheimers, her neurologist Dr. Kaplan wrote that she cant manage her money or medical decisions anymore. She lives with me in Buffalo for 2 years now. My brother Frank lives in Florida, and last year he got her to sign a check for $30,000 'for a loan' that he never paid back. She has no health care proxy or power of attorney. I filed to be her guardian. Frank is objecting and says he should be the guardian, and that I want her house. The court evaluator visited last month.",
      state: 'NY',
      city: 'Buffalo',
      clientName: 'Theresa Colaiacovo',
      opposingParty: 'Frank Colaiacovo',
      keyWitnesses: ['Dr. Steven Kaplan'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: false,
        assetDetails: 'Her house (paid off), about $180,000 in savings, Social Security and a pension.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 85],
      baseRate: 'family.guardianship',
      why: 'Base 75 %. Incapacity documented by a neurologist, no advance directives, and the petitioner is the live-in caregiver; the objecting brother\'s unpaid $30,000 "loan" counts against him. A contested petition can still end with an independent guardian.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Frank Colaiacovo', side: 'against' },
        { name: 'Dr. Steven Kaplan', side: 'for' },
        { name: 'Rose', side: 'neutral' },
      ],
      evidence: [
        { kind: 'expert', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-il-adoption-01',
    source:
      'Pattern: stepparent adoption over an absent parent\'s objection on grounds of unfitness / abandonment (Illinois Legal Aid Online, "Stepparent adoption", https://www.illinoislegalaid.org; Child Welfare Information Gateway, "Consent to Adoption"); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Stepparent adoption — bio dad objects',
      caseDescription:
        "I want to adopt my wife's daughter Sophie who is 9. I have raised her since she was 3. Her biological father, Jake, hasnt seen her in 4 years and has paid child support maybe 3 times total, the state has a record of his arrears, about $19,000. He never sends birthday cards or calls. When we served him with the adoption papers he suddenly said he objects and wants visits. Sophie calls me dad and says she wants my last name. We live in Peoria.",
      state: 'IL',
      city: 'Peoria',
      clientName: 'Nathan Albright',
      opposingParty: 'Jake Moreland',
      keyWitnesses: ['Courtney Albright'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Sophie, 9, my stepdaughter; lives with us.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 80],
      baseRate: 'family.adoption',
      why: 'Base 85 % assumes consents are in hand. Here the biological father objects, so the petition needs a finding of unfitness (four years without contact, records of large arrears); the record supports it, but a late-objecting parent keeps it below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jake Moreland', side: 'against' },
        { name: 'Courtney Albright', side: 'for' },
        { name: 'Sophie', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-az-visitation-01',
    source:
      'Pattern: grandparent visitation petitions opposed by fit parents (Troxel v. Granville, 530 U.S. 57 (2000); A.R.S. 25-409); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Grandparent visitation with my grandsons',
      caseDescription:
        'I am the grandmother of two boys, 6 and 4. My son Kevin (their father) died in a car accident in 2023. Their mother Alicia and I were close at first but after she got a new boyfriend she cut me off completely, she blocked my number. Before Kevin died I babysat the boys every Tuesday and Thursday for 3 years. I just want a few hours a month with them. Alicia is a decent mother, I am not saying she is unfit, she just doesnt want me around. We are in Mesa.',
      state: 'AZ',
      city: 'Mesa',
      clientName: 'Barbara Quintanilla',
      opposingParty: 'Alicia Quintanilla',
      keyWitnesses: ['Gloria Benitez'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'My grandsons, 6 and 4, live with their mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [30, 55],
      baseRate: 'family.visitation',
      why: "Base 70 % is for a parent. A grandparent against a fit parent must overcome the special weight given to the parent's decision (Troxel); the father's death (a statutory ground in Arizona) and a strong prior relationship help, and she asks for little. Well below the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Alicia Quintanilla', side: 'against' },
        { name: 'Gloria Benitez', side: 'for' },
      ],
      evidence: [{ kind: 'testimony', direction: 'for' }],
    },
  },
  {
    id: 'fam-co-property-01',
    source:
      'Pattern: division where an inheritance was commingled in a joint account and used on the marital home (Colorado Judicial Branch self-help on property division; C.R.S. 14-10-113); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'My inheritance went into our house — is it still mine?',
      caseDescription:
        'When my dad died in 2016 I inherited $120,000. I put it in our joint checking and a few months later we used $90,000 of it for the down payment on our house in Colorado Springs, the house is in both our names. Now my wife Jenna and I are divorcing after 12 years and she says the house equity is all marital and should be split 50/50. I have the estate papers and the bank statement showing the deposit and the wire to the title company. The other $30,000 got spent on normal stuff. I want my $90,000 back before the split.',
      state: 'CO',
      city: 'Colorado Springs',
      clientName: 'Michael Brennan',
      opposingParty: 'Jenna Brennan',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails:
          'House in both names, about $260,000 equity; $90,000 of my inheritance went to the down payment; retirement accounts.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [32, 55],
      baseRate: 'family.property',
      why: 'Base 50 %. He can trace the money, but depositing it in a joint account and titling the house jointly is strong evidence of a gift to the marriage in many states; a judge may weigh the contribution in an equitable split without returning it dollar for dollar. Slightly below even.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Jenna Brennan', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-nj-prenup-01',
    source:
      'Pattern: a spouse seeking to set aside a premarital agreement signed with counsel and full disclosure (N.J.S.A. 37:2-38; Uniform Premarital Agreement Act § 6); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'prenuptial-agreement',
      caseTitle: 'I want the prenup thrown out',
      caseDescription:
        'Before we married in 2015 my husband Paul asked me to sign a prenup. We started talking about it 3 months before the wedding. I had my own lawyer, Paul paid for her, and we both attached our financial statements, he listed his company and I knew it was worth a lot. The prenup says his company stays his and I waive alimony but get $200,000 after 10 years of marriage. Now we are divorcing after 9 and a half years and I get nothing, and his company is worth much more now. I feel it is so unfair. I was 26 and in love.',
      state: 'NJ',
      city: 'Hoboken',
      clientName: 'Lauren Esposito',
      opposingParty: 'Paul Esposito',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails: 'His company (kept separate under the agreement), the marital apartment.',
        supportRequested: true,
        supportDetails: 'Alimony, which the agreement waives.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 28],
      baseRate: 'family.prenup',
      why: "Base 65 % is the enforcing party's; she is the respondent resisting it, so 35 % for her before the facts. Independent counsel, months to consider, and full written disclosure make it hard to set aside; a harsh 10-year threshold is not unconscionability in itself. Well below her 35 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Paul Esposito', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
  },
  {
    id: 'fam-pa-domestic-violence-01',
    source:
      'Pattern: a PFA petition on a single verbal argument without threats or injury (Pennsylvania Courts, "Protection From Abuse", https://www.pacourts.us; 23 Pa.C.S. 6102 definition of abuse); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'PFA against my boyfriend after an argument',
      caseDescription:
        'My boyfriend Tony and I had a really bad argument last Saturday at my apartment in Erie about money. He was screaming and called me horrible names and punched the wall (there is a dent) and then he left. He didnt touch me and he didnt threaten me exactly, but I was scared, he has a temper. He has texted me since saying he is sorry and wants to talk. No police were called. I filed for a PFA because I dont want him coming over anymore.',
      state: 'PA',
      city: 'Erie',
      clientName: 'Nicole Baranski',
      opposingParty: 'Anthony Cirillo',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [28, 52],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. A single argument with a punched wall and fear, but no contact, no explicit threat, no police, no prior incidents and apologetic texts: whether it meets "placing in reasonable fear of imminent serious bodily injury" is close. Below the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Anthony Cirillo', side: 'against' }],
      evidence: [
        { kind: 'physical', direction: 'for' },
        { kind: 'digital', direction: 'unknown' },
      ],
    },
  },
];
