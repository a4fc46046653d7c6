// Composes the offline assistant's answer from a retrieval: the sentences of the top sections
// that best answer the question (not whole articles), each cited inline by the number of its
// source, the state facts the question needs, and the plain "outside what I can help with"
// answer below the relevance threshold. Light markup only (SPEC §2 Chat): a **heading** line,
// "- " bullets, "1. " numbered steps.
import type { KnowledgeSection } from './knowledge/index.js';
import { stateFacts, TABLE_TITLES, tablesChecked, type StateFact } from './knowledge/states/index.js';
import type { KnowledgeIndex, Retrieval, Unit } from './retrieval.js';
import { DECLINE_HEADING } from './conversation-state.js';
import { synonymsOf } from './synonyms.js';

/** The safety steps that lead every answer to a personal-safety question. */
export const SAFETY_LINES = [
  '**If you are in danger**',
  '- Call 911 now if you or someone else is at immediate risk.',
  '- Keep a record: save the texts, voicemails, photos and posts, and write down each incident with its date, time and place.',
  '- Ask your local court for a protective order (a restraining order); an advocate can help you file it, free.',
  '- National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788 (free, confidential, 24/7). For a crisis or thoughts of suicide, call or text 988.',
];

/** What the assistant can help with, one line per topic of the knowledge base. */
export function topicLines(sections: readonly KnowledgeSection[]): string[] {
  const topics = [...new Set(sections.map((s) => s.topic))];
  return topics.map((t) => {
    const titles = sections
      .filter((s) => s.topic === t)
      .slice(0, 4)
      .map((s) => s.title.toLowerCase());
    return `- ${t}: ${titles.join(', ')}`;
  });
}

/**
 * The previous answer in the form asked for ("as a checklist", "summarize that"): its own lines,
 * nothing new — the steps to tick off first, then what to keep in mind, with the same citations
 * and sources. The safety lines stay first when the answer had them.
 */
