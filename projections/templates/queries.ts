import type { Knex } from 'knex';
import type { TemplateResponse, TemplateSummary } from '../../modules/templates/index.js';

interface TemplateRow {
  id: string;
  name: string;
  category: TemplateSummary['category'];
  subcategory: string;
  description: string;
  template: string;
  variables: TemplateResponse['variables'] | string;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const summaryOf = (r: TemplateRow): TemplateSummary => ({
  id: r.id,
  name: r.name,
  category: r.category,
  subcategory: r.subcategory,
  description: r.description,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export async function listTemplates(knex: Knex): Promise<TemplateSummary[]> {
  const rows: TemplateRow[] = await knex('templates_view').orderBy([{ column: 'category' }, { column: 'name' }]);
  return rows.map(summaryOf);
}

export async function getTemplate(knex: Knex, id: string): Promise<TemplateResponse | undefined> {
  const r: TemplateRow | undefined = await knex('templates_view').where({ id }).first();
  if (!r) return undefined;
  return {
    ...summaryOf(r),
    template: r.template,
    variables: typeof r.variables === 'string' ? (JSON.parse(r.variables) as TemplateResponse['variables']) : r.variables,
  };
}
