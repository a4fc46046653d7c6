// The law a simulated family-court judge applies, named in the analysis: the state's
// best-interest statute for custody and visitation where we have checked the citation, the
// Uniform Parentage Act's presumption for paternity, and the matter's general rule otherwise.
// A state missing from the table is named without a citation, never with a guessed one.
import { US_STATES } from '../../jury/types.js';

/** Best-interest-of-the-child statutes (custody, visitation), by state. */
const BEST_INTEREST: Readonly<Record<string, string>> = {
  AZ: 'A.R.S. § 25-403',
  CA: 'Cal. Fam. Code §§ 3011, 3044',
  CO: 'C.R.S. § 14-10-124',
  FL: 'Fla. Stat. § 61.13',
  GA: 'O.C.G.A. § 19-9-3',
  IL: '750 ILCS 5/602.7',
  MA: 'M.G.L. c. 208, § 31A',
  MI: 'MCL 722.23',
  NC: 'N.C. Gen. Stat. § 50-13.2',
  NJ: 'N.J.S.A. 9:2-4',
  NY: 'N.Y. Dom. Rel. Law § 240',
  OH: 'Ohio Rev. Code § 3109.04(F)',
  PA: '23 Pa.C.S. § 5328',
  TX: 'Tex. Fam. Code §§ 153.002, 153.004',
  VA: 'Va. Code § 20-124.3',
  WA: 'RCW 26.09.187, 26.09.191',
};

export function benchLaw(caseType: string, state: string): string {
  const name = US_STATES.get(state) ?? state;
  const cite = BEST_INTEREST[state];
  switch (caseType) {
    case 'child-custody':
    case 'visitation-rights':
      return cite ? `${name}'s best-interest-of-the-child factors (${cite})` : `${name}'s best-interest-of-the-child factors`;
    case 'paternity':
      return `${name}'s parentage law (genetic testing presumptions on the Uniform Parentage Act's model)`;
    case 'child-support':
      return `${name}'s child-support guidelines`;
    case 'spousal-support-alimony':
      return `${name}'s spousal-support factors (length of the marriage, need and ability to pay)`;
    case 'restraining-orders':
    case 'domestic-violence':
      return `${name}'s protection-order statute (a preponderance of the evidence of abuse or threats)`;
    case 'divorce':
      return `${name}'s divorce law (no-fault grounds; the terms by the state's rules)`;
    case 'marital-property-division':
      return `${name}'s rules on dividing marital property`;
    case 'prenuptial-agreement':
      return `${name}'s law on premarital agreements (voluntariness, disclosure, unconscionability)`;
    case 'adoption':
      return `${name}'s adoption law (consent or termination, and the child's best interests)`;
    case 'guardianship':
      return `${name}'s guardianship law (the ward's best interests and the guardian's suitability)`;
    default:
      return `${name}'s family law`;
  }
}
