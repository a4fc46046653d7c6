// Civil cases on the case form (issue 32): the third category, its case types, the client's role,
// the amount in dispute (a positive amount in US dollars) and Civil Case Details, with the form's
// messages; criminal and family forms are unchanged.
import { describe, expect, it } from 'vitest';
import { CASE_CATEGORIES, CIVIL_CASE_TYPES, MESSAGES, caseFormSchema, caseTypesOf } from './contract.js';
import { criminalCaseRequest } from '../../test/support/case-request.js';

const civilCase = (civil: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({
  ...criminalCaseRequest('CV-1'),
  caseCategory: 'civil',
  caseType: 'landlord-tenant-security-deposit',
  criminal: undefined,
  civil: { clientRole: 'plaintiff', amountInDispute: 1800, claims: 'The landlord kept my whole deposit.', ...civil },
  ...over,
});
const civilOf = (body: unknown) => {
  const parsed = caseFormSchema.parse(body);
  return 'civil' in parsed ? parsed.civil : undefined;
};
const message = (body: unknown) => {
  const r = caseFormSchema.safeParse(body);
  return r.success ? 'ok' : r.error.issues[0]!.message;
};

describe('the civil case form', () => {
  it('offers civil as a third category with its own case types', () => {
    expect(CASE_CATEGORIES).toEqual(['criminal', 'family', 'civil']);
    expect(caseTypesOf('civil')).toBe(CIVIL_CASE_TYPES);
    expect(CIVIL_CASE_TYPES.map((t) => t.value)).toEqual([
      'small-claims',
      'landlord-tenant-security-deposit',
      'landlord-tenant-eviction',
      'landlord-tenant-repairs',
      'personal-injury-vehicle-accident',
      'personal-injury-premises-liability',
      'contract-dispute',
      'unpaid-debt',
      'consumer-dispute',
      'contractor-dispute',
      'employment-unpaid-wages',
      'employment-discrimination',
      'employment-wrongful-termination',
      'defamation',
    ]);
  });

  it('takes the amount in dollars as typed, and keeps only the civil details', () => {
    const parsed = caseFormSchema.parse(
      civilCase({ amountInDispute: '$2,500.50', otherSideSays: '  ', evidence: 'Photos and the lease.' }),
    );
    expect('civil' in parsed && parsed.civil).toEqual({
      clientRole: 'plaintiff',
      amountInDispute: 2500.5,
      claims: 'The landlord kept my whole deposit.',
      otherSideSays: undefined,
      evidence: 'Photos and the lease.',
    });
    expect('criminal' in parsed).toBe(false);
    expect(civilOf(civilCase({ amountInDispute: 12000 }))?.amountInDispute).toBe(12000);
    expect(civilOf(civilCase({ amountInDispute: '1000000' }))?.amountInDispute).toBe(1_000_000);
  });

  it('refuses a civil form with clear messages', () => {
    expect(message(civilCase({}, { civil: undefined }))).toBe(MESSAGES.civilRole);
    expect(message(civilCase({ clientRole: 'judge' }))).toBe(MESSAGES.civilRole);
    expect(message(civilCase({ amountInDispute: undefined }))).toBe(MESSAGES.amountRequired);
    expect(message(civilCase({ amountInDispute: '' }))).toBe(MESSAGES.amountRequired);
    for (const bad of [0, -5, '-5', 'abc', '12.345', 12.345, Number.NaN, '1e5', '$'])
      expect(message(civilCase({ amountInDispute: bad })), String(bad)).toBe(
        bad === '$' ? MESSAGES.amountRequired : MESSAGES.amountInvalid,
      );
    expect(message(civilCase({ amountInDispute: 2_000_000_000 }))).toBe(MESSAGES.amountTooLarge);
    expect(message(civilCase({ claims: 'short' }))).toBe(MESSAGES.claims);
    expect(message(civilCase({}, { caseType: 'assault' }))).toBe(MESSAGES.caseTypeOfCategory);
    expect(message(civilCase({ claims: 'x'.repeat(10_001) }))).toBe(MESSAGES.tooLong('Claims', 10_000));
  });

  it('leaves criminal and family forms as they were', () => {
    expect(message(criminalCaseRequest('CR-1'))).toBe('ok');
    expect(message({ ...criminalCaseRequest('CR-1'), caseType: 'small-claims' })).toBe(MESSAGES.caseTypeOfCategory);
    const criminal = caseFormSchema.parse({
      ...criminalCaseRequest('CR-1'),
      civil: { clientRole: 'plaintiff', amountInDispute: 10, claims: 'A stray block from another category.' },
    });
    expect('civil' in criminal).toBe(false);
  });
});
