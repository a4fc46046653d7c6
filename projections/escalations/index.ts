// The escalations view: each escalation as History and the investigator dashboard list it, and
// its PDF report.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import type { EventStore } from '../../infra/eventstore/types.js';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { escalationsProjector, escalationsViewMigration } from './projector.js';
import { getEscalation, type EscalationReads } from './queries.js';
import { escalationsRouter, ESCALATIONS_SCOPE, staffListKey } from './routes.js';
import { escalationsAccess } from './access.js';
import { readKey, userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { getEscalation, listEscalations, type EscalationReads } from './queries.js';
export { ESCALATIONS_SCOPE, staffListKey } from './routes.js';
/** What the sealed summary is bound to: the directory's offers open it too (decision 0056). */
export { SEALED as ESCALATION_SEALED } from './projector.js';

/**
 * The read-cache entries a batch of the escalations projector changed: the owners' lists and the
 * staff list; a status change names no owner, so it drops the whole scope.
 */
export function escalationsReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return [...userKeys(ESCALATIONS_SCOPE, events), readKey(ESCALATIONS_SCOPE, staffListKey)];
}

export const escalationsView = defineModule<{ knex: Knex; cipher: ViewCipher; store: EventStore; reads?: ReadCache }>({
  name: 'escalations-view',
  migrations: [escalationsViewMigration],
  // The staff list shows each owner's username: a change of the users view drops it.
  projectors: [
    declareView(escalationsProjector, {
      cache: { scope: ESCALATIONS_SCOPE, drops: escalationsReadDrops },
      reads: [{ table: 'users_view', drops: () => [readKey(ESCALATIONS_SCOPE, staffListKey)] }],
    }),
  ],
  access: escalationsAccess,
  create: (deps) => ({ routes: [escalationsRouter(deps)], api: undefined }),
});

/** An escalation as the dashboard shows it (staff's view). */
export async function escalationForStaff(reads: EscalationReads, id: number) {
  return (await getEscalation(reads, id, { staff: true }))?.escalation;
}
