// Checks files of question-bank items before they join the bank (each a JSON array of items as
// bank.ts describes): the schema, unique ids across all the files given, and the counts by kind.
// npx tsx modules/conversation/assistant/eval/check-source.ts file.json [more.json…]
import { readFileSync } from 'node:fs';
import { bankSchema, type BankItem } from './bank.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: check-source.ts file.json [more.json…]');
  process.exit(2);
}
const all: BankItem[] = [];
let failed = false;
for (const file of files) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: not JSON: ${(err as Error).message}`);
    failed = true;
    continue;
  }
  const parsed = bankSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    failed = true;
    continue;
  }
  all.push(...parsed.data);
}
const seen = new Set<string>();
for (const item of all) {
  if (seen.has(item.id)) {
    console.error(`duplicate id ${item.id}`);
    failed = true;
  }
  seen.add(item.id);
}
const counts: Record<string, number> = {};
for (const item of all) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
console.log(`${all.length} items`, counts);
process.exit(failed ? 1 : 0);