export function restateAnswer(previous: string, question: string): string {
  const lines = previous.split('\n');
  const safety = lines[0] === SAFETY_LINES[0] ? SAFETY_LINES : [];
  const rest = lines.slice(safety.length);
  const title = rest.find((l) => /^\*\*.+\*\*$/.test(l) && !/^\*\*(In |What to know|Next steps)/.test(l))?.slice(2, -2) ?? 'Your question';
  const steps = rest.filter((l) => /^\d+\. /.test(l)).map((l) => l.replace(/^\d+\. /, ''));
  const facts = rest.filter((l) => /^- /.test(l)).map((l) => l.slice(2));
  const lead = rest.find((l) => l && !l.startsWith('**') && !/^(- |\d+\. )/.test(l) && !l.startsWith('Sources'));
  const sources = rest.find((l) => l.startsWith('Sources'));
  const summary =
    /\b(summar(y|ise|ize)|tl;?dr|short(er)? version|in short|shorten|(make|keep) (it|that|this) (shorter|short|brief|simpler|simple)|(shorter|simpler)(?= please|[?.!]*$)|in simpler (words|terms)|simplify|briefly|brief(er)? version|sum (it|that|this) up|the gist|cliff ?notes|quick version|in (a few|fewer|one|two|three) (words|lines|sentences))\b/i.test(
      question,
    ) && !/check ?list|to-?do|step/i.test(question);
  const out: string[] = [...safety, ...(safety.length ? [''] : [])];
  if (summary) {
    out.push(`**In short: ${title.toLowerCase()}**`);
    if (lead) out.push(lead);
    if (facts.length) out.push('', ...facts.slice(0, 3).map((f) => `- ${f}`));
    if (steps.length) out.push('', `**First step:** ${steps[0]}`);
  } else {
    out.push(`**Checklist: ${title.toLowerCase()}**`);
    if (steps.length) out.push('**To do**', ...steps.map((t) => `- ☐ ${t}`), '');
    if (facts.length) out.push('**Keep in mind**', ...facts.map((t) => `- ☐ ${t}`), '');
    if (!steps.length && !facts.length && lead) out.push(`- ☐ ${lead}`, '');
  }
  if (sources) out.push('', sources);
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

export function greetingText(sections: readonly KnowledgeSection[], closing: string): string {
  return [
    '**How can I help with your investigation?**',
    'Ask me about a situation you are dealing with, for example:',
    ...topicLines(sections),
    '',
    closing,
  ].join('\n');
}

/** The answer below the relevance threshold: plain about it, and pointing to what it can do. */
export function outOfScopeText(_sections: readonly KnowledgeSection[], closing: string): string {
  // Short on purpose (issue 27): three lines and one example, not the whole table of contents,
  // then the footer every answer has (which engine answered).
  return [
    DECLINE_HEADING,
    'I help with investigations and legal process — evidence, surveillance and recording laws, safety, records, courts and working with an investigator — and nothing I know answers this, so I will not guess.',
    'Try describing your situation, for example: "Can I record a call with my landlord in Florida?"',
    '',
    closing,
  ].join('\n');
}

/** Said first when the question is in the domain but no section answers it closely. */
export const WEAK_INTRO =
  "I do not have a section on exactly this, so here is the closest general guidance I have. A lawyer (through legal aid or the state bar's referral service) can tell you how your state handles it, and a licensed investigator can help if facts need to be found.";

interface Pick {
  unit: Unit;
  score: number;
}

const MAX_POINTS = 5;
const MAX_STEPS = 4;

// Word-set overlap, to keep two near-identical sentences from both making the answer.
function similar(a: Unit, b: Unit): boolean {
  let shared = 0;
  for (const t of a.stems.keys()) if (b.stems.has(t)) shared++;
  const union = a.stems.size + b.stems.size - shared;
  return union > 0 && shared / union > 0.6;
}

export interface Composed {
  text: string;
  cited: KnowledgeSection[];
  facts: StateFact[];
}

export function composeAnswer(index: KnowledgeIndex, r: Retrieval, closing: string): Composed {
  const cited = r.cited;
  const sourceNo = new Map(cited.map((s, i) => [s.id, i + 1]));
  const cite = (u: Unit) => ` [${sourceNo.get(u.section.id)}]`;
  // A follow-up must add something: what the previous answer already said is left out, unless it
  // answers the follow-up's own words ("and what about the retainer?").
  const previous = r.previousAnswer ?? '';
  // The follow-up's own words count with their everyday synonyms ("cost" asks again about a "fee").
  const asking = [...r.ownStems, ...r.concepts, ...[...r.ownStems].flatMap(synonymsOf)].filter((t) => t !== 'not');
  const asksAgain = (u: Unit) => asking.some((t) => u.stems.has(t));
  const saidSet = new Set<Unit>();
  const said = { includes: (text: string) => [...saidSet].some((u) => u.text === text) };
  for (const s of cited) for (const u of index.units.get(s.id)!) if (previous.includes(u.text) && !asksAgain(u)) saidSet.add(u);
  const repeatPenalty = (u: Unit) => (saidSet.has(u) ? 0.1 : 1);
  // Sections lower in the ranking lend fewer sentences.
  const sectionWeight = new Map(cited.map((s, i) => [s.id, 1 / (1 + 0.35 * i)]));

  const scored: Pick[] = cited.flatMap((s) =>
    index.units.get(s.id)!.map((unit) => ({
      unit,
      score: index.unitScore(unit, r.query) * sectionWeight.get(s.id)! * repeatPenalty(unit),
    })),
  );
  const byScore = (a: Pick, b: Pick) => b.score - a.score || a.unit.order - b.unit.order;

  // The lead answers the question head-on: the top section's summary sentences that best match
  // it (its opening when none matches), or a point of that section that matches far better.
  // A follow-up leads with what the previous answer has not said yet.
  const top = cited[0]!;
  const topUnits = scored.filter((p) => p.unit.section === top && p.unit.kind !== 'step');
  const freshTop = topUnits.filter((p) => !said.includes(p.unit.text));
  const pool = freshTop.length ? freshTop : topUnits;
  const summaries = pool.filter((p) => p.unit.kind === 'summary').sort(byScore);
  const bestPoint = pool.filter((p) => p.unit.kind === 'point').sort(byScore)[0];
  const bestSummary = summaries[0]?.score ?? 0;
  const leadPicks: Pick[] = [];
  if (bestPoint && bestPoint.score > 0 && bestPoint.score > 1.5 * bestSummary) leadPicks.push(bestPoint);
  if (summaries[0]) leadPicks.push(summaries[0]);
  if (leadPicks.length === 1 && summaries[1] && summaries[1].score > 0) leadPicks.push(summaries[1]);
  if (leadPicks.length === 0) leadPicks.push([...pool].sort(byScore)[0]!);
  const kindRank = { summary: 0, point: 1, step: 2 };
  const lead = leadPicks.map((p) => p.unit).sort((a, b) => kindRank[a.kind] - kindRank[b.kind] || a.order - b.order);

  const perPlace = r.places.map((place) => ({ place, facts: stateFacts(place, r.tables) }));
  const facts = perPlace.flatMap((p) => p.facts);
  const chosen: Unit[] = [...lead];
  const perSection = new Map<string, number>();
  const points: Unit[] = [];
  for (const p of scored.filter((x) => x.unit.kind !== 'step' && !lead.includes(x.unit)).sort(byScore)) {
    if (points.length === MAX_POINTS) break;
    const n = perSection.get(p.unit.section.id) ?? 0;
    if ((p.unit.section !== top && n >= 2) || chosen.some((c) => similar(c, p.unit))) continue;
    // Once the best sentences are in, a sentence that matches nothing of the question only pads
    // (the top section's own sentences still belong to the topic asked about).
    if (p.score === 0 && (p.unit.section !== top || points.length >= (facts.length ? 2 : 4))) continue;
    if (said.includes(p.unit.text)) continue;
    points.push(p.unit);
    chosen.push(p.unit);
    perSection.set(p.unit.section.id, n + 1);
  }

  const stepPicks = scored
    .filter((p) => p.unit.kind === 'step' && (p.unit.section === top || p.score > 0) && !said.includes(p.unit.text))
    .sort(byScore);
  // The top section's steps lead (its first step is usually the most urgent); one step from
  // another cited section joins when it answers the question better.
  const topSteps = stepPicks.filter((p) => p.unit.section === top);
  const first = topSteps.find((p) => p.unit.order === 0);
  const topOrder = [...(first ? [first] : []), ...topSteps.filter((p) => p !== first)];
  const pickedTop = topOrder.slice(0, MAX_STEPS - 1);
  const other = stepPicks.find((p) => p.unit.section !== top && p.score > Math.min(...pickedTop.map((x) => x.score), Infinity));
  // The fourth step comes from the same order as the first three, so the first step is never listed twice.
  const steps = [...pickedTop, ...(other ? [other] : topOrder.slice(MAX_STEPS - 1, MAX_STEPS))]
    .map((p) => p.unit)
    // Steps read in the order their section gives them.
    .sort((a, b) => sourceNo.get(a.section.id)! - sourceNo.get(b.section.id)! || a.order - b.order);

  const used = new Set([...lead, ...points, ...steps].map((u) => u.section.id));
  const sources = cited.filter((s) => used.has(s.id));
  // Renumber so the cited sources run 1..n in the order they are listed.
  const renumber = new Map(sources.map((s, i) => [sourceNo.get(s.id)!, i + 1]));
  const fix = (line: string) => line.replace(/ \[(\d+)\]$/, (_, n: string) => ` [${renumber.get(Number(n))}]`);
  const stateSource = facts.some((f) => f.source) ? sources.length + 1 : undefined;

  const lines: string[] = [];
  if (r.safety) lines.push(...SAFETY_LINES, '');
  if (r.weak) lines.push(WEAK_INTRO, '');
  lines.push(`**${top.title}**`, fix(`${lead.map((u) => u.text).join(' ')}${cite(lead[0]!)}`));
  if (r.followUp && previous && r.places.length && facts.length) {
    lines.push(
      `The general points from my previous answer still apply; here is what is specific to ${r.places.map((p) => p.name).join(' and ')}.`,
    );
  }
  lines.push('');
  for (const { place, facts: mine } of perPlace) {
    lines.push(`**In ${place.name}**`);
    if (mine.length === 0) {
      lines.push(
        `- My state tables cover ${Object.values(TABLE_TITLES).join(', ')}; none of them answers this question for ${place.name}, so check the ${place.kind === 'state' ? 'state' : 'local'} court's or agency's own website.`,
      );
    }
    for (const f of mine) lines.push(`- ${f.text}${f.source && stateSource ? ` [${stateSource}]` : ''}`);
    lines.push('');
  }
  if (points.length) lines.push('**What to know**', ...points.map((u) => fix(`- ${u.text}${cite(u)}`)), '');
  if (steps.length) lines.push('**Next steps**', ...steps.map((u, i) => fix(`${i + 1}. ${u.text}${cite(u)}`)), '');
  else if (previous) lines.push('The next steps from my previous answer still apply.', '');
  const sourceList = sources.map((s, i) => `[${i + 1}] "${s.title}"`);
  if (stateSource) {
    const names = r.places.filter((p) => p.kind === 'state').map((p) => p.name);
    sourceList.push(
      `[${stateSource}] Casebook state tables for ${names.join(' and ')} (${r.tables.map((t) => TABLE_TITLES[t]).join(', ')}; checked ${tablesChecked(r.tables)})`,
    );
  }
  lines.push(`Sources (Casebook knowledge base): ${sourceList.join('; ')}.`, '', closing);
  return { text: lines.join('\n'), cited: sources, facts };
}
