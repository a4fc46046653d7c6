// Development split of the case vignettes, third part (issue 25): written before the engine was run
// on any of them, to measure how the reader and the model generalise to prose their rules were not
// written for; committed before the first run. Every case is invented from a public PATTERN
// (appellate opinions, news reports, court self-help pages, statutes), paraphrased; no name is a
// real private person's. 33 vignettes (18 criminal, 15 family) over 17 states, written in several
// voices (the client in the first person, a relative, the lawyer in the third person), with 7
// pairs that differ in one fact and 2 mirrors (the same matter told by the other party).
// Ranges are percent chances of an outcome favourable to the client (criminal: acquittal; family:
// the client gets what they ask for), starting from the cited base rate (model/reference.ts,
// docs/reference/case-base-rates.md) and moved by the facts.
//
// Conventions of the gold facts, as in dev-2.ts: 'admission' / 'confession' only for a statement
// the client (or another person) made to someone else and that the text reports; a search or test
// that found nothing, or that excludes the client, is evidence FOR the client; complainants,
// victims and the officers who arrested the client are 'against' a defendant; a guardian ad
// litem's or evaluator's report is 'expert'. A charge line with "N counts" is N charges.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs and mirrors ─────────────────────────────────────────────────────

const NV_BAR_VIDEO_21 =
  'The bar has cameras, and my lawyer got the footage: it shows Crystal standing in the doorway so I could not get out, yelling in my face, and then punching me twice before I ever raised a hand. After that we both went down on the sidewalk.';
const NV_BAR_VIDEO_22 =
  'The bar has cameras, and my lawyer got the footage: it shows Crystal yelling at me in the doorway and me swinging my keys at her face first, before she touched me. After that we both went down on the sidewalk.';

const NV_BATTERY_21: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'battery',
  caseTitle: 'State v. Denise Ocampo — fight outside the Silver Spur, Reno',
  caseDescription: `On a Friday in June I was at the Silver Spur on 4th Street in Reno with my friend Lorraine Beck. Crystal Vandermeer was there too. There is bad blood between us because her son has been bullying my daughter at school, and she has a temporary protective order against me from after I went to her door to complain about it. When I saw her I paid and tried to leave. ${NV_BAR_VIDEO_21} Police came and separated us. Crystal told the officer I followed her outside and hit her in the face with my keys. She had no marks and refused the ambulance. My lip was split and bleeding. Officer Grant Hoyle arrested me because of the protective order and because he thought I was drunk, I had one beer. I have a hearing problem from birth and my speech sounds slurred to people who do not know me.`,
  state: 'NV',
  city: 'Reno',
  clientName: 'Denise Ocampo',
  opposingParty: 'State of Nevada',
  keyWitnesses: ['Lorraine Beck', 'Crystal Vandermeer', 'Officer Grant Hoyle'],
  additionalFactors: 'Lorraine was with me all night and will say I had one beer and was trying to leave.',
  criminal: {
    chargeDetails: 'Battery, NRS 200.481, misdemeanor; Violation of a temporary protective order, NRS 33.100',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense: she blocked the door and hit me first, the video shows it.',
    bailStatus: 'Released on own recognizance',
  },
};

const MI_DRUG_21_OWNER =
  'The next day Jordan went to the station with his own lawyer and told the detective that the cocaine was his, that he kept it in his room and that I did not know about it; he signed a written statement and he has been charged too.';
const MI_DRUG_22_OWNER =
  'Jordan would not talk to the police and his lawyer says he will take the Fifth if he is called. The state lab found my fingerprint on the outside of one of the baggies.';

const MI_DRUG_21: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'drug-offenses',
  caseTitle: 'People v. Marcus Whitfield — search of the Eastern Ave apartment',
  caseDescription: `I share a two-bedroom apartment on Eastern Avenue in Grand Rapids with Jordan Pettaway, we found each other on a roommate site last year. In September the police came with a search warrant for Jordan, after an informant said she bought from him. They found 14 grams of cocaine in a shoebox in the hall closet, next to Jordan's coats, and a scale in his bedroom. Nothing was found in my room or on me. I was at work when the search started and came home to it. ${MI_DRUG_21_OWNER} I have never used cocaine and I passed the drug test my employer gave me after the arrest.`,
  state: 'MI',
  city: 'Grand Rapids',
  clientName: 'Marcus Whitfield',
  opposingParty: 'People of the State of Michigan',
  keyWitnesses: ['Jordan Pettaway'],
  criminal: {
    chargeDetails: 'Possession with intent to deliver less than 50 grams of cocaine, MCL 333.7401(2)(a)(iv)',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'The drugs were my roommate’s and I did not know they were in the closet.',
    bailStatus: 'Released on a $5,000 personal bond',
  },
};

const NC_ROBBERY_21_FOUND =
  'They searched me and my backpack right there and found no phone, no wallet and no gun, just my work badge and $11.';
const NC_ROBBERY_22_FOUND =
  "They searched me and my backpack right there and found the man's phone in my jacket pocket. I told them I found it on the ground by the bus stop.";

const NC_ROBBERY_21: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'robbery',
  caseTitle: 'State v. Andre Lattimore — Crabtree parking lot robbery, Raleigh',
  caseDescription: `My son Andre is 19. On November 3 around 9:30 at night a man was robbed at gunpoint in the parking lot of a mall in Raleigh; the robber took his phone and wallet and ran toward Glenwood Avenue. The man told police the robber was a young Black man in a red hoodie. About forty minutes later officers stopped Andre at a bus stop half a mile away, walking home from his shift at a restaurant. He was wearing a black hoodie. They put him in handcuffs, stood him under the lights in front of a patrol car and drove the man past, and the man said "that's him, I think." ${NC_ROBBERY_21_FOUND} The restaurant's time clock shows Andre clocked out at 9:41 pm. His manager, Teresa Gould, says he was there all evening.`,
  state: 'NC',
  city: 'Raleigh',
  clientName: 'Andre Lattimore',
  opposingParty: 'State of North Carolina',
  keyWitnesses: ['Teresa Gould'],
  criminal: {
    chargeDetails: 'Robbery with a dangerous weapon, N.C.G.S. § 14-87, Class D felony',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy:
      'Misidentification: a one-man show-up in handcuffs, a different color hoodie, and the time clock puts him at work during the robbery. Move to suppress the show-up.',
    bailStatus: 'Detained, $50,000 secured bond not yet posted',
  },
};

const IL_BATTERY_21_DESC =
  "On March 9 my wife Angela and I argued in the kitchen of our house in Joliet about money. I grabbed my keys to leave and she stood in front of the door. I moved her aside by the shoulders and went out. She called 911 and told the dispatcher I pushed her into the counter. When the officers came, Officer Ruiz's body camera recorded her crying and saying I shoved her, and they photographed a red mark on her back. I was arrested at my brother's house an hour later and I told the officer I never hit her, I only moved her out of the doorway. Angela has since told the prosecutor in writing that she slipped on the wet floor, that she does not want to testify and that she wants the case dropped. We are back living together and going to counseling.";
