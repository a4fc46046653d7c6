import { eventStoreMigration } from '../eventstore/postgres.js';
import { keysMigration } from '../crypto/keys.js';
import { checkpointsMigration } from '../../projections/runner/checkpoints.js';
import { sessionsMigration } from '../http/session-store.js';
import { identityMigration } from '../../modules/identity/migration.js';
import { usersViewMigration } from '../../projections/users/projector.js';
import type { Migration } from './migrations.js';

export function allMigrations(): Migration[] {
  return [eventStoreMigration, keysMigration, checkpointsMigration, sessionsMigration, identityMigration, usersViewMigration];
}
