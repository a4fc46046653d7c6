// Query endpoints over the templates view: the library and one template with its variables.
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { MESSAGES, templateIdParam } from '../../modules/templates/index.js';
import { getTemplate, listTemplates } from './queries.js';

export function templatesViewRouter(deps: { knex: Knex }) {
  const router = createRouter();

  router.get('/api/templates', requireUser(), async (ctx) => {
    ctx.body = await listTemplates(deps.knex);
  });

  router.get('/api/templates/:id', requireUser(), async (ctx) => {
    const id = templateIdParam.safeParse(ctx.params.id);
    const found = id.success ? await getTemplate(deps.knex, id.data) : undefined;
    if (!found) throw new NotFoundError(MESSAGES.templateNotFound);
    ctx.body = found;
  });

  return router;
}
