// Statutes on tracking a person or a vehicle with an electronic (GPS) device, for the states that
// have one Casebook knows of. A state missing here is not a state where tracking is allowed:
// its stalking and harassment laws still reach tracking used to follow or frighten someone.
import type { RowSource, StateCode, TrackingRow } from './types.js';

const CHECKED = '2026-11-23';
const PI360 = 'http://privateinvestigator360.com/gps-tracking-laws-50-states/';
const NCSL_COPY = 'https://miraitalk.com/article/private-use-of-location-tracking-devices-state-statutes/926';
const NCSL_2016 = 'https://law-journals-books.vlex.com/vid/mobile-devices-keep-trackin-657339165';

const checked = (citation: string, page: string, note: string): RowSource => ({ citation, checked: CHECKED, checkedAgainst: page, note });
const ncslListed = (citation: string): RowSource => ({
  citation,
  checked: CHECKED,
  checkedAgainst: NCSL_2016,
  note: "NCSL's 2016 summary (Pam Greenberg, 'Mobile devices keep trackin'') lists this state among those that make private tracking without consent a crime; the section number is Casebook's own knowledge, not confirmed on a public page here.",
});

const row = (state: StateCode, statute: string, summary: string, source: RowSource): TrackingRow => ({ state, statute, summary, source });

