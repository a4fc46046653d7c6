// Who may read the documents view's endpoints: each signed-in user their own documents only.
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';

export const documentsViewAccess: AccessTable = {
  'GET /api/documents': { expect: signedIn(200), note: "Each caller's own documents (staff and auditors have none of a client's)." },
  'GET /api/documents/search': {
    expect: signedIn(400),
    note: 'Without ?q= the answer is 400 for every signed-in caller; with one it searches only their own documents.',
  },
  'GET /api/documents/:id': {
    expect: only(200, ['owner'], 404),
    resource: 'document',
    note: "Someone else's document answers exactly like a missing one, for staff too.",
  },
  'GET /api/documents/:id/file': {
    expect: only(200, ['owner'], 404),
    resource: 'document',
    note: 'Owner only; others 404. Checked against the upload SHA-256 and written to the custody log first.',
  },
  'GET /api/documents/:id/custody': {
    expect: only(200, ['owner', 'auditor'], 404),
    resource: 'document',
    note: "The file's custody log: its owner and the auditor; everyone else (staff too) as if it were missing.",
  },
};
