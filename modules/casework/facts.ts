// The fact sheet's application layer: read a case's facts (the form, the narrative and the text of
// its attached documents) with the configured engine's reader, show them to the owner, record the
// owner's confirmed corrections (FactsConfirmed), and hand the analysis the sheet it weighs.
import type { CommandContext } from '../../infra/eventstore/event.js';
import { ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import { inputHash } from './jury/canonical.js';
import type { ReadFacts, SheetToWeigh } from './jury/limits.js';
import { parseCaseFacts, type CaseFactsInput } from './jury/types.js';
import { MESSAGES } from './contract.js';
import { loadCase, runCase, type CaseworkDeps } from './commands.js';
import { mayRead, type OpenCase, type Viewer } from './decider.js';
import { readingsOf, type CaseDocumentQueue } from './document-reading.js';
import {
  factSheetSchema,
  type ConfirmFacts,
  type FactSheet,
  type FactsView,
  type Flag,
  type ReaderDocument,
} from './understanding/fact-sheet.js';

export type FactsDeps = CaseworkDeps & {
  /** The documents module's queue, which reads attached documents in their turn (decision 0055). */
  reading?: CaseDocumentQueue | undefined;
};

/** The case's facts as the jury engine reads them (the form's fields). */
export function factsOf(c: OpenCase): CaseFactsInput | undefined {
  const f = c.fields;
  if (!f) return undefined;
  return {
    caseCategory: c.caseCategory,
    caseType: c.caseType,
    caseTitle: f.caseTitle,
    caseDescription: f.caseDescription,
    state: c.state,
    city: f.city,
    clientName: f.clientName,
    courtName: f.courtName,
    judgeAssigned: f.judgeAssigned,
    filingDate: f.filingDate,
    hearingDate: f.hearingDate,
    opposingParty: f.opposingParty,
    opposingCounsel: f.opposingCounsel,
    keyWitnesses: f.keyWitnesses,
    additionalFactors: f.additionalFactors,
    criminal: c.caseCategory === 'criminal' ? f.criminal : undefined,
    family: c.caseCategory === 'family' ? f.family : undefined,
    civil: c.caseCategory === 'civil' ? f.civil : undefined,
  };
}

/** The reader's answer for the same inputs (an external model is slow and costs money). */
const READS_KEPT = 200;
const reads = new Map<string, ReadFacts>();

const remember = <V>(map: Map<string, V>, max: number, key: string, value: V) => {
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
};

/**
 * How long the analysis waits for its documents still in the queue: not at all. Analyses are one
 * reaction taken in order, so any wait on one case's documents holds every other case's analysis;
 * the analysis weighs the documents read so far and its flags name the others (a 10 s wait made
 * the casework API tests' analyses late on a loaded machine).
 */
export const ANALYSIS_WAITS_FOR_DOCUMENTS_MS = 0;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

/**
 * Text of a case's documents as the queue has read them; a document still waiting or being read,
 * or one that could not be read, is flagged. `waitMs`: wait that long for the waiting ones first
 * (the analysis; the review shows what is read now).
 */
export async function documentsOf(
  deps: FactsDeps,
  c: OpenCase,
  opts: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<{ documents: ReaderDocument[]; flags: Flag[] }> {
  const documents: ReaderDocument[] = [];
  const flags: Flag[] = [];
  if (!c.documents.length) return { documents, flags };
  const ids = c.documents.map((d) => d.documentId);
  let readings = await readingsOf(deps, ids);
  const deadline = Date.now() + (opts.waitMs ?? 0);
  const pending = () => [...readings.values()].some((r) => r.state === 'waiting' || r.state === 'reading');
  while (pending() && Date.now() < deadline && !opts.signal?.aborted) {
    await sleep(1_000, opts.signal);
    readings = await readingsOf(deps, ids);
  }
  for (const d of c.documents) {
    const name = d.name ?? 'an attached document';
    const r = readings.get(d.documentId);
    if (r?.state === 'read') documents.push({ name, text: r.text });
    else if (r?.state === 'failed')
      flags.push({
        code: 'document-unreadable',
        severity: 'info',
        message: `No text could be read from ${name} (${r.error.replace(/\.$/, '')}); the facts come from the form and the description.`,
      });
    else
      flags.push({
        code: 'document-unreadable',
        severity: 'info',
        message: `${name} is ${r?.state === 'reading' ? 'being read' : 'waiting its turn to be read'}; until it is, the facts come from the form and the description.`,
      });
  }
  return { documents, flags };
}

/** The reader's sheet for the case as it stands (cached by the inputs' hash). */
export async function extractFacts(deps: FactsDeps, c: OpenCase, signal?: AbortSignal, waitMs = 0): Promise<ReadFacts> {
  const raw = factsOf(c);
  if (!raw) throw new NotFoundError(MESSAGES.caseNotFound);
  const facts = parseCaseFacts(raw);
  const { documents, flags } = await documentsOf(deps, c, { waitMs, ...(signal ? { signal } : {}) });
  // The documents read and the notes on those not read (waiting, failed) are part of the inputs.
  const key = `${deps.jury.kind}|${inputHash(facts)}|${c.documents.map((d) => d.documentId).join(',')}|${documents.length}|${flags.map((f) => f.message).join('|')}`;
  const cached = reads.get(key);
  if (cached) return cached;
  const read = await deps.jury.read(facts, documents, { signal });
  const answer = { facts: read.facts, flags: [...read.flags, ...flags] };
  remember(reads, READS_KEPT, key, answer);
  return answer;
}

/** The sheet the analysis weighs: the confirmed one, or a fresh extraction. */
export async function sheetToWeigh(deps: FactsDeps, c: OpenCase, signal?: AbortSignal): Promise<SheetToWeigh> {
  if (c.confirmedFacts) return { facts: c.confirmedFacts.facts, flags: c.confirmedFacts.flags, status: 'confirmed' };
  // The analysis weighs the documents read so far; those still in the queue are flagged.
  const read = await extractFacts(deps, c, signal, ANALYSIS_WAITS_FOR_DOCUMENTS_MS);
  return { ...read, status: 'extracted' };
}

const editableBy = (c: OpenCase, viewer: Viewer) => c.userId === viewer.id && c.payment.status !== 'paid' && c.runs.length === 0;

/** GET …/facts: the owner, or staff once paid. */
export async function factsView(deps: FactsDeps, caseId: number, viewer: Viewer): Promise<FactsView> {
  const { state } = await loadCase(deps, caseId);
  if (state.status === 'none') throw new NotFoundError(MESSAGES.caseNotFound);
  if (!mayRead({ userId: state.userId, paymentStatus: state.payment.status }, viewer)) throw new ForbiddenError(MESSAGES.accessDenied);
  if (!state.fields) throw new NotFoundError(MESSAGES.caseNotFound);
  if (state.confirmedFacts) {
    return {
      status: 'confirmed',
      facts: state.confirmedFacts.facts,
      flags: state.confirmedFacts.flags,
      confirmedAt: state.confirmedFacts.confirmedAt,
      editable: editableBy(state, viewer),
    };
  }
  const read = await extractFacts(deps, state);
  return { status: 'extracted', facts: read.facts, flags: read.flags, confirmedAt: null, editable: editableBy(state, viewer) };
}

/** How many of the reviewable parts the owner changed. */
export function countCorrections(before: FactSheet, after: FactSheet): number {
  let n = 0;
  if (before.clientRole !== after.clientRole) n++;
  if ((before.clientParent ?? 'unknown') !== (after.clientParent ?? 'unknown')) n++;
  if (before.otherPartyIsParent !== after.otherPartyIsParent) n++;
  if (Boolean(before.modification) !== Boolean(after.modification)) n++;
  if (before.incomeGivenUpBy !== after.incomeGivenUpBy) n++;
  if (
    before.selfDefence?.aggressor !== after.selfDefence?.aggressor ||
    Boolean(before.selfDefence?.homeEntry) !== Boolean(after.selfDefence?.homeEntry) ||
    Boolean(before.selfDefence?.unlawfulActivity) !== Boolean(after.selfDefence?.unlawfulActivity)
  )
    n++;
  const byId = <T extends { id: string }>(xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
  const people = byId(before.people);
  for (const p of after.people) {
    const was = people.get(p.id);
    if (!was || was.side !== p.side || was.role !== p.role) n++;
  }
  n += before.people.filter((p) => !after.people.some((x) => x.id === p.id)).length;
  const evidence = byId(before.evidence);
  for (const e of after.evidence) {
    const was = evidence.get(e.id);
    if (!was || was.direction !== e.direction || was.kind !== e.kind || was.whose !== e.whose) n++;
  }
  n += before.evidence.filter((e) => !after.evidence.some((x) => x.id === e.id)).length;
  if (JSON.stringify(before.charges) !== JSON.stringify(after.charges)) n++;
  if (before.priorRecord.count !== after.priorRecord.count) n++;
  if (
    before.procedural.detention !== after.procedural.detention ||
    before.procedural.suppressionIssue !== after.procedural.suppressionIssue
  )
    n++;
  const factors = new Map(before.familyFactors.map((f) => [f.key, f]));
  for (const f of after.familyFactors) {
    const was = factors.get(f.key);
    if (!was || was.direction !== f.direction || was.value !== f.value) n++;
  }
  n += before.familyFactors.filter((f) => !after.familyFactors.some((x) => x.key === f.key)).length;
  return n;
}

/** PUT …/facts: the owner's corrections over the current extraction, recorded as FactsConfirmed. */
export async function confirmFacts(deps: FactsDeps, caseId: number, viewer: Viewer, body: ConfirmFacts, ctx: CommandContext) {
  const { state } = await loadCase(deps, caseId);
  if (state.status === 'none') throw new NotFoundError(MESSAGES.caseNotFound);
  if (state.userId !== viewer.id) {
    if (mayRead({ userId: state.userId, paymentStatus: state.payment.status }, viewer)) throw new ForbiddenError(MESSAGES.factsNotYours);
    throw new ForbiddenError(MESSAGES.accessDenied);
  }
  const read = state.confirmedFacts
    ? { facts: state.confirmedFacts.facts, flags: state.confirmedFacts.flags }
    : await extractFacts(deps, state);
  const { otherPartyIsParent: readOtherParty, modification: readModification, incomeGivenUpBy: readIncome, ...extracted } = read.facts;
  // A family matter's yes-or-no facts (whether the other party is the child's parent, whether the case
  // asks to change an order already made): the client's answer, null for "not known", or as read when
  // the body leaves it out. Other matters never carry them.
  const answered = <T>(sent: T | null | undefined, asRead: T | undefined): T | undefined =>
    state.caseCategory !== 'family' ? undefined : sent === undefined ? asRead : (sent ?? undefined);
  const otherPartyIsParent = answered(body.otherPartyIsParent, readOtherParty);
  const modification = answered(body.modification, readModification);
  const incomeGivenUpBy = answered(body.incomeGivenUpBy, readIncome);
  // The reader's bookkeeping stays the server's; a family matter's decision-maker is the court's.
  const confirmed = factSheetSchema.parse({
    ...extracted,
    ...(otherPartyIsParent !== undefined ? { otherPartyIsParent } : {}),
    ...(modification !== undefined ? { modification } : {}),
    ...(incomeGivenUpBy !== undefined ? { incomeGivenUpBy } : {}),
    // Criminal: the self-defence facts as the client answered them, or as read.
    ...(state.caseCategory === 'criminal' && body.selfDefence ? { selfDefence: body.selfDefence } : {}),
    // A civil client's role is the form's (plaintiff or defendant), as a criminal client's is always the defendant.
    clientRole: state.caseCategory === 'criminal' ? 'defendant' : state.caseCategory === 'civil' ? extracted.clientRole : body.clientRole,
    ...(body.clientParent ? { clientParent: body.clientParent } : {}),
    people: body.people,
    evidence: body.evidence,
    charges: state.caseCategory === 'criminal' ? body.charges : [],
    priorRecord: body.priorRecord,
    procedural: body.procedural,
    familyFactors: state.caseCategory === 'family' ? body.familyFactors : [],
  });
  // A flag the owner answered (a role now known, a side now chosen) no longer applies.
  const flags = read.flags.filter(
    (f) =>
      !(f.code === 'role-unknown' && confirmed.clientRole !== 'unknown') &&
      !(f.code === 'witness-side-unknown' && confirmed.people.every((p) => p.side !== 'unknown')),
  );
  const result = await runCase(
    deps,
    caseId,
    ctx,
    () => ({
      type: 'ConfirmFacts',
      extracted,
      confirmed,
      flags,
      corrections: countCorrections(extracted, confirmed),
      by: viewer,
      now: new Date().toISOString(),
    }),
    { piiSubject: state.userId },
  );
  return result;
}
