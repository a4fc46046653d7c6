import type { KnowledgeSection } from './types.js';

// Common matters people bring that no section answered (issue 27: the lead's fresh everyday
// questions were answered from a wrong section or declined; decision 0096): a DUI arrest, wages
// being garnished, a will after a death, an employer reading work email, and the other driver's
// insurer calling after a crash. General US information, never legal advice. Sources, by section:
// - dui-arrest: Cal. Veh. Code §§ 13353.2 and 13558 (the DMV administrative per se hearing asked
//   for within 10 days; the suspension 30 days after the arrest); Texas DPS "Administrative License
//   Revocation (ALR) Program" and Tex. Transp. Code § 524.021 (15 days; the 40th day); Fla. Stat.
//   § 322.2615 (formal review within 10 days); Colorado DOR "Express Consent Cases" and C.R.S.
//   § 42-2-126 (7 days); Utah's 0.05 limit (effective December 30, 2018); Birchfield v. North
//   Dakota, 579 U.S. 438 (2016); MADD "Status of Ignition Interlock Laws" (30 states and DC with
//   all-offender laws, 2017).
// - wage-garnishment: DOL Wage and Hour Division Fact Sheet #30 (CCPA Title III, 15 U.S.C.
//   §§ 1672–1674: 25 % or 30 × the minimum wage, 50–65 % for support, no discharge for one debt);
//   Department of Education "Administrative Wage Garnishment" (15 %, the 30-day notice and
//   hearing); 31 C.F.R. Part 212 and HelpWithMyBank.gov (two months of direct-deposited federal
//   benefits protected); Tex. Civ. Prac. & Rem. Code § 63.004 and state garnishment summaries (TX,
//   PA, NC, SC); California Courts self-help "Claim of Exemption" (WG-006, WG-007); Florida's
//   "Claim of Exemption and Request for Hearing" (20 days); 11 U.S.C. § 362 (the automatic stay).
// - will-after-a-death: Cal. Prob. Code § 8200 (the custodian delivers the will within 30 days) and
//   § 8270 (120 days to contest after admission); Fla. Stat. § 732.901 (10 days; a custodian
//   compelled to produce it) and § 733.212 (three months after the notice of administration);
//   Uniform Probate Code §§ 2-102 and 2-103 (the spouse's and the descendants' shares); state
//   intestacy summaries on unadopted stepchildren; small-estate affidavit surveys (Justia 50-state
//   survey; 30- and 40-day waits).
// - employer-monitoring: 18 U.S.C. §§ 2510(5)(a) and 2511(2)(d) (the ECPA's ordinary-course and
//   consent exceptions) and § 2701(c)(1) (the Stored Communications Act's service-provider
//   exception), § 2707(c) ($1,000 minimum damages); Watkins v. L.M. Berry & Co., 704 F.2d 577 (11th
//   Cir. 1983); Pure Power Boot Camp v. Warrior Fitness Boot Camp, 587 F. Supp. 2d 548 (S.D.N.Y.
//   2008); Stengart v. Loving Care Agency, 201 N.J. 300 (2010); City of Ontario v. Quon, 560 U.S. 746
//   (2010); N.Y. Civil Rights Law § 52-c (effective May 7, 2022); Conn. Gen. Stat. § 31-48d; 19 Del.
//   C. § 705; National Labor Relations Act § 7 (29 U.S.C. § 157).
// - other-drivers-insurer: auto-insurance cooperation clauses as explained by state bar and
//   injury-law pages (no duty to the other driver's insurer); Cal. Code Civ. Proc. §§ 335.1 and 338;
//   Tex. Civ. Prac. & Rem. Code § 16.003; Fla. Stat. § 95.11 as amended by HB 837 (2023); N.Y.
//   CPLR 214.
const court = 'Court process';
const money = 'Fraud, money and business';
const family = 'Family matters';
const work = 'Work and claims';

