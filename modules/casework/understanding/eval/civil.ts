// Civil vignettes (issue 32): 31 cases over 15 states, both sides, written from public PATTERNS
// (court self-help pages, the U.S. Department of Labor's and the EEOC's guidance, consumer-law
// explainers — paraphrased; no name is a real private person's). Each has an expected direction
// and a plausible range for the client's chance, starting from its cited base rate
// (model/civil-reference.ts, docs/reference/civil-base-rates.md) and moved by the facts; a pair's
// second case differs from the first in one fact, and a mirror tells the same facts from the other
// party's side (its range is the complement).
//
// The split was made ONCE, when the cases were written (2026-11-30), before any civil weight or
// reader rule was looked at against them: whole groups (a case with its pair or mirror) go to one
// part, so every pair and mirror can be checked within its part. CIVIL_DEV is what the civil reader
// and model may be adjusted against; CIVIL_TEST is only scored (`npm run eval:cases -- --split
// civil-test`).
import type { Vignette } from './vignette.js';

type Facts = Vignette['facts'];
type Civil = NonNullable<Facts['civil']>;

const SELF_HELP = {
  ca: 'California Courts Self-Help Guide, "Security deposits" and "Small claims" (https://selfhelp.courts.ca.gov/small-claims-california) — pattern',
  tx: 'TexasLawHelp.org, car accident and small-claims guides (https://texaslawhelp.org/) — pattern',
  fl: 'Florida Courts self-help, premises liability pattern (https://www.flcourts.gov/) and BJS premises-liability figures',
  oh: 'Ohio Legal Help, "Unpaid wages" (https://www.ohiolegalhelp.org/) and U.S. DOL Wage and Hour Division (https://www.dol.gov/agencies/whd) — pattern',
  ny: 'NY CourtHelp, "Home improvement contractors" (https://www.nycourts.gov/courthelp/) — pattern',
  il: 'Illinois Legal Aid Online, small claims for unpaid invoices (https://www.illinoislegalaid.org/) — pattern',
  ga: 'Georgia Legal Aid, "Dispossessory (eviction) proceedings" (https://www.georgialegalaid.org/) — pattern',
  wa: 'WashingtonLawHelp.org and Nolo, "Defamation: online reviews" (https://www.nolo.com/legal-encyclopedia/) — pattern',
  az: 'EEOC, "Pregnancy discrimination" (https://www.eeoc.gov/pregnancy-discrimination) and AZ Court Help (https://www.azcourthelp.org/) — pattern',
  co: 'Colorado Judicial Branch self-help, small claims (https://www.courts.state.co.us/) and FTC used-car rule guidance — pattern',
  pa: 'Pennsylvania courts self-help, landlord–tenant repairs and rent escrow (https://www.pacourts.us/) — pattern',
  mi: 'Michigan Legal Help, "Fired for filing workers’ compensation" (https://michiganlegalhelp.org/) — pattern',
  nc: 'North Carolina Judicial Branch, "Small claims" (https://www.nccourts.gov/help-topics/small-claims) — pattern',
  ma: 'Mass.gov, "A guide to small claims court" (https://www.mass.gov/guides/a-guide-to-small-claims-court) — pattern',
  ut: 'Utah Courts, "Small claims and civil cases" (https://www.utcourts.gov/) and Utah Code § 78B-1-104 — pattern',
} as const;

const civil = (
  base: Omit<Facts, 'caseCategory' | 'civil'>,
  details: Omit<Civil, 'clientRole'> & { clientRole: 'plaintiff' | 'defendant' },
): Facts => ({ ...base, caseCategory: 'civil', civil: details });

// ── Shared facts of the groups ──────────────────────────────────────────────────────────────────

const CA_DEPOSIT: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'landlord-tenant-security-deposit',
  caseTitle: 'Security deposit kept after move-out (Oakland)',
  caseDescription:
    'I rented a one-bedroom apartment from Howard Pell for three years and moved out on March 31 after giving written notice. I cleaned the unit and took dated move-out photos of every room. Mr. Pell kept my entire $1,900 deposit. He never sent me an itemized statement of deductions, and 21 days have long passed. In a text he wrote that the carpet was already worn when I moved in.',
  state: 'CA',
  city: 'Oakland',
  clientName: 'Renata Solis',
  opposingParty: 'Howard Pell',
  keyWitnesses: [],
};

const TX_VEHICLE: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'personal-injury-vehicle-accident',
  caseTitle: 'Rear-ended at a red light on Lamar Boulevard',
  caseDescription:
    'I was stopped at a red light on Lamar Boulevard when a pickup driven by Curtis Ebbing hit the back of my car. My dashcam recorded the impact. The police report cites Mr. Ebbing for following too closely. I had neck and back injuries, eight weeks of physical therapy, and missed three weeks of work; my medical bills and lost wages come to about $45,000. His insurer offered $6,000.',
  state: 'TX',
  city: 'Austin',
  clientName: 'Yolanda Price',
  opposingParty: 'Curtis Ebbing',
  keyWitnesses: [],
};

