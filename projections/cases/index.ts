// The cases view: each case analysis as My Cases, the investigator dashboard and Case Detail show
// it, with its documents and comments; the PDF report; and the case history the auditor replays.
import { defineModule } from '../../infra/module.js';
import type { Viewer } from '../../modules/casework/index.js';
import { casesAccess } from './access.js';
import { casesProjector, casesViewMigration } from './projector.js';
import { caseForReader } from './queries.js';
import { casesRouter, type CasesViewDeps } from './routes.js';

export { listCases, getCase, getComments, caseForReader } from './queries.js';
export { casesProjector } from './projector.js';

export const casesView = defineModule<CasesViewDeps>({
  name: 'cases-view',
  migrations: [casesViewMigration],
  projectors: [casesProjector],
  access: casesAccess,
  create: (deps) => ({ routes: [casesRouter(deps)], api: undefined }),
});

/** The case as the view shows it to this reader, or undefined when it is missing or not theirs. */
export async function caseDetailFor(knex: CasesViewDeps['knex'], caseId: number, viewer: Viewer) {
  const found = await caseForReader(knex, caseId, viewer);
  return typeof found === 'string' ? undefined : found;
}
