// The fact sheet's application layer: read a case's facts (the form, the narrative and the text of
// its attached documents) with the configured engine's reader, show them to the owner, record the
// owner's confirmed corrections (FactsConfirmed), and hand the analysis the sheet it weighs.
import type { CommandContext } from '../../infra/eventstore/event.js';
import type { DocumentKind, ExtractedText, ExtractionLimits } from '../../infra/documents/types.js';
import { ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import { inputHash } from './jury/canonical.js';
import type { ReadFacts, SheetToWeigh } from './jury/limits.js';
import { parseCaseFacts, type CaseFactsInput } from './jury/types.js';
import { MESSAGES } from './contract.js';
import { loadCase, runCase, type CaseworkDeps } from './commands.js';
import { mayRead, type OpenCase, type Viewer } from './decider.js';
import {
  factSheetSchema,
  type ConfirmFacts,
  type FactSheet,
  type FactsView,
  type Flag,
  type ReaderDocument,
} from './understanding/fact-sheet.js';

/** Reads an attached document's text (the documents pipeline's killable extraction pool). */
export interface CaseExtractor {
  extract(bytes: Uint8Array, kind: DocumentKind, limits?: Partial<ExtractionLimits>): Promise<ExtractedText>;
}

export type FactsDeps = CaseworkDeps & {
  /** The extraction pool where this process has one (the worker; `--role all`); without it documents are read when the analysis runs. */
  extractor?: CaseExtractor | undefined;
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
  };
}

const KIND_OF: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

/** A document's text never changes for its id: kept per process, at most this many. */
const TEXTS_KEPT = 200;
const texts = new Map<string, string>();
/** The reader's answer for the same inputs (an external model is slow and costs money). */
const READS_KEPT = 200;
const reads = new Map<string, ReadFacts>();

const remember = <V>(map: Map<string, V>, max: number, key: string, value: V) => {
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
};

/** Text of a case's documents, as far as this process can read them; a document it cannot read is flagged. */
export async function documentsOf(deps: FactsDeps, c: OpenCase): Promise<{ documents: ReaderDocument[]; flags: Flag[] }> {
  const documents: ReaderDocument[] = [];
  const flags: Flag[] = [];
  if (!c.documents.length) return { documents, flags };
  if (!deps.extractor) {
    flags.push({
      code: 'document-unreadable',
      severity: 'info',
      message: 'The attached documents are read when the analysis runs; this review shows what the form and the description say.',
    });
    return { documents, flags };
  }
  for (const d of c.documents) {
    const name = d.name ?? 'an attached document';
    let text = texts.get(d.documentId);
    if (text === undefined) {
      try {
        const file = await deps.storage.get(d.storageKey);
        const kind = KIND_OF[d.contentType];
        if (!file || !kind) throw new Error('missing');
        // Scans are read too, within a short budget: the review must not wait on a hard image.
        const extracted = await deps.extractor.extract(new Uint8Array(file.bytes), kind, {
          timeoutMs: 30_000,
          maxOcrPages: 3,
          maxTextChars: 60_000,
        });
        text = extracted.text;
        remember(texts, TEXTS_KEPT, d.documentId, text);
      } catch (err) {
        deps.logger.warn(
          { caseId: c.caseId, documentId: d.documentId, err: (err as Error).message },
          'casework: a case document could not be read for the fact sheet',
        );
        text = '';
      }
    }
    if (text.trim()) documents.push({ name, text });
    else
      flags.push({
        code: 'document-unreadable',
        severity: 'info',
        message: `No text could be read from ${name}; the facts come from the form and the description.`,
      });
  }
  return { documents, flags };
}

/** The reader's sheet for the case as it stands (cached by the inputs' hash). */
export async function extractFacts(deps: FactsDeps, c: OpenCase, signal?: AbortSignal): Promise<ReadFacts> {
  const raw = factsOf(c);
  if (!raw) throw new NotFoundError(MESSAGES.caseNotFound);
  const facts = parseCaseFacts(raw);
  const { documents, flags } = await documentsOf(deps, c);
  const key = `${deps.jury.kind}|${inputHash(facts)}|${c.documents.map((d) => d.documentId).join(',')}|${documents.length}`;
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
  const read = await extractFacts(deps, c, signal);
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
  const extracted = read.facts;
  // The reader's bookkeeping stays the server's; a family matter's decision-maker is the court's.
  const confirmed = factSheetSchema.parse({
    ...extracted,
    clientRole: state.caseCategory === 'criminal' ? 'defendant' : body.clientRole,
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