const FL_PREMISES: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'personal-injury-premises-liability',
  caseTitle: 'Fall on a wet floor at a grocery store (Tampa)',
  caseDescription:
    'I slipped on a puddle of water near the produce misters at a grocery store in Tampa and broke my wrist. There was no wet-floor sign. An employee, Dwayne Hollis, told me the misters had been leaking all morning. I needed surgery and my bills are about $60,000. The store says I was looking at my phone and should have seen the water.',
  state: 'FL',
  city: 'Tampa',
  clientName: 'Beatrice Lomax',
  opposingParty: 'Fresh Acres Market',
  keyWitnesses: ['Dwayne Hollis'],
};

const OH_WAGES: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'employment-unpaid-wages',
  caseTitle: 'Last four weeks of wages not paid (Columbus)',
  caseDescription:
    'Tyler Brandt worked as a line cook at a restaurant in Columbus from January to May. The restaurant did not pay his last four weeks, about $3,200. His pay stubs stop in April, and the schedule the manager texted him shows every shift he worked. The owner says the restaurant lost money and that he was paid in cash, but there is no receipt for any cash payment.',
  state: 'OH',
  city: 'Columbus',
  clientName: 'Tyler Brandt',
  opposingParty: 'Maple Street Diner LLC',
  keyWitnesses: [],
};

const NY_CONTRACTOR: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'contractor-dispute',
  caseTitle: 'Contractor took a $9,500 deposit and walked off (Buffalo)',
  caseDescription:
    'I signed a written contract with Glenn Ostrander to redo my kitchen for $28,000 and paid a $9,500 deposit. He demolished the old cabinets, worked for one week and then stopped coming. He has not answered my calls for two months. I have the signed contract, the cancelled deposit check, and text messages where he promised to come back. Another contractor had to finish the job.',
  state: 'NY',
  city: 'Buffalo',
  clientName: 'Marguerite Okonjo',
  opposingParty: 'Glenn Ostrander',
  keyWitnesses: [],
};

const IL_DEBT: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'unpaid-debt',
  caseTitle: 'Unpaid invoice for office painting (Springfield)',
  caseDescription:
    'A painting company owned by Dorian Fleck painted the offices of a dental practice under a signed estimate of $7,800. The work was finished on time. The practice never paid the invoice. In an email the practice manager wrote that they were happy with the work and would pay next month. Three reminder emails went unanswered.',
  state: 'IL',
  city: 'Springfield',
  keyWitnesses: [],
};

const GA_EVICTION: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'landlord-tenant-eviction',
  caseTitle: 'Three months of rent unpaid (Savannah)',
  caseDescription:
    'A tenant, Lorraine Vickers, has not paid rent for August, September and October under a written one-year lease at $1,450 a month. The rent ledger shows no payment since July. She was served a written demand for possession. She says the landlord promised to lower the rent, but nothing was put in writing.',
  state: 'GA',
  city: 'Savannah',
  keyWitnesses: [],
};

const WA_DEFAMATION: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'defamation',
  caseTitle: 'Former partner posted that I stole from clients (Spokane)',
  caseDescription:
    'After our bookkeeping partnership ended, my former partner Neville Strand posted on Facebook and in a local business group that I stole money from clients. That is false: an audit by an outside accountant found every client account balanced. Two long-time clients, Odette Marsh and Kenji Ball, dropped me after reading the post and said so. I lost about $40,000 in yearly business.',
  state: 'WA',
  city: 'Spokane',
  clientName: 'Priya Halvorsen',
  opposingParty: 'Neville Strand',
  keyWitnesses: ['Odette Marsh', 'Kenji Ball'],
};

const AZ_DISCRIMINATION: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'employment-discrimination',
  caseTitle: 'Fired two weeks after telling my manager I was pregnant (Phoenix)',
  caseDescription:
    'I worked as an account manager for four years with good reviews. Two weeks after I told my manager, Colby Rusk, that I was pregnant, I was fired for "restructuring". Nobody else on my team was let go, and a man hired a month later took over my accounts. I have my last three performance reviews and an email from Mr. Rusk asking whether I planned to come back after the baby. My lost pay and benefits are about $120,000.',
  state: 'AZ',
  city: 'Phoenix',
  clientName: 'Alondra Vega',
  opposingParty: 'Sunbelt Logistics Inc.',
  keyWitnesses: [],
};

const CO_CONSUMER: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'consumer-dispute',
  caseTitle: 'Used car broke down within a week despite a written 30-day warranty (Aurora)',
  caseDescription:
    'Wendell Park bought a used sedan for $6,500 from a dealership in Aurora. The sales contract includes a written 30-day powertrain warranty. Six days later the transmission failed. A mechanic wrote a report that the transmission had been leaking for months. The dealership refused to repair it and says the car was sold as is.',
  state: 'CO',
  city: 'Aurora',
  keyWitnesses: [],
};

