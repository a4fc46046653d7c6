// The local test provider's card form (POST /api/test-payments/confirm and /authenticate): the
// browser submits a card or its 3-D Secure answer; the provider decides on the server. Served
// only when the test provider is the one configured. The provider names why it refuses; the
// words the user reads are billing's.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { ConflictError, NotFoundError, type AppError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import { CardFormRefusal, TestPaymentProvider, type CardFormRefusalReason } from '../../infra/payments/index.js';
import { MESSAGES, testAuthenticateRequest, testCardConfirmRequest, type TestPaymentResult } from './contract.js';
import type { BillingDeps } from './provider.js';
import { settled } from './routes.js';

const REFUSALS: Record<CardFormRefusalReason, () => AppError> = {
  // Someone else's payment is answered exactly like an unknown one.
  'unknown-payment': () => new NotFoundError(MESSAGES.paymentNotFound),
  'already-succeeded': () => new ConflictError(MESSAGES.alreadyPaid),
  canceled: () => new ConflictError(MESSAGES.paymentCanceled),
  'not-awaiting-authentication': () => new ConflictError(MESSAGES.notAwaitingAuthentication),
};

async function worded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof CardFormRefusal) throw REFUSALS[err.reason]();
    throw err;
  }
}

export function testPaymentsRouter(deps: BillingDeps) {
  function testProvider(): TestPaymentProvider {
    if (!(deps.provider instanceof TestPaymentProvider)) throw new NotFoundError(MESSAGES.testPaymentsOff);
    return deps.provider;
  }

  const router = createRouter();

  router.post('/api/test-payments/confirm', requireUser(), async (ctx) => {
    const provider = testProvider();
    const input = parse(testCardConfirmRequest, ctx.request.body);
    const card = { number: input.cardNumber, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc };
    const result: TestPaymentResult = await worded(
      provider.confirmCard({ clientSecret: input.clientSecret, userId: currentUser(ctx).id, card }),
    );
    await settled(deps);
    ctx.body = result;
  });

  router.post('/api/test-payments/authenticate', requireUser(), async (ctx) => {
    const provider = testProvider();
    const input = parse(testAuthenticateRequest, ctx.request.body);
    const result: TestPaymentResult = await worded(
      provider.authenticate({ clientSecret: input.clientSecret, userId: currentUser(ctx).id, approve: input.approve }),
    );
    await settled(deps);
    ctx.body = result;
  });

  return router;
}
