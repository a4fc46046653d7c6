import { parseSegments } from '../nlp.js';
import { clausesOf, spanText } from '../clauses.js';
import { CastBuilder } from '../entities.js';
const text = process.argv[2] ?? `On March 3, Officer Diaz stopped Marcus Lee after a neighbor, Jane Smith, called 911. He said he smelled alcohol. Marcus admitted he had two beers. His roommate Kevin Bell later confessed the cocaine was his. Ms. Okafor says she was with him at the movies. The other man swung first. He was drunk. Kevin's confession was recorded.`;
const cat = (process.argv[3] ?? 'criminal') as 'criminal'|'family';
const sents = parseSegments([{ index: 0, field: 'caseDescription', text }]);
const cls = new Map(sents.map(s => [s.id, clausesOf(s)]));
const cast = new CastBuilder({ category: cat, clientName: process.argv[4], keyWitnesses: (process.argv[5]??'').split('|').filter(Boolean), opposingParty: process.argv[6] }, sents, cls).build();
console.log('voice', cast.voice, 'client', cast.client.name, cast.client.gender, 'other', cast.otherParty?.name);
for (const e of cast.entities) console.log('  E', e.id, e.name, e.gender, e.nouns.map(n=>n.noun+(n.possessor?'<'+n.possessor.id:'')).join(','), e.otherParty?'OTHER':'', e.alias? '->'+e.alias.id:'');
for (const s of sents) {
  const ms = cast.mentions.get(s.id) ?? [];
  console.log(s.text);
  console.log('   ', ms.map(m => `${spanText(s.tokens, m.start, m.end)}=>${m.entity?.id ?? '?'}${m.possessive?"'s":''}`).join('  '));
}
