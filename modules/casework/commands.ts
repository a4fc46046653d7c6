// Application layer of the casework module: look up the facts (a random free case id and a place
// in the client's daily allowance, the client's case numbers, billing's payment, the uploaded
// bytes), decide, append. Every command loads the case's own stream; nothing here reads a view.
import { createHash, randomUUID } from 'node:crypto';
import type { Platform } from '../../infra/platform.js';
import { keyedDigest } from '../../infra/crypto/view-cipher.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { loadState, runCommand, type CommandResult, type SnapshotPolicy } from '../../infra/eventstore/command.js';
import type { EventStore, RecordedEvent } from '../../infra/eventstore/types.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../infra/http/errors.js';
import { isStaff } from '../../infra/http/roles.js';
import { detectType } from '../../infra/documents/detect.js';
import type { JuryEngine } from './jury/limits.js';
import type { BillingApi, PaymentEvent } from '../billing/index.js';
import { paymentStream } from '../billing/index.js';
import { CASE_DOCUMENT_MAX_BYTES, MESSAGES, type CaseDocumentType, type CaseForm, type MarkPaidResponse } from './contract.js';
import { decide, evolve, initialCase, type Case, type CaseCommand, type OpenCase, type RetryPolicy, type Viewer } from './decider.js';
import { caseStream, type CaseEvent, type CaseFields } from './events.js';
import { reserveCaseId, takeSubmissionPlace } from './intake.js';
import type { DocumentsApi } from '../documents/index.js';

/**
 * The documents module's daily upload quota, which a case's attachments count toward: they are read
 * by the same pipeline (decision 0061).
 */
export type CaseUploadQuota = Pick<DocumentsApi, 'ensureUploadLeft' | 'countUpload'>;

export type CaseworkDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'runner' | 'logger' | 'storage' | 'cipher'> &
  Partial<Pick<Platform, 'snapshots'>> & {
    billing: Pick<BillingApi, 'startPayment' | 'syncPayment'>;
    jury: JuryEngine;
    /** The analysis's retry policy (tests shorten the waits). */
    retryPolicy?: RetryPolicy;
  };

const now = () => new Date().toISOString();

export const PURPOSE_KIND = 'case-analysis' as const;
export const purposeOf = (caseId: number) => ({ kind: PURPOSE_KIND, caseId });

export function loadCase(deps: Pick<CaseworkDeps, 'store'>, caseId: number) {
  return loadState<Case, CaseEvent>(deps.store, caseStream(caseId), evolve, initialCase);
}

/** Runs one command on a case; personal data is encrypted with the owner's key. */
export function runCase(
  deps: Pick<CaseworkDeps, 'store'>,
  caseId: number,
  ctx: CommandContext,
  command: (state: Case) => CaseCommand,
  opts: {
    piiSubject?: number | ((state: Case) => number | undefined);
    retries?: number;
    idempotencyName?: string;
    commutes?: boolean;
    snapshots?: SnapshotPolicy;
    onSnapshotError?: (err: unknown) => void;
  } = {},
): Promise<CommandResult<Case, CaseEvent>> {
  return runCommand<Case, CaseEvent>({
    store: deps.store,
    stream: caseStream(caseId),
    evolve,
    initial: initialCase,
    decide: (state) => decide(command(state), state),
    ctx,
    // Every event of a case is the owner's: their key (erasure shreds the whole case's text).
    piiSubject: opts.piiSubject,
    retries: opts.retries,
    idempotencyName: opts.idempotencyName,
    commutes: opts.commutes,
    snapshots: opts.snapshots,
    onSnapshotError: opts.onSnapshotError,
  });
}

/** Names the case fold (`Case` and `evolve` of decider.ts): change it whenever either changes, and older snapshots are ignored. */
export const CASE_SNAPSHOT_KEY = 'case-v2';
/** Case owners remembered per store (a case's owner never changes): at most this many. */
const OWNERS_KEPT = 10_000;
const ownersByStore = new WeakMap<EventStore, Map<number, number>>();

function ownersOf(store: EventStore): Map<number, number> {
  let owners = ownersByStore.get(store);
  if (!owners) ownersByStore.set(store, (owners = new Map()));
  return owners;
}

/**
 * Snapshots of a case, once its owner is known here: the snapshot holds the case's personal data,
 * so it is sealed with the owner's key (erasure makes it unreadable and the command folds the
 * stream). The first command on a case in a process folds it whole and learns its owner.
 */
