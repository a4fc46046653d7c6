// The escalations view: each escalation as History and the investigator dashboard list it, and
// its PDF report.
import type { Knex } from 'knex';
import type { EventStore } from '../../infra/eventstore/types.js';
import { defineModule } from '../../infra/module.js';
import { escalationsProjector, escalationsViewMigration } from './projector.js';
import { getEscalation } from './queries.js';
import { escalationsRouter } from './routes.js';
import { escalationsAccess } from './access.js';

export { getEscalation, listEscalations } from './queries.js';

export const escalationsView = defineModule<{ knex: Knex; store: EventStore }>({
  name: 'escalations-view',
  migrations: [escalationsViewMigration],
  projectors: [escalationsProjector],
  access: escalationsAccess,
  create: (deps) => ({ routes: [escalationsRouter(deps)], api: undefined }),
});

/** An escalation as the dashboard shows it (staff's view). */
export async function escalationForStaff(knex: Knex, id: number) {
  return (await getEscalation(knex, id, { staff: true }))?.escalation;
}
