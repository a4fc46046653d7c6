// Who may read the cases view's endpoints (infra/http/access.ts). A case is the owner's; staff
// (investigator, admin) read it once it is paid; auditors read its history and nothing else.
import { only, type AccessTable } from '../../infra/http/access.js';

const ownerAndStaff = only(200, ['owner', 'investigator', 'admin']);

export const casesAccess: AccessTable = {
  'GET /api/case-analyses': {
    expect: only(200, ['owner', 'otherClient', 'investigator', 'admin']),
    note: 'Clients list their own cases, staff every paid case; auditors read case history only (403).',
  },
  'GET /api/case-analyses/:id': {
    expect: ownerAndStaff,
    resource: 'paidCase',
    note: "Another client's case: 403 Access Denied (SPEC §6).",
  },
  'GET /api/case-analyses/:id/comments': { expect: ownerAndStaff, resource: 'paidCase' },
  'GET /api/case-analyses/:id/documents/:documentId': { expect: ownerAndStaff, resource: 'paidCaseDocument' },
  'GET /api/case-analyses/:id/report.pdf': { expect: ownerAndStaff, resource: 'paidCase' },
  'GET /api/case-analyses/:id/documents/:documentId/custody': {
    expect: only(200, ['owner', 'investigator', 'admin', 'auditor']),
    resource: 'paidCaseDocument',
    note: "A document's custody log: whoever may download it (owner; staff once paid) and the auditor.",
  },
  'GET /api/case-analyses/:id/bundle': {
    expect: only(200, ['owner', 'admin', 'auditor']),
    resource: 'paidCase',
    note: 'The evidence bundle (zip): whoever reads the case history — owner, admin, auditor; investigators and other clients 403.',
  },
  'GET /api/audit/cases/:id': {
    expect: only(200, ['owner', 'admin', 'auditor']),
    resource: 'paidCase',
    note: 'The case history: auditors, the admin and the owner; investigators and other clients 403.',
  },
};
