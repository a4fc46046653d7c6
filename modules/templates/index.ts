// The templates module owns Casebook's library of investigative and legal letter templates
// (stream `template-{id}`, published from library.ts at start-up when a text changed) and fills a
// user's letter as PDF or DOCX. The view (projections/templates) lists them.
import { defineModule } from '../../infra/module.js';
import { templatesAccess } from './access.js';
import { publishLibrary, type TemplatesDeps } from './commands.js';
import { eventSchemas } from './events.js';
import { LIBRARY } from './library.js';
import { templatesRouter } from './routes.js';

export * from './contract.js';
export { templateStream, type TemplateEvent } from './events.js';
export { fillTemplate } from './render.js';

export interface TemplatesApi {
  /** Publishes the library's new and changed templates (the API role does it at start-up). */
  publishLibrary(): Promise<number>;
}

export const templates = defineModule<TemplatesDeps, TemplatesApi>({
  name: 'templates',
  migrations: [],
  events: eventSchemas,
  access: templatesAccess,
  create(deps) {
    return {
      routes: [templatesRouter(deps)],
      api: { publishLibrary: () => publishLibrary(deps, LIBRARY) },
    };
  },
});