export const tracking: readonly TrackingRow[] = [
  row(
    'AK',
    'Alaska Stat. § 11.41.270',
    'Stalking includes following or monitoring a person with a GPS or similar device without consent (Alaska Stat. § 11.41.270).',
    checked(
      'Alaska Stat. § 11.41.270(b)(4)(H)',
      PI360,
      'The page quotes the stalking definition that includes monitoring with a global positioning device.',
    ),
  ),
  row(
    'AZ',
    'Ariz. Rev. Stat. § 13-2923',
    'Using a GPS or other electronic device to watch a specific person for 12 hours or more, or on two or more occasions, without authorization is stalking (Ariz. Rev. Stat. § 13-2923).',
    checked('Ariz. Rev. Stat. § 13-2923', PI360, 'The page quotes the 12-hour / two-occasion GPS surveillance clause.'),
  ),
  row(
    'CA',
    'Cal. Penal Code § 637.7',
    "Using an electronic tracking device to find a person's location or movement is a misdemeanor unless the vehicle's registered owner, lessor or lessee consents (Cal. Penal Code § 637.7); a licensed investigator who breaks it can lose the licence.",
    checked('Cal. Penal Code § 637.7', PI360, 'The page quotes subsections (a) to (c) of § 637.7.'),
  ),
  row(
    'CT',
    'Conn. Gen. Stat. § 53a-181f',
    'Electronic stalking: repeatedly using GPS or a similar system to track someone so that they reasonably fear for their safety is a crime (Conn. Gen. Stat. § 53a-181f).',
    checked('Conn. Gen. Stat. § 53a-181f', NCSL_COPY, "A copy of NCSL's table quotes the electronic stalking offense."),
  ),
  row(
    'DE',
    'Del. Code tit. 11, § 1335(a)(8)',
    'Knowingly installing a location tracking device in or on a motor vehicle without the consent of its registered owner, lessor or lessee is a violation of privacy (Del. Code tit. 11, § 1335(a)(8)).',
    checked('Del. Code tit. 11, § 1335(a)(8)', NCSL_COPY, "A copy of NCSL's table summarises § 1335(8)."),
  ),
  row(
    'FL',
    'Fla. Stat. § 934.425',
    "Installing a tracking device or tracking app on another person's property without consent is a crime (Fla. Stat. § 934.425); a spouse's consent is presumed revoked once a divorce petition is filed.",
    checked('Fla. Stat. § 934.425', NCSL_COPY, "A copy of NCSL's table quotes § 934.425 including the revocation on a divorce filing."),
  ),
  row(
    'HI',
    'Haw. Rev. Stat. § 803-42',
    'Hawaii prohibits installing or using a tracking device on a person or their property without consent, with exceptions for owners, parents and police (Haw. Rev. Stat. § 803-42).',
    ncslListed('Haw. Rev. Stat. § 803-42'),
  ),
  row(
    'IL',
    '720 ILCS 5/21-2.5',
    "Using an electronic tracking device attached to a vehicle to find a person's location is a Class A misdemeanor, unless the registered owner, lessor or lessee consents or another exception applies (720 ILCS 5/21-2.5).",
    checked(
      '720 ILCS 5/21-2.5',
      'https://www.combswaterkotte.com/illinois-criminal-laws/chapter-720-ilcs-5-21-damage-and-trespass-to-property/720-ilcs-5-21-2-5-electronic-tracking-devices-prohibited/',
      'Checked against the section text on that page and the Illinois General Assembly bill texts amending § 21-2.5.',
    ),
  ),
  row(
    'LA',
    'La. Rev. Stat. § 14:323',
    "Tracking a person's location with an electronic device without their consent is a crime, with exceptions for parents, owners of the vehicle and police (La. Rev. Stat. § 14:323).",
    ncslListed('La. Rev. Stat. § 14:323'),
  ),
  row(
    'MI',
    'Mich. Comp. Laws § 750.539l',
    "Installing a tracking device on a motor vehicle without the owner's consent is a misdemeanor (Mich. Comp. Laws § 750.539l).",
    ncslListed('Mich. Comp. Laws § 750.539l'),
  ),
  row(
    'MN',
    'Minn. Stat. § 626A.35',
    'Installing or using a mobile tracking device without a court order is prohibited unless the owner consents or another exception applies (Minn. Stat. § 626A.35).',
    ncslListed('Minn. Stat. § 626A.35'),
  ),
  row(
    'NH',
    'N.H. Rev. Stat. ch. 644-A',
    'Since July 1, 2015, New Hampshire restricts placing an electronic device on another person or their property to obtain location information (N.H. Rev. Stat. ch. 644-A); parents of minors are exempt, and tracking a jointly owned car is an open question.',
    checked(
      'N.H. Rev. Stat. ch. 644-A',
      'https://www.nashualaw.com/new-hampshire-restricts-use-of-gps-devices-to-track-individuals/',
      "A New Hampshire law firm's note on the 2015 statute; the chapter number is Casebook's reading (644-A, location information).",
    ),
  ),
  row(
    'NC',
    'N.C. Gen. Stat. § 14-196.3',
    'Cyberstalking includes knowingly installing or placing an electronic tracking device without consent to track a person (N.C. Gen. Stat. § 14-196.3).',
    ncslListed('N.C. Gen. Stat. § 14-196.3'),
  ),
  row(
    'RI',
    'R.I. Gen. Laws § 11-69-1',
    'Knowingly installing, concealing or using an electronic tracking device in or on a motor vehicle without the consent of the operator and all occupants is an offense, with exceptions for police and for parents tracking a minor in a vehicle they own (R.I. Gen. Laws § 11-69-1).',
    checked(
      'R.I. Gen. Laws § 11-69-1',
      'http://webserver.rilin.state.ri.us/PublicLaws/law16/law16039.htm',
      "Checked against the 2016 public law that created chapter 11-69 and WomensLaw's copy of § 11-69-1.",
    ),
  ),
  row(
    'TN',
    'Tenn. Code Ann. § 39-13-606',
    "Knowingly installing or placing an electronic tracking device on another person's motor vehicle without consent, to track its occupants, is a crime (Tenn. Code Ann. § 39-13-606).",
    ncslListed('Tenn. Code Ann. § 39-13-606'),
  ),
  row(
    'TX',
    'Tex. Penal Code § 16.06',
    'Knowingly installing a tracking device on a motor vehicle owned or leased by another person is a Class A misdemeanor (Tex. Penal Code § 16.06). It is a defense that the owner or lessee consented, or — for a licensed Texas investigator — that the owner gave written consent or a court authorised it.',
    checked(
      'Tex. Penal Code § 16.06',
      'https://texas.public.law/statutes/tex._penal_code_section_16.06',
      'Checked against the section text (subsections (b) to (e)).',
    ),
  ),
  row(
    'VA',
    'Va. Code Ann. § 18.2-60.5',
    "Installing an electronic tracking device through deceptive means and without consent, and using it to track a person, is a misdemeanor (Va. Code Ann. § 18.2-60.5); exceptions cover police, parents of minors, fleet owners and registered investigators acting with the property owner's consent.",
    checked(
      'Va. Code Ann. § 18.2-60.5',
      'https://wmmlegal.com/electronic-tracking-devices-in-virginia',
      'Checked against the section text quoted there and a 2025 bill text that shows the current class of offense.',
    ),
  ),
  row(
    'WI',
    'Wis. Stat. § 940.315',
    'Placing a GPS device on a vehicle owned or leased by another person without consent, or getting location data from such a device, is a Class A misdemeanor (Wis. Stat. § 940.315); parents of minors, lienholders and employers tracking their own vehicles are exempt.',
    checked(
      'Wis. Stat. § 940.315',
      'https://docs.legis.wisconsin.gov/2015/related/amendments/ab19/asa1_ab19',
      'Checked against the 2015 bill text that created § 940.315 and news reports of its signing (July 1, 2015).',
    ),
  ),
];