function caseSnapshots(deps: Pick<CaseworkDeps, 'store' | 'snapshots'>, caseId: number): SnapshotPolicy | undefined {
  const owner = ownersOf(deps.store).get(caseId);
  if (!deps.snapshots || owner === undefined) return undefined;
  return { store: deps.snapshots, key: CASE_SNAPSHOT_KEY, every: 20, piiSubject: owner };
}

function rememberOwner(store: EventStore, caseId: number, state: Case): void {
  if (state.status === 'none') return;
  const owners = ownersOf(store);
  if (owners.has(caseId)) return;
  owners.set(caseId, state.userId);
  if (owners.size > OWNERS_KEPT) owners.delete(owners.keys().next().value!);
}

/** The owner of an existing case (its stream), for the piiSubject of later events. */
async function ownerOf(deps: Pick<CaseworkDeps, 'store'>, caseId: number): Promise<{ state: OpenCase }> {
  const { state } = await loadCase(deps, caseId);
  if (state.status === 'none') throw new NotFoundError(MESSAGES.caseNotFound);
  return { state };
}

/** Checks a command against the current state without appending (refusals before side effects). */
function precheck(state: Case, command: CaseCommand): void {
  decide(command, state);
}

// ───────────────────────────────────────────────────────────────────────────── submitting

/** Case numbers compare trimmed, case-insensitively and with runs of spaces as one. */
const numberText = (userId: number, caseNumber: string) => `${userId}|${caseNumber.trim().replace(/\s+/g, ' ').toUpperCase()}`;

/** The prefix of a keyed case number key (decision 0074); a key without it is the unkeyed form of before. */
export const CASE_NUMBER_KEY_PREFIX = 'k1:';

/**
 * A client's case number as its uniqueness key (`casework_case_numbers.number_key`, CaseSubmitted's
 * `caseNumberKey`): an HMAC under a key derived from the client's data key (decision 0074). Equal
 * numbers of one client give equal keys; a guessed number cannot be checked without the data key,
 * and once the client is erased (the key shredded) by nobody.
 */
export const caseNumberKey = (dataKey: Buffer, userId: number, caseNumber: string) =>
  CASE_NUMBER_KEY_PREFIX + keyedDigest(dataKey, 'casebook case number keys v1', numberText(userId, caseNumber));

/**
 * The unkeyed form used before decision 0074 (a SHA-256 anyone can recompute from a guess): only to
 * find numbers reserved before whose rows are not yet rekeyed (`rekeyCaseNumbers`). Never stored now.
 */
export const legacyCaseNumberKey = (userId: number, caseNumber: string) =>
  createHash('sha256').update(numberText(userId, caseNumber)).digest('hex');

/** The client's data key, for their case numbers' keys; an erased client files nothing. */
async function numberKeyOf(deps: Pick<CaseworkDeps, 'cipher'>, userId: number): Promise<Buffer> {
  const key = await deps.cipher.sealingKey(userId);
  if (!key) throw new UnauthorizedError('Not signed in');
  return key;
}

export function fieldsOf(form: CaseForm): CaseFields {
  const { caseCategory: _c, caseType: _t, state: _s, ...fields } = form;
  return fields as CaseFields;
}

/**
 * Files a case: a place in the client's daily allowance (429 past it), a random case id, the
 * client's case number reserved once (409 when taken), then CaseSubmitted. A submission refused
 * or failed after its place was taken gives the place back; its drawn id stays reserved, unused.
 */
export async function submitCase(deps: CaseworkDeps, user: Viewer, form: CaseForm, ctx: CommandContext) {
  const place = await takeSubmissionPlace(deps.knex, user.id, deps.config.CASE_DAILY_SUBMISSIONS);
  try {
    return await fileCase(deps, user, form, ctx);
  } catch (err) {
    await place
      .release()
      .catch((e: unknown) => deps.logger.warn({ err: e }, 'casework: a case not filed was not given back to the daily allowance'));
    throw err;
  }
}

