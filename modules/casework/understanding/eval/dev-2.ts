// Development split of the case vignettes, second part (issue 25): written apart from the fact
// reader and the outcome model — without looking at reader/, model/ (other than the base-rate
// table) or the test split — so that it measures how the reader generalises to cases its rules
// were not written for. Like dev.ts, every case is invented from a public PATTERN (court
// self-help pages, appellate fact patterns, news reports), paraphrased; no name is a real
// private person's. States and case types come in other proportions than in dev.ts.
// Ranges are percent chances of an outcome favourable to the client (criminal: acquittal; family:
// the client gets what they ask for), starting from the cited base rate (model/reference.ts) and
// moved by the facts. A pair's second vignette spreads the first's facts and changes one; a
// mirror tells the same matter from the other party's side, with the complementary range.
//
// Conventions of the gold facts below: 'admission' / 'confession' only for a statement the client
// (or another person) made to someone — the police, an employer, a sister — and that the text
// reports; what the client concedes to their own lawyer in the narrative is not listed as
// evidence. A search or test that found nothing ("no prints", "the DNA does not match", "nothing
// was found") is listed as evidence FOR the client. Complainants and victims are 'against' the
// defendant. A guardian ad litem's or psychologist's evaluation is 'expert'; a treating
// counsellor's letter is 'testimony'. A charge line with "N counts" is N charges.
import type { Vignette } from './vignette.js';

// ── Shared facts of the pairs (the second of each pair spreads the first) ─────────────────────

const VA_DUI_11: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'dui',
  caseTitle: 'Commonwealth v. Tyler Brooks — DWI appeal, Fairfax',
  caseDescription:
    "got pulled over on route 50 in fairfax around 1am on a saturday because my tag light was out. the officer said he smelled alcohol and i told him i had two beers at my buddy's place watching the caps game, which is true, over like 4 hours. did the field tests on the shoulder, it was cold and windy and i have a bad left knee from high school football so the one leg stand didnt go great, he says i failed the walk and turn too. at the station the breath machine printed 0.09. the officer is supposed to watch you for 20 minutes before the breath test so you dont burp or anything, my lawyer got the video from the station and it shows him walk out of the room for about 8 minutes of that. i actually burped in there. no accident, nobody hurt, i wasnt speeding. i got convicted in general district court and appealed to circuit court, we asked for a jury.",
  state: 'VA',
  city: 'Fairfax',
  clientName: 'Tyler Brooks',
  opposingParty: 'Commonwealth of Virginia',
  keyWitnesses: ['Travis Hale', 'Officer Brandon Whitlow'],
  additionalFactors: 'Travis Hale is the friend whose apartment I was at; he will say I had two beers over about four hours.',
  filingDate: '2024-11-02',
  criminal: {
    chargeDetails: 'Driving while intoxicated, first offense, Va. Code Ann. § 18.2-266, Class 1 misdemeanor',
    priorConvictions: 'Nothing criminal — one speeding ticket in 2019',
    evidenceStrength: 'moderate',
    defenseStrategy:
      'Keep the breath result out because the 20-minute observation was not done, and argue 0.09 is inside the margin of error; the knee explains the one-leg stand.',
    bailStatus: 'Released on a summons, no bond',
  },
};

const WI_DRUG_STOP_11 =
  'He took my license and her registration, ran everything, wrote me a warning and handed it to me, and then said wait here, a K9 unit is on the way. I asked if I was free to go and he said no. The dog got there 23 minutes after he handed me the warning, the times are on his own dashcam.';
const WI_DRUG_STOP_12 =
  'He took my license and her registration and went back to his car to run everything, and while he was still writing the warning a K9 unit pulled up behind us, maybe 6 minutes into the stop. The dog was already walking around the car before he handed me the warning, the times are on his own dashcam.';

const WI_DRUG_11: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'drug-offenses',
  caseTitle: 'State of Wisconsin v. Devonte Price — I-94 stop, Eau Claire County',
  caseDescription: `I was driving my girlfriend Amber's Malibu back from Minneapolis on I-94 in March and a state trooper pulled me over outside Eau Claire for 78 in a 70. ${WI_DRUG_STOP_11} The dog alerted on the trunk and they found a backpack in there with about 60 grams of meth and a digital scale. I never said they could search anything. That backpack is not mine and I didn't know it was there, Amber's brother Shawn Kowalczyk borrows that car all the time. The state crime lab says it's meth. The lab also says none of the fingerprints on the bags are mine.`,
  state: 'WI',
  city: 'Eau Claire',
  clientName: 'Devonte Price',
  opposingParty: 'State of Wisconsin',
  keyWitnesses: ['Amber Kowalczyk', 'Trooper Dale Vukovich'],
  additionalFactors: 'Amber will say her brother Shawn has a key and uses the car most weekends.',
  criminal: {
    chargeDetails:
      'Possession with intent to deliver methamphetamine (more than 50 grams), Wis. Stat. § 961.41(1m)(e)4; Possession of drug paraphernalia, Wis. Stat. § 961.573(1)',
    priorConvictions: 'possession of THC, 2018 (misdemeanor, fine)',
    evidenceStrength: 'moderate',
    prosecutorName: 'Eau Claire County District Attorney',
    defenseStrategy:
      'Motion to suppress: the stop was dragged out to wait for a dog without reasonable suspicion (Rodriguez v. United States). At trial: I did not know the backpack was in the trunk.',
    bailStatus: '$10,000 cash bond, posted by my mother',
  },
};

const OR_BURGLARY_DNA_11 =
  "The burglar drank from a Gatorade bottle and left it on the counter, they sent it to the state crime lab and my lawyer says the DNA results aren't back yet.";
const OR_BURGLARY_DNA_12 =
  'The burglar drank from a Gatorade bottle and left it on the counter, and the state crime lab report came back last month: the DNA on the bottle is from an unknown male and it does not match me.';

const OR_BURGLARY_11: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseTitle: 'State v. Jesse Arliss — night break-in on Hawthorne Ave, Salem',
  caseDescription: `Someone broke into a house on Hawthorne Ave NE in Salem on March 2 around 3 in the morning while the family was asleep, came in through the back slider and took a purse, a MacBook and a set of car keys off the kitchen counter. Their ring doorbell clip shows a guy in a dark hoodie and a face mask walking up the side yard, you can't see his face, Det. Sandra Wilkes says he is "about my height and build". My ex Kayleigh Voight told the detective I was "desperate for money" that week and that I own a black hoodie like that (who doesn't). The neighbor across the street, Hollis Grange, says he saw a silver Honda Civic parked down the block around 2:30, I drive a silver Civic but he didn't get a plate. ${OR_BURGLARY_DNA_11} Police searched my apartment and my car with a warrant and found nothing from the house. My roommate Tyler Okafor says my car was in our lot when he got up for water at 2:45.`,
  state: 'OR',
  city: 'Salem',
  clientName: 'Jesse Arliss',
  opposingParty: 'State of Oregon',
  keyWitnesses: ['Tyler Okafor', 'Kayleigh Voight', 'Hollis Grange', 'Det. Sandra Wilkes'],
  criminal: {
    chargeDetails: 'Burglary in the first degree, ORS 164.225; Theft in the first degree, ORS 164.055',
    priorConvictions: 'Theft II, 2020 — misdemeanor, 18 months bench probation, finished',
    evidenceStrength: 'weak',
    defenseStrategy: 'Wrong guy. No face on the video, lots of silver Civics, nothing found in the search, my car was home.',
    bailStatus: 'Released on conditions (security release, $5,000 posted)',
  },
};

const KY_RZR_11: Vignette['facts'] = {
  caseCategory: 'criminal',
  caseType: 'grand-theft',
  caseTitle: 'Commonwealth v. Cody Brewer — the side-by-side from Facebook',
  caseDescription:
    'I bought a used Polaris RZR side by side off Facebook Marketplace in April for $3,800 cash. The seller went by "Jake T" and met me in the Dollar General parking lot in Scottsville because he said he lived out in the county. He said he was selling cheap because he was behind on child support, and that the title was at his ex\'s house and he would mail it. He never did. In June an Allen County deputy, Deputy Marcus Tillery, came out to my place because the real owner in Tennessee saw it in a picture my cousin posted, it had been stolen out of a barn near Gallatin in March. The deputy says the VIN plate on the frame was ground off. I never looked at the frame. When he asked me about the price I told him "I figured it was a good deal, maybe too good." I still have the Messenger chat with "Jake T" but his profile is deleted now. My cousin Dalton Reeves was with me when I bought it and watched me count out the cash. I work on a dairy farm. A RZR like that goes for about $14,500.',
  state: 'KY',
  city: 'Scottsville',
  clientName: 'Cody Brewer',
  opposingParty: 'Commonwealth of Kentucky',
  keyWitnesses: ['Dalton Reeves', 'Deputy Marcus Tillery'],
  criminal: {
    chargeDetails: 'Receiving stolen property, value $10,000 or more, KRS 514.110, Class C felony',
    priorConvictions: 'None. Never been arrested.',
    evidenceStrength: 'weak',
    defenseStrategy: 'I bought it in good faith from a Facebook seller and did not know it was stolen; I did not steal anything.',
    bailStatus: 'Released on his own recognizance',
  },
};

const MN_CUSTODY_GAL_11 =
  "Her report recommends that I have primary physical custody and Renata has every other weekend plus a midweek dinner when she's in town.";
const MN_CUSTODY_GAL_12 = 'Her report recommends joint physical custody with a week on, week off schedule.';

const MN_CUSTODY_11: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Divorce — I am asking for sole physical custody of Emma and Jonah',
  caseDescription: `My wife Renata Holm and I have been married 14 years and I filed for divorce in Olmsted County this spring. Our kids are Emma, 12, and Jonah, 9. I'm asking for sole physical custody with joint legal custody. Renata took a job last year as a regional sales manager and travels about 10 days a month, and when she's gone the kids are with me anyway. I coach Jonah's hockey team and I've done most of the school stuff and doctor appointments for the last two years. Renata moved to an apartment in Byron, 25 minutes away, and she wants 50/50 week on week off. The court appointed a guardian ad litem, Margaret Solberg. She interviewed both of us, visited both homes and talked to the kids' teachers. ${MN_CUSTODY_GAL_11} Emma told the GAL she wants to live at my house during the school week. Renata is a good mom, there's no abuse or anything like that, we just disagree.`,
  state: 'MN',
  city: 'Rochester',
  clientName: 'Anders Holm',
  opposingParty: 'Renata Holm',
  keyWitnesses: ['Margaret Solberg'],
  family: {
    relationshipStatus: 'married',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Emma, 12, and Jonah, 9; both in Rochester public schools near the marital home, where I still live.',
    assetDetails: 'Marital home, two retirement accounts.',
    supportRequested: true,
    supportDetails: 'Guideline child support from Renata if I get primary physical custody.',
  },
};

const VA_PRENUP_COUNSEL_11 = 'I had my own lawyer, who reviewed it and told me it was one-sided but legal, and I signed it anyway.';
const VA_PRENUP_COUNSEL_12 =
  "I did not have a lawyer. His lawyer drafted it and told me I didn't need one because it was 'pretty standard', and I signed it after reading it once.";

const VA_PRENUP_11: Vignette['facts'] = {
  caseCategory: 'family',
  caseType: 'prenuptial-agreement',
  caseTitle: 'He wants the court to enforce our prenup',
  caseDescription: `My husband Gregory Ashworth filed for divorce in Arlington after 11 years of marriage and he is asking the court to enforce our prenuptial agreement. It says his software company and anything it earns stays his separate property and that I waive spousal support. He gave it to me about three weeks before the wedding. ${VA_PRENUP_COUNSEL_11} A list of his assets was attached to it, including the company at about $2 million at the time. Now the company is worth maybe $30 million. I left my job as a middle school teacher when our twins were born in 2016 and I have been home with them since. It feels completely unfair now. I want the court to throw it out so I get a share of the company and spousal support.`,
  state: 'VA',
  city: 'Arlington',
  clientName: 'Meredith Ashworth',
  opposingParty: 'Gregory Ashworth',
  keyWitnesses: [],
  family: {
    relationshipStatus: 'married',
    custodyPreference: 'joint',
    childrenInvolved: true,
    childrenDetails: 'Twins, 8, living with me in the marital home; we expect to share custody.',
    assetDetails: 'His company (separate under the agreement, now worth about $30 million), the marital home, retirement accounts.',
    supportRequested: true,
    supportDetails: 'Spousal support, which the agreement waives.',
  },
};

