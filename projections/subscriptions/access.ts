// Who may read the subscriptions view's endpoint (infra/http/access.ts).
import { signedIn, type AccessTable } from '../../infra/http/access.js';

export const subscriptionsAccess: AccessTable = {
  'GET /api/subscription': { expect: signedIn(200), note: "Always the caller's own subscription." },
};
