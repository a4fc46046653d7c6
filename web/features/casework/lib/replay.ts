import { plural } from '../../../lib/plural';
import type { EvidenceItem, FactSheet, Flag } from '../../../../modules/casework/contract';
import { factSheetSchema } from '../../../../modules/casework/result-contract';
import { type CaseHistoryResponse, type HistoryActor, type HistoryEntry } from '../../../../modules/casework/history-contract';
import { DETENTION_WORDS, EVIDENCE_KIND_WORDS, directionWords, familyFactorWords, sideWords, whoseWords } from './fact-words';

/** 'ivy.investigator (investigator)', 'AI analysis (offline)', 'Payment provider (test)', 'Erased user'. */
export function actorName(who: HistoryActor): string {
  if (who.kind === 'person') {
    const name = who.name ?? 'Erased user';
    return who.role ? `${name} (${who.role})` : name;
  }
  return who.name ?? (who.kind === 'ai' ? 'AI analysis' : who.kind === 'payment-provider' ? 'Payment provider' : 'System');
}

/** The entry to show: the one picked, else the latest. */
export function selectedEntry(events: readonly HistoryEntry[], version: number | undefined): HistoryEntry | undefined {
  return events.find((e) => e.version === version) ?? events.at(-1);
}

/** The export: the server's answer as it came, pretty-printed, under a name saying which case and when. */
export function historyExport(history: CaseHistoryResponse): { fileName: string; json: string } {
  const stamp = history.generatedAt.replace(/[:.]/g, '-');
  return { fileName: `case-${history.caseId}-history-${stamp}.json`, json: `${JSON.stringify(history, null, 2)}\n` };
}

// ───────────────────────────────────────────────────────────── FactsConfirmed (issue 25)

const READER_WORDS = { offline: 'the offline fact reader', openai: 'the OpenAI fact reader' } as const;

export interface FactsConfirmedWords {
  /** 'The client confirmed the facts read by the offline fact reader, with 2 corrections.' */
  summary: string;
  /** Each correction in words ('Bo Chen: not known → for the client'); empty when none or erased. */
  changes: string[];
  /** The warnings and notes the reader raised. */
  flags: string[];
  /** The personal data was erased: only the counts remain. */
  erased: boolean;
}

