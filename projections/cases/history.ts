// The case's history (GET /api/audit/cases/:id; auditor, admin, owner): every event of its stream
// with who did it, when and what, the case as it was right after it (folded from the stream with
// the casework module's own evolve), and whether the stream's hash chain verifies — on its own and
// against the latest anchor that pins its head.
import type { Knex } from 'knex';
import type { Anchoring } from '../../infra/eventstore/anchors.js';
import { verifyChain } from '../../infra/eventstore/hash-chain.js';
import { positionToString, type RecordedEvent } from '../../infra/eventstore/types.js';
import {
  CASE_EVENT_LABELS,
  CASE_STATUS_LABELS,
  CHAIN_MESSAGES,
  caseTypeLabel,
  evolveCase,
  initialCase,
  snapshotOf,
  type Case,
  type CaseEvent,
  type CaseEventType,
  type CaseHistoryResponse,
  type ChainStatus,
  type HistoryActor,
  type HistoryEntry,
} from '../../modules/casework/index.js';

type Role = NonNullable<HistoryActor['role']>;
type People = Map<number, { username: string; role: Role }>;

/** The people an event names as its author. */
function authorId(e: CaseEvent): number | null {
  switch (e.type) {
    case 'CaseSubmitted':
      return e.data.userId;
    case 'CaseDocumentAttached':
      return e.data.attachedBy;
    case 'CaseDocumentRemoved':
      return e.data.removedBy;
    case 'CasePaymentStarted':
      return e.data.startedBy;
    case 'AnalysisRequested':
      return e.data.requestedBy;
    case 'ReviewStarted':
      return e.data.startedBy;
    case 'FactsConfirmed':
      return e.data.confirmedBy;
    case 'CaseCompleted':
      return e.data.completedBy;
    case 'CommentPosted':
      return e.data.authorId;
    default:
      return null;
  }
}

