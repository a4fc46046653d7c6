import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const w = winkNLP(model, ['sbd','pos','negation']);
const its = w.its;
const base = "On March 3, Officer Diaz stopped Marcus Lee on Main Street after a neighbor, Jane Smith, called 911. He said he smelled alcohol. Marcus admitted he had two beers. His roommate Kevin later confessed the cocaine was his. No fingerprints were found on the bag. The video does not show his face. ";
let text = '';
while (text.length < 20000) text += base;
for (let r=0;r<4;r++){
const t1 = performance.now();
const wd = w.readDoc(text);
const ss = wd.sentences().out();
const vals = wd.tokens().out(); const pos = wd.tokens().out(its.pos);
const neg = wd.tokens().out(its.negationFlag);
const t2 = performance.now();
console.log('wink read', (t2-t1).toFixed(0));
}
const ex = ["His roommate Kevin Bell later confessed the cocaine was his.", "He never admitted anything to Detective Ramos.", "The DNA on the knife excluded him.", "Ms. Okafor says she was with Darnell at the movies all night.", "She filed a restraining order against me in May and he didn't come.", "My son's father, Tyrone Jackson, sent me 60 threatening texts.", "Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor", "Jessica Alvarez and Priya Natarajan saw it."];
for (const e of ex) {
  const d = w.readDoc(e);
  const toks = d.tokens();
  const o: string[] = [];
  toks.each((t:any)=>{ o.push(t.out()+'/'+t.out(its.pos)+(t.out(its.negationFlag)?'/NEG':'')+ '/' + t.out(its.type) + '/' + t.out(its.shape)); });
  console.log(o.join(' '));
  console.log(d.sentences().length());
}
