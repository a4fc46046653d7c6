import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const w = winkNLP(model, ['sbd','pos','negation']);
const its = w.its;
const text = `My client, Darnell Hayes, was arrested on June 2. Officer Diaz said he smelled marijuana. Mr. Hayes didn't consent to the search!! The cops found 3 grams of cocaine in the glove box; his roommate later confessed it was his.
Ms. Okafor says she was with him at the movies. Dr. Lee will testify. He's been charged w/ possession. I can't believe it. The DNA on the knife doesn't match him. He wasn't there. No fingerprints were found. U.S. v. Smith was cited. She said: "he hit me." She filed for divorce after 12 years of marriage.`;
const d = w.readDoc(text);
d.sentences().each((s:any, k:number) => {
  const vals = s.tokens().out(); const pos = s.tokens().out(its.pos); const lem = s.tokens().out(its.lemma); const neg = s.tokens().out(its.negationFlag); const norm = s.tokens().out(its.normal); const sp = s.tokens().out(its.precedingSpaces);
  console.log(k, JSON.stringify(s.out()));
  console.log('   ', vals.map((v:string,i:number)=>`${v}/${pos[i]}/${lem[i]}${neg[i]?'/NEG':''}`).join(' '));
});
console.log(Object.keys(its));
