// A case's values for a letter's first values (Case Detail's link names the case): its title and
// number, the opposing party, the state by name and the witnesses one a line; a civil case's amount
// in dispute, claims and evidence; and the state's small-claims limit once an analysis has named it.
// Loaded with the case, only when a link names one (the templates page stays light).
import { US_STATES, type CaseDetailResponse } from '../../../../modules/casework/contract';
import type { CasePrefill } from '../../../../modules/templates/contract';

export type CaseForPrefill = Pick<CaseDetailResponse, 'caseTitle' | 'caseNumber' | 'state' | 'opposingParty' | 'keyWitnesses' | 'civil'> & {
  results: { civil: { smallClaimsLimit: number } | null } | null;
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Blank where the case does not say; a field the user clears stays theirs to fill. */
export function casePrefillOf(c: CaseForPrefill): CasePrefill {
  const limit = c.results?.civil?.smallClaimsLimit;
  const out: CasePrefill = {
    title: c.caseTitle,
    number: c.caseNumber,
    opposingParty: c.opposingParty ?? undefined,
    state: US_STATES.get(c.state.toUpperCase()) ?? c.state,
    witnesses: c.keyWitnesses.length > 0 ? c.keyWitnesses.join('\n') : undefined,
    amountInDispute: c.civil ? dollars.format(c.civil.amountInDispute) : undefined,
    claims: c.civil?.claims,
    evidence: c.civil?.evidence ?? undefined,
    smallClaimsLimit: limit !== undefined ? dollars.format(limit) : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined && value !== '')) as CasePrefill;
}