async function fileCase(deps: CaseworkDeps, user: Viewer, form: CaseForm, ctx: CommandContext) {
  const caseId = await reserveCaseId(deps.knex);
  const key = caseNumberKey(await numberKeyOf(deps, user.id), user.id, form.caseNumber);
  // A number reserved before decision 0074 and not rekeyed yet holds the unkeyed form: it is taken
  // too. No new row ever gets that form, so this check and the insert below cannot race.
  const legacy = await deps
    .knex('casework_case_numbers')
    .where({ number_key: legacyCaseNumberKey(user.id, form.caseNumber) })
    .first('case_id');
  if (legacy) throw new ConflictError(MESSAGES.caseNumberTaken);
  const reserved = await deps
    .knex('casework_case_numbers')
    .insert({ number_key: key, user_id: user.id, case_id: caseId })
    .onConflict('number_key')
    .ignore()
    .returning('case_id');
  if (reserved.length === 0) throw new ConflictError(MESSAGES.caseNumberTaken);
  try {
    const result = await runCase(
      deps,
      caseId,
      ctx,
      () => ({
        type: 'SubmitCase',
        caseId,
        userId: user.id,
        caseCategory: form.caseCategory,
        caseType: form.caseType,
        state: form.state,
        caseNumberKey: key,
        fields: fieldsOf(form),
        now: now(),
      }),
      { piiSubject: user.id, retries: 0 },
    );
    return { ...result, caseId };
  } catch (err) {
    await deps.knex('casework_case_numbers').where({ number_key: key }).delete();
    throw err;
  }
}

/**
 * Rekeys the case numbers reserved before decision 0074 (unkeyed SHA-256 in `number_key`): each
 * case's own CaseSubmitted gives the number (its `pii`, opened with the client's key), and the row
 * takes the keyed form, so a copy of the table no longer lets a guess be checked. Run in the
 * background at start-up, in batches; any process may run it at once (an update matches the old key
 * only). A row whose number cannot be read (its client erased meanwhile: the erasure deletes it) is
 * left as it is. Answers how many rows were rekeyed.
 */
