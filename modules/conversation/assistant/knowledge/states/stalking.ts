// The criminal stalking statute of each state and DC. Every state makes stalking a crime; the
// definitions differ (how many acts, whether fear must be proved, electronic means).
import type { StalkingRow, StateCode } from './types.js';

const CHECKED = '2026-11-23';
const NOTE =
  "Statute citation from Casebook's own knowledge; not checked against a public page here (every state has a stalking law — confirm the current section and its elements with the state's code or the Stalking Prevention, Awareness, and Resource Center's state list).";

const row = (state: StateCode, statute: string, extra = ''): StalkingRow => ({
  state,
  statute,
  summary: `Stalking is a crime under ${statute}: generally a repeated course of conduct aimed at a specific person that would make a reasonable person afraid or seriously distressed.${extra ? ` ${extra}` : ''} A protective order can be sought in civil court at the same time as a police report.`,
  source: { citation: statute, checked: CHECKED, note: NOTE },
});

export const stalking: readonly StalkingRow[] = [
  row('AL', 'Ala. Code § 13A-6-90 to § 13A-6-94'),
  row('AK', 'Alaska Stat. § 11.41.260 and § 11.41.270', 'Monitoring someone with a GPS device counts as nonconsensual contact.'),
  row('AZ', 'Ariz. Rev. Stat. § 13-2923', 'It expressly covers GPS and electronic surveillance of a person.'),
  row('AR', 'Ark. Code Ann. § 5-71-229'),
  row('CA', 'Cal. Penal Code § 646.9', 'Threats made by phone, text or online count.'),
  row('CO', 'Colo. Rev. Stat. § 18-3-602'),
  row('CT', 'Conn. Gen. Stat. § 53a-181c to § 53a-181e', 'Electronic stalking by GPS is a separate offense (§ 53a-181f).'),
  row('DE', 'Del. Code tit. 11, § 1312'),
  row('DC', 'D.C. Code § 22-3133'),
  row('FL', 'Fla. Stat. § 784.048', 'Cyberstalking is included.'),
  row('GA', 'Ga. Code § 16-5-90'),
  row('HI', 'Haw. Rev. Stat. § 711-1106.4 and § 711-1106.5'),
  row('ID', 'Idaho Code § 18-7905 and § 18-7906'),
  row('IL', '720 ILCS 5/12-7.3', 'Cyberstalking is a separate offense (720 ILCS 5/12-7.5).'),
  row('IN', 'Ind. Code § 35-45-10'),
  row('IA', 'Iowa Code § 708.11'),
  row('KS', 'Kan. Stat. Ann. § 21-5427'),
  row('KY', 'Ky. Rev. Stat. § 508.140 and § 508.150'),
  row('LA', 'La. Rev. Stat. § 14:40.2', 'Cyberstalking is a separate offense (§ 14:40.3).'),
  row('ME', 'Me. Rev. Stat. tit. 17-A, § 210-A'),
  row('MD', 'Md. Code, Crim. Law § 3-802'),
  row('MA', 'Mass. Gen. Laws ch. 265, § 43'),
  row(
    'MI',
    'Mich. Comp. Laws § 750.411h and § 750.411i',
    'Posting messages about someone to harass them is a separate offense (§ 750.411s).',
  ),
  row('MN', 'Minn. Stat. § 609.749'),
  row('MS', 'Miss. Code Ann. § 97-3-107'),
  row('MO', 'Mo. Rev. Stat. § 565.225 and § 565.227'),
  row('MT', 'Mont. Code Ann. § 45-5-220'),
  row('NE', 'Neb. Rev. Stat. § 28-311.03'),
  row('NV', 'Nev. Rev. Stat. § 200.575'),
  row('NH', 'N.H. Rev. Stat. § 633:3-a'),
  row('NJ', 'N.J. Stat. § 2C:12-10'),
  row('NM', 'N.M. Stat. § 30-3A-3'),
  row('NY', 'N.Y. Penal Law §§ 120.45–120.60'),
  row('NC', 'N.C. Gen. Stat. § 14-277.3A', 'Cyberstalking, including tracking devices, is a separate offense (§ 14-196.3).'),
  row('ND', 'N.D. Cent. Code § 12.1-17-07.1'),
  row('OH', 'Ohio Rev. Code § 2903.211 (menacing by stalking)'),
  row('OK', 'Okla. Stat. tit. 21, § 1173'),
  row('OR', 'Or. Rev. Stat. § 163.732'),
  row('PA', '18 Pa. Cons. Stat. § 2709.1'),
  row('RI', 'R.I. Gen. Laws § 11-59-2'),
  row('SC', 'S.C. Code Ann. § 16-3-1700'),
  row('SD', 'S.D. Codified Laws § 22-19A-1'),
  row('TN', 'Tenn. Code Ann. § 39-17-315'),
  row('TX', 'Tex. Penal Code § 42.072'),
  row('UT', 'Utah Code § 76-5-106.5'),
  row('VT', 'Vt. Stat. tit. 13, § 1062 and § 1063'),
  row('VA', 'Va. Code Ann. § 18.2-60.3'),
  row('WA', 'Wash. Rev. Code § 9A.46.110'),
  row('WV', 'W. Va. Code § 61-2-9a'),
  row('WI', 'Wis. Stat. § 940.32'),
  row('WY', 'Wyo. Stat. § 6-2-506'),
];
