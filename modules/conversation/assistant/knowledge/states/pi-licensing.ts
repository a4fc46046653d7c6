// Private-investigator licensing by state: whether a licence is required and who issues it.
// Verify a particular investigator with the licensing body itself; rules and agency names change.
import type { PiLicensingRow, RowSource, StateCode } from './types.js';

const CHECKED = '2026-11-23';
const OWN_KNOWLEDGE =
  "Rests on Casebook's own knowledge of the licensing statute and agency; not checked against a public page here. Confirm with the agency before relying on it.";

const own = (citation: string): RowSource => ({ citation, checked: CHECKED, note: OWN_KNOWLEDGE });

const state = (code: StateCode, body: string, citation: string, extra = '', source?: RowSource): PiLicensingRow => ({
  state: code,
  licence: 'state',
  body,
  summary: `A state licence is required to work as a private investigator; it is issued by the ${body} (${citation}).${extra ? ` ${extra}` : ''} Check an investigator's licence number with that agency before you hire.`,
  source: source ?? own(citation),
});

const NO_STATE_LICENCE = 'https://www.profitableventure.com/get-private-investigator-license/';
const noStateLicence = (code: StateCode, local: boolean, extra: string): PiLicensingRow => ({
  state: code,
  licence: local ? 'local' : 'none',
  body: null,
  summary: `No state licence for private investigators.${local ? ' Some cities license them locally.' : ''} ${extra} Ask for references, insurance and a written contract, since no state board vets investigators here.`,
  source: {
    citation: 'No state licensing statute',
    checked: CHECKED,
    checkedAgainst: NO_STATE_LICENCE,
    note: `The page names Alaska, Idaho, Mississippi, South Dakota and Wyoming as the states without state-level PI licensing, with local licensing in Alaska and Wyoming.`,
  },
});

