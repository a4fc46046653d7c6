// Splits the question bank's sources once into its development and test parts (bank/dev.json,
// bank/test.json): within each kind, items ordered by a hash of their id go alternately to each
// part, so both parts hold every kind in the same proportions and no one chose where an item went.
// It refuses to run when the parts exist: the split is made once.
// npx tsx modules/conversation/assistant/eval/split.ts source.json [more.json…]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { bankSchema, KINDS, type BankItem } from './bank.js';
import { BANK_PARTS } from './parts.js';

if (existsSync(BANK_PARTS.dev) || existsSync(BANK_PARTS.test)) {
  console.error('The bank is already split (bank/dev.json, bank/test.json): the split is made once.');
  process.exit(1);
}
const items: BankItem[] = process.argv.slice(2).flatMap((file) => bankSchema.parse(JSON.parse(readFileSync(file, 'utf8'))));
const ids = new Set(items.map((i) => i.id));
if (ids.size !== items.length) throw new Error('duplicate ids');

const hash = (id: string) => createHash('sha256').update(id).digest('hex');
const dev: BankItem[] = [];
const test: BankItem[] = [];
for (const kind of KINDS) {
  const ofKind = items.filter((i) => i.kind === kind).sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
  ofKind.forEach((item, i) => (i % 2 === 0 ? dev : test).push(item));
}
writeFileSync(BANK_PARTS.dev, JSON.stringify(dev, null, 2) + '\n');
writeFileSync(BANK_PARTS.test, JSON.stringify(test, null, 2) + '\n');
console.log(`dev: ${dev.length} items, test: ${test.length} items`);