const IL_BATTERY_22_DESC =
  "On March 9 my client Ramon Esquivel and his wife Angela argued in the kitchen of their house in Joliet about money. He grabbed his keys to leave and she stood in front of the door. He moved her aside by the shoulders and went out. She called 911 and told the dispatcher he pushed her into the counter. When the officers came, Officer Ruiz's body camera recorded her crying and saying he shoved her, and they photographed a red mark on her back. He was arrested at his brother's house an hour later and he told the officer he never hit her, he only moved her out of the doorway. Angela has since told the prosecutor in writing that she slipped on the wet floor, that she does not want to testify and that she wants the case dropped. They are back living together and going to counseling.";

const IL_BATTERY_21: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'battery',
  caseTitle: 'People v. Ramon Esquivel — domestic battery, Will County',
  caseDescription: IL_BATTERY_21_DESC,
  state: 'IL',
  city: 'Joliet',
  clientName: 'Ramon Esquivel',
  opposingParty: 'People of the State of Illinois',
  keyWitnesses: ['Angela Esquivel', 'Officer Luis Ruiz'],
  criminal: {
    chargeDetails: 'Domestic battery (bodily harm), 720 ILCS 5/12-3.2(a)(1), Class A misdemeanor',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'No intent to harm: I moved her out of the doorway to leave; she says she slipped.',
    bailStatus: 'Released; no-contact order modified to allow contact',
  },
};

const CA_BURGLARY_DNA_21 =
  'The state lab ran the blood on the broken glass through CODIS and it came back as a match to me; they say the chance of a random match is one in several billion.';
const CA_BURGLARY_DNA_22 =
  'The state lab tested the blood on the broken glass and the report says it came from an unknown male and that I am excluded as the source.';

const CA_BURGLARY_21: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseTitle: 'People v. Kyle Brandt — car break-ins on Alvarado Street',
  caseDescription: `Last August someone smashed the window of a Honda parked on Alvarado Street in Sacramento around 2 a.m. and took a laptop bag off the back seat. Whoever did it cut himself, there was blood on the glass and the door. A neighbor, Gloria Fenwick, told police she saw a thin white man in a cap walking away from the car from her upstairs window, about forty yards, under a streetlight, and later picked my photo out of a six-pack, saying she was "fairly sure." ${CA_BURGLARY_DNA_21} I have never been on that street that I know of. The laptop was never found and nothing was found when they searched my place.`,
  state: 'CA',
  city: 'Sacramento',
  clientName: 'Kyle Brandt',
  opposingParty: 'People of the State of California',
  keyWitnesses: ['Gloria Fenwick'],
  criminal: {
    chargeDetails: 'Second-degree burglary of a vehicle, Cal. Penal Code § 459',
    priorConvictions: 'Petty theft, 2019',
    evidenceStrength: 'strong',
    defenseStrategy: 'Identity: I was not there.',
    bailStatus: 'Released on $10,000 bail',
  },
};

const WA_CUSTODY_21: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Parenting plan — I am asking for sole custody of Lily and Noah',
  caseDescription:
    "My husband Derek Hallstrom and I separated in February after he hit me in front of our children, Lily (7) and Noah (4). The police came, he was arrested, and in May he was convicted of assault in the fourth degree, domestic violence. I have a one-year protection order from the Spokane County court that protects me and the kids. This was not the first time; my sister Carla Nyquist saw bruises on my arm last summer and I told her then what he did. I filed for divorce and asked for a parenting plan giving me sole decision-making and the residential time, with Derek's visits supervised at a visitation center. Derek wants equal residential time. I have always been the one home with the kids, I work part time at their school, and they are doing well. Derek has not finished the domestic violence treatment the criminal court ordered.",
  state: 'WA',
  city: 'Spokane',
  clientName: 'Megan Hallstrom',
  opposingParty: 'Derek Hallstrom',
  keyWitnesses: ['Carla Nyquist'],
  family: {
    relationshipStatus: 'separated',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Lily, 7, and Noah, 4, live with me in the family home in Spokane.',
    supportRequested: true,
    supportDetails: 'Guideline child support from Derek.',
  },
};

const WA_CUSTODY_22: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'My wife wants sole custody — I want equal time with my kids',
  caseDescription:
    'My wife Megan Hallstrom filed for divorce in Spokane County and asked for sole custody of our kids, Lily (7) and Noah (4), with my visits supervised. We separated in February after an argument where I hit her, in front of the kids. I was arrested and in May I was convicted of fourth degree assault, domestic violence. She has a one-year protection order that covers her and the kids. Her sister Carla Nyquist says she saw bruises on Megan last summer and will testify about it. I want a 50/50 schedule. I love my kids and I was never violent with them. I have started the domestic violence treatment program the court ordered but I have not finished it yet. Megan has always been home more with the kids because she works part time at their school.',
  state: 'WA',
  city: 'Spokane',
  clientName: 'Derek Hallstrom',
  opposingParty: 'Megan Hallstrom',
  keyWitnesses: ['Carla Nyquist'],
  family: {
    relationshipStatus: 'separated',
    custodyPreference: 'joint',
    childrenInvolved: true,
    childrenDetails: 'Lily, 7, and Noah, 4, live with their mother.',
    supportRequested: false,
  },
};

const GA_PATERNITY_DNA_21 =
  'The court ordered a DNA test and the lab report came back in June: the probability that Travis is the father is 99.98%.';
const GA_PATERNITY_DNA_22 =
  'The court ordered a DNA test and the lab report came back in June: Travis is excluded as the father, the probability of paternity is 0%.';

const GA_PATERNITY_21: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'paternity',
  caseTitle: 'Legitimation and support for my daughter Aaliyah',
  caseDescription: `I dated Travis Odum for about two years and our daughter Aaliyah was born in October 2023 in Macon. We were not married and he did not sign the acknowledgment at the hospital. He came around for the first few months and then stopped, and now he says she is not his. I filed a petition in Bibb County to establish paternity and for child support. ${GA_PATERNITY_DNA_21} Travis works for a trucking company and makes about $52,000 a year. I want him declared the father and ordered to pay guideline support.`,
  state: 'GA',
  city: 'Macon',
  clientName: 'Keisha Daniels',
  opposingParty: 'Travis Odum',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'never-married',
    childrenInvolved: true,
    childrenDetails: 'Aaliyah, 20 months, lives with me.',
    supportRequested: true,
    supportDetails: 'Guideline child support under O.C.G.A. § 19-6-15.',
  },
};