export const piLicensing: readonly PiLicensingRow[] = [
  state('AL', 'Alabama Private Investigation Board', 'Ala. Code § 34-25B-1 et seq.', 'The board was created in 2013.', {
    citation: 'Ala. Code § 34-25B-1 et seq.',
    checked: CHECKED,
    checkedAgainst: 'https://www.trustify.info/for-business/insight/private-investigator-licensing-guide-2017',
    note: "The page says Alabama investigators are licensed by a state board for two years; the statute citation is Casebook's own.",
  }),
  noStateLicence('AK', true, 'Alaska has no statewide licensing statute; check with the city where the investigator works.'),
  state('AZ', 'Arizona Department of Public Safety, Licensing Unit', 'Ariz. Rev. Stat. § 32-2401 et seq.'),
  state('AR', 'Arkansas State Police, Private Investigators and Private Security Agencies unit', 'Ark. Code Ann. § 17-40-101 et seq.'),
  state('CA', 'Bureau of Security and Investigative Services (Department of Consumer Affairs)', 'Cal. Bus. & Prof. Code § 7512 et seq.'),
  state(
    'CO',
    'Office of Private Investigator Licensure (Division of Professions and Occupations, DORA)',
    'Colo. Rev. Stat. § 12-160-101 et seq.',
    'Licensing has been mandatory since June 1, 2015; before that it was voluntary.',
    {
      citation: 'Colo. Rev. Stat. § 12-160-101 et seq. (formerly § 12-58.5)',
      checked: CHECKED,
      checkedAgainst: 'https://dpo.colorado.gov/PrivateInvestigator/FAQ',
      note: "The office's FAQ: licensure mandatory effective June 1, 2015; out-of-state investigators need a Colorado licence.",
    },
  ),
  state(
    'CT',
    'Department of Emergency Services and Public Protection, Special Licensing and Firearms Unit',
    'Conn. Gen. Stat. § 29-153 et seq.',
  ),
  state('DE', 'Delaware State Police, Detective Licensing Section (Board of Examiners)', 'Del. Code tit. 24, ch. 13'),
  state('DC', 'Metropolitan Police Department, Security Officers Management Branch', 'D.C. Mun. Regs. tit. 17, ch. 20'),
  state(
    'FL',
    'Florida Department of Agriculture and Consumer Services, Division of Licensing',
    'Fla. Stat. ch. 493',
    'Florida licenses agencies (Class A), investigators (Class C) and interns (Class CC).',
  ),
  state('GA', 'Georgia Board of Private Detective and Security Agencies (Secretary of State)', 'Ga. Code § 43-38-1 et seq.'),
  state('HI', 'Board of Private Detectives and Guards (Department of Commerce and Consumer Affairs)', 'Haw. Rev. Stat. ch. 463'),
  noStateLicence('ID', false, 'Idaho has no licensing statute for investigators.'),
  state('IL', 'Illinois Department of Financial and Professional Regulation', '225 ILCS 447'),
  state('IN', 'Indiana Private Investigator and Security Guard Licensing Board (Professional Licensing Agency)', 'Ind. Code § 25-30-1'),
  state('IA', 'Iowa Department of Public Safety', 'Iowa Code ch. 80A'),
  state('KS', 'Kansas Attorney General', 'Kan. Stat. Ann. § 75-7b01 et seq.'),
  state('KY', 'Kentucky Board of Licensure for Private Investigators', 'Ky. Rev. Stat. ch. 329A'),
  state('LA', 'Louisiana State Board of Private Investigator Examiners', 'La. Rev. Stat. § 37:3501 et seq.'),
  state(
    'ME',
    'Maine State Police (licences for "professional investigators")',
    'Me. Rev. Stat. tit. 32, ch. 89',
    'Newcomers can hold a sponsored investigative assistant licence.',
    {
      citation: 'Me. Rev. Stat. tit. 32, ch. 89',
      checked: CHECKED,
      checkedAgainst: 'https://smoothquill.com/how-to-become-a-private-investigator-in-maine',
      note: 'The page says the Maine State Police, Special Investigations Unit, licenses professional investigators under 32 MRS ch. 89, with an investigative assistant licence as the on-ramp.',
    },
  ),
  state('MD', 'Maryland State Police, Licensing Division', 'Md. Code, Bus. Occ. & Prof. § 13-101 et seq.'),
  state('MA', 'Massachusetts State Police, Certification Unit', 'Mass. Gen. Laws ch. 147, §§ 22-30'),
  state(
    'MI',
    'Department of Licensing and Regulatory Affairs (LARA), Bureau of Professional Licensing',
    'Mich. Comp. Laws § 338.821 et seq.',
    'Michigan calls them professional investigators.',
  ),
  state('MN', 'Minnesota Board of Private Detective and Protective Agent Services', 'Minn. Stat. § 326.32 et seq.'),
  noStateLicence('MS', false, 'Mississippi has no state licensing statute; a few cities require a business licence.'),
  state(
    'MO',
    'Board of Private Investigator and Private Fire Investigator Examiners (Division of Professional Registration)',
    'Mo. Rev. Stat. § 324.1100 et seq.',
  ),
  state('MT', 'Board of Private Security (Department of Labor and Industry)', 'Mont. Code Ann. § 37-60-101 et seq.'),
  state('NE', 'Nebraska Secretary of State', 'Neb. Rev. Stat. § 71-3201 et seq.'),
  state('NV', 'Nevada Private Investigators Licensing Board', 'Nev. Rev. Stat. ch. 648'),
  state('NH', 'New Hampshire Department of Safety, State Police Permits and Licensing Unit', 'N.H. Rev. Stat. ch. 106-F'),
  state('NJ', 'New Jersey State Police, Private Detective Unit', 'N.J. Stat. § 45:19-8 et seq.'),
  state('NM', 'New Mexico Regulation and Licensing Department (Private Investigations Advisory Board)', 'N.M. Stat. § 61-27B-1 et seq.'),
  state('NY', 'New York Department of State, Division of Licensing Services', 'N.Y. Gen. Bus. Law art. 7, § 70 et seq.'),
  state('NC', 'North Carolina Private Protective Services Board', 'N.C. Gen. Stat. ch. 74C'),
  state('ND', 'North Dakota Private Investigative and Security Board', 'N.D. Cent. Code ch. 43-30'),
  state('OH', 'Ohio Department of Public Safety, Private Investigator Security Guard Services', 'Ohio Rev. Code ch. 4749'),
  state('OK', 'Council on Law Enforcement Education and Training (CLEET)', 'Okla. Stat. tit. 59, § 1750.1 et seq.'),
  state('OR', 'Department of Public Safety Standards and Training (DPSST)', 'Or. Rev. Stat. § 703.401 et seq.'),
  {
    state: 'PA',
    licence: 'local',
    body: 'the court of common pleas of each county (applications go through the county, with the district attorney)',
    summary:
      'A licence is required, but Pennsylvania licenses private detectives county by county: the court of common pleas of the county where the business is issues it under the Private Detective Act of 1953 (22 P.S. § 11 et seq.). Check with the clerk of courts of that county.',
    source: {
      citation: 'Private Detective Act of 1953, 22 P.S. § 11 et seq.',
      checked: CHECKED,
      checkedAgainst: 'https://lehighpi.com/private-investigators-pa',
      note: "The Act's text (on that page and on Westlaw's 22 P.S. § 16) provides for licensing 'in each county' by the court, on the district attorney's inquiry.",
    },
  },
  {
    state: 'RI',
    licence: 'local',
    body: 'the city or town council (the local licensing authority)',
    summary:
      'A licence is required, but Rhode Island issues it locally: under the Private Detective Act (R.I. Gen. Laws § 5-5-1 et seq.) the city or town council where the investigator works is the licensing authority.',
    source: {
      citation: 'R.I. Gen. Laws § 5-5-1 et seq.',
      checked: CHECKED,
      checkedAgainst: 'http://webserver.rilin.state.ri.us/Statutes/TITLE5/5-5/5-5-3.htm',
      note: "Checked against the statute's qualifications section and the Pawtucket and Johnston town codes, which name the council as the local licensing authority.",
    },
  },
  state('SC', 'South Carolina Law Enforcement Division (SLED), Regulatory Services', 'S.C. Code Ann. § 40-18-10 et seq.'),
  noStateLicence('SD', false, 'South Dakota has no licensing statute for investigators.'),
  state(
    'TN',
    'Tennessee Private Investigation and Polygraph Commission (Department of Commerce and Insurance)',
    'Tenn. Code Ann. § 62-26-201 et seq.',
  ),
  state(
    'TX',
    'Texas Department of Public Safety, Private Security Program',
    'Tex. Occ. Code ch. 1702',
    "A licensed Texas investigator may install a tracker only with the vehicle owner's written consent or a court order (Tex. Penal Code § 16.06(d)(3)).",
    {
      citation: 'Tex. Occ. Code ch. 1702',
      checked: CHECKED,
      checkedAgainst: 'https://texas.public.law/statutes/tex._penal_code_section_16.06',
      note: 'Penal Code § 16.06 names investigators "licensed under Chapter 1702, Occupations Code"; the Department of Public Safety as the licensing body is Casebook\'s own knowledge (also named on studyguidezone.com).',
    },
  ),
  state('UT', 'Utah Department of Public Safety, Bureau of Criminal Identification', 'Utah Code § 53-9-101 et seq.'),
  state('VT', 'Office of Professional Regulation (Private Investigative and Security Services)', 'Vt. Stat. tit. 26, ch. 59'),
  state(
    'VA',
    'Department of Criminal Justice Services (DCJS)',
    'Va. Code Ann. § 9.1-138 et seq.',
    'Virginia registers individual investigators and licenses the firms they work for.',
  ),
  state('WA', 'Washington Department of Licensing', 'Wash. Rev. Code ch. 18.165'),
  state('WV', 'West Virginia Secretary of State', 'W. Va. Code § 30-18-1 et seq.'),
  state('WI', 'Wisconsin Department of Safety and Professional Services', 'Wis. Stat. § 440.26'),
  noStateLicence('WY', true, 'Wyoming has no statewide licensing statute; some cities license investigators.'),
];
