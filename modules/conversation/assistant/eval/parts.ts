// Where the question bank's two parts are (see bank.ts), and how to read one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bankSchema, type BankItem } from './bank.js';

export const BANK_PARTS = {
  dev: fileURLToPath(new URL('./bank/dev.json', import.meta.url)),
  test: fileURLToPath(new URL('./bank/test.json', import.meta.url)),
} as const;

export type BankPart = keyof typeof BANK_PARTS;

export function readBank(part: BankPart): BankItem[] {
  return bankSchema.parse(JSON.parse(readFileSync(BANK_PARTS[part], 'utf8')));
}
