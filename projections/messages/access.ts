// Who may read the messages view's endpoint (infra/http/access.ts).
import { signedIn, type AccessTable } from '../../infra/http/access.js';

export const messagesAccess: AccessTable = {
  'GET /api/messages': { expect: signedIn(200), note: "Always the caller's own conversation." },
};
