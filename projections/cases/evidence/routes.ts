// Evidence custody of a case's documents (decision 0041): a document's custody log, and the case's
// evidence bundle. Who may ask is decided from the case's own stream (its CaseSubmitted names the
// owner), so the answer does not depend on the view having caught up.
import type { Context } from 'koa';
import { createRouter } from '../../../infra/http/app.js';
import { currentUser, requireUser } from '../../../infra/http/auth.js';
import { ForbiddenError, NotFoundError } from '../../../infra/http/errors.js';
import { isStaff, type Role } from '../../../infra/http/roles.js';
import type { AppState } from '../../../infra/http/state.js';
import type { RecordedEvent } from '../../../infra/eventstore/types.js';
import {
  CASE_PATHS,
  MESSAGES,
  caseIdOf,
  caseStream,
  documentIdParam,
  missingCasesDenied,
  type CaseEventOf,
} from '../../../modules/casework/index.js';
import { recordRead } from '../../audit/index.js';
import { custodyAnswer, recordRelease, verifyStoredFile } from '../../custody/index.js';
import { caseHistory } from '../history.js';
import type { CasesViewDeps } from '../routes.js';
import { buildBundle, heldDocuments, type BundleDocument } from './bundle.js';

type Ctx = Context & { state: AppState };

interface CaseFacts {
  ownerId: number;
  paid: boolean;
}

/** The owner and whether the case is paid, from its stream; undefined: no such case. */
function factsOf(events: readonly RecordedEvent[]): CaseFacts | undefined {
  const submitted = events.find((e) => e.type === 'CaseSubmitted');
  if (!submitted) return undefined;
  return {
    ownerId: (submitted.data as CaseEventOf<'CaseSubmitted'>['data']).userId,
    paid: events.some((e) => e.type === 'CasePaid'),
  };
}

/** A document's custody: whoever may download it (the owner; staff once paid), and the auditor. */
const mayReadDocumentCustody = (c: CaseFacts, user: { id: number; role: Role }) =>
  user.role === 'auditor' || user.id === c.ownerId || (isStaff(user.role) && c.paid);

/** The bundle: whoever may read the case's history (owner, admin, auditor: GET /api/audit/cases/:id). */
const mayExport = (c: CaseFacts, user: { id: number; role: Role }) =>
  user.role === 'auditor' || user.role === 'admin' || user.id === c.ownerId;

export function evidenceRouter(deps: CasesViewDeps) {
  const router = createRouter();
  // A client is told a missing case is not theirs (403), like another client's: ids reveal nothing.
  router.use(CASE_PATHS, missingCasesDenied());

  async function caseOf(ctx: Ctx) {
    const caseId = caseIdOf(ctx);
    const stream = caseStream(caseId);
    const raw = await deps.store.readStreamRaw(stream);
    const facts = factsOf(raw);
    if (!facts) throw new NotFoundError(MESSAGES.caseNotFound);
    return { caseId, stream, raw, facts };
  }

  router.get('/api/case-analyses/:id/documents/:documentId/custody', requireUser(), async (ctx) => {
    const { raw, facts } = await caseOf(ctx);
    if (!mayReadDocumentCustody(facts, currentUser(ctx))) throw new ForbiddenError(MESSAGES.accessDenied);
    const documentId = documentIdParam.safeParse(ctx.params.documentId);
    // A document removed before payment keeps its log: any upload the stream ever held answers.
    const upload =
      documentId.success &&
      raw.find((e) => e.type === 'CaseDocumentAttached' && (e.data as { documentId: string }).documentId === documentId.data);
    if (!upload || !documentId.success) throw new NotFoundError(MESSAGES.documentNotFound);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await custodyAnswer(deps, documentId.data, (upload.data as CaseEventOf<'CaseDocumentAttached'>['data']).sha256);
  });

  router.get('/api/case-analyses/:id/bundle', requireUser(), async (ctx) => {
    const { caseId, stream, facts } = await caseOf(ctx);
    const user = currentUser(ctx);
    if (!mayExport(facts, user)) throw new ForbiddenError(MESSAGES.accessDenied);
    await recordRead(deps.knex, {
      readerId: user.id,
      readerRole: user.role,
      action: 'case-bundle',
      target: stream,
      requestId: ctx.state.requestId,
    });
    // Seal first, so the bundle's anchor pins the stream as it is now (nothing is sealed when no head moved).
    await deps.anchors.seal().catch((err: unknown) => ctx.state.log.warn({ err }, 'could not seal an anchor for an evidence bundle'));
    const events = await deps.store.readStream(stream);
    const raw = await deps.store.readStreamRaw(stream);
    const names = new Map(
      events
        .filter((e) => e.type === 'CaseDocumentAttached')
        .map((e) => {
          const d = e.data as CaseEventOf<'CaseDocumentAttached'>['data'];
          return [d.documentId, d.pii?.name ?? null] as const;
        }),
    );
    // Every file is checked against its upload's hash before any of them is exported: one that
    // fails refuses the whole bundle (and is recorded as such in its own log).
    const documents: BundleDocument[] = [];
    for (const { version, data } of heldDocuments(raw)) {
      const stored = await deps.storage.get(data.storageKey);
      const ref = { fileId: data.documentId, fileKind: 'case-document' as const, recordedSha256: data.sha256 };
      if (stored) await verifyStoredFile(deps, ctx, ref, stored.bytes);
      documents.push({
        documentId: data.documentId,
        name: names.get(data.documentId) ?? null,
        contentType: data.contentType,
        size: data.size,
        sha256: data.sha256,
        attachedAt: data.attachedAt,
        version,
        bytes: stored ? stored.bytes : null,
      });
    }
    const latest = (await deps.anchors.list()).at(-1);
    const anchor = latest && (await deps.anchors.proof(latest.seq, stream));
    const { fileName, zip } = await buildBundle({
      caseId,
      stream,
      generatedAt: new Date().toISOString(),
      generatedBy: { userId: user.id, role: user.role },
      raw,
      history: await caseHistory(deps, caseId, stream, events, raw),
      anchor: anchor || undefined,
      documents,
    });
    for (const d of documents)
      if (d.bytes)
        await recordRelease(deps, ctx, { fileId: d.documentId, fileKind: 'case-document', recordedSha256: d.sha256 }, 'exported');
    ctx.type = 'application/zip';
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Buffer.from(zip);
  });

  return router;
}
