// The authorization matrix rows of the documents module's routes (infra/http/access.ts).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';

export const documentsAccess: AccessTable = {
  'GET /api/documents/quota': {
    expect: signedIn(200),
    note: "Each caller's own count for today (the write side's); auditors read theirs, which is nothing",
  },
  'POST /api/documents/upload': {
    expect: signedIn(201, { auditor: 403 }),
    body: 'documentUpload',
    note: 'multipart (field "document"): no JSON schema; every signed-in user may upload their own; auditors are read-only',
  },
  'DELETE /api/documents/:id': {
    expect: { ...only(204, ['owner'], 404), auditor: 403 },
    resource: 'document',
    note: "Owner only; someone else's document answers like a missing one; auditors are read-only (403 first)",
  },
};
