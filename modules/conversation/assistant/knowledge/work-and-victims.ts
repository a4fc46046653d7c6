import type { KnowledgeSection } from './types.js';

// Subjects real users bring that no section answered (found with the dev5 part of the question bank,
// decision 0066): sexual harassment at work, getting money back after a crime (restitution and
// victim compensation), a police report that is wrong or an officer to complain about, a child's
// identity stolen, a missed court date, a ticket given to a minor at school, and becoming a process
// server. General US information, never legal advice. Sources, by section:
// - sexual-harassment-at-work: EEOC "Sexual Harassment" and "Time Limits For Filing A Charge"
//   (eeoc.gov); Title VII of the Civil Rights Act of 1964, 42 U.S.C. §§ 2000e(b) (employers of 15 or
//   more), 2000e-2 and 2000e-3(a) (retaliation), 2000e-5(e)(1) (180 or 300 days); 29 C.F.R.
//   § 1614.105 (federal employees: an EEO counselor within 45 days); Faragher v. City of Boca Raton,
//   524 U.S. 775 (1998) and Burlington Industries v. Ellerth, 524 U.S. 742 (1998) (using the
//   employer's complaint procedure).
// - restitution-and-victim-compensation: DOJ Office for Victims of Crime "Restitution" and "Crime
//   Victim Compensation"; the Mandatory Victims Restitution Act, 18 U.S.C. § 3663A (federal cases);
//   the Victims of Crime Act, 34 U.S.C. § 20102 (state compensation programs); National Center for
//   Victims of Crime "Restitution".
// - wrong-police-report: police records-unit pages on supplemental statements and corrections;
//   police departments' "file a complaint" pages (internal affairs, professional standards, civilian
//   oversight boards); public defender FAQs.
// - child-identity-theft: FTC Consumer Advice "How To Protect Your Child From Identity Theft" and
//   IdentityTheft.gov; the free freeze for a child under 16 (15 U.S.C. § 1681c-1(j), added by the
//   Economic Growth, Regulatory Relief, and Consumer Protection Act of 2018); IRS Form 14039.
// - missed-court-date: Legal Aid Society (NYC) "What do I do if I missed my court date?"; court
//   self-help pages on bench warrants, failure to appear and motions to set aside a default
//   judgment (e.g. Fed. R. Civ. P. 55(c) and 60(b), and the states' counterparts).
// - minor-ticketed-at-school: FDA "Tobacco 21" (the federal minimum age of sale, 21, since
//   December 20, 2019; it binds sellers); state and municipal court pages on tobacco and vape
//   citations to minors (fines, tobacco-awareness classes, a parent's appearance); state juvenile
//   record confidentiality and sealing pages.
// - becoming-a-process-server: California Business and Professions Code § 22350 (registration with
//   the county for more than ten services a year); Texas Rule of Civil Procedure 103 and the Judicial
//   Branch Certification Commission; Florida Statutes § 48.27 (certified process servers); New York
//   City Department of Consumer and Worker Protection (process server license); Federal Rule of
//   Civil Procedure 4(c)(2) (any person at least 18 and not a party).
const work = 'Work and claims';
const court = 'Court process';

