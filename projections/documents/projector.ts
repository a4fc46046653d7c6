// The documents view: each user's documents as the Document Intelligence screen shows them, with
// the extracted text and a full-text search column over the file name and the text (Postgres
// `tsvector`, GIN index), and each document's distinct words for typo-tolerant search (words.ts).
// Deleted documents and erased users' rows are removed.
//
// Sealed with the owner's data key (decision 0056): the file name, the extracted text, its pages,
// the summary and the key information hold ciphertext; the search column holds blind tokens (each
// stemmed word's keyed hash, positions and weights kept) and the words of typo-tolerant search are
// one sealed list per document (words.ts). A copy of the database reads no document.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { openText, sealText } from '../../infra/crypto/view-cipher.js';
import type { DocumentEvent } from '../../modules/documents/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';
import { documentWords } from './words.js';
import { blindDocumentVector, SEALED, SEARCHED_CHARS } from './sealed.js';

export { SEARCHED_CHARS } from './sealed.js';

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

/**
 * Sealed fields (decision 0056): the generated search column, which read the text in clear, becomes
 * a plain tsvector column the projector fills with blind tokens; pages and key information become
 * text (a sealed JSON text; a value from before reads as the JSON it was); the clear words table
 * gives way to one sealed word list per document. The projector's version 3 rebuilds the view,
 * sealing every row. Until then the rows from before read as they are, but no search finds them
 * (their search column is empty and their words are gone).
 */
export const sealedDocumentsMigration = {
  name: '0103_documents_view_sealed',
  async up(knex: Knex) {
    await knex.raw('alter table documents_view drop column search');
    await knex.raw('alter table documents_view add column search tsvector');
    await knex.raw('create index documents_view_search on documents_view using gin (search)');
    await knex.raw(
      'alter table documents_view alter column pages type text using pages::text, alter column key_info type text using key_info::text',
    );
    await knex.schema.dropTableIfExists('documents_view_words');
    await knex.schema.createTable('documents_view_vocabulary', (t) => {
      t.uuid('document_id').primary();
      t.integer('user_id').notNullable();
      /** The document's distinct words (words.ts), a JSON list sealed with the owner's key. */
      t.text('words').notNullable();
      t.index(['user_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('documents_view_vocabulary');
    await knex.raw('alter table documents_view drop column search');
    await knex.raw(
      `alter table documents_view add column search tsvector generated always as (
        setweight(to_tsvector('english', file_name), 'A') ||
        setweight(to_tsvector('english', left(coalesce(extracted_text, ''), ${SEARCHED_CHARS})), 'B')
      ) stored`,
    );
    await knex.raw('create index documents_view_search on documents_view using gin (search)');
    await knex.raw(
      'alter table documents_view alter column pages type jsonb using pages::jsonb, alter column key_info type jsonb using key_info::jsonb',
    );
  },
};

export const documentsProjector: Projector = {
  name: 'documents',
  // 2: the words table of typo-tolerant search (words.ts), filled from the texts already stored.
  // 3: sealed fields, blind search tokens and sealed word lists (decision 0056).
  version: 3,
  tables: ['documents_view', 'documents_view_vocabulary'],
  handles: ['DocumentUploaded', 'TextExtracted', 'DocumentAnalyzed', 'DocumentAnalysisFailed', 'DocumentDeleted', 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as DocumentEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'DocumentUploaded': {
        const d = e.data;
        if (!d.pii) return; // the owner was erased
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        await trx('documents_view')
          .insert({
            id: d.documentId,
            user_id: d.userId,
            file_name: sealText(key, d.userId, SEALED.fileName, d.pii.fileName),
            search: await blindDocumentVector(trx, key, d.pii.fileName, null),
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
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        const row = (await trx('documents_view').where({ id: d.documentId }).first('user_id', 'file_name')) as
          { user_id: number; file_name: string } | undefined;
        if (!row || Number(row.user_id) !== d.userId) return;
        const fileName = openText(key, d.userId, SEALED.fileName, row.file_name) ?? '';
        await trx('documents_view')
          .where({ id: d.documentId })
          .update({
            method: d.method,
            page_count: d.pageCount,
            warnings: JSON.stringify(d.warnings),
            extracted_text: sealText(key, d.userId, SEALED.text, d.pii.text),
            pages: sealText(key, d.userId, SEALED.pages, JSON.stringify(d.pii.pages)),
            search: await blindDocumentVector(trx, key, fileName, d.pii.text),
          });
        const words = await documentWords(trx, fileName, d.pii.text, SEARCHED_CHARS);
        await trx('documents_view_vocabulary')
          .insert({
            document_id: d.documentId,
            user_id: d.userId,
            words: sealText(key, d.userId, SEALED.vocabulary, JSON.stringify(words)),
          })
          .onConflict('document_id')
          .merge();
        return;
      }
      case 'DocumentAnalyzed': {
        const d = e.data;
        if (!d.pii) return;
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // erased since
        const k = d.pii.keyInfo;
        await trx('documents_view')
          .where({ id: d.documentId })
          .update({
            status: 'completed',
            document_type: d.documentType,
            confidence: d.confidence,
            // The tags are the key information's (read from it): the clear column stays empty.
            tags: '[]',
            summary: sealText(key, d.userId, SEALED.summary, k.summary),
            key_info: sealText(key, d.userId, SEALED.keyInfo, JSON.stringify(k)),
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
        await trx('documents_view_vocabulary').where({ document_id: e.data.documentId }).delete();
        return;
      case 'UserErased':
        await trx('documents_view').where({ user_id: e.data.userId }).delete();
        await trx('documents_view_vocabulary').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