function actorOf(e: CaseEvent, people: People): HistoryActor {
  if (e.type === 'CasePaid' || e.type === 'CasePaymentFailed')
    return { kind: 'payment-provider', userId: null, role: null, name: 'Payment provider' };
  if (e.type === 'AnalysisCompleted')
    return { kind: 'ai', userId: null, role: null, name: `AI analysis (${e.data.provenance.engine}, ${e.data.provenance.model})` };
  if (e.type === 'AnalysisFailed') return { kind: 'ai', userId: null, role: null, name: `AI analysis (${e.data.engine})` };
  const id = authorId(e);
  if (id === null)
    return {
      kind: 'system',
      userId: null,
      role: null,
      name: e.type === 'AnalysisRequested' && e.data.reason === 'retry' ? 'Casebook (retry)' : 'Casebook',
    };
  const person = people.get(id);
  const role = e.type === 'CommentPosted' ? e.data.authorRole : (person?.role ?? null);
  return { kind: 'person', userId: id, role, name: person?.username ?? null };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function whatOf(e: CaseEvent, who: HistoryActor): string {
  const by = who.name ? ` by ${who.name}` : '';
  switch (e.type) {
    case 'CaseSubmitted': {
      const title = e.data.pii ? `“${e.data.pii.caseTitle}” (${e.data.pii.caseNumber})` : 'The case';
      return `${title} was submitted${by}: ${e.data.caseCategory} case, ${caseTypeLabel(e.data.caseCategory, e.data.caseType)}, fee ${money(e.data.amountCents)}.`;
    }
    case 'CaseDocumentAttached':
      return `Document ${e.data.pii ? `“${e.data.pii.name}” ` : ''}attached${by} (${e.data.contentType}, ${e.data.size} bytes).`;
    case 'CaseDocumentRemoved':
      return `A document was removed${by}.`;
    case 'CasePaymentStarted':
      return `Payment of ${money(e.data.amountCents)} started${by}.`;
    case 'CasePaid':
      return `The payment provider confirmed the payment of ${money(e.data.amountCents)}; the case is ${CASE_STATUS_LABELS.submitted}.`;
    case 'CasePaymentFailed':
      return `The payment provider reported a failed payment${e.data.reason ? `: ${e.data.reason}` : ''}.`;
    case 'AnalysisRequested':
      return e.data.reason === 'paid'
        ? `The mock-jury analysis was requested after payment (run ${e.data.run}, ${e.data.engine} engine).`
        : e.data.reason === 'rerun'
          ? `A re-run of the analysis was requested${by} (run ${e.data.run}, ${e.data.engine} engine).`
          : `The analysis was tried again (run ${e.data.run}, attempt ${e.data.attempt}).`;
    case 'AnalysisCompleted':
      return `The analysis finished (run ${e.data.run}): ${e.data.successProbability}% probability of success${e.data.interval ? ` (${e.data.interval.low}–${e.data.interval.high}%)` : ''}, ${e.data.confidenceLevel} confidence, decided by ${e.data.decisionMaker === 'judge' ? 'a simulated bench' : 'a simulated jury'} on the ${e.data.factsStatus === 'confirmed' ? 'facts the client confirmed' : e.data.factsStatus === 'extracted' ? 'facts as extracted (not reviewed by the client)' : 'form'}; facts read by ${e.data.provenance.reader ? `${e.data.provenance.reader.engine} (${e.data.provenance.reader.model})` : 'the engine'}, weighed by ${e.data.provenance.model}, version ${e.data.provenance.promptVersion}.`;
    case 'AnalysisFailed':
      return `The analysis failed (run ${e.data.run}, attempt ${e.data.attempt}): ${e.data.error}${e.data.willRetry ? ' It will be tried again.' : ''}`;
    case 'FactsConfirmed':
      return `The client reviewed the fact sheet (read by the ${e.data.reader} engine) and confirmed it${by}, with ${e.data.corrections} correction${e.data.corrections === 1 ? '' : 's'}${e.data.pii ? `: ${e.data.pii.confirmed.people.length} people, ${e.data.pii.confirmed.evidence.length} pieces of evidence` : ''}.`;
    case 'ReviewStarted':
      return `Review started${by}.`;
    case 'CaseCompleted':
      return `The case was marked as completed${by}.`;
    case 'CommentPosted':
      return `Comment posted${by}.`;
  }
}

async function peopleOf(knex: Knex, ids: number[]): Promise<People> {
  const people: People = new Map();
  if (ids.length === 0) return people;
  const rows: { id: number; username: string; role: Role }[] = await knex('users_view').whereIn('id', ids).select('id', 'username', 'role');
  for (const r of rows) people.set(r.id, { username: r.username, role: r.role });
  return people;
}

/** The stream's chain, and the latest anchor's hold on it. */
export async function chainOf(raw: readonly RecordedEvent[], stream: string, anchors: Anchoring): Promise<ChainStatus> {
  const chain = verifyChain(raw);
  const all = await anchors.list();
  const latest = all.at(-1);
  const proof = latest ? await anchors.proof(latest.seq, stream) : undefined;
  const anchorChainOk = anchors.verifyAnchorChain(all).ok;
  const anchored = Boolean(proof && proof.included && proof.streamMatches && anchorChainOk);
  const verified = chain.ok && (!proof || anchored);
  return {
    verified,
    anchored,
    anchor: proof
      ? { seq: proof.anchor.seq, createdAt: proof.anchor.createdAt, version: proof.leaf.version, hash: proof.anchor.hash }
      : null,
    unanchoredEvents: proof ? Math.max(0, raw.length - proof.leaf.version) : raw.length,
    message: !verified ? CHAIN_MESSAGES.broken : anchored ? CHAIN_MESSAGES.verifiedAnchored : CHAIN_MESSAGES.notAnchored,
    brokenAt: chain.ok ? (proof && !anchored ? (proof.leaf.version ?? null) : null) : (chain.firstBadVersion ?? null),
  };
}

export async function caseHistory(
  deps: { knex: Knex; anchors: Anchoring },
  caseId: number,
  stream: string,
  events: readonly RecordedEvent[],
  raw: readonly RecordedEvent[],
): Promise<CaseHistoryResponse> {
  const domain = events.map((r) => ({ type: r.type, data: r.data }) as CaseEvent);
  const ids = [...new Set(domain.map(authorId).filter((id): id is number => id !== null))];
  const people = await peopleOf(deps.knex, ids);
  let state: Case = initialCase;
  const entries: HistoryEntry[] = [];
  events.forEach((r, i) => {
    const e = domain[i]!;
    state = evolveCase(state, e);
    if (state.status === 'none') return;
    const who = actorOf(e, people);
    entries.push({
      version: r.version,
      position: positionToString(r.position),
      eventId: r.id,
      type: r.type as CaseEventType,
      label: CASE_EVENT_LABELS[r.type as CaseEventType] ?? r.type,
      at: r.createdAt,
      who,
      what: whatOf(e, who),
      data: r.data,
      stateAfter: snapshotOf(state),
      hash: r.hash,
      prevHash: r.prevHash,
    });
  });
  return { caseId, stream, events: entries, chain: await chainOf(raw, stream, deps.anchors), generatedAt: new Date().toISOString() };
}