export const VIGNETTES: Vignette[] = [
  // ── Criminal ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'crim-va-dui-11',
    source:
      'Pattern: Virginia DWI breath tests and the 20-minute observation period before the evidential test (A. L. Group, "Frequently Asked Questions About Breathalyzer Tests in Virginia", https://algroup.law/blog/faq-breathalyzer-test); a DUI convicted in general district court and appealed de novo to circuit court, where a jury is available (https://nicholsgreen.com/lawyers-all-applications-for-inheritance-must-now-be-filed-with-the-court/); paraphrased, names invented.',
    facts: VA_DUI_11,
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 54],
      baseRate: 'criminal.state-jury.dui',
      why: 'Base 16 %. A 0.09 reading barely over the limit, a break in the 20-minute observation period on the station video (which can keep the result out or at least undercut it, and he burped), a knee injury that explains the one-leg stand, a stop for a tag light rather than bad driving, and no record. Against him: he told the officer he drank and the officer says he failed the field tests. Well above the DUI base, but still short of even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Travis Hale', side: 'for' },
        { name: 'Officer Brandon Whitlow', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'video', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-va-dui-12',
    source: 'Pattern: as crim-va-dui-11, with the observation period properly kept on the station video; paraphrased, names invented.',
    facts: {
      ...VA_DUI_11,
      caseDescription: VA_DUI_11.caseDescription.replace(
        'it shows him walk out of the room for about 8 minutes of that.',
        'it shows him sitting right across from me the whole 20 minutes, he never left the room.',
      ),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 30],
      baseRate: 'criminal.state-jury.dui',
      why: 'As the first of the pair, but the station video shows the officer watched him for the full 20 minutes: the breath result comes in with its foundation, and 0.09 with the admission to drinking and failed field tests usually convicts. The low reading, the knee and the clean driving keep it a little above the DUI base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Travis Hale', side: 'for' },
        { name: 'Officer Brandon Whitlow', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-va-dui-11', differs: 'the station video shows the officer kept the 20-minute observation', expect: 'lower' },
  },
  {
    id: 'crim-mn-dui-11',
    source:
      'Pattern: Minnesota "physical control" DWI of a driver asleep in a parked car (McKinney Defense, "Can you sleep off a DWI in Minnesota?", https://mckinneydefense.com/2025/10/08/can-you-sleep-off-a-dwi-in-minnesota; State v. Fleck, 777 N.W.2d 233 (Minn. 2010)); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'dui',
      caseTitle: 'State v. Erik Mattila — asleep in my truck outside the brewery',
      caseDescription:
        'On the night of January 14 I left a work party at a brewery in Duluth. Realizing I had had too much to drink, I returned to my pickup, started the engine to run the heater (it was twelve below zero), reclined the driver\'s seat and waited for my wife to come and get me. A patrol officer knocked on the window at 11:40 p.m. I told him I had been drinking and that I was waiting for a ride. I have the text I sent my wife at 11:05 p.m.: "too drunk to drive, can you come get me at the brewery." She was on her way and arrived while I was in the squad car. The breath test at the jail read 0.14. I believe I did the responsible thing by not driving.',
      state: 'MN',
      city: 'Duluth',
      clientName: 'Erik Mattila',
      opposingParty: 'State of Minnesota',
      keyWitnesses: ['Joanne Mattila', 'Officer Nils Ostrander'],
      criminal: {
        chargeDetails:
          'Count 1: Third-degree DWI, operating or in physical control while under the influence of alcohol, Minn. Stat. § 169A.20, subd. 1(1); Count 2: Third-degree DWI, alcohol concentration of 0.08 or more within two hours, Minn. Stat. § 169A.20, subd. 1(5)',
        priorConvictions: 'One prior DWI, 2016 (pleaded guilty, fourth degree).',
        evidenceStrength: 'weak',
        defenseStrategy: 'I was not driving and had no intention of driving; I was waiting for my wife.',
        bailStatus: 'Released without bail on conditions (no alcohol, testing)',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 23],
      baseRate: 'criminal.state-jury.dui',
      why: "Base 16 %. Minnesota's physical-control rule reaches a person in the driver's seat of an operable vehicle with the engine running (State v. Fleck went further); the 0.14 breath test, his statement to the officer and the officer's observations prove every element, and the text to his wife shows a good intention the statute does not require. Jurors may sympathise, but the law leaves little room; a prior DWI within ten years. At or below the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Joanne Mattila', side: 'for' },
        { name: 'Officer Nils Ostrander', side: 'against' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wi-drug-offenses-11',
    source:
      'Pattern: a traffic stop prolonged to wait for a drug dog after the warning was issued (Rodriguez v. United States, 575 U.S. 348 (2015); "Police cannot extend traffic stop for drug dog to sniff car", https://publicdefenders.us/blogs/police-cannot-extend-traffic-stop-for-drug-dog-to-sniff-car); paraphrased, names invented.',
    facts: WI_DRUG_11,
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [40, 65],
      baseRate: 'criminal.state-jury.drug',
      why: "Base 18 %. The trooper's own dashcam shows the stop was held 23 minutes past the warning, with no stated suspicion, only to wait for a dog: under Rodriguez that is an unreasonable seizure and the drugs are likely suppressed, which ends the case. If they come in, a borrowed car, a backpack in the trunk, no prints on the bags and a brother who uses the car make knowledge doubtful. Against: 60 grams and a scale in the car he was driving alone, and a small drug prior. About even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Amber Kowalczyk', side: 'for' },
        { name: 'Trooper Dale Vukovich', side: 'against' },
        { name: 'Shawn Kowalczyk', side: 'unknown' },
      ],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'video', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-wi-drug-offenses-12',
    source:
      'Pattern: as crim-wi-drug-offenses-11, with the dog arriving while the warning was still being written (no prolongation: Illinois v. Caballes, 543 U.S. 405 (2005)); paraphrased, names invented.',
    facts: {
      ...WI_DRUG_11,
      caseDescription: WI_DRUG_11.caseDescription.replace(WI_DRUG_STOP_11, WI_DRUG_STOP_12),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [14, 35],
      baseRate: 'criminal.state-jury.drug',
      why: 'As the first of the pair, but the dashcam shows the dog arrived and sniffed while the warning was still being written: the stop was not prolonged and the suppression motion fails. What remains is knowledge — a borrowed car, no prints, the brother — against 60 grams and a scale in the car he alone was driving. Near the drug base, a little above it.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Amber Kowalczyk', side: 'for' },
        { name: 'Trooper Dale Vukovich', side: 'against' },
        { name: 'Shawn Kowalczyk', side: 'unknown' },
      ],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'forensic', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'video', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
    pairOf: {
      id: 'crim-wi-drug-offenses-11',
      differs: 'the dog arrived before the warning was finished: no prolonged stop',
      expect: 'lower',
    },
  },
  {
    id: 'crim-or-burglary-11',
    source:
      'Pattern: residential burglaries investigated from doorbell-camera clips and trace evidence left at the scene (Mesa Police, "Ring Technology Helps Police Arrest Car Burglary Suspect", https://mesapd.blogspot.com/2019/09/ring-technology-helps-police-arrest-car_26.html; NBC DFW, "Hello, Stranger: How Doorbell Cameras ... Are Helping Police", https://www.nbcdfw.com/local/dfw-morningnews-hello-stranger-how-doorbell-cameras-in-north-texas-are-helping-police-and-residents-catch-bad-guys/251980/); paraphrased, names invented.',
    facts: OR_BURGLARY_11,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [24, 46],
      baseRate: 'criminal.state-jury.property',
      why: "Base 20 %. A purely circumstantial case: a doorbell clip with no face, a common car with no plate, an ex-girlfriend's motive story, and nothing found in a warrant search; the roommate puts his car at home at 2:45. The DNA on the bottle is pending and could decide it either way, and the theft prior can be used to impeach him if he testifies. Above the base, still more likely a conviction than not.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Tyler Okafor', side: 'for' },
        { name: 'Kayleigh Voight', side: 'against' },
        { name: 'Hollis Grange', side: 'against' },
        { name: 'Det. Sandra Wilkes', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'unknown' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'unknown' },
        { kind: 'physical', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-or-burglary-12',
    source:
      'Pattern: as crim-or-burglary-11, with the crime lab excluding the defendant from DNA on an item the burglar left; paraphrased, names invented.',
    facts: {
      ...OR_BURGLARY_11,
      caseDescription: OR_BURGLARY_11.caseDescription.replace(OR_BURGLARY_DNA_11, OR_BURGLARY_DNA_12),
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [48, 72],
      baseRate: 'criminal.state-jury.property',
      why: 'As the first of the pair, but the lab excludes him from the DNA on a bottle the burglar drank from and left behind, and finds an unknown male instead: where identity is the whole question and the rest is circumstantial, an exclusion makes reasonable doubt likely (if the case is not dropped).',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Tyler Okafor', side: 'for' },
        { name: 'Kayleigh Voight', side: 'against' },
        { name: 'Hollis Grange', side: 'against' },
        { name: 'Det. Sandra Wilkes', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'unknown' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
    pairOf: { id: 'crim-or-burglary-11', differs: 'the DNA on the bottle comes back as an unknown male, not the client', expect: 'higher' },
  },
  {
    id: 'crim-ky-grand-theft-11',
    source:
      'Pattern: receiving-stolen-property charges against buyers from online marketplaces, where knowledge is inferred from a too-low price, a cash sale, no title and removed serial numbers (LA Criminal Defense legal dictionary, "Receiving Stolen Property", https://www.lacriminaldefenseattorney.com/legal-dictionary/r/receiving-stolen-property/; LegalClarity, "What Happens If You Buy Something That Was Stolen?", https://legalclarity.org/what-happens-if-you-buy-something-that-was-stolen); paraphrased, names invented.',
    facts: KY_RZR_11,
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 29],
      baseRate: 'criminal.state-jury.property',
      why: 'Base 20 %. The chat and the cousin show he bought rather than stole it, but receiving turns on knowing or having reason to believe it was stolen: a quarter of market value, cash in a parking lot, no title, a ground-off VIN, and his own "maybe too good" to the deputy let a jury infer it. No record helps a little; a compromise on value is possible, full acquittal unlikely.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dalton Reeves', side: 'for' },
        { name: 'Deputy Marcus Tillery', side: 'against' },
      ],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'digital', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ky-grand-theft-12',
    source:
      "Pattern: as crim-ky-grand-theft-11, told by the client's mother in the third person; the facts are the same; paraphrased, names invented.",
    facts: {
      ...KY_RZR_11,
      caseTitle: 'My son Cody is charged over a side-by-side he bought on Facebook',
      caseDescription:
        'My son Cody (26) bought a used Polaris RZR side by side off Facebook Marketplace in April for $3,800 cash. The seller called himself "Jake T" and met Cody in the Dollar General parking lot in Scottsville, saying he lived out in the county. He told Cody he was selling cheap because he was behind on child support, and that the title was at his ex\'s house and he would mail it. He never did. In June an Allen County deputy, Deputy Marcus Tillery, came out to Cody\'s place because the real owner in Tennessee saw the machine in a picture Cody\'s cousin posted; it had been stolen out of a barn near Gallatin in March. The deputy says the VIN plate on the frame was ground off. Cody never looked at the frame. When the deputy asked him about the price, Cody told him "I figured it was a good deal, maybe too good." Cody still has the Messenger chat with "Jake T", but that profile is deleted now. His cousin Dalton Reeves was with him when he bought it and watched him count out the cash. Cody works on a dairy farm. A RZR like that goes for about $14,500.',
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 29],
      baseRate: 'criminal.state-jury.property',
      why: "The same facts as the first of the pair, told by the client's mother in the third person: the voice must not move the estimate, and the client is still the defendant (not the mother).",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dalton Reeves', side: 'for' },
        { name: 'Deputy Marcus Tillery', side: 'against' },
      ],
      evidence: [
        { kind: 'physical', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'digital', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
      charges: 1,
    },
    pairOf: { id: 'crim-ky-grand-theft-11', differs: "told by the client's mother in the third person; same facts", expect: 'same' },
  },
  {
    id: 'crim-ma-assault-11',
    source:
      'Pattern: a bouncer charged after an ejected patron is injured, decided on the bar\'s video (Universal Hub, bouncer fight at a Seaport bar, https://universalhub.com/node/114606); "serious bodily injury" under G.L. c. 265 (Commonwealth v. Johnson, 92 Mass. App. Ct. 538 (2017), http://masscases.com/cases/app/92/92massappct538.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'Commonwealth v. Jerome Baptiste — ejecting a patron at the Seaport',
      caseDescription:
        'I work the door at a bar in Boston\'s Seaport. On October 8 a patron, Gregory Lyle, was refused service for being intoxicated and the manager asked me to walk him out. At the front door he turned and swung at me, hitting my jaw. I took hold of him from behind to move him outside and we both went down the three front steps. He broke his ankle. The bar\'s surveillance camera shows him swinging first, and shows that I never punched or kicked him. His friend, Paul Devereaux, told police that I "threw him down the stairs." The manager, Rita Okonjo, saw the whole thing and supports my account. His hospital chart shows a blood alcohol of 0.21. Mr. Lyle has since filed a civil suit against the bar.',
      state: 'MA',
      city: 'Boston',
      clientName: 'Jerome Baptiste',
      opposingParty: 'Commonwealth of Massachusetts',
      keyWitnesses: ['Rita Okonjo', 'Paul Devereaux', 'Gregory Lyle'],
      criminal: {
        chargeDetails: 'Assault and battery causing serious bodily injury, G.L. c. 265, § 13A(b)(i)',
        priorConvictions: 'No record',
        evidenceStrength: 'moderate',
        prosecutorName: 'Suffolk County District Attorney',
        defenseStrategy: 'Self-defense and lawful ejection with reasonable force; the video shows he struck first and I never hit him.',
        bailStatus: 'Released on personal recognizance at arraignment',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [52, 76],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. Clear video of the complainant swinging first and of no strikes by the client, a manager who saw it, an employee's right to eject with reasonable force, the complainant's 0.21 and a civil suit that gives him a motive. The risk is a jury finding that taking him down the steps was excessive given the broken ankle.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Gregory Lyle', side: 'against' },
        { name: 'Paul Devereaux', side: 'against' },
        { name: 'Rita Okonjo', side: 'for' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-sc-assault-11',
    source:
      "Pattern: a party assault where the victim identified the defendant after a friend sent him the defendant's social-media photo, then picked him from a lineup (New York Appellate Digest, 2018, identification after viewing a Facebook page, https://www.newyorkappellatedigest.com/2018/06/14/people-should-have-provided-notice-of-burglary-victims-identification-of-defendant-on-the-police-departments-facebook-page-after-the-victim-had-been-given-the-defendants-name-by-the-police-erro/); ABHAN, S.C. Code § 16-3-600 (https://carolinaattorneys.com/16-3-300-assault-and-battery-of-a-high-and-aggravated-nature.html); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'assault',
      caseTitle: 'ABHAN charge from a house party in Columbia',
      caseDescription:
        "so this happened at a house party near USC in february. some dude Jalen Moultrie got hit in the head with a bottle in the kitchen and needed 12 staples. i was at the party but i was out back on the porch most of the night. jalen told the first officer it was 'a tall guy in a red jacket' and that he didnt really see his face, its in the report. the next day his friend sent him my instagram and said 'this the guy?' and jalen said yeah. then a week later the detective showed him a six pack photo lineup and of course he picked me. yes i had a red jacket on, it was a gamecocks game day, half the party had red on. the guy throwing the party Marquise Dunbar says i was outside with him on the porch when everybody heard the glass break and i came in after. no fingerprints came back on the bottle pieces.",
      state: 'SC',
      city: 'Columbia',
      clientName: 'Khalil Simmons',
      opposingParty: 'State of South Carolina',
      keyWitnesses: ['Marquise Dunbar', 'Jalen Moultrie', 'Det. Lorenzo Haigler'],
      criminal: {
        chargeDetails: 'Assault and battery of a high and aggravated nature (ABHAN), S.C. Code Ann. § 16-3-600(B)(1)',
        priorConvictions: 'simple possession of marijuana 2019 paid a fine, and a shoplifting when i was 19, also a fine',
        evidenceStrength: 'weak',
        defenseStrategy: 'Misidentification — he only picked me after seeing my Instagram; I was on the porch with the host.',
        bailStatus: '$15,000 surety bond, posted',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [36, 60],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. The only identification was contaminated by a single Instagram photo sent by a friend before the lineup (not police-arranged, so probably not suppressed, but strong on cross-examination), after an initial report that he did not see the face; the host puts the client on the porch when the glass broke, and no prints came back. The red jacket fits and a jury may believe a victim who picked him twice. About even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jalen Moultrie', side: 'against' },
        { name: 'Marquise Dunbar', side: 'for' },
        { name: 'Det. Lorenzo Haigler', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'alibi', direction: 'for' },
        { kind: 'forensic', direction: 'for' },
        { kind: 'digital', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ok-battery-11',
    source:
      'Pattern: domestic assault and battery where the arrested partner has defensive injuries and claims self-defense (OSBI FAQ on 21 O.S. § 644(C), https://osbi.ok.gov/faq/what-considered-domestic-abuse-state-oklahoma; "When Is Self-Defense in a Domestic Assault and Battery Case in Tulsa Valid?", https://tulsa-criminallawyers.com/when-is-self-defense-in-a-domestic-assault-and-battery-case-in-tulsa-valid); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'battery',
      caseTitle: 'My brother Dwayne was arrested but she attacked him',
      caseDescription:
        'My brother Dwayne Harjo (34) is charged with domestic abuse assault and battery on his girlfriend Crystal Beaver. On the night of August 19 they were arguing at their apartment in Tulsa and she threw a lamp at him and then came at him with her nails. He has four deep scratches down his neck and cheek and the officer photographed them. He pushed her off and she fell against the coffee table and bruised her hip, the officer took a picture of that too. She called 911 and said he pushed her down, and the officer arrested him and not her. Their neighbor Mrs. Loretta Sixkiller heard Crystal screaming "I\'ll kill you" right before the crash. The next day Crystal told her own sister Tamara that she threw the lamp first, and Tamara told me and says she will say it in court. Dwayne has a DUI from 2015 and nothing violent ever.',
      state: 'OK',
      city: 'Tulsa',
      clientName: 'Dwayne Harjo',
      opposingParty: 'State of Oklahoma',
      keyWitnesses: ['Loretta Sixkiller', 'Tamara Beaver', 'Crystal Beaver', 'Officer Ryan Castell'],
      criminal: {
        chargeDetails: 'Domestic abuse — assault and battery, 21 O.S. § 644(C)',
        priorConvictions: 'DUI 2015 (misdemeanor), nothing violent',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Self-defense: she threw a lamp and clawed him; he only pushed her off.',
        bailStatus: '$2,500 bond posted; no-contact order with Crystal',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [42, 66],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. A well-supported self-defense claim: photographed scratches on the client, a neighbor who heard the complainant threaten to kill him, and the complainant's admission to her own sister that she threw the lamp first (usable to impeach her). Against: her 911 call, her photographed bruise and the officer's choice to arrest him. A misdemeanour record that is not violent. About even, slightly for him.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Crystal Beaver', side: 'against' },
        { name: 'Loretta Sixkiller', side: 'for' },
        { name: 'Tamara Beaver', side: 'for' },
        { name: 'Officer Ryan Castell', side: 'against' },
      ],
      evidence: [
        { kind: 'physical', direction: 'for' },
        { kind: 'physical', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
        { kind: 'admission', direction: 'for', whose: 'other' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-la-robbery-11',
    source:
      "Pattern: armed robbery of a convenience store resting on a clerk's photo-lineup identification (State v. Williams, No. 2010-KA-1197 (La. App. 4 Cir. 2011), https://paperzz.com/doc/7941491/document-generated-from-the-louisiana-court-of); the limits of cell-sector location evidence (Peach State Lawyer, https://www.peachstatelawyer.com/using-cell-phone-data-in-defense-of-murder-in-fulton-dekalb-and-clayton-counties/); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'State v. Darius Landry — Circle K robbery on Florida Blvd',
      caseDescription:
        'I am charged with the armed robbery of a gas station store on Florida Blvd in Baton Rouge last November. The clerk, Mr. Anh Tran, picked me out of a photo lineup two days later and told the detective he was "pretty sure." The robber had a gun and a face covering pulled down under his chin. The store video is grainy and Det. Renee Fontenot says the robber\'s build matches mine. My phone records show my phone hit a tower about a mile from the store 15 minutes before the robbery, but I live two miles from there and I was home. When they arrested me they searched my car and found a pistol under the passenger seat. My cousin Terrell Landry told the cops it was his gun and he left it in my car. The money from the register was never found.',
      state: 'LA',
      city: 'Baton Rouge',
      clientName: 'Darius Landry',
      opposingParty: 'State of Louisiana',
      keyWitnesses: ['Terrell Landry', 'Anh Tran', 'Det. Renee Fontenot'],
      criminal: {
        chargeDetails:
          'Armed robbery with a firearm, La. R.S. 14:64 and La. R.S. 14:64.3; Possession of a firearm by a convicted felon, La. R.S. 14:95.1',
        priorConvictions: 'Simple burglary, 2016 — did 3 years, finished parole in 2021',
        evidenceStrength: 'moderate',
        defenseStrategy: "Misidentification; the gun is my cousin's and the phone tower covers my house.",
        bailStatus: 'Bond set at $250,000, cannot post',
        detentionDetails: 'In East Baton Rouge Parish Prison since November.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [6, 27],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. A clerk\'s "pretty sure" pick of a half-masked robber, a phone near the store (but also near home), a grainy video and no money found leave room on the robbery; but a pistol under his own passenger seat makes the felon-in-possession count likely whatever the cousin says, and the burglary prior and months in jail weigh against him. Acquittal on everything is unlikely.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Anh Tran', side: 'against' },
        { name: 'Terrell Landry', side: 'for' },
        { name: 'Det. Renee Fontenot', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
        { kind: 'records', direction: 'against' },
        { kind: 'physical', direction: 'against' },
        { kind: 'admission', direction: 'for', whose: 'other' },
        { kind: 'physical', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ny-robbery-11',
    source:
      "Pattern: a street robbery by three men where a co-defendant pleads and testifies, and the accomplice-corroboration rule applies (N.Y. CPL 60.22, https://nysenate.gov/legislation/laws/CPL/60.22; People v. Lopez (1st Dep't 2014), https://e.casetext.com/case/people-v-lopez-1257); paraphrased, names invented.",
    facts: {
      caseCategory: 'criminal',
      caseType: 'robbery',
      caseTitle: 'People v. Isaiah Brooks — Clifford Ave robbery',
      caseDescription:
        "I'm 19 and charged with robbery in the second degree in Rochester. In July three guys took a man's phone and wallet outside a corner store on Clifford Ave and one of them punched him. Deshawn Pettaway was arrested the next day with the man's phone in his pocket. He took a plea and now says I was one of the three and that I'm the one who threw the punch. The store camera shows three guys only from the back, one has a red jacket and I do own a red jacket. When the detective interviewed me I said \"I was around there that night but I didn't rob nobody.\" The victim, Hector Alvarado, looked at a photo array and could not pick anybody. My girlfriend Aaliyah Morris says I was at her place on Joseph Ave by 10:30 and the robbery was at 11:15.",
      state: 'NY',
      city: 'Rochester',
      clientName: 'Isaiah Brooks',
      opposingParty: 'People of the State of New York',
      keyWitnesses: ['Aaliyah Morris', 'Deshawn Pettaway', 'Hector Alvarado'],
      criminal: {
        chargeDetails:
          'Robbery in the second degree, Penal Law § 160.10(1) (aided by another person actually present); Assault in the third degree, Penal Law § 120.00(1)',
        priorConvictions: 'Youthful offender adjudication at 17 for petit larceny (sealed, not a conviction)',
        evidenceStrength: 'moderate',
        defenseStrategy:
          "The only one naming me is a co-defendant who got a deal; the victim could not identify anyone; I was at my girlfriend's.",
        bailStatus: '$5,000 cash bail, posted by my grandmother',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 54],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. The case rests on a cooperating accomplice with a plea deal, whose testimony New York requires to be corroborated; the corroboration is thin but probably enough in law (his admission that he was in the area, a red jacket on a back-view video). The victim could not identify anyone, and the girlfriend's alibi helps though she is interested; the youthful-offender adjudication cannot be used to impeach. Somewhat below even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Deshawn Pettaway', side: 'against' },
        { name: 'Hector Alvarado', side: 'neutral' },
        { name: 'Aaliyah Morris', side: 'for' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'video', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-in-theft-11',
    source:
      'Pattern: a home caregiver charged after pawning an elderly client\'s ring (WKRN, "Caregiver pawns family heirloom stolen from Alzheimer\'s patient", 2014, http://wkrn.com/2014/09/03/caregiver-pawns-family-heirloom-stolen-from-alzheimers-patient/), here with a gift defense; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'theft',
      caseTitle: 'State of Indiana v. Patrice Dunlap — the sapphire ring',
      caseDescription:
        "I am a home health aide and for two years I cared for Mrs. Evelyn Stroud, who is 88, in her home in Fort Wayne. In March her daughter Carol Stroud reported that Mrs. Stroud's sapphire ring was missing. The police found that I had pawned the ring at a shop on Coliseum Blvd for $400, the pawn ticket has my name and my ID on it, and I told the detective right away that I pawned it and why. Mrs. Stroud gave me that ring in January for my birthday. She said she wanted me to have something to remember her by. I pawned it because my car broke down, which I regret. My coworker Bernadette Hollings was there on my birthday and heard Mrs. Stroud say \"that's for you, honey.\" Mrs. Stroud has moderate dementia, her doctor's records say so, and now she told the detective she doesn't remember giving it to me. Carol says her mother would never give that ring away, it was her grandmother's. The ring was appraised at $3,200. I have never been in trouble in my life.",
      state: 'IN',
      city: 'Fort Wayne',
      clientName: 'Patrice Dunlap',
      opposingParty: 'State of Indiana',
      keyWitnesses: ['Bernadette Hollings', 'Carol Stroud'],
      criminal: {
        chargeDetails:
          'Theft, Ind. Code § 35-43-4-2(a)(1)(A), Level 6 felony (value of at least $750); Exploitation of an endangered adult, Ind. Code § 35-46-1-12',
        priorConvictions: 'None',
        evidenceStrength: 'strong',
        defenseStrategy: 'It was a gift; my coworker heard her give it to me.',
        bailStatus: 'Released on her own recognizance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [24, 46],
      baseRate: 'criminal.state-jury.property',
      why: "Base 20 %. The taking is not in dispute (pawn ticket, her statement to the detective); the case turns on a gift. A coworker who heard the gift and the owner's dementia (which undercuts her \"I don't remember\") help; but the same dementia raises doubts about her capacity to give, the daughter's account of an heirloom, and pawning it soon after for cash look bad to jurors protective of the elderly. No record. Above the base, below even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Evelyn Stroud', side: 'against' },
        { name: 'Carol Stroud', side: 'against' },
        { name: 'Bernadette Hollings', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'records', direction: 'unknown' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-fl-fraud-11',
    source:
      'Pattern: contractors charged after taking storm-repair deposits and not doing the work (ClearBlt, Florida contractor-deposit fraud case report, https://www.clrblt.com/articles/nicholas-costello-florida-contractor-fraud; WPL Legal, "Did a Contractor Steal Your Money and Abandon You?", https://wpl-legal.com/did-a-contractor-steal-your-money-and-abandon-you-here-are-five-things-you-should-consider/); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'fraud',
      caseTitle: 'State v. Travis Mabry — hurricane repair deposits',
      caseDescription:
        'After Hurricane Ian I was doing roof and drywall jobs around Fort Myers with my company, Sandpiper Home Restoration LLC. I took deposits from 9 homeowners, about $47,000 total, and I only finished 2 of the jobs. The State says I never meant to do the work. That is not true, I ordered materials for 3 more jobs, I have the invoices from the supply house, but then my main crew quit and my truck got repossessed and everything fell apart. The bank records show some of the deposit money went to my mortgage and my boat payment, I know how that looks. I was registered as a handyman, not licensed as a roofer. I kept texting the homeowners that we would start "next week" for two months after my crew was gone. The main witness is Mrs. Gail Overstreet, she\'s 79 and paid me $9,000. My old foreman Luis Pacheco can tell them we were really working until the crew walked off.',
      state: 'FL',
      city: 'Fort Myers',
      clientName: 'Travis Mabry',
      opposingParty: 'State of Florida',
      keyWitnesses: ['Luis Pacheco', 'Gail Overstreet'],
      criminal: {
        chargeDetails:
          'Organized scheme to defraud, $20,000 to $50,000, Fla. Stat. § 817.034(4)(a)2.; Unlicensed contracting during a declared state of emergency, Fla. Stat. § 489.127(1)(f) and (2)(c)',
        priorConvictions: 'none',
        evidenceStrength: 'weak',
        defenseStrategy: 'It was a business that failed, not a fraud: I did two jobs and bought materials for three more.',
        bailStatus: 'Released on $20,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [3, 23],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. Two finished jobs, supply invoices and the foreman give the failed-business defense real footing on the scheme count; but deposits diverted to his mortgage and boat, two months of "next week" texts after the crew was gone, an elderly homeowner as the lead witness and unlicensed roofing during a declared emergency (a count that is close to proved by the licensing records alone) make acquittal on everything unlikely. The "weak" rating is contradicted by the records.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Gail Overstreet', side: 'against' },
        { name: 'Luis Pacheco', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'digital', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ct-identity-theft-11',
    source:
      'Pattern: pandemic unemployment claims filed in stolen names from a shared address and internet connection (Identity Theft Resource Center, "COVID-19 Pandemic Leads to Unemployment Benefits Identity Theft", https://www.idtheftcenter.org/covid-19-pandemic-leads-to-unemployment-benefits-identity-theft/); C.G.S. § 53a-129b (https://www.allanffriedmanlaw.com/amp/c-g-s-53a-129b-identity-theft-in-the-first-degree-class-b-felony.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'identity-theft',
      caseTitle: 'unemployment claims charged to me in New Haven',
      caseDescription:
        'im charged with identity theft over pandemic unemployment claims. the labor dept says 14 claims were filed in other peoples names in 2020 and 2021 and the debit cards were mailed to my apartment building in new haven, and the claims were filed from an IP address that is our apartment wifi. about $61,000 total. my roommate back then, Kwame Osei, moved back to ghana in 2022, he was always on his laptop and he got the mail first because he worked nights. police searched the apartment in 2023 after he left and found nothing, no cards, no lists of names. three of the cards were used at an ATM on whalley ave and the ATM camera got a guy in a hat and a mask, they say its me but you cant tell who it is. the bank records show one $2,400 transfer from one of the cards into my checking account, i thought that was kwame paying his half of the rent, i have texts with him about rent that month.',
      state: 'CT',
      city: 'New Haven',
      clientName: 'Jonah Ferreira',
      opposingParty: 'State of Connecticut',
      keyWitnesses: [],
      criminal: {
        chargeDetails:
          'Identity theft in the first degree, C.G.S. § 53a-129b (14 counts); Larceny in the first degree by defrauding a public community, C.G.S. § 53a-122(a)(4)',
        priorConvictions: 'no record',
        evidenceStrength: 'moderate',
        defenseStrategy: 'It was my roommate, who had the same wifi and got the mail; the one transfer I thought was rent.',
        bailStatus: '$25,000 non-surety bond (promise to appear)',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [14, 34],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. A shared IP address and a shared mailbox leave real room for the absent roommate, the search found nothing and the ATM video shows no face; the rent texts give the one transfer an innocent explanation. But money from a fraudulent card landed in his account, and a jury may doubt a blamed roommate who cannot be cross-examined. Somewhat above the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [{ name: 'Kwame Osei', side: 'unknown' }],
      evidence: [
        { kind: 'digital', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'video', direction: 'unknown' },
        { kind: 'physical', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
      charges: 15,
    },
  },
  {
    id: 'crim-ga-homicide-11',
    source:
      'Pattern: a murder case resting on one late stranger identification made after a social-media post, against cell-site records placing the phone elsewhere (Peach State Lawyer, "How Cell Phone Records Can Create an Alibi Defense in Georgia Criminal Cases", https://www.peachstatelawyer.com/how-cell-phone-records-can-create-an-alibi-defense-in-georgia-criminal-cases/; Syracuse.com on Facebook photo lineups, 2018, http://www.syracuse.com/crime/index.ssf/2018/05/when_a_six_pack_wont_work_how_police_created_a_facebook_lineup_in_murder_case.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'My brother Tremaine is charged with a murder he did not do',
      caseDescription:
        'My little brother Tremaine Greer (24) has been in the Richmond County jail with no bond for 14 months for a shooting outside a gas station in Augusta in which a man named Otis Felder was killed. The only person who says Tremaine did it is a woman named Tasha Rollins who was across the street. She didn\'t come forward until three months later, after someone posted Tremaine\'s picture on Facebook saying he did it, and then she picked him out of a photo lineup. The gas station camera was broken that night. No gun was ever found and the police found nothing when they searched his apartment. His phone records show his phone using a tower in Grovetown, about 12 miles away, from 9:40 to 11:15 pm, and the shooting was at 10:20. His girlfriend Keyona Blake says he was with her in Grovetown watching a movie. The bad part is Tremaine had a dispute with Mr. Felder over a car sale a month before, and there is a text from Tremaine to him saying "you gonna regret playing me."',
      state: 'GA',
      city: 'Augusta',
      clientName: 'Tremaine Greer',
      opposingParty: 'State of Georgia',
      keyWitnesses: ['Keyona Blake', 'Tasha Rollins'],
      criminal: {
        chargeDetails:
          'Felony murder, O.C.G.A. § 16-5-1(c); Aggravated assault, O.C.G.A. § 16-5-21(a)(2); Possession of a firearm during the commission of a felony, O.C.G.A. § 16-11-106',
        priorConvictions: 'Possession of marijuana (less than an ounce), 2019, misdemeanor',
        evidenceStrength: 'weak',
        defenseStrategy:
          'Alibi: his phone and his girlfriend put him in Grovetown; the only witness picked him after seeing him on Facebook.',
        bailStatus: 'Bond denied',
        detentionDetails: 'Richmond County jail, 14 months so far.',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [45, 70],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. One stranger eyewitness who came forward three months later, after a Facebook post naming him, against cell-site records putting his phone 12 miles away throughout, an alibi witness, no weapon and a search that found nothing. The threatening text gives a motive and a phone is not a person, and a long detention can colour a jury; still, reasonable doubt is more likely than not.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Tasha Rollins', side: 'against' },
        { name: 'Keyona Blake', side: 'for' },
        { name: 'Otis Felder', side: 'against' },
      ],
      evidence: [
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'alibi', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'digital', direction: 'against' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-al-homicide-11',
    source:
      'Pattern: one-punch manslaughter prosecutions where the victim dies from striking his head on the ground (LegalClarity, "If You Punch Someone and They Die, Is It Manslaughter?", https://legalclarity.org/if-you-punch-someone-and-they-die-is-it-manslaughter; NZ Herald trial report, https://nzherald.co.nz/nz/punch-leads-to-manslaughter-charge/TLTYB3QSOFYNGCYKDB4VPZYLUQ), here with a defense-of-another claim; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'homicide',
      caseTitle: 'State v. Cameron Tate — one punch outside the Waffle House',
      caseDescription:
        "I'm charged with manslaughter in Mobile. March 3, about 2 am, outside a Waffle House on Airport Blvd. A man I didn't know, Wade Kimbrough, was drunk and yelling at my girlfriend Jasmine Pugh in the parking lot and then shoved her hard into a car. I stepped in and punched him once in the face. He fell backward and hit his head on the curb. He died two days later. The restaurant's outside camera recorded it. You can see him shove Jasmine and you can see me punch him about 3 seconds later. You can also see he had turned toward me with his hands up, I can't tell if it was to fight or to back off. I stayed, called 911 and told the officer \"I hit him, I didn't mean for this.\" The medical examiner says he died of a skull fracture from hitting the curb, and his blood alcohol was .24. Jasmine and the cook, Earl Tolliver, saw him shove her.",
      state: 'AL',
      city: 'Mobile',
      clientName: 'Cameron Tate',
      opposingParty: 'State of Alabama',
      keyWitnesses: ['Jasmine Pugh', 'Earl Tolliver'],
      criminal: {
        chargeDetails: 'Manslaughter, Code of Ala. § 13A-6-3(a)(1), Class B felony',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Defense of another person: he had just shoved my girlfriend into a car. One punch, no intent to kill.',
        bailStatus: 'Released on $50,000 bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [36, 60],
      baseRate: 'criminal.state-jury.violent',
      why: 'Base 23 %. Alabama allows force to defend a third person from imminent unlawful force, and manslaughter needs recklessness as to death, which a single punch often does not show; the drunk stranger had just shoved his girlfriend, two witnesses saw it, and he stayed and called 911. Against: a death, his statement that he hit him, the medical examiner on cause, and a video where the man had turned with his hands up three seconds later. About even.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Wade Kimbrough', side: 'against' },
        { name: 'Jasmine Pugh', side: 'for' },
        { name: 'Earl Tolliver', side: 'for' },
      ],
      evidence: [
        { kind: 'video', direction: 'unknown' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'expert', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ca-sexual-assault-11',
    source:
      'Pattern: acquaintance sexual-assault cases after a party, turning on intoxication, messages before the encounter and an apology text after (Shook & Gunter, "Consent Key to Defense to Sex Assault Charges", https://shookandgunter.com/consent-key-to-defense-to-sex-assault-charges/; "Can Text Messages Prove Consent in Sexual Assault Cases?", https://lawsdraws.com/can-text-messages-prove-consent-in-sexual-assault-cases); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'People v. Nolan Pryce — after a party in Isla Vista',
      caseDescription:
        'I\'m a junior at UCSB. In October, after a party in Isla Vista, a girl I had been talking to for a few weeks, Madison Kerr, came back to my apartment and we had sex. I believed it was completely consensual. Two days later she reported to police that she was too drunk to consent and that she told me to stop. The next morning I had texted her "im really sorry about last night, i was so drunk, i hope we\'re ok" — I meant I was sorry I was sloppy and fell asleep. Her friend Sophie Lindgren says Madison called her at 3am and said she thought I had assaulted her. I have a Snapchat from Madison at 12:40am, about 20 minutes before we left the party, saying "come find me im going home w u". My roommate Ethan Park was up when we came in and says she was walking fine and laughing.',
      state: 'CA',
      city: 'Santa Barbara',
      clientName: 'Nolan Pryce',
      opposingParty: 'People of the State of California',
      keyWitnesses: ['Ethan Park', 'Sophie Lindgren'],
      criminal: {
        chargeDetails: 'Rape of an intoxicated person, Cal. Penal Code § 261(a)(3); Rape by force, Cal. Penal Code § 261(a)(2)',
        priorConvictions: 'None',
        evidenceStrength: 'moderate',
        defenseStrategy: 'Consent: her own message before we left, and my roommate saw she was not incapacitated.',
        bailStatus: 'Released on his own recognizance with a stay-away order',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 52],
      baseRate: 'criminal.state-jury.sexual',
      why: 'Base 30 %. One account against another: her own message minutes before leaving and the roommate seeing her walk and laugh undercut incapacity; but a prompt report to a friend at 3am and a morning apology text that jurors may read as guilt support her, and "she told me to stop" is not answered by either message. Near the base, a little above.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Madison Kerr', side: 'against' },
        { name: 'Sophie Lindgren', side: 'against' },
        { name: 'Ethan Park', side: 'for' },
      ],
      evidence: [
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'digital', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'eyewitness', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ut-sexual-assault-11',
    source:
      'Pattern: a massage therapist tried on one complaint with other women who came forward after the news coverage (CBS Miami, "Opening Statements Given In Trial Of Masseur Accused Of Sexual Battery", 2014, https://miami.cbslocal.com/2014/08/12/opening-statements-given-in-trial-of-masseur-accused-of-sexual-battery/); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'sexual-assault',
      caseTitle: 'State of Utah v. Brandon Ashby',
      caseDescription:
        'My husband Brandon Ashby is a licensed massage therapist at a day spa in Orem. In May a client, Jennifer Rasband, reported that during her massage he touched her breasts and between her legs. After the local news ran the story, two more women, Alisha Moon and Kristen Dahl, came forward about massages they had with him in 2022 and 2023, and now he is charged for all three. No one else was in the room any of those times. The spa\'s booking records show he did massage all three women on those dates. Ms. Rasband texted her husband from the parking lot right afterward, "something really weird just happened, I feel sick." One of the other two women left Brandon a five-star review a week after her massage. Brandon has worked 11 years without a single complaint, and the spa owner, Dee Harward, says he always followed the draping rules.',
      state: 'UT',
      city: 'Orem',
      clientName: 'Brandon Ashby',
      opposingParty: 'State of Utah',
      keyWitnesses: ['Dee Harward', 'Jennifer Rasband'],
      criminal: {
        chargeDetails: 'Forcible sexual abuse, Utah Code Ann. § 76-5-404, three counts (one for each client)',
        priorConvictions: 'No criminal record of any kind',
        evidenceStrength: 'weak',
        defenseStrategy:
          'He did not do it; the later two only came forward after the news story, and one of them gave him a five-star review.',
        bailStatus: 'Released on $30,000 bail; license suspended pending the case',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'criminal.state-jury.sexual',
      why: "Base 30 %. Three women with similar accounts, tried together, and a prompt text from the first to her husband; booking records put him in each room. The later two came forward after news coverage (a contamination argument) and a five-star review undercuts one of them; eleven years without complaint and the owner's word help. Multiple complainants usually carry a jury: below the base.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Jennifer Rasband', side: 'against' },
        { name: 'Alisha Moon', side: 'against' },
        { name: 'Kristen Dahl', side: 'against' },
        { name: 'Dee Harward', side: 'for' },
      ],
      evidence: [
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-nm-kidnapping-11',
    source:
      'Pattern: a non-custodial parent charged after keeping a child past visitation, claiming to protect her (Guralnick Legal, "Four ways to avoid a charge of custodial interference", https://www.guralnicklegal.com/four-ways-avoid-charge-custodial-interference/; compare A.R.S. § 13-1302, http://az.elaws.us/ars/13-1302); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'kidnapping',
      caseTitle: 'they charged me with kidnapping my own daughter',
      caseDescription:
        "my ex Brittany Lucero has primary custody of our daughter Aubree (6) under the 2022 custody order and i get every other weekend. in september when i picked Aubree up in las cruces she had bruises on both arms and she told me mommy's boyfriend grabbed her, and i know Brittany is using meth again. so instead of bringing her back sunday i drove to my moms house in el paso and kept her there 9 days. i called CYFD on monday and made a report, i have the report number. i did text Brittany 'you're not getting her back until you get clean' and the police have that text. Brittany called the police and they charged me with kidnapping and custodial interference. when i got back i turned Aubree over to the police myself. Aubree's teacher Ms. Yolanda Baca saw the bruises on the friday before and wrote it down. CYFD opened an investigation on the boyfriend. i have no record at all.",
      state: 'NM',
      city: 'Las Cruces',
      clientName: 'Adrian Quintana',
      opposingParty: 'State of New Mexico',
      keyWitnesses: ['Yolanda Baca', 'Brittany Lucero'],
      criminal: {
        chargeDetails: 'Kidnapping in the second degree, NMSA 1978, § 30-4-1; Custodial interference, NMSA 1978, § 30-4-4',
        priorConvictions: 'no record',
        evidenceStrength: 'strong',
        defenseStrategy: 'I was protecting my daughter from abuse and reported it to CYFD right away; this is not a kidnapping.',
        bailStatus: 'Released on conditions (no contact with Brittany, supervised visits only)',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [22, 45],
      baseRate: 'criminal.state-jury.violent',
      why: "Base 23 %. Kidnapping needs a taking by force, intimidation or deception with intent to hold the child; a father keeping his daughter at his mother's house to protect her fits it poorly, and jurors sympathise with a parent who saw bruises, called CYFD the next business day, had a teacher's note and surrendered her. But custodial interference is close to proved — nine days out of state against a court order, and a text that she would not get the child back — and a protective defense depends on prompt notice and the statute. Acquittal on both is less likely than not.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Brittany Lucero', side: 'against' },
        { name: 'Aubree', side: 'for' },
        { name: 'Yolanda Baca', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
      charges: 2,
    },
  },
  {
    id: 'crim-ma-white-collar-crime-11',
    source:
      'Pattern: school finance officers who approved fake or inflated vendor invoices (AP, "Kentucky school finance director accused of embezzling $1.5M", 2020, https://www.darientimes.com/news/crime/article/Kentucky-school-finance-director-accused-of-14955273.php; Wake County fake-invoice scheme, https://www.fiscalrangers.com/2006/10/wake_county_nc_.html), here with a relative\'s company; paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'white-collar-crime',
      caseTitle: 'Commonwealth v. Paula Furtado — school district vendor invoices',
      caseDescription:
        'I was the business manager of a regional school district in Worcester County from 2017 to 2023. The district\'s auditors say that over five years I approved $412,000 in invoices from Keystone Facility Services, a company owned by my brother, Daniel Furtado, for cleaning and maintenance work that was never done. Bank records show that Keystone transferred about $180,000 of that money to my personal account. My position is that Keystone did do much of the work, mostly summer jobs, and that the transfers were my brother repaying loans I made him when his first business failed. When the superintendent confronted me in March 2023 I said "I\'ll pay back whatever is owed," which they now treat as a confession. The district hired a forensic accountant, Mr. Arthur Kessel, whose report supports the audit. My lawyer retained a defense accountant, Ms. Priya Raman, who found custodial sign-in logs for some of the summer jobs. My brother is charged as well and has made no statement. I never disclosed that Keystone was his company.',
      state: 'MA',
      city: 'Worcester',
      clientName: 'Paula Furtado',
      opposingParty: 'Commonwealth of Massachusetts',
      keyWitnesses: ['Priya Raman', 'Arthur Kessel'],
      criminal: {
        chargeDetails:
          'Larceny over $1,200 by a single scheme, G.L. c. 266, § 30; Procurement fraud, G.L. c. 266, § 67A; Municipal employee acting on a matter in which an immediate family member has a financial interest, G.L. c. 268A, § 19',
        priorConvictions: 'None.',
        evidenceStrength: 'moderate',
        defenseStrategy: 'The work was largely done and the transfers repaid personal loans; the amount is overstated.',
        bailStatus: 'Released on personal recognizance; passport surrendered',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [2, 20],
      baseRate: 'criminal.documentary',
      why: 'Base 15 %. She approved invoices to her brother\'s undisclosed company, money flowed back to her account, the district\'s forensic accountant supports the audit and she offered to "pay back whatever is owed." The defense accountant and the custodial logs may cut the amount, and the loan story is not impossible, but undisclosed self-dealing is what juries convict on; the conflict-of-interest count is close to proved by her own account.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Daniel Furtado', side: 'unknown' },
        { name: 'Arthur Kessel', side: 'against' },
        { name: 'Priya Raman', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'expert', direction: 'against' },
        { kind: 'expert', direction: 'for' },
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 3,
    },
  },
  {
    id: 'crim-tx-white-collar-crime-11',
    source:
      'Pattern: misapplication of fiduciary property by an agent under a durable power of attorney who paid herself from an elderly relative\'s account (Tex. Penal Code § 32.45; "Misapplication of Fiduciary Property", https://www.txprobatelitigation.com/blog/misapplication-of-fiduciary-property; "A Power of Attorney Creates a Fiduciary Duty", http://texasinheritance.com/fiduciary-disputes-mainmenu-29/liabilities/300-a-power-of-attorney-creates-a-fiduciary-duty); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'white-collar-crime',
      caseTitle: "State v. Marisa Vickers — paying myself as Aunt Lorraine's caregiver",
      caseDescription:
        'I am charged with misapplication of fiduciary property in Lubbock. For the last four years of her life I took care of my great-aunt Lorraine Vickers full time; I quit my job as a hospital unit clerk to do it. In 2019 she signed a statutory durable power of attorney at her lawyer\'s office naming me as her agent, and she initialed the line that lets the agent make gifts, including to the agent. The bank records show checks to me totaling $96,000 over three years, which she told me to write as pay for caring for her. She died in 2023 and her grandson Russell Vickers, who inherits what is left, went to the district attorney. There is no written caregiver contract. Her neighbor Opal Hensley heard Aunt Lorraine say more than once, "She earns every penny, I told her to pay herself." The lawyer who drafted the power of attorney, Mr. Glen Tisdale, remembers her asking specifically whether I could be paid from her account. A home-care agency estimate my lawyer got puts the same hours at about $180,000.',
      state: 'TX',
      city: 'Lubbock',
      clientName: 'Marisa Vickers',
      opposingParty: 'State of Texas',
      keyWitnesses: ['Opal Hensley', 'Glen Tisdale', 'Russell Vickers'],
      criminal: {
        chargeDetails:
          'Misapplication of fiduciary property, $30,000 or more but less than $150,000, Tex. Penal Code § 32.45(c)(5), increased one degree because the owner was an elderly individual, § 32.45(d)',
        priorConvictions: 'none',
        evidenceStrength: 'moderate',
        defenseStrategy:
          'She authorized it: the power of attorney allows gifts to me, she told her lawyer and her neighbor she wanted me paid, and I took less than an agency would have charged.',
        bailStatus: 'Personal bond',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [40, 64],
      baseRate: 'criminal.documentary',
      why: "Base 15 %. The payments are on the bank records and a fiduciary paying herself is suspect, with no written caregiver agreement and a disappointed heir pressing the case. But the power of attorney expressly allows gifts to the agent, the drafting lawyer and a neighbor recount the principal's wish to pay her, and the amount is well under market care cost: the State must prove a misapplication contrary to the terms of the fiduciary relationship, which these facts make genuinely doubtful. About even.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Lorraine Vickers', side: 'neutral' },
        { name: 'Russell Vickers', side: 'against' },
        { name: 'Opal Hensley', side: 'for' },
        { name: 'Glen Tisdale', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-nj-money-laundering-11',
    source:
      'Pattern: romance-scam victims used as money mules who keep moving funds after bank and FBI warnings (AARP, "Romance Scammer Turns Woman Into Unwitting \'Money Mule\'", 2021, https://aarp.org/money/scams-fraud/info-2021/money-mule-romance-scam.html; BBB study of romance victims as money mules, https://bakerfraudreport.com/?page_id=31); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'money-laundering',
      caseTitle: 'My mother was scammed and now she is the one charged',
      caseDescription:
        'My mother, Linda Carbone, is 61 and a widow in Cherry Hill. In 2022 she met a man online who said he was an Army engineer stationed overseas. Over 14 months, at his direction, she received about $340,000 into her bank accounts from people she did not know and wired it on to accounts in Nigeria and Turkey, keeping nothing for herself. In June 2022 her bank closed one account and sent her a letter saying the incoming deposits appeared to be proceeds of fraud; she opened an account at another bank and kept going. In August 2022 an FBI agent, Special Agent Mark Oduya, came to her house, told her the man was a scammer and gave her a written warning; the wires continued until December. She still believed he was real — her chat messages show him promising to come home and marry her. She also lost $60,000 of her own savings to him. A psychologist we hired, Dr. Helen Marchetti, evaluated her and says she has dependent personality traits and was groomed over months.',
      state: 'NJ',
      city: 'Cherry Hill',
      clientName: 'Linda Carbone',
      opposingParty: 'State of New Jersey',
      keyWitnesses: ['Dr. Helen Marchetti', 'Special Agent Mark Oduya'],
      criminal: {
        chargeDetails: 'Money laundering, N.J.S.A. 2C:21-25, second degree ($75,000 to $500,000)',
        priorConvictions: 'She has never been in any trouble.',
        evidenceStrength: 'moderate',
        defenseStrategy: 'She did not know the money was criminal; she was a victim being manipulated.',
        bailStatus: 'Released on a summons',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [12, 32],
      baseRate: 'criminal.documentary',
      why: "Base 15 %. A sympathetic defendant who kept nothing, lost her own savings, and has a psychologist's support for genuine belief. But a bank closing her account as fraud proceeds and an FBI agent warning her in person and in writing, after which she opened a new account and kept wiring for four more months, is the kind of knowledge or willful blindness juries convict on. A little above the base for sympathy.",
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Dr. Helen Marchetti', side: 'for' },
        { name: 'Special Agent Mark Oduya', side: 'against' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'for' },
        { kind: 'expert', direction: 'for' },
      ],
      charges: 1,
    },
  },
  {
    id: 'crim-ia-tax-evasion-11',
    source:
      'Pattern: tax evasion by a cash-heavy contractor whose reliance-on-preparer defense fails for lack of full disclosure (Klasing Associates, "Willfully attempted to evade taxes if I used a tax professional?", https://klasing-associates.com/question/willfully-attempted-evade-taxes-used-tax-professional/; United States v. Prezioso (9th Cir. 2019), https://criminallaw.com/lawyer/curt-harrington-long-beach-ca/blog/9th-cir-unpublished-criminal-tax-evasion-case-indicating-full-disclosure-as-a-prerequisite-to-use-of); paraphrased, names invented.',
    facts: {
      caseCategory: 'criminal',
      caseType: 'tax-evasion',
      caseTitle: 'United States v. Randall Vermeer',
      caseDescription:
        'I run a roofing company in Des Moines. The federal government charged me with tax evasion for 2019, 2020 and 2021, saying I left about $640,000 of cash and check payments off my returns. My tax preparer, Sherri Vandeberg, did all my returns. I gave her my QuickBooks and she prepared them, I just signed. But the IRS agent found I deposited a lot of customer checks into a second account at a credit union that was not in QuickBooks, and Sherri says I never told her about that account. There is a text I sent my office manager, Kayla Strum, in 2020: "don\'t put the cash jobs in QB, I\'ll handle those." Kayla is cooperating with the government. I always believed Sherri handled everything correctly. My lawyer hired a CPA, Doug Arends, who says the government double-counted transfers between my accounts and the real figure is closer to $410,000.',
      state: 'IA',
      city: 'Des Moines',
      clientName: 'Randall Vermeer',
      opposingParty: 'United States of America',
      keyWitnesses: ['Doug Arends', 'Sherri Vandeberg', 'Kayla Strum'],
      criminal: {
        chargeDetails:
          'Tax evasion, 26 U.S.C. § 7201 (three counts, tax years 2019–2021); Filing a false return, 26 U.S.C. § 7206(1) (three counts)',
        priorConvictions: 'No prior record',
        evidenceStrength: 'weak',
        defenseStrategy: 'Good-faith reliance on my preparer; the amounts are overstated.',
        bailStatus: 'Released on conditions after initial appearance',
      },
    },
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [1, 20],
      baseRate: 'criminal.documentary',
      why: 'Base 15 % (federal juries acquit about 14 %). Reliance on a preparer is a defense only with full disclosure, and here the preparer says she was never told of the second account, the text tells the office manager to keep cash jobs out of the books, and the office manager is cooperating. The CPA disputes the amount, not willfulness. The "weak" rating is contradicted. Below the base.',
    },
    expectedFacts: {
      clientRole: 'defendant',
      people: [
        { name: 'Sherri Vandeberg', side: 'against' },
        { name: 'Kayla Strum', side: 'against' },
        { name: 'Doug Arends', side: 'for' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'digital', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'expert', direction: 'for' },
      ],
      charges: 6,
    },
  },
  // ── Family ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fam-mn-child-custody-11',
    source:
      'Pattern: a contested physical-custody trial between two fit parents where the guardian ad litem\'s report carries great weight (Minn. Stat. §§ 518.17, 518.165, https://maritallaws.com/states/minnesota/custody; "The Guardian Ad Litem\'s Report — and Challenges", http://www.minnesotalawyers.com/blogs/the-guardian-ad-litem-s-report---and-challenges-); paraphrased, names invented.',
    facts: MN_CUSTODY_11,
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 80],
      baseRate: 'family.custody',
      why: 'Base 40 %. Minnesota weighs the § 518.17 factors without a presumption for equal physical custody, and judges usually follow the guardian ad litem. Here the GAL recommends him, he has done most of the recent day-to-day care while the mother travels ten days a month, and the 12-year-old prefers his home. The mother is a fit parent asking for equal time, which keeps it from being certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Renata Holm', side: 'against' },
        { name: 'Margaret Solberg', side: 'for' },
        { name: 'Emma', side: 'for' },
        { name: 'Jonah', side: 'neutral' },
      ],
      evidence: [
        { kind: 'expert', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-mn-child-custody-12',
    source: 'Pattern: as fam-mn-child-custody-11, with the guardian ad litem recommending equal time; paraphrased, names invented.',
    facts: {
      ...MN_CUSTODY_11,
      caseDescription: MN_CUSTODY_11.caseDescription.replace(MN_CUSTODY_GAL_11, MN_CUSTODY_GAL_12),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [20, 40],
      baseRate: 'family.custody',
      why: "As the first of the pair, but the GAL recommends week-on, week-off. Against a neutral investigator's recommendation for equal time between two fit parents, a request for sole physical custody usually fails; the daughter's preference and the mother's travel keep it near the base, somewhat below.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Renata Holm', side: 'against' },
        { name: 'Margaret Solberg', side: 'against' },
        { name: 'Emma', side: 'for' },
        { name: 'Jonah', side: 'neutral' },
      ],
      evidence: [
        { kind: 'expert', direction: 'against' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
    pairOf: {
      id: 'fam-mn-child-custody-11',
      differs: 'the guardian ad litem recommends week-on, week-off instead of the father',
      expect: 'lower',
    },
  },
  {
    id: 'fam-va-prenuptial-agreement-11',
    source:
      'Pattern: a spouse resisting enforcement of a premarital agreement after a business grew in value (Virginia Premarital Agreement Act, Va. Code § 20-151: voluntariness, or unconscionability at signing without disclosure; https://www.maddoxandgerock.com/blog/2022/04/mistakes-that-mean-your-prenup-wont-hold-up/; https://perfectprenup.io/states/virginia); paraphrased, names invented.',
    facts: VA_PRENUP_11,
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [4, 22],
      baseRate: 'family.prenup',
      why: "Base 65 % is the enforcing party's; she resists it, so 35 % for her before the facts. Virginia sets aside an agreement only if it was signed involuntarily, or was unconscionable when signed and came without fair disclosure; she had her own lawyer, three weeks and a schedule of his assets, and the company's later growth does not count (unconscionability is judged at signing). Well below her 35 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Gregory Ashworth', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
  },
  {
    id: 'fam-va-prenuptial-agreement-12',
    source: 'Pattern: as fam-va-prenuptial-agreement-11, signed without a lawyer of her own; paraphrased, names invented.',
    facts: {
      ...VA_PRENUP_11,
      caseDescription: VA_PRENUP_11.caseDescription.replace(VA_PRENUP_COUNSEL_11, VA_PRENUP_COUNSEL_12),
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 32],
      baseRate: 'family.prenup',
      why: "As the first of the pair, but she had no lawyer and his lawyer told her she did not need one. Virginia does not require independent counsel, and she still had three weeks and a written schedule of his assets, so the agreement likely stands; but his lawyer's advice and her lack of counsel give her a better voluntariness argument than in the first. Higher, still unfavourable.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [{ name: 'Gregory Ashworth', side: 'against' }],
      evidence: [{ kind: 'records', direction: 'against' }],
    },
    pairOf: {
      id: 'fam-va-prenuptial-agreement-11',
      differs: "she signed without her own lawyer, on his lawyer's word that she did not need one",
      expect: 'higher',
    },
  },
  {
    id: 'fam-ct-restraining-orders-11',
    source:
      'Pattern: a restraining order against an ex-partner for stalking — repeated messages, waiting at work, a GPS tracker (Conn. Gen. Stat. § 46b-15, https://www.cga.ct.gov/2023/pub/chap_815a.htm; WomensLaw, Connecticut restraining orders, https://www.womenslaw.org/laws/ct/restraining-orders/civil-protection-orders-sexual-abuse-sexual-assault-or-stalking/who); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'restraining order against my ex Evan',
      caseDescription:
        "i dated Evan Rourke for about a year, we broke up in january and i moved out of his place in stamford. since then he has texted me over 200 times, i have screenshots, some say 'you cant just erase me' and 'i know where you are every minute'. he showed up at my office in greenwich 3 times and waited by my car, my coworker Jillian Fiorentino saw him there twice and walked me out. last week my mechanic found a GPS tracker taped under my back bumper and the police took it. Evan has never hit me but he punched a hole in his door when we broke up. i got a temporary ex parte order and the hearing is next week.",
      state: 'CT',
      city: 'Stamford',
      clientName: 'Alexis Montgomery',
      opposingParty: 'Evan Rourke',
      keyWitnesses: ['Jillian Fiorentino'],
      hearingDate: '2025-03-18',
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [72, 92],
      baseRate: 'family.protection-order',
      why: "Base 55 %. A dating relationship qualifies, and the facts make out stalking: over 200 messages including 'i know where you are every minute', three visits to her workplace (a coworker saw two), and a GPS tracker on her car that the police recovered; recent, documented and escalating. Well above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Evan Rourke', side: 'against' },
        { name: 'Jillian Fiorentino', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
        { kind: 'physical', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ct-restraining-orders-12',
    source:
      "Pattern: the respondent's side of the restraining-order hearing in fam-ct-restraining-orders-11 (Connecticut Judicial Branch self-help for respondents); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'restraining-orders',
      caseTitle: 'My ex got a restraining order against me',
      caseDescription:
        "My ex-girlfriend Alexis Montgomery got a temporary restraining order against me and the hearing is next week in Stamford. We dated about a year and broke up in January. Yes, I texted her a lot, probably 200 times, I was hurting and I've stopped. The 'I know where you are every minute' text was a joke about us sharing locations on our phones. I went to her office in Greenwich twice to give back her things and a birthday present; her coworker Jillian Fiorentino was there. The tracker the police took off her car is mine: I put it on when she was driving my car last year and I forgot about it after she bought the car from me in December, I admitted that to the officer. I never threatened her and I never touched her. I punched my own door once when we broke up. I want the order dismissed, it could cost me my pistol permit and my job as a security supervisor.",
      state: 'CT',
      city: 'Stamford',
      clientName: 'Evan Rourke',
      opposingParty: 'Alexis Montgomery',
      keyWitnesses: ['Jillian Fiorentino'],
      hearingDate: '2025-03-18',
      family: {
        relationshipStatus: 'never-married',
        childrenInvolved: false,
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 28],
      baseRate: 'family.protection-order',
      why: "The same facts from the respondent: he admits the 200 texts, the visits to her workplace and that the tracker on her car is his (he told the officer); his explanations ('a joke', 'forgot about it') are unlikely to carry against a coworker and the tracker itself. The complement of the petitioner's 72–92 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Alexis Montgomery', side: 'against' },
        { name: 'Jillian Fiorentino', side: 'against' },
      ],
      evidence: [
        { kind: 'admission', direction: 'against', whose: 'client' },
        { kind: 'digital', direction: 'against' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'physical', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-ct-restraining-orders-11',
  },
  {
    id: 'fam-or-visitation-rights-11',
    source:
      'Pattern: a parent in recovery asking for parenting time that starts supervised and steps up (Oregon Judicial Department, "Supervised Parenting Time", https://www.courts.oregon.gov/programs/family/children/Pages/Supervised-Parenting-Time.aspx; "Oregon Family Law: Custody Guidelines for Parents with Substance Abuse Issues", https://findlawyerinor.com/family-law/oregon-family-law-custody-guidelines-for-parents-with-substance-abuse-issues.php); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: 'Parenting time with my son Caleb',
      caseDescription:
        "I'm asking the court in Lane County for parenting time with my son Caleb, he's 7. His mom Jessica Dorn and I were never married. I was addicted to pain pills and then heroin from 2019 to 2022 and I wasn't around, I'm not proud of it. I did residential treatment in Springfield in 2022 and I've been clean 26 months. I do random UAs through my outpatient program and every single one has been negative, I have the lab reports. I work full time at a cabinet shop and I rent a two bedroom in Eugene. My counselor Ray Abernathy wrote a letter for the court. Jessica won't let me see Caleb at all, she says he doesn't know me. I'm asking for supervised visits to start and then every other weekend after six months if everything goes good. My mom Sharon Keel already sees Caleb sometimes and could supervise.",
      state: 'OR',
      city: 'Eugene',
      clientName: 'Nate Keel',
      opposingParty: 'Jessica Dorn',
      keyWitnesses: ['Ray Abernathy', 'Sharon Keel'],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Caleb, 7, lives with his mother; I have not seen him since 2021.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [66, 88],
      baseRate: 'family.visitation',
      why: "Base 70 %. Oregon policy favours frequent contact with both fit parents; after three absent years the court will go slowly, but 26 months of documented sobriety with negative random tests, a counsellor's letter, stable work and housing, a modest request that starts supervised, and a grandmother who already sees the child make a graduated schedule likely. At or a little above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jessica Dorn', side: 'against' },
        { name: 'Ray Abernathy', side: 'for' },
        { name: 'Sharon Keel', side: 'for' },
        { name: 'Caleb', side: 'neutral' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-or-visitation-rights-12',
    source: "Pattern: the mother's side of the parenting-time request in fam-or-visitation-rights-11; paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'visitation-rights',
      caseTitle: "My son's father wants visits after disappearing for three years",
      caseDescription:
        "Caleb's dad, Nate Keel, has filed for parenting time in Lane County. We were never married. He disappeared for three years on heroin; Caleb was 3 the last time he saw him and doesn't remember him. Nate says he has been clean for two years and has negative drug tests from his program, and his counselor wrote a letter. He wants supervised visits and then every other weekend. I don't want Caleb getting attached and then getting hurt if he relapses. His mom Sharon sees Caleb sometimes at my house and she tells me Nate is doing really well, but she would say that. I'm asking the court to deny parenting time, at least for now.",
      state: 'OR',
      city: 'Eugene',
      clientName: 'Jessica Dorn',
      opposingParty: 'Nate Keel',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Caleb, 7, has always lived with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 34],
      baseRate: 'family.visitation',
      why: "The same matter from the mother, who asks the court to deny any parenting time: against two years of documented sobriety, a counsellor's letter and a supervised start, a flat denial is unlikely; her fear of relapse will more likely shape a slow step-up than prevent it. The complement of the father's 66–88 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Nate Keel', side: 'against' },
        { name: 'Sharon Keel', side: 'against' },
        { name: 'Caleb', side: 'neutral' },
      ],
      evidence: [
        { kind: 'records', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
    },
    mirrorOf: 'fam-or-visitation-rights-11',
  },
  {
    id: 'fam-tx-paternity-11',
    source:
      'Pattern: an alleged biological father suing to adjudicate paternity of a child who has a presumed father (Tex. Fam. Code § 160.607, four-year limit, and § 160.608, denial of genetic testing, https://texas.public.law/statutes/tex._fam._code_section_160.608; http://www.edallasattorney.com/ufaqs/under-what-circumstances-does-a-child-have-a-presumed-father/); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'paternity',
      caseTitle: "I want to be named Mateo's father",
      caseDescription:
        "I had a relationship with Vanessa Ortega in 2021 while she was separated from her husband, Roberto Ortega. Her son Mateo was born in March 2022 and he is now two and a half. Vanessa and Roberto got back together before Mateo was born and Roberto is on the birth certificate. Vanessa sent me pictures of Mateo and texts saying 'he has your eyes, we both know'. Last year she let me swab Mateo's cheek at a park and I paid for a private DNA test, it says 99.9% I am the father, but my lawyer says it may not count because it wasn't court-ordered. I filed a suit to adjudicate parentage in Nueces County before Mateo turned four. I want to be named his father and have visitation. Roberto and Vanessa are fighting it and asked the judge to deny genetic testing because Roberto is the only dad Mateo knows. The court appointed an amicus attorney for Mateo.",
      state: 'TX',
      city: 'Corpus Christi',
      clientName: 'Diego Salinas',
      opposingParty: 'Vanessa Ortega and Roberto Ortega',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'never-married',
        custodyPreference: 'other',
        childrenInvolved: true,
        childrenDetails: 'Mateo, 2½, lives with his mother and her husband, who is the presumed father.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [38, 62],
      baseRate: 'family.paternity',
      why: "Base 80 % assumes a test decides it. Here the child has a presumed father in an intact marriage, and Texas lets a court deny genetic testing on clear and convincing evidence that disproving the presumed father's parentage would be inequitable and against the child's interest; the suit is timely, the private test and the mother's texts point strongly to him, and he asks for a relationship, not to displace anyone's support. Genuinely uncertain: about even.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Vanessa Ortega', side: 'against' },
        { name: 'Roberto Ortega', side: 'against' },
        { name: 'Mateo', side: 'neutral' },
      ],
      evidence: [
        { kind: 'forensic', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-la-divorce-11',
    source:
      'Pattern: ending a Louisiana covenant marriage immediately on proof of adultery rather than after two years apart (grounds: https://www.mandevillenotary.com/single-post/2016/09/09/what-are-the-grounds-for-a-covenant-marriage-divorce; https://legalbeagle.com/12718295-how-to-file-for-divorce-of-a-covenant-marriage-in-louisiana.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'Covenant marriage — divorce on the ground of adultery',
      caseDescription:
        'My husband Jacques Thibodeaux and I entered into a covenant marriage in Lafayette in 2012 and have two children, 9 and 6. I want a divorce now on the ground of adultery instead of having to live apart for two years. I hired a private investigator, Mr. Dwayne Guidry, who recorded video of Jacques going into a coworker\'s apartment around 10 p.m. and leaving around 6 a.m. on four different nights in September and October. I also found texts between them on our family iPad that say "last night was amazing" and "when can I stay over again." Jacques denies everything and says he was helping her move and fell asleep on her couch. We did counseling with our pastor in August as the covenant requires.',
      state: 'LA',
      city: 'Lafayette',
      clientName: 'Claire Thibodeaux',
      opposingParty: 'Jacques Thibodeaux',
      keyWitnesses: ['Dwayne Guidry'],
      family: {
        relationshipStatus: 'married',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Two children, 9 and 6, living with me in the family home.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 78],
      baseRate: 'family.divorce',
      why: 'Base 50 %. Adultery must be proved by evidence that excludes other reasonable explanations, and it is usually proved circumstantially: four overnight stays on an investigator\'s video plus texts about "staying over" make the couch story hard to accept. The burden is real and he denies it, so not certain.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Jacques Thibodeaux', side: 'against' },
        { name: 'Dwayne Guidry', side: 'for' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'digital', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ky-child-support-11',
    source:
      'Pattern: a downward modification of child support after an involuntary layoff, opposed as voluntary underemployment (KRS 403.213, 15 % presumption, http://www.kentuckydivorceblog.com/2014/04/when-can-i-modify-my-child-support.html; "Imputing Income for Child Support in Kentucky", https://www.divorcenet.com/resources/imputing-income-child-support-kentucky.html); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: 'Lowering my child support after the layoff',
      caseDescription:
        'I was laid off from my job as a maintenance tech at the auto plant in Georgetown in February along with 140 other people, I have the layoff letter. I was making $31 an hour and my child support for our two kids is $1,140 a month based on that. I looked for four months, I have a list of the 52 jobs I applied to, and the best I got is $17.50 an hour at a warehouse. My ex-wife Brandi Embry says I could make the same money if I tried, because her lawyer found out I turned down a job in Louisville. That job was second shift, 80 miles away, and I have the kids every Wednesday night and every other weekend. I filed a motion to modify in Scott County in June. By the worksheet the new amount would be about $690.',
      state: 'KY',
      city: 'Georgetown',
      clientName: 'Joshua Embry',
      opposingParty: 'Brandi Embry',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'joint',
        childrenInvolved: true,
        childrenDetails: 'Two children, 10 and 7; joint custody, Brandi is the primary residential parent.',
        supportRequested: true,
        supportDetails: 'Reduce child support from $1,140 to about $690 a month based on my new wage.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 80],
      baseRate: 'family.child-support',
      why: 'Base 70 %. A documented mass layoff is the classic involuntary change, the new figure is far past the 15 % presumption, and 52 applications show a real search. The turned-down Louisville job invites the court to impute some income, but second shift 80 miles away against his parenting schedule is a reasonable refusal; a partial reduction is more likely than the full ask. Near the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Brandi Embry', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-in-child-support-11',
    source:
      "Pattern: a request for a parent's contribution to college expenses met with a claim that the child repudiated him (Indiana: McKay v. McKay, Nelson v. Nelson; https://www.beckmanlawson.com/blog-post/repudiation-parent-child-relationship-defense-paying-college-expenses; https://www.skofirm.com/news/college-expenses-part-2-repudiation/); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'child-support',
      caseTitle: "Olivia's college costs — her dad says she repudiated him",
      caseDescription:
        "Our daughter Olivia turned 18 in May and starts at Purdue in August. I filed in Hamilton County for an order that her dad, Brent Kessler, pay his share of her college costs, about $14,000 a year after her scholarship. Brent says Olivia repudiated him so he shouldn't have to pay. It's true Olivia hasn't spoken to him in about two years and blocked his number. But that's because he missed her graduation and her 16th birthday, and when she called him about it he told her \"you're your mother's daughter, don't call me.\" She saved that voicemail. Brent did mail her birthday cards with checks last year, which she didn't cash. Brent makes about $140,000 as a pharmaceutical rep and I make $62,000 as a nurse. Olivia's therapist, Dr. Anne Whitcomb, can explain why Olivia pulled away.",
      state: 'IN',
      city: 'Carmel',
      clientName: 'Janelle Kessler',
      opposingParty: 'Brent Kessler',
      keyWitnesses: ['Dr. Anne Whitcomb', 'Olivia Kessler'],
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: true,
        childrenDetails: 'Olivia, 18, lives with me and starts at Purdue in August.',
        supportRequested: true,
        supportDetails: "A post-secondary educational support order: Brent's share of about $14,000 a year, in proportion to income.",
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'toss-up',
      range: [44, 66],
      baseRate: 'family.child-support',
      why: "Base 70 % is for an ordinary support order. Indiana lets a court refuse college expenses where the adult child has repudiated the parent, and two years of silence and a blocked number look like that; but courts ask who caused the estrangement, and his missed milestones and the saved 'don't call me' voicemail, explained by her therapist, point at him. His uncashed cards cut the other way. About even, a little for her.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Brent Kessler', side: 'against' },
        { name: 'Olivia Kessler', side: 'for' },
        { name: 'Dr. Anne Whitcomb', side: 'for' },
      ],
      evidence: [
        { kind: 'digital', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
        { kind: 'physical', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-wi-spousal-support-alimony-11',
    source:
      "Pattern: maintenance for a spouse who supported the other through medical training in a short marriage (Wis. Stat. § 767.56, factors incl. contribution to the other's education and earning power, https://www.womenslaw.org/laws/wi/statutes/76756-maintenance; https://www.andlaw.com/maintenance-factors/; the supporting-spouse pattern of Haugan v. Haugan, 117 Wis. 2d 200 (1984)); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'spousal-support-alimony',
      caseTitle: 'Maintenance so I can finish nursing school',
      caseDescription:
        "I filed for divorce in Dane County after five years of marriage and I'm asking for maintenance. When we married, Daniel was starting his surgery residency at UW and I was a second-year nursing student in Minneapolis. I dropped out and moved to Madison so we could be together, and I worked as a pharmacy tech for $36,000 a year and paid most of the bills while he trained. I have our budget spreadsheets showing my paychecks covered the rent for four years. He finished residency last year and now makes about $410,000 as an orthopedic surgeon. We have no kids. I want limited-term maintenance of $4,000 a month for three years so I can finish my BSN at UW-Madison; I have the acceptance letter and the program plan. Daniel says it was a short marriage and I'm 29 and can work.",
      state: 'WI',
      city: 'Madison',
      clientName: 'Hannah Brekke',
      opposingParty: 'Daniel Brekke',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'separated',
        childrenInvolved: false,
        assetDetails: 'Few assets: his retirement account started last year, two cars, his student loans.',
        supportRequested: true,
        supportDetails: 'Limited-term maintenance, $4,000 a month for 3 years; his income about $410,000, mine about $36,000.',
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 84],
      baseRate: 'family.spousal-support',
      why: "Base 40 %. A short marriage usually argues against maintenance, but Wisconsin's factors expressly count one spouse's contribution to the other's education and earning power, and this is the supporting-spouse case: she gave up her own degree and paid the bills through his residency, he now earns more than ten times her wage, and she asks for a modest, time-limited award tied to a documented plan. Well above the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Daniel Brekke', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ma-marital-property-division-11',
    source:
      'Pattern: a spouse\'s gambling losses treated as dissipation in an equitable division (Kittredge v. Kittredge, 441 Mass. 28 (2004), http://www.massachusetts-divorce.com/cases/Kittredge-v-Kittredge.html; "What is dissipation of the marital estate and why does it matter?", https://www.fitchlp.com/blog/2019/11/what-is-dissipation-of-the-marital-estate-and-why-does-it-matter.shtml); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'marital-property-division',
      caseTitle: 'Dividing our estate after his gambling',
      caseDescription:
        'I filed for divorce in Hampden County after 19 years of marriage. My husband Stephen started gambling heavily at the casino in Springfield when it opened in 2018, and then online sports betting. The casino win/loss statements I subpoenaed show net losses of $212,000 from 2019 to 2023, and in 2022 he drew $85,000 from our home equity line without telling me — the bank records show the draws went straight to his betting accounts. At his deposition he said "I lost maybe 150, 200, I don\'t know exactly." Our marital estate is about $640,000 (house equity and two 401(k)s). I am asking for 60 percent instead of 50/50 to make up for what he gambled away. He says I knew about the gambling and went to the casino with him sometimes, which is true a few times, for shows.',
      state: 'MA',
      city: 'Springfield',
      clientName: 'Maureen Gagnon',
      opposingParty: 'Stephen Gagnon',
      keyWitnesses: [],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: false,
        childrenDetails: 'One son, 20, in college.',
        assetDetails: 'House equity about $310,000 (after the $85,000 home equity draw), his 401(k) about $210,000, mine about $120,000.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 76],
      baseRate: 'family.property',
      why: "Base 50 %. Gambling losses can be dissipation under § 34, and here they are documented by the casino's own statements, a secret $85,000 home-equity draw traced to betting accounts, and his deposition admission. Kittredge shows a judge may treat much of a tolerated habit as ordinary spending (her casino visits help him there), so the full 60 % is not assured; the hidden draw at least is likely credited to her.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [{ name: 'Stephen Gagnon', side: 'against' }],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'admission', direction: 'for', whose: 'other' },
      ],
    },
  },
  {
    id: 'fam-nm-adoption-11',
    source:
      'Pattern: foster parents\' adoption contested by a relative claiming placement preference after termination of parental rights (N.M. Attorney General opinion on relative vs. foster-parent placement, July 1, 2022, https://nmonesource.com/nmos/ag/en/item/18591/index.do?iframe=true; Child Welfare Information Gateway, "Placement of Children With Relatives — New Mexico", https://www.childwelfare.gov/resources/placement-children-relatives-new-mexico/); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'adoption',
      caseTitle: 'Adopting Liam — his grandmother has intervened',
      caseDescription:
        "My husband Miguel and I have fostered Liam since he was 4 months old; he is 3 now. Both parents' rights were terminated last year in Bernalillo County children's court (Liam is not an Indian child, ICWA does not apply). CYFD supports our adoption, our home study was approved, and Liam's guardian ad litem, Teresa Montoya, recommends that we adopt him. In January Liam's maternal grandmother, Rosalind Tafoya, moved to intervene, saying relatives should come first. She lives in Phoenix, has visited Liam twice in three years, and told CYFD early on that she could not take him because of her health. A bonding study by a psychologist, Dr. Marcus Ellery, found Liam securely attached to us and that moving him would cause him significant harm. The adoption hearing is next month in Albuquerque.",
      state: 'NM',
      city: 'Albuquerque',
      clientName: 'Erin Castañeda',
      opposingParty: 'Rosalind Tafoya (intervenor)',
      keyWitnesses: ['Teresa Montoya', 'Dr. Marcus Ellery'],
      family: {
        relationshipStatus: 'married',
        childrenInvolved: true,
        childrenDetails: 'Liam, 3, in our foster care since 4 months old; parental rights terminated.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [70, 92],
      baseRate: 'family.adoption',
      why: "Base 85 % assumes an uncontested petition. A relative's intervention lowers it, and New Mexico does prefer relatives, but the preference yields to the child's best interests where a child has a significant bond with foster parents; here the grandmother declined placement early and barely visited, while CYFD, the GAL and a bonding study all support the foster parents. Slightly below the base.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Rosalind Tafoya', side: 'against' },
        { name: 'Teresa Montoya', side: 'for' },
        { name: 'Dr. Marcus Ellery', side: 'for' },
        { name: 'Miguel', side: 'for' },
        { name: 'Liam', side: 'neutral' },
      ],
      evidence: [
        { kind: 'expert', direction: 'for' },
        { kind: 'expert', direction: 'for' },
        { kind: 'testimony', direction: 'for' },
        { kind: 'records', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-ok-guardianship-11',
    source:
      'Pattern: grandparents seeking guardianship of a grandchild over a parent\'s objection, which requires proof of parental unfitness such as untreated substance abuse ("Representing Grandparents", https://rathealfamilylaw.com/western-oklahoma-family-law/representing-grandparents; Oklahoma grandparent guide on parental unfitness, https://www.hitpages.com/doc/4505183664996352/6/); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'guardianship',
      caseTitle: 'Guardianship of our grandson Jaxon',
      caseDescription:
        "My wife Deborah and I are asking the court in Tulsa County to make us guardians of our grandson Jaxon, who is 5. His mother is our daughter, Kelsey Dunn. Jaxon has lived with us most of the last 18 months because Kelsey is using meth. She was arrested for possession in March, and DHS made a safety plan that placed Jaxon with us; her drug test in that case was positive for methamphetamine. His preschool records show 31 absences last fall when he was staying with her. Kelsey has been in outpatient treatment for about 60 days and says she is clean now, and she objects — she wants him back. Jaxon's father has never been in the picture. We are 58 and 61, in good health, and Jaxon has his own room here.",
      state: 'OK',
      city: 'Tulsa',
      clientName: 'Gary Dunn',
      opposingParty: 'Kelsey Dunn',
      keyWitnesses: ['Deborah Dunn'],
      family: {
        relationshipStatus: 'other',
        childrenInvolved: true,
        childrenDetails: 'Jaxon, 5, our grandson, living with us under a DHS safety plan.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 76],
      baseRate: 'family.guardianship',
      why: "Base 75 % is for guardianships generally; over a parent's objection Oklahoma requires affirmative unfitness, a heavy burden. Untreated substance abuse is a recognised ground, and here there are an arrest, a positive test in the DHS case and school absences; but two months of outpatient treatment give the mother an answer and courts lean toward reunification. Below the base, still more likely than not.",
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Kelsey Dunn', side: 'against' },
        { name: 'Deborah Dunn', side: 'for' },
        { name: 'Jaxon', side: 'neutral' },
      ],
      evidence: [
        { kind: 'records', direction: 'for' },
        { kind: 'records', direction: 'for' },
        { kind: 'testimony', direction: 'against' },
      ],
    },
  },
  {
    id: 'fam-ut-domestic-violence-11',
    source:
      'Pattern: a protective order after a spouse blocked the petitioner from leaving and bruised her arm, filed weeks later alongside a divorce (Utah Cohabitant Abuse Act, https://www.salcidolawfirm.com/utah-cohabitant-abuse-act/; "Protective Order Overview: The Basics", https://longokura.com/protective-order-overview-the-basics); paraphrased, names invented.',
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'Protective order against my husband Trent',
      caseDescription:
        "On February 10 my husband Trent Larsen got angry when I said I was taking the kids to my sister's for the weekend. He grabbed my phone and smashed it on the kitchen floor, then stood in front of the door to the garage and would not let me leave for about 20 minutes, and he grabbed my arm hard enough to leave bruises. I took photos of the bruises the next day and I still have the broken phone. Our neighbor, Mrs. Coralee Pratt, heard the yelling and the crash and saw him blocking the door through the window. I didn't file right away because I was scared and didn't want to wreck the family, but I filed for divorce on March 1 and for a protective order on March 3. Trent says I'm only doing it to win custody. He has never hit me before, but he has punched walls.",
      state: 'UT',
      city: 'West Valley City',
      clientName: 'Amy Larsen',
      opposingParty: 'Trent Larsen',
      keyWitnesses: ['Coralee Pratt'],
      family: {
        relationshipStatus: 'married',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Two children, 4 and 7, living with me.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 82],
      baseRate: 'family.protection-order',
      why: 'Base 55 %. Grabbing her hard enough to bruise, smashing her phone and physically blocking her exit is abuse under the Cohabitant Abuse Act, and it is corroborated by photographs, the broken phone and a neighbor who saw him at the door. The three-week delay and the divorce filed two days earlier give the respondent his "custody tactic" argument, which Utah judges do take seriously. Above the base.',
    },
    expectedFacts: {
      clientRole: 'petitioner',
      people: [
        { name: 'Trent Larsen', side: 'against' },
        { name: 'Coralee Pratt', side: 'for' },
      ],
      evidence: [
        { kind: 'physical', direction: 'for' },
        { kind: 'physical', direction: 'for' },
        { kind: 'eyewitness', direction: 'for' },
      ],
    },
  },
  {
    id: 'fam-sc-domestic-violence-11',
    source:
      "Pattern: an order of protection sought against a parent after a child exchange at a law-enforcement parking lot, contradicted by the lot's camera (S.C. Protection from Domestic Abuse Act, S.C. Code § 20-4-40, https://www.tmwlawsc.com/orders-of-protection-in-sc-everything-you-need-to-know/; https://www.touchstonefamilylaw.com/service/domestic-violence-2/); paraphrased, names invented.",
    facts: {
      caseCategory: 'family',
      caseType: 'domestic-violence',
      caseTitle: 'my ex filed for an order of protection against me',
      caseDescription:
        "my ex husband Derek Whitmire filed for an order of protection against me in greenville county family court. he says at our son's exchange on april 6 in the sheriff's office parking lot i slapped him across the face and threatened him. that didnt happen. we argued because he was 45 minutes late and i called him a name, thats it. the sheriffs office has a camera on that lot and my lawyer got the footage, it shows us standing about 6 feet apart the whole time and then me getting in my car, no contact at all. he didnt call anyone that day, he filed 2 weeks later right after i filed to modify custody. his girlfriend Amber Rhodes says she saw me slap him from his truck. ive never been arrested for anything.",
      state: 'SC',
      city: 'Greenville',
      clientName: 'Brooke Whitmire',
      opposingParty: 'Derek Whitmire',
      keyWitnesses: ['Amber Rhodes'],
      family: {
        relationshipStatus: 'divorced',
        custodyPreference: 'sole',
        childrenInvolved: true,
        childrenDetails: 'Our son Carter, 8; I have primary custody and filed to modify his visitation.',
        supportRequested: false,
      },
    },
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [70, 92],
      baseRate: 'family.protection-order',
      why: "Base 55 % is the petitioner's, so 45 % for the respondent before the facts. The sheriff's camera shows no contact at all, he reported nothing that day and filed two weeks later just after her custody motion, and his only corroboration is his girlfriend: the order is likely denied. Well above her 45 %.",
    },
    expectedFacts: {
      clientRole: 'respondent',
      people: [
        { name: 'Derek Whitmire', side: 'against' },
        { name: 'Amber Rhodes', side: 'against' },
      ],
      evidence: [
        { kind: 'video', direction: 'for' },
        { kind: 'eyewitness', direction: 'against' },
        { kind: 'testimony', direction: 'against' },
      ],
    },
  },
];
