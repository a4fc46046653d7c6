// Command endpoints of the documents module: upload (multipart, checked by its bytes, answered at
// once with status `processing`; the worker reads and analyses it) and delete.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { takesMultipart } from '../../infra/http/guards.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { readUpload } from '../../infra/http/upload.js';
import { documentIdParam, MAX_DOCUMENT_BYTES, MESSAGES, UPLOAD_FIELD, type DocumentSummary } from './contract.js';
import { deleteDocument, uploadDocument, type DocumentsDeps } from './commands.js';

export function documentsRouter(deps: DocumentsDeps) {
  const router = createRouter();

  router.post('/api/documents/upload', requireUser(), takesMultipart(), async (ctx) => {
    const file = await readUpload(ctx, {
      field: UPLOAD_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
      tooLarge: MESSAGES.tooLarge,
      missing: MESSAGES.missing,
    });
    const up = await uploadDocument(deps, currentUser(ctx).id, file, commandContext(ctx));
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
