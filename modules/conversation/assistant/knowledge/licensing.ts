import type { KnowledgeSection } from './types.js';

const topic = 'PI licensing and legal limits';

export const licensing: KnowledgeSection[] = [
  {
    id: 'pi-licensing',
    title: 'Private investigator licensing in the US',
    topic,
    keywords: ['PI license', 'private investigator license', 'licensed investigator', 'become a private investigator', 'state licensing board', 'licensing requirements', 'unlicensed investigator'],
    summary:
      'Most US states require private investigators to hold a state license; a few (for example Idaho, Mississippi, South Dakota and Wyoming) have no statewide license, though some cities do. Requirements usually include a minimum age, a criminal background check, experience or training, an exam, and insurance or a bond.',
    points: [
      'Licensing agencies differ by state: for example the Bureau of Security and Investigative Services in California, the Department of Public Safety\'s Private Security Program in Texas, the Department of Agriculture and Consumer Services in Florida, and the Department of State in New York.',
      'Experience requirements vary widely; California, for instance, requires 6,000 hours of qualifying paid experience and an exam.',
      'Agencies are often licensed as companies, with individual investigators registered under them.',
      'A license from one state does not let an investigator work in another, though some states have reciprocity agreements; out-of-state work is often done with a local licensed partner.',
      'Working as an unlicensed investigator where a license is required is an offense in most states, and evidence gathered by an unlicensed investigator can be attacked in court.',
      'A license does not give police powers: a licensed investigator has the same legal limits as any private citizen, plus professional rules.',
    ],
    steps: [
      'Find your state\'s licensing agency and its online license lookup.',
      'Check the investigator\'s and the agency\'s license status and any disciplinary history.',
      'For work in another state, ask whether the investigator is licensed there or partners with someone who is.',
    ],
  },
  {
    id: 'verifying-a-pi',
    title: "How to check an investigator's license and insurance",
    topic,
    keywords: ['verify investigator', 'check PI license', 'is this investigator legit', 'PI scam', 'licensed and insured', 'investigator complaints', 'choose a PI'],
    summary:
      'Before hiring, confirm that the investigator holds a current license in the state where the work will be done, carries liability insurance, and has no disciplinary actions. A legitimate investigator gives you their license number without hesitation and puts the engagement in writing.',
    points: [
      'Look up the license number on the state licensing agency\'s website, and check the name matches the person and the agency.',
      'Ask for a certificate of liability insurance (errors and omissions, general liability); many states require it.',
      'Search the agency name with the words complaint, lawsuit or disciplinary action, and check court records for suits against it.',
      'Warning signs: promises to get phone records, bank balances or "anything" about anyone; cash-only payment; no written contract; pressure to decide now.',
      'Professional associations (state PI associations, NALI, ASIS, the National Council of Investigation and Security Services) have codes of ethics, though membership is not a license.',
      'Casebook\'s Find My PI directory lists investigators with their license state and number; always confirm the number with the state yourself.',
    ],
    steps: [
      'Ask for the license number, the licensing state and a certificate of insurance.',
      'Verify them on the state agency\'s site.',
      'Ask how they would approach your case and what they will not do; a good answer mentions legal limits.',
      'Get a written agreement before paying any retainer.',
    ],
  },
  {
    id: 'what-a-pi-can-do',
    title: 'What a licensed investigator may do',
    topic,
    keywords: ['what can a PI do', 'private investigator powers', 'legal investigation methods', 'can a private investigator', 'PI legally allowed', 'investigator rights'],
    summary:
      'A licensed private investigator may do lawfully what any private citizen could do, with professional skill and access to licensed data services: observe and photograph in public, search public records, interview willing people, research open sources, serve process where allowed, and compile the results into a report that can be used in court.',
    points: [
      'Surveillance from public places or places they are permitted to be, with photos and video where there is no reasonable expectation of privacy.',
      'Searches of public records: courts, property, corporations, liens, licenses, marriages and divorces, and criminal records.',
      'Use of licensed investigative databases (credit header, utility, phone directories) for permissible purposes under the Gramm-Leach-Bliley Act, the Driver\'s Privacy Protection Act and the FCRA.',
      'Interviews of witnesses and neighbors who agree to talk, and recorded statements where the law allows.',
      'Review of public social media and other open-source information.',
      'Trash pulls from the curb are lawful in many places (the Supreme Court held in California v. Greenwood that trash left at the curb has no Fourth Amendment protection) but local ordinances and state law can differ.',
      'Working under an attorney\'s direction so the results are protected as attorney work product.',
    ],
    steps: [
      'Describe your goal, not the method, and let the investigator propose lawful methods.',
      'Ask what sources they will use and what the report will contain.',
      'Agree on what they should not do (for example, no contact with the subject).',
    ],
  },
  {
    id: 'what-a-pi-cannot-do',
    title: 'What a private investigator may not do',
    topic,
    keywords: ['illegal for PI', 'can a PI hack', 'can a PI get phone records', 'can a PI wiretap', 'PI impersonate police', 'PI trespass', 'PI limits', 'pretexting', 'can a PI track a phone', 'PI access bank account'],
    summary:
      'A license gives no police powers. Investigators may not break the law to get information, and a client who asks them to can be liable too. The most common lines are wiretapping and illegal recording, hacking accounts, pretexting for phone, bank or medical records, trespassing, impersonating police, and unlawful GPS tracking.',
    points: [
      'No impersonating law enforcement or carrying a badge that suggests police authority; many states also forbid claiming to be a government official of any kind.',
      'No trespassing on private property, entering homes or vehicles, or opening someone else\'s mail (a federal crime).',
      'No wiretapping or recording conversations without the consent your state requires (see recording consent).',
      'No hacking or logging into someone else\'s email, phone, cloud or social accounts — this violates the Computer Fraud and Abuse Act, the Stored Communications Act and state laws.',
      'No pretexting for financial records (Gramm-Leach-Bliley Act) or phone records (Telephone Records and Privacy Protection Act of 2006), and no obtaining health records without authorization (HIPAA and state law).',
      'No arrests beyond a citizen\'s arrest, no searches, and no access to law-enforcement databases such as NCIC.',
      'No placing GPS trackers on vehicles without the owner\'s consent where state law forbids it, and no harassment or stalking of the subject.',
      'No obtaining credit reports without a permissible purpose under the FCRA.',
    ],
    steps: [
      'If an investigator offers any of these, do not hire them: you can be liable as the client.',
      'Ask your attorney how to get protected records lawfully — usually by subpoena or discovery in a lawsuit.',
      'Report an investigator who breaks the law to the state licensing agency.',
    ],
  },
  {
    id: 'protected-records',
    title: 'Phone, bank and medical records: how they can be obtained',
    topic,
    keywords: ['phone records', 'call logs', 'bank records', 'medical records', 'get someone\'s phone records', 'bank statements of spouse', 'text message records', 'subpoena phone company', 'GLBA', 'HIPAA'],
    summary:
      'Phone, bank and medical records are protected by federal law. The lawful ways to get someone else\'s records are their written consent or legal process — a subpoena or discovery request in a lawsuit, or a warrant obtained by police. Anyone who offers to get them another way is offering to commit a crime.',
    points: [
      'Phone carriers keep call and text logs (not usually message content) for limited periods; in a civil case your attorney can subpoena them, often with notice to the account holder.',
      'Message content held by providers is protected by the Stored Communications Act; civil litigants usually must get it from the other party in discovery, not from the provider.',
      'Bank records come through discovery or subpoena in a lawsuit, or through mandatory financial disclosures in a divorce.',
      'Medical records need the patient\'s HIPAA authorization, or a court order or qualifying subpoena.',
      'Your own records are yours: you can request your phone, bank and medical records directly.',
      'Carriers and banks keep records only for limited periods, so ask your attorney early about a preservation letter.',
    ],
    steps: [
      'Decide which records you need and for what dates.',
      'If a case is filed or about to be, ask your attorney about subpoenas, discovery requests and preservation letters.',
      'Request your own records now if they help your side of the story.',
    ],
  },
  {
    id: 'public-records-dppa',
    title: 'Public records, DMV data and the DPPA',
    topic,
    keywords: ['public records', 'DMV records', 'license plate lookup', 'DPPA', 'vehicle registration owner', 'court records search', 'property records', 'FOIA', 'open records request', 'look up a plate'],
    summary:
      'Many records are public — court files, property ownership, business filings, liens, marriage and divorce indexes, professional licenses, and many government documents through public-records (FOIA) requests. Driver and vehicle records are not: the federal Driver\'s Privacy Protection Act limits who may get personal information from DMV records and why.',
    points: [
      'The DPPA lists permissible uses of DMV personal information, including use in court cases, service of process, insurance claims and by licensed investigators for one of the listed purposes; curiosity is not one.',
      'Running a license plate to find out who lives somewhere, without a permissible purpose, is illegal and carries civil damages.',
      'County recorders hold deeds and mortgages; county and state courts hold civil, criminal, family and probate files; secretaries of state hold business filings.',
      'Federal court records are on PACER; many state courts have online indexes, but some records (juvenile, sealed, some family matters) are not public.',
      'The federal Freedom of Information Act and state open records laws let anyone request government records, with exemptions for privacy and law enforcement.',
    ],
    steps: [
      'List which records would answer your question and which agency keeps them.',
      'Search the online indexes first; request copies from the clerk when you need the full file.',
      'For vehicle or driver information, work through an attorney or licensed investigator with a permissible purpose.',
    ],
  },
];
