// Who may call each chat and escalation endpoint (infra/http/access.ts).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';
import {
  createConversationRequest,
  escalationRequest,
  escalationStatusRequest,
  renameConversationRequest,
  sendMessageRequest,
} from './contract.js';

/** A conversation command: the owner only; anyone else's conversation answers like a missing one; auditors read only. */
const ownConversation = (ok: number) => ({ ...only(ok, ['owner'], 404), auditor: 403 });

export const conversationAccess: AccessTable = {
  'POST /api/messages': { expect: signedIn(201, { auditor: 403 }), body: 'message', schema: sendMessageRequest },
  'POST /api/messages/stream': { expect: signedIn(200, { auditor: 403 }), body: 'message', schema: sendMessageRequest },
  'GET /api/messages/stream/:replyId': {
    expect: only(200, ['owner'], 404),
    resource: 'reply',
    note: "Another user's reply answers exactly like a missing one.",
  },
  'POST /api/messages/stream/:replyId/stop': {
    expect: ownConversation(409),
    resource: 'reply',
    note: "The fixture's reply has ended (the matrix's offline engine answers at once): its owner gets 409 NOTHING_TO_STOP, anyone else 404 as for a missing reply.",
  },
  'GET /api/messages/usage': { expect: signedIn(200) },
  'POST /api/conversations': {
    expect: signedIn(201, { auditor: 403 }),
    body: 'conversationCreate',
    schema: createConversationRequest,
  },
  'PATCH /api/conversations/:id': {
    expect: ownConversation(200),
    resource: 'conversation',
    body: 'conversationTitle',
    schema: renameConversationRequest,
  },
  'DELETE /api/conversations/:id': { expect: ownConversation(204), resource: 'conversation' },
  'POST /api/conversations/:id/messages': {
    expect: ownConversation(201),
    resource: 'conversation',
    body: 'message',
    schema: sendMessageRequest,
  },
  'POST /api/conversations/:id/messages/stream': {
    expect: ownConversation(200),
    resource: 'conversation',
    body: 'message',
    schema: sendMessageRequest,
  },
  'DELETE /api/conversations/:id/messages': { expect: ownConversation(204), resource: 'conversation' },
  'POST /api/conversations/:id/regenerate': {
    expect: ownConversation(200),
    resource: 'conversation',
    note: 'The fixture conversation has an answered question to ask again.',
  },
  'DELETE /api/messages': { expect: signedIn(204, { auditor: 403 }) },
  'POST /api/escalations': {
    expect: only(201, ['owner', 'otherClient']),
    body: 'escalation',
    schema: escalationRequest,
    note: 'Needs Premium: the fixture subscribes clients; staff in the matrix have no Premium (403 PREMIUM_REQUIRED).',
  },
  'PATCH /api/escalations/:id/status': {
    expect: only(200, ['investigator', 'admin']),
    resource: 'escalation',
    body: 'escalationStatus',
    schema: escalationStatusRequest,
  },
};
