// The directory module's own write-side tables (the write side never reads a view): which client
// sent which listed PI an inquiry (filled as each InquirySent is appended), and which client may
// review which PI because work was done — an inquiry answered or a consultation held (filled as
// InquiryAnswered and ConsultationCompleted are appended; reviews check both).
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

export const reviewOpeningsMigration = {
  name: '0114_directory_review_openings',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_review_openings', (t) => {
      t.integer('user_id').notNullable();
      t.uuid('pi_id').notNullable();
      t.text('reason').notNullable(); // 'answered' | 'consulted'
      t.timestamp('opened_at', { useTz: true }).notNullable();
      t.primary(['user_id', 'pi_id']);
    });
    // Inquiries answered or consultations held before reviews were gated open them too. Their ids are
    // in the clear (only `pii` is sealed); with EventStoreDB as the store there is no events table here.
    if (await knex.schema.hasTable('events')) {
      await knex.raw(`
        insert into directory_review_openings (user_id, pi_id, reason, opened_at)
        select distinct on ((s.data->>'userId')::int, (s.data->>'piId')::uuid)
               (s.data->>'userId')::int, (s.data->>'piId')::uuid,
               case when w.type = 'InquiryAnswered' then 'answered' else 'consulted' end, w.created_at
          from events w join events s on s.stream = w.stream and s.type = 'InquirySent'
         where w.type in ('InquiryAnswered', 'ConsultationCompleted') and w.stream like 'inquiry-%'
           and s.data->>'userId' ~ '^[0-9]+$'
         order by (s.data->>'userId')::int, (s.data->>'piId')::uuid, w.position
        on conflict do nothing`);
    }
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('directory_review_openings');
  },
};
