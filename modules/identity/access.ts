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
  passwordResetConfirm,
  passwordResetRequest,
  secondFactorCodeRequest,
  verifyEmailRequest,
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
  'GET /api/user/second-factor': { expect: signedIn(200) },
  'POST /api/user/second-factor/setup': {
    expect: signedIn(200, { admin: 403 }),
    note: "Auditors set up their own second factor; the operations account's comes from OPS_TOTP_SECRET.",
  },
  'POST /api/user/second-factor': {
    expect: signedIn(201, { admin: 403, investigator: 409, auditor: 409 }),
    body: 'secondFactorEnable',
    schema: secondFactorCodeRequest,
    note: 'The body fixture runs the setup first and types its current code; staff and auditors set theirs up at their first sign-in (409: already on).',
  },
  'POST /api/user/second-factor/disable': {
    expect: signedIn(204, { investigator: 403, admin: 403, auditor: 403 }),
    body: 'secondFactorDisable',
    schema: secondFactorCodeRequest,
    note: 'Staff and auditors must keep theirs; the fixture turns it on first.',
  },
  'POST /api/user/verify-email': {
    expect: everyone(400),
    body: 'verifyEmail',
    schema: verifyEmailRequest,
    note: 'A well-formed token no link carries: refused alike for everyone (the link itself: modules/identity/email-verification.test.ts).',
  },
  'POST /api/user/verify-email/resend': {
    expect: signedIn(429, { investigator: 204, admin: 204, auditor: 204 }),
    note: 'A client registered just now got its link less than a minute ago (429); staff made by the admin were sent none yet.',
  },
  'GET /api/user/email-verification': { expect: signedIn(200) },
  'POST /api/password-reset': {
    expect: everyone(202, { auditor: 403 }),
    body: 'passwordReset',
    schema: passwordResetRequest,
    note: 'The same answer whether an account uses the address or not; auditors change nothing.',
  },
  'POST /api/password-reset/confirm': {
    expect: everyone(400, { auditor: 403 }),
    body: 'passwordResetConfirm',
    schema: passwordResetConfirm,
    note: 'A well-formed token no link carries: refused alike (the link itself: modules/identity/password-reset.test.ts).',
  },
  'POST /api/admin/users/:id/disable': { expect: only(200, ['admin']), resource: 'staffAccount' },
  'POST /api/admin/users/:id/enable': { expect: only(200, ['admin']), resource: 'staffAccount' },
  'POST /api/admin/users/:id/reset-password': { expect: only(202, ['admin']), resource: 'staffAccount' },
  'POST /api/login/second-factor': {
    expect: everyone(401),
    body: 'secondFactorCode',
    schema: secondFactorCodeRequest,
    note: 'No sign-in is waiting for a code in these sessions (the step itself: modules/identity/second-factor.test.ts).',
  },
  'POST /api/login/second-factor/setup': {
    expect: everyone(401),
    body: 'secondFactorCode',
    schema: secondFactorCodeRequest,
    note: "No staff sign-in is waiting for its authenticator's setup in these sessions (the step itself: modules/identity/second-factor.test.ts).",
  },
};