const MI_WRONGFUL: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'employment-wrongful-termination',
  caseTitle: 'Fired after filing a workers’ compensation claim (Grand Rapids)',
  caseDescription:
    'I hurt my back lifting pallets at a warehouse in Grand Rapids and filed a workers’ compensation claim. Nine days after I filed, my supervisor, Lance Dorsey, fired me for "attendance", although my time records show I missed no shifts that year. A coworker, Felipe Arce, heard Mr. Dorsey say that people who file claims do not last here. My lost wages are about $80,000.',
  state: 'MI',
  city: 'Grand Rapids',
  clientName: 'Garrett Nwosu',
  opposingParty: 'Lakeshore Distribution',
  keyWitnesses: ['Felipe Arce'],
};

const NC_CONTRACT: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'contract-dispute',
  caseTitle: 'Wedding photographer not paid the balance (Raleigh)',
  caseDescription:
    'A wedding photographer, Simone Achterberg, and a couple signed a contract for full-day coverage at $3,500, half due after the wedding. She photographed the whole day and delivered 600 edited photos through an online gallery, which the couple downloaded. The couple never paid the $1,750 balance and later said they did not like the editing style, which matches the samples in her portfolio.',
  state: 'NC',
  city: 'Raleigh',
  keyWitnesses: [],
};

const MA_SMALL: Omit<Facts, 'caseCategory' | 'civil'> = {
  caseType: 'small-claims',
  caseTitle: 'Neighbor’s dead tree fell on my fence (Worcester)',
  caseDescription:
    'A dead oak on my neighbor Russell Quimby’s property fell on my fence in light wind and destroyed twenty feet of it. I had written to him twice over the past year that the tree was dead and leaning, and I kept copies of the letters. I have photos of the damage and a written repair estimate of $2,400.',
  state: 'MA',
  city: 'Worcester',
  clientName: 'Ingrid Castellano',
  opposingParty: 'Russell Quimby',
  keyWitnesses: [],
};

// ── The vignettes ───────────────────────────────────────────────────────────────────────────────

