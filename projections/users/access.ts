// Who may read the users view's endpoints (infra/http/access.ts).
import { everyone, only, signedIn, type AccessTable } from '../../infra/http/access.js';

export const usersAccess: AccessTable = {
  'GET /api/user': { expect: signedIn(200) },
  'GET /api/session': { expect: everyone(200), note: 'the session check: signed out is an answer ({ user: null }), not an error' },
  'GET /api/user/notifications': { expect: signedIn(200) },
  'GET /api/user/privacy': { expect: signedIn(200) },
  'GET /api/admin/users': { expect: only(200, ['admin']) },
};
