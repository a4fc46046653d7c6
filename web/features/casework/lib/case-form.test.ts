import { describe, expect, it } from 'vitest';
import { caseFormSchema, MESSAGES } from '../../../../modules/casework/contract';
import {
  caseFieldIssue,
  caseTypeOptions,
  cityDisabled,
  cityOptions,
  dependentResets,
  initialCaseFormValues,
  showChildrenDetails,
  showCivilDetails,
  showCriminalDetails,
  showFamilyDetails,
  showSupportDetails,
  stateOptions,
  toCaseRequest,
  type CaseFormValues,
} from './case-form';
import { checkCaseDocument } from './document-files';

const criminalCase: CaseFormValues = {
  ...initialCaseFormValues,
  caseNumber: 'CR-2026-0142',
  clientName: 'Jordan Reyes',
  caseTitle: 'State v. Reyes',
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseDescription: 'The client is accused of entering a closed store at night; the only witness saw a figure from 60 metres.',
  state: 'OH',
  city: 'Columbus',
  keyWitnesses: ' Ann Lee , , Bo Chen ',
  criminal: {
    chargeDetails: 'Burglary in the third degree',
    defenseStrategy: 'Mistaken identity; alibi from two coworkers',
    evidenceStrength: 'weak',
  },
};

describe('case form dependencies (SPEC §2)', () => {
  it('clears the case type when the category changes, and the city when the state changes', () => {
    expect(dependentResets({ caseCategory: 'family' })).toEqual({ caseType: undefined });
    expect(dependentResets({ state: 'TX' })).toEqual({ city: undefined });
    expect(dependentResets({ caseTitle: 'x' })).toBeNull();
    expect(dependentResets({ caseType: 'theft' })).toBeNull();
  });

  it('offers the case types of the chosen category only', () => {
    const criminal = caseTypeOptions('criminal').map((o) => o.label);
    const family = caseTypeOptions('family').map((o) => o.label);
    expect(criminal).toHaveLength(16);
    expect(criminal).toContain('White Collar Crime');
    expect(criminal).not.toContain('Divorce');
    expect(family).toHaveLength(12);
    expect(family).toContain('Spousal Support/Alimony');
    expect(family).not.toContain('Burglary');
    expect(caseTypeOptions(undefined)).toEqual([]);
    expect(caseTypeOptions('family').find((o) => o.label === 'Spousal Support/Alimony')?.value).toBe('spousal-support-alimony');
  });

  it('keeps the city disabled and empty until a state is chosen', () => {
    const cities = { TX: ['Houston', 'San Antonio'], OH: ['Columbus'] };
    expect(cityDisabled(undefined)).toBe(true);
    expect(cityDisabled('')).toBe(true);
    expect(cityDisabled('TX')).toBe(false);
    expect(cityOptions(cities, undefined)).toEqual([]);
    expect(cityOptions(undefined, 'TX')).toEqual([]);
    expect(cityOptions(cities, 'TX').map((o) => o.value)).toEqual(['Houston', 'San Antonio']);
  });

  it('lists the 50 states by name', () => {
    const states = stateOptions();
    expect(states).toHaveLength(50);
    expect(states[0]).toEqual({ value: 'AL', label: 'Alabama' });
    expect(states.some((s) => s.value === 'DC')).toBe(false);
  });

  it('shows the criminal or the family section by category, and the children and support details only on a yes', () => {
    expect(showCriminalDetails(criminalCase)).toBe(true);
    expect(showFamilyDetails(criminalCase)).toBe(false);
    const family: CaseFormValues = { ...criminalCase, caseCategory: 'family', family: { childrenInvolved: 'no', supportRequested: 'no' } };
    expect(showFamilyDetails(family)).toBe(true);
    expect(showChildrenDetails(family)).toBe(false);
    expect(showSupportDetails(family)).toBe(false);
    expect(showChildrenDetails({ ...family, family: { ...family.family, childrenInvolved: 'yes' } })).toBe(true);
    expect(showSupportDetails({ ...family, family: { ...family.family, supportRequested: 'yes' } })).toBe(true);
    // A criminal case never shows family details, whatever is left in the form.
    expect(showChildrenDetails({ ...criminalCase, family: { childrenInvolved: 'yes' } })).toBe(false);
  });
});

