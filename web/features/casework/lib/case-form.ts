// The case form's values as the screen holds them, the rules that tie its fields together (SPEC.md
// §2 "Form dependencies") and the request it sends. Validation uses the contract's schema, so the
// browser refuses exactly what the server would, with the same words.
import {
  caseFormSchema,
  caseTypesOf,
  US_STATES,
  type CaseCategory,
  type CaseFormInput,
  type CivilRole,
  type CUSTODY_PREFERENCES,
  type EvidenceStrength,
  type RELATIONSHIP_STATUSES,
} from '../../../../modules/casework/contract';

export type YesNo = 'yes' | 'no';

export interface CriminalValues {
  chargeDetails?: string;
  priorConvictions?: string;
  evidenceStrength?: EvidenceStrength;
  prosecutorName?: string;
  defenseStrategy?: string;
  bailStatus?: string;
  detentionDetails?: string;
}

export interface FamilyValues {
  relationshipStatus?: (typeof RELATIONSHIP_STATUSES)[number];
  custodyPreference?: (typeof CUSTODY_PREFERENCES)[number];
  childrenInvolved?: YesNo;
  childrenDetails?: string;
  assetDetails?: string;
  supportRequested?: YesNo;
  supportDetails?: string;
}

/** Civil Case Details (issue 32): the client's side, the amount as typed (dollars), the claims, the other side's account, the evidence. */
export interface CivilValues {
  clientRole?: CivilRole;
  amountInDispute?: string;
  claims?: string;
  otherSideSays?: string;
  evidence?: string;
}

/** What the antd form holds. Selects that have nothing chosen hold undefined. */
export interface CaseFormValues {
  caseNumber?: string;
  clientName?: string;
  caseTitle?: string;
  caseCategory?: CaseCategory;
  caseType?: string;
  caseDescription?: string;
  state?: string;
  city?: string;
  courtName?: string;
  judgeAssigned?: string;
  filingDate?: string;
  hearingDate?: string;
  opposingParty?: string;
  opposingCounsel?: string;
  /** Comma-separated names (SPEC §3), turned into a trimmed list by the contract. */
  keyWitnesses?: string;
  additionalFactors?: string;
  criminal?: CriminalValues;
  family?: FamilyValues;
  civil?: CivilValues;
}

/** A new form: criminal, evidence strength moderate (SPEC §3), no children, no support requested. */
export const initialCaseFormValues: CaseFormValues = {
  caseNumber: '',
  clientName: '',
  caseTitle: '',
  caseCategory: 'criminal',
  caseType: undefined,
  caseDescription: '',
  state: undefined,
  city: undefined,
  keyWitnesses: '',
  criminal: { chargeDetails: '', defenseStrategy: '', evidenceStrength: 'moderate' },
  family: { childrenInvolved: 'no', supportRequested: 'no' },
};

/**
 * The fields a change clears (SPEC §2): a new category clears the case type (its choices are
 * another list), a new state clears the city. Answers the values to set, or null for none.
 */
export function dependentResets(changed: Partial<CaseFormValues>): Partial<CaseFormValues> | null {
  const resets: Partial<CaseFormValues> = {};
  if ('caseCategory' in changed) resets.caseType = undefined;
  if ('state' in changed) resets.city = undefined;
  return Object.keys(resets).length > 0 ? resets : null;
}

/** The case-type choices of the chosen category; none before a category is chosen. */
export function caseTypeOptions(category: CaseCategory | undefined): Array<{ value: string; label: string }> {
  return category ? caseTypesOf(category).map((t) => ({ value: t.value, label: t.label })) : [];
}

/** The City select stays disabled until a state is chosen. */
export const cityDisabled = (state: string | undefined): boolean => !state;

