// Every migration of the app, in order: the platform's own tables first, then each module's and
// view's in the order of app/modules.ts.
import type { Migration } from '../infra/db/migrations.js';
import { eventStoreMigration } from '../infra/eventstore/postgres.js';
import { keysMigration, keysWrapMigration } from '../infra/crypto/keys.js';
import { checkpointsMigration } from '../infra/projections/checkpoints.js';
import { projectionParkingMigration } from '../infra/projections/parked.js';
import { sessionsMigration } from '../infra/http/session-store.js';
import { idempotencyMigration } from '../infra/http/idempotency.js';
import { rateWindowsMigration } from '../infra/http/rate-limit.js';
import { anchorsMigration } from '../infra/eventstore/anchors.js';
import { snapshotsMigration } from '../infra/eventstore/snapshots.js';
import { descriptors } from './modules.js';

export const platformMigrations: readonly Migration[] = [
  eventStoreMigration,
  keysMigration,
  checkpointsMigration,
  sessionsMigration,
  projectionParkingMigration,
  keysWrapMigration,
  anchorsMigration,
  snapshotsMigration,
  idempotencyMigration,
  rateWindowsMigration,
];

export const allMigrations: readonly Migration[] = [...platformMigrations, ...descriptors.flatMap((d) => d.migrations)];

/** The migrations of the module or view that owns projector `view`: a rebuild runs them in its shadow schema. */
export function viewMigrations(view: string): readonly Migration[] {
  return descriptors.find((d) => d.projectors?.some((p) => p.name === view))?.migrations ?? [];
}
