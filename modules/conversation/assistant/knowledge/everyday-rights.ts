import type { KnowledgeSection } from './types.js';

// Everyday rights questions the knowledge base did not answer (found by probing the chat with fresh
// questions, issue 27, decision 0097): a car searched at a traffic stop, unpaid wages and overtime,
// a drug test at work, a child questioned or arrested by police, a car towed from a private lot, a
// jury summons, a caller who says there is a warrant for your arrest, the other parent posting the
// children's photos, and a teenager talking to an older adult online. General US information, never
// legal advice. Sources, by section:
// - car-search-at-traffic-stop: Carroll v. United States, 267 U.S. 132 (1925) (the automobile
//   exception); Arizona v. Gant, 556 U.S. 332 (2009) (search after an arrest); Rodriguez v. United
//   States, 575 U.S. 348 (2015) (a stop may not be prolonged for a dog sniff without reasonable
//   suspicion); Terry v. Ohio, 392 U.S. 1 (1968) and Michigan v. Long, 463 U.S. 1032 (1983) (frisk of
//   the person and the passenger area); Schneckloth v. Bustamonte, 412 U.S. 218 (1973) (consent);
//   usconstitution.net "The automobile exception and vehicle searches"; ABA note on Rodriguez.
// - unpaid-wages-and-overtime: Fair Labor Standards Act, 29 U.S.C. §§ 207 (time and a half over 40
//   hours), 216(b) (liquidated damages, fees), 215(a)(3) (retaliation), 255(a) (2 years, 3 if
//   willful); 29 C.F.R. § 541.600 ($684 a week); New York Labor Law § 198(3) (six years:
//   employmentlawaid.org, hornwright.com); DOL Wage and Hour Division (dol.gov/agencies/whd).
// - drug-testing-at-work: 49 C.F.R. Part 40 (DOT testing; § 40.191 refusals; § 40.171 split
//   specimen within 72 hours); FMCSA Drug and Alcohol Clearinghouse; California Gov. Code § 12954
//   (AB 2188, from 1 January 2024) and the other off-duty cannabis laws (grsm.com 2022 survey: NY,
//   NJ, CT, MT, RI, NV); random-testing limits (drugtesting.com's state list: CT, ME, MN and others).
// - child-questioned-by-police: J.D.B. v. North Carolina, 564 U.S. 261 (2011); In re Gault, 387
//   U.S. 1 (1967); New Jersey v. T.L.O., 469 U.S. 325 (1985); California Welf. & Inst. Code § 625.6
//   (SB 203, from 1 January 2021: under 18 must consult counsel before a custodial interrogation);
//   N.C. Gen. Stat. § 7B-2101 (a parent present; UNC School of Government bulletin).
// - car-towed-from-private-lot: California Vehicle Code § 22658 (signs of 17 by 22 inches at every
//   entrance, or a notice and 96 hours); Texas Occupations Code ch. 2308 (a tow hearing requested
//   within 14 days, § 2308.456; TDLR licenses towing companies).
// - jury-duty-summons: 28 U.S.C. §§ 1866(g) (a fine of up to $1,000, three days, community service)
//   and 1875 (federal jurors' jobs; gand.uscourts.gov, vtd.uscourts.gov); Connecticut OLR report
//   2007-R-0535 "Kid-friendly jury laws" (Illinois: a primary caregiver of a child under 12; Florida
//   § 40.013(4): a parent not employed full time with custody of a child under 6); FTC consumer alert
//   on jury-duty scams (Sept. 2024).
// - warrant-scam-calls: FTC "Did you get a call or email saying you missed jury duty and need to
//   pay? It's a scam" (2024); FBI and U.S. Marshals warnings; militaryconsumer.gov (NCSC).
// - co-parent-posting-child-photos: family-law firms' notes on social-media clauses in parenting
//   plans (jwbfamilylaw.com, sinkinlaw.com, love-bytes.com); Google Search Help "Remove images of
//   minors from Google search results".
// - teen-talking-to-adult-online: NCMEC CyberTipline (report.cybertip.org, 1-800-843-5678) and Take
//   It Down; 18 U.S.C. § 2422(b) (enticing a minor online); FBI sextortion guidance; parental
//   monitoring guidance (mmguardian.com predator alerts).

