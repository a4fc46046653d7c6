// The cases view: each case analysis as My Cases, the investigator dashboard and Case Detail show
// it, with its documents and comments; the PDF report; and the case history the auditor replays.
import { defineModule } from '../../infra/module.js';
import type { Viewer } from '../../modules/casework/index.js';
import { casesAccess } from './access.js';
import { casesProjector, casesViewMigration } from './projector.js';
import { caseForReader } from './queries.js';
import { casesRouter, CASES_SCOPE, staffCasesKey, type CasesViewDeps } from './routes.js';
import { readKey, readScope } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { listCases, getCase, getComments, caseForReader, caseOwner } from './queries.js';
export { casesProjector } from './projector.js';
export { CASES_SCOPE } from './routes.js';

/**
 * The read-cache entries a batch of the cases projector changed (routes.ts says what depends on
 * what): the staff's list, and for each event its case (`case:<id>`) and the user it names
 * (`owner:<id>`: the owner of a submitted case, an erased user); an event that names neither drops
 * the whole scope.
 */
export function casesReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  const drops = new Set([readKey(CASES_SCOPE, staffCasesKey)]);
  for (const e of events) {
    const d = e.data as { caseId?: unknown; userId?: unknown } | null;
    const caseId = d?.caseId;
    const userId = d?.userId;
    if (typeof caseId !== 'number' && typeof userId !== 'number') return [readScope(CASES_SCOPE)];
    if (typeof caseId === 'number') drops.add(readKey(CASES_SCOPE, `case:${caseId}`));
    if (typeof userId === 'number') drops.add(readKey(CASES_SCOPE, `owner:${userId}`));
  }
  return [...drops];
}

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
