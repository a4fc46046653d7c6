// Who may call each chat and escalation endpoint (infra/http/access.ts).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';
import { escalationRequest, escalationStatusRequest, sendMessageRequest } from './contract.js';

export const conversationAccess: AccessTable = {
  'POST /api/messages': { expect: signedIn(201, { auditor: 403 }), body: 'message', schema: sendMessageRequest },
  'POST /api/messages/stream': { expect: signedIn(200, { auditor: 403 }), body: 'message', schema: sendMessageRequest },
  'GET /api/messages/stream/:replyId': {
    expect: only(200, ['owner'], 404),
    resource: 'reply',
    note: "Another user's reply answers exactly like a missing one.",
  },
  'GET /api/messages/usage': { expect: signedIn(200) },
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