export async function rekeyCaseNumbers(
  deps: Pick<CaseworkDeps, 'knex' | 'store' | 'cipher' | 'logger'>,
  opts: { batch?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batch = opts.batch ?? 200;
  let rekeyed = 0;
  let after = '';
  for (;;) {
    if (opts.signal?.aborted) return rekeyed;
    const rows: { number_key: string; user_id: number; case_id: number }[] = await deps
      .knex('casework_case_numbers')
      // An unkeyed key is 64 hex digits, which all sort before the keyed prefix: the scan is a
      // range of the primary key that ends at the first keyed row, so once none is left it reads
      // nothing (it used to filter every keyed row with NOT LIKE at each start).
      .where('number_key', '>', after)
      .andWhere('number_key', '<', CASE_NUMBER_KEY_PREFIX)
      .orderBy('number_key')
      .limit(batch)
      .select('number_key', 'user_id', 'case_id');
    if (rows.length === 0) return rekeyed;
    for (const row of rows) {
      after = row.number_key;
      const submitted = (await deps.store.readStream(caseStream(row.case_id))).find((e) => e.type === 'CaseSubmitted');
      const number = (submitted?.data as { pii?: { caseNumber?: string } | null } | undefined)?.pii?.caseNumber;
      const key = number === undefined ? null : await deps.cipher.sealingKey(row.user_id);
      if (number === undefined || !key || legacyCaseNumberKey(row.user_id, number) !== row.number_key) continue;
      rekeyed += await deps
        .knex('casework_case_numbers')
        .where({ number_key: row.number_key })
        .update({ number_key: caseNumberKey(key, row.user_id, number) });
    }
  }
}

// ───────────────────────────────────────────────────────────────────────────── documents

const KIND_TO_TYPE: Record<string, CaseDocumentType | undefined> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The document's type from its bytes (magic bytes), or the SPEC's refusal. */
export async function caseDocumentType(bytes: Buffer): Promise<CaseDocumentType> {
  if (bytes.length > CASE_DOCUMENT_MAX_BYTES) throw new AppError(413, 'TOO_LARGE', MESSAGES.fileTooLarge);
  const kind = await detectType(bytes);
  const type = kind ? KIND_TO_TYPE[kind] : undefined;
  if (!type) throw new AppError(415, 'INVALID_FILE_TYPE', MESSAGES.invalidFileType);
  return type;
}

export const storageKeyOf = (caseId: number, documentId: string) => `cases/${caseId}/${documentId}`;

/**
 * Attaches a file to a case: who and when first, then its type by its bytes, then it counts toward
 * the uploader's daily upload quota (the documents pipeline reads it), then it is stored and
 * recorded. A file not recorded after all gives its place in the quota back.
 */
export async function attachDocument(
  deps: CaseworkDeps & { reading: CaseUploadQuota },
  caseId: number,
  by: Viewer,
  file: { name: string; bytes: Buffer },
  ctx: CommandContext,
) {
  const { state } = await ownerOf(deps, caseId);
  const documentId = randomUUID();
  const storageKey = storageKeyOf(caseId, documentId);
  const base = {
    type: 'AttachDocument' as const,
    documentId,
    storageKey,
    size: file.bytes.length,
    sha256: '',
    name: file.name,
    by,
    now: now(),
  };
  // Who and when first (no file is stored for a refused upload), then what.
  precheck(state, { ...base, contentType: 'application/pdf' });
  const contentType = await caseDocumentType(file.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const release = await deps.reading.countUpload(by.id, file.bytes.length);
  try {
    await deps.storage.put(storageKey, file.bytes, contentType);
    try {
      const result = await runCase(deps, caseId, ctx, () => ({ ...base, contentType, sha256, now: now() }), { piiSubject: state.userId });
      return { ...result, documentId };
    } catch (err) {
      await deps.storage.delete(storageKey);
      throw err;
    }
  } catch (err) {
    await release().catch((e: unknown) =>
      deps.logger.warn({ err: e, caseId }, 'casework: an upload not attached was not given back to the quota'),
    );
    throw err;
  }
}

export async function removeDocument(deps: CaseworkDeps, caseId: number, documentId: string, by: Viewer, ctx: CommandContext) {
  const { state } = await ownerOf(deps, caseId);
  const doc = state.documents.find((d) => d.documentId === documentId);
  const result = await runCase(deps, caseId, ctx, () => ({ type: 'RemoveDocument', documentId, by, now: now() }), {
    piiSubject: state.userId,
  });
  if (doc) await deps.storage.delete(doc.storageKey);
  return result;
}

// ───────────────────────────────────────────────────────────────────────────── payment

/** Starts (or resumes) the case's one-time payment through billing: owner only, never paid twice. */
export async function startCasePayment(deps: CaseworkDeps, caseId: number, by: Viewer, ctx: CommandContext) {
  const { state } = await ownerOf(deps, caseId);
  precheck(state, { type: 'StartPayment', paymentId: '', currency: 'usd', by, now: now() });
  const started = await deps.billing.startPayment(
    { userId: by.id, purpose: purposeOf(caseId), returnPath: `/case-analysis?paidCase=${caseId}` },
    { ...ctx, userId: by.id },
  );
  const result = await runCase(
    deps,
    caseId,
    ctx,
    () => ({ type: 'StartPayment', paymentId: started.paymentId, currency: started.currency, by, now: now() }),
    {
      piiSubject: state.userId,
    },
  );
  return { started, result };
}

type PaymentFact = Extract<PaymentEvent, { type: 'PaymentSucceeded' | 'PaymentFailed' }>;

/** Records billing's provider-confirmed outcome on the case it paid for (idempotent). */
export async function recordPayment(deps: CaseworkDeps, fact: PaymentFact, ctx: CommandContext) {
  const d = fact.data;
  if (d.purpose.kind !== PURPOSE_KIND) return undefined;
  const { state } = await loadCase(deps, d.purpose.caseId);
  // A payment that is not this case's owner's cannot pay for it.
  if (state.status === 'none' || state.userId !== d.userId) {
    deps.logger.warn(
      { paymentId: d.paymentId, caseId: d.purpose.caseId },
      'casework: a payment for a case that does not exist or is not the payer’s; ignored',
    );
    return undefined;
  }
  return runCase(
    deps,
    d.purpose.caseId,
    ctx,
    () => ({
      type: 'RecordPayment',
      outcome: fact.type === 'PaymentSucceeded' ? 'succeeded' : 'failed',
      paymentId: d.paymentId,
      providerPaymentIntentId: d.providerPaymentIntentId,
      amountCents: d.amountCents,
      reason: fact.type === 'PaymentFailed' ? fact.data.reason : null,
      engine: deps.jury.kind,
      now: d.at,
    }),
    { piiSubject: state.userId },
  );
}

/** The latest provider-confirmed outcome in billing's payment stream (its public record). */
async function latestPaymentFact(deps: CaseworkDeps, paymentId: string): Promise<PaymentFact | undefined> {
  const events: RecordedEvent[] = await deps.store.readStream(paymentStream(paymentId));
  const facts = events.filter((e) => e.type === 'PaymentSucceeded' || e.type === 'PaymentFailed');
  const succeeded = facts.find((e) => e.type === 'PaymentSucceeded');
  const pick = succeeded ?? facts.at(-1);
  return pick ? ({ type: pick.type, data: pick.data } as unknown as PaymentFact) : undefined;
}

/**
 * POST …/mark-paid: asks the provider (through billing's server-side check) and records what it
 * confirms. Never marks a case paid on the browser's word; asking again changes nothing.
 */
export async function markPaid(
  deps: CaseworkDeps,
  caseId: number,
  by: Viewer,
  ctx: CommandContext,
): Promise<{ status: number; body: MarkPaidResponse; result?: CommandResult<Case, CaseEvent> }> {
  const { state } = await ownerOf(deps, caseId);
  if (state.userId !== by.id) throw new ForbiddenError(MESSAGES.accessDenied);
  const answer = (c: OpenCase, status = 200, message: string | null = null) => ({
    status,
    body: { caseId, status: c.status, paymentStatus: c.payment.status, message },
  });
  if (state.payment.status === 'paid') return answer(state);
  if (state.payment.status === 'unpaid') throw new ConflictError(MESSAGES.paymentNotStarted);
  const synced = await deps.billing.syncPayment({ userId: by.id, purpose: purposeOf(caseId) }, { ...ctx, userId: by.id });
  if (synced.status === 'none') throw new ConflictError(MESSAGES.paymentNotStarted);
  if (synced.status === 'pending') return answer(state, 202, MESSAGES.paymentNotConfirmed);
  const fact = await latestPaymentFact(deps, synced.paymentId);
  const result = fact ? await recordPayment(deps, fact, ctx) : undefined;
  const { state: after } = await ownerOf(deps, caseId);
  if (after.payment.status === 'failed') {
    // The refusal is recorded (CasePaymentFailed): the next read shows it, as after any command.
    await settled(deps, result);
    throw new AppError(402, 'PAYMENT_FAILED', after.payment.reason ?? MESSAGES.paymentFailed);
  }
  if (after.payment.status !== 'paid') return { ...answer(after, 202, MESSAGES.paymentNotConfirmed), result };
  return { ...answer(after), result };
}

// ───────────────────────────────────────────────────────────────────────────── review and comments

export async function changeStatus(deps: CaseworkDeps, caseId: number, to: 'in-review' | 'completed', by: Viewer, ctx: CommandContext) {
  // Refused before the case is looked up: a client learns nothing of which cases exist (decision 0061).
  if (!isStaff(by.role)) throw new ForbiddenError(MESSAGES.staffOnly);
  const { state } = await ownerOf(deps, caseId);
  return runCase(deps, caseId, ctx, () => ({ type: 'ChangeStatus', to, by, now: now() }), { piiSubject: state.userId });
}

/** The case's owner, whose key encrypts the case's personal data (none before the case exists). */
const ownerKey = (state: Case) => (state.status === 'none' ? undefined : state.userId);

/**
 * Comments commute (decision 0021): whether one may be posted depends on the case existing, its
 * owner and, for staff, its being paid — facts no later event of the case undoes — so concurrent
 * comments on one case are appended in turn at its head, each once, instead of conflicting.
 */
export async function postComment(
  deps: Pick<CaseworkDeps, 'store' | 'snapshots' | 'logger'>,
  caseId: number,
  content: string,
  by: Viewer,
  ctx: CommandContext,
) {
  const commentId = randomUUID();
  // A case's comments are its longest part: from a snapshot, a comment reads at most the events
  // since it (about 20), not every comment before it.
  const result = await runCase(deps, caseId, ctx, () => ({ type: 'PostComment', commentId, content, by, now: now() }), {
    piiSubject: ownerKey,
    commutes: true,
    snapshots: caseSnapshots(deps, caseId),
    onSnapshotError: (err) => deps.logger.warn({ err, caseId }, 'case snapshot not kept'),
  });
  rememberOwner(deps.store, caseId, result.state);
  return { ...result, commentId };
}

export async function requestRerun(deps: CaseworkDeps, caseId: number, by: Viewer, ctx: CommandContext) {
  if (!isStaff(by.role)) throw new ForbiddenError(MESSAGES.accessDenied);
  const { state } = await ownerOf(deps, caseId);
  return runCase(deps, caseId, ctx, () => ({ type: 'RequestRerun', engine: deps.jury.kind, by, now: now() }), {
    piiSubject: state.userId,
    retries: 0,
  });
}

/** Read-your-writes: waits (bounded) until the views that show these events have them. */
export async function settled(
  deps: Pick<CaseworkDeps, 'runner' | 'config'>,
  result: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'> | undefined,
): Promise<void> {
  if (!result?.append) return;
  await deps.runner.waitFor(
    result.append.position,
    result.events.map((e) => e.type),
    deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  );
}
