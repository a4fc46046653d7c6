import nlp from 'compromise';
const base = "On March 3, Officer Diaz stopped Marcus Lee on Main Street after a neighbor, Jane Smith, called 911. He said he smelled alcohol. Marcus admitted he had two beers. His roommate Kevin later confessed the cocaine was his. No fingerprints were found on the bag. The video does not show his face. ";
let text = '';
while (text.length < 20000) text += base;
for (let r = 0; r < 3; r++) {
  let t0 = performance.now();
  const d = nlp(text);
  let t1 = performance.now();
  const terms = d.json({ terms: { tags: true, normal: true } });
  let t2 = performance.now();
  const tk = nlp.tokenize(text);
  const tj = tk.json({ terms: { tags: true } });
  let t3 = performance.now();
  console.log('nlp()', (t1-t0).toFixed(0), 'json', (t2-t1).toFixed(0), 'tokenize+json', (t3-t2).toFixed(0));
}
const lex = (nlp as any).world().model.one.lexicon;
console.log(Object.keys(lex).length, lex['kevin'], lex['diaz'], lex['jane'], lex['marcus'], lex['smith'], lex['officer']);
console.log(nlp.tokenize('Officer Diaz met Kevin Bell and Jane Smith').json()[0].terms.map((t:any)=>t.text+'/'+t.tags));
