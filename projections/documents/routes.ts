// Query endpoints over the documents view: the user's list, one document with its text, the file
// itself (inline or as a download), and full-text search. Every read is the user's own rows only:
// another user's document answers exactly like a missing one (404).
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import type { FileStorage } from '../../infra/storage/types.js';
import type { KeyStore } from '../../infra/crypto/keys.js';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import type { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import { documentIdParam, MESSAGES, SEARCH_LIMIT, searchRequest, type SearchResponse } from '../../modules/documents/index.js';
import { custodyAnswer, releaseFile } from '../custody/index.js';
import { fileOf, getDocument, listDocuments, searchDocuments } from './queries.js';
import { mayReadCustody, uploadRecord } from './custody.js';

/**
 * A Content-Disposition header that is safe for any file name: a plain-ASCII fallback (quotes,
 * backslashes, control and non-ASCII characters replaced) and the exact name as RFC 5987
 * `filename*` (percent-encoded UTF-8), so no name can end the header or add another.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = [...fileName].map((c) => (/^[\x20-\x7e]$/.test(c) && !'"\\%;'.includes(c) ? c : '_')).join('') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The read cache's scope of GET /api/documents (key: the user id), dropped by the view's writes for
 * that user (every documents event names its owner; app/server.ts publishes the drops).
 */
export const DOCUMENTS_SCOPE = 'documents';

export type DocumentsViewDeps = {
  knex: Knex;
  storage: FileStorage;
  reads?: ReadCache;
  /** The upload's SHA-256 and owner are read from the document's stream (custody.ts). */
  store: Pick<EncryptingEventStore, 'readStreamRaw'>;
  /** Custody entries keep where a request came from, encrypted with the asker's key. */
  keys: KeyStore;
  /** Opens the view's sealed fields (decision 0056). */
  cipher: ViewCipher;
};

export function documentsViewRouter(deps: DocumentsViewDeps) {
  const router = createRouter();
  const idOf = (raw: string | undefined) => {
    const id = documentIdParam.safeParse(raw);
    if (!id.success) throw new NotFoundError(MESSAGES.notFound);
    return id.data;
  };

  router.get('/api/documents', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    ctx.set('Cache-Control', 'private, no-store');
    if (deps.reads) return deps.reads.respond(ctx, DOCUMENTS_SCOPE, userId, async () => ({ value: await listDocuments(deps, userId) }));
    ctx.body = await listDocuments(deps, userId);
  });

  // Before '/:id', which would take "search" for an id.
  router.get('/api/documents/search', requireUser(), async (ctx) => {
    const { q } = parse(searchRequest, { q: ctx.query.q ?? '' });
    const body: SearchResponse = { query: q, ...(await searchDocuments(deps, currentUser(ctx).id, q, SEARCH_LIMIT)) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/api/documents/:id', requireUser(), async (ctx) => {
    const found = await getDocument(deps, currentUser(ctx).id, idOf(ctx.params.id));
    if (!found) throw new NotFoundError(MESSAGES.notFound);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = found;
  });

  router.get('/api/documents/:id/file', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id);
    const found = await fileOf(deps, currentUser(ctx).id, id);
    const file = found && (await deps.storage.get(found.storageKey));
    if (!found || !file) throw new NotFoundError(MESSAGES.notFound);
    const download = ctx.query.download === '1' || ctx.query.download === 'true';
    // Checked against the upload's SHA-256 and written to the custody log before a byte is sent.
    const recordedSha256 = (await uploadRecord(deps.store, id))?.sha256;
    await releaseFile(deps, ctx, { fileId: id, fileKind: 'document', recordedSha256 }, file.bytes, download ? 'downloaded' : 'viewed');
    ctx.type = found.contentType;
    ctx.set('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', found.fileName));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // A file opened in the browser runs nothing: no scripts, no plugins, no same-origin access.
    if (!found.contentType.startsWith('application/pdf'))
      ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    ctx.body = file.bytes;
  });

  /** Who viewed, downloaded or exported the file, when and from where: its owner and the auditor. */
  router.get('/api/documents/:id/custody', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id);
    const upload = await uploadRecord(deps.store, id);
    if (!upload || !mayReadCustody(upload, currentUser(ctx))) throw new NotFoundError(MESSAGES.notFound);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await custodyAnswer(deps, id, upload.sha256);
  });

  return router;
}