const AZ_ORDER_21: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'restraining-orders',
  caseTitle: 'Order of protection against my ex-boyfriend Cody',
  caseDescription:
    "Cody Rasmussen and I lived together in Mesa for two years. I ended it in August and moved to my mom's. Since then he has sent me more than 40 texts, some saying 'you will regret this' and 'nobody else gets to have you'. On September 14 he showed up at my mom's house at midnight and banged on the door until the neighbor, Mr. Oyelaran, came out and told him he was calling the police. Two days later all four tires on my car were slashed in the driveway. I filed a police report. The neighbor's camera shows a man in a grey hoodie next to my car at 3 a.m., and Cody owns a grey hoodie like it. I want an order of protection so he stays away from me, my mom's house and my work.",
  state: 'AZ',
  city: 'Mesa',
  clientName: 'Brianna Kowalski',
  opposingParty: 'Cody Rasmussen',
  keyWitnesses: ['Samuel Oyelaran'],
  family: { relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false },
};

const AZ_ORDER_22: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'restraining-orders',
  caseTitle: 'My ex got an order of protection against me — I want it thrown out',
  caseDescription:
    "My ex-girlfriend Brianna Kowalski got an order of protection against me in Mesa and I asked for a hearing to contest it. We lived together two years and she left in August. I sent her a lot of texts after, maybe 40, and yes I wrote 'you will regret this', I meant she would regret throwing away two years, not a threat. I went to her mom's house one night in September to talk and I knocked loud because nobody answered, and her mom's neighbor Samuel Oyelaran came out and said he would call the cops, so I left. Somebody slashed her tires two days later. That was not me. Their camera shows some guy in a grey hoodie; half of Mesa owns a grey hoodie. I have not contacted her since September. The order is going to cost me my job because I drive for a school bus company.",
  state: 'AZ',
  city: 'Mesa',
  clientName: 'Cody Rasmussen',
  opposingParty: 'Brianna Kowalski',
  keyWitnesses: ['Samuel Oyelaran'],
  family: { relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false },
};

const NJ_ALIMONY_LENGTH_21 = 'Gregory and I were married for 24 years';
const NJ_ALIMONY_LENGTH_22 = 'Gregory and I were married for 4 years';

const NJ_ALIMONY_21: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'spousal-support-alimony',
  caseTitle: 'Alimony in my divorce from Gregory',
  caseDescription: `${NJ_ALIMONY_LENGTH_21}. When our first child was born I left my job as a paralegal, at his urging, and I stayed home to raise our three children and run the house while he built his dental practice in Cherry Hill. He earns about $240,000 a year. I have not worked outside the home since and I earn nothing; I am 51 and my paralegal certificate is long out of date. We lived well, two cars, a house at the shore every summer. He filed for divorce last spring and says I should go back to work and get nothing. I am asking for alimony so I can keep a lifestyle reasonably comparable to the one we had.`,
  state: 'NJ',
  city: 'Cherry Hill',
  clientName: 'Diane Castellano',
  opposingParty: 'Gregory Castellano',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'married',
    childrenInvolved: true,
    childrenDetails: 'Three children; the youngest is 17.',
    assetDetails: 'Marital home, the dental practice, retirement accounts.',
    supportRequested: true,
    supportDetails: 'Open durational alimony under N.J.S.A. 2A:34-23.',
  },
};

