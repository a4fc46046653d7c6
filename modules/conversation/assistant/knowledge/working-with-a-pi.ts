import type { KnowledgeSection } from './types.js';

const topic = 'Working with an investigator';

export const workingWithAPi: KnowledgeSection[] = [
  {
    id: 'hiring-a-pi',
    title: 'How to hire a private investigator',
    topic,
    keywords: [
      'hire a private investigator',
      'hire a PI',
      'find an investigator',
      'choose an investigator',
      'should I hire a PI',
      'interview an investigator',
      'private detective',
    ],
    summary:
      'Choose an investigator licensed in the state where the work happens, with experience in your kind of case, clear pricing and a written agreement. Start with a consultation: explain your goal, ask how they would approach it lawfully, and get an estimate before paying a retainer.',
    points: [
      'Experience matters by type: surveillance specialists, skip tracers, digital forensics examiners and defense investigators have different skills.',
      'Ask for the license number, proof of insurance, and examples of the reports they deliver (with client details removed).',
      'A good investigator tells you what they cannot do and what the likely outcomes are, rather than promising results.',
      'The written agreement should set the scope, rates, expenses, retainer, reporting schedule, confidentiality and how the engagement ends.',
      'If the matter is or may become a lawsuit, hire through your attorney so the work can be protected.',
      'In Casebook, Find My PI searches licensed investigators by location and specialty, and premium members can escalate a case to a human investigator.',
    ],
    steps: [
      'Write a short description of your goal and the key facts.',
      'Contact two or three licensed investigators with relevant experience and compare their approach and estimate.',
      'Verify the license and insurance, then sign a written agreement before starting.',
    ],
  },
  {
    id: 'costs-and-retainers',
    title: 'Investigator costs, rates and retainers',
    topic,
    keywords: [
      'how much does a PI cost',
      'private investigator cost',
      'PI rates',
      'retainer',
      'hourly rate',
      'investigation budget',
      'surveillance cost',
      'expenses mileage',
      'cheap investigator',
      'PI quote',
      'is the retainer normal',
    ],
    summary:
      'Most investigators bill by the hour plus expenses, with a retainer paid up front. Rates commonly run from about $65 to $150 an hour in much of the US, higher in major cities and for specialized work such as digital forensics. Some tasks (a records search, serving papers, a background report) are offered at flat fees.',
    points: [
      'The retainer is an advance against hours and expenses, often covering 10 to 30 hours; ask whether unused retainer is refunded.',
      'Surveillance is billed per investigator hour, often with a minimum per day (for example four hours), and two-investigator teams cost twice as much.',
      'Expenses usually include mileage, database fees, record copy fees, travel and sometimes equipment; ask for them to be itemized.',
      'Report writing and court testimony are often billed separately, testimony sometimes at a higher rate.',
      'A very low price can mean an unlicensed operator or shortcuts that make evidence useless.',
      'Set a budget cap in the agreement and ask for updates when spending reaches set points.',
    ],
    steps: [
      'Decide what result would be worth the cost, and set a budget cap.',
      'Ask each investigator for an estimate with hours, expenses and a retainer amount in writing.',
      'Agree on update points (for example every 10 hours) and on who approves extra work.',
    ],
  },
  {
    id: 'preparing-for-an-investigator',
    title: 'What to prepare before meeting an investigator',
    topic,
    keywords: [
      'prepare for investigator',
      'what to bring to PI',
      'information investigator needs',
      'first meeting with PI',
      'case summary',
      'investigation intake',
    ],
    summary:
      'Good preparation saves billable hours. Bring a clear goal, a one-page summary, a timeline, and everything you know about the people involved: names, photos, dates of birth, addresses, vehicles, employers, routines, phone numbers and social media handles.',
    points: [
      'The goal: what you need to know or prove, and what you will do with the result (a court case, a personal decision, an insurance claim).',
      'The subject profile: full name, aliases, date of birth, photos, addresses, vehicles with plates, workplace and schedule, associates and habits.',
      'Your timeline of events and copies of relevant documents, messages and court papers.',
      'What has already been tried, and anything that might alert the subject.',
      'Constraints: budget, deadlines (a court date), and any safety concerns.',
      "Casebook's escalation form asks for a case summary of at least 10 characters and an urgency level; the more specific the summary, the faster an investigator can act.",
    ],
    steps: [
      'Write a one-page summary with your goal at the top.',
      'Assemble the subject profile and your timeline.',
      'List your budget, deadlines and safety concerns.',
      'Bring copies, not originals, to the first meeting.',
    ],
  },
  {
    id: 'investigator-deliverables',
    title: 'What you receive: reports, updates and results',
    topic,
    keywords: [
      'investigator report',
      'what will I get',
      'investigation results',
      'case updates',
      'surveillance video',
      'final report',
      'investigation deliverables',
    ],
    summary:
      'You should receive regular updates during the work and a final written report, with exhibits such as photos, video, records and interview summaries. The report states facts and how they were obtained; the investigator does not give legal conclusions.',
    points: [
      'Agree on how and how often you get updates, and whether the investigator can call you during surveillance for decisions.',
      'The final report lists the work done by date, the findings, and the sources or methods behind each finding.',
      'Ask for unedited video and original photo files along with the report, so the evidence can be authenticated.',
      'Negative results are results: "no contact observed over four days" is useful information.',
      'Confidentiality: a professional investigator does not share your information except as the law requires, and reports prepared for your attorney may be privileged.',
    ],
    steps: [
      'Agree on the reporting schedule in writing at the start.',
      'Read each update and decide promptly whether to continue, change focus or stop.',
      'Store the final report and media securely and give them to your attorney.',
    ],
  },
  {
    id: 'confidentiality-work-product',
    title: 'Confidentiality and attorney work product',
    topic,
    keywords: [
      'confidential investigation',
      'attorney work product',
      'privileged',
      'will the other side see the report',
      'hire PI through lawyer',
      'discoverable',
      'attorney-client privilege investigator',
    ],
    summary:
      'What you tell an investigator is confidential by contract and professional ethics, but it is not automatically privileged. When an investigator is hired by your attorney to help prepare for litigation, their work is generally protected as attorney work product, which makes it much harder for the other side to obtain.',
    points: [
      "Attorney work product covers materials prepared in anticipation of litigation by or for a party's attorney (Hickman v. Taylor; Federal Rule of Civil Procedure 26(b)(3)).",
      'Protection can be lost if the investigator is called as a witness or the report is shared widely.',
      'Communications directly between you and an investigator you hired yourself may be discoverable in a later lawsuit.',
      'Some states give investigators a limited statutory duty of confidentiality, but it is not a testimonial privilege.',
      'Keep evidence and reports in secure storage and share them only with your attorney.',
    ],
    steps: [
      'If a lawsuit is possible, have your attorney hire and direct the investigator.',
      'Mark communications "prepared at the direction of counsel" when that is true.',
      'Do not post about the investigation or share reports with friends or family.',
    ],
  },
  {
    id: 'casebook-escalation',
    title: 'Escalating to a human investigator in Casebook',
    topic,
    keywords: [
      'escalate',
      'talk to a real investigator',
      'human investigator',
      'escalation',
      'premium',
      'urgent case',
      'case ID',
      'response time',
      'speak to a person',
    ],
    summary:
      'Premium members can escalate a case to a human investigator from the chat with the "Escalate to Investigator" button. You write a case summary and choose an urgency; you get a case ID (like INV-2026-12345) and an estimated response time, and you can follow the status under History.',
    points: [
      'Urgency levels: Standard (response in 24-48 hours), Priority (8-24 hours) and Urgent (as soon as possible).',
      'Status moves from Pending to In Progress when an investigator takes the case, then to Completed when it is resolved.',
      'A report of the escalation (case ID, status, urgency, summary and timeline) can be downloaded as a PDF from History.',
      'Premium costs $29 per month, can be cancelled at any time, and includes unlimited AI assistance.',
      'For emergencies, call 911: an escalation is not an emergency service.',
    ],
    steps: [
      'Write a specific summary: what happened, who is involved, what you need and any deadlines.',
      'Choose the urgency that matches your deadline.',
      'Keep your case ID and check History for status changes.',
    ],
  },
];
