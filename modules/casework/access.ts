// Who may call each casework command endpoint (infra/http/access.ts). `case` is a fresh, unpaid
// case of the owner's; `paidCase` one the owner paid on the test provider (its analysis ran);
// `reviewedCase` a paid case in review; `caseDocument` a document attached to an unpaid case.
// Auditors are read-only everywhere (403 on every POST, PATCH and DELETE). A client is told a case
// that does not exist is not theirs: the same 403 Access Denied as for another client's case, on
// every case route (decision 0061); staff and auditors get 404 Case Not Found for it.
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';
import { caseFormSchema, caseStatusRequest, commentRequest } from './contract.js';
import { confirmFactsSchema } from './understanding/fact-sheet.js';

export const caseworkAccess: AccessTable = {
  'POST /api/case-analyses': {
    expect: only(201, ['owner', 'otherClient']),
    body: 'caseForm',
    schema: caseFormSchema,
    note: 'Cases are the clients’: staff and auditors open none of their own (403). A client files at most CASE_DAILY_SUBMISSIONS a UTC day (429 after; limits.test.ts).',
  },
  'POST /api/payments/case/:caseId': {
    expect: only(200, ['owner']),
    resource: 'caseForPayment',
    note: 'Owner only: another client, staff and auditors get 403 Access Denied.',
  },
  'POST /api/case-analyses/:id/mark-paid': {
    expect: only(200, ['owner']),
    resource: 'paidCase',
    note: 'Owner only; the provider confirmed the payment, so the answer is 200 paid (idempotent).',
  },
  'GET /api/case-analyses/:id/facts': {
    expect: only(200, ['owner']),
    resource: 'case',
    note: 'The fact sheet of an unpaid case is its owner’s alone; staff read it once the case is paid (routes.test.ts).',
  },
  'GET /api/case-analyses/:id/document-reading': {
    expect: only(200, ['owner']),
    resource: 'case',
    note: 'Where the attached documents stand in the reading queue: the owner’s, and staff’s once the case is paid (document-reading.test.ts).',
  },
  'PUT /api/case-analyses/:id/facts': {
    expect: only(200, ['owner']),
    resource: 'case',
    body: 'caseFacts',
    schema: confirmFactsSchema,
    note: 'Owner only, before the case is paid (409 after).',
  },
  'PATCH /api/case-analyses/:id/status': {
    expect: only(200, ['investigator', 'admin']),
    resource: 'paidCase',
    body: 'caseStatus',
    schema: caseStatusRequest,
    note: 'Staff on a paid case; submitted → in-review.',
  },
  'POST /api/case-analyses/:id/comments': {
    expect: only(201, ['owner', 'investigator', 'admin']),
    resource: 'paidCase',
    body: 'caseComment',
    schema: commentRequest,
  },
  'POST /api/case-analyses/:id/documents': {
    expect: signedIn(403, { owner: 415 }),
    resource: 'case',
    note: 'Multipart only: the matrix sends no file, so the owner passes every check and meets the multipart guard (415); everyone else is refused before the upload is read. Attachments count toward the daily upload quota (429 when none is left, also before the upload is read; limits.test.ts). routes.test.ts uploads real files.',
  },
  'DELETE /api/case-analyses/:id/documents/:documentId': {
    expect: only(204, ['owner']),
    resource: 'caseDocument',
  },
  'POST /api/case-analyses/:id/rerun': {
    expect: only(202, ['investigator', 'admin']),
    resource: 'paidCase',
  },
};
