// Command-side endpoint of the templates module: a user's letter, filled and laid out on request.
// Nothing the user typed is stored.
import { createRouter } from '../../infra/http/app.js';
import { requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import { MESSAGES, renderRequest, templateIdParam, variablesSchema } from './contract.js';
import { loadTemplate, type TemplatesDeps } from './commands.js';
import { CONTENT_TYPES, fillTemplate, renderLetter } from './render.js';

export function templatesRouter(deps: TemplatesDeps) {
  const router = createRouter();

  router.post('/api/templates/:id/render', requireUser(), async (ctx) => {
    const id = templateIdParam.safeParse(ctx.params.id);
    if (!id.success) throw new NotFoundError(MESSAGES.templateNotFound);
    const { state } = await loadTemplate(deps, id.data);
    if (state.status !== 'published') throw new NotFoundError(MESSAGES.templateNotFound);
    const input = parse(renderRequest, ctx.request.body);
    const values = parse(variablesSchema(state.variables), input.variables);
    const filled = Object.fromEntries(state.variables.map((v) => [v.name, values[v.name] ?? '']));
    const file = await renderLetter(fillTemplate(state.template, filled), input.format, { title: state.name });
    ctx.type = CONTENT_TYPES[input.format];
    ctx.set('Content-Disposition', `attachment; filename="${state.id}.${input.format}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = file;
  });

  return router;
}
