// The cases view: each case analysis as My Cases, the investigator dashboard and Case Detail show
// it, with its documents and comments; the PDF report; and the case history the auditor replays.
import { defineModule } from '../../infra/module.js';
import { declareView, type ReadSideContext } from '../../infra/projections/read-side.js';
import type { LiveTarget } from '../../infra/http/live-changes.js';
import type { Viewer } from '../../modules/casework/index.js';
import { casesAccess } from './access.js';
import { casesProjector, casesViewMigration } from './projector.js';
import { caseForReader, caseOwner, type CaseReads } from './queries.js';
import { casesRouter, CASES_SCOPE, staffCasesKey, type CasesViewDeps } from './routes.js';
import { evidenceRouter } from './evidence/routes.js';
import { readKey, readScope } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { listCases, getCase, getComments, caseForReader, caseOwner, type CaseReads } from './queries.js';
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

/** My Cases, the dashboard and Case Detail read this path: live hints name it. */
export const CASES_LIVE_PATH = '/api/case-analyses';

const OWNERS_KEPT = 10_000;

/** A row id as the drops write it (decimal digits), or undefined. */
function idOf(s: string | undefined): number | undefined {
  if (!s || !/^[1-9]\d{0,15}$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Who hears a change of a cases entry: an owner's list its owner, a case its owner (read once from
 * the view: a case's owner never changes), the staff list every staff member.
 */
export function casesAudience({ knex }: ReadSideContext): (key: string) => LiveTarget | undefined | Promise<LiveTarget | undefined> {
  const owners = new Map<number, number>();
  return (key) => {
    const [kind, id] = key.split(':');
    if (kind === 'list' && id === 'staff') return { staff: true };
    const n = idOf(id);
    if (n === undefined) return undefined;
    if (kind === 'owner') return { userId: n };
    if (kind !== 'case') return undefined;
    const known = owners.get(n);
    if (known !== undefined) return { userId: known };
    return caseOwner(knex, n).then((found) => {
      if (!found) return undefined;
      if (owners.size >= OWNERS_KEPT) owners.delete(owners.keys().next().value!);
      owners.set(n, found.ownerId);
      return { userId: found.ownerId };
    });
  };
}

export const casesView = defineModule<CasesViewDeps>({
  name: 'cases-view',
  migrations: [casesViewMigration],
  projectors: [
    declareView(casesProjector, {
      cache: { scope: CASES_SCOPE, drops: casesReadDrops },
      live: { path: CASES_LIVE_PATH, audience: casesAudience },
    }),
  ],
  access: casesAccess,
  create: (deps) => ({ routes: [casesRouter(deps), evidenceRouter(deps)], api: undefined }),
});

/** The case as the view shows it to this reader, or undefined when it is missing or not theirs. */
export async function caseDetailFor(reads: CaseReads, caseId: number, viewer: Viewer) {
  const found = await caseForReader(reads, caseId, viewer);
  return typeof found === 'string' ? undefined : found;
}
