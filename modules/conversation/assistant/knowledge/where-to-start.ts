import type { KnowledgeSection } from './types.js';

// Questions the other sections leave open: where to start with any legal or investigative problem,
// suing or being sued across state lines, a party who avoids service, a landlord's cameras, filming
// inside a shop, and whether an investigator is worth paying. Paraphrased from public self-help
// material: state court self-help centers (e.g. California Courts' small-claims and service pages,
// selfhelp.courts.ca.gov), the Legal Services Corporation's legal-aid finder (lsc.gov), the ACLU's
// "Know your rights: photographers" page, and tenant guides of state attorneys general. General US
// information, never legal advice; rules vary by state.
const topic = 'Getting started';

export const whereToStart: KnowledgeSection[] = [
  {
    id: 'where-to-start',
    title: 'Where to start with a legal or investigative problem',
    topic,
    keywords: [
      'what should I do',
      'where do I start',
      'who do I call',
      'do I need a lawyer',
      'free legal help',
      'legal aid',
      'court self-help center',
      'lawyer referral service',
      'what are my options',
      'is this legal',
    ],
    summary:
      "Whatever the problem, the first steps are the same: write down what happened while it is fresh (dates, times, places, names, amounts), keep every document, message, photo and receipt, and find out your deadline, because many claims and responses expire. Then get advice that fits your state: your court's self-help center, a legal aid office if your income is limited, or a lawyer through the state bar's referral service, where a first consultation is often low-cost.",
    points: [
      'Court self-help centers and law libraries explain forms and procedures for people without a lawyer, free; most state court websites have one.',
      'Legal aid organizations (find one through the Legal Services Corporation at lsc.gov) help people with limited income in housing, family, consumer and benefits matters.',
      "A state or local bar association's lawyer referral service can match you with a lawyer in the right field, often with a reduced-fee first consultation.",
      'Deadlines matter: a court summons may give as little as 20 or 30 days to respond, and statutes of limitations bar claims filed too late.',
      'For a crime, report it to the police and keep the report number; for a scam or a business that cheated you, your state attorney general and the FTC (ReportFraud.ftc.gov) take complaints.',
      'A licensed private investigator helps when facts must be found: locating a person, records, surveillance, interviewing witnesses, preserving evidence. Check the licence with the state board before you hire.',
    ],
    steps: [
      'Write a dated timeline of what happened and gather the documents, messages and photos that show it.',
      'Find your deadline: the date on any papers you were served, or the limitation period for your claim.',
      "Call your court's self-help center, legal aid or the bar's lawyer referral service for advice on your state's law.",
      'If facts must be found or evidence gathered, ask a licensed investigator for a written plan and a cost estimate.',
    ],
  },
  {
    id: 'small-claims-across-state-lines',
    title: 'Small claims when the other party is in another state',
    topic: 'Court',
    keywords: [
      'sue someone in another state',
      'out of state defendant',
      'small claims against someone out of state',
      'seller in another state never shipped',
      'sued in small claims from another state',
      'which state do I file in',
      'personal jurisdiction',
      'collect a judgment in another state',
    ],
    summary:
      "You can usually sue in small claims where the defendant lives or does business, and sometimes in your own county if the deal was made, the goods were to be delivered or the harm happened there; a court can hear the case only if the defendant has enough connection with its state (personal jurisdiction). Suing in the defendant's state is the safest choice, and some small-claims courts let you file and appear remotely. A judgment from your state must be registered in the defendant's state to be collected there.",
    points: [
      "Each state sets its own small-claims limit (from a few thousand dollars to $20,000 or more) and its own rules on who may be sued there; check the court's self-help page.",
      "Serving someone out of state usually means certified mail with a return receipt where the rules allow it, or a sheriff or process server in the defendant's state.",
      "A judgment is collected where the debtor has wages, bank accounts or property; most states register another state's judgment under the Uniform Enforcement of Foreign Judgments Act.",
      "If you are the one sued in another state's small-claims court, you can appear (some courts allow video), ask to move or dismiss for lack of jurisdiction, or negotiate; ignoring it risks a default judgment.",
      "For an online purchase, a card chargeback, a payment-service or marketplace dispute, or a complaint to the seller's state attorney general can be faster than a lawsuit.",
      'A demand letter that states the amount, the reason and a deadline often settles the matter, and courts like to see one.',
    ],
    steps: [
      'Send a written demand with a deadline, and keep proof of the deal (messages, listing, receipts, payment records).',
      "Try the chargeback or the platform's dispute process if you paid by card, PayPal or a marketplace.",
      "Decide where to file: the defendant's county and state, or yours if the court's rules allow it; read that court's self-help page.",
      'Serve the defendant by a method the court allows, and keep the proof of service for the hearing.',
    ],
  },
  {
    id: 'avoiding-service',
    title: 'A defendant who dodges the process server',
    topic: 'Court',
    keywords: [
      'dodging service',
      'avoiding the process server',
      "won't answer the door",
      'evading service',
      'alternative service',
      'substituted service',
      'service by publication',
      'papers for someone who is hiding',
      'process server cannot reach the defendant',
    ],
    summary:
      "Dodging a process server only delays a case. After several documented attempts at different times and places (home, work, a regular hangout), most states allow substituted service — leaving the papers with an adult at the home or a manager at work and mailing a copy — and, with the court's permission, service by posting, by mail, by publication or, in some states, by e-mail or social media. A process server may also leave the papers near a person who refuses to take them.",
    points: [
      'Keep a log of each attempt: date, time, place and what happened (car in the driveway, lights on, someone answered); the court asks for it before allowing another method.',
      'Try different times (early morning, evening, weekends) and places; a skip trace can find a workplace or a newer address.',
      'Substituted service usually means leaving the papers with a competent adult at the home or business and mailing a copy; the deadline to respond then starts later.',
      'Service by publication or by electronic means needs a court order, on a sworn statement of the diligent efforts made.',
      'Refusing the papers does not stop service: a server who identifies the person can leave them in their presence.',
      'After delivery by any allowed method, a defendant who does not respond can lose by default.',
    ],
    steps: [
      'Have a registered process server or the sheriff make several attempts at varied times, and keep the log.',
      'Find other places to serve: the workplace, a newer address from a skip trace, a regular schedule.',
      'If attempts keep failing, file a motion (or application) for substituted or alternative service with the log attached.',
      'Deliver the papers as the court orders and file the proof of service.',
    ],
  },
  {
    id: 'landlord-cameras',
    title: "A landlord's security cameras: hallways, doors and inside your home",
    topic: 'Court',
    audience: 'tenant',
    keywords: [
      'landlord installed cameras',
      'camera pointed at my door',
      'camera in the hallway',
      'landlord watching who comes and goes',
      'security camera in apartment building',
      'landlord camera inside my unit',
      'landlord recording audio',
      'tenant privacy cameras',
    ],
    summary:
      'A landlord may generally put security cameras in common areas (entrances, hallways, parking, laundry), where tenants have little expectation of privacy, even one that shows your door. A landlord may not put a camera inside your unit, aim one through your windows, or record audio of conversations without the consent the state requires; and cameras used to single out, intimidate or retaliate against a tenant can be harassment or unlawful retaliation.',
    points: [
      'Common-area video for security is usually lawful; the lease or building rules may mention it, and some cities regulate it further.',
      'Inside your unit (and bathrooms or bedrooms anywhere) you have a reasonable expectation of privacy; a hidden camera there is a crime in many states.',
      "Sound is different from video: recording conversations needs the consent that state's eavesdropping law requires.",
      'A camera placed or moved only to watch one tenant after a complaint, or used to monitor visitors to pressure a tenant, can support a retaliation or harassment claim.',
      'Landlords still need notice to enter your unit except in emergencies, whatever the cameras show.',
    ],
    steps: [
      'Photograph the camera, where it points and what it can see from its position; note the date it appeared.',
      "Read your lease and your city's or state's tenant rules, and ask the landlord in writing what it records, whether it records sound and who sees the footage.",
      'If it looks into your home or records audio, or followed a complaint, write to the landlord and contact a tenant rights group, legal aid or your housing agency.',
      'If you feel watched or threatened, keep a log of incidents and see the safety section on harassment.',
    ],
  },
  {
    id: 'filming-in-stores',
    title: 'Filming inside a store, restaurant or other private business',
    topic: 'Police and public',
    keywords: [
      'filming in a store',
      'manager told me to stop filming',
      'can a business ban recording',
      'recording a dispute at a store',
      'kicked out for filming',
      'filming employees at a restaurant',
      'private property filming rules',
    ],
    summary:
      "A store or restaurant is private property open to the public: the owner can forbid filming and ask you to stop or leave, and staying after being told to leave can be trespassing. The business cannot take your phone or make you delete what you recorded, and filming from a public sidewalk is generally allowed. Whether you may record the sound of a conversation depends on your state's consent law.",
    points: [
      "Posted rules or a manager's request set the terms on private property; the First Amendment limits the government, not private businesses.",
      'If you are asked to leave, leaving ends the trespass question; you can keep filming from public space.',
      'Staff may not seize your phone or force you to delete footage; shopkeepers may hold a suspected shoplifter only briefly and on reasonable grounds.',
      "Recording people's conversations without their knowledge can break all-party consent laws even where video is allowed.",
      'For a dispute over a price or a refund, the receipt, the shelf tag photo and a complaint to the company or the state attorney general usually do more than a video.',
    ],
    steps: [
      'Stop filming or leave when asked, and keep what you recorded.',
      'Note the time, the staff involved and what was said, and keep receipts and photos of tags or signs.',
      "Complain to the company in writing; if unresolved, file with your state attorney general's consumer office.",
    ],
  },
  {
    id: 'is-an-investigator-worth-it',
    title: 'Is hiring a private investigator worth it?',
    topic: 'Working with a PI',
    keywords: [
      'is it worth hiring a PI',
      'worth paying an investigator',
      'should I hire a private investigator',
      'am I paranoid',
      'is a PI a waste of money',
      'what will a PI find',
      'PI for suspected cheating',
    ],
    summary:
      'An investigator is worth the cost when a decision depends on facts you cannot lawfully get yourself: where someone is, what they do on given days, what records show, or evidence a court will accept. Before hiring, decide what you would do with the answer, what it is worth to you, and what a plan costs: surveillance is billed by the hour for each investigator, so a few targeted days cost far less than open-ended watching.',
    points: [
      'Surveillance typically costs roughly $50 to $150 an hour per investigator plus mileage, and a locate or records search often has a flat fee.',
      'A good investigator first asks what you already know and suggests the smallest job that answers your question; some jobs end after a day with a clear answer.',
      'Evidence from a licensed investigator (dated photos, video, a written report, testimony) carries weight in custody, divorce, insurance and civil cases.',
      'In many states adultery no longer changes who gets a divorce, but it can matter for spending of marital money or, in some states, alimony; ask a family lawyer what would change your case.',
      'Investigators must follow the law: no hacking, no trackers on cars the client does not own, no recording conversations without the consent the state requires.',
    ],
    steps: [
      'Write down the question you need answered and what you would do with each possible answer.',
      'Ask two or three licensed investigators for a plan, a cost estimate and a cap in writing.',
      'Start with a limited job (a records check or one or two targeted days) and decide from the report.',
    ],
  },
];