/** The 50 states, by name, for the State select (value: the two-letter code). */
export function stateOptions(): Array<{ value: string; label: string }> {
  return [...US_STATES].map(([code, name]) => ({ value: code, label: name })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The city choices of a state from the lazily loaded lists; none until a state is chosen. */
export function cityOptions(cities: Readonly<Record<string, readonly string[]>> | undefined, state: string | undefined) {
  if (!cities || !state) return [];
  return (cities[state] ?? []).map((city) => ({ value: city, label: city }));
}

export const showCriminalDetails = (values: CaseFormValues) => values.caseCategory === 'criminal';
export const showFamilyDetails = (values: CaseFormValues) => values.caseCategory === 'family';
export const showCivilDetails = (values: CaseFormValues) => values.caseCategory === 'civil';
/** childrenDetails shows only when children are involved. */
export const showChildrenDetails = (values: CaseFormValues) => showFamilyDetails(values) && values.family?.childrenInvolved === 'yes';
/** supportDetails shows only when support is requested. */
export const showSupportDetails = (values: CaseFormValues) => showFamilyDetails(values) && values.family?.supportRequested === 'yes';

/** A blank optional answer is "not given". */
const given = (value: string | undefined) => (value && value.trim() ? value : undefined);

/**
 * The request body: the common fields plus only the chosen category's details, and only the
 * details its answers show (no childrenDetails without children, no supportDetails without a
 * request). Required fields are sent even when blank, so the server's messages name them.
 */
export function toCaseRequest(values: CaseFormValues): CaseFormInput {
  const request: CaseFormInput = {
    caseNumber: values.caseNumber ?? '',
    clientName: values.clientName ?? '',
    caseTitle: values.caseTitle ?? '',
    caseCategory: values.caseCategory as CaseCategory,
    caseType: values.caseType ?? '',
    caseDescription: values.caseDescription ?? '',
    state: values.state ?? '',
    city: values.city ?? '',
    courtName: given(values.courtName),
    judgeAssigned: given(values.judgeAssigned),
    filingDate: given(values.filingDate),
    hearingDate: given(values.hearingDate),
    opposingParty: given(values.opposingParty),
    opposingCounsel: given(values.opposingCounsel),
    keyWitnesses: values.keyWitnesses ?? '',
    additionalFactors: given(values.additionalFactors),
  };
  if (values.caseCategory === 'criminal') {
    const c = values.criminal ?? {};
    request.criminal = {
      chargeDetails: c.chargeDetails ?? '',
      priorConvictions: given(c.priorConvictions),
      evidenceStrength: c.evidenceStrength ?? 'moderate',
      prosecutorName: given(c.prosecutorName),
      defenseStrategy: c.defenseStrategy ?? '',
      bailStatus: given(c.bailStatus),
      detentionDetails: given(c.detentionDetails),
    };
  } else if (values.caseCategory === 'family') {
    const f = values.family ?? {};
    request.family = {
      relationshipStatus: f.relationshipStatus as NonNullable<FamilyValues['relationshipStatus']>,
      custodyPreference: f.custodyPreference,
      childrenInvolved: f.childrenInvolved ?? 'no',
      childrenDetails: f.childrenInvolved === 'yes' ? given(f.childrenDetails) : undefined,
      assetDetails: given(f.assetDetails),
      supportRequested: f.supportRequested ?? 'no',
      supportDetails: f.supportRequested === 'yes' ? given(f.supportDetails) : undefined,
    };
  } else if (values.caseCategory === 'civil') {
    const c = values.civil ?? {};
    request.civil = {
      clientRole: c.clientRole as CivilRole,
      amountInDispute: c.amountInDispute ?? '',
      claims: c.claims ?? '',
      otherSideSays: given(c.otherSideSays),
      evidence: given(c.evidence),
    };
  }
  return request;
}

export type FieldPath = readonly (string | number)[];

const samePath = (a: readonly PropertyKey[], b: FieldPath) => a.length === b.length && a.every((part, i) => part === b[i]);

/** The contract's message for one field of the form (nested paths like ['criminal', 'chargeDetails']). */
export function caseFieldIssue(values: CaseFormValues, path: FieldPath): string | undefined {
  const result = caseFormSchema.safeParse(toCaseRequest(values));
  if (result.success) return undefined;
  return result.error.issues.find((issue) => samePath(issue.path, path))?.message;
}

/** Every message of the form, by field path (joined with '.'). */
export function caseFormIssues(values: CaseFormValues): Map<string, string> {
  const result = caseFormSchema.safeParse(toCaseRequest(values));
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!issues.has(key)) issues.set(key, issue.message);
  }
  return issues;
}
