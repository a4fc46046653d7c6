import { parseSegments } from '../nlp.js';
import { clausesOf, spanText } from '../clauses.js';
const text = `His roommate Kevin Bell later confessed the cocaine was his. He admitted to the officer that he had two beers. Officer Diaz stopped Marcus and arrested him. Maria said she saw the other man throw the first punch. The DNA on the knife excluded him. No fingerprints were found on the knife. The video does not show his face. He never admitted anything. The CEO is cooperating against her. Jessica Alvarez and Priya Natarajan saw it. When police arrived, Marcus ran. He was identified by two witnesses. My son's father, Tyrone Jackson, sent me 60 threatening texts. She filed a restraining order against me. Kevin Bell, his roommate, confessed. The man who attacked him was drunk. I want sole custody of my daughter.`;
const sents = parseSegments([{ index: 0, field: 'caseDescription', text }]);
for (const s of sents) {
  console.log('##', s.text);
  for (const c of clausesOf(s)) {
    const t = s.tokens;
    console.log(`  [${c.link}] ${spanText(t, c.start, c.end)} | verb=${c.lemmas.join('+')}${c.negated?' NEG':''}${c.passive?' PASS':''} subj=${c.subjects.map(n=>spanText(t,n.start,n.end)).join('&')}${c.inheritedSubject?'(inh)':''} obj=${c.object?spanText(t,c.object.start,c.object.end):''} pps=${c.pps.map(p=>p.prep+':'+spanText(t,p.np.start,p.np.end)).join(',')} parent=${c.parent?.index ?? ''}${c.relative?' REL':''}`);
  }
}