describe('the request the form sends', () => {
  it('sends only the chosen category, with a trimmed list of witnesses, and the contract accepts it', () => {
    const request = toCaseRequest({ ...criminalCase, family: { childrenInvolved: 'yes', childrenDetails: 'two' } });
    expect(request.family).toBeUndefined();
    const parsed = caseFormSchema.parse(request);
    expect(parsed.keyWitnesses).toEqual(['Ann Lee', 'Bo Chen']);
    expect(parsed).toMatchObject({ caseType: 'burglary', state: 'OH', city: 'Columbus', criminal: { evidenceStrength: 'weak' } });
    expect('courtName' in parsed && parsed.courtName).toBeFalsy();
  });

  it('drops childrenDetails and supportDetails the answers do not show', () => {
    const request = toCaseRequest({
      ...criminalCase,
      caseCategory: 'family',
      caseType: 'child-custody',
      family: {
        relationshipStatus: 'divorced',
        childrenInvolved: 'no',
        childrenDetails: 'left over',
        supportRequested: 'yes',
        supportDetails: '$800 a month',
      },
    });
    expect(request.criminal).toBeUndefined();
    expect(request.family).toMatchObject({ childrenInvolved: 'no', supportRequested: 'yes', supportDetails: '$800 a month' });
    expect(request.family?.childrenDetails).toBeUndefined();
    expect(caseFormSchema.safeParse(request).success).toBe(true);
  });

  it("gives SPEC's messages for the fields that are wrong", () => {
    const blank: CaseFormValues = { ...initialCaseFormValues };
    expect(caseFieldIssue(blank, ['caseNumber'])).toBe(MESSAGES.caseNumber);
    expect(caseFieldIssue(blank, ['clientName'])).toBe(MESSAGES.clientName);
    expect(caseFieldIssue(blank, ['caseTitle'])).toBe(MESSAGES.title);
    expect(caseFieldIssue({ ...blank, caseTitle: 'ab' }, ['caseTitle'])).toBe('Title must be at least 3 characters');
    expect(caseFieldIssue(blank, ['caseDescription'])).toBe('Case description must be at least 20 characters');
    expect(caseFieldIssue(blank, ['state'])).toBe('State is required');
    expect(caseFieldIssue(blank, ['city'])).toBe('City is required');
    expect(caseFieldIssue(blank, ['criminal', 'chargeDetails'])).toBe('Charge details are required');
    expect(caseFieldIssue({ ...blank, criminal: { defenseStrategy: 'too short' } }, ['criminal', 'defenseStrategy'])).toBe(
      'Defense strategy is required',
    );
    expect(caseFieldIssue(criminalCase, ['caseNumber'])).toBeUndefined();
    expect(caseFieldIssue(criminalCase, ['criminal', 'defenseStrategy'])).toBeUndefined();
  });
});

describe('the civil case form (issue 32)', () => {
  const civilCase: CaseFormValues = {
    ...criminalCase,
    caseCategory: 'civil',
    caseType: 'landlord-tenant-security-deposit',
    civil: { clientRole: 'plaintiff', amountInDispute: '1,900.50', claims: 'The landlord kept my whole deposit.', otherSideSays: '  ' },
  };

  it('offers civil case types and shows the Civil Case Details only for civil', () => {
    expect(caseTypeOptions('civil').map((o) => o.label)).toContain('Landlord-Tenant: Security Deposit');
    expect(showCivilDetails(civilCase)).toBe(true);
    expect(showCivilDetails(criminalCase)).toBe(false);
    expect(showFamilyDetails(civilCase)).toBe(false);
    expect(showCriminalDetails(civilCase)).toBe(false);
  });

  it('sends only the civil details, with the amount as typed, and the contract accepts it', () => {
    const request = toCaseRequest(civilCase);
    expect(request.criminal).toBeUndefined();
    expect(request.family).toBeUndefined();
    const parsed = caseFormSchema.parse(request);
    expect('civil' in parsed && parsed.civil).toEqual({
      clientRole: 'plaintiff',
      amountInDispute: 1900.5,
      claims: 'The landlord kept my whole deposit.',
      otherSideSays: undefined,
      evidence: undefined,
    });
  });

  it('gives the role and amount messages on their fields', () => {
    const blank: CaseFormValues = { ...civilCase, civil: {} };
    expect(caseFieldIssue(blank, ['civil', 'clientRole'])).toBe(MESSAGES.civilRole);
    expect(caseFieldIssue(blank, ['civil', 'amountInDispute'])).toBe(MESSAGES.amountRequired);
    expect(caseFieldIssue(blank, ['civil', 'claims'])).toBe(MESSAGES.claims);
    expect(caseFieldIssue({ ...civilCase, civil: { ...civilCase.civil, amountInDispute: '-3' } }, ['civil', 'amountInDispute'])).toBe(
      MESSAGES.amountInvalid,
    );
    expect(caseFieldIssue(civilCase, ['civil', 'amountInDispute'])).toBeUndefined();
  });
});

describe('case document checks (SPEC §5)', () => {
  it('takes PDF, Word and images up to 5 MB', () => {
    expect(checkCaseDocument({ name: 'Police report.PDF', size: 1200 })).toBeNull();
    expect(checkCaseDocument({ name: 'photo.jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCaseDocument({ name: 'notes.txt', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'File must be PDF, DOC, DOCX, JPG or PNG',
    });
    expect(checkCaseDocument({ name: 'scan.png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 5MB',
    });
  });
});
