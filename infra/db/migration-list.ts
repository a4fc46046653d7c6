import { eventStoreMigration } from '../eventstore/postgres.js';
import { keysMigration } from '../crypto/keys.js';
import { checkpointsMigration } from '../../projections/runner/checkpoints.js';
import { sessionsMigration } from '../http/session-store.js';
import { identityMigration } from '../../modules/identity/migration.js';
import { usersViewMigration } from '../../projections/users/projector.js';
import { billingMigration } from '../../modules/billing/migration.js';
import { testPaymentsMigration } from '../payments/test-provider.js';
import { subscriptionsViewMigration } from '../../projections/subscriptions/projector.js';
import { conversationMigration } from '../../modules/conversation/migration.js';
import { messagesViewMigration } from '../../projections/messages/projector.js';
import { escalationsViewMigration } from '../../projections/escalations/projector.js';
import type { Migration } from './migrations.js';

export function allMigrations(): Migration[] {
  return [eventStoreMigration, keysMigration, checkpointsMigration, sessionsMigration, identityMigration, usersViewMigration, billingMigration, testPaymentsMigration, subscriptionsViewMigration, conversationMigration, messagesViewMigration, escalationsViewMigration];
}