export const workAndVictims: KnowledgeSection[] = [
  {
    id: 'sexual-harassment-at-work',
    title: 'Sexual harassment at work: reporting it, the EEOC and the deadlines',
    topic: work,
    keywords: [
      'sexual harassment at work',
      'boss comments on my body',
      'coworker sends sexual messages',
      'manager asked me out and retaliated',
      'hostile work environment',
      'quid pro quo',
      'report harassment to HR',
      'EEOC charge',
      'EEOC filing deadline',
      'unwanted touching at work',
      'retaliation for reporting harassment',
    ],
    summary:
      "Unwelcome sexual advances, requests for sexual favors, sexual comments, messages, images or touching at work are sexual harassment, illegal under Title VII when they are severe or frequent enough to make the workplace hostile or when a job decision (shifts, a raise, keeping the job) depends on them. Report it under your employer's policy — to HR or a supervisor other than the harasser — in writing, and keep a record. If the employer does not stop it, file a charge with the EEOC (or your state's fair employment agency) within 180 days of the last incident, 300 days where a state or local agency enforces a similar law.",
    points: [
      'Federal law (Title VII) covers employers with 15 or more employees; many state laws cover smaller employers, and some give more time to file.',
      'Punishing you for complaining — worse shifts, a demotion, firing — is retaliation, which is illegal on its own even if the harassment claim is not proven (42 U.S.C. § 2000e-3(a)).',
      "Use the employer's complaint procedure: an employer can defend itself by showing you unreasonably failed to use it (Faragher v. City of Boca Raton; Burlington Industries v. Ellerth).",
      "An internal HR complaint does not pause the EEOC deadline; federal employees must contact their agency's EEO counselor within 45 days.",
      'A charge is filed online through the EEOC Public Portal, by phone (1-800-669-4000) or at a field office; you generally must file one before you can sue under Title VII.',
      'Unwanted touching or grabbing can also be a crime (assault or battery): you can report it to the police as well.',
    ],
    steps: [
      'Write down each incident — date, time, place, what was said or done, who saw it — and keep the messages, memes and emails (screenshots with dates).',
      "Report it in writing under the employer's policy, keep a copy, and note any change in your shifts, pay or treatment afterwards.",
      'If it does not stop, contact the EEOC or your state agency before the 180- or 300-day deadline.',
      'Talk to an employment attorney (many offer free consultations) or legal aid about your options.',
    ],
  },
  {
    id: 'restitution-and-victim-compensation',
    title: 'Getting your money back after a crime: restitution and victim compensation',
    topic: court,
    keywords: [
      'restitution',
      'will I get my money back',
      'get paid back for stolen property',
      'the thief was caught',
      'victim compensation',
      'crime victim compensation program',
      'victim impact statement',
      'restitution order',
    ],
    summary:
      "When the person who stole from you or damaged your property is convicted, the criminal court can order them to pay you back (restitution), usually at sentencing. Give the prosecutor's victim-witness advocate a list of what you lost, with receipts and estimates, so the amount is in the order. Restitution is paid over time and often slowly; a victim compensation program (for injuries from violent crime) and a civil suit are the other ways to recover.",
    points: [
      'Restitution covers losses the crime caused — stolen or damaged property, medical bills, lost wages; federal courts must order it for many crimes (18 U.S.C. § 3663A), and state laws make it mandatory or usual too.',
      "The victim-witness advocate in the prosecutor's office can explain the court dates, help with a victim impact statement and explain how payments reach you.",
      'Payments usually go through the court or probation; if they stop, contact the probation officer or the court. In many states an unpaid restitution order can be enforced like a civil judgment.',
      'State crime victim compensation programs (funded under the Victims of Crime Act) pay medical, counseling, funeral and lost-wage costs of violent crime; most do not pay for stolen property.',
      'You can also sue the offender yourself, in small claims for smaller amounts, whether or not there is a conviction.',
    ],
    steps: [
      'Keep the police report number and list what was lost, with receipts, photos and repair estimates.',
      "Contact the prosecutor's victim-witness office, ask to be notified of hearings, and give them your losses before sentencing.",
      'Ask the court or probation office how payments are made, and keep a record of what you receive.',
      "If the crime hurt you, apply to your state's crime victim compensation program.",
    ],
  },
  {
    id: 'wrong-police-report',
    title: 'A police report that is wrong, or an officer to complain about',
    topic: court,
    keywords: [
      'police report is wrong',
      'cop lied in police report',
      'officer lied',
      'correct a police report',
      'mistake in police report',
      'supplemental statement',
      'file a complaint against a police officer',
      'internal affairs',
      'civilian review board',
      'police misconduct complaint',
    ],
    summary:
      "A police report records the officer's account, and a department rarely rewrites an officer's narrative because someone disagrees with it. You can ask the records unit or the officer's supervisor to correct factual errors (a name, a date, a plate, an insurer), and ask to add your own written statement (a supplemental statement) to the file. If you believe the officer lied or acted wrongly, file a complaint with the department's internal affairs or professional standards unit, or with a civilian oversight board where your city has one.",
    points: [
      "Get a copy of the report first (from the department's records unit) and mark exactly what is wrong and what shows it: photos, dashcam or phone video, receipts, witnesses.",
      'If you are charged with a crime, the report is usually not the evidence at trial — the officer testifies — and your defense attorney or public defender can challenge it with body-camera footage, dispatch records and witnesses.',
      "Body-camera and dashcam footage and 911 recordings can often be requested under the state's public-records law, though footage in an open case may be withheld; ask soon, because retention periods are limited.",
      'In a crash report, a wrong fault finding is not the final word for insurers or courts; give your insurer your evidence.',
      'A complaint can usually be made online, by mail or in person; keep a copy and the complaint number.',
    ],
    steps: [
      'Request a copy of the report and write down each error with the proof that shows it.',
      'Ask the records unit or the supervisor for a correction of factual errors and to attach your supplemental statement.',
      'If you are charged, give the report and your evidence to your attorney before saying anything more to police.',
      'For misconduct, file a written complaint with internal affairs or the civilian oversight board, and keep its number.',
    ],
  },
  {
    id: 'child-identity-theft',
    title: "A child's identity stolen: debts, accounts or a tax return in a minor's name",
    topic: 'Fraud, money and business',
    keywords: [
      'child identity theft',
      "debt in my child's name",
      'collection letter for my kid',
      "someone used my child's social security number",
      'credit freeze for a minor',
      'does my child have a credit report',
      "my son's identity stolen",
    ],
    summary:
      "A child should have no credit history, so a collection letter, a bill, a pre-approved card offer or an IRS notice in a minor's name is a sign that someone is using the child's Social Security number. Ask each of the three credit bureaus (Equifax, Experian, TransUnion) whether your child has a credit report, report the theft at IdentityTheft.gov, and have the accounts closed and the debts removed. A parent or guardian can freeze the credit of a child under 16, free.",
    points: [
      "To check, send each bureau a request with copies of your child's birth certificate and Social Security card and proof that you are the parent or guardian; if a report exists, ask for a copy.",
      'Contact each company where an account was opened, explain that the person is a minor who cannot legally sign a contract, and ask for the account to be closed and the debt removed in writing.',
      'The freeze for a child under 16 (15 U.S.C. § 1681c-1(j)) creates a file and locks it until you lift it, for example when the child applies for a loan or a job.',
      "If the IRS says the child's number was already used on a tax return, file Form 14039, the Identity Theft Affidavit.",
      'The thief is often someone who knows the family; the report at IdentityTheft.gov and, if needed, a police report are still what the companies ask for.',
    ],
    steps: [
      'Keep the letter, and write down each call with names and dates.',
      'Ask Equifax, Experian and TransUnion whether your child has a credit report, and dispute every account on it.',
      'Report it at IdentityTheft.gov and follow the recovery plan it gives you.',
      "Freeze your child's credit at all three bureaus.",
    ],
  },
  {
    id: 'missed-court-date',
    title: 'A missed court date: bench warrants, defaults and what to do now',
    topic: court,
    keywords: [
      'missed my court date',
      'missed court',
      'forgot my court date',
      'failure to appear',
      'bench warrant',
      'is there a warrant for me',
      'default judgment set aside',
      'missed my hearing',
    ],
    summary:
      "Act at once: the longer a missed date sits, the worse it gets. In a criminal or traffic case the judge usually issues a bench warrant for failure to appear, may keep the bail posted and can add a charge; call your lawyer or public defender, or the court clerk, and ask how to return to court to have the warrant recalled — many courts let you walk in and ask for a new date. In a civil case, a defendant who misses the hearing usually loses by default and a plaintiff's case may be dismissed; a motion to set aside the default or reinstate the case, filed quickly with a good reason, can undo it.",
    points: [
      'A bench warrant lets police arrest you at any stop or at home; turning yourself in through the court, with your lawyer, usually goes better than being picked up.',
      'Bring what explains the absence: a hospital record, proof of a wrong date on the notice, a work or childcare emergency.',
      'For a traffic ticket, a missed date can also lead to a fine, a license suspension or a hold on renewal until it is dealt with.',
      "To find out whether there is a warrant, ask your lawyer, the court clerk, or the county court's online case search; some sheriffs publish warrant lists.",
      "In a civil case the deadline to ask the court to set aside a default is short (often weeks, or a reasonable time up to a year for some reasons under Fed. R. Civ. P. 60(b) and the states' rules); check your state's rule.",
    ],
    steps: [
      'Call your lawyer or public defender today; without one, call the clerk of the court with your case number.',
      'Ask how to get back on the calendar and have any warrant recalled, and go as early in the day as you can.',
      'Gather proof of why you missed the date, and write down whom you spoke to and when.',
    ],
  },
  {
    id: 'minor-ticketed-at-school',
    title: 'A ticket for a minor: vaping, tobacco or other citations at school',
    topic: court,
    keywords: [
      'ticket at school for vaping',
      'vape citation',
      'caught vaping at school',
      'minor in possession',
      'school resource officer gave my kid a ticket',
      'juvenile citation',
      'my teen got a ticket',
      'tobacco citation for a minor',
    ],
    summary:
      "A ticket (citation) given to a student — for vaping or tobacco, fighting, disorderly conduct, truancy or possession — goes to a municipal, justice, traffic or juvenile court under the state's law, separately from the school's own discipline. Read the citation for the court and the date: a parent often must come too. For a first tobacco or vape citation the usual outcomes are a fine, a tobacco-awareness class or community service, and many courts dismiss it once the class is done; missing the date can lead to a warrant or a hold on the teen's license.",
    points: [
      'Federal law (Tobacco 21, since December 2019) bars selling tobacco and e-cigarettes to anyone under 21; what happens to a minor who has them is up to each state and city.',
      'A vape with THC, or another drug, is a drug charge, not a tobacco citation: talk to a defense attorney or the public defender before the court date.',
      'Juvenile records are usually confidential and many can be sealed or expunged; ask the court whether the case will leave a record and how to clear it.',
      'School discipline (suspension, a program) is decided by the school under its code of conduct, with its own appeal; the court case does not decide it.',
      'Courts often offer diversion or deferral for a first offense: complete the class or the hours and the case is dismissed.',
    ],
    steps: [
      'Read the citation: the court, the date, whether a parent must appear, and whether it can be paid or needs a hearing.',
      'Call the court clerk to ask about a class, diversion or deferral for a first offense.',
      'For anything beyond a tobacco citation, talk to a lawyer or the public defender before the date.',
      'Keep the receipts and the certificate of any class, and ask the court to confirm the dismissal or seal the record.',
    ],
  },
  {
    id: 'becoming-a-process-server',
    title: 'Becoming a process server',
    topic: court,
    keywords: [
      'become a process server',
      'process server license',
      'process server registration',
      'certified process server',
      'how to be a process server',
      'process server job',
      'process server requirements',
    ],
    summary:
      'In many states any adult who is not a party to the case may serve papers, and no license is needed to serve occasionally. Serving as a business often needs a registration, certification or license from the state, the county or the court: California requires registration with the county for anyone who serves more than ten papers a year, Texas certifies process servers through its Judicial Branch Certification Commission, Florida courts appoint certified process servers, and New York City licenses them.',
    points: [
      'Common requirements where there are rules: being 18 or older, a background check or fingerprints, a training course or exam, a bond, and continuing education.',
      'Federal courts allow service by any person who is at least 18 and not a party (Fed. R. Civ. P. 4(c)(2)); state courts set their own rules.',
      "The work is learning each court's service rules, locating people, documenting every attempt, and signing a proof of service (an affidavit) that may be tested in court.",
      'A server may not trespass, use force or pretend to be police; false proofs of service are perjury and can cost a license.',
      'Many servers work for law firms or agencies; some states let licensed private investigators serve process under their license.',
    ],
    steps: [
      "Look up your state court's or county clerk's page on process servers for the rules where you will work.",
      'Complete any required registration, certification course or exam, background check and bond.',
      'Learn the service rules and proof-of-service forms of the courts you will serve for.',
    ],
  },
];
