// Grounding for a real model: the same retrieval as the offline engine decides whether the
// question is within what Casebook covers, and, when it is, which knowledge-base sections and
// state facts go into the prompt as numbered sources the model must cite inline.
import { stateFacts, TABLE_TITLES, tablesChecked } from './knowledge/states/index.js';
import type { KnowledgeIndex, Retrieval } from './retrieval.js';

/** How many of a section's points and steps go into the prompt (the most relevant first). */
const POINTS_PER_SECTION = 6;
const STEPS_PER_SECTION = 4;

const SIDES: Record<string, string> = {
  petitioner: 'is asking for (or holds) a protective order — answer from their side, never as advice to the person the order is against',
  respondent: 'has an order filed against them',
  victim: 'is the one being harmed or threatened — answer from their side',
  accused: 'is the one accused or charged',
  employer: 'is the employer or business owner',
  employee: 'is the employee',
  claimant: 'is the one making an insurance or benefits claim',
  insurer: 'is the insurer',
  parent: 'is a parent',
};

/** The conversation state, for the model: the topic carried, the jurisdiction, the user's side, the request. */
function conversationNotes(r: Retrieval): string[] {
  const c = r.conversation;
  const notes: string[] = [];
  if (r.followUp && c.topics[0]) notes.push(`- The new message follows up on: "${c.topics[0].slice(0, 300)}"`);
  if (c.places.length)
    notes.push(
      `- Jurisdiction: ${c.places.map((p) => p.name).join(' and ')}${c.placesCarried ? ' (named earlier in the conversation)' : ''}.`,
    );
  for (const role of c.roles) if (SIDES[role]) notes.push(`- The user ${SIDES[role]}.`);
  if (c.intent === 'restate')
    notes.push('- The user asks for your previous answer in another form (a checklist or a summary): restate it, add nothing new.');
  if (r.safety)
    notes.push(
      '- This is about personal safety: the safety steps (911, keeping a record, a protective order, hotlines) are already shown above your answer; do not repeat them.',
    );
  return notes;
}

/** The sources block appended to the system prompt for an on-topic question. */
export function groundingPrompt(index: KnowledgeIndex, r: Retrieval): string {
  const blocks: string[] = [];
  r.cited.forEach((s, i) => {
    const units = index.units.get(s.id)!;
    const ranked = (kind: 'point' | 'step', n: number) =>
      units
        .filter((u) => u.kind === kind)
        .map((u) => ({ u, score: index.unitScore(u, r.query) }))
        .sort((a, b) => b.score - a.score || a.u.order - b.u.order)
        .slice(0, n)
        .sort((a, b) => a.u.order - b.u.order)
        .map(({ u }) => `- ${u.text}`);
    blocks.push(
      [
        `[${i + 1}] "${s.title}"`,
        s.summary,
        'Points:',
        ...ranked('point', POINTS_PER_SECTION),
        'Steps:',
        ...ranked('step', STEPS_PER_SECTION),
      ].join('\n'),
    );
  });
  const facts = r.places.flatMap((p) => stateFacts(p, r.tables).map((f) => ({ place: p, f })));
  if (facts.length) {
    const n = r.cited.length + 1;
    const names = [...new Set(facts.map(({ place }) => place.name))].join(' and ');
    blocks.push(
      [
        `[${n}] Casebook state tables for ${names} (${r.tables.map((t) => TABLE_TITLES[t]).join(', ')}; checked ${tablesChecked(r.tables)})`,
        ...facts.map(({ place, f }) => `- ${place.name} — ${f.text}${f.source ? ` (source: ${f.source.citation})` : ''}`),
      ].join('\n'),
    );
  } else if (r.places.length) {
    blocks.push(
      `Casebook's state tables (${Object.values(TABLE_TITLES).join(', ')}) have nothing on this question for ${r.places.map((p) => p.name).join(' and ')}; say so rather than guessing that state's rule.`,
    );
  }
  const state = conversationNotes(r);
  return [
    ...(state.length ? ['What the conversation so far tells:', ...state, ''] : []),
    "Sources for this question, from Casebook's knowledge base and state tables. Answer from them: cite each claim inline with its source number in square brackets, like [1], at the end of the sentence or bullet (these numbers are the only bracketed text allowed besides personal-data placeholders). Do not cite anything else. If the sources do not cover part of the question, say so plainly instead of guessing.",
    '',
    ...blocks.flatMap((b) => [b, '']),
  ]
    .join('\n')
    .trim();
}
