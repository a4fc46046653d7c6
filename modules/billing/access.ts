// Who may call each billing endpoint (infra/http/access.ts). Staff in the matrix never hold
// Premium (the operations account is shared between cells), so their cancel answers 409.
import { everyone, only, signedIn, type AccessTable } from '../../infra/http/access.js';
import { confirmReturnRequest, createSubscriptionRequest, testAuthenticateRequest, testCardConfirmRequest } from './contract.js';

export const billingAccess: AccessTable = {
  'GET /api/config/payments': { expect: signedIn(200) },
  'POST /api/subscription': { expect: signedIn(200, { auditor: 403 }), body: 'empty', schema: createSubscriptionRequest },
  'POST /api/subscription/cancel': {
    expect: { ...only(200, ['owner', 'otherClient'], 409), auditor: 403 },
    body: 'premium',
    note: 'Cancels the caller’s own subscription; without one, 409.',
  },
  'POST /api/subscription/resume': {
    expect: { ...only(200, ['owner', 'otherClient'], 409), auditor: 403 },
    body: 'premiumCancelled',
    note: 'Takes back the caller’s own cancellation at period end; with none waiting, 409.',
  },
  'POST /api/subscription/portal': { expect: signedIn(200, { auditor: 403 }), body: 'billingAccount' },
  'POST /api/subscription/confirm-return': { expect: signedIn(200, { auditor: 403 }), body: 'confirmReturn', schema: confirmReturnRequest },
  'POST /api/billing/webhook': {
    expect: everyone(404, { auditor: 403 }),
    body: 'empty',
    note: 'The test provider has no webhook (Stripe: the signature decides, never the caller); an auditor’s session changes nothing.',
  },
  'POST /api/test-payments/confirm': { expect: signedIn(200, { auditor: 403 }), body: 'testCard', schema: testCardConfirmRequest },
  'POST /api/test-payments/authenticate': {
    expect: signedIn(200, { auditor: 403 }),
    body: 'testAuthenticate',
    schema: testAuthenticateRequest,
  },
};
