import type { KnowledgeSection } from './types.js';

const topic = 'Fraud, money and business';

export const fraudAndBusiness: KnowledgeSection[] = [
  {
    id: 'business-embezzlement',
    title: 'Embezzlement and fraud by a business partner or employee',
    topic,
    keywords: ['embezzlement', 'embezzling', 'partner stealing money', 'business partner fraud', 'employee stealing from the business', 'cooking the books', 'missing money from the business', 'forensic accountant', 'skimming', 'fake vendor', 'occupational fraud'],
    summary:
      'Embezzlement is taking money or property you were trusted to manage, and in a business it usually leaves a trail in the company\'s own records. Build the evidence quietly from those records — bank and credit-card statements, the general ledger, payroll, vendor payments and the accounting software\'s audit trail — and bring in a business attorney and a forensic accountant before you confront anyone. A confrontation too early gives the person time to move money and destroy records.',
    points: [
      'Common schemes: payments to fake or related vendors, ghost employees on payroll, personal expenses on company cards, skimming cash sales, checks or transfers written to themselves, and journal entries that hide the gap.',
      'Red flags: one person who will not let anyone else see the books, missing or late bank statements, unexplained adjustments, vendors whose address matches an employee\'s, and a lifestyle beyond the person\'s pay.',
      'As an owner or partner you usually have a right to inspect the company\'s books and records under the partnership or operating agreement and state law; you have no right to the other person\'s personal accounts, email or phone.',
      'Get bank statements directly from the bank and export the accounting file with its change history, rather than relying on reports the suspect prepared.',
      'A forensic accountant (a CPA with the CFF credential, or a Certified Fraud Examiner) reconciles the bank records to the books, traces where the money went and puts a number on the loss that holds up in court, with an insurer and with prosecutors.',
      'Crime or employee-dishonesty insurance and fidelity bonds can cover the loss, but policies set short deadlines for notice and proof of loss.',
      'Do not threaten criminal charges to get the money back: offering to stay silent in exchange for repayment can itself be extortion. Civil claims (breach of fiduciary duty, conversion, fraud) and a criminal report are separate decisions to make with counsel.',
    ],
    steps: [
      'Talk to a business attorney before you confront your partner, and agree who will direct the investigation (work done at a lawyer\'s direction is easier to keep confidential).',
      'Quietly secure copies of bank and card statements, ledgers, payroll records and vendor files straight from the bank and the accounting system.',
      'Where you have the authority, add a second signature or approval on payments and restrict access to the accounting software — without deleting anything.',
      'Engage a forensic accountant to trace and quantify the loss.',
      'Read your insurance policies for crime or employee-dishonesty coverage and send notice before the deadline.',
      'Decide with your attorney whether to sue, report to the police or prosecutor, or both.',
    ],
  },
  {
    id: 'workplace-investigations',
    title: 'Workplace investigations: complaints and employee misconduct',
    topic,
    keywords: ['workplace investigation', 'HR investigation', 'harassment complaint', 'investigate an employee', 'employee misconduct', 'internal investigation', 'I am being investigated at work', 'discrimination complaint', 'witness interviews at work', 'employee interview'],
    summary:
      'When an employer learns of harassment, discrimination, theft, safety violations or other misconduct, it should investigate promptly, impartially and thoroughly, and act on what it finds. A well-run investigation protects employees and is a large part of an employer\'s legal defense; a careless one creates new claims. Employees who complain, and employees who are investigated, have rights too.',
    points: [
      'Federal anti-discrimination laws (Title VII, the ADA, the ADEA) and the EEOC expect prompt, effective action on complaints; retaliating against someone who complains or takes part in an investigation is illegal.',
      'The investigator should be neutral and trained: HR, an outside investigator or an attorney. Some states, including California, require an outside investigator to hold a private investigator licence unless an exemption (such as being an attorney) applies.',
      'A typical investigation interviews the person who complained, the accused and the witnesses, collects documents, email and chat from company systems, and ends with a written report that explains the findings and the credibility judgments behind them.',
      'Employers can generally review company email and devices under a clear written policy; an employee\'s personal accounts and devices are off limits without consent, and recording interviews is subject to state recording-consent laws.',
      'Unionized employees have Weingarten rights: a union representative may attend an investigatory interview that could lead to discipline, if the employee asks.',
      'Confidentiality can be promised only as far as the investigation allows; people are told information on a need-to-know basis.',
      'A private-sector employee who refuses to cooperate with an internal investigation can usually be disciplined, but no one can be forced to sign a statement they disagree with; they can write their own account instead.',
    ],
    steps: [
      'Write down the complaint and take interim steps (separating people, changing schedules) that do not penalize the person who complained.',
      'Choose an impartial investigator and set the scope in writing.',
      'Preserve email, chat, badge and device records under a litigation hold.',
      'Interview the complainant, the accused and the witnesses, and keep careful notes.',
      'Write a report with findings and reasons, take proportionate action, and check later for retaliation.',
    ],
  },
  {
    id: 'due-diligence',
    title: 'Due diligence on a business, partner or investment',
    topic,
    keywords: ['due diligence', 'vet a business partner', 'check out a company', 'investment due diligence', 'is this company legit', 'verify a business', 'before I invest', 'background on a company', 'corporate records search', 'check a contractor'],
    summary:
      'Due diligence means checking who you are dealing with before you sign, invest, lend or hire: whether the company exists and is in good standing, who is behind it, their litigation, lien and bankruptcy history, regulatory actions, and whether what they tell you is true. Most of it comes from public records and independent verification; an investigator or attorney adds depth for large deals.',
    points: [
      "The Secretary of State's business entity search shows when a company was formed, its officers or managers, its registered agent and whether it is in good standing.",
      'Court records show lawsuits, judgments and bankruptcies: PACER for federal cases and bankruptcy, county and state court dockets for the rest. UCC filings and recorded liens show secured debts and unpaid taxes.',
      'Regulators keep public lookups: FINRA BrokerCheck for brokers, SEC EDGAR for public-company filings and SEC enforcement actions, state licensing boards for contractors and professionals, and the Treasury\'s OFAC sanctions list.',
      'Verify claims independently: call references you find yourself rather than the ones you were given, check property ownership at the county recorder, and ask for reviewed or audited financial statements.',
      'Red flags: pressure to skip checks or move fast, guaranteed returns, a history that cannot be verified, many short-lived companies, and changes of name after lawsuits.',
      'Background reports on individuals for employment, credit, insurance or tenancy decisions must follow the Fair Credit Reporting Act.',
    ],
    steps: [
      'Write down what you need to know and what a wrong answer would cost you.',
      'Run the entity, court, lien, regulatory and sanctions searches on the company and its principals.',
      'Verify financial and reputational claims with independent sources.',
      'For a significant deal, have an attorney, a CPA or an investigator review the findings before you sign.',
    ],
  },
  {
    id: 'hidden-assets-divorce',
    title: 'Hidden assets in a divorce',
    topic,
    keywords: ['spouse hiding money in a divorce', 'husband hiding money', 'wife hiding assets', 'financial disclosure in divorce', 'secret bank account divorce', 'divorce income hidden', 'forensic accountant divorce', 'dissipation of marital assets', 'cryptocurrency in divorce'],
    summary:
      'In a divorce both spouses must disclose all their assets, debts and income, usually in sworn financial statements. Hiding assets is fraud on the court: judges can award the hidden asset to the other spouse, sanction the one who hid it, and reopen the judgment. Hidden money is usually found through the paper trail — tax returns, bank and brokerage records, business books — obtained in discovery, often with a forensic accountant\'s help.',
    points: [
      'Common tricks: delaying a bonus or commission until after the divorce, overpaying the IRS or a credit card to get a refund later, "repaying" fake loans to friends or relatives, under-reporting cash income from a business, moving money into cryptocurrency, and accounts in a child\'s or a new partner\'s name.',
      'Joint tax returns are a map: interest and dividend schedules point to accounts, K-1s to business interests, and depreciation schedules to property.',
      'Discovery is the main tool: interrogatories, requests for documents, subpoenas to banks, employers and brokerages, and depositions under oath.',
      'A lifestyle analysis compares what a spouse spends with what they report earning; a gap points to hidden income.',
      'You may copy financial records you already have lawful access to, such as joint statements at home. Do not log into your spouse\'s separate accounts, install spyware or open mail addressed only to them — that can be a crime and can taint your case.',
      'Courts punish concealment: in a well-known California case (In re Marriage of Rossi, 2001), a wife who hid a $1.3 million lottery win lost all of it to her husband.',
    ],
    steps: [
      'List every account, property, business interest and debt you know of, with any statements you can lawfully copy.',
      'Give the list and copies of the last three to five years of tax returns to your attorney.',
      'Ask your attorney about formal discovery and subpoenas to the institutions involved.',
      'Consider a forensic accountant, or an investigator for an asset search, if the numbers do not add up.',
    ],
  },
  {
    id: 'collecting-a-judgment',
    title: 'Collecting a judgment after you win',
    topic,
    keywords: ['collect a judgment', 'won in small claims but they will not pay', 'judgment debtor', 'wage garnishment', 'bank levy', 'debtor examination', 'enforce a judgment', 'property lien judgment', 'how do I get paid after winning'],
    summary:
      'A court judgment says you are owed money; it does not pay you. If the other side does not pay voluntarily, you use the court\'s enforcement tools — wage garnishment, bank levies, liens on property and a debtor examination under oath — and sometimes an asset search or skip trace to find where the debtor works, banks and lives.',
    points: [
      'A debtor examination (also called a judgment debtor exam or supplementary proceeding) makes the debtor answer questions under oath about income, accounts and property; failing to appear can lead to contempt.',
      'A writ of execution lets the sheriff or marshal levy a bank account or seize non-exempt property; wage garnishment takes part of each paycheck, within federal and state limits.',
      'Recording an abstract of judgment or judgment lien with the county attaches to real estate the debtor owns there, to be paid when it is sold or refinanced.',
      'Some income and property is exempt: Social Security and other federal benefits, part of wages, and homestead and vehicle exemptions that vary by state.',
      'Judgments last years (often 10 to 20, depending on the state) and can usually be renewed; interest accrues at a rate set by statute.',
      'If the debtor has moved, a skip trace can find a current address and employer; an asset search can find accounts and property worth levying.',
    ],
    steps: [
      'Ask the court clerk which enforcement forms your court uses and what they cost.',
      'Send a written demand for payment with a deadline.',
      'Schedule a debtor examination if you do not know where the debtor banks or works.',
      'File the writ, garnishment or lien that fits what you find, and keep records of every payment received.',
    ],
  },
  {
    id: 'insurer-investigating-your-claim',
    title: 'When an insurer investigates your claim',
    topic,
    keywords: ['insurance company investigating my claim', 'recorded statement insurance', 'examination under oath', 'claim denied for fraud', 'SIU investigating me', 'insurance investigator following me', 'delayed claim', 'bad faith insurance'],
    summary:
      'Insurers investigate many claims, especially large, early or unusual ones, through a special investigations unit (SIU) that may ask for a recorded statement, documents, or an examination under oath, and may hire investigators for surveillance in public. Cooperating is usually a condition of your policy, but you are entitled to know what is being asked and why, and to a decision within the time your state allows.',
    points: [
      'Your policy requires reasonable cooperation; refusing an examination under oath or documents the policy calls for can be grounds to deny the claim.',
      'You can ask for a copy of your recorded statement, prepare from your own documents, and have an attorney present at an examination under oath.',
      'Surveillance from public places of someone claiming an injury is legal; investigators may not trespass, record private conversations or pose as police.',
      'State unfair claims practices laws require insurers to acknowledge, investigate and decide claims within set times and to explain denials in writing.',
      'An unreasonable denial or delay can be bad faith, which in many states lets you recover more than the policy amount; complaints go to the state department of insurance.',
      'Never exaggerate a claim: insurance fraud is a crime in every state, and a false statement on one part can void the whole claim.',
    ],
    steps: [
      'Keep copies of the policy, every letter and every document you send, with dates.',
      'Answer honestly and in writing where you can; correct mistakes promptly.',
      'Talk to an attorney before an examination under oath or if the insurer mentions fraud.',
      'If the claim is denied or stalls, ask for the reasons in writing and consider a complaint to your state insurance department.',
    ],
  },
];
