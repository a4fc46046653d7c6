// Everyday words people use for the knowledge base's terms ("my husband", "a cop", "wrong"), so a
// question can meet a section written in other words. Each group is a set of interchangeable
// words; a question's word brings in the others of its group at a lower weight.
import { stem } from './nlp.js';

const GROUPS = [
  'wrong error mistake inaccurate incorrect',
  'job employment employer workplace',
  'boss employer manager supervisor',
  'cheat cheating affair infidelity unfaithful adultery',
  'husband wife spouse',
  'brother sister sibling relative family',
  'boyfriend girlfriend partner',
  'lawyer attorney counsel',
  'cop cops police officer',
  'kid kids child children son daughter minor',
  'teen teenager teenage minor',
  'phone cellphone smartphone',
  'car vehicle truck',
  'steal stealing stole theft embezzle embezzling',
  'proof evidence',
  'sue lawsuit',
  'picture photo photograph image pic',
  'nude naked intimate explicit',
  'text message',
  'hide hiding conceal hidden',
  'locate find',
  'detective investigator PI',
  'harass harassment bully bullying',
  'mom mother parent',
  'dad father parent',
  'illegal unlawful crime',
  'cost price fee rate',
  'tape recording wiretap',
  'delete erase',
  'owe debt debtor',
  'threat threaten threatening',
  'scam fraud',
  'neighbor neighbour',
  'spy spyware surveillance',
  'fire terminate dismiss',
  'serve service',
  'myself yourself',
  'babysitter nanny caregiver sitter',
  'grandma grandmother grandpa grandfather grandparent elder elderly',
  'aunt uncle niece nephew cousin relative',
];

let table: Map<string, string[]> | undefined;

/** The other words (as stems) of each group a stem belongs to. */
export function synonymsOf(s: string): string[] {
  if (!table) {
    table = new Map();
    for (const g of GROUPS) {
      const stems = [...new Set(g.split(' ').map(stem))];
      for (const a of stems) table.set(a, [...new Set([...(table.get(a) ?? []), ...stems.filter((b) => b !== a)])]);
    }
  }
  return table.get(s) ?? [];
}
