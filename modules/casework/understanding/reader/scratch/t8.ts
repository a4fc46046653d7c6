import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const w = winkNLP(model, ['sbd','pos','negation']);
const its = w.its;
const text = `I’m the father. I'd say he’s lying. She's been his mom. Dad didn't show up. My son's father, Tyrone, didn't pay. He was released on his own recognizance. The police report from 2019. The CEO is cooperating against her. Mr. O'Brien testified. Sgt. Miller and Det. Ray Cruz arrested him. On 3/4/2024 at 10 p.m. he left. Prior: DUI (2015), theft (2018). He was not read his Miranda rights.`;
const d = w.readDoc(text);
d.sentences().each((s:any, k:number) => {
  const vals = s.tokens().out(); const pos = s.tokens().out(its.pos); const lem = s.tokens().out(its.lemma); const neg = s.tokens().out(its.negationFlag);
  console.log(k, vals.map((v:string,i:number)=>`${v}/${pos[i]}/${lem[i]}${neg[i]?'/NEG':''}`).join(' '));
});
