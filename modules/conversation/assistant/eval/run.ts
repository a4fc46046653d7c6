// npm run eval:assistant [-- --part dev|test|dev3|dev4|dev5|dev6|dev7|dev8|dev9|dev10|dev11|dev12|dev13|test2] [-- --verbose]
// Asks the offline assistant every question of one part of the question bank (bank.ts; follow-ups
// as whole conversations, the engine's own earlier answers in them) and prints the figures
// docs/assistant.md reports. The development parts (dev, the default, and test, see parts.ts) may
// print each miss with --verbose; the held-out part (test2) prints only the figures: it is read to
// score, never to tune.
import { parseArgs } from 'node:util';
import { OfflineEngine } from '../offline-engine.js';
import type { AiEngine, ChatTurn } from '../types.js';
import { figures, grade, targets, type Graded } from './grade.js';
import { BANK_PARTS, HELD_OUT, isBankPart, readBank } from './parts.js';
import type { BankItem } from './bank.js';

async function reply(engine: AiEngine, turns: ChatTurn[]): Promise<string> {
  let text = '';
  for await (const chunk of engine.streamChat({ turns })) text += chunk;
  return text;
}

/** The answer to the item's last turn, with the engine's own answers to the turns before it. */
export async function answerItem(engine: AiEngine, item: BankItem): Promise<{ answer: string; previous?: string }> {
  const turns: ChatTurn[] = [];
  let previous: string | undefined;
  for (const [i, content] of item.turns.entries()) {
    turns.push({ role: 'user', content });
    const answer = await reply(engine, turns);
    if (i === item.turns.length - 1) return { answer, previous };
    previous = answer;
    turns.push({ role: 'assistant', content: answer });
  }
  throw new Error(`${item.id} has no turns`);
}

export async function evaluate(engine: AiEngine, items: readonly BankItem[]): Promise<Graded[]> {
  const graded: Graded[] = [];
  for (const item of items) {
    const { answer, previous } = await answerItem(engine, item);
    graded.push(grade(item, answer, previous));
  }
  return graded;
}

async function main() {
  const { values } = parseArgs({ options: { part: { type: 'string', default: 'dev' }, verbose: { type: 'boolean', default: false } } });
  const part = values.part ?? 'dev';
  if (!isBankPart(part)) throw new Error(`--part is one of ${Object.keys(BANK_PARTS).join(', ')}`);
  if (part === HELD_OUT && values.verbose)
    throw new Error(`The held-out part (${HELD_OUT}) prints figures only (--verbose is for the development parts)`);
  const items = readBank(part);
  const graded = await evaluate(new OfflineEngine(), items);
  const f = figures(graded);
  const pct = (n: number) => `${((100 * n) / f.answerable).toFixed(1)} %`;
  console.log(`Assistant question bank, ${part} part: ${f.questions} questions (${f.answerable} to answer, ${f.offTopic} off-topic)`);
  console.log(
    `  helpful ${f.helpful} (${pct(f.helpful)}) · generic ${f.generic} (${pct(f.generic)}) · wrong ${f.wrong} (${pct(f.wrong)}) · wrongly declined ${f.wronglyDeclined} (${pct(f.wronglyDeclined)})`,
  );
  console.log('| figure | result | target | met |\n|---|---|---|---|');
  for (const t of targets(f)) console.log(`| ${t.name} | ${t.figure} | ${t.target} | ${t.met ? '✓' : '✗'} |`);
  if (values.verbose) {
    for (const g of graded) {
      const miss = (g.verdict !== 'helpful' && g.verdict !== 'declined') || g.safetySteps === false || g.followUpResolved === false;
      if (miss)
        console.log(
          `- ${g.item.id} [${g.item.kind}] ${g.verdict} facts ${g.facts.found}/${g.facts.total}${g.safetySteps === false ? ' no-safety-steps' : ''}: ${g.item.turns.at(-1)}`,
        );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
