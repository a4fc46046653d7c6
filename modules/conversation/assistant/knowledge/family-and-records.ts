import type { KnowledgeSection } from './types.js';

const family = 'Family matters';
const records = 'Records and screening';

export const familyAndRecords: KnowledgeSection[] = [
  {
    id: 'infidelity-legal-limits',
    title: 'Investigating a cheating spouse: what is legal',
    topic: family,
    keywords: ['can I spy on my spouse', 'is it legal to spy on a partner', 'spyware on a spouse phone', 'read my wife texts', 'legal limits of catching a cheater', 'adultery evidence in divorce', 'does an affair matter in divorce', 'illegal evidence of an affair'],
    summary:
      'You may gather evidence of an affair by lawful means: a licensed investigator watching and photographing in public, public records and social media, and records you already have a right to, such as joint account statements. Spyware on your spouse\'s phone, logging into their accounts, recording their calls and tracking a car you do not own can be crimes, can be thrown out of court, and can get you sued.',
    points: [
      'Most states have no-fault divorce, so proof of adultery often matters less than people expect; it can still matter for alimony in some states, for money spent on the affair (dissipation of marital assets), and in custody if it affected the children.',
      'A handful of states still allow lawsuits against the other person for alienation of affection, including North Carolina, Hawaii, Mississippi, New Mexico, South Dakota and Utah.',
      'The federal Wiretap Act has no exception for spouses: intercepting your spouse\'s calls or messages, or installing software that does, can bring criminal charges and damages.',
      'Reading your spouse\'s email or cloud accounts without permission can violate the Stored Communications Act and state computer-crime laws, even when you know the password.',
      'GPS tracking of a car you do not own, or of your spouse\'s phone without consent, is a crime in many states; the rules depend on the state and on who owns the vehicle.',
      'Evidence obtained illegally can be excluded, and it hands the other side leverage in the divorce.',
    ],
    steps: [
      'Talk to a family law attorney about whether proof of an affair matters in your state and case.',
      'Keep copies of records you have a right to, such as joint bank and phone statements.',
      'If you want surveillance, hire a licensed investigator and agree on lawful methods in writing.',
      'Do not install apps, log into accounts or place trackers, and keep your own messages civil — they may be read in court.',
    ],
  },
  {
    id: 'custody-evidence',
    title: 'Evidence in a child custody case',
    topic: family,
    keywords: ['custody evidence', 'prove the other parent is unfit', 'evidence for custody hearing', 'co-parenting app', 'document parenting time', 'ex drinking with the kids', 'custody evaluator', 'guardian ad litem', 'emergency custody'],
    summary:
      'Custody is decided on the best interests of the child, so useful evidence shows how each parent cares for the child in daily life: who has handled school, medical care and routines, each home\'s stability, and any drinking, drug use, violence or neglect. Consistent records kept over time — a parenting log, messages, school and medical records, witnesses — persuade judges more than a single dramatic incident.',
    points: [
      'Keep a dated parenting log: exchanges, missed or late visits, the child\'s condition after visits, and anything that worries you, written at the time.',
      'Use a co-parenting app (such as OurFamilyWizard or TalkingParents) or email for communication; courts can read the record, and it keeps exchanges civil.',
      'School attendance, report cards, medical and counseling records, police and child protective services reports carry weight because they come from neutral sources.',
      'Teachers, coaches, doctors and neighbors who saw how the child was cared for can testify; a custody evaluator or guardian ad litem may also interview them.',
      'A licensed investigator can document, from public places, things like drinking before driving the children or leaving them unsupervised, and can testify about it.',
      'Avoid what backfires: recording the other parent\'s calls where your state forbids it, questioning or coaching the child, posting about the case online, and withholding court-ordered visits.',
      'If a child is in danger now, call 911 or child protective services; courts can issue emergency (ex parte) custody orders.',
    ],
    steps: [
      'Start a parenting log today and keep it up consistently.',
      'Move communication with the other parent to writing, and save every message.',
      'Request school, medical and police records that support your concerns.',
      'Give your attorney a list of witnesses and the most important documents, in date order.',
    ],
  },
  {
    id: 'served-with-a-restraining-order',
    title: 'If a restraining order is filed against you',
    topic: family,
    keywords: ['restraining order against me', 'served with a protective order', 'temporary restraining order hearing', 'false restraining order', 'respond to a restraining order', 'violate a restraining order', 'fight a protective order'],
    summary:
      'A temporary restraining order takes effect as soon as you are served, even before you have been heard. Obey every term — no contact of any kind, including texts, social media and messages through friends, even if the other person contacts you — and prepare for the hearing, where the judge decides whether to issue a longer order. A violation is a crime and will hurt you at the hearing.',
    points: [
      'The papers give the hearing date and what the order forbids; missing the hearing usually means the longer order is issued without your side being heard.',
      'You can file a written response and bring evidence and witnesses: messages, a timeline, records showing where you were, and people who saw what happened.',
      'Orders often require surrendering firearms, and federal law prohibits possessing guns while many domestic violence orders are in effect.',
      'An order can affect custody, housing, immigration status and some jobs, so an attorney is worth consulting even for a short hearing.',
      'If you need to collect belongings from a shared home, ask the police or the court for a civil standby rather than going alone.',
    ],
    steps: [
      'Read the order carefully and follow it exactly from the moment you are served.',
      'Write down your account of the events while you remember them, with dates.',
      'Gather messages, records and witness names for the hearing.',
      'Talk to an attorney or legal aid, and attend the hearing on time.',
    ],
  },
  {
    id: 'fcra-screening',
    title: 'Employment and tenant screening: your FCRA rights',
    topic: records,
    keywords: ['FCRA', 'Fair Credit Reporting Act', 'background check for a job', 'tenant screening report', 'denied apartment background check', 'adverse action notice', 'dispute background check', 'employer background check rules', 'ban the box', 'seven year rule'],
    summary:
      'When an employer, landlord, lender or insurer uses a background report from a screening company, the Fair Credit Reporting Act (FCRA) governs it. Employers must tell you in a separate written disclosure and get your written permission first; anyone who turns you down because of a report must tell you, give you the screening company\'s details, and let you dispute errors, which the company must usually investigate within 30 days.',
    points: [
      'Before taking action against a job applicant or employee based on a report, an employer must send a pre-adverse action notice with a copy of the report and the "Summary of Your Rights", then a final adverse action notice.',
      'Arrests that did not lead to a conviction, civil judgments, collections and most other negative items cannot be reported after seven years (with exceptions for jobs paying $75,000 or more); convictions can be reported indefinitely under federal law, though some states limit them.',
      'Many states and cities have "ban the box" or fair-chance laws that delay criminal history questions until later in hiring, and the EEOC expects an individualized look at how an offense relates to the job.',
      'Landlords who deny an application, ask for a larger deposit or charge more because of a screening report must give an adverse action notice too.',
      'You are entitled to a free copy of your file from a screening company that reported on you, and free credit reports at AnnualCreditReport.com.',
      'Employers, landlords and screening companies that willfully violate the FCRA can be sued for damages and attorney fees.',
    ],
    steps: [
      'Ask for a copy of any report used against you and the name of the company that made it.',
      'Dispute each error in writing with the screening company, with copies of court records that show the correct information.',
      'Tell the employer or landlord that you have filed a dispute.',
      'If the error is not fixed, complain to the CFPB and consider an attorney (many take FCRA cases because the law shifts fees).',
    ],
  },
  {
    id: 'public-records-requests',
    title: 'Public records requests: FOIA and state open-records laws',
    topic: records,
    keywords: ['FOIA request', 'Freedom of Information Act', 'public records request', 'open records request', 'get a police report', 'request body camera footage', '911 recording request', 'state records request', 'records request denied'],
    summary:
      'Anyone can ask a government agency for its records without saying why. Federal agencies answer under the Freedom of Information Act (5 U.S.C. § 552); state and local agencies — police departments, cities, school districts — answer under each state\'s open-records law. Agencies may withhold exempt material such as private personal information or records of open investigations, but must release the rest and explain what they hold back.',
    points: [
      'Federal agencies must respond to a FOIA request within 20 business days, with extensions for unusual circumstances; fees for searching and copying are often waived or small for individuals.',
      'FOIA has nine exemptions, including personal privacy and law enforcement records whose release could interfere with proceedings; you can appeal a denial and then sue in federal court.',
      'State laws differ in name and deadlines (for example the California Public Records Act, the Texas Public Information Act and New York\'s Freedom of Information Law); many require an answer within a few business days to a few weeks.',
      'Police reports, 911 recordings and body-camera video are often released once an investigation is closed; victims and people involved may get access sooner under state law.',
      'Courts are not covered by FOIA; court files are requested from the court clerk, and Congress and private companies are not covered at all.',
      'For records about yourself held by federal agencies, the Privacy Act also gives you a right of access.',
    ],
    steps: [
      'Identify the agency that holds the record and find its records officer or online portal.',
      'Write a specific request: what records, what dates, what names or case numbers, and the format you want.',
      'Keep a copy and the date sent, and follow up when the deadline passes.',
      'If you are denied, ask for the exemption relied on in writing and file an appeal.',
    ],
  },
];
