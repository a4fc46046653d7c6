import nlp from 'compromise';
const texts = [
  "His roommate Kevin Bell later confessed the cocaine was his.",
  "He admitted to the officer that he had two beers.",
  "Officer Diaz arrested Marcus at the scene after Jane Smith called 911.",
  "The CEO is cooperating against her.",
  "No fingerprints were found on the knife.",
  "The video does not show his face.",
  "Maria said she saw the other man throw the first punch.",
];
for (const t of texts) {
  const d = nlp(t);
  console.log('---', t);
  console.log(d.terms().json().map((x:any)=>x.terms.map((y:any)=>y.text+'/'+y.tags.join(','))).flat().join(' '));
  console.log('people', d.people().out('array'));
  console.log('clauses', d.clauses().out('array'));
  const v = d.verbs();
  console.log('verbs', JSON.stringify(v.json().map((x:any)=>({text:x.text, verb: x.verb}))));
  try { console.log('subjects', (v as any).subjects().out('array')); } catch(e){console.log('nosubj', String(e))}
  console.log('neg', v.isNegative().out('array'));
}
