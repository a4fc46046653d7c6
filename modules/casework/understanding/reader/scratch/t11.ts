import { readCharges, chargesInNarrative } from '../charges.js';
const cases = [
  'Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor',
  'Burglary, theft, and trespass',
  '3 counts of burglary',
  'Possession of a controlled substance (PC 11350); 3 counts of burglary',
  '18 U.S.C. § 1343 wire fraud',
  'Wire fraud (18 U.S.C. § 1343) and money laundering (18 U.S.C. § 1956)',
  'DUI, first offense, BAC 0.12',
  'Breaking and entering and grand theft',
  '1. Robbery 2. Aggravated assault with a deadly weapon',
  'Possession of cocaine, a third-degree felony',
  'Theft over $2,500, a state jail felony',
  'Burglary of a habitation (PC 30.02), second-degree felony; evading arrest',
  'Domestic battery',
  'Two counts of sexual assault of a child and one count of indecency with a child',
  'Grand theft auto',
  'DWI - Class B misdemeanor',
  'Charges: robbery and kidnapping, both felonies',
  'Possession with intent to distribute methamphetamine, 21 U.S.C. § 841(a)(1)',
  'Assault on a family member, resisting arrest, and public intoxication',
  'Identity theft (5 counts)',
];
for (const c of cases) { const r = readCharges(c); console.log(r.length, c, '=>', JSON.stringify(r.map(x=>[x.text,x.level,x.statute]))); }
console.log(chargesInNarrative('He was charged with burglary and theft after police found him inside.'));
