// Query endpoints over the cases view: the list (own cases; every paid case for staff), one case,
// its comments, one document's bytes, the PDF report, and the case's history for the auditor's
// replay. Each read of the view is one query; the history reads the case's stream.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import type { Anchoring } from '../../infra/eventstore/anchors.js';
import type { FileStorage } from '../../infra/storage/types.js';
import type { KeyStore } from '../../infra/crypto/keys.js';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import type { AppState } from '../../infra/http/state.js';
import { TOTAL_COUNT_HEADER } from '../../infra/http/list-query.js';
import { parse } from '../../infra/http/validate.js';
import { isStaff } from '../../modules/identity/index.js';
import {
  CASE_EVENT_LABELS,
  MESSAGES,
  CASE_PATHS,
  caseIdOf,
  caseListQuery,
  caseStream,
  documentIdParam,
  mayRead,
  missingCasesDenied,
  type Viewer,
} from '../../modules/casework/index.js';
import { usernameOf } from '../users/index.js';
import { recordRead } from '../audit/index.js';
import { releaseFile } from '../custody/index.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import { caseForReader, caseOwner, getCase, getComments, getDocument, listCases, toDetail } from './queries.js';
import { renderCaseReport } from './report.js';
import { caseHistory } from './history.js';

export type CasesViewDeps = {
  knex: Knex;
  store: EncryptingEventStore;
  storage: FileStorage;
  anchors: Anchoring;
  reads?: ReadCache;
  /** Custody entries keep where a request came from, encrypted with the asker's key (projections/custody). */
  keys: KeyStore;
  /** Opens the case's sealed text (decision 0056). */
  cipher: ViewCipher;
};

/**
 * The read cache's scope of the case list and the case detail. Keys:
 * - `list:staff`: every paid case, the same for every staff member; dropped by every batch of the
 *   cases projector (a case paid joins it);
 * - `list:<userId>`: a client's own cases; depends on `owner:<userId>` (a new case, an erasure) and
 *   on `case:<id>` for each case it shows;
 * - `detail:<caseId>:<role>`: a case as readers of that role see it (the detail differs by role
 *   only: the staff's status moves and rerun), for every reader of the role — the owner, or staff
 *   once it is paid; depends on `case:<id>` and `owner:<ownerId>`. Whether this reader may read
 *   it is checked on every request against the owner and payment kept with the answer.
 * The projector's batches drop `case:<id>` and `owner:<userId>` for what each event names (index.ts).
 */
export const CASES_SCOPE = 'cases';
export const staffCasesKey = 'list:staff';
type Ctx = Context & { state: AppState };

const viewerOf = (ctx: Ctx): Viewer => {
  const u = currentUser(ctx);
  return { id: u.id, role: u.role };
};

/** Auditors read the case history only (DECISIONS.md). */
const notAuditor = () => async (ctx: Ctx, next: () => Promise<unknown>) => {
  if (currentUser(ctx).role === 'auditor') throw new ForbiddenError(MESSAGES.accessDenied);
  await next();
};

