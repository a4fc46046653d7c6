import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const w = winkNLP(model, ['sbd','pos','negation']);
const its = w.its;
const text = `My ex-wife, Sarah, has a co-defendant. Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor. 18 U.S.C. § 1343 wire fraud
Possession of a controlled substance (PC 11350); 3 counts of burglary. The threatening texts and the restraining order came. She wants to live with me. Our son Jacob (age 9) lives with me. I'm the mother and I've been his primary caregiver. He says I can't. The man who attacked him was drunk. Nobody saw it. He was identified by two witnesses. Video shows Marcus taking the TV. She got a protective order against him last week.`;
const d = w.readDoc(text);
d.sentences().each((s:any, k:number) => {
  const vals = s.tokens().out(); const pos = s.tokens().out(its.pos); const lem = s.tokens().out(its.lemma); const neg = s.tokens().out(its.negationFlag);
  console.log(k, vals.map((v:string,i:number)=>`${v}/${pos[i]}/${lem[i]}${neg[i]?'/NEG':''}`).join(' '));
});
