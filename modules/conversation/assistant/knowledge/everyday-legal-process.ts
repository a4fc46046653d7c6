import type { KnowledgeSection } from './types.js';

// Everyday legal-process questions the knowledge base did not answer (found with the dev3 part of
// the question bank, from court self-help, public defender, CFPB, IRS, FBI and police FAQs): what
// happens after an arrest, a debt collector who threatens arrest, a tax return filed in your name,
// your own criminal record, a copy of a police or crash report, and someone trying to get into your
// home. General US information, never legal advice. Sources, by section:
// - after-an-arrest: Fed. R. Crim. P. 5 and 10; County of Riverside v. McLaughlin, 500 U.S. 44
//   (1991); Gideon v. Wainwright, 372 U.S. 335 (1963); Argersinger v. Hamlin, 407 U.S. 25 (1972);
//   ABA Model Rule of Professional Conduct 1.8(f) (a third party who pays the lawyer).
// - debt-collector-threats: Fair Debt Collection Practices Act, 15 U.S.C. §§ 1692c, 1692e, 1692g,
//   1692k; Regulation F, 12 C.F.R. § 1006.14(b)(2) (the seven-calls-in-seven-days presumption);
//   CFPB "Debt collection" answers (consumerfinance.gov).
// - tax-identity-theft: IRS "Identity Theft Central", Form 14039 and the IP PIN program (open to
//   every taxpayer since 2021); IRS letter 5071C; Taxpayer Advocate Service.
// - own-criminal-record: FBI CJIS "Identity History Summary Checks" (28 C.F.R. §§ 16.30–16.34,
//   fee $18); USCIS Form N-400 instructions on certified court dispositions.
// - police-report-copy: police records-unit FAQs and state public-records laws.
// - serving-someone-you-cannot-find: California Courts self-help "Serving papers when you can't
//   find the other party" (diligent search, order for publication); Nolo on service by publication;
//   USPS Domestic Mail Manual 507 (the "Return Service Requested" endorsement); Kulko v. Superior
//   Court, 436 U.S. 84 (1978) (support orders need personal jurisdiction over the absent spouse).
// - property-stolen-or-damaged: police departments' online-reporting FAQs (property crimes with
//   no suspect), NICB (catalytic converter theft, VIN etching), insurers' comprehensive-coverage
//   explanations, and state small-claims self-help pages.
// - police-want-to-talk: Miranda v. Arizona, 384 U.S. 436 (1966) (warnings only in custodial
//   interrogation); Salinas v. Texas, 570 U.S. 178 (2013) and Berghuis v. Thompkins, 560 U.S. 370
//   (2010) (silence must be claimed out loud); Frazier v. Cupp, 394 U.S. 731 (1969) (deception in
//   questioning); 18 U.S.C. § 1001 (false statements to federal agents); public defender FAQs.
// - data-breach-notice: FTC IdentityTheft.gov "Data breaches: what to do"; the free credit freeze
//   (15 U.S.C. § 1681c-1, since 2018); AnnualCreditReport.com's free weekly reports; IRS IP PIN.
// - finding-a-birth-parent: Child Welfare Information Gateway "Searching for birth relatives" and
//   "Access to adoption records" (state laws on original birth certificates, mutual consent
//   registries, confidential intermediaries).
// - someone-breaking-in: police home-intrusion safety guidance.
// - drink-spiking: RAINN "Drug-facilitated sexual assault"; the Violence Against Women Act's
//   forensic-exam rule (34 U.S.C. § 10449: no cost to the victim, with or without a police report).
// - adult-secret-contact-with-child: NCMEC "Online enticement" and the CyberTipline; FBI
//   "Sextortion" guidance for parents; U.S. Center for SafeSport (coaches in Olympic and
//   Paralympic sports).
// - threats-of-violence-at-work: OSHA "Workplace Violence" (the General Duty Clause, 29 U.S.C.
//   § 654(a)(1)); CISA/DHS "Active Shooter Preparedness" (reporting concerning behavior); Cal. Code
//   Civ. Proc. § 527.8 (an employer's workplace violence restraining order).
const court = 'Court process';
const fraud = 'Fraud, money and business';
const records = 'Records and people';
const safety = 'Safety';

