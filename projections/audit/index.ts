// The audit window on the event store: reads the log, records every read in an append-only,
// hash-chained table, and answers the anchors that pin every stream's head; its one view is the
// auditor's list of cases (case-list.ts).
import { defineModule } from '../../infra/module.js';
import { auditAccess } from './access.js';
import { auditReadsMigration } from './read-log.js';
import { auditRouter, type AuditDeps } from './routes.js';
import { auditCaseListMigration, auditCaseListProjector, auditCaseListRouter } from './case-list.js';

export { readLogHead, recordRead, AUDIT_READS_STREAM } from './read-log.js';

export const auditView = defineModule<AuditDeps>({
  name: 'audit',
  migrations: [auditReadsMigration, auditCaseListMigration],
  projectors: [auditCaseListProjector],
  access: auditAccess,
  create: (deps) => ({ routes: [auditRouter(deps), auditCaseListRouter(deps)], api: undefined }),
});
