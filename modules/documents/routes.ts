// Command endpoints of the documents module: upload (multipart, checked by its bytes and the daily
// quota, answered at once with status `processing`; the worker reads and analyses it) and delete;
// and today's quota, which is the write side's own count (no view holds it).
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { takesMultipart } from '../../infra/http/guards.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { readUpload } from '../../infra/http/upload.js';
import { documentIdParam, MAX_DOCUMENT_BYTES, MESSAGES, UPLOAD_FIELD, type DocumentSummary, type UploadPlan } from './contract.js';
import { deleteDocument, ensureUploadLeft, uploadDocument, type DocumentsDeps } from './commands.js';
import { dayOf, quotaOf, quotaResponse, usageOf } from './quota.js';

export type DocumentsRouteDeps = DocumentsDeps & {
  /** Premium has the larger daily quota (billing's write side decides). */
  isPremium(userId: number): Promise<boolean>;
};

export function documentsRouter(deps: DocumentsRouteDeps) {
  const router = createRouter();
  const planOf = async (userId: number): Promise<UploadPlan> => ((await deps.isPremium(userId)) ? 'premium' : 'free');

  router.get('/api/documents/quota', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    const plan = await planOf(userId);
    const now = new Date();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = quotaResponse(plan, quotaOf(deps.config, plan), await usageOf(deps.knex, userId, dayOf(now)), now);
  });

  router.post('/api/documents/upload', requireUser(), takesMultipart(), async (ctx) => {
    const userId = currentUser(ctx).id;
    const plan = await planOf(userId);
    await ensureUploadLeft(deps, userId, plan); // refused before 10 MB are sent for nothing
    const file = await readUpload(ctx, {
      field: UPLOAD_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
      tooLarge: MESSAGES.tooLarge,
      missing: MESSAGES.missing,
    });
    const up = await uploadDocument(deps, userId, file, commandContext(ctx), plan);
    // The list the screen reloads shows the new document (bounded wait).
    if (up.append) await deps.runner.waitFor(up.append.position, ['DocumentUploaded'], deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
    const body: DocumentSummary = {
      id: up.documentId,
      fileName: up.fileName,
      uploadDate: up.uploadedAt,
      status: 'processing',
      kind: up.kind,
      contentType: up.contentType,
      size: up.size,
      confidence: null,
      tags: [],
      documentType: null,
      summary: null,
      keyInfo: null,
      method: null,
      pageCount: null,
      warnings: [],
      error: null,
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.delete('/api/documents/:id', requireUser(), async (ctx) => {
    const id = documentIdParam.safeParse(ctx.params.id);
    if (!id.success) throw new NotFoundError(MESSAGES.notFound);
    const result = await deleteDocument(deps, currentUser(ctx).id, id.data, commandContext(ctx));
    if (result.append) await deps.runner.waitFor(result.append.position, ['DocumentDeleted'], deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
    ctx.status = 204;
  });

  return router;
}