export const everydayMatters: KnowledgeSection[] = [
  {
    id: 'dui-arrest',
    title: 'A DUI or DWI arrest: getting out, the license hearing and a first offense',
    topic: court,
    keywords: [
      'DUI',
      'DWI',
      'OWI',
      'arrested for DUI',
      'drunk driving arrest',
      'driving under the influence',
      'breathalyzer',
      'blew over the legal limit',
      'refused the breath test',
      'license suspended after a DUI',
      'DMV hearing',
      'first DUI',
      'ignition interlock',
    ],
    summary:
      'Someone arrested for driving under the influence (DUI, DWI or OWI, depending on the state) is booked and usually held until sober, then released on a citation, on their own recognizance or once bail is posted; a first offense without injuries is usually a misdemeanor. The arrest starts two separate cases: the criminal case in court, and a suspension of the driver’s license by the motor vehicle agency that takes effect on its own unless a hearing is asked for within days — 10 in California and Florida, 15 in Texas.',
    points: [
      'Every state makes it a crime to drive after drinking with an alcohol concentration of 0.08 % or more (0.05 % in Utah since December 30, 2018) or while impaired at any reading; drivers under 21 and commercial drivers have lower limits.',
      'Refusing the breathalyzer or a blood test after a lawful arrest brings a longer suspension than failing it under the implied consent laws — in Texas 180 days against 90 for a first offense, in California a year against four months — and the refusal can be used in court. Refusing a blood draw taken without a warrant cannot be made a crime (Birchfield v. North Dakota, 2016).',
      'The officer usually takes the license and hands over a notice that is also a temporary permit. Without a timely request for the hearing the suspension starts by itself — in California 30 days after the arrest, in Texas on the 40th day.',
      'A first offense commonly brings a fine, probation, an alcohol education program, a suspension (often with a restricted license for work) and sometimes a few days in jail; a high reading, a child passenger, an injury crash or a prior offense within the look-back period (ten years in many states) makes it much more serious.',
      'About 30 states and DC require an ignition interlock, a breath-testing device that keeps the car from starting after drinking, even after a first conviction; the others require it for a high reading or a repeat offense.',
      'Because jail is possible, there is a right to a lawyer, and a public defender is appointed for someone who cannot afford one. A DUI lawyer checks the stop, the tests and the equipment, handles the license hearing and can often negotiate a reduced charge or diversion.',
    ],
    steps: [
      "Find where he or she is held, the charge, the bail and the first court date (the county jail's inmate lookup), and do not discuss the case on recorded jail calls.",
      'Read the arrest papers for the date to ask for the license hearing, and ask for it within the week.',
      'Talk to a DUI defense lawyer, or ask for a public defender at the first appearance, before any plea.',
      'Do not drive on a suspended license, and keep every paper and court date.',
    ],
  },
  {
    id: 'wage-garnishment',
    title: 'Your wages are being garnished: how much they can take, what is exempt and how to stop it',
    topic: money,
    audience: 'defendant',
    keywords: [
      'wages garnished',
      'wage garnishment notice',
      'garnish my paycheck',
      'how much can they garnish',
      'stop a garnishment',
      'claim of exemption',
      'garnishment hearing',
      'earnings withholding order',
      'paycheck taken for a debt',
      'Social Security taken for a debt',
    ],
    summary:
      'For most debts a creditor can garnish wages only after suing and winning a judgment; the IRS, defaulted federal student loans and child support can do it without one. Federal law caps an ordinary garnishment at the lesser of 25 % of disposable earnings (pay after the deductions the law requires) or the amount by which weekly disposable pay exceeds 30 times the federal minimum wage ($217.50 at $7.25 an hour), and some states protect more. You can challenge a garnishment by filing a claim of exemption and asking for a hearing, usually within days of the notice; it can also get back money already taken that was exempt.',
    points: [
      'Child support can take more: up to 50 % of disposable earnings for someone supporting another spouse or child, 60 % for someone who is not, and 5 % more when the support is over 12 weeks behind.',
      'Defaulted federal student loans are garnished without a court order, up to 15 % of disposable pay; the notice comes 30 days before, and asking for a hearing within those 30 days holds the garnishment until it is decided.',
      "Social Security, SSI and veterans' benefits are protected from most creditors; when they are deposited directly, the bank must leave up to two months of them in the account when it receives a garnishment order.",
      'Texas, Pennsylvania, North Carolina and South Carolina forbid wage garnishment for most consumer debts such as credit cards and medical bills; other states protect a larger share of pay than federal law.',
      'An employer may not fire you because your pay is garnished for one debt (15 U.S.C. § 1674). Filing for bankruptcy brings an automatic stay that stops most garnishments at once, though not child support.',
    ],
    steps: [
      'Read the notice for the court, the creditor, the amount and the date by which to claim an exemption (often 10 to 20 days).',
      "Check your pay stub against the federal limit and your state's, and list income that is exempt.",
      'File the claim of exemption with the court or the levying officer named on the papers, with a financial statement if your family needs the income, and go to the hearing.',
      'Offer the creditor a payment plan, and talk to legal aid or a consumer or bankruptcy attorney right away.',
    ],
  },
  {
    id: 'will-after-a-death',
    title: 'A will after a death: seeing it, probate, the executor and what happens without one',
    topic: family,
    keywords: [
      'after a parent dies',
      'passed away and left a will',
      'see the will',
      'copy of the will',
      'probate',
      'estate',
      'executor',
      'inheritance',
      'died without a will',
      'intestate',
      'heirs',
      'stepmom hiding the will',
      'contest a will',
    ],
    summary:
      "After a death, whoever holds the original will must deliver it to the probate court, often within a set time (30 days after learning of the death in California, 10 days in Florida), and the court can order someone who keeps it back to produce it. Once filed, a will is a court record that can usually be seen and copied at the probate clerk's office, and the heirs and beneficiaries get formal notice when the estate is opened. With no will, the state's intestacy law decides who inherits: the spouse and the children first.",
    points: [
      'The executor named in the will asks the court to be appointed; until then no one, the widow or widower included, may sell or give away estate property. The executor must notify heirs, beneficiaries and creditors, inventory the assets, pay the debts and account to the court before distributing what is left.',
      'Life insurance and retirement accounts with a named beneficiary, payable-on-death accounts and property held in joint tenancy pass outside the will, straight to the named person or co-owner.',
      "Without a will, under the Uniform Probate Code used in many states, the spouse takes everything only when all the deceased's children are also the spouse's; when some are from another relationship, the spouse takes a set amount plus half the rest and the children share the other half. Stepchildren who were never adopted generally inherit nothing.",
      'A will can be contested by someone who would gain if it failed, for lack of capacity, undue influence, fraud or improper signing, within short limits: 120 days after the will is admitted to probate in California, three months after the notice of administration in Florida.',
      'Every state has a simplified procedure or small-estate affidavit for estates under a dollar limit, usually after a wait of about 30 to 40 days.',
    ],
    steps: [
      "Ask the probate clerk in the county of your parent's home whether a will has been filed or a probate case opened.",
      'If it has not been filed, ask the one holding it, in writing, to file it; if they refuse, a probate attorney can petition the court to make them produce it.',
      'Get certified copies of the death certificate and list what you know of the assets, accounts, insurance and debts.',
      'See a probate attorney promptly if you may contest the will or think assets are being taken; an investigator can search property and business records.',
    ],
  },
  {
    id: 'employer-monitoring',
    title: 'Can your employer read your work email or watch your computer and phone?',
    topic: work,
    keywords: [
      'employer monitoring',
      'can my employer read my email',
      'work email privacy',
      'work laptop',
      'company computer',
      'boss reading my messages',
      'personal email on a work computer',
      'company phone privacy',
      'software that logs what I type',
    ],
    summary:
      "Generally yes for the company's own systems: a private employer may read email on its accounts and watch its computers, network and phones, especially under a written policy you were told of, because the federal wiretap law permits interception with one party's consent or in the ordinary course of business, and the provider of a system may read what is stored on it. Your personal accounts are different: logging into your personal Gmail or other web email without your permission — even with a password saved on the work laptop — can violate the federal Stored Communications Act.",
    points: [
      'A court held that an employer violated the Stored Communications Act by logging into a former employee’s Hotmail and Gmail accounts with a password left on a work computer (Pure Power Boot Camp v. Warrior Fitness Boot Camp, S.D.N.Y. 2008); the Act provides damages of at least $1,000.',
      'What you read on a work laptop can still be captured in screenshots, keystroke logs, browser caches and backups. Emails with your own lawyer through a personal, password-protected account on a company laptop have been held private and privileged (Stengart v. Loving Care Agency, 2010).',
      'New York (Civil Rights Law § 52-c, effective May 7, 2022) requires written notice of electronic monitoring on hiring, acknowledged by the employee, and a posted notice; Connecticut and Delaware also require notice to employees.',
      'An employer listening in on business calls must stop once it is clear a call is personal (Watkins v. L.M. Berry & Co., 11th Cir. 1983).',
      'The National Labor Relations Act protects most private-sector employees who discuss pay or working conditions together, union or not; government employees have some Fourth Amendment protection, though a work-related search of a work device is usually reasonable.',
    ],
    steps: [
      "Read your employer's computer, email and device policy and any notice you signed.",
      'Keep personal email, banking and messages with your lawyer off work devices and accounts; sign out and do not save personal passwords on them.',
      'If your employer got into a personal account or device without permission, write down what happened and when, and talk to an employment lawyer.',
    ],
  },
  {
    id: 'other-drivers-insurer',
    title: "The other driver's insurance company after a crash: what you owe them and what to say",
    topic: work,
    keywords: [
      "other driver's insurance",
      'their insurance company keeps calling',
      'insurance adjuster',
      'do I have to talk to their insurance',
      'at fault driver insurance',
      'medical authorization',
      'their insurance offered a settlement',
    ],
    summary:
      "You owe the other driver's insurer nothing: you have no contract with it, so you need not talk to it or give it a recorded statement, while your own policy requires you to tell your own insurer promptly and cooperate with it. If you deal with the other insurer to get your car fixed under their driver's liability coverage, put the basic facts in writing (date, place, vehicles, the crash report number), not guesses about fault or injuries, and sign no broad medical authorization or release before you know your injuries and costs.",
    points: [
      'Adjusters are trained to ask questions whose answers can be used to argue you were partly at fault or not really hurt, and injuries often show days later; you can say you will answer in writing.',
      'A blanket medical authorization opens your whole medical history; send the bills and records for this crash instead, or let a lawyer handle it.',
      'Accepting a settlement usually means a release that ends the matter for good, so wait until your treatment and costs are known.',
      "Your own collision or uninsured-motorist coverage can pay first, and your insurer then recovers from the other driver's (subrogation).",
      'The time to sue is set by state law: for injuries, two years in California, Texas and Florida (from 2023) and three years in New York; for vehicle damage, three years in California and New York and two in Texas. Talking with an adjuster does not stop that clock.',
      'Small claims court can take vehicle damage the insurer will not pay fairly, without a lawyer; injury lawyers usually work for a share of what they recover, often about a third.',
    ],
    steps: [
      'Tell your own insurer about the crash and get the crash report number.',
      'You may decline a recorded statement to the other insurer; if you deal with it, answer in writing.',
      'Photograph the damage and your injuries, and keep every medical bill, repair estimate, rental receipt and note of time off work.',
      'See a lawyer if you were hurt or fault is disputed, well before the time to sue runs out.',
    ],
  },
];