// ── The vignettes ──────────────────────────────────────────────────────────────────────────────

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'crim-nv-battery-21',
    source:
      'Pattern: a woman charged with battery after a fight outside a bar, acquitted when surveillance video showed the complainant blocked her exit and punched first (San Francisco Public Defender, "Video clears woman of attacking foe", https://sfpublicdefender.org/news/2014/11/video-clears-woman-of-attacking-foe/); moved to Nevada (NRS 200.481, NRS 200.275 self-defense); paraphrased, names invented.',
    facts: NV_BATTERY_21,
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [55, 85],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The bar video shows the complainant blocking her exit and punching her twice before she raised a hand; the complainant had no marks while the client was bleeding; a friend backs her. Against: the complainant says she was hit with keys, and a protective order the client was under. Video of the other side striking first is what acquits in such cases: well above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Lorraine Beck', side: 'for' },
        { name: 'Crystal Vandermeer', side: 'against' },
        { name: 'Officer Grant Hoyle', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-nv-battery-22',
    source: 'Pattern: as crim-nv-battery-21, with the video showing the client swing first; paraphrased, names invented.',
    facts: { ...NV_BATTERY_21, caseDescription: NV_BATTERY_21.caseDescription.replace(NV_BAR_VIDEO_21, NV_BAR_VIDEO_22) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 22],
      baseRate: 'criminal.state-jury.violent',
      why: "As the first of the pair, but the video shows the client swing her keys at the complainant's face first: self-defense fails on her own footage, and the protective order adds a second count. Below the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Lorraine Beck', side: 'for' },
        { name: 'Crystal Vandermeer', side: 'against' },
        { name: 'Officer Grant Hoyle', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
    pairOf: { id: 'crim-nv-battery-21', differs: 'the video shows the client swing first', expect: 'lower' },
  },
  {
    id: 'crim-mi-drug-offenses-21',
    source:
      'Pattern: drugs found in a shared apartment and charged to both roommates on constructive possession, where the other roommate claims them ("What if the police find drugs in a shared living space?", https://www.charmcitycriminallaw.com/blog/2024/11/what-if-the-police-find-drugs-in-a-shared-living-space/; "Constructive Possession Charges: When The Drugs Really Weren\'t Yours", https://topping-adv.com/2015/08/04/constructive-possession-charges-when-the-drugs-really-werent-yours/); moved to Michigan; paraphrased, names invented.',
    facts: MI_DRUG_21,
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 78],
      baseRate: 'criminal.state-jury.drug',
      why: "Base 18 %. The warrant was for the roommate, the drugs were in a closet beside the roommate's coats with his scale in his room, nothing was in the client's room or on him, and the roommate confessed in a signed statement to the police that the cocaine was his and the client did not know. Knowledge is the whole case and the other man owns it: favourable.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Jordan Pettaway', side: 'for' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'confession', direction: 'for', whose: 'other' },
        { kind: 'forensic', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-mi-drug-offenses-22',
    source:
      'Pattern: as crim-mi-drug-offenses-21, with the roommate silent and the client’s fingerprint on a baggie (Runnels v. State, Texas, on "affirmative links": https://tadlaw.com/do-houston-prosecutors-need-to-prove-you-had-exclusive-possession-of-illegal-drugs/); paraphrased, names invented.',
    facts: { ...MI_DRUG_21, caseDescription: MI_DRUG_21.caseDescription.replace(MI_DRUG_21_OWNER, MI_DRUG_22_OWNER) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [6, 25],
      baseRate: 'criminal.state-jury.drug',
      why: "As the first of the pair, but the roommate will not speak for him and the client's fingerprint is on a baggie: an affirmative link to the drugs in a shared space. Near the drug base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Jordan Pettaway', side: 'unknown' }],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: {
      id: 'crim-mi-drug-offenses-21',
      differs: "the roommate stays silent and the client's fingerprint is on a baggie",
      expect: 'lower',
    },
  },
  {
    id: 'crim-nc-robbery-21',
    source:
      "Pattern: a show-up identification of a handcuffed suspect shortly after a parking-lot robbery (State v. Juene, 823 S.E.2d 889 (N.C. App. 2019), https://www.sog.unc.edu/sccc/cases/state-v-juene; Neil v. Biggers, 409 U.S. 188 (1972)); told by the defendant's mother; paraphrased, names invented.",
    facts: NC_ROBBERY_21,
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [35, 62],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. The only evidence is a hesitant show-up identification of a handcuffed man, forty minutes later, in a different-colored hoodie; nothing taken was found on him; the employer's time clock and his manager put him at work eleven minutes after the robbery a half-mile away (possible, but tight). Well above the base, about even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Teresa Gould', side: 'for' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nc-robbery-22',
    source: "Pattern: as crim-nc-robbery-21, with the victim's phone found in the client's pocket; paraphrased, names invented.",
    facts: { ...NC_ROBBERY_21, caseDescription: NC_ROBBERY_21.caseDescription.replace(NC_ROBBERY_21_FOUND, NC_ROBBERY_22_FOUND) },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [5, 22],
      baseRate: 'criminal.state-jury.violent',
      why: "As the first of the pair, but the robbed man's phone was in his pocket forty minutes later, with a thin 'found it on the ground' explanation; the show-up and the tight time clock now point the same way. Below the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Teresa Gould', side: 'for' }],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-nc-robbery-21', differs: "the robbed man's phone is found in the client's pocket", expect: 'lower' },
  },
  {
    id: 'crim-tn-homicide-21',
    source:
      'Pattern: a homeowner who shot an armed intruder at night, with a 911 call recorded before the shot (Tenn. Code Ann. § 39-11-611, presumption of reasonable fear against an unlawful and forcible entry into a residence); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'State v. Wendell Price — the break-in on Jacksboro Pike',
      caseDescription:
        "Mr. Price, 67, lives alone outside Knoxville. At about 2:10 a.m. on January 22 he woke to glass breaking at his back door. He called 911 and the recording has him whispering that someone was breaking in and that he had his shotgun. While he was still on the line, a man forced the back door and came into the kitchen holding a crowbar. Mr. Price shouted to stop and then fired once. The man, Dale Sutter, died at the scene. Deputies found the crowbar beside him and the door frame splintered. Sutter had two prior burglary convictions. The district attorney charged Mr. Price after the autopsy showed Sutter was hit in the side, and the State's theory is that he was turning away. Mr. Price told the deputies at the scene exactly what happened and has not wavered.",
      state: 'TN',
      city: 'Knoxville',
      clientName: 'Wendell Price',
      opposingParty: 'State of Tennessee',
      keyWitnesses: ['Deputy Alan Frye'],
      criminal: {
        chargeDetails: 'Second degree murder, Tenn. Code Ann. § 39-13-210',
        priorConvictions: 'None',
        evidenceStrength: 'weak',
        defenseStrategy: 'Self-defense in his own home against a forcible entry; the presumption of reasonable fear applies.',
        bailStatus: 'Released on $75,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [60, 88],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. An intruder forced the door of an elderly man's home at night with a crowbar; the 911 recording made before the shot, the crowbar and the splintered frame corroborate him, and Tennessee presumes a reasonable fear against a forcible entry. The State's only point is the wound in the side. Juries rarely convict here.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dale Sutter', side: 'against' },
        { name: 'Deputy Alan Frye', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'forensic', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ga-fraud-21',
    source:
      'Pattern: a home-improvement contractor who took deposits from several homeowners and did no work (O.C.G.A. § 16-8-3, theft by deception; news reports of contractor-fraud prosecutions by county district attorneys); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'fraud',
      caseTitle: 'State v. Bradley Keane — roofing deposits, Cobb County',
      caseDescription:
        "I run a small roofing company in Marietta. After the hail storm in 2023 I signed contracts with nine homeowners and took deposits of about $6,000 each, $54,000 total. I started two of the jobs and never finished them and never started the other seven. The bank records the detective subpoenaed show most of the deposits went out within days to online sportsbooks and to my personal credit card. One customer, Harold Biggs, has a text from me that says 'I'm not going to finish, sue me if you want.' I meant to do the work when I took the money, business just got away from me. All nine homeowners are listed as witnesses for the State.",
      state: 'GA',
      city: 'Marietta',
      clientName: 'Bradley Keane',
      opposingParty: 'State of Georgia',
      keyWitnesses: ['Harold Biggs'],
      criminal: {
        chargeDetails: '9 counts of theft by deception, O.C.G.A. § 16-8-3',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'No intent to deceive when I took the deposits; this is a civil contract dispute.',
        bailStatus: 'Released on bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [2, 14],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Nine victims, deposits sent to sportsbooks within days (bank records), a text refusing to finish, and no refund: intent at the time of taking is inferred from the pattern. The "civil dispute" defense rarely survives nine identical victims. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Harold Biggs', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
      ],
      charges: 9,
    },
  },
  {
    id: 'crim-co-identity-theft-21',
    source:
      "Pattern: credit accounts opened in a roommate's name from a shared home internet connection (C.R.S. § 18-5-902, identity theft; appellate discussions of IP-address evidence in shared households); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'identity-theft',
      caseTitle: 'People v. Tanya Brooks — credit cards in a roommate’s name',
      caseDescription:
        "In 2023 I rented a house in Aurora with two other women, Michelle Dorsey and Kim Albers. In the spring someone opened three credit cards in Michelle's name and ran up about $9,000. The bank records show the applications came from our home internet, and the cards were mailed to our house. Michelle told the detective she thinks it was me because I was behind on rent. Kim also used that internet and the mailbox, and she moved out suddenly in June without a forwarding address. None of the purchases were delivered to me, and the detective found nothing from them when he searched my room and my laptop. My bank statements show I was paying my own bills, late, but myself.",
      state: 'CO',
      city: 'Aurora',
      clientName: 'Tanya Brooks',
      opposingParty: 'People of the State of Colorado',
      keyWitnesses: ['Michelle Dorsey', 'Kim Albers'],
      criminal: {
        chargeDetails: '3 counts of identity theft, C.R.S. § 18-5-902(1)(a), class 4 felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Three people shared the internet and the mailbox; nothing connects the cards to me.',
        bailStatus: 'Released on personal recognizance bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [32, 60],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. The paper trail points to the house, not to a person: three people shared the connection and mailbox, the other roommate left suddenly, the search of her room and laptop found nothing, and no purchase went to her. The motive (late rent) is all that singles her out. Well above the documentary base, near even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Michelle Dorsey', side: 'against' },
        { name: 'Kim Albers', side: 'unknown' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-wa-sexual-assault-21',
    source:
      'Pattern: an acquaintance sexual-assault trial turning on capacity to consent after a party, with friendly messages the next day and no injuries found (RCW 9A.44.050, second-degree rape: incapable of consent; Washington appellate opinions on "mental incapacity"); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'State v. Ethan Moreland — after the party on Greek Row',
      caseDescription:
        "My client Ethan Moreland, 21, met the complainant, Hannah Sills, at a party near the university in Seattle in October. They had both been drinking. They left together around 1 a.m. and had sex at his apartment. Hannah says she was too drunk to consent and remembers little after leaving the party. Ethan says she was talking, walking without help and started it. The next afternoon she texted him 'last night was fun lol, did I leave my earring there?' Three days later, after a conversation with her roommate, she reported it to police. The nurse's exam found no injuries. A friend of hers, Paige Delmar, says Hannah was 'really drunk' at the party, but the Uber driver who took them home told the detective she seemed fine and was chatting. Ethan gave a voluntary interview and has told the same account throughout.",
      state: 'WA',
      city: 'Seattle',
      clientName: 'Ethan Moreland',
      opposingParty: 'State of Washington',
      keyWitnesses: ['Paige Delmar', 'Hannah Sills'],
      criminal: {
        chargeDetails: 'Rape in the second degree, RCW 9A.44.050(1)(b)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Consent; she was not incapacitated, as her own texts and the driver show.',
        bailStatus: 'Released on conditions',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [32, 60],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. One account against another on capacity: her friend says she was very drunk, but the ride-share driver says she was chatting, her next-day text is friendly, there are no injuries and his account has been consistent. Above the sexual-offence base, around even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Hannah Sills', side: 'against' },
        { name: 'Paige Delmar', side: 'against' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-il-battery-21',
    source:
      'Pattern: a domestic-battery prosecution that goes ahead after the complaining spouse recants, on the 911 call and the body-camera statement (Illinois Supreme Court on excited utterances and evidence-based prosecution; 725 ILCS 5/115-10.2a); paraphrased, names invented.',
    facts: IL_BATTERY_21,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [18, 42],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The 911 call and the body-camera statement usually come in as excited utterances even without her, and a photo shows a mark; he admits moving her by the shoulders. Her written recantation, the reconciliation and his consistent account that he only moved her aside are what juries weigh for him. Around the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Angela Esquivel', side: 'for' },
        { name: 'Officer Luis Ruiz', side: 'against' },
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
    id: 'crim-il-battery-22',
    source: 'Pattern: as crim-il-battery-21, told by the defense lawyer in the third person; the same facts; paraphrased, names invented.',
    facts: { ...IL_BATTERY_21, caseDescription: IL_BATTERY_22_DESC },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [18, 42],
      baseRate: 'criminal.state-jury.violent',
      why: 'The same facts as crim-il-battery-21, told by his lawyer: the same number.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Angela Esquivel', side: 'for' },
        { name: 'Officer Luis Ruiz', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-il-battery-21', differs: 'told by the lawyer in the third person; same facts', expect: 'same' },
  },
  {
    id: 'crim-ca-burglary-21',
    source:
      'Pattern: vehicle burglary proved by a cold hit on blood left on broken glass (Cal. Penal Code § 459; California DOJ, "DNA cold hits" in property crimes); paraphrased, names invented.',
    facts: CA_BURGLARY_21,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 16],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. His blood on the broken glass (a CODIS match) answers the identity defense, and a neighbor picked his photo, if hesitantly; he says he was never on the street. Nothing found in the search helps a little. Well below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Gloria Fenwick', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ca-burglary-22',
    source: 'Pattern: as crim-ca-burglary-21, with the blood excluding the client; paraphrased, names invented.',
    facts: {
      ...CA_BURGLARY_21,
      caseDescription: CA_BURGLARY_21.caseDescription.replace(CA_BURGLARY_DNA_21, CA_BURGLARY_DNA_22),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 80],
      baseRate: 'criminal.state-jury.property',
      why: "As the first of the pair, but the burglar's blood excludes the client: the only evidence left is a 'fairly sure' photo pick of a man seen from forty yards at night. Above even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Gloria Fenwick', side: 'against' }],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-ca-burglary-21', differs: 'the blood on the glass excludes the client', expect: 'higher' },
  },
  {
    id: 'crim-pa-dui-21',
    source:
      'Pattern: a Pennsylvania DUI where the blood was drawn more than two hours after driving (75 Pa.C.S. § 3802(g), the good-cause exception; Commonwealth v. Segida, 985 A.2d 871 (Pa. 2009)); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'Commonwealth v. Shane Kowalczyk — Route 22 crash, Lehigh County',
      caseDescription:
        'Around 11 p.m. on April 5 I rear-ended a car stopped at a light on Route 22 near Allentown. Nobody was hurt badly. Before the crash a driver behind me, Paul Weissman, called 911 and said I was weaving across both lanes for about two miles. The trooper said my eyes were bloodshot and I smelled of alcohol, and I told him I had two beers at dinner. I refused the field tests. They took me to the hospital and drew blood at 2:15 a.m., more than three hours after the crash, and it was 0.10. The lab report does not say why they waited.',
      state: 'PA',
      city: 'Allentown',
      clientName: 'Shane Kowalczyk',
      opposingParty: 'Commonwealth of Pennsylvania',
      keyWitnesses: ['Paul Weissman', 'Trooper Dana Reyes'],
      criminal: {
        chargeDetails: 'DUI general impairment, 75 Pa.C.S. § 3802(a)(1); DUI high rate, 75 Pa.C.S. § 3802(b)',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'The blood was drawn outside the two-hour window without good cause; challenge the high-rate count.',
        bailStatus: 'Released, summons',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [6, 25],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. The late draw may defeat the high-rate count, but general impairment stands on the weaving a 911 caller watched for two miles, the crash, the odour and his admission to drinking; a 0.10 three hours later implies a higher reading at the wheel. Near the DUI base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Paul Weissman', side: 'against' },
        { name: 'Trooper Dana Reyes', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ny-grand-theft-21',
    source:
      'Pattern: a store manager who took cash deposits over months and confessed to loss prevention (N.Y. Penal Law § 155.35, grand larceny in the third degree; news reports of employee-theft prosecutions); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'grand-theft',
      caseTitle: 'People v. Carla Mendes — missing deposits, Albany store',
      caseDescription:
        "I was the assistant manager of a clothing store in Albany. Between January and August the store's bank deposits came up short by about $31,000, always on days I made the deposit run. The bank's records and the store's deposit slips match my shifts. In September the regional loss-prevention investigator, Rick Tolliver, interviewed me in the back office, recorded, and I admitted I had been taking money from the deposits to pay my mother's medical bills. I signed a statement. I was never told I could leave but he is not a police officer. I have paid back $4,000.",
      state: 'NY',
      city: 'Albany',
      clientName: 'Carla Mendes',
      opposingParty: 'People of the State of New York',
      keyWitnesses: ['Rick Tolliver'],
      criminal: {
        chargeDetails: 'Grand larceny in the third degree, N.Y. Penal Law § 155.35, class D felony',
        priorConvictions: 'None',
        evidenceStrength: 'very-strong',
        defenseStrategy: 'Mitigation and restitution; question the voluntariness of the statement.',
        bailStatus: 'Released on own recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [2, 12],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. A recorded, signed confession to a private investigator (no Miranda issue: he is not police), bank records matching her shifts and partial restitution. Mitigation is for sentencing, not for the verdict. Far below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Rick Tolliver', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'confession', direction: 'against', whose: 'client' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-mo-robbery-21',
    source:
      'Pattern: a robbery case resting on a co-defendant who cooperates against the accused for a plea deal, against phone-location records (Missouri Approved Instructions on accomplice testimony; RSMo § 570.025); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'State v. Jamal Pierce — gas station robbery, St. Louis County',
      caseDescription:
        "A gas station in Florissant was robbed at 10:50 p.m. on July 8 by two men in masks. Police caught Tony Greer running from the scene with the cash. Greer told detectives I was the second man, and he has taken a plea deal for ten years instead of twenty in exchange for testifying against me. No one else identifies me, the station's camera shows two masked men and nothing more, and no fingerprints of mine were found. My phone's location records from the carrier show my phone at my apartment in Ferguson all evening, and my girlfriend Simone Carter says I was home with her watching a movie. Greer and I had a falling out over money last spring.",
      state: 'MO',
      city: 'Florissant',
      clientName: 'Jamal Pierce',
      opposingParty: 'State of Missouri',
      keyWitnesses: ['Simone Carter', 'Tony Greer'],
      criminal: {
        chargeDetails: 'Robbery in the first degree, RSMo § 570.023; Armed criminal action, RSMo § 571.015',
        priorConvictions: 'One prior conviction for tampering with a motor vehicle, 2017',
        evidenceStrength: 'weak',
        defenseStrategy: 'Alibi and a cooperating witness with a motive to lie.',
        bailStatus: 'Detained, no bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [48, 75],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. The State's case is one accomplice who bought ten years off his sentence and had a grudge; the video shows only masks, no prints; the phone records and his girlfriend place him at home. A prior record and detention cut against him. Better than even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Tony Greer', side: 'against' },
        { name: 'Simone Carter', side: 'for' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-tx-assault-21',
    source:
      'Pattern: an assault on a family member proved by photographs and the accused\'s own apology text (Tex. Penal Code § 22.01(a)(1); Texas Council on Family Violence, prosecution guides on "evidence-based" cases); told by the accused\'s sister; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'State of Texas v. Curtis Lang — assault family violence, Lubbock',
      caseDescription:
        "My brother Curtis is charged with assaulting his girlfriend Jessica Moody at their apartment in Lubbock. She went to the ER that night with a black eye and the nurse photographed it. The next morning Curtis texted her 'I'm so sorry I hit you, it will never happen again, please don't leave.' Jessica showed that text to the detective. Their neighbor Ron Faulk heard shouting and a crash through the wall and called the police. Curtis says Jessica came at him first with a phone and that he only pushed her away, but he has no marks. He was arrested that night.",
      state: 'TX',
      city: 'Lubbock',
      clientName: 'Curtis Lang',
      opposingParty: 'State of Texas',
      keyWitnesses: ['Jessica Moody', 'Ron Faulk'],
      criminal: {
        chargeDetails: 'Assault causing bodily injury to a family member, Tex. Penal Code § 22.01(a)(1), Class A misdemeanor',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Self-defense: she came at him first.',
        bailStatus: 'Released on a $2,500 bond with a protective order',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [4, 20],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. His own text apologising for hitting her, the ER photographs of a black eye and a neighbour who heard the fight; self-defense with no mark on him and an apology that says 'hit' is hard to sell. Well below the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jessica Moody', side: 'against' },
        { name: 'Ron Faulk', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },

  // ── Family ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'fam-wa-child-custody-21',
    source:
      "Pattern: a parenting plan after a domestic-violence conviction, where the statute limits the abusive parent's residential time (RCW 26.09.191(2)(a)(iii), https://app.leg.wa.gov/rcw/default.aspx?cite=26.09.191; Washington Courts, parenting plan forms); paraphrased, names invented.",
    facts: WA_CUSTODY_21,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 94],
      baseRate: 'family.custody',
      why: "Base 40 %. A domestic-violence assault conviction and a protection order covering the children: RCW 26.09.191 requires the court to limit the father's residential time, so supervised visits and sole decision-making for the mother are the expected order. She is also the primary caregiver. Far above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Derek Hallstrom', side: 'against' },
        { name: 'Carla Nyquist', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-wa-child-custody-22',
    source: "Pattern: fam-wa-child-custody-21 told by the father, who answers the mother's petition; paraphrased, names invented.",
    facts: WA_CUSTODY_22,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [6, 25],
      baseRate: 'family.custody',
      why: "The same matter from the father: the DV conviction and the protection order trigger RCW 26.09.191's limits on his time; equal residential time is very unlikely. The complement of the mother's range.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Megan Hallstrom', side: 'against' },
        { name: 'Carla Nyquist', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-wa-child-custody-21',
  },
  {
    id: 'fam-ga-paternity-21',
    source:
      "Pattern: a mother's petition to establish paternity and child support decided by a court-ordered genetic test (O.C.G.A. § 19-7-46.1, a probability of 97 % or more creates a rebuttable presumption; O.C.G.A. § 19-6-15 guidelines); paraphrased, names invented.",
    facts: GA_PATERNITY_21,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [88, 98],
      baseRate: 'family.paternity',
      why: 'Base 80 %. A court-ordered test at 99.98 % presumes paternity under Georgia law; guideline support follows. Near certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Travis Odum', side: 'against' }],
      evidence: [{ kind: 'forensic', direction: 'for' }],
    },
  },
  {
    id: 'fam-ga-paternity-22',
    source: 'Pattern: as fam-ga-paternity-21, with the test excluding the alleged father; paraphrased, names invented.',
    facts: { ...GA_PATERNITY_21, caseDescription: GA_PATERNITY_21.caseDescription.replace(GA_PATERNITY_DNA_21, GA_PATERNITY_DNA_22) },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [1, 10],
      baseRate: 'family.paternity',
      why: 'As the first of the pair, but the court-ordered test excludes him: the petition against him fails.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Travis Odum', side: 'against' }],
      evidence: [{ kind: 'forensic', direction: 'against' }],
    },
    pairOf: { id: 'fam-ga-paternity-21', differs: 'the DNA test excludes the alleged father', expect: 'lower' },
  },
  {
    id: 'fam-az-restraining-orders-21',
    source:
      'Pattern: an Arizona order of protection against a former cohabiting partner for harassment and criminal damage (A.R.S. § 13-3602; Arizona Judicial Branch self-service center, "Protective Orders", https://www.azcourts.gov/selfservicecenter/Self-Service-Forms/Protective-Orders); paraphrased, names invented.',
    facts: AZ_ORDER_21,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [70, 90],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. A former cohabitant (a qualifying relationship); 40 texts with veiled threats, a midnight visit a neighbour witnessed, and slashed tires reported to police with a camera clip of a man resembling him. Recent, documented and escalating: well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Cody Rasmussen', side: 'against' },
        { name: 'Samuel Oyelaran', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'video', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-az-restraining-orders-22',
    source: 'Pattern: fam-az-restraining-orders-21 told by the respondent contesting the order; paraphrased, names invented.',
    facts: AZ_ORDER_22,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 30],
      baseRate: 'family.protection-order',
      why: "The same matter from the respondent: he admits the texts, the 'you will regret this' message and the night visit the neighbour saw; his denial of the tires leaves the rest standing. The complement of the petitioner's range.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Brianna Kowalski', side: 'against' },
        { name: 'Samuel Oyelaran', side: 'against' },
      ],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-az-restraining-orders-21',
  },
  {
    id: 'fam-nj-spousal-support-alimony-21',
    source:
      'Pattern: alimony after a long marriage to a spouse who left the workforce to raise children (N.J.S.A. 2A:34-23(b) factors, https://www.yearinglaw.com/alimony; "Alimony basics in New Jersey", https://njmoneyhelp.com/2019/05/alimony-basics-in-new-jersey/); paraphrased, names invented.',
    facts: NJ_ALIMONY_21,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 93],
      baseRate: 'family.spousal-support',
      why: 'Base 40 %. A 24-year marriage (open durational alimony is available after 20 years in New Jersey), a spouse out of the workforce for two decades to raise three children, and a $240,000 income against none: need and ability to pay are both plain. Far above the base.',
    },
    expectedFacts: { clientRole: 'petitioner', people: [{ name: 'Gregory Castellano', side: 'against' }], evidence: [] },
  },
  {
    id: 'fam-nj-spousal-support-alimony-22',
    source: 'Pattern: as fam-nj-spousal-support-alimony-21, after a four-year marriage; paraphrased, names invented.',
    facts: {
      ...NJ_ALIMONY_21,
      caseDescription: NJ_ALIMONY_21.caseDescription.replace(NJ_ALIMONY_LENGTH_21, NJ_ALIMONY_LENGTH_22),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [35, 65],
      baseRate: 'family.spousal-support',
      why: 'As the first of the pair, but the marriage lasted four years: New Jersey limits alimony after a marriage under 20 years to its length, and a short marriage rarely supports more than limited or rehabilitative alimony. The income gap and the lost career still favour some award. About the base or a little above.',
    },
    expectedFacts: { clientRole: 'petitioner', people: [{ name: 'Gregory Castellano', side: 'against' }], evidence: [] },
    pairOf: { id: 'fam-nj-spousal-support-alimony-21', differs: 'a 4-year marriage instead of 24 years', expect: 'lower' },
  },
  {
    id: 'fam-mi-guardianship-21',
    source:
      'Pattern: a grandparent\'s petition for limited guardianship of a grandchild while the parent is in residential treatment, with the parent\'s consent (MCL 700.5205; "How to Get Legal Guardianship of Your Grandchild Without a Lawyer", https://adoptionstartguide.com/blog/how-to-get-legal-guardianship-of-grandchild-without-a-lawyer); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of my grandson Mason',
      caseDescription:
        "My daughter Ashley Tremblay entered a six-month residential treatment program for opioid addiction in Kalamazoo in April. Her son Mason, 5, has lived with me since then, and really for most of last year. Mason's father has never been involved and his whereabouts are unknown. Ashley signed the consent and the limited guardianship placement plan, and she supports my petition. Mason is enrolled in kindergarten near my house and his pediatrician's records show I have taken him to every appointment since he was three. I am 58, retired from the post office, healthy, with no criminal record.",
      state: 'MI',
      city: 'Kalamazoo',
      clientName: 'Patricia Tremblay',
      opposingParty: 'None',
      keyWitnesses: ['Ashley Tremblay'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Mason, 5, lives with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [82, 97],
      baseRate: 'family.guardianship',
      why: 'Base 75 %. The custodial parent consents to a limited guardianship, the father is absent, the grandmother has cared for the child and has no record. Uncontested: near certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Ashley Tremblay', side: 'for' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-oh-adoption-21',
    source:
      'Pattern: a stepparent adoption over the biological father\'s objection after more than a year without contact or support (Ohio Rev. Code § 3107.07(A); "Can a spouse adopt a child even though a parent refuses consent?", https://alithisfamilylaw.com/can-spouse-adopt-child-even-though-parent-refuses-consent/); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Stepparent adoption of Chloe',
      caseDescription:
        "I married Chloe's mother, Renee, in 2021, and Chloe, now 9, has lived with us in Columbus since she was four. I filed to adopt her in the Franklin County probate court. Her biological father, Brandon Leitch, has not seen or called her since Christmas 2021 and has not paid any of the court-ordered support in more than two years; the child support agency's payment history shows nothing since October 2021. He was served and filed an objection saying Renee kept Chloe from him, but he never filed anything to enforce visitation and Renee's phone number has been the same the whole time. Renee consents to the adoption. Chloe calls me dad.",
      state: 'OH',
      city: 'Columbus',
      clientName: 'Steven Marsh',
      opposingParty: 'Brandon Leitch',
      keyWitnesses: ['Renee Marsh'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Chloe, 9, lives with her mother and me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 90],
      baseRate: 'family.adoption',
      why: "Base 85 % for adoptions generally; contested ones less. Ohio dispenses with a parent's consent after a year without contact or support without justifiable cause: here over two years of neither, shown by the agency record, against a claim of interference he never pursued. Likely granted.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brandon Leitch', side: 'against' },
        { name: 'Renee Marsh', side: 'for' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-il-domestic-violence-21',
    source:
      'Pattern: a petition for an order of protection on an old, single verbal incident with no threats since (750 ILCS 60/214, abuse must be shown by a preponderance; Illinois Legal Aid Online, "Orders of protection"); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Order of protection against my husband during the divorce',
      caseDescription:
        'My husband Paul Sorensen and I are getting divorced in DuPage County. Last winter, about ten months ago, we had a big argument and he yelled at me and slammed a cabinet door. He did not touch me and did not threaten me, and I did not call the police. Since then we have lived in separate parts of the house and mostly we do not speak. He has not done anything since. My friend says if I get an order of protection I will get the house during the divorce. I want an order that makes him move out.',
      state: 'IL',
      city: 'Naperville',
      clientName: 'Laura Sorensen',
      opposingParty: 'Paul Sorensen',
      keyWitnesses: [],
      family: { relationshipStatus: 'married', childrenInvolved: false, supportRequested: false },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 30],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. One argument ten months ago with yelling and a slammed door, no touching, no threat, no report and nothing since: Illinois requires abuse (harassment, physical abuse, intimidation) and judges deny orders sought for leverage in a divorce. Well below the base.',
    },
    expectedFacts: { clientRole: 'petitioner', people: [{ name: 'Paul Sorensen', side: 'against' }], evidence: [] },
  },
  {
    id: 'fam-pa-child-support-21',
    source:
      'Pattern: a guideline child-support order where the payer claims a low income but lives beyond it, and the court assigns an earning capacity (Pa.R.C.P. 1910.16-2(d)(4); Pennsylvania Courts, "Child Support", https://www.pacourts.us/learn/learn-about-the-judicial-system/child-support); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Child support from Tyrone for our two boys',
      caseDescription:
        "Tyrone Banks and I were never married; we have two sons, 6 and 3, who live with me in Pittsburgh. His paternity is established. I filed for child support with the Allegheny County Domestic Relations section. Tyrone does drywall and gets paid mostly in cash, and he says he only makes $1,200 a month. But his own Instagram shows a new pickup he bought in the spring and a trip to Las Vegas, and his old employer's pay stubs from 2022 show $48,000 a year for the same work. I earn $36,000 as a medical assistant and pay for the boys' daycare.",
      state: 'PA',
      city: 'Pittsburgh',
      clientName: 'Shanice Howard',
      opposingParty: 'Tyrone Banks',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: true,
        childrenDetails: 'Two sons, 6 and 3, living with me.',
        supportRequested: true,
        supportDetails: 'Guideline support based on his earning capacity, plus a share of daycare.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 90],
      baseRate: 'family.child-support',
      why: 'Base 70 %. Parentage is established, the children live with her, and a court assigns earning capacity to a payer who hides cash income: his past pay stubs and spending support a guideline order near what she asks. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Tyrone Banks', side: 'against' }],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-tx-prenuptial-agreement-21',
    source:
      'Pattern: enforcing a premarital agreement signed shortly before the wedding with counsel on both sides and a schedule of assets (Tex. Fam. Code § 4.006, enforced unless involuntary or unconscionable without disclosure; Uniform Premarital Agreement Act § 6); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'prenuptial-agreement',
      caseTitle: 'Enforcing our prenup in the divorce',
      caseDescription:
        "My wife Natalie Pruitt and I signed a premarital agreement in Austin in 2015, three days before our wedding. It keeps my software company and its growth as my separate property. Natalie says she signed under pressure because the invitations were out. But we started negotiating the agreement two months before the wedding, she had her own lawyer, Ms. Harmon, who sent back two rounds of changes that we accepted, and a full schedule of my assets and income was attached to it. She signed in her lawyer's office. Now she has filed for divorce and asks the court to set the agreement aside. I am asking the court to enforce it.",
      state: 'TX',
      city: 'Austin',
      clientName: 'Owen Pruitt',
      opposingParty: 'Natalie Pruitt',
      keyWitnesses: ['Joan Harmon'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: false,
        assetDetails: 'My software company (separate property under the agreement), the marital home.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [75, 93],
      baseRate: 'family.prenup',
      why: 'Base 65 %. Texas enforces a premarital agreement unless it was signed involuntarily or was unconscionable without disclosure; here she had her own lawyer, who negotiated changes over two months, and a full schedule of assets was attached. Signing three days before the wedding alone does not make it involuntary. Well above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Natalie Pruitt', side: 'against' },
        { name: 'Joan Harmon', side: 'unknown' },
      ],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
  {
    id: 'fam-co-visitation-rights-21',
    source:
      'Pattern: a parent in recovery asking to restore parenting time, starting supervised and stepping up (C.R.S. § 14-10-129, restriction of parenting time only on endangerment; Colorado Judicial Branch self-help, "Parental Responsibilities"); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Getting my time with Ava back',
      caseDescription:
        "Two years ago in Colorado Springs the court suspended my parenting time with my daughter Ava, now 8, after I relapsed on alcohol and drove her after drinking. I completed a 90-day treatment program last year and I have been sober 14 months; my random tests through Soberlink have all been negative and my counselor wrote a letter about my progress. I have a steady job at a warehouse. Ava's mother, Kristen Dahl, opposes any time at all and says I will relapse again. I am asking for supervised visits every Saturday for three months and then unsupervised day visits if the tests stay clean.",
      state: 'CO',
      city: 'Colorado Springs',
      clientName: 'Ryan Dahl',
      opposingParty: 'Kristen Dahl',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Ava, 8, lives with her mother.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 82],
      baseRate: 'family.visitation',
      why: 'Base 70 %. A modest, stepped request (supervised first) backed by 14 months of negative monitored tests and a completed program; Colorado restricts parenting time only on a finding of endangerment. The past incident of driving her drunk keeps the court cautious. Around or a little above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Kristen Dahl', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ky-marital-property-division-21',
    source:
      "Pattern: an inherited farm claimed as nonmarital property in a Kentucky divorce, kept in one spouse's name and traced (KRS 403.190(2)(a), property acquired by inheritance is nonmarital; Kentucky appellate opinions on tracing); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'Keeping the farm my father left me',
      caseDescription:
        "My father died in 2012 and left me his 80-acre farm in Boyle County. I married Dwayne Casey in 2014. The deed has always been in my name only, the farm's rent from the neighbor who leases the fields has always gone into an account in my name only, and the property taxes are paid from that account. Dwayne never put money into the farm. Now we are divorcing in Danville and Dwayne says the farm is marital and he wants half of it because he helped fix fences a few weekends. My accountant kept the farm's books for ten years and can trace every dollar.",
      state: 'KY',
      city: 'Danville',
      clientName: 'Rachel Casey',
      opposingParty: 'Dwayne Casey',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: false,
        assetDetails: 'The inherited farm (deeded to me alone), the marital home, two vehicles.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 88],
      baseRate: 'family.property',
      why: "Base 50 %. Kentucky treats inherited property as nonmarital; the deed, the separate account and the accountant's tracing keep it so, and a few weekends of fence work do not make a marital contribution to its value. Well above even.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Dwayne Casey', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'for' }],
    },
  },
];
