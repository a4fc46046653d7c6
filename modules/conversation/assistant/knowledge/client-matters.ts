import type { KnowledgeSection } from './types.js';

// Matters clients bring to an investigator that no section answered (found with the dev6 part of
// the question bank, decision 0071): suing the other party to an affair, keeping a surveillance job
// from being noticed, a staged car crash, a bug sweep, checking an online date before meeting, fake
// profiles made with someone's name or photos, a child not returned after a visit, being served with
// divorce papers, an online seller that never delivered, and sextortion of an adult. General US information, never legal advice. Sources, by section:
// - affair-partner-lawsuits: Rice Family Law (Wilmington, NC) "Alienation of Affection & Criminal
//   Conversation" (the elements; the states that keep the claim: Hawaii, Illinois, Mississippi, New
//   Mexico, North Carolina, South Dakota, Utah); McCrary Law "Proving alienation of affection and
//   criminal conversation"; N.C. Gen. Stat. § 52-13 (acts after separation; the three-year limit);
//   Cal. Civ. Code § 43.5 (no action for alienation of affection or criminal conversation).
// - keeping-an-investigation-quiet: MP Investigations "Hiring a PI to catch a cheater? Here's how not
//   to mess up the investigation"; Japan PI "Tips for cheating spouse cases" (never threaten to hire
//   an investigator; tell the investigator if you did); Interprobe FAQ "Will the suspected cheater
//   find out?" (the investigator pulls back and reconsiders if the job is at risk).
// - staged-accidents: National Insurance Crime Bureau (NICB) "Staged accidents" (swoop and squat,
//   panic stop, drive down; passengers who all claim injury); state insurance departments' fraud
//   bureaus.
// - bug-sweeps: Private Investigators UK "Cost of a private detective" (bug sweeps as fixed-charge
//   jobs); "What to do if you discover your car is bugged" guides (do not remove, photograph, report);
//   18 U.S.C. § 2511 (intercepting oral or wire communications); 18 U.S.C. § 2512 (devices).
// - vetting-an-online-date: FTC "What to know about romance scams"; Texas Attorney General "Watch
//   out for romance scams" (reverse image search); the Dru Sjodin National Sex Offender Public
//   Website (nsopw.gov).
// - online-impersonation: Meta Help Center "Report an account pretending to be me" (Facebook and
//   Instagram impersonation forms); TikTok and X impersonation report pages; Cal. Penal Code § 528.5,
//   Tex. Penal Code § 33.07 and N.Y. Penal Law § 190.25 (online impersonation offences).
// - child-not-returned: NCMEC "Family abduction" (1-800-THE-LOST); the Uniform Child Custody
//   Jurisdiction and Enforcement Act (UCCJEA: the home state's court decides, other states register
//   and enforce its orders); the Parental Kidnapping Prevention Act, 28 U.S.C. § 1738A; the
//   International Parental Kidnapping Crime Act, 18 U.S.C. § 1204; U.S. Department of State Office
//   of Children's Issues (Hague Abduction Convention); state court self-help pages on enforcing a
//   custody order (contempt, emergency motions).
// - served-with-divorce-papers: California Courts self-help "Respond to a divorce or legal
//   separation" (30 days; form FL-120; the filing fee or a fee waiver; a default if no response);
//   New York CPLR § 320(a) (20 days after personal service, 30 otherwise); TexasLawHelp "Answering a
//   divorce" (by 10 a.m. on the Monday after 20 days).
// - seller-never-delivered: FTC Consumer Advice "What to do if you were scammed" and "Online
//   shopping" (dispute the charge with the card issuer; ReportFraud.ftc.gov); the Fair Credit
//   Billing Act, 15 U.S.C. § 1666 (a billing error disputed within 60 days of the statement); FBI
//   IC3 (ic3.gov); ICANN lookup (a domain's registrar, to report the site).
// - sextortion-of-adults: FBI "Sextortion" public service announcements (do not pay; report to
//   tips.fbi.gov or ic3.gov); StopNCII.org (hashes of intimate images for adults); NCMEC "Take It
//   Down" (images taken under 18).
export const clientMatters: KnowledgeSection[] = [
  {
    id: 'affair-partner-lawsuits',
    title: 'Suing the other man or woman: alienation of affection and criminal conversation',
    topic: 'infidelity',
    keywords: [
      'alienation of affection',
      'criminal conversation',
      'sue the other woman',
      'sue the other man',
      'sue the mistress',
      'sue the person my spouse cheated with',
      'heart balm',
      'affair partner lawsuit',
    ],
    summary:
      'Only a handful of states still let a spouse sue the person their husband or wife had an affair with: Hawaii, Illinois, Mississippi, New Mexico, North Carolina, South Dakota and Utah. Alienation of affection needs a genuine marriage whose love was destroyed by the other person’s wrongful acts; criminal conversation needs only sex with your spouse during the marriage. Most states, California among them (Cal. Civ. Code § 43.5), have abolished both claims.',
    points: [
      'North Carolina is where most of these suits are filed; juries there have awarded large verdicts, and acts after the spouses separate do not count (N.C. Gen. Stat. § 52-13).',
      'The claim must be filed within three years in North Carolina; the clock runs from the last act the suit relies on.',
      'In a state that has abolished the claims, there is no lawsuit against the affair partner, though the affair may still matter for alimony or property in some states.',
      'Evidence comes from surveillance by a licensed investigator, messages you lawfully have, hotel and credit-card records obtained in discovery, and witnesses.',
      'A defendant can defend by showing they were unaware the spouse was married, or that the marriage had no love left before they came along.',
    ],
    steps: [
      'Check whether your state is one of the few that keep these claims.',
      'Keep the evidence you lawfully have and note the date you separated.',
      'Talk to a family-law attorney in that state before the limitation period runs out.',
    ],
  },
  {
    id: 'keeping-an-investigation-quiet',
    title: 'While an investigator is watching: not tipping off your spouse, and if they find out',
    topic: 'infidelity',
    keywords: [
      'investigator watching my husband',
      'while the investigator works',
      'spouse finds out about the investigator',
      'tip off',
      'keep my routine during surveillance',
      'confront my spouse',
      'suspects surveillance',
    ],
    summary:
      'While surveillance runs, keep your normal routine and do not confront your spouse, ask pointed questions or threaten to hire an investigator: a changed pattern makes a cheating partner careful, and the affair may go quiet. Tell the investigator when your spouse is most likely to meet someone, and tell them at once if you already said something. A licensed investigator watching from public places is acting lawfully; if they think the job is at risk, they pull back and agree a new plan with you.',
    points: [
      'Do not tell friends or family about the investigation; word travels.',
      'Keep your phone, laptop and the investigator’s reports where your spouse cannot see them, and use a private email for the investigator.',
      'If your spouse asks whether they are being followed, the investigator will usually advise not to confirm it.',
      'If there has ever been violence or control, safety comes first: someone who learns they are watched can react dangerously, so plan with an advocate.',
    ],
    steps: [
      'Give the investigator the days and places your spouse is most likely to be seen with someone.',
      'Change nothing in your own routine until the investigator reports.',
      'If your spouse finds out, tell the investigator, stop the surveillance if it is unsafe, and call 911 if you are threatened.',
    ],
  },
  {
    id: 'staged-accidents',
    title: 'A staged car crash: passengers who all claim injury, a sudden stop on purpose',
    topic: 'insurance fraud',
    keywords: [
      'staged accident',
      'staged crash',
      'braked on purpose',
      'swoop and squat',
      'crash for cash',
      'passengers all claim injury',
      'fake injury claim',
    ],
    summary:
      'Staged crashes are a common insurance fraud: a car cuts in front of you and brakes hard (a "swoop and squat"), or stops for no reason, so you rear-end it, and then every passenger claims an injury. Tell your insurer you suspect it was staged, give them your evidence, and let its special investigations unit (SIU) look into it; you can also report to the National Insurance Crime Bureau (NICB) or your state insurance department’s fraud bureau.',
    points: [
      'Signs: a car full of passengers, a sudden stop with no traffic reason, witnesses who appear at once and all tell the same story, and quick talk of lawyers and clinics.',
      'Dash-cam video, photos of both cars and the road, the police report and independent witnesses are the strongest evidence.',
      'Insurers’ special investigations units and the NICB work these rings; the NICB takes tips at 1-800-TEL-NICB or on its website.',
      'Do not argue about fault at the scene; say only what is needed and let the insurer investigate.',
    ],
    steps: [
      'Call the police so there is a report, and photograph the cars, the road and everyone in the other car.',
      'Save any dash-cam video and get independent witnesses’ contact details.',
      'Tell your insurer you suspect a staged crash, and report it to the NICB or your state fraud bureau.',
    ],
  },
  {
    id: 'bug-sweeps',
    title: 'Bug sweeps (TSCM): checking a home, office or car for listening devices and trackers',
    topic: 'surveillance',
    keywords: [
      'bug sweep',
      'sweep for bugs',
      'TSCM',
      'technical surveillance countermeasures',
      'listening device',
      'is my house bugged',
      'office bugged',
      'debugging',
    ],
    summary:
      'A bug sweep — technical surveillance countermeasures, or TSCM — is a professional search of a home, office or vehicle for listening devices, hidden cameras and GPS trackers, using radio-frequency and thermal equipment and a physical search. It is done by TSCM specialists and some investigation firms; in many states the firm must hold an investigator or security license. Sweeps are usually quoted as a fixed price per job, by the size of the space and the number of rooms or vehicles.',
    points: [
      'Do not talk about your suspicion inside the space you think is bugged, or on a phone that may be monitored; call the sweep firm from elsewhere.',
      'If the sweep turns up a device, leave it in place, photograph it and call the police: secretly intercepting conversations is a federal crime (18 U.S.C. § 2511).',
      'For a business, a sweep before important meetings or bids, plus who had access to the rooms, often says more than one device.',
      'Ask the firm for its license, insurance, the equipment it uses and a written report of what was checked.',
      'Phones are checked differently: stalkerware and account access are a forensic and settings question, not a radio sweep.',
    ],
    steps: [
      'Choose a licensed, insured firm that does TSCM and get a written quote.',
      'Arrange the sweep without announcing it in the space being checked.',
      'If the sweep turns up anything, do not remove it; photograph it and report it to the police.',
    ],
  },
  {
    id: 'vetting-an-online-date',
    title: 'Checking a dating-app match is who they say before you meet',
    topic: 'fraud',
    keywords: [
      'dating app',
      'who he says he is',
      'who she says she is',
      'before I meet him',
      'verify someone online',
      'catfish',
      'reverse image search',
    ],
    summary:
      'Before meeting someone from a dating app, check that the person is real: a reverse image search of their photos, a video call, and a search of the name and phone number they gave you. You can look them up on the National Sex Offender Public Website (nsopw.gov) and in your county’s free court records. Meet in a busy public place, tell a friend where you will be and arrange your own transport.',
    points: [
      'Photos that appear under other names, a refusal to video call, or a story that keeps changing are the usual signs of a fake profile.',
      'Anyone who asks for money, gift cards or cryptocurrency before you have met is running a scam, whatever the reason they give.',
      'People-search sites are often wrong or out of date; court and sex-offender registries are the official sources.',
      'Do not share your home address, workplace or financial details until you trust the person.',
    ],
    steps: [
      'Run a reverse image search on the profile photos and ask for a short video call.',
      'Search the name on nsopw.gov and your county court’s records.',
      'Meet in public, tell a friend, and report a fake profile to the app.',
    ],
  },
  {
    id: 'online-impersonation',
    title: 'Fake profiles using your name or photos: getting them taken down',
    topic: 'online harassment',
    keywords: [
      'fake profile of me',
      'fake account using my photos',
      'someone pretending to be me online',
      'impersonation account',
      'take down a fake profile',
      'catfishing with my pictures',
    ],
    summary:
      'Every major platform removes accounts that pretend to be you: report each fake profile through the platform’s impersonation form (Facebook and Instagram, TikTok, X and the dating apps all have one), which usually asks for a photo of your ID. Before you report, screenshot each profile and save its URL, because a removed account is hard to prove later.',
    points: [
      'Report from your own account when you have one, and ask friends to report the fake too; the impersonation form works even if you have no account.',
      'Tell your contacts not to accept requests or send money to the fake account: impersonators often use the photos to scam people who know you.',
      'Several states make online impersonation to harm, threaten or defraud a crime, for example California (Penal Code § 528.5), Texas (Penal Code § 33.07) and New York (Penal Law § 190.25).',
      'If the profiles keep coming back, keep a log of each one with its URL and date: a pattern supports a police report, a harassment order or a John Doe lawsuit to learn who is behind them.',
    ],
    steps: [
      'Screenshot each fake profile and save its URL and the date.',
      'Report each one through the platform’s impersonation form and ask friends to report it too.',
      'If the profiles threaten you, harass you or are used for scams, report it to the police; call 911 if you are in danger.',
    ],
  },
  {
    id: 'child-not-returned',
    title: 'The other parent keeps your child after a visit, or takes them without your consent',
    topic: 'custody',
    keywords: [
      'other parent kept my child',
      'kept the kids after the weekend',
      'custodial interference',
      'parental kidnapping',
      'took my child to another state',
      'family abduction',
      'enforce a custody order',
    ],
    summary:
      'When a parent keeps a child past the time a custody order sets, that order is what the police and the court act on: call the police with a copy of it and ask for help having the child returned, and file an emergency motion to enforce it (contempt) with the court that made it. Without an order, both parents usually have equal rights and police rarely step in, so file for custody, on an emergency basis if the child is at risk. Keeping or hiding a child in violation of custody rights is a crime in every state (custodial interference or parental kidnapping).',
    points: [
      'If the child was taken to another state, the home state’s court keeps the case under the UCCJEA, and other states must enforce its order (Parental Kidnapping Prevention Act, 28 U.S.C. § 1738A); you register the order there to enforce it.',
      'Report a child hidden or taken away to the National Center for Missing & Exploited Children at 1-800-THE-LOST (1-800-843-5678); police can enter the child in the FBI’s NCIC database even when a parent has them.',
      'Taking a child out of the United States to obstruct the other parent’s rights is a federal crime (18 U.S.C. § 1204); the State Department’s Office of Children’s Issues handles Hague Convention return cases.',
      'Keep the order, the exchange times, and every message about the return; they prove the violation and the pattern.',
      'A child kept a few hours late once is usually handled through the parenting plan or a lawyer; a refusal, hiding the child or leaving the state calls for the police and the court at once.',
    ],
    steps: [
      'If the child is in danger, call 911.',
      'Call the police with a copy of the custody order, and write down the report number.',
      'File an emergency motion to enforce the order, or for custody if there is none, and report a hidden child to NCMEC at 1-800-THE-LOST.',
    ],
  },
  {
    id: 'served-with-divorce-papers',
    title: 'Served with divorce papers: responding in time, and what happens if you do not',
    topic: 'court',
    keywords: [
      'served with divorce papers',
      'divorce summons',
      'default in a divorce',
      'respond to a divorce petition',
      'answer divorce papers',
      'time to respond to a divorce',
    ],
    summary:
      'Being served with a divorce petition starts a short clock to file a written response with the court, and it is short: 30 days in California, 20 days after personal service in New York, and in Texas by 10 a.m. on the Monday after 20 days. If you do not respond in time, your spouse can ask for a default, and the court can decide property, support and custody without hearing from you. Read the papers for any temporary orders, which bind you from the day you are served.',
    points: [
      'The response is a court form (in California, the Response, form FL-120), filed with the clerk and served on your spouse; a filing fee applies unless you qualify for a fee waiver.',
      'Many courts attach automatic orders to the summons: neither spouse may hide or move marital property, cancel insurance or take the children out of the state without consent or a court order.',
      'A family-law attorney, legal aid or the court’s self-help center can help with the response; a lawyer matters most when there is property, a business, support or custody in dispute.',
      'Responding does not end the case or mean you agree; it keeps your right to be heard on every issue.',
    ],
    steps: [
      'Write down the date you were served and count the days your state allows.',
      'Get the response form from the court’s self-help center and file it in time.',
      'Serve a copy on your spouse or their attorney and keep proof of service.',
    ],
    audience: 'respondent',
  },
  {
    id: 'seller-never-delivered',
    title: 'An online seller that never delivered, or a shop website that vanished',
    topic: 'fraud',
    keywords: [
      'ordered online and never received',
      'never shipped',
      'website is gone',
      'fake online store',
      'seller disappeared with my money',
      'chargeback',
    ],
    summary:
      'If you bought from a website or seller that never delivered, the fastest way to recover the money is usually through the payment itself: dispute the charge with your credit-card issuer (the Fair Credit Billing Act gives you 60 days from the bill that shows it), or ask your bank or PayPal to reverse it. Then report the site to the FTC at ReportFraud.ftc.gov and to the FBI at ic3.gov, and keep the order confirmation, emails and screenshots of the site.',
    points: [
      'Debit cards, wire transfers, gift cards, crypto and payment apps like Zelle are much harder to reverse than a credit card; ask anyway, and quickly.',
      'Finding who ran a vanished store: the domain’s registrar (an ICANN lookup) and the payment processor hold records that a court or law enforcement can obtain; an investigator can trace what is public.',
      'A real business that failed to deliver can be taken to small claims court or reported to your state attorney general’s consumer-protection office.',
      'Watch for "recovery" offers afterwards: anyone who asks a fee to recover your money is usually the next scam.',
    ],
    steps: [
      'Dispute the charge with your card issuer, bank or payment service now.',
      'Save the order, receipts, emails and screenshots of the website.',
      'Report it at ReportFraud.ftc.gov, ic3.gov and to your state attorney general.',
    ],
  },
  {
    id: 'sextortion-of-adults',
    title: 'Sextortion: someone threatens to share your intimate images unless you pay',
    topic: 'safety',
    keywords: [
      'sextortion',
      'unless I pay',
      'pay or they post my pictures',
      'blackmail with nudes',
      'threatening to leak nudes',
      'intimate images threat',
    ],
    summary:
      'Someone who threatens to send or post your intimate images unless you pay or send more is committing extortion, a crime: do not pay, stop replying, save the messages and report it to the FBI (tips.fbi.gov or ic3.gov) — or, when the images are of someone under 18, to the NCMEC CyberTipline. Paying rarely ends it and usually brings more demands. Your local police can take a report too.',
    points: [
      'Save screenshots of the threats, the profile, usernames and any payment details before you block the account.',
      'StopNCII.org lets adults create hashes of their images so participating platforms block them from being posted; Take It Down (NCMEC) does the same for images taken when you were under 18.',
      'Report the account to the platform; most remove non-consensual intimate images and sextortion accounts quickly.',
      'Many of these schemes run from abroad with fake profiles; the shame is theirs, and telling someone you trust helps.',
      'If you are under 18, report to the NCMEC CyberTipline (report.cybertip.org) as well.',
    ],
    steps: [
      'If you are in danger or thinking of harming yourself, call 911 or 988.',
      'Do not pay and stop replying; save the messages, then block the account.',
      'Report to the FBI (tips.fbi.gov or ic3.gov), the police and the platform, and use StopNCII.org or Take It Down.',
    ],
    safety: true,
  },
];
