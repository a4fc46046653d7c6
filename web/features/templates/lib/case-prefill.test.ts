import { describe, expect, it } from 'vitest';
import { prefillValues } from '../../../../modules/templates/contract';
import { casePrefillOf, type CaseForPrefill } from './case-prefill';
import { letterFor } from './letter-for';

const civilCase: CaseForPrefill = {
  caseTitle: 'Whitfield v. Lee Roofing',
  caseNumber: 'CV-2026-0042',
  state: 'IL',
  opposingParty: 'Lee Roofing LLC',
  keyWitnesses: ['Sam Ortiz', 'Pat Lee'],
  civil: {
    clientRole: 'plaintiff',
    amountInDispute: 2400,
    claims: 'Paid $2,400 in advance for a roof repair that was never done.',
    otherSideSays: null,
    evidence: 'Signed estimate; bank statement',
  },
  results: { civil: { smallClaimsLimit: 10000 } },
};

describe('a case as a letter’s first values', () => {
  it('a civil case: money as dollars, the state by name, one witness a line, the limit from the analysis', () => {
    expect(casePrefillOf(civilCase)).toEqual({
      title: 'Whitfield v. Lee Roofing',
      number: 'CV-2026-0042',
      opposingParty: 'Lee Roofing LLC',
      state: 'Illinois',
      witnesses: 'Sam Ortiz\nPat Lee',
      amountInDispute: '$2,400.00',
      claims: 'Paid $2,400 in advance for a roof repair that was never done.',
      evidence: 'Signed estimate; bank statement',
      smallClaimsLimit: '$10,000.00',
    });
  });

  it('before an analysis, and for a case of another category, leaves out what the case does not say', () => {
    expect(casePrefillOf({ ...civilCase, results: null }).smallClaimsLimit).toBeUndefined();
    expect(
      casePrefillOf({ ...civilCase, civil: null, results: { civil: null }, opposingParty: null, keyWitnesses: [], state: 'oh' }),
    ).toEqual({ title: 'Whitfield v. Lee Roofing', number: 'CV-2026-0042', state: 'Ohio' });
  });

  it('fills the form’s fields through the templates’ prefill sources', () => {
    const variables = [
      { name: 'recipientName', label: 'Recipient', required: true, multiline: false, prefill: 'case.opposingParty' as const },
      { name: 'amountDemanded', label: 'Amount', required: true, multiline: false, prefill: 'case.amountInDispute' as const },
      { name: 'smallClaimsLimit', label: 'Limit', required: false, multiline: false, prefill: 'case.smallClaimsLimit' as const },
    ];
    expect(prefillValues(variables, { case: casePrefillOf(civilCase) })).toEqual({
      recipientName: 'Lee Roofing LLC',
      amountDemanded: '$2,400.00',
      smallClaimsLimit: '$10,000.00',
    });
  });

  it('Case Detail offers a civil plaintiff the demand letter, everyone else the library', () => {
    expect(letterFor(civilCase)).toBe('civil-demand-letter');
    expect(letterFor({ civil: { clientRole: 'defendant' } })).toBeUndefined();
    expect(letterFor({ civil: null })).toBeUndefined();
  });
});
