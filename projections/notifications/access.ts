// Who may read the notifications view's endpoints (infra/http/access.ts): each signed-in user
// reads only their own list and stream.
import { signedIn, type AccessTable } from '../../infra/http/access.js';

export const notificationsViewAccess: AccessTable = {
  'GET /api/notifications': { expect: signedIn(200) },
  'GET /api/notifications/stream': { expect: signedIn(200), eventStream: true },
};