const sheetOf = (value: unknown): FactSheet | null => {
  const parsed = factSheetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The changes from the sheet as read to the sheet as confirmed, in words (staff's: 'the client'). */
export function factChanges(extracted: FactSheet, confirmed: FactSheet): string[] {
  const out: string[] = [];
  const arrow = (a: string, b: string) => `${a} → ${b}`;
  if (extracted.clientRole !== confirmed.clientRole) out.push(`Role: ${arrow(extracted.clientRole, confirmed.clientRole)}`);
  if ((extracted.clientParent ?? 'unknown') !== (confirmed.clientParent ?? 'unknown'))
    out.push(`Parent: ${arrow(extracted.clientParent ?? 'not known', confirmed.clientParent ?? 'not known')}`);
  if (extracted.otherPartyIsParent !== confirmed.otherPartyIsParent) {
    const words = (v: boolean | undefined) => (v === undefined ? 'not known' : v ? 'a parent' : 'not a parent');
    out.push(`Other party: ${arrow(words(extracted.otherPartyIsParent), words(confirmed.otherPartyIsParent))}`);
  }
  if (extracted.modification !== confirmed.modification) {
    const words = (v: boolean | undefined) => (v === undefined ? 'not known' : v ? 'a change of an order' : 'a first order');
    out.push(`The case asks for: ${arrow(words(extracted.modification), words(confirmed.modification))}`);
  }
  if (extracted.incomeGivenUpBy !== confirmed.incomeGivenUpBy) {
    const words = (v: 'client' | 'other' | undefined) => (v === undefined ? 'no one' : v === 'client' ? 'the client' : 'the other party');
    out.push(`Income given up by choice: ${arrow(words(extracted.incomeGivenUpBy), words(confirmed.incomeGivenUpBy))}`);
  }

  const before = new Map(extracted.people.map((p) => [p.id, p]));
  const after = new Map(confirmed.people.map((p) => [p.id, p]));
  for (const p of confirmed.people) {
    const old = before.get(p.id);
    if (!old) out.push(`Person added: ${p.name} (${sideWords(p.side, 'staff').toLowerCase()})`);
    else if (old.side !== p.side)
      out.push(`${p.name}: ${arrow(sideWords(old.side, 'staff').toLowerCase(), sideWords(p.side, 'staff').toLowerCase())}`);
  }
  for (const p of extracted.people) if (!after.has(p.id)) out.push(`Person removed: ${p.name}`);

  const evBefore = new Map(extracted.evidence.map((e) => [e.id, e]));
  const evAfter = new Map(confirmed.evidence.map((e) => [e.id, e]));
  const evName = (e: EvidenceItem) => `${EVIDENCE_KIND_WORDS[e.kind]}${e.summary ? ` (${e.summary})` : ''}`;
  for (const e of confirmed.evidence) {
    const old = evBefore.get(e.id);
    if (!old) {
      out.push(`Evidence added: ${evName(e)}, ${directionWords(e.direction, 'staff').toLowerCase()}`);
      continue;
    }
    if (old.direction !== e.direction)
      out.push(
        `${evName(e)}: ${arrow(directionWords(old.direction, 'staff').toLowerCase(), directionWords(e.direction, 'staff').toLowerCase())}`,
      );
    if (old.whose !== e.whose) {
      const w = (item: EvidenceItem) => whoseWords(item, confirmed.people, 'staff') || 'not said';
      out.push(`${evName(e)}: made ${arrow(w(old), w(e))}`);
    }
  }
  for (const e of extracted.evidence) if (!evAfter.has(e.id)) out.push(`Evidence removed: ${evName(e)}`);

  const chargesBefore = extracted.charges.map((c) => c.text);
  const chargesAfter = confirmed.charges.map((c) => c.text);
  for (const c of chargesAfter) if (!chargesBefore.includes(c)) out.push(`Charge added: ${c}`);
  for (const c of chargesBefore) if (!chargesAfter.includes(c)) out.push(`Charge removed: ${c}`);

  if (extracted.priorRecord.count !== confirmed.priorRecord.count)
    out.push(
      `Prior convictions: ${arrow(String(extracted.priorRecord.count ?? 'not known'), String(confirmed.priorRecord.count ?? 'not known'))}`,
    );
  if (extracted.procedural.detention !== confirmed.procedural.detention)
    out.push(
      `Detention: ${arrow(DETENTION_WORDS[extracted.procedural.detention].toLowerCase(), DETENTION_WORDS[confirmed.procedural.detention].toLowerCase())}`,
    );
  if (extracted.procedural.suppressionIssue !== confirmed.procedural.suppressionIssue)
    out.push(confirmed.procedural.suppressionIssue ? 'A suppression issue was added' : 'The suppression issue was removed');

  confirmed.familyFactors.forEach((f) => {
    const old = extracted.familyFactors.find((o) => o.key === f.key);
    const name = familyFactorWords(f.key, 'staff');
    if (!old) out.push(`Factor added: ${name}, ${directionWords(f.direction, 'staff').toLowerCase()}`);
    else if (old.direction !== f.direction)
      out.push(
        `${name}: ${arrow(directionWords(old.direction, 'staff').toLowerCase(), directionWords(f.direction, 'staff').toLowerCase())}`,
      );
  });
  for (const f of extracted.familyFactors)
    if (!confirmed.familyFactors.some((c) => c.key === f.key)) out.push(`Factor removed: ${familyFactorWords(f.key, 'staff')}`);
  return out;
}

/** A FactsConfirmed event in words: who confirmed what the reader read, and how many corrections. */
export function factsConfirmedWords(data: Record<string, unknown>): FactsConfirmedWords {
  const reader = data.reader === 'openai' || data.reader === 'offline' ? READER_WORDS[data.reader] : 'the fact reader';
  const corrections = typeof data.corrections === 'number' ? data.corrections : null;
  const counted = corrections === null ? '' : corrections === 0 ? ', unchanged' : `, with ${plural(corrections, 'correction')}`;
  const pii = data.pii && typeof data.pii === 'object' ? (data.pii as Record<string, unknown>) : null;
  const extracted = pii ? sheetOf(pii.extracted) : null;
  const confirmed = pii ? sheetOf(pii.confirmed) : null;
  const flags =
    pii && Array.isArray(pii.flags)
      ? pii.flags.flatMap((f) => (f && typeof f === 'object' && typeof (f as Flag).message === 'string' ? [(f as Flag).message] : []))
      : [];
  return {
    summary: `The client reviewed and confirmed the facts read by ${reader}${counted}.`,
    changes: extracted && confirmed ? factChanges(extracted, confirmed) : [],
    flags,
    erased: !pii,
  };
}