const rights = 'Everyday rights';
const work = 'Work and claims';
const family = 'Family matters';
const fraud = 'Fraud, money and business';
const safety = 'Safety';

export const everydayRights: KnowledgeSection[] = [
  {
    id: 'car-search-at-traffic-stop',
    title: 'An officer searching your car at a traffic stop: consent, probable cause and your rights',
    topic: rights,
    keywords: [
      'police searched my car',
      'cop searched my car and never asked',
      'vehicle search at a traffic stop',
      'can an officer search my car',
      'consent to search my car',
      'probable cause to search a car',
      'automobile exception',
      'searched my glovebox and trunk',
      'motion to suppress evidence from a car search',
    ],
    summary:
      'Officers may search a car without a warrant only in certain situations: you consent; they have probable cause to believe it holds evidence of a crime or contraband (the "automobile exception", Carroll v. United States, 1925); something illegal is in plain view; after an arrest, when the person could reach into the car or evidence of that crime is likely inside (Arizona v. Gant, 2009); or an inventory of a car being impounded. A traffic violation alone does not allow a search. Whether a search was lawful is decided later, in the criminal case: a defense lawyer can move to suppress what an unlawful search turned up.',
    points: [
      'You may refuse consent: say calmly "I do not consent to searches", and do not physically resist, argue or block the officer; if they search anyway, your refusal is on record for your lawyer.',
      "Probable cause can come from what an officer sees, smells or hears, or from a drug dog's alert; where marijuana is legal, state courts differ on whether its smell alone is still enough.",
      'A stop may last only as long as its purpose (license, registration, the ticket): under Rodriguez v. United States (2015) an officer may not hold you to wait for a drug dog without reasonable suspicion of a crime.',
      'An officer who reasonably suspects you are armed and dangerous may pat down your outer clothing and check the passenger area within reach for weapons (Terry v. Ohio, 1968; Michigan v. Long, 1983): a frisk, not a full search.',
      'Evidence from an unlawful search can be excluded in a criminal case, and the search can support a civil rights claim (42 U.S.C. § 1983); both are raised by a lawyer afterward, never at the roadside.',
    ],
    steps: [
      'Stay calm, keep your hands visible, and hand over your license, registration and proof of insurance when asked.',
      'If asked to search, say "I do not consent to searches"; do not resist if they search anyway.',
      "Afterward write down the officers' names, badge and car numbers, the agency, the time and place, what was searched and any witnesses; keep the ticket or property receipt.",
      "If you are charged, give those notes to a defense lawyer or the public defender, who decides whether to move to suppress; a complaint about the officer goes to the agency's internal affairs unit.",
    ],
  },
  {
    id: 'unpaid-wages-and-overtime',
    audience: 'employee',
    title: 'Unpaid wages and overtime: what you are owed, how far back, and where to claim',
    topic: work,
    keywords: [
      'unpaid overtime',
      'unpaid wages',
      'sue my employer for unpaid overtime',
      'wage theft',
      'time and a half',
      'Fair Labor Standards Act',
      'misclassified as exempt',
      'made to clock out and keep working',
    ],
    summary:
      "Under the federal Fair Labor Standards Act (FLSA), non-exempt employees must be paid at least the minimum wage and time and a half for every hour over 40 in a workweek. An FLSA claim reaches 2 years into the past, or 3 if the violation was willful (29 U.S.C. § 255), and can add an equal amount as liquidated (double) damages plus attorney's fees (§ 216(b)). You can file a free complaint with the Department of Labor's Wage and Hour Division or your state labor agency, or sue, whether or not you still have the job.",
    points: [
      'Being exempt depends on duties and pay, rather than a title or a salary: the executive, administrative and professional exemptions generally need a salary of at least $684 a week and duties that fit, so many salaried employees are owed overtime.',
      'State laws often give more: a higher minimum wage, daily overtime in some states (California after 8 hours in a day), and longer deadlines — New York allows wage claims for 6 years (Labor Law § 198(3)).',
      'Every hour counts: time before clocking in or after clocking out, through an unpaid meal break, or taken home must be paid.',
      'Each payday starts its own deadline, so each week of waiting can cost a week of pay.',
      'Firing, cutting hours or threatening an employee for complaining about pay or filing a wage claim is illegal retaliation (29 U.S.C. § 215(a)(3)).',
    ],
    steps: [
      'Write down your hours now from memory, calendars, emails, badge or GPS records, and keep every pay stub; your own record counts when the employer kept none or kept them wrong.',
      'Compare, week by week, the hours you put in with what you were paid.',
      'File a complaint with the Wage and Hour Division (1-866-487-9243, dol.gov/agencies/whd) or your state labor department before the deadline runs on the oldest weeks.',
      "For a large claim, or if coworkers were underpaid too, talk to an employment lawyer: many take wage cases on contingency because the FLSA makes an employer who loses pay the employee's attorney's fees.",
    ],
  },
  {
    id: 'drug-testing-at-work',
    audience: 'employee',
    title: 'Drug tests by an employer: when one can be required, and refusing',
    topic: work,
    keywords: [
      'drug test at work',
      'employer drug test',
      'random drug test',
      'pre-employment drug screen',
      'refuse a drug test',
      'failed a drug test',
      'urine sample for a drug test',
      'marijuana and a workplace drug test',
      'medical marijuana card and my employer',
      'DOT drug test',
    ],
    summary:
      'No federal law forbids a business to drug test, so in most states an employer may require a test of applicants and employees within the limits of state law, and may refuse to hire, or fire, someone who refuses. In jobs regulated by the Department of Transportation — commercial (CDL) drivers, pilots, railroad, transit and pipeline workers — testing is required (49 C.F.R. Part 40), and a refusal counts the same as a positive result.',
    points: [
      "Refusing a test your employer's policy requires is usually treated like failing it: outside the states that limit testing, you can be disciplined, fired or not hired for refusing, and unemployment benefits may be denied.",
      'States set the limits: some allow random testing only for safety-sensitive positions (Connecticut, Maine and Minnesota, for example), and many require a written policy, advance notice and a confirming laboratory test.',
      'Several states bar penalizing lawful marijuana consumption off duty — California (since 2024, including tests that find only non-psychoactive metabolites), New York, New Jersey, Connecticut, Montana and Rhode Island, and Nevada for most applicants — but none protects being impaired on the job, and federally regulated positions are excluded.',
      'Some states protect medical-marijuana cardholders; in others an employer may act on a positive test even with a card, and DOT rules forbid marijuana to safety-sensitive employees whatever a state allows, as well as drinking alcohol in the four hours before duty.',
      'Give the medical review officer (the doctor who reviews the result), not your boss, the list of your prescriptions: a positive result with a legitimate medical explanation is reported as negative.',
    ],
    steps: [
      'Ask for the written drug-testing policy: who is tested, when, for what, and what a refusal or a positive result means.',
      'Before the test, list your prescriptions for the medical review officer.',
      'If you believe a positive result is wrong, ask at once for the split specimen to be tested at another laboratory (in DOT testing, within 72 hours of being told).',
      'If you were fired over lawful off-duty marijuana or a test your state forbids, contact your state labor or civil rights agency, or an employment lawyer.',
    ],
  },
  {
    id: 'child-questioned-by-police',
    title: 'A child questioned or arrested by police: what a parent can do',
    topic: rights,
    keywords: [
      'my child was arrested at school for fighting',
      'police questioned my child while I was away',
      'can police question a minor alone',
      'juvenile interrogation',
      'school resource officer questioned my student',
      "a child's Miranda rights",
      'juvenile arrest',
      'teen picked up by police',
    ],
    summary:
      "A child held and questioned by police has the same Miranda rights as anyone — to stay silent and to have a lawyer — and the Supreme Court held in J.D.B. v. North Carolina (2011) that a child's age counts in deciding whether the child was in custody. Most states do not require a parent to be present before police question a minor, though many require prompt notice to a parent after a child is taken in, and some give more: California requires anyone under 18 to consult a lawyer before a custodial interrogation (Welfare and Institutions Code § 625.6), and North Carolina tells juveniles they may have a parent present. Teach your child to say clearly that they want a parent and a lawyer and will not answer questions.",
    points: [
      'A child, like anyone, must say it out loud — "I want a lawyer, I won\'t answer questions" — for questioning to end; staying silent may not be enough, and in most states a parent asking to be present does not end it.',
      'A principal may question and search a student on reasonable suspicion of breaking a rule (New Jersey v. T.L.O., 1985) without Miranda warnings, and what the child says can be passed on to officers; questioning by a police or school resource officer about a crime is an interrogation.',
      'A child charged with an offense has a right to a lawyer in juvenile court (In re Gault, 1967); if the family cannot afford one, a public defender is appointed.',
      'Juvenile court aims at rehabilitation, and its records are usually confidential and often can be sealed later, but serious charges against older teens can be moved to the criminal courts under state law.',
    ],
    steps: [
      'If officers come to your door to question your child, you may decline and ask for a card: without a warrant they need consent to come in.',
      'Find out where your child is, say you are the parent, ask to be with your child, and say your child will not answer questions without a lawyer.',
      "Call a juvenile defense lawyer or the public defender's office at once; if your child is held, ask when the detention hearing is.",
      'Teach your child the words: "I want my parent and a lawyer, and I don\'t want to talk."',
      "Write down the officers' and staff members' names, the times and what was asked, ask for the incident report, and do not discuss what happened with your child on a detention center's calls, which may be recorded.",
    ],
  },
  {
    id: 'car-towed-from-private-lot',
    title: 'Towed from a private parking lot: signs, fees and getting the vehicle out',
    topic: rights,
    keywords: [
      'towed from my apartment complex parking lot',
      'towed from a private parking lot',
      'towed with no warning',
      'illegal tow',
      'towing company fees',
      'get my vehicle out of the tow yard',
      'predatory towing',
      'towed from my own parking spot',
      'impound lot storage fees',
    ],
    summary:
      "A landlord or lot owner may have a vehicle towed from a private lot, but state and city laws set the conditions: usually warning signs at the entrances naming the towing company, the owner's written authorization for each tow, and notice to law enforcement. The towing company must say where the vehicle is and release it when you pay the lawful fees, which many states and cities cap. Get it out quickly: storage is charged by the day.",
    points: [
      'California, for example, allows a tow without a ticket only where signs at least 17 by 22 inches stand at every entrance, or 96 hours after a parking notice (Vehicle Code § 22658); Texas gives a tow hearing in justice court if you ask within 14 days (Occupations Code chapter 2308), and its Department of Licensing and Regulation licenses towing companies.',
      'At an apartment complex the tow usually rests on the parking rules in your lease or the posted rules (permits, assigned spaces, guest parking, expired registration): ask the manager for the rule and the tow authorization.',
      'A tow may be unlawful if no signs were posted, the rule was in neither your lease nor a posted notice, you were in your own space with a permit, or the fees are above the legal cap; ask the landlord and the towing company for a refund, then go to small claims court.',
      'If your vehicle is gone and you have no idea who took it, call the non-emergency number of the law enforcement agency: towing companies usually have to notify it of a private tow.',
    ],
    steps: [
      'Photograph the spot, the entrance and the signs (or the lack of them), and keep your lease and parking permit.',
      'Find the vehicle — the company on the sign, the manager or the non-emergency number — and get it out quickly; ask for an itemized receipt and check the fees against the legal cap.',
      'Inspect and photograph the vehicle at the lot before you drive off, and write any damage on the release paperwork.',
      'If the tow or the fees were unlawful, ask for a refund in writing, complain to the state or city agency that regulates towing, and file in small claims court.',
    ],
  },
  {
    id: 'jury-duty-summons',
    title: 'A jury duty summons: postponing, being excused, your employer, and skipping it',
    topic: rights,
    keywords: [
      'jury duty summons',
      'get out of jury duty',
      'excused from jury duty',
      'postpone jury duty',
      'jury service hardship',
      'missed jury duty',
      'fired for jury duty',
      'jury duty with a baby or young child',
    ],
    summary:
      'A jury summons is a court order, but nearly every court lets you postpone once, often online or by phone, and excuses people for a true hardship, such as caring for a baby or young child when no one else can. Some states write it into law: Illinois excuses a primary caregiver of a child under 12 with no reasonable alternative care, and Florida a parent not employed full time who has custody of a child under 6. Ask before your date: a court that hears nothing from you can order you to come and explain, and impose a penalty.',
    points: [
      'In federal court a summoned juror who fails to appear can be ordered to show cause and then penalized up to $1,000, three days in jail or community service (28 U.S.C. § 1866(g)); state courts have their own penalties, most often money.',
      'An employer is forbidden to fire, threaten or intimidate a permanent employee for federal jury service (28 U.S.C. § 1875: lost wages, reinstatement and a civil penalty), and most states protect jurors in their courts the same way; whether you are paid for jury days depends on state law and your employer.',
      'Courts contact jurors by mail and never call to demand payment by phone or gift card: a caller who says you missed jury duty and will be arrested unless you pay is a scammer.',
      'If you missed your date by mistake, call the jury office at once; most courts simply give you a new date.',
    ],
    steps: [
      'Read the summons and answer its questionnaire by the deadline; to postpone, choose a later date there.',
      "To ask to be excused, explain the hardship in writing with proof, such as the child's age, why no one else can care for the child, or a doctor's note.",
      "Give your employer a copy of the summons early, and keep the court's certificate of attendance.",
      'If you missed it, call the jury office and ask to reschedule; if you receive an order to show cause, go to that hearing.',
    ],
  },
  {
    id: 'warrant-scam-calls',
    title: 'A call saying there is a warrant for your arrest: government impostor scams',
    topic: fraud,
    keywords: [
      'scam call warrant for my arrest',
      'caller says there is a warrant for my arrest',
      'fake sheriff call',
      'missed jury duty scam call',
      'pay or be arrested call',
      'government impostor scam',
      'check if a warrant is genuine',
      'caller claiming to be a deputy',
    ],
    summary:
      "Courts and sheriffs never call to say you can avoid arrest by paying over the phone, and no government office takes gift cards, wire transfers, payment apps or cryptocurrency. A caller who says there is a warrant for your arrest — for missed jury duty, taxes or a Social Security problem — and demands payment is an impostor, even if the caller ID shows a genuine agency and the caller knows your address. To check, hang up and call the court clerk or the sheriff's non-emergency number yourself, on a number you look up.",
    points: [
      'Impostors fake caller ID, give badge and case numbers, keep you talking while you buy cards, and threaten arrest if you hang up; a genuine warrant is served in person, and a court contacts jurors by mail.',
      'Never give such a caller your Social Security number, date of birth or bank details.',
      'Many sheriffs and courts let you search warrants or court cases online, and the clerk can say whether there is a case in your name.',
      'If you already paid, act at once: call the gift card company, bank, wire service or payment app and ask them to freeze or reverse the payment.',
    ],
    steps: [
      'Hang up; never press a button or call a number the caller gives.',
      "Look up the court clerk's or sheriff's number on the official website and ask whether there is any warrant or case.",
      "Report the call at ReportFraud.ftc.gov and to the sheriff's office.",
      'If you paid or gave personal information, contact the payment company at once, place a free credit freeze, and follow the steps at IdentityTheft.gov.',
    ],
  },
  {
    id: 'co-parent-posting-child-photos',
    title: "The other parent posting your children's photos online",
    topic: family,
    keywords: [
      "other parent posting our children's photos",
      'co-parent posts the children on social media',
      "children's pictures posted against my wishes",
      'social media clause in a parenting plan',
      "remove my child's photos online",
    ],
    summary:
      "Without a court order, a parent generally may post photos of their own children, and the other parent's objection alone makes it no crime. A parenting plan can include social-media rules — no public posts, no location, nothing about the case — and either parent can ask the court to add them, by agreement or by a motion to modify, when the posts harm the children. A parent who breaks such a provision can be held in contempt.",
    points: [
      "The court decides on the children's best interests, so evidence of risk counts most: posts that show where the children live, study or are right now, strangers' replies, medical or behavioral details, or posts that run down the other parent.",
      "Courts are wary of restricting a parent's speech, so a narrow request (friends-only accounts, no location) is more likely to be granted than a total ban.",
      'Google removes images of anyone under 18 from its search results at the request of the young person or a parent (the hosting site must be asked separately), and the platforms take privacy reports about young children.',
      'If there is a protective order or the family lives at a confidential address, posts that reveal where the children are should go to the court at once.',
    ],
    steps: [
      'Ask the other parent in writing (email or a co-parenting app) to take the posts down or limit who sees them; keep it calm, since what you write may become evidence.',
      "Screenshot the posts with their dates, the account's privacy setting and any worrying replies.",
      'Read your parenting plan for a social-media clause: if it has one, ask your lawyer or the court clerk how to enforce it; otherwise, propose one in mediation or file a motion to modify.',
      "Flag posts that show a location to the platform, and file Google's removal request for images of anyone under 18.",
    ],
  },
  {
    id: 'teen-talking-to-adult-online',
    safety: true,
    title: 'Your teenager talking to an older adult online: grooming, reading the messages, reporting',
    topic: safety,
    keywords: [
      'teenager talking to an older man online',
      'my teen is talking to an adult online',
      'grown man messaging my teenager on Snapchat',
      'online grooming of a teenager',
      "can I read my child's messages",
      'monitoring app on my teen',
      'online predator',
    ],
    summary:
      "A grown man or woman who seeks out a teenager online — flattery, gifts or money, moving the chat to a secret app, asking for secrecy, photos or a meeting — is grooming, and asking anyone under 18 for sexual images or to meet for sex is a crime whatever the teen says she wants. Save the messages, do not warn the contact, and report it: to the National Center for Missing & Exploited Children's CyberTipline (report.cybertip.org, 1-800-843-5678) and to law enforcement. A parent may generally look through a minor child's phone, especially one the parent provides.",
    points: [
      'Red flags: the older contact makes the teen feel uniquely understood, asks for secrecy, turns the teen against the family, moves the chat to Snapchat, Discord or another app with disappearing messages, sends gifts, game credit or money, offers drinks or vapes, talks about sex, asks for pictures, or wants to meet.',
      'The age of consent differs by state (16 to 18), but federal law makes it a crime to entice anyone under 18 online into sexual activity (18 U.S.C. § 2422(b)), and a sexual image of a teen is illegal whether or not the teen agreed.',
      'Keep the evidence: screenshots showing the account name, dates and times, and the device itself; do not delete the chat, and never copy or forward sexual images of a teen — let the investigating officer know they exist.',
      "Parents may generally read a teen's messages and install monitoring apps on the teen's device; secretly recording the teen's calls is less settled, and someone 18 or older is another matter.",
      "If the contact threatens to share images unless the teen sends more, that is sextortion: do not pay, report it to the FBI (tips.fbi.gov), and NCMEC's Take It Down (takeitdown.ncmec.org) helps have images removed.",
    ],
    steps: [
      'If your teen is planning to meet the contact or has run off, call 911 now.',
      'Save the messages, the account name and the device before anything is deleted; do not confront or warn the contact.',
      'Report to the CyberTipline (report.cybertip.org or 1-800-843-5678) and to the police, and flag the account to the app once the investigators agree.',
      'Talk with your teen, limit messaging with people the teen has never met, and consider a counselor.',
    ],
  },
];
