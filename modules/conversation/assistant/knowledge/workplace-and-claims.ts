import type { KnowledgeSection } from './types.js';

// Theft at work and claims: what an employer may do about a missing till or stock, the limits on
// lie detector tests, what an accused employee should know before signing anything, being filmed
// on a workers' comp claim, and what common investigator jobs cost. General US information.
const topic = 'Fraud and business';

export const workplaceAndClaims: KnowledgeSection[] = [
  {
    id: 'till-and-inventory-theft',
    title: 'Cash, till and inventory theft by employees',
    topic,
    keywords: [
      'employee stealing from register',
      'cash drawer short',
      'till short every shift',
      'cashier stealing cash',
      'employee theft',
      'inventory shrinkage',
      'stock going missing',
      'voids and no sales',
      'POS exception report',
      'catch employee stealing',
      'sweethearting',
      'shrink',
    ],
    summary:
      'Register theft leaves traces in the point-of-sale data before it shows at the bank: unusual voids, "no sale" drawer openings, refunds without receipts, discounts and overrides, concentrated on one person or shift. Pull the POS exception reports, match suspicious transactions to camera footage, and reconcile tills at every shift change with two people present. Keep the investigation quiet and factual, and involve the police or a lawyer before confronting anyone.',
    points: [
      'Common methods: ringing a cash sale then voiding it and pocketing the cash, fake refunds, not ringing sales at all ("skimming"), under-ringing friends\' purchases ("sweethearting"), and taking stock out the back.',
      'A cash shortage points to the drawer; an inventory shortage with a balanced drawer points to voided or unrung sales or stock leaving the building.',
      'Assign one cashier per drawer, count at each shift change with a witness, and limit void, refund and no-sale rights to managers.',
      'Cameras should cover registers, the back door and stock rooms, never restrooms or changing areas; audio recording brings in consent laws.',
      'Document each suspicious transaction with the POS record, the matching video clip and the drawer count; keep originals and a custody log.',
      'Polygraph testing of employees is tightly limited by federal law; a lie detector test is rarely the right tool.',
    ],
    steps: [
      'Run POS exception reports by employee and shift for the last few months.',
      'Match suspicious transactions to video and drawer counts, and save the originals.',
      'Tighten controls (single-cashier drawers, manager-only voids, shift counts) while you investigate.',
      'Talk to an employment lawyer or the police before interviewing or accusing the employee.',
    ],
  },
  {
    id: 'employee-polygraph',
    title: 'Lie detector tests at work (Employee Polygraph Protection Act)',
    topic,
    keywords: [
      'polygraph at work',
      'employer wants me to take a lie detector test',
      'can my boss make me take a polygraph',
      'lie detector test job',
      'EPPA',
      'Employee Polygraph Protection Act',
      'refuse polygraph fired',
      'voice stress test employer',
      'polygraph for theft at work',
    ],
    summary:
      'The federal Employee Polygraph Protection Act of 1988 (29 U.S.C. § 2001 and following) generally forbids private employers from requiring or even requesting a lie detector test, from job applicants or employees, and from punishing anyone who refuses. A narrow exemption lets an employer request a polygraph during an ongoing investigation of a specific economic loss, such as theft or embezzlement, from an employee who had access and is reasonably suspected, with advance written notice (29 C.F.R. § 801.12).',
    points: [
      'The ban covers voice stress analyzers and similar devices too; under the investigation exemption only a polygraph is allowed.',
      'Before the test, the employer must give a signed statement describing the specific loss, the employee\'s access and the basis for suspicion.',
      'The employee may refuse or stop the test, and cannot be fired or disciplined on the test result or refusal alone without other supporting evidence.',
      'Government employers are not covered, and there are limited exemptions for security services and for firms that make or dispense controlled-substance drugs.',
      'Employers must display the EPPA poster; the Department of Labor\'s Wage and Hour Division enforces the law, and employees can also sue.',
      'Some states restrict workplace polygraphs even further.',
    ],
    steps: [
      'If you are asked to take a test, ask for the written statement the law requires and read it carefully.',
      'You may decline; write down who asked, when and what was said.',
      'If you were punished for refusing, contact the Wage and Hour Division (1-866-487-9243) or an employment lawyer.',
      'Employers: talk to counsel before mentioning a polygraph, and investigate with records and video instead.',
    ],
  },
  {
    id: 'asked-to-sign-confession',
    title: 'Asked by your employer to sign a confession or repayment agreement',
    topic,
    keywords: [
      'employer wants me to sign a confession',
      'sign a statement admitting theft',
      'accused of stealing at work',
      'boss says pay it back or he calls the police',
      'promissory note to repay employer',
      'loss prevention interview',
      'should I sign the statement HR gave me',
      'accused of theft at work',
      'written statement at work I did not write',
    ],
    summary:
      'An employee accused of theft is sometimes handed a written confession or a promise to repay, with the threat of police or firing. Do not sign a statement you did not write or do not agree with, and do not sign a repayment agreement under pressure: ask for a copy and time, and talk to a lawyer first. A signed admission can be used in a criminal case, and in some states a demand for payment backed by a threat of prosecution can itself be extortion (California Penal Code § 518 is an example).',
    points: [
      'Most employment is at will: refusing to sign may cost you the job, but signing does not guarantee you keep it and can create a criminal record.',
      'You can ask what your signature means (agreement, or only receipt), ask for the full document and its attachments, and write your own short statement instead.',
      'You generally do not have to answer questions from store security or loss prevention, and they are not police; you may leave unless lawfully detained.',
      'Union members can ask for a representative at an investigatory interview that could lead to discipline.',
      'Wage deductions to repay alleged losses are restricted by federal and state wage laws.',
      'Employers: getting an admission under threat can make it unusable and expose the business to claims; a lawyer should handle repayment agreements.',
    ],
    steps: [
      'Stay calm and say: "I need a copy and time to review this before I sign anything."',
      'Do not sign anything you did not write or do not agree with; write down who was present and what was said.',
      'Talk to an employment or criminal defense lawyer before any further interview or signing.',
      'Keep your own records (schedules, till counts, messages) that support your account.',
    ],
  },
  {
    id: 'workers-comp-claimant-surveillance',
    title: "Being filmed while on workers' comp or an injury claim",
    topic,
    keywords: [
      'workers comp surveillance',
      'insurance investigator filming me',
      'PI watching my house workers comp',
      'being followed by insurance company',
      'van parked outside my house insurance',
      'can insurance company film me',
      'injury claim surveillance video',
      'social media workers comp',
      'sub rosa video',
    ],
    summary:
      "Insurers and self-insured employers routinely hire licensed investigators to film injured workers and claimants in public and in places visible from public view, such as a driveway or yard, to compare daily activities with reported restrictions. This is generally legal. Investigators may not trespass, film inside your home, record private conversations, or contact you under false pretenses in ways state law forbids, and footage without context can be challenged.",
    points: [
      'Surveillance often happens around medical exams, hearings and depositions, and on several days to show a pattern.',
      'Short clips can mislead: a few seconds of lifting does not show the pain or rest afterwards; your doctor\'s notes and your own log supply the context.',
      'Public social media posts are routinely checked; photos of activity can be used against you even when they are old or misleading.',
      'Follow your medical restrictions consistently; the best answer to surveillance is activity that matches what you have reported.',
      'Someone watching you who frightens you, follows you closely or approaches your family is worth reporting to the police and your attorney; it may not be the insurer at all.',
      'Your attorney can ask for any surveillance video in discovery and challenge edited or incomplete footage.',
    ],
    steps: [
      'If someone is following you in a way that makes you feel unsafe, call 911.',
      'Keep a short daily log of symptoms, activities and rest, and follow your restrictions.',
      'Set social media to private and avoid posting about activities while the claim is open.',
      "Tell your workers' comp attorney if you notice surveillance, and ask them to request any footage.",
    ],
  },
  {
    id: 'pi-prices-for-common-jobs',
    title: 'Prices for common investigator jobs: locates, surveillance days and background reports',
    topic,
    keywords: [
      'skip trace price',
      'locate fee',
      'how much to find someone',
      'how much for surveillance per day',
      'investigator flat fee',
      'background report price',
      'two investigators surveillance',
      'mileage charge investigator',
      'no find no fee',
      'how much to serve papers',
      'infidelity investigation price',
    ],
    summary:
      'Desk tasks are usually flat-fee: a basic locate or skip trace, a background report, a records search or serving papers. Field work is hourly: surveillance is billed per investigator hour with a daily minimum (often around four hours), plus mileage and expenses, and a two-investigator team roughly doubles the cost. Published rates vary widely by region; ask for the fee schedule in writing before you pay a retainer.',
    points: [
      'Locates and skip traces are often offered at a flat fee, sometimes "no find, no fee"; ask what counts as a find (a verified current address, or just a lead).',
      'Surveillance commonly runs several hours a day for two or three days to catch a pattern; a single short session often produces nothing.',
      'Mileage is usually billed per mile (some firms publish rates around $0.40 to $0.85 a mile), plus parking, tolls, records fees and travel.',
      'Report writing, video copies and court testimony may be billed separately; ask.',
      'A retainer is drawn down as work is done; ask for itemized invoices and how unused retainer is refunded.',
      'Offers of guaranteed results, GPS tracker rentals without explaining the law, or phone-record "searches" are warning signs.',
    ],
    steps: [
      'Describe the job and ask two or three licensed investigators for a written quote (flat fee or hourly, minimums, mileage, expenses).',
      'For surveillance, agree on the days, hours, number of investigators and a budget cap.',
      'Check the license before paying the retainer, and keep the agreement and invoices.',
    ],
  },
];
