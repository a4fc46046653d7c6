// The words a case is told in, shared by its requests (contract.ts), its answers
// (result-contract.ts) and the engines (jury/types.ts re-exports them): the categories and their
// case types, the evidence-strength scale, the family and civil choices, the fifty states, the
// statuses, the document types and the price. Plain data with no schema, so a page that sends a
// case form loads none of the answers' schemas with it.
/** SPEC §9: 199.99 US dollars per case, one-time; always set by the server. */
export const CASE_ANALYSIS_AMOUNT_CENTS = 19999;

/** The content types the server accepts, checked by magic bytes (SPEC §5: pdf, jpeg, png, msword, docx). */
export const CASE_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type CaseDocumentType = (typeof CASE_DOCUMENT_TYPES)[number];

export const CASE_CATEGORIES = ['criminal', 'family', 'civil'] as const;
export const CASE_STATUSES = ['pending', 'submitted', 'in-review', 'completed'] as const;
/** DECISIONS.md: unpaid → pending → paid | failed (a failed payment can be started again). */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed'] as const;

export const EVIDENCE_STRENGTHS = ['very-strong', 'strong', 'moderate', 'weak', 'very-weak'] as const;
export type EvidenceStrength = (typeof EVIDENCE_STRENGTHS)[number];

/** Labels for the evidence-strength choices; the scale rates the evidence AGAINST the client. */
export const EVIDENCE_STRENGTH_LABELS: Record<EvidenceStrength, string> = {
  'very-strong': 'Very strong',
  strong: 'Strong',
  moderate: 'Moderate',
  weak: 'Weak',
  'very-weak': 'Very weak',
};

/** The evidence-strength field's label on the form and in the result. */
export const EVIDENCE_STRENGTH_FIELD_LABEL = 'Strength of the evidence against the client';

/** The one-line help text for the evidence-strength field (form and result). */
export const EVIDENCE_STRENGTH_HELP =
  'How strong is the evidence against the client (the defendant)? "Very strong" means the prosecution\'s evidence is very strong; "very weak" means it is very weak.';

export const RELATIONSHIP_STATUSES = ['married', 'divorced', 'separated', 'never-married', 'other'] as const;
export const CUSTODY_PREFERENCES = ['sole', 'joint', 'split', 'none', 'other'] as const;

/** A lowercase, hyphenated sub-type from a display label: "Spousal Support/Alimony" → "spousal-support-alimony". */
export const caseTypeSlug = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const typeList = <const L extends readonly string[]>(labels: L) => labels.map((label) => ({ value: caseTypeSlug(label), label }));

/** SPEC §9's criminal case types, as value (stored) and label (shown). */
export const CRIMINAL_CASE_TYPES = typeList([
  'Assault',
  'Battery',
  'Burglary',
  'Drug Offenses',
  'DUI',
  'Fraud',
  'Grand Theft',
  'Homicide',
  'Identity Theft',
  'Kidnapping',
  'Money Laundering',
  'Robbery',
  'Sexual Assault',
  'Tax Evasion',
  'Theft',
  'White Collar Crime',
] as const);

/** SPEC §9's family case types, as value (stored) and label (shown). */
export const FAMILY_CASE_TYPES = typeList([
  'Adoption',
  'Child Custody',
  'Child Support',
  'Divorce',
  'Domestic Violence',
  'Guardianship',
  'Marital Property Division',
  'Paternity',
  'Prenuptial Agreement',
  'Restraining Orders',
  'Spousal Support/Alimony',
  'Visitation Rights',
] as const);

/**
 * Civil case types (issue 32; docs/decisions/0058-civil-cases.md), as value (stored) and label
 * (shown). Each maps to a published base rate in understanding/model/civil-reference.ts.
 */
export const CIVIL_CASE_TYPES = typeList([
  'Small Claims',
  'Landlord-Tenant: Security Deposit',
  'Landlord-Tenant: Eviction',
  'Landlord-Tenant: Repairs',
  'Personal Injury: Vehicle Accident',
  'Personal Injury: Premises Liability',
  'Contract Dispute',
  'Unpaid Debt',
  'Consumer Dispute',
  'Contractor Dispute',
  'Employment: Unpaid Wages',
  'Employment: Discrimination',
  'Employment: Wrongful Termination',
  'Defamation',
] as const);

/** The client's side in a civil case: the one who sues, or the one sued. */
export const CIVIL_ROLES = ['plaintiff', 'defendant'] as const;
export type CivilRole = (typeof CIVIL_ROLES)[number];

/** The largest amount in dispute the form accepts (US dollars). */
export const CIVIL_AMOUNT_MAX = 1_000_000_000;

export type CaseCategory = (typeof CASE_CATEGORIES)[number];

/** The case types of a category. */
export const caseTypeList = (category: CaseCategory) =>
  category === 'criminal' ? CRIMINAL_CASE_TYPES : category === 'family' ? FAMILY_CASE_TYPES : CIVIL_CASE_TYPES;

export function caseTypeLabel(category: CaseCategory, value: string): string {
  return caseTypeList(category).find((t) => t.value === value)?.label ?? value;
}

/**
 * The fifty states (SPEC: "all 50 US states"), code → name. Written out rather than filtered from
 * the `states-us` package (its territories and flags weighed 1 KiB on the case form's first
 * screen); vocabulary.test.ts holds it to that package.
 */
export const US_STATES: ReadonlyMap<string, string> = new Map(
  (
    'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|FL Florida|' +
    'GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|' +
    'MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|' +
    'NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|' +
    'OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|' +
    'UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming'
  )
    .split('|')
    .map((entry) => [entry.slice(0, 2), entry.slice(3)] as const),
);
