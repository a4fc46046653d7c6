import type { KnowledgeSection } from './types.js';

const topic = 'Investigation types';

export const investigationTypes: KnowledgeSection[] = [
  {
    id: 'missing-persons',
    title: 'Missing persons investigations',
    topic,
    keywords: ['missing person', 'find a missing person', 'disappeared', 'runaway', 'lost contact', 'locate family member', 'missing child', 'missing adult', 'NamUs', 'NCMEC', 'find someone'],
    summary:
      'When someone may be in danger, report them missing to the police at once: there is no 24-hour waiting period in US law enforcement practice. A private investigator works alongside the police report, not instead of it, following leads the police may not have time for — last known contacts, travel, online activity that is public, and places the person is known to go.',
    points: [
      'Call 911 for a child, an at-risk adult (medical needs, dementia, suicide risk) or any sign of foul play; for a missing child also call the National Center for Missing & Exploited Children at 1-800-THE-LOST (1-800-843-5678).',
      'Ask the police to enter the person in the FBI\'s NCIC database, and register the case on NamUs (the National Missing and Unidentified Persons System), which also lets families compare with unidentified remains.',
      'Adults have a legal right to go missing. If an investigator finds an adult who left by choice, an ethical investigator confirms they are safe and passes on a message rather than revealing where they are without their consent.',
      'Investigators work from public records (addresses, court filings, vehicle and property records), licensed data services used for a permissible purpose, interviews with friends, co-workers and neighbors, canvassing of hospitals and shelters, and public social media.',
      'They may not access the person\'s phone, email, bank or medical records, and may not place trackers; those need the account holder\'s consent or a court order obtained by law enforcement.',
      'Time matters: camera footage is often overwritten within days or weeks, and memories fade, so early canvassing and requests to preserve footage are worth more than late ones.',
    ],
    steps: [
      'File a police report now and write down the report number and the officer\'s name.',
      'Gather recent photos, a physical description, clothing last seen, phone number, vehicle (make, model, plate), bank and phone providers, medical needs and a list of friends and places.',
      'Write a timeline of the last 72 hours before the person disappeared: who saw them, where, and when.',
      'Ask nearby businesses to keep their camera footage from the relevant days.',
      'If you hire an investigator, give them the police report number and agree on how findings are shared with the police.',
    ],
  },
  {
    id: 'background-checks',
    title: 'Background checks and the FCRA',
    topic,
    keywords: ['background check', 'background investigation', 'criminal record', 'vet someone', 'check a person', 'tenant screening', 'employment screening', 'FCRA', 'dating background check', 'due diligence on a person', 'court records'],
    summary:
      'A background check gathers public and lawfully available records about a person: identity, address history, criminal and civil court cases, bankruptcies, liens, licenses and more. When the check is used to decide on employment, housing, credit or insurance, the federal Fair Credit Reporting Act (FCRA) applies and sets strict rules.',
    points: [
      'Checks for employment, tenancy, credit or insurance must come from a consumer reporting agency and need the person\'s written authorization for employment checks, plus an adverse-action notice if the report leads to a "no".',
      'Personal checks (a business partner, a date, a nanny you interview yourself) can use public records, but credit reports still need a permissible purpose under the FCRA; curiosity is not one.',
      'Court records are kept county by county; nationwide "instant" databases miss records and mix up people with similar names, so serious checks confirm each hit at the courthouse or the court\'s online index.',
      'Identity comes first: match full name, date of birth and address history before attributing any record to the person.',
      'Many states and cities have "ban the box" and fair-chance hiring laws limiting when employers may ask about criminal history, and some limit how old a conviction may be considered.',
      'Under the FCRA, arrests that did not lead to conviction generally cannot be reported after seven years (with exceptions for high-salary positions); convictions can be reported indefinitely under federal law, though some states limit this.',
    ],
    steps: [
      'Decide what the check is for; if it is for a job, tenancy, credit or insurance decision, use an FCRA-compliant screening company and get written consent.',
      'Collect the person\'s full legal name, any former names, date of birth and the counties where they have lived.',
      'Search the county court indexes where they lived, plus federal courts (PACER) and the state sex offender registry.',
      'Verify every hit against date of birth and address before relying on it.',
      'For a high-stakes decision, ask a licensed investigator to confirm the records and interview references.',
    ],
  },
  {
    id: 'surveillance',
    title: 'Surveillance investigations',
    topic,
    keywords: ['surveillance', 'follow someone', 'watch someone', 'stakeout', 'tail', 'observe', 'video evidence', 'activity check', 'drone', 'photograph someone'],
    summary:
      'Surveillance is the lawful observation and recording of a person\'s activities in places where they have no reasonable expectation of privacy — streets, parking lots, stores, public parks. Done well it produces time-stamped video and a written log that can support testimony in court.',
    points: [
      'Investigators may film what anyone could see from a public place or from property they are allowed to be on; they may not trespass, look into homes with optical aids to see what is not otherwise visible, or record private conversations.',
      'Audio is the trap: many states forbid recording a conversation without the consent of one or all parties, so surveillance video is usually shot without sound.',
      'A mobile surveillance often needs two investigators and two vehicles to avoid losing the subject or being noticed; this doubles the hourly cost but raises the success rate.',
      'Good surveillance evidence has a continuous log (time, place, activity), video with date and time, and a report that explains gaps.',
      'Drones are covered by FAA Part 107 rules for commercial operators and by state laws on drone surveillance; several states restrict drone filming of people on private property.',
      'Following someone in a way that causes them fear can cross into stalking or harassment; licensed investigators are trained to avoid contact and to break off if spotted.',
    ],
    steps: [
      'Tell the investigator what you need to prove and for what purpose (court, insurer, personal decision).',
      'Provide recent photos, vehicles, home and work addresses, and the days and times the activity is most likely.',
      'Agree on a budget in hours, whether one or two investigators are needed, and when to stop.',
      'Ask for the log and unedited video along with the report, so the evidence can be authenticated later.',
    ],
  },
  {
    id: 'infidelity',
    title: 'Infidelity and domestic investigations',
    topic,
    keywords: ['cheating', 'infidelity', 'cheating spouse', 'affair', 'unfaithful', 'catch a cheater', 'partner cheating', 'adultery', 'domestic investigation', 'alienation of affection'],
    summary:
      'An infidelity investigation usually combines surveillance, public-records research and a look at public social media to confirm or rule out a suspicion. The law limits what you and an investigator may do: you may not secretly record your partner\'s conversations, read their phone or email without permission, or track their car in many states.',
    points: [
      'Most states have no-fault divorce, so proof of an affair rarely changes who gets divorced, but it can matter for spending of marital money on the affair, for custody when it affects the children, and in a few states for alimony.',
      'North Carolina and a handful of other states still allow suits for "alienation of affection" or "criminal conversation" against the third party, where evidence of the affair is central.',
      'Installing spyware on a partner\'s phone, logging into their accounts or recording their calls can be a federal and state crime and can make the evidence unusable — and expose you to a lawsuit.',
      'Putting a GPS tracker on a car you do not own (or co-own, in some states) is illegal in many states; ask a lawyer before tracking even a shared vehicle.',
      'Investigators document meetings in public places, hotel and restaurant visits observed from public areas, and patterns of time; they do not enter private property or hotel rooms.',
      'If there is any history of violence or control, think about safety first: a partner who learns they are being watched may react dangerously.',
    ],
    steps: [
      'Write down what you have noticed: dates, times, changes in routine, names mentioned.',
      'Talk to a family-law attorney about whether the evidence would matter in your state, and hire the investigator through the attorney if you can.',
      'Give the investigator the days and places where meetings are most likely, so surveillance hours are used well.',
      'Do not confront your partner with evidence until you have talked to your attorney about the next steps.',
    ],
  },
  {
    id: 'insurance-fraud',
    title: 'Insurance fraud investigations',
    topic,
    keywords: ['insurance fraud', 'insurance claim', 'staged accident', 'fake injury', 'claims investigation', 'SIU', 'disability fraud', 'property claim fraud', 'arson claim', 'insurance investigator'],
    summary:
      'Insurance fraud investigations check whether a claim — an injury, a theft, a fire, a disability — happened as reported. Insurers run special investigation units (SIUs) and hire licensed investigators for surveillance, scene work, interviews and records research; every state has laws against insurance fraud and most have a fraud bureau that receives referrals.',
    points: [
      'Common patterns include staged or caused auto accidents, exaggerated injuries, inflated property losses, "phantom" medical treatment and disability claims inconsistent with daily activity.',
      'Surveillance of a claimant is lawful only in public or where the investigator may be; investigators may not bait a claimant into activity or misrepresent themselves to get inside a home.',
      'Activity checks, recorded statements (with consent), scene examinations, medical canvasses and claims history databases (such as ISO ClaimSearch) are standard tools.',
      'The National Insurance Crime Bureau (NICB) and state fraud bureaus accept tips; many states require insurers to report suspected fraud.',
      'If you are the claimant being investigated, you have the right to a lawyer, and you do not have to let an investigator into your home.',
      'Evidence must be shown in context: a short clip of someone lifting a bag does not prove a disability claim false without the full log of the day.',
    ],
    steps: [
      'Define the specific claim facts to verify (the injury, the limitation, the date and place of loss).',
      'Gather the claim file, recorded statements, medical restrictions and known addresses and vehicles.',
      'Plan surveillance days around known appointments and activities, and keep the full, unedited log.',
      'Report suspected fraud through your company\'s SIU or the state fraud bureau, never by confronting the claimant.',
    ],
  },
  {
    id: 'workers-comp-fraud',
    title: "Workers' compensation fraud",
    topic,
    keywords: ["workers' comp", 'workers compensation', 'workplace injury claim', 'comp fraud', 'injured employee working second job', 'malingering', 'return to work', 'activity check'],
    summary:
      "Workers' compensation investigations look at whether an injured worker's activities match their reported restrictions, whether the injury happened at work, and whether they are working elsewhere while drawing benefits. Employers, insurers and third-party administrators hire licensed investigators; the worker's rights and privacy still apply.",
    points: [
      'Typical work includes activity checks, surveillance in public places, employment verification, social media review and statements from co-workers and witnesses.',
      'Footage must show activity inconsistent with the specific medical restrictions (for example lifting over 20 pounds) — ordinary errands rarely prove fraud.',
      'Retaliating against a worker for filing a claim is illegal in every state; an investigation must be about the claim, not a way to punish the employee.',
      'Employer fraud exists too: misclassifying workers, underreporting payroll to cut premiums, or pressuring workers not to file.',
      'Each state runs its own workers\' compensation system and fraud unit; the rules for recorded statements and independent medical exams differ by state.',
    ],
    steps: [
      'Collect the claim, the doctor\'s work restrictions and the injury report with its date, place and witnesses.',
      'Identify days when activity is likely (appointments, a second job, sports, home projects).',
      'Ask the investigator to document activity against the restrictions, with full unedited video and a log.',
      'Give the results to the claims adjuster or defense attorney; suspected fraud goes to the state fraud unit.',
    ],
  },
  {
    id: 'asset-searches',
    title: 'Asset searches',
    topic,
    keywords: ['asset search', 'hidden assets', 'find assets', 'collect judgment', 'bank accounts', 'property search', 'net worth', 'divorce hidden money', 'judgment recovery', 'liens'],
    summary:
      'An asset search identifies property a person or company owns — real estate, vehicles, boats, aircraft, business interests, liens, judgments and sometimes the banks they use — usually to decide whether a lawsuit is worth it, to collect a judgment, or to find marital assets in a divorce. Public records do most of the work; bank balances cannot be obtained lawfully without legal process.',
    points: [
      'Lawful sources include county property records, UCC filings, state corporation records, court judgments and liens, vehicle, vessel and aircraft registrations, and licensed data services used for a permissible purpose.',
      'Obtaining someone\'s bank or brokerage records by pretext (pretending to be them or an authorized person) is a federal crime under the Gramm-Leach-Bliley Act.',
      'After you win a judgment, the lawful routes to bank information are post-judgment discovery: a debtor examination, interrogatories, and subpoenas or levies served on banks.',
      'In a divorce, both spouses must disclose assets under oath; discovery and a forensic accountant can trace transfers, and hiding assets can bring court sanctions.',
      'A pre-suit asset search tells you whether the other side could pay a judgment at all, which is often the most important question before spending on litigation.',
    ],
    steps: [
      'Write down the person\'s or company\'s full name, known addresses, business names and date of birth if known.',
      'Ask your attorney whether you have (or will have) a judgment, since that opens post-judgment discovery.',
      'Have an investigator search property, corporate, lien and registration records in every county and state connected to the person.',
      'Use the results to plan: settlement, a lawsuit, or collection through levies and liens.',
    ],
  },
  {
    id: 'skip-tracing',
    title: 'Skip tracing: locating people who moved',
    topic,
    keywords: ['skip trace', 'skip tracing', 'find someone who moved', 'locate a person', 'find current address', 'locate a debtor', 'locate witness', 'find a tenant', 'locate heirs', 'find an old friend'],
    summary:
      'Skip tracing is locating a person whose current address or phone is unknown — a debtor, a witness, a defendant to serve, an heir, an old friend. Investigators connect address history, phone and utility data, public records and social connections to find a current, verified location.',
    points: [
      'Licensed data services compile "credit header" and utility data; access requires a permissible purpose under the Gramm-Leach-Bliley Act and the Driver\'s Privacy Protection Act, such as serving process or collecting a judgment.',
      'Debt collectors who skip trace must follow the Fair Debt Collection Practices Act: when contacting others to find a debtor, they may ask only for location information and may not say the person owes a debt.',
      'Good skip tracers verify before reporting: a "hit" in a database can be years old, so they confirm with a drive-by, a pretext-free phone call, or a neighbor interview.',
      'Online traces of a person — public social media, professional licenses, business filings, obituaries and wedding announcements naming relatives — often lead to a current city.',
      'If the person is a domestic violence survivor in an address confidentiality program, their address is protected by law; an ethical investigator will not try to get around that program.',
    ],
    steps: [
      'Collect every identifier you have: full name, date of birth, last known address, phone, email, employer, relatives and vehicle.',
      'State your purpose (service of process, judgment, reunion) so the investigator can use the right data sources lawfully.',
      'Ask for a verified location, not just a database report.',
      'Use the result for its lawful purpose only — for example serving papers or sending a letter.',
    ],
  },
  {
    id: 'corporate-investigations',
    title: 'Corporate and workplace investigations',
    topic,
    keywords: ['corporate investigation', 'employee theft', 'workplace misconduct', 'embezzlement', 'due diligence', 'internal investigation', 'harassment complaint investigation', 'trade secrets', 'business partner check', 'vendor fraud'],
    summary:
      'Corporate investigations cover due diligence on companies and executives, internal investigations of misconduct (theft, fraud, harassment, conflicts of interest), protection of trade secrets and intellectual property, and vendor or procurement fraud. They are usually run with, or under, the company\'s counsel so the work can be privileged.',
    points: [
      'Internal investigations should follow a written plan: scope, who is interviewed, how documents and devices are preserved, and who receives the report.',
      'Company-owned devices and accounts can generally be reviewed under a clear written policy, but personal devices and accounts need consent or a court order.',
      'Employees interviewed in an internal investigation should be told the lawyer represents the company, not them (the "Upjohn" warning).',
      'Harassment and discrimination complaints must be investigated promptly and impartially; retaliation against the person who complained is illegal under federal law.',
      'Due diligence on a partner or acquisition looks at litigation history, regulatory actions, liens, sanctions lists (OFAC), media and the backgrounds of key people.',
      'Evidence from a workplace investigation may end up in court or with regulators, so chain of custody and forensic imaging of devices matter from day one.',
    ],
    steps: [
      'Involve counsel first and decide who directs the investigation.',
      'Preserve evidence: suspend deletion of relevant email, image devices forensically, secure paper records.',
      'Interview the complainant, then witnesses, then the subject, documenting each interview.',
      'Write a factual report with findings tied to evidence, and decide on action with counsel.',
    ],
  },
  {
    id: 'child-custody',
    title: 'Child custody investigations',
    topic,
    keywords: ['child custody', 'custody case', 'parenting time', 'visitation', 'unfit parent', 'best interests of the child', 'custody evidence', 'co-parent drinking', 'child neglect', 'guardian ad litem'],
    summary:
      'Custody courts decide by the best interests of the child. An investigator can document facts relevant to that standard — substance use, leaving children unsupervised, unsafe people in the home, missed visits, a parent\'s living situation — through lawful surveillance, records and witness interviews. Judges value calm, factual evidence over accusations.',
    points: [
      'Evidence should be about the child\'s welfare: who cares for the child, safety, stability, school attendance, and each parent\'s willingness to support the child\'s relationship with the other parent.',
      'Keep a parenting journal: dates, times, exchanges, missed visits, what the child reported (in their words), with messages saved.',
      'Do not record the other parent\'s calls or conversations without the consent your state requires, and do not put trackers on their car or read their phone; this can hurt your case badly.',
      'Courts may appoint a guardian ad litem or a custody evaluator; their report carries weight, and your investigator\'s evidence can be given to them through your attorney.',
      'If a child is in immediate danger, call 911 or your state child protective services hotline; do not wait for the custody case.',
      'Avoid involving the child in the investigation or asking them to spy on the other parent.',
    ],
    steps: [
      'Start a dated journal and keep all messages with the other parent.',
      'Talk to a family-law attorney about what your state\'s best-interest factors are.',
      'If you hire an investigator, focus the work on specific concerns (for example visits on weekends when drinking is suspected).',
      'Give evidence to your attorney, who decides what to file and when.',
    ],
  },
  {
    id: 'criminal-defense-investigation',
    title: 'Criminal defense investigations',
    topic,
    keywords: ['criminal defense', 'defense investigator', 'charged with a crime', 'alibi', 'find witnesses', 'defense investigation', 'wrongful conviction', 'public defender investigator', 'police report errors'],
    summary:
      'A defense investigator works for the defendant\'s lawyer to test the prosecution\'s case: re-interviewing witnesses, finding new ones, checking alibis, visiting the scene, and reviewing police reports, body-camera video and forensic results for gaps. Because the investigator works through counsel, the work is protected as attorney work product.',
    points: [
      'The prosecution must disclose evidence favorable to the defense (the Brady rule); the defense investigator helps find what was missed or not disclosed.',
      'Scene visits at the same time of day and weather test what a witness could really have seen.',
      'Witness interviews should be done by the investigator, not the lawyer, so the investigator can testify if a witness later changes their story.',
      'Defense investigators may not pressure, threaten or pay witnesses, or tamper with evidence; doing so is a crime.',
      'Public defender offices have investigators; people with private counsel can have their lawyer hire one, and courts may fund one for indigent defendants.',
    ],
    steps: [
      'Do not talk about the case with anyone except your lawyer.',
      'Write down everything you remember, with names of people who can confirm where you were, and give it only to your lawyer.',
      'Ask your lawyer whether an investigator should interview witnesses and visit the scene early.',
      'Keep receipts, phone location history and other records that may support your account.',
    ],
  },
  {
    id: 'process-serving',
    title: 'Process serving',
    topic,
    keywords: ['serve papers', 'process server', 'service of process', 'serve a summons', 'avoiding service', 'proof of service', 'substitute service', 'serve divorce papers'],
    summary:
      'Service of process is formally delivering court papers (a summons, complaint, subpoena) so the person is legally notified. Rules come from each court: who may serve (usually any adult who is not a party, a sheriff, or a registered process server), how, and when. Investigators often locate and serve people who are hard to find.',
    points: [
      'Personal delivery is the standard; many states also allow substitute service on another adult at the home or on a business\'s registered agent.',
      'If the person refuses to take the papers, the server can generally leave them in the person\'s presence after identifying them and saying what the papers are; refusing to accept them does not stop service.',
      'If someone avoids service, courts can allow alternatives such as service by mail, posting, publication or, increasingly, email or social media, after a showing of diligent attempts.',
      'A server may not trespass, use force, or pretend to be police; some states give registered servers limited access rights to gated communities.',
      'The server signs a proof (affidavit) of service describing when, where and how the papers were delivered; errors here can get a case dismissed or a default judgment set aside.',
      'Deadlines run from the date of service, so service must be done and proved correctly and on time.',
    ],
    steps: [
      'Check the court\'s rules for who may serve and the allowed methods.',
      'Give the server the person\'s description, photo, home and work addresses and times they are usually there.',
      'Keep a log of each attempt in case you need to ask the court for alternative service.',
      'File the proof of service with the court before the deadline.',
    ],
  },
  {
    id: 'identity-theft',
    title: 'Identity theft and fraud recovery',
    topic,
    keywords: ['identity theft', 'someone opened accounts in my name', 'stolen identity', 'credit freeze', 'fraud alert', 'scam', 'stolen social security number', 'IdentityTheft.gov'],
    summary:
      'If someone is using your identity, act quickly to limit the damage: freeze your credit, report to the FTC at IdentityTheft.gov (which produces a recovery plan and an official report), and contact each business where fraud happened. An investigator can help trace who is behind it when the losses are large.',
    points: [
      'Credit freezes at Equifax, Experian and TransUnion are free by federal law and block new credit in your name until you lift them.',
      'A fraud alert (free, one year) tells lenders to verify your identity; victims with an FTC report can get an extended seven-year alert.',
      'Under the FCRA you can have fraudulent accounts blocked from your credit report by sending the identity theft report to the credit bureaus.',
      'Report tax-related identity theft to the IRS (Form 14039) and ask for an Identity Protection PIN.',
      'Keep a log of every call and letter, with names and dates; you may need it for disputes and for the police.',
    ],
    steps: [
      'Freeze your credit at all three bureaus today.',
      'File a report at IdentityTheft.gov and follow its personal recovery plan.',
      'Call the fraud departments of the businesses involved, close the fraudulent accounts, and change passwords with multi-factor sign-in.',
      'File a police report if a creditor asks for one or if you know who the thief is.',
    ],
  },
];
