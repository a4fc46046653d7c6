// Command endpoints of the casework module: parse → authorize (on the case's own stream) →
// command → answer. The reads (lists, detail, comments, report, history) are the cases view's.
import type { Context, Next } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { AppError, ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import { takesMultipart } from '../../infra/http/guards.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { readUpload } from '../../infra/http/upload.js';
import { parse } from '../../infra/http/validate.js';
import {
  CASE_DOCUMENT_FIELD,
  CASE_DOCUMENT_MAX_BYTES,
  MESSAGES,
  caseFormSchema,
  caseIdParam,
  caseStatusRequest,
  commentRequest,
  documentIdParam,
  type CaseDetailResponse,
  type CasePaymentResponse,
  type CaseStateResponse,
  type CommentResponse,
  type DocumentUploadedResponse,
  type RerunResponse,
} from './contract.js';
import * as commands from './commands.js';
import { confirmFacts, factsView, type FactsDeps } from './facts.js';
import { readingView, type CaseDocumentQueue } from './document-reading.js';
import { confirmFactsSchema } from './understanding/fact-sheet.js';
import { detailFromState } from './read-model.js';
import type { OpenCase, Viewer } from './decider.js';

export type CaseworkRouteDeps = FactsDeps & {
  /** The documents module: its queue reads attached documents; its daily upload quota counts them. */
  reading: CaseDocumentQueue & commands.CaseUploadQuota;
  /** The case as the cases view shows it to this reader (after a write: read-your-writes). */
  caseDetail(caseId: number, viewer: Viewer): Promise<CaseDetailResponse | undefined>;
  /** The signed-in user's username (comment answers). */
  usernameOf(userId: number): Promise<string | null>;
};

type Ctx = Context & { state: AppState };

/** The path's case id: a number, else 400 'Invalid Case ID' (SPEC §5). */
export function caseIdOf(ctx: Ctx, name = 'id'): number {
  const parsed = caseIdParam.safeParse(ctx.params[name]);
  if (!parsed.success) throw new AppError(400, 'INVALID_CASE_ID', MESSAGES.invalidCaseId);
  return parsed.data;
}

/** Every route about one case, by its path's prefix (the casework module's and the cases view's). */
export const CASE_PATHS = ['/api/case-analyses/:id', '/api/payments/case/:caseId', '/api/audit/cases/:id'];

/**
 * A client is told a case that does not exist is not theirs: the same 403 Access Denied as for
 * another client's case, so no answer tells which case ids exist (decision 0061). Staff and
 * auditors, who may list cases anyway, keep 404 Case Not Found. Applied once on each router for
 * CASE_PATHS (`router.use(CASE_PATHS, missingCasesDenied())`), before its routes.
 */
export const missingCasesDenied = () =>
  async function missingCasesDenied(ctx: Ctx, next: Next) {
    try {
      await next();
    } catch (err) {
      const missing = err instanceof AppError && err.status === 404 && err.message === MESSAGES.caseNotFound;
      if (missing && ctx.state.user?.role === 'client') throw new ForbiddenError(MESSAGES.accessDenied);
      throw err;
    }
  };

const viewerOf = (ctx: Ctx): Viewer => {
  const u = currentUser(ctx);
  return { id: u.id, role: u.role };
};

const stateAnswer = (c: OpenCase, message: string | null = null): CaseStateResponse => ({
  caseId: c.caseId,
  status: c.status,
  paymentStatus: c.payment.status,
  message,
});

export function caseworkRouter(deps: CaseworkRouteDeps) {
  const router = createRouter();
  router.use(CASE_PATHS, missingCasesDenied());

  router.post('/api/case-analyses', requireUser(), async (ctx) => {
    const viewer = viewerOf(ctx);
    // Cases are the clients' (SPEC §1): staff and auditors do not open cases of their own.
    if (viewer.role !== 'client') throw new AppError(403, 'FORBIDDEN', MESSAGES.accessDenied);
    const form = parse(caseFormSchema, ctx.request.body);
    const result = await commands.submitCase(deps, viewer, form, commandContext(ctx));
    await commands.settled(deps, result);
    ctx.status = 201;
    ctx.body = (await deps.caseDetail(result.caseId, viewer)) ?? detailFromState(result.state as OpenCase, viewer);
  });

  router.post('/api/payments/case/:caseId', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx, 'caseId');
    const { started, result } = await commands.startCasePayment(deps, caseId, viewerOf(ctx), commandContext(ctx));
    await commands.settled(deps, result);
    const c = result.state as OpenCase;
    const body: CasePaymentResponse = {
      caseId,
      paymentId: started.paymentId,
      clientSecret: started.clientSecret,
      amountCents: 19999,
      currency: started.currency,
      paymentStatus: c.payment.status,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  // The fact sheet: what the engine understood, reviewed and confirmed by the owner before paying.
  router.get('/api/case-analyses/:id/facts', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await factsView(deps, caseId, viewerOf(ctx));
  });

  // Where each attached document stands in the documents queue (decision 0055): the screen polls it while one waits.
  router.get('/api/case-analyses/:id/document-reading', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readingView(deps, caseId, viewerOf(ctx));
  });

  router.put('/api/case-analyses/:id/facts', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const viewer = viewerOf(ctx);
    const input = parse(confirmFactsSchema, ctx.request.body);
    const result = await confirmFacts(deps, caseId, viewer, input, commandContext(ctx));
    await commands.settled(deps, result);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await factsView(deps, caseId, viewer);
  });

  router.post('/api/case-analyses/:id/mark-paid', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const answer = await commands.markPaid(deps, caseId, viewerOf(ctx), commandContext(ctx));
    await commands.settled(deps, answer.result);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  router.patch('/api/case-analyses/:id/status', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const input = parse(caseStatusRequest, ctx.request.body);
    const result = await commands.changeStatus(deps, caseId, input.status, viewerOf(ctx), commandContext(ctx));
    await commands.settled(deps, result);
    ctx.body = stateAnswer(result.state as OpenCase);
  });

  router.post('/api/case-analyses/:id/comments', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const viewer = viewerOf(ctx);
    const input = parse(commentRequest, ctx.request.body);
    const result = await commands.postComment(deps, caseId, input.content, viewer, commandContext(ctx));
    await commands.settled(deps, result);
    const posted = result.events.find((e) => e.type === 'CommentPosted');
    const staff = viewer.role === 'investigator' || viewer.role === 'admin';
    const body: CommentResponse = {
      id: result.commentId,
      caseId,
      content: input.content,
      userType: staff ? 'investigator' : 'client',
      isInvestigator: staff,
      authorId: viewer.id,
      authorRole: viewer.role,
      authorName: await deps.usernameOf(viewer.id),
      createdAt: posted?.type === 'CommentPosted' ? posted.data.postedAt : new Date().toISOString(),
    };
    ctx.status = 201;
    ctx.body = body;
  });

  // Who may upload is checked before the upload is read (a refused caller sends no file to the server's disk).
  // So is today's upload quota (attachments count toward it: 429 before a byte is sent).
  const uploadAllowed = async (ctx: Ctx, next: () => Promise<unknown>) => {
    const { state } = await commands.loadCase(deps, caseIdOf(ctx));
    if (state.status === 'none') throw new NotFoundError(MESSAGES.caseNotFound);
    if (state.userId !== currentUser(ctx).id) throw new ForbiddenError(MESSAGES.accessDenied);
    await deps.reading.ensureUploadLeft(state.userId);
    await next();
  };

  router.post('/api/case-analyses/:id/documents', requireUser(), uploadAllowed, takesMultipart(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const viewer = viewerOf(ctx);
    const file = await readUpload(ctx, {
      field: CASE_DOCUMENT_FIELD,
      maxBytes: CASE_DOCUMENT_MAX_BYTES,
      tooLarge: MESSAGES.fileTooLarge,
      missing: MESSAGES.fileMissing,
    });
    const result = await commands.attachDocument(deps, caseId, viewer, file, commandContext(ctx));
    await commands.settled(deps, result);
    const doc = (result.state as OpenCase).documents.find((d) => d.documentId === result.documentId)!;
    const body: DocumentUploadedResponse = {
      document: {
        id: doc.documentId,
        name: doc.name ?? file.name,
        type: doc.contentType,
        size: doc.size,
        url: `/api/case-analyses/${caseId}/documents/${doc.documentId}`,
        uploadDate: doc.attachedAt,
      },
      title: MESSAGES.fileUploadedTitle,
      message: MESSAGES.fileUploaded(file.name),
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.delete('/api/case-analyses/:id/documents/:documentId', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const parsedDoc = documentIdParam.safeParse(ctx.params.documentId);
    if (!parsedDoc.success) throw new NotFoundError(MESSAGES.documentNotFound);
    const documentId = parsedDoc.data;
    const result = await commands.removeDocument(deps, caseId, documentId, viewerOf(ctx), commandContext(ctx));
    await commands.settled(deps, result);
    ctx.status = 204;
  });

  router.post('/api/case-analyses/:id/rerun', requireUser(), async (ctx) => {
    const caseId = caseIdOf(ctx);
    const result = await commands.requestRerun(deps, caseId, viewerOf(ctx), commandContext(ctx));
    await commands.settled(deps, result);
    const requested = result.events.find((e) => e.type === 'AnalysisRequested');
    const body: RerunResponse = {
      caseId,
      run: requested?.type === 'AnalysisRequested' ? requested.data.run : 0,
      message: MESSAGES.analysisRerunRequested,
    };
    ctx.status = 202;
    ctx.body = body;
  });

  return router;
}
