// Who may call each identity endpoint (infra/http/access.ts; checked by test/security/authorization.test.ts).
import { everyone, only, signedIn, type AccessTable } from '../../infra/http/access.js';
import {
  createStaffRequest,
  eraseRequest,
  loginRequest,
  notificationPreferences,
  passwordChangeRequest,
  privacySettings,
  profileRequest,
  registerRequest,
} from './contract.js';

export const identityAccess: AccessTable = {
  'POST /api/register': {
    expect: everyone(201, { auditor: 403 }),
    body: 'register',
    schema: registerRequest,
    note: 'Signing up while signed in starts a session as the new client; auditors change nothing.',
  },
  'POST /api/login': { expect: everyone(200), body: 'login', schema: loginRequest },
  'POST /api/logout': { expect: everyone(204), note: 'Signed out already: nothing to end, same answer.' },
  'PUT /api/user/profile': { expect: signedIn(200, { auditor: 403 }), body: 'profile', schema: profileRequest },
  'PUT /api/user/password': {
    expect: signedIn(204),
    body: 'password',
    schema: passwordChangeRequest,
    note: 'Auditors keep their own password.',
  },
  'PUT /api/user/notifications': { expect: signedIn(200, { auditor: 403 }), body: 'notifications', schema: notificationPreferences },
  'PUT /api/user/privacy': { expect: signedIn(200, { auditor: 403 }), body: 'privacy', schema: privacySettings },
  'POST /api/user/erase': {
    expect: signedIn(204, { admin: 403, auditor: 403 }),
    body: 'erase',
    schema: eraseRequest,
    note: 'The operations account is never erased from the app; auditors change nothing.',
  },
  'POST /api/admin/users': { expect: only(201, ['admin']), body: 'staff', schema: createStaffRequest },
};
