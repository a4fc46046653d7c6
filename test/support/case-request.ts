// A well-formed criminal case request (POST /api/case-analyses), shared by the casework API tests,
// the faults script and the cluster benchmark.
export function criminalCaseRequest(caseNumber: string) {
  return {
    caseNumber,
    clientName: 'Jordan Avery',
    caseTitle: 'State v. Avery',
    caseCategory: 'criminal',
    caseType: 'assault',
    caseDescription: 'The incident happened late at night outside a bar downtown. The other man later admitted he threw the first punch.',
    state: 'OH',
    city: 'Columbus',
    courtName: 'Franklin County Municipal Court',
    hearingDate: '2027-01-15',
    keyWitnesses: 'Sam Lee, Rosa Diaz',
    criminal: {
      chargeDetails: 'Misdemeanor assault',
      priorConvictions: 'none',
      evidenceStrength: 'weak',
      defenseStrategy: 'Self-defense: the other man attacked first and my client only pushed him away.',
      bailStatus: 'Released on own recognizance',
    },
  };
}