export const everydayLegalProcess: KnowledgeSection[] = [
  {
    id: 'after-an-arrest',
    title: 'After an arrest: booking, bail, the arraignment and a lawyer',
    topic: court,
    keywords: [
      'arrested',
      'got arrested',
      'what happens after an arrest',
      'arraignment',
      'first court appearance',
      'bail',
      'bail bond',
      'public defender',
      'my son was arrested',
      'charged with shoplifting',
      'released on citation',
      'in jail what now',
    ],
    summary:
      'After an arrest the person is booked (photographed and fingerprinted) and then either released — on a citation, on their own recognizance or on bail — or held until a first court appearance, which must come promptly: a judge must find probable cause within 48 hours of an arrest made without a warrant. At the first appearance or arraignment the charges are read, the person is told of the right to a lawyer, a plea is entered (usually not guilty at this stage), and bail or release conditions are set.',
    points: [
      'Anyone charged with a crime that can lead to jail has the right to a lawyer, and a public defender is appointed free for someone who cannot afford one (Gideon v. Wainwright; Argersinger v. Hamlin).',
      'Bail is money or a bond that secures the return to court; many courts release people on their own recognizance or with conditions instead. A bail bond company keeps its fee (often 10 to 15 percent of the bail) even when the case ends well.',
      'Calls and video visits from jail are usually recorded and can be used as evidence, so the arrested person should not discuss the case on them.',
      'Low-level charges such as shoplifting, for someone with no record, are often eligible for diversion or a deferred disposition, which can end in a dismissal; ask the lawyer about it early.',
      "When a parent pays for an adult child's lawyer, the lawyer still works for the child, and the child decides what the lawyer may share.",
      "The county jail's inmate lookup, or a call to the jail, gives where the person is held, the charge and the bail; the court clerk gives the next court date.",
    ],
    steps: [
      "Find where the person is held, the charge, the bail and the next court date (the jail's inmate lookup or the clerk).",
      'Contact a criminal defense lawyer, or ask for a public defender at the first appearance.',
      'Tell the person not to talk about the case with anyone but the lawyer, especially on recorded jail calls.',
      'Keep every paper — the charge, bail receipt, release conditions and court dates — and make every court date.',
    ],
  },
  {
    id: 'debt-collector-threats',
    title: 'Debt collectors: calls at work, threats of arrest and your rights',
    topic: fraud,
    keywords: [
      'debt collector',
      'collection agency',
      'collector threatened arrest',
      'debt collector calling my work',
      'collections harassment',
      'FDCPA',
      'Fair Debt Collection Practices Act',
      'stop collection calls',
      'debt validation',
    ],
    summary:
      'The federal Fair Debt Collection Practices Act (15 U.S.C. § 1692 and following) bars debt collectors from harassing you, lying to you, or threatening what they cannot lawfully do. A collector may not say you will be arrested or jailed for not paying a debt (§ 1692e): not paying a consumer debt is not a crime. You can tell a collector in writing to stop contacting you, and dispute the debt in writing within 30 days of its validation notice.',
    points: [
      'A collector may not call you at work if it knows your employer does not allow such calls, nor call before 8 a.m. or after 9 p.m. your time (§ 1692c(a)).',
      'Within five days of first contacting you the collector must send a validation notice (amount, creditor, how to dispute); a written dispute within 30 days makes it stop collecting until it verifies the debt (§ 1692g).',
      'A written request to stop contact ends the calls (§ 1692c(c)), though the collector may still tell you it is suing; the debt itself does not go away.',
      'Regulation F presumes harassment when a collector calls more than seven times in seven days about one debt (12 C.F.R. § 1006.14).',
      'You can sue a collector that breaks the law for your actual damages, up to $1,000 more and your attorney fees, within one year (§ 1692k).',
      'A real lawsuit arrives as court papers served on you; never ignore those, or a default judgment can lead to wage garnishment.',
    ],
    steps: [
      "Write down each call — date, time, the caller's name and company, what was said — and keep voicemails.",
      'Send a written dispute or stop-contact letter by certified mail, and keep a copy.',
      'Report threats or harassment to the CFPB (consumerfinance.gov/complaint) and your state attorney general.',
      'If a collector threatened arrest or keeps breaking the rules, talk to a consumer lawyer; many take these cases because the law makes the collector pay the fees.',
    ],
  },
  {
    id: 'tax-identity-theft',
    title: 'Tax identity theft: a tax return filed in your name',
    topic: fraud,
    keywords: [
      'someone filed taxes in my name',
      'return rejected as already filed',
      'IRS identity theft',
      'Form 14039',
      'identity protection PIN',
      'IP PIN',
      'stolen refund',
      'duplicate return',
    ],
    summary:
      'If the IRS rejects your e-filed return because one was already filed with your Social Security number, or writes about a return you did not file, someone has probably used your number to claim a refund. File your own return on paper with IRS Form 14039 (Identity Theft Affidavit) attached, or submit Form 14039 online, and answer any IRS letter by its instructions.',
    points: [
      'An Identity Protection PIN (IP PIN) is a six-digit number that stops anyone else from filing with your number; any taxpayer can get one through their IRS online account.',
      'The IRS first contacts people by mail; calls, texts or emails claiming to be the IRS and demanding payment are scams.',
      'A letter 5071C asks you to verify your identity before the IRS processes a return; answer it only through the official site or number in the letter.',
      'Someone filing in your name usually means your Social Security number is exposed elsewhere too: freeze your credit at Equifax, Experian and TransUnion.',
      "The Taxpayer Advocate Service, the IRS's independent ombudsman, can help when a case drags on and causes a hardship.",
    ],
    steps: [
      'Mail your return on paper with Form 14039 attached (or file Form 14039 online), and keep copies of everything.',
      'Answer any IRS letter by the steps it gives, using only the contacts in the letter.',
      'Get an IP PIN for the coming years.',
      'Freeze your credit and report the theft at IdentityTheft.gov.',
    ],
  },
  {
    id: 'own-criminal-record',
    title: 'Getting a copy of your own criminal record (FBI and state)',
    topic: records,
    keywords: [
      'my own criminal record',
      'copy of my FBI record',
      'FBI background check on myself',
      'Identity History Summary',
      'rap sheet',
      'criminal record for immigration',
      'fingerprint background check',
      'state criminal history',
      'court disposition',
    ],
    summary:
      "You can get your own FBI criminal history, called an Identity History Summary, by sending your fingerprints and a fee to the FBI's Criminal Justice Information Services (CJIS) Division, online or by mail, or faster through an FBI-approved channeler. A state's record comes from its central repository (often the state police or department of justice), usually by a fingerprint or name request.",
    points: [
      'The FBI request is governed by 28 C.F.R. §§ 16.30–16.34 (the fee is $18), and you can challenge an error through the agency that sent the arrest information or through the FBI.',
      'For immigration, USCIS usually takes your fingerprints itself at a biometrics appointment; for each arrest or charge it asks for a certified court disposition, which comes from the clerk of the court that handled the case.',
      'An arrest that never led to a conviction may still show; having the disposition added, or the record sealed or expunged where the state allows, fixes what others see.',
      'Employers and landlords usually see a private background report instead; you can ask the screening company for your file under the FCRA.',
    ],
    steps: [
      'Decide which record you need: FBI, state, or court dispositions (immigration often needs all three).',
      "Request the Identity History Summary through the FBI's online portal or an approved channeler, with your fingerprints.",
      'Ask the clerk of each court where you had a case for a certified disposition.',
      'Talk to an immigration lawyer before filing if the record shows any arrest or conviction.',
    ],
  },
  {
    id: 'police-report-copy',
    title: 'Getting a copy of a police or accident report',
    topic: records,
    keywords: [
      'copy of police report',
      'get a police report',
      'accident report',
      'crash report',
      'police report for insurance',
      'incident report',
      'report number',
      'records division',
    ],
    summary:
      'Ask the agency that responded: the city police department for a city street, the county sheriff in unincorporated areas, the state police or highway patrol on state highways. Its records unit takes requests online, by mail or in person, with the report or case number, the date and place, and usually a small fee. Many states also put crash reports on an online portal a few days after the crash.',
    points: [
      'The people involved — drivers, victims, owners of damaged property — and their lawyers and insurers can usually get the report; others may get a redacted copy under the state public-records law.',
      'Reports of sexual assault, domestic violence and those involving juveniles are usually restricted or redacted, and an open investigation can delay release.',
      "Insurers often request the crash report themselves; give yours the report number and the agency's name.",
      'If the report has a factual error, ask the officer or the records unit to add a supplement or attach your statement; the narrative itself is rarely rewritten.',
      'Body-camera video and 911 recordings are requested separately under the public-records law and may be kept only for a limited time, so ask early.',
    ],
    steps: [
      "Find the report or case number on the card or paper the officer gave you, or call the agency's non-emergency line.",
      "Request the report from the agency's records unit (or the state crash-report portal) and pay the fee.",
      'Check it for errors and ask for a supplement if something is wrong.',
      'Send a copy to your insurer and keep one yourself.',
    ],
  },
  {
    id: 'someone-breaking-in',
    safety: true,
    title: 'Someone trying to get into your home right now',
    topic: safety,
    keywords: [
      'someone trying to break in',
      'someone trying to get in my house',
      'someone at my door',
      'intruder',
      'home invasion',
      'someone outside my house right now',
      'banging on my door',
      'trying to open my door',
    ],
    summary:
      'If someone is trying to get in, call 911 now and do not go to the door or confront them. Get to a room you can lock, with your phone and if possible a way out, keep children with you, and stay on the line with the dispatcher until police arrive.',
    points: [
      'Turning on lights, setting off an alarm or calling out that the police are on their way often makes an intruder leave; do not open the door to look.',
      'Tell the dispatcher your address first, then where you are in the home, who is inside with you, and what the person looks like or is doing.',
      "If they get in and you can leave safely, leave and go to a neighbor's or a public place.",
      'Afterwards, leave what they touched (handles, windows) for the police, photograph any damage and save camera footage.',
      'If you know who it is — an ex, a relative, someone with an order against them — say so to the dispatcher; breaking a protective order is a crime, and repeated visits support a protective order.',
    ],
    steps: [
      'Call 911 now and stay on the line.',
      'Lock yourself in a room with your phone, and keep children with you.',
      'When it is over, write down what happened with the times, and save any footage.',
      'Ask the police for the report number and, if you know the person, about a protective order.',
    ],
  },
  {
    id: 'threats-of-violence-at-work',
    safety: true,
    title: 'A coworker threatens violence at work',
    topic: safety,
    keywords: [
      'coworker threatened to shoot',
      'threat at work',
      'workplace violence',
      'coworker said he would bring a gun',
      'threatening coworker',
      'employee made a threat',
      'shoot up the office',
      'violent coworker',
    ],
    summary:
      'Take a threat of violence at work seriously even when others laugh it off: call 911 if the danger is immediate, and otherwise report it the same day to your supervisor, HR or security, in writing, with the exact words, when and where they were said, and who heard them. Threat-assessment guidance from the federal government (CISA) treats remarks about shooting or bringing a weapon, and grievances such as discipline, as warning signs to report, not to judge alone.',
    points: [
      "Employers have a duty to keep the workplace free of recognized serious hazards (OSHA's General Duty Clause), and many have a workplace violence policy and a threat-assessment process for exactly this.",
      'Write down the words as closely as you remember them, the date and time, where, who was there, and anything before it (discipline, grudges, talk about weapons).',
      'If you fear retaliation because you reported the person before, say so in the report; retaliation against someone who reports a safety concern is often unlawful.',
      'Some states let an employer ask a court for a workplace violence restraining order on behalf of its employees (for example California Code of Civil Procedure § 527.8), and you can seek a civil harassment or protective order for yourself.',
      'Threatening to kill or hurt people can be a crime on its own (a criminal or terroristic threat) in every state, so the police can also take a report.',
    ],
    steps: [
      'If the person has a weapon or the danger is immediate, leave and call 911.',
      'Report the threat today to your supervisor, HR or security, in writing, and keep a copy.',
      'Write down the exact words, the time, the place and the witnesses.',
      'Ask what the employer will do to keep you safe (security, schedule, the person kept off site), and report it to the police if it is repeated or you feel unsafe away from work.',
    ],
  },
  {
    id: 'serving-someone-you-cannot-find',
    title: 'Serving papers on someone you cannot find',
    topic: court,
    keywords: [
      'cannot find the defendant',
      "don't know where he lives",
      'no address for the other party',
      'diligent search',
      'service by publication',
      'spouse disappeared before the divorce',
      'moved with no forwarding address',
      'last known address',
    ],
    summary:
      'When you do not know where the other person lives, courts first expect a diligent search: the last known address, relatives and friends, former employers, social media, phone and email, public records (property, voter, court and jail records) and often a skip trace by a process server or investigator. If the search fails, you ask the court for permission to serve another way — by publication in a newspaper, by posting, or in some states by email or social media — with a sworn statement of every step you took.',
    points: [
      'Keep a dated log of every search and attempt: who you asked, which records and sites you checked, which addresses the server tried; the court form or the judge asks for it.',
      'A letter to the last known address marked "Return Service Requested" comes back from the Postal Service with a forwarding address or the reason it could not be delivered, which is evidence of your search.',
      'A process server or investigator can run a skip trace through licensed data services for a permissible purpose such as serving process.',
      'In a divorce, service by publication lets the case go ahead, but a court may not be able to order support or payments from a spouse it never had personal jurisdiction over; ask about it before you rely on publication.',
      'Publication has a cost set by the newspaper; ask the clerk whether a fee waiver covers it.',
    ],
    steps: [
      'Search: last known address, relatives, employer, social media, court and property records; keep a dated log.',
      'Hire a process server or investigator for a skip trace if your own search fails.',
      "File the court's request for alternative service (for example by publication) with a sworn statement of your diligent search.",
      'Serve the papers as the judge orders, and file the proof of service.',
    ],
  },
  {
    id: 'drink-spiking',
    safety: true,
    title: 'Something put in your drink: drugging and what to do',
    topic: safety,
    keywords: [
      'someone put something in my drink',
      'drugged',
      'drink spiked',
      'roofied',
      'date rape drug',
      'blacked out after one drink',
      'drug-facilitated assault',
    ],
    summary:
      'If you think you were drugged, get to a safe place with someone you trust and call 911 or go to an emergency room now. Ask for a urine test as soon as possible: some drugs used to spike drinks leave the body within 12 hours, most within 72. If you may have been sexually assaulted, a forensic (SAFE) exam is free under the Violence Against Women Act, whether or not you report to the police.',
    points: [
      'Signs include feeling far drunker than what you drank, confusion, sudden sleepiness, trouble moving or speaking, and gaps in memory.',
      'Before the exam, try not to shower, change clothes or use the bathroom if you can avoid it; put clothes in a paper bag.',
      'Keep what you can: the glass or bottle, receipts that show where you were, and names of friends, staff or the rideshare driver who saw you.',
      'Bars and clubs often have cameras that record over their footage within days or weeks; the police (or a lawyer) can ask them to keep it.',
      "RAINN's National Sexual Assault Hotline (1-800-656-4673, or online.rainn.org) connects you with a local advocate who can go to the hospital with you.",
    ],
    steps: [
      'Call 911 or go to the emergency room now, with someone you trust.',
      'Ask for a urine and blood test for drugs, and a forensic exam if you may have been assaulted.',
      'Write down everything you remember, with times, and who you were with.',
      "Report it to the police when you are ready, and ask them to request the bar's camera footage quickly.",
    ],
  },
  {
    id: 'adult-secret-contact-with-child',
    safety: true,
    title: "An adult's secret messages with your child: grooming",
    topic: safety,
    keywords: [
      'grooming',
      'coach texting a student late at night',
      'adult messaging a minor in secret',
      'told not to tell the parents',
      'predator online',
      'online enticement',
    ],
    summary:
      "An adult who messages a child privately, especially late at night, with gifts, flattery or a request to keep it secret from the parents, is showing the classic signs of grooming. Keep the messages, do not warn the adult, and report it: to the police, to the National Center for Missing & Exploited Children's CyberTipline (report.cybertip.org or 1-800-843-5678), and to the school, club or league that the adult works for.",
    points: [
      'Save the evidence before anything is deleted: screenshots that show the account name, dates and times, and the phone itself; do not forward sexual images of a minor to anyone, including yourself — tell the police they exist.',
      'Talk with your child calmly and without blame; children often hide contact because they were told they would get in trouble.',
      'Coaches, teachers and youth leaders are mandated reporters in many states, and organizations have their own rules; in Olympic and Paralympic sports, the U.S. Center for SafeSport takes reports.',
      'Asking a minor for sexual images, or to meet for sex, is a federal and state crime whether or not anything happened in person.',
      'If the adult threatens to share images unless the child sends more, that is sextortion: do not pay or send anything, and report it to the FBI (tips.fbi.gov) as well.',
    ],
    steps: [
      'If your child is in danger now or the adult is trying to meet them, call 911.',
      'Save the messages and account details; do not confront or warn the adult.',
      'Report to the police and to the CyberTipline, and tell the school, club or league.',
      'Block the adult on every app only after the evidence is saved, and ask the police whether to keep the account open.',
    ],
  },
  {
    id: 'property-stolen-or-damaged',
    title: 'Your car or belongings stolen, keyed or damaged',
    topic: records,
    keywords: [
      'someone stole my',
      'car scratched or keyed',
      'hit my parked car',
      'catalytic converter stolen',
      'vandalism',
      'package stolen',
      'roommate taking my stuff',
      "won't return my things",
      'damage to my car',
      'who damaged my car',
    ],
    summary:
      "Report a theft or damage to the police — many departments take reports of thefts and damage with no suspect online or by their non-emergency line — and keep the report number, which your insurer will ask for. Then gather what can show who did it: your own or a neighbor's camera, the store's or parking garage's footage (ask quickly, it is often recorded over within days or weeks), witnesses and photos of the damage.",
    points: [
      'Comprehensive car insurance usually covers theft (a catalytic converter) and vandalism such as keying, less your deductible; a hit-and-run on your parked car may fall under collision or uninsured-motorist coverage.',
      'A business will usually give its footage only to the police, so tell the officer where the cameras are and ask them to request it.',
      'If you know who did it — a roommate, a neighbor, an ex — you can also ask for the value back in writing and then sue in small claims; a police report and receipts or repair estimates are your evidence.',
      'Someone who keeps your things and refuses to return them can be sued for their return or their value, and in many states keeping them can be theft; the police often call it a civil matter unless the taking is clear.',
      'Engraving or etching your VIN on a catalytic converter and parking in lit or covered places make theft harder, and help police identify a recovered part.',
    ],
    steps: [
      'Photograph the damage or the empty spot, with the date, and write down when it was last intact.',
      'Report it to the police (online or the non-emergency line) and keep the report number.',
      'Ask nearby stores, garages and neighbors to keep their camera footage, and tell the police where it is.',
      'Call your insurer, and if you know who is responsible, send a written demand before small claims.',
    ],
  },
  {
    id: 'police-want-to-talk',
    audience: 'accused',
    title: 'A detective wants to talk to you',
    topic: court,
    keywords: [
      'detective wants to talk to me',
      'police want me to come in',
      'voicemail from a detective',
      'do I have to talk to the police',
      'am I a suspect',
      'police interview',
      'right to remain silent',
    ],
    summary:
      "Unless you are under arrest or served with a subpoena, you generally do not have to go in or answer a detective's questions, and anything you say can be used against you. Before any interview, talk to a criminal defense lawyer (a public defender's office can advise if you cannot afford one); the lawyer can call the detective, learn what it is about, and sit with you if you decide to talk.",
    points: [
      'Miranda warnings are required only when you are in custody and questioned; in a "voluntary" interview at the station they may never be read, and what you say still counts.',
      'To rely on your right to silence you must say it out loud ("I will not answer questions without my lawyer"); simply staying quiet has been held not to be enough.',
      'Police may lawfully mislead you in an interview, for example about what evidence or witnesses they have.',
      'Asking whether you are a witness or a suspect is fair, but the answer can change, and a witness interview can become a suspect interview.',
      'Lying to police is worse than silence: false statements can be a separate crime (to a federal agent, 18 U.S.C. § 1001).',
      'If you are the victim of the crime being investigated, talking to the detective is usually how the case moves forward; a victim advocate can help.',
    ],
    steps: [
      'Write down the detective\'s name, agency, phone number and what the message said; do not call back to "explain".',
      'Call a criminal defense lawyer or the public defender before any interview.',
      'Let the lawyer contact the detective and decide with you whether to talk at all.',
      'If you do talk, do it with your lawyer present, and never guess or lie.',
    ],
  },
  {
    id: 'data-breach-notice',
    title: 'A data breach letter: what to do, by what was exposed',
    topic: fraud,
    keywords: [
      'data breach letter',
      'my information was in a data breach',
      'Social Security number exposed in a breach',
      'breach notification',
      'free credit monitoring offer',
      'what to do after a data breach',
    ],
    summary:
      'What to do depends on what was exposed. A Social Security number: freeze your credit at Equifax, Experian and TransUnion (free by federal law), get an IRS Identity Protection PIN, and watch your credit reports. A card or account number: ask the bank for a new card or account. A password: change it everywhere you used it and turn on two-step sign-in.',
    points: [
      'A credit freeze stops new accounts in your name until you lift it; free credit monitoring only tells you after something happens, so take it if offered but freeze anyway.',
      'Your credit reports are free every week at AnnualCreditReport.com; look for accounts, addresses and inquiries you do not know.',
      'Medical or insurance data: read every Explanation of Benefits and ask the insurer about claims you did not receive.',
      'Breaches are followed by phishing: calls, texts and emails that mention the breach and ask for your details or a payment are often scams; contact companies only through numbers you look up yourself.',
      'IdentityTheft.gov has a step list for each kind of exposed data, and a recovery plan if your information is actually misused.',
    ],
    steps: [
      'Read the letter for what was exposed, and keep it.',
      'Freeze your credit at all three bureaus (and get an IRS IP PIN if your Social Security number was exposed).',
      'Change exposed passwords, turn on two-step sign-in, and ask for new card numbers.',
      'Check your credit reports and accounts over the next months, and report misuse at IdentityTheft.gov.',
    ],
  },
  {
    id: 'finding-a-birth-parent',
    title: 'Finding a birth parent after an adoption',
    topic: records,
    keywords: [
      'find my birth mother',
      'find my birth father',
      'adopted and want to find my parents',
      'original birth certificate',
      'adoption records',
      'mutual consent registry',
      'biological parent search',
    ],
    summary:
      'Start with the records your state lets adult adoptees see: a growing number of states release the original birth certificate (which names the birth mother) on request, others release non-identifying information and allow contact only through a mutual consent registry, a confidential intermediary or a court order. In parallel, a consumer DNA test (AncestryDNA, 23andMe) often finds cousins whose family trees lead to the parent.',
    points: [
      "The Child Welfare Information Gateway summarizes each state's law on access to adoption records and original birth certificates.",
      'Mutual consent registries match only when both sides have registered, so register in the state of the adoption and check again over time.',
      'The adoption agency or the court that finalized the adoption may hold non-identifying information (ages, background, medical history) and sometimes runs a search and contact service.',
      'DNA matches are most useful with a volunteer "search angel" or genetic genealogist, who builds the matches\' trees back to a couple who could be the parents.',
      'A licensed investigator can confirm an identity and a current address once you have a name, and can make the first contact discreetly.',
    ],
    steps: [
      "Look up your state's adoption-records law and request your original birth certificate or non-identifying information.",
      'Register with the state mutual consent registry, and contact the agency that handled the adoption.',
      'Take a DNA test with one of the large databases and ask a search angel to help read the matches.',
      'Once you have a likely name, confirm it before contact, and think about how you want the first contact made.',
    ],
  },
];
