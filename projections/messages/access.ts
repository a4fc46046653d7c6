// Who may read the messages view's endpoints (infra/http/access.ts): always the caller's own
// conversations; anyone else's conversation answers exactly like a missing one (404).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';
import { conversationSearchQuery, exportFormatQuery } from '../../modules/conversation/index.js';

export const messagesAccess: AccessTable = {
  'GET /api/messages': { expect: signedIn(200), note: "Always the caller's own latest conversation." },
  'GET /api/conversations': {
    expect: signedIn(200),
    query: conversationSearchQuery,
    note: "The caller's own conversations (staff have none of a client's).",
  },
  'GET /api/conversations/:id': {
    expect: only(200, ['owner'], 404),
    resource: 'conversation',
    note: "Someone else's conversation answers exactly like a missing one.",
  },
  'GET /api/conversations/:id/messages': { expect: only(200, ['owner'], 404), resource: 'conversation' },
  'GET /api/conversations/:id/export': {
    expect: only(200, ['owner'], 404),
    resource: 'conversation',
    query: exportFormatQuery,
    note: 'Markdown without ?format=; owner only.',
  },
};