export const CIVIL_DEV: Vignette[] = [
  {
    id: 'civ-ca-deposit-01',
    source: SELF_HELP.ca,
    facts: civil(CA_DEPOSIT, {
      clientRole: 'plaintiff',
      amountInDispute: 1900,
      claims: 'He kept my whole $1,900 deposit without the itemized statement the law requires within 21 days.',
      otherSideSays: 'He says the carpet had to be replaced.',
      evidence: 'Dated move-out photos, the lease, and his text about the old carpet.',
    }),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 92],
      baseRate: 'civil.landlord-tenant',
      why: 'Leases are contracts (66 %); a landlord who sends no itemized statement usually loses the deposit claim, and photos and his own text support the tenant.',
    },
    expectedFacts: { clientRole: 'plaintiff', evidence: [{ kind: 'digital', direction: 'for' }] },
  },
  {
    id: 'civ-ca-deposit-02',
    source: SELF_HELP.ca,
    facts: civil(
      {
        ...CA_DEPOSIT,
        caseDescription:
          'I rented a one-bedroom apartment from Howard Pell for three years and moved out on March 31 after giving written notice. Mr. Pell kept my entire $1,900 deposit. He sent an itemized statement within 21 days with move-out photos showing large stains and burns in the carpet and receipts for new carpet.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 1900,
        claims: 'He kept my whole $1,900 deposit.',
        otherSideSays: 'His photos show stains and burns in the carpet, and he has the receipts for the new carpet.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [20, 55],
      baseRate: 'civil.landlord-tenant',
      why: 'The same claim with the landlord’s timely statement, photos and receipts instead of the tenant’s: the deductions are documented.',
    },
    pairOf: { id: 'civ-ca-deposit-01', differs: 'the landlord, not the tenant, has the photos and a timely statement', expect: 'lower' },
  },
  {
    id: 'civ-ca-deposit-03',
    source: SELF_HELP.ca,
    facts: civil(
      {
        ...CA_DEPOSIT,
        caseTitle: 'Former tenant suing for her deposit (Oakland)',
        caseDescription:
          'My former tenant Renata Solis rented a one-bedroom apartment from me for three years and moved out on March 31 after giving written notice. She cleaned the unit and took dated move-out photos of every room. I kept her entire $1,900 deposit. I never sent her an itemized statement of deductions, and 21 days have long passed. In a text I wrote that the carpet was already worn when she moved in.',
        clientName: 'Howard Pell',
        opposingParty: 'Renata Solis',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 1900,
        claims: 'She wants the whole $1,900 deposit back.',
        otherSideSays: 'She says I sent no itemized statement within 21 days and that her photos show the unit clean.',
        evidence: 'I have nothing in writing about the carpet damage.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 40],
      baseRate: 'civil.landlord-tenant',
      why: 'The mirror of civ-ca-deposit-01: the landlord as defendant, complement of the tenant’s range.',
    },
    mirrorOf: 'civ-ca-deposit-01',
    expectedFacts: { clientRole: 'defendant' },
  },
  {
    id: 'civ-fl-premises-01',
    source: SELF_HELP.fl,
    facts: civil(FL_PREMISES, {
      clientRole: 'plaintiff',
      amountInDispute: 60000,
      claims: 'The store let water pool from leaking misters all morning with no warning sign.',
      otherSideSays: 'The store says I was looking at my phone.',
      evidence: 'Photos of the puddle, the hospital records, and the employee who said the misters leaked all morning.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [40, 75],
      baseRate: 'civil.tort.premises',
      why: 'Premises plaintiffs win about 41.5 % of jury trials; an employee’s admission that the leak was known all morning and no sign move it up.',
    },
  },
  {
    id: 'civ-fl-premises-02',
    source: SELF_HELP.fl,
    facts: civil(
      {
        ...FL_PREMISES,
        caseDescription:
          'I slipped on a puddle of water near the produce misters at a grocery store in Tampa and broke my wrist. The store’s security video shows a yellow wet-floor sign standing next to the puddle when I fell. I needed surgery and my bills are about $60,000. The store says I was looking at my phone and walked past the sign.',
        keyWitnesses: [],
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 60000,
        claims: 'I was hurt on a wet floor in the store.',
        otherSideSays:
          'The store’s video shows a wet-floor sign next to the puddle, and the store says I walked past it while on my phone.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 42],
      baseRate: 'civil.tort.premises',
      why: 'A warning sign on the store’s own video is the usual defense that wins premises cases.',
    },
    pairOf: { id: 'civ-fl-premises-01', differs: 'the store’s video shows a warning sign', expect: 'lower' },
  },
  {
    id: 'civ-oh-wages-01',
    source: SELF_HELP.oh,
    facts: civil(OH_WAGES, {
      clientRole: 'plaintiff',
      amountInDispute: 3200,
      claims: 'The restaurant owes him four weeks of wages, about $3,200.',
      otherSideSays: 'The owner says he was paid in cash.',
      evidence: 'Pay stubs through April and the manager’s texted schedules.',
    }),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [58, 90],
      baseRate: 'civil.employment',
      why: 'Wage claims rest on records; texted schedules and stubs against an undocumented cash-payment defense.',
    },
    expectedFacts: { clientRole: 'plaintiff' },
  },
  {
    id: 'civ-oh-wages-02',
    source: SELF_HELP.oh,
    facts: civil(
      {
        ...OH_WAGES,
        caseTitle: 'Former line cook suing for four weeks of wages (Columbus)',
        clientName: 'Maple Street Diner LLC',
        opposingParty: 'Tyler Brandt',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 3200,
        claims: 'He says the restaurant owes him four weeks of wages, about $3,200.',
        otherSideSays: 'He has pay stubs through April and the schedules the manager texted him.',
        evidence: 'The owner says he paid him in cash, but has no receipt.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [10, 42],
      baseRate: 'civil.employment',
      why: 'The mirror of civ-oh-wages-01: the employer as defendant.',
    },
    mirrorOf: 'civ-oh-wages-01',
  },
  {
    id: 'civ-il-debt-01',
    source: SELF_HELP.il,
    facts: civil(
      { ...IL_DEBT, clientName: 'Fleck Painting Co.', opposingParty: 'Prairie Dental Group' },
      {
        clientRole: 'plaintiff',
        amountInDispute: 7800,
        claims: 'The practice owes $7,800 for painting finished under a signed estimate.',
        evidence: 'The signed estimate, the invoice, and the manager’s email saying they were happy and would pay.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 92],
      baseRate: 'civil.contract.seller',
      why: 'Seller plaintiffs win most contract trials (contract rate 66 %); a written acknowledgment of the debt is close to an admission.',
    },
  },
  {
    id: 'civ-il-debt-02',
    source: SELF_HELP.il,
    facts: civil(
      {
        ...IL_DEBT,
        caseTitle: 'Painter suing our practice for an invoice (Springfield)',
        caseDescription:
          'A painting company owned by Dorian Fleck painted the offices of our dental practice under a signed estimate of $7,800. The work was finished on time. We never paid the invoice. In an email our practice manager wrote that we were happy with the work and would pay next month. Three reminder emails went unanswered.',
        clientName: 'Prairie Dental Group',
        opposingParty: 'Fleck Painting Co.',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 7800,
        claims: 'The painter claims $7,800 for the painting.',
        otherSideSays: 'He has the signed estimate, the invoice, and our manager’s email saying we would pay.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 38],
      baseRate: 'civil.contract.seller',
      why: 'The mirror of civ-il-debt-01: the customer as defendant.',
    },
    mirrorOf: 'civ-il-debt-01',
  },
  {
    id: 'civ-wa-defamation-01',
    source: SELF_HELP.wa,
    facts: civil(WA_DEFAMATION, {
      clientRole: 'plaintiff',
      amountInDispute: 40000,
      claims: 'He falsely posted that I stole from clients, and I lost two clients because of it.',
      otherSideSays: 'He says it was his honest opinion.',
      evidence: 'Screenshots of the posts, the outside audit, and the two clients who left.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [40, 75],
      baseRate: 'civil.tort.intentional',
      why: 'An accusation of a crime stated as fact, shown false by an audit, with clients who left because of it; defamation trials are hard (intentional-tort rate 52 % stands in).',
    },
  },
  {
    id: 'civ-wa-defamation-02',
    source: SELF_HELP.wa,
    facts: civil(
      {
        ...WA_DEFAMATION,
        caseDescription:
          'After our bookkeeping partnership ended, my former partner Neville Strand posted on Facebook that in his opinion I was the worst bookkeeper he had ever worked with and that he would never hire me again. Two long-time clients, Odette Marsh and Kenji Ball, dropped me after reading the post. I lost about $40,000 in yearly business.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 40000,
        claims: 'His post cost me two clients.',
        otherSideSays: 'He says it was his honest opinion of my work.',
        evidence: 'Screenshots of the post.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 45],
      baseRate: 'civil.tort.intentional',
      why: 'A statement of opinion ("the worst bookkeeper") is not a false statement of fact: most such claims fail.',
    },
    pairOf: {
      id: 'civ-wa-defamation-01',
      differs: 'the post is an opinion, not a false accusation of theft shown false by an audit',
      expect: 'lower',
    },
  },
  {
    id: 'civ-co-consumer-01',
    source: SELF_HELP.co,
    facts: civil(
      { ...CO_CONSUMER, clientName: 'Wendell Park', opposingParty: 'Front Range Auto Sales' },
      {
        clientRole: 'plaintiff',
        amountInDispute: 6500,
        claims: 'The dealer refused to honour the written 30-day warranty when the transmission failed after six days.',
        otherSideSays: 'The dealer says the car was sold as is.',
        evidence: 'The sales contract with the warranty and the mechanic’s report.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 88],
      baseRate: 'civil.contract.buyer',
      why: 'A written warranty in the contract defeats an as-is defense; the mechanic’s report ties the failure to a prior defect.',
    },
  },
  {
    id: 'civ-co-consumer-02',
    source: SELF_HELP.co,
    facts: civil(
      {
        ...CO_CONSUMER,
        caseTitle: 'Buyer suing our dealership over a transmission (Aurora)',
        caseDescription:
          'A customer, Wendell Park, bought a used sedan for $6,500 from our dealership in Aurora. The sales contract includes a written 30-day powertrain warranty. Six days later the transmission failed. A mechanic wrote a report that the transmission had been leaking for months. We refused to repair it because we consider the car sold as is.',
        clientName: 'Front Range Auto Sales',
        opposingParty: 'Wendell Park',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 6500,
        claims: 'He claims $6,500 for the car.',
        otherSideSays: 'He has the sales contract with the warranty and the mechanic’s report.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 45],
      baseRate: 'civil.contract.buyer',
      why: 'The mirror of civ-co-consumer-01: the dealer as defendant.',
    },
    mirrorOf: 'civ-co-consumer-01',
  },
  {
    id: 'civ-pa-repairs-01',
    source: SELF_HELP.pa,
    facts: civil(
      {
        caseType: 'landlord-tenant-repairs',
        caseTitle: 'Six weeks without heat in January (Pittsburgh)',
        caseDescription:
          'Our apartment in Pittsburgh had no heat for six weeks in January and February. I reported it to the landlord, Ambrose Kettering, in writing five times; he replied by text that he would get to it. A city housing inspector found the furnace broken and wrote a violation notice. We bought space heaters and stayed with family for two weeks. We are asking for $4,000 in rent back and costs.',
        state: 'PA',
        city: 'Pittsburgh',
        clientName: 'Shanice Draper',
        opposingParty: 'Ambrose Kettering',
        keyWitnesses: [],
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 4000,
        claims: 'The landlord left us without heat for six weeks despite five written requests.',
        otherSideSays: 'He says the furnace part was on back order.',
        evidence: 'Our five written requests, his texts, the inspector’s violation notice, and receipts for the heaters.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 93],
      baseRate: 'civil.landlord-tenant',
      why: 'Heat is part of habitability; written notice and an inspector’s violation are the strongest proof a tenant can have.',
    },
  },
  {
    id: 'civ-mi-wrongful-01',
    source: SELF_HELP.mi,
    facts: civil(MI_WRONGFUL, {
      clientRole: 'plaintiff',
      amountInDispute: 80000,
      claims: 'I was fired in retaliation for filing a workers’ compensation claim.',
      otherSideSays: 'The company says I was fired for attendance.',
      evidence: 'My time records, the termination letter, and my coworker who heard the supervisor.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [50, 85],
      baseRate: 'civil.employment',
      why: 'Nine days between the claim and the firing, a stated reason the time records contradict, and a witness to a retaliatory remark.',
    },
  },
  {
    id: 'civ-mi-wrongful-02',
    source: SELF_HELP.mi,
    facts: civil(
      {
        ...MI_WRONGFUL,
        caseDescription:
          'I hurt my back lifting pallets at a warehouse in Grand Rapids and filed a workers’ compensation claim. Nine days after I filed, my supervisor, Lance Dorsey, fired me for taking merchandise. The company has store video of me putting two boxes of tools in my car and a signed statement from the loss-prevention officer. My lost wages are about $80,000.',
        keyWitnesses: [],
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 80000,
        claims: 'I was fired after filing a workers’ compensation claim.',
        otherSideSays: 'The company says I was fired for taking merchandise and has video of it.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 40],
      baseRate: 'civil.employment',
      why: 'A documented, independent reason for the firing (video of taking goods) defeats the inference from timing.',
    },
    pairOf: { id: 'civ-mi-wrongful-01', differs: 'the employer has video of a real ground for firing', expect: 'lower' },
  },
  {
    id: 'civ-ma-small-01',
    source: SELF_HELP.ma,
    facts: civil(MA_SMALL, {
      clientRole: 'plaintiff',
      amountInDispute: 2400,
      claims: 'His dead tree, which I warned him about twice in writing, destroyed my fence.',
      otherSideSays: 'He says the wind knocked it down.',
      evidence: 'Copies of my two letters, photos of the damage, and the repair estimate.',
    }),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [60, 92],
      baseRate: 'civil.bench',
      why: 'Bench plaintiffs win 68 %; an owner warned in writing about a dead tree is responsible when it falls in light wind.',
    },
  },
  {
    id: 'civ-ma-small-02',
    source: SELF_HELP.ma,
    facts: civil(
      {
        ...MA_SMALL,
        caseDescription:
          'A healthy-looking oak on my neighbor Russell Quimby’s property fell on my fence during a severe storm with winds of 80 miles an hour and destroyed twenty feet of it. I never said anything to him about the tree before. I have a written repair estimate of $2,400.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 2400,
        claims: 'His tree destroyed my fence.',
        otherSideSays: 'He says the tree was healthy and a record storm blew it down, and an arborist’s report says the tree had no rot.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [12, 48],
      baseRate: 'civil.bench',
      why: 'A healthy tree felled by a severe storm is usually nobody’s fault: the owner had no notice.',
    },
    pairOf: { id: 'civ-ma-small-01', differs: 'a healthy tree, a severe storm, no warning letters', expect: 'lower' },
  },
];

export const CIVIL_TEST: Vignette[] = [
  {
    id: 'civ-tx-vehicle-01',
    source: SELF_HELP.tx,
    facts: civil(TX_VEHICLE, {
      clientRole: 'plaintiff',
      amountInDispute: 45000,
      claims: 'He rear-ended my stopped car; I want my medical bills and lost wages.',
      otherSideSays: 'His insurer says my injuries are minor.',
      evidence: 'My dashcam video, the police report citing him, and my medical bills.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [62, 92],
      baseRate: 'civil.tort.vehicle',
      why: 'Motor-vehicle plaintiffs win 64 %; a rear-end collision at a red light on video, with a citation, leaves little to dispute on fault.',
    },
  },
  {
    id: 'civ-tx-vehicle-02',
    source: SELF_HELP.tx,
    facts: civil(
      {
        ...TX_VEHICLE,
        caseDescription:
          'I was changing lanes on Lamar Boulevard when a pickup driven by Curtis Ebbing hit the back of my car. There was no camera and the police did not cite anyone. Mr. Ebbing told the officer that I cut in front of him without signalling. I had neck and back injuries and eight weeks of physical therapy; my bills and lost wages come to about $45,000.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 45000,
        claims: 'His truck hit my car.',
        otherSideSays: 'He says I cut in front of him without signalling.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [30, 65],
      baseRate: 'civil.tort.vehicle',
      why: 'A lane-change collision with no video, no citation and conflicting accounts is a credibility contest.',
    },
    pairOf: { id: 'civ-tx-vehicle-01', differs: 'no video, no citation, the other driver says the client cut in', expect: 'lower' },
  },
  {
    id: 'civ-tx-vehicle-03',
    source: SELF_HELP.tx,
    facts: civil(
      {
        ...TX_VEHICLE,
        caseTitle: 'Sued for rear-ending a car at a red light',
        caseDescription:
          'I was driving my pickup on Lamar Boulevard and hit the back of a car driven by Yolanda Price that was stopped at a red light. Her dashcam recorded the impact. The police report cites me for following too closely. She says she had neck and back injuries, eight weeks of physical therapy, and missed three weeks of work, about $45,000. My insurer offered $6,000.',
        clientName: 'Curtis Ebbing',
        opposingParty: 'Yolanda Price',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 45000,
        claims: 'She sues me for $45,000 in medical bills and lost wages.',
        otherSideSays: 'She has her dashcam video, the police report citing me, and her medical bills.',
        evidence: 'My insurer thinks her injuries are minor.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 38],
      baseRate: 'civil.tort.vehicle',
      why: 'The mirror of civ-tx-vehicle-01: the driver who was cited, as defendant.',
    },
    mirrorOf: 'civ-tx-vehicle-01',
  },
  {
    id: 'civ-ny-contractor-01',
    source: SELF_HELP.ny,
    facts: civil(NY_CONTRACTOR, {
      clientRole: 'plaintiff',
      amountInDispute: 9500,
      claims: 'He took a $9,500 deposit, worked one week and abandoned the job.',
      evidence: 'The signed contract, the cancelled check, and his texts promising to come back.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'favourable',
      range: [58, 90],
      baseRate: 'civil.contract.buyer',
      why: 'Abandonment after a deposit, shown by the contract, the check and his own texts; buyer plaintiffs start near the all-trials rate (56 %).',
    },
  },
  {
    id: 'civ-ny-contractor-02',
    source: SELF_HELP.ny,
    facts: civil(
      {
        ...NY_CONTRACTOR,
        caseDescription:
          'I signed a written contract with Glenn Ostrander to redo my kitchen for $28,000 and paid a $9,500 deposit. He demolished the old cabinets and worked for one week. Then I told him in an email to stop because I wanted a different design, and he stopped. He kept the deposit for the work done and the cabinets he had ordered, which he has receipts for.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 9500,
        claims: 'I want my $9,500 deposit back.',
        otherSideSays: 'He says I cancelled the job by email and the deposit paid for his work and the cabinets he ordered, with receipts.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [10, 45],
      baseRate: 'civil.contract.buyer',
      why: 'The owner cancelled in writing; the contractor can keep what covers work done and materials ordered.',
    },
    pairOf: { id: 'civ-ny-contractor-01', differs: 'the owner cancelled by email and the contractor has receipts', expect: 'lower' },
  },
  {
    id: 'civ-ga-eviction-01',
    source: SELF_HELP.ga,
    facts: civil(
      { ...GA_EVICTION, clientName: 'Harbor Point Rentals', opposingParty: 'Lorraine Vickers' },
      {
        clientRole: 'plaintiff',
        amountInDispute: 4350,
        claims: 'The tenant owes three months of rent, $4,350, and we ask for possession.',
        otherSideSays: 'She says we promised to lower the rent.',
        evidence: 'The signed lease, the rent ledger and the written demand.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [65, 94],
      baseRate: 'civil.landlord-tenant',
      why: 'Nonpayment shown by the lease and the ledger; an oral promise to lower rent is hard to prove against a written lease.',
    },
  },
  {
    id: 'civ-ga-eviction-02',
    source: SELF_HELP.ga,
    facts: civil(
      {
        ...GA_EVICTION,
        caseTitle: 'Facing eviction for three months of rent (Savannah)',
        caseDescription:
          'I have not paid rent for August, September and October under my written one-year lease at $1,450 a month. The landlord’s rent ledger shows no payment from me since July. I was served a written demand for possession. The property manager told me on the phone he would lower the rent, but nothing was put in writing.',
        clientName: 'Lorraine Vickers',
        opposingParty: 'Harbor Point Rentals',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 4350,
        claims: 'The landlord says I owe $4,350 and wants me out.',
        otherSideSays: 'They have the lease, the ledger and the written demand.',
        evidence: 'Only my memory of the phone call about lowering the rent.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [6, 35],
      baseRate: 'civil.landlord-tenant',
      why: 'The mirror of civ-ga-eviction-01: the tenant as defendant.',
    },
    mirrorOf: 'civ-ga-eviction-01',
  },
  {
    id: 'civ-ga-eviction-03',
    source: SELF_HELP.ga,
    facts: civil(
      {
        ...GA_EVICTION,
        caseTitle: 'Facing eviction although I paid the rent (Savannah)',
        caseDescription:
          'The landlord says I have not paid rent for August, September and October under my one-year lease at $1,450 a month. I paid every month by money order and kept the receipts, and the bank shows the money orders were cashed by the landlord. I was served a written demand for possession anyway.',
        clientName: 'Lorraine Vickers',
        opposingParty: 'Harbor Point Rentals',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 4350,
        claims: 'The landlord says I owe $4,350 and wants me out.',
        otherSideSays: 'They say their ledger shows no payment since July.',
        evidence: 'My money-order receipts and the bank’s record that the landlord cashed them.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [55, 90],
      baseRate: 'civil.landlord-tenant',
      why: 'Receipts and a bank record of the landlord cashing the rent answer a nonpayment claim.',
    },
    pairOf: { id: 'civ-ga-eviction-02', differs: 'the tenant has receipts and bank records of payment', expect: 'higher' },
  },
  {
    id: 'civ-az-discrimination-01',
    source: SELF_HELP.az,
    facts: civil(AZ_DISCRIMINATION, {
      clientRole: 'plaintiff',
      amountInDispute: 120000,
      claims: 'I was fired because I was pregnant.',
      otherSideSays: 'The company says my job was cut in a restructuring.',
      evidence:
        'My performance reviews, the email asking whether I would come back after the baby, and the job posting filled by a man a month later.',
    }),
    expected: {
      decisionMaker: 'jury',
      direction: 'toss-up',
      range: [40, 75],
      baseRate: 'civil.employment.discrimination',
      why: 'Timing, a manager’s question about returning after the baby and a replacement outside the class make a strong circumstantial case; discrimination is hard to prove (0.45 assumed).',
    },
  },
  {
    id: 'civ-az-discrimination-02',
    source: SELF_HELP.az,
    facts: civil(
      {
        ...AZ_DISCRIMINATION,
        caseDescription:
          'I worked as an account manager for four years. Two weeks after I told my manager, Colby Rusk, that I was pregnant, I was let go in a restructuring. The company eliminated my whole department of nine people, men and women, and sent all of us the same letter. My lost pay and benefits are about $120,000.',
      },
      {
        clientRole: 'plaintiff',
        amountInDispute: 120000,
        claims: 'I was let go after I told my manager I was pregnant.',
        otherSideSays: 'The company closed the whole department and has the letters to all nine people.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [8, 40],
      baseRate: 'civil.employment.discrimination',
      why: 'A department-wide layoff applied to everyone is a legitimate reason that timing alone does not overcome.',
    },
    pairOf: {
      id: 'civ-az-discrimination-01',
      differs: 'the whole department was laid off, no comment about the pregnancy',
      expect: 'lower',
    },
  },
  {
    id: 'civ-nc-contract-01',
    source: SELF_HELP.nc,
    facts: civil(
      { ...NC_CONTRACT, clientName: 'Simone Achterberg', opposingParty: 'Dalton and Wren Pierce' },
      {
        clientRole: 'plaintiff',
        amountInDispute: 1750,
        claims: 'The couple owes the $1,750 balance under our signed contract.',
        otherSideSays: 'They say they did not like the editing style.',
        evidence: 'The signed contract, the gallery download log, and my portfolio samples.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'favourable',
      range: [62, 92],
      baseRate: 'civil.contract',
      why: 'Full performance under a signed contract, the work accepted and downloaded; a style preference matching the portfolio is no breach.',
    },
  },
  {
    id: 'civ-nc-contract-02',
    source: SELF_HELP.nc,
    facts: civil(
      {
        ...NC_CONTRACT,
        caseTitle: 'Photographer suing us for the balance (Raleigh)',
        caseDescription:
          'We signed a contract with a wedding photographer, Simone Achterberg, for full-day coverage at $3,500, half due after the wedding. She photographed the whole day and delivered 600 edited photos through an online gallery, which we downloaded. We never paid the $1,750 balance because we did not like the editing style, although it matches the samples in her portfolio.',
        clientName: 'Dalton and Wren Pierce',
        opposingParty: 'Simone Achterberg',
      },
      {
        clientRole: 'defendant',
        amountInDispute: 1750,
        claims: 'She claims the $1,750 balance.',
        otherSideSays: 'She has the signed contract, the gallery download log and her portfolio.',
        evidence: 'We did not like the editing.',
      },
    ),
    expected: {
      decisionMaker: 'judge',
      direction: 'unfavourable',
      range: [8, 38],
      baseRate: 'civil.contract',
      why: 'The mirror of civ-nc-contract-01: the couple as defendants.',
    },
    mirrorOf: 'civ-nc-contract-01',
  },
  {
    id: 'civ-ut-vehicle-01',
    source: SELF_HELP.ut,
    facts: civil(
      {
        caseType: 'personal-injury-vehicle-accident',
        caseTitle: 'Sued over a parking-lot collision (Provo)',
        caseDescription:
          'I was backing out of a parking space at a shopping center in Provo when my car and a car driven by Delphine Arkwright touched. She says I hit her while she was driving down the lane; I think she was speeding through the lot. There are no cameras and no witnesses. She says she hurt her shoulder and claims $15,000 for treatment and her car.',
        state: 'UT',
        city: 'Provo',
        clientName: 'Bartholomew Reyes',
        opposingParty: 'Delphine Arkwright',
        keyWitnesses: [],
      },
      {
        clientRole: 'defendant',
        amountInDispute: 15000,
        claims: 'She sues me for $15,000 for her shoulder and her car.',
        otherSideSays: 'She says I backed into her while she was driving down the lane.',
        evidence: 'Nothing but my account that she was going too fast.',
      },
    ),
    expected: {
      decisionMaker: 'jury',
      direction: 'unfavourable',
      range: [20, 55],
      baseRate: 'civil.tort.vehicle',
      why: 'The driver backing out usually bears the duty to yield; no video or witnesses either way: the plaintiff’s 64 % base rate, seen from the defense.',
    },
  },
];

export const VIGNETTES: Vignette[] = [...CIVIL_DEV, ...CIVIL_TEST];
