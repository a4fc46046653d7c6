// Who may read the audit endpoints (infra/http/access.ts): auditors and the admin only.
import { only, type AccessTable } from '../../infra/http/access.js';

const staff = only(200, ['auditor', 'admin']);

export const auditAccess: AccessTable = {
  'GET /api/audit/streams/:stream': {
    expect: staff,
    resource: 'escalationStream',
    note: 'Auditors: case and escalation streams only (trust.test.ts covers the others).',
  },
  'GET /api/audit/streams/:stream/verify': { expect: staff, resource: 'escalationStream' },
  'GET /api/audit/anchors': { expect: staff },
  'GET /api/audit/anchors/:seq/streams/:stream': { expect: staff, resource: 'anchoredEscalation' },
  'GET /api/audit/reads': { expect: staff },
  'GET /api/audit/cases': {
    expect: staff,
    note: "The auditor's list of cases (number, title, status, last event) from which a case's history opens.",
  },
};
