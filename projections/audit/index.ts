// The audit window on the event store: reads the log (no view of its own), records every read in
// an append-only, hash-chained table, and answers the anchors that pin every stream's head.
import { defineModule } from '../../infra/module.js';
import { auditAccess } from './access.js';
import { auditReadsMigration } from './read-log.js';
import { auditRouter, type AuditDeps } from './routes.js';

export { readLogHead, recordRead, AUDIT_READS_STREAM } from './read-log.js';

export const auditView = defineModule<AuditDeps>({
  name: 'audit',
  migrations: [auditReadsMigration],
  access: auditAccess,
  create: (deps) => ({ routes: [auditRouter(deps)], api: undefined }),
});
