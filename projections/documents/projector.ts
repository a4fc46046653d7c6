// The documents view: each user's documents as the Document Intelligence screen shows them, with
// the extracted text and a full-text search column over the file name and the text (Postgres
// `tsvector`, GIN index), and each document's distinct words for typo-tolerant search (words.ts).
// Deleted documents and erased users' rows are removed.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import type { DocumentEvent } from '../../modules/documents/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';
import { indexDocumentWords } from './words.js';

/** Characters of the text that are indexed and searched (a tsvector holds at most 1 MB). */
export const SEARCHED_CHARS = 300_000;

export const documentsViewMigration = {
  name: '0101_documents_view',
  async up(knex: Knex) {
    await knex.schema.createTable('documents_view', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable();
      t.text('file_name').notNullable();
      t.text('kind').notNullable();
      t.text('content_type').notNullable();
      t.integer('size').notNullable();
      t.text('storage_key').notNullable();
      t.text('status').notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable();
      t.text('method');
      t.integer('page_count');
      t.jsonb('warnings').notNullable().defaultTo('[]');
      t.text('extracted_text');
      t.jsonb('pages');
      t.text('document_type');
      t.integer('confidence');
      t.jsonb('tags').notNullable().defaultTo('[]');
      t.text('summary');
      t.jsonb('key_info');
      t.text('error');
      t.timestamp('finished_at', { useTz: true });
      t.index(['user_id', 'uploaded_at']);
    });
    // Weighted: a word of the file name ranks above the same word in the text.
    await knex.raw(`
      alter table documents_view add column search tsvector generated always as (
        setweight(to_tsvector('english', file_name), 'A') ||
        setweight(to_tsvector('english', left(coalesce(extracted_text, ''), ${SEARCHED_CHARS})), 'B')
      ) stored`);
    await knex.raw('create index documents_view_search on documents_view using gin (search)');
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('documents_view');
  },
};

export const documentsProjector: Projector = {
  name: 'documents',
  // 2: the words table of typo-tolerant search (words.ts), filled from the texts already stored.
  version: 2,
  tables: ['documents_view', 'documents_view_words'],
  handles: ['DocumentUploaded', 'TextExtracted', 'DocumentAnalyzed', 'DocumentAnalysisFailed', 'DocumentDeleted', 'UserErased'],
  async apply(trx, recorded) {
    const e = { type: recorded.type, data: recorded.data } as DocumentEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'DocumentUploaded': {
        const d = e.data;
        if (!d.pii) return; // the owner was erased
        await trx('documents_view')
          .insert({
            id: d.documentId,
            user_id: d.userId,
            file_name: d.pii.fileName,
            kind: d.kind,
            content_type: d.contentType,
            size: d.size,
            storage_key: d.storageKey,
            status: 'processing',
            uploaded_at: d.uploadedAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'TextExtracted': {
        const d = e.data;
        if (!d.pii) return;
        await trx('documents_view')
          .where({ id: d.documentId })
          .update({
            method: d.method,
            page_count: d.pageCount,
            warnings: JSON.stringify(d.warnings),
            extracted_text: d.pii.text,
            pages: JSON.stringify(d.pii.pages),
          });
        await indexDocumentWords(trx, d.documentId, SEARCHED_CHARS);
        return;
      }
      case 'DocumentAnalyzed': {
        const d = e.data;
        if (!d.pii) return;
        const k = d.pii.keyInfo;
        await trx('documents_view')
          .where({ id: d.documentId })
          .update({
            status: 'completed',
            document_type: d.documentType,
            confidence: d.confidence,
            tags: JSON.stringify(k.tags),
            summary: k.summary,
            key_info: JSON.stringify(k),
            error: null,
            finished_at: d.analyzedAt,
          });
        return;
      }
      case 'DocumentAnalysisFailed': {
        const d = e.data;
        await trx('documents_view').where({ id: d.documentId }).update({ status: 'failed', error: d.reason, finished_at: d.failedAt });
        return;
      }
      case 'DocumentDeleted':
        await trx('documents_view').where({ id: e.data.documentId }).delete();
        await trx('documents_view_words').where({ document_id: e.data.documentId }).delete();
        return;
      case 'UserErased':
        await trx('documents_view').where({ user_id: e.data.userId }).delete();
        await trx('documents_view_words').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