export function casesRouter(deps: CasesViewDeps) {
  const router = createRouter();
  // A client is told a missing case is not theirs (403), like another client's: ids reveal nothing.
  router.use(CASE_PATHS, missingCasesDenied());

  async function readable(ctx: Ctx) {
    const caseId = caseIdOf(ctx);
    const viewer = viewerOf(ctx);
    const found = await caseForReader(deps, caseId, viewer);
    if (found === 'missing') throw new NotFoundError(MESSAGES.caseNotFound);
    if (found === 'denied') throw new ForbiddenError(MESSAGES.accessDenied);
    return { caseId, viewer, detail: found };
  }

  router.get('/api/case-analyses', requireUser(), notAuditor(), async (ctx) => {
    const user = currentUser(ctx);
    const viewer = { userId: user.id, staff: isStaff(user.role) };
    ctx.set('Cache-Control', 'no-store');
    // The whole list (no parameters) is the read cache's; a filtered or paged one is read each time.
    if (deps.reads && ctx.querystring === '') {
      return deps.reads.respond(ctx, CASES_SCOPE, viewer.staff ? staffCasesKey : `list:${user.id}`, async () => {
        const { cases } = await listCases(deps, viewer);
        return { value: cases, dependsOn: viewer.staff ? [] : [`owner:${user.id}`, ...cases.map((c) => `case:${c.id}`)] };
      });
    }
    const { cases, total } = await listCases(deps, viewer, parse(caseListQuery, ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = cases;
  });

  router.get('/api/case-analyses/:id', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!deps.reads) {
      ctx.body = (await readable(ctx)).detail;
      return;
    }
    const caseId = caseIdOf(ctx);
    const viewer = viewerOf(ctx);
    // Returned, not awaited: a cache hit is answered synchronously, with no extra promise hop.
    return deps.reads.respond(
      ctx,
      CASES_SCOPE,
      `detail:${caseId}:${viewer.role}`,
      async () => {
        const found = await getCase(deps, caseId);
        if (!found) throw new NotFoundError(MESSAGES.caseNotFound);
        const { row } = found;
        return {
          value: toDetail(row, viewer),
          facts: { userId: row.user_id, paymentStatus: row.payment_status },
          dependsOn: [`case:${caseId}`, `owner:${row.user_id}`],
        };
      },
      (facts) => {
        if (!mayRead(facts, viewer)) throw new ForbiddenError(MESSAGES.accessDenied);
      },
    );
  });

  router.get('/api/case-analyses/:id/comments', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const found = await getComments(deps, caseId);
    if (!found) throw new NotFoundError(MESSAGES.caseNotFound);
    if (!mayRead({ userId: found.ownerId, paymentStatus: found.paymentStatus }, viewerOf(ctx)))
      throw new ForbiddenError(MESSAGES.accessDenied);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = found.comments;
  });

  router.get('/api/case-analyses/:id/documents/:documentId', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const documentId = documentIdParam.safeParse(ctx.params.documentId);
    if (!documentId.success) throw new NotFoundError(MESSAGES.documentNotFound);
    const viewer = viewerOf(ctx);
    const doc = await getDocument(deps, caseId, documentId.data);
    if (!doc) {
      // Whose case first: a client asking in a case not theirs (or none) is refused whatever the document.
      const owner = await caseOwner(deps.knex, caseId);
      if (!owner) throw new NotFoundError(MESSAGES.caseNotFound);
      if (owner.ownerId !== viewer.id && !isStaff(viewer.role)) throw new ForbiddenError(MESSAGES.accessDenied);
      throw new NotFoundError(MESSAGES.documentNotFound);
    }
    if (!mayRead({ userId: doc.ownerId, paymentStatus: doc.paymentStatus }, viewer)) throw new ForbiddenError(MESSAGES.accessDenied);
    const file = await deps.storage.get(doc.storageKey);
    if (!file) throw new NotFoundError(MESSAGES.documentNotFound);
    // Checked against the SHA-256 its attach event recorded, and written to its custody log, first.
    const attached = (await deps.store.readStreamRaw(caseStream(caseId))).find(
      (e) => e.type === 'CaseDocumentAttached' && (e.data as { documentId: string }).documentId === documentId.data,
    );
    const recordedSha256 = attached ? (attached.data as { sha256: string }).sha256 : undefined;
    await releaseFile(deps, ctx, { fileId: documentId.data, fileKind: 'case-document', recordedSha256 }, file.bytes, 'downloaded');
    ctx.type = doc.contentType;
    // The stored name is a label: quoted safely, never a path.
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${doc.name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.bytes;
  });

  router.get('/api/case-analyses/:id/report.pdf', requireUser(), async (ctx) => {
    const { detail } = await readable(ctx);
    const ownerName = await usernameOf(deps.knex, detail.userId);
    // The timeline is the case's own events (their types and times: no personal data is read).
    const timeline = (await deps.store.readStream(caseStream(detail.id)))
      .filter((e): e is typeof e & { type: keyof typeof CASE_EVENT_LABELS } => e.type in CASE_EVENT_LABELS)
      .map((e) => ({ at: e.createdAt, label: CASE_EVENT_LABELS[e.type] }));
    const pdf = await renderCaseReport(detail, { ownerName, generatedAt: new Date().toISOString(), timeline });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="case-analysis-${detail.id}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  });

  router.get('/api/audit/cases/:id', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const user = currentUser(ctx);
    const stream = caseStream(caseId);
    const events = await deps.store.readStream(stream);
    const submitted = events.find((e) => e.type === 'CaseSubmitted');
    if (!submitted) throw new NotFoundError(MESSAGES.caseNotFound);
    const ownerId = (submitted.data as { userId: number }).userId;
    if (!(user.role === 'auditor' || user.role === 'admin' || user.id === ownerId)) throw new ForbiddenError(MESSAGES.accessDenied);
    await recordRead(deps.knex, {
      readerId: user.id,
      readerRole: user.role,
      action: 'case-history',
      target: stream,
      requestId: ctx.state.requestId,
    });
    const raw = await deps.store.readStreamRaw(stream);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await caseHistory(deps, caseId, stream, events, raw);
  });

  return router;
}
