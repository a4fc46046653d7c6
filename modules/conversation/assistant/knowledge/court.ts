import type { KnowledgeSection } from './types.js';

const topic = 'Court process';

export const court: KnowledgeSection[] = [
  {
    id: 'civil-vs-criminal',
    title: 'Civil and criminal cases: the difference',
    topic,
    keywords: ['civil vs criminal', 'civil case', 'criminal case', 'sue someone', 'press charges', 'burden of proof', 'prosecutor', 'lawsuit', 'beyond a reasonable doubt', 'preponderance of the evidence'],
    summary:
      'A criminal case is brought by the government (a prosecutor) to punish a crime; a civil case is brought by a person or business to resolve a dispute, usually for money or a court order. The same events can lead to both, and they run separately with different rules and standards of proof.',
    points: [
      'Criminal cases need proof beyond a reasonable doubt; civil cases usually need a preponderance of the evidence (more likely than not), sometimes clear and convincing evidence.',
      'A victim does not "press charges" in the legal sense: you report to police, and the prosecutor decides whether to charge.',
      'Criminal defendants have a right to a lawyer (appointed if they cannot afford one) and cannot be forced to testify; civil parties usually pay for their own lawyers.',
      'Civil cases have broad discovery between the parties; criminal discovery runs mostly from the prosecution to the defense.',
      'A criminal conviction can sometimes be used in a later civil case, and a civil case can go ahead even if there was no conviction.',
      'Restitution may be ordered in a criminal case, but a separate civil suit may recover more of your losses.',
    ],
    steps: [
      'If a crime happened, report it to the police and keep the report number.',
      'Talk to a civil attorney about recovering your losses; many offer free first consultations.',
      'Keep your evidence organized for both processes, and check the deadline (statute of limitations) for a civil claim.',
    ],
  },
  {
    id: 'discovery',
    title: 'Discovery in civil cases',
    topic,
    keywords: ['discovery', 'interrogatories', 'requests for production', 'request for admission', 'document request', 'exchange evidence', 'litigation hold', 'spoliation', 'e-discovery'],
    summary:
      'Discovery is the stage of a civil case in which each side must give the other relevant information: written questions (interrogatories), documents and electronic data, admissions, and sworn testimony in depositions. In federal court the scope is anything relevant to a claim or defense and proportional to the needs of the case (Federal Rule of Civil Procedure 26).',
    points: [
      'Interrogatories are written questions answered under oath; federal rules allow 25 per party unless the court allows more.',
      'Requests for production ask for documents, electronically stored information and things; requests for admission ask the other side to admit specific facts.',
      'Depositions are sworn question-and-answer sessions recorded by a court reporter.',
      'Subpoenas get documents or testimony from people and companies that are not parties.',
      'Once litigation is reasonably anticipated, both sides must preserve relevant evidence; destroying it can lead to sanctions or an instruction that the jury may assume it was harmful.',
      'Disputes go to the judge through motions to compel or for protective orders; privileged material is withheld and listed on a privilege log.',
    ],
    steps: [
      'Preserve everything relevant now, including texts, emails and social media.',
      'Give your attorney a list of documents you have and who else might have evidence.',
      'Answer discovery fully and on time with your attorney; incomplete answers can be used against you.',
    ],
  },
  {
    id: 'subpoenas',
    title: 'Subpoenas',
    topic,
    keywords: ['subpoena', 'subpoena duces tecum', 'served with a subpoena', 'subpoena records', 'compel a witness', 'motion to quash', 'witness subpoena'],
    summary:
      'A subpoena is a court order to appear and testify (a subpoena ad testificandum) or to produce documents (a subpoena duces tecum). Depending on the court, it is issued by the clerk or by an attorney as an officer of the court, and it must be properly served. Ignoring a valid subpoena can lead to contempt of court.',
    points: [
      'In federal court, Rule 45 lets attorneys issue subpoenas; people without lawyers usually get them from the court clerk.',
      'Witnesses are usually entitled to a witness fee and mileage, and subpoenas have geographic limits on how far a witness can be made to travel.',
      'A person served can object or ask the court to quash or modify a subpoena that is too broad, burdensome or seeks privileged material.',
      'Subpoenas to phone companies, banks or employers for someone\'s records often require notice to that person, who may object.',
      'In small claims court, the clerk can issue subpoenas for witnesses and documents; ask early, because service takes time.',
    ],
    steps: [
      'If you were served, note the date, time and place, and call a lawyer if you are unsure whether you must comply or can object.',
      'If you need records from someone else, ask your attorney or the court clerk about issuing a subpoena.',
      'Allow enough time for service before the hearing or deposition date.',
    ],
  },
  {
    id: 'depositions',
    title: 'Depositions',
    topic,
    keywords: ['deposition', 'being deposed', 'sworn testimony', 'prepare for deposition', 'court reporter', 'deposition questions', 'transcript'],
    summary:
      'A deposition is sworn testimony given outside the courtroom, usually in a lawyer\'s office or by video, with a court reporter making a transcript. Lawyers use depositions to learn what a witness knows and to lock in testimony; the transcript can be used at trial, especially to show a witness changed their story.',
    points: [
      'Federal rules limit a deposition to one day of seven hours unless agreed or ordered, and each side to ten depositions without permission.',
      'Your own lawyer will attend and may object, but you usually still answer unless instructed not to (for example to protect privilege).',
      'Answer only the question asked, truthfully and briefly; "I don\'t know" and "I don\'t remember" are acceptable when true.',
      'Do not guess, and ask for a question to be repeated if you did not understand it.',
      'You can usually review the transcript and correct transcription errors within a set time.',
      'Documents you bring can be asked about, so review with your lawyer what to bring.',
    ],
    steps: [
      'Meet with your lawyer beforehand to prepare and review key documents.',
      'Re-read your own timeline and statements so your testimony is consistent.',
      'On the day, listen carefully, pause before answering, and stay calm.',
    ],
  },
  {
    id: 'small-claims',
    title: 'Small claims court',
    topic,
    keywords: ['small claims', 'small claims court', 'sue for small amount', 'get my deposit back', 'sue without a lawyer', 'small claims limit', 'judgment collection'],
    summary:
      'Small claims court handles disputes for limited amounts quickly and cheaply, usually without lawyers. Limits vary by state, from a few thousand dollars to $20,000 or more (for example, California allows individuals up to $12,500 and Texas justice courts hear claims up to $20,000). You file a claim, serve the other side, and present your evidence to a judge or magistrate.',
    points: [
      'Common cases: security deposits, unpaid loans or invoices, property damage, poor work by contractors, and small car accidents.',
      'Filing fees are modest and often waived for low-income filers.',
      'Bring organized evidence: contracts, receipts, photos, texts, repair estimates, and a short timeline; bring copies for the judge and the other side.',
      'Witnesses can testify in person; some courts accept signed statements, and the clerk can issue subpoenas.',
      'Winning gets you a judgment, not the money itself; if the other side does not pay, you use collection tools such as wage garnishment, bank levies and liens.',
      'Some states do not allow lawyers to represent parties in small claims, and appeal rights differ by state.',
    ],
    steps: [
      'Send a written demand letter with a deadline before filing.',
      'Check your state\'s limit, the correct court (usually where the defendant lives or the events happened) and the filing deadline.',
      'File, arrange service, and prepare a three-minute summary with your evidence in order.',
      'If you win and are not paid, ask the clerk about collection procedures.',
    ],
  },
  {
    id: 'protective-orders',
    title: 'Protective and restraining orders',
    topic,
    keywords: ['restraining order', 'protective order', 'order of protection', 'stay away order', 'harassment order', 'emergency protective order', 'violation of restraining order', 'domestic violence order'],
    summary:
      'A protective (restraining) order is a civil court order that tells a person to stop abusing, threatening, harassing or contacting you, and often to stay away from your home, work and children. Courts can grant a temporary order quickly, often the same day and without the other person present, followed by a hearing for a longer order.',
    points: [
      'Types depend on the state: domestic violence orders (for partners and family), civil harassment orders, stalking orders, sexual assault orders, and elder abuse orders.',
      'Filing for a domestic violence protective order is free in most states, and court advocates or legal aid can help with the forms.',
      'Police can issue emergency protective orders at the scene in many states, lasting a few days until you can go to court.',
      'Evidence helps: your log of incidents, threatening messages, photos of injuries or damage, police reports and witnesses.',
      'Violating an order is a crime; call 911 if it is violated and keep a copy of the order with you.',
      'Orders can include temporary custody, use of the home and surrender of firearms; federal law also prohibits many people subject to domestic violence orders from possessing guns.',
    ],
    steps: [
      'If you are in danger now, call 911.',
      'Contact a domestic violence advocate (National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788) for help with safety planning and the petition.',
      'Gather your evidence and file at your county court; ask about a temporary order today.',
      'Attend the hearing, and keep copies of the order at home, at work and on your phone.',
    ],
  },
  {
    id: 'statutes-of-limitations',
    title: 'Deadlines: statutes of limitations',
    topic,
    keywords: ['statute of limitations', 'deadline to sue', 'how long do I have to sue', 'time limit lawsuit', 'too late to sue', 'filing deadline'],
    summary:
      'A statute of limitations is the deadline for starting a lawsuit or a prosecution. Miss it and the claim is usually lost, however strong the evidence. Deadlines depend on the state and the type of claim, and some are surprisingly short — especially claims against government agencies.',
    points: [
      'Typical ranges: personal injury often two to three years, written contracts four to six years, property damage two to six years — but check your state.',
      'Claims against a city, county or state often require a written notice of claim within months (sometimes 90 to 180 days).',
      'The clock usually starts when the harm happens, but in some cases when it was discovered or should have been discovered.',
      'Some deadlines pause (toll) — for example while the injured person is a minor.',
      'Many serious crimes have no statute of limitations for prosecution, and several states have extended or removed deadlines for child sexual abuse claims.',
    ],
    steps: [
      'Write down the date the harm happened and when you discovered it.',
      'Talk to an attorney as soon as possible to confirm the deadline for your claim and state.',
      'Do not wait for an investigation to finish before checking the deadline.',
    ],
  },
  {
    id: 'finding-a-lawyer',
    title: 'Finding and working with an attorney',
    topic,
    keywords: ['find a lawyer', 'need an attorney', 'legal aid', 'free legal help', 'lawyer referral', 'cannot afford a lawyer', 'contingency fee', 'consultation', 'is this legal advice'],
    summary:
      'An attorney licensed in your state can give advice about your specific situation, which Casebook\'s assistant cannot. Many lawyers offer free or low-cost first consultations, legal aid organizations help people with low incomes, and state bar referral services can match you with a lawyer for your type of case.',
    points: [
      'State and local bar associations run lawyer referral services, often with a low-cost first consultation.',
      'Legal aid organizations (find them through LawHelp.org or the Legal Services Corporation) help low-income people with civil matters such as housing, family and benefits.',
      'Personal injury lawyers often work on contingency (a percentage of the recovery); family and criminal lawyers usually charge hourly or flat fees with a retainer.',
      'People charged with a crime who cannot afford a lawyer have the right to a public defender.',
      'Hiring your investigator through your attorney can protect the investigator\'s work as attorney work product.',
      'Bring your timeline, documents and a list of questions to the first meeting to make the most of it.',
    ],
    steps: [
      'Contact your state bar\'s referral service or a legal aid office.',
      'Prepare a one-page summary, your timeline and key documents.',
      'Ask about fees, the likely process and what the lawyer needs from you.',
    ],
  },
];
