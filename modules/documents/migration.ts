// The documents module's own table: which stored files belong to whom, so that erasing a user
// removes their files too (crypto-shredding covers the events, not the bytes in the file storage).
import type { Knex } from 'knex';

export const documentFilesMigration = {
  name: '0100_documents_write_side',
  async up(knex: Knex) {
    await knex.schema.createTable('document_files', (t) => {
      t.uuid('document_id').primary();
      t.integer('user_id').notNullable().index();
      t.text('storage_key').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('document_files');
  },
};
