// The templates view: the letter library as the Templates screen lists it (latest version of each).
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import type { TemplateEvent } from '../../modules/templates/index.js';

export const templatesViewMigration = {
  name: '0091_templates_view',
  async up(knex: Knex) {
    await knex.schema.createTable('templates_view', (t) => {
      t.text('id').primary();
      t.text('name').notNullable();
      t.text('category').notNullable();
      t.text('subcategory').notNullable();
      t.text('description').notNullable();
      t.text('template').notNullable();
      t.jsonb('variables').notNullable();
      t.integer('version').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['category', 'name']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('templates_view');
  },
};

export const templatesProjector: Projector = {
  name: 'templates',
  tables: ['templates_view'],
  handles: ['TemplatePublished'],
  async apply(trx, recorded) {
    const e = { type: recorded.type, data: recorded.data } as TemplateEvent;
    if (e.type !== 'TemplatePublished') return;
    const d = e.data;
    const row = {
      id: d.templateId,
      name: d.name,
      category: d.category,
      subcategory: d.subcategory,
      description: d.description,
      template: d.template,
      variables: JSON.stringify(d.variables),
      version: d.version,
      created_at: d.publishedAt,
      updated_at: d.publishedAt,
    };
    const { created_at: _createdAt, ...changed } = row;
    await trx('templates_view').insert(row).onConflict('id').merge(changed).where('templates_view.version', '<', d.version);
  },
};
