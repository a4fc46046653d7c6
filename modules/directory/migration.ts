// The directory module's own write-side table: which client sent which listed PI an inquiry, so a
// review can be checked against it (the write side never reads a view). Filled as each
// InquirySent is appended.
import type { Knex } from 'knex';

export const directoryWriteMigration = {
  name: '0110_directory_write_side',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_inquiry_senders', (t) => {
      t.integer('user_id').notNullable();
      t.uuid('pi_id').notNullable();
      t.primary(['user_id', 'pi_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('directory_inquiry_senders');
  },
};
