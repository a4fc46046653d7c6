// Command endpoints of the billing module: parse → authorize → command → answer. The user is
// always the session's; no body names a user, an amount or a price.
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { AppError, NotFoundError, ValidationError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { TestPaymentProvider, WebhookSignatureError } from '../../infra/payments/index.js';
import { getSubscription } from '../../projections/subscriptions/queries.js';
import {
  confirmReturnRequest,
  createSubscriptionRequest,
  MESSAGES,
  testAuthenticateRequest,
  testCardConfirmRequest,
  type ConfirmReturnResponse,
  type CreateSubscriptionResponse,
  type PaymentsConfigResponse,
  type TestPaymentResult,
} from './contract.js';
import * as commands from './commands.js';

type Ctx = Context & { state: AppState };

/** Read-your-writes: answer once the subscriptions view has every billing event written so far (bounded wait). */
async function settled(ctx: Ctx): Promise<void> {
  const { runner, store, config } = ctx.state.deps;
  await runner.waitFor(await store.headPosition(), commands.billingEventTypes, config.READ_YOUR_WRITES_TIMEOUT_MS);
}

export const billingRouter = createRouter();

billingRouter.get('/api/config/payments', requireUser(), (ctx) => {
  const provider = commands.paymentProvider(ctx.state.deps);
  const key = provider.publishableKey;
  // Anything but a publishable key is withheld: the screen then shows its configuration card.
  const body: PaymentsConfigResponse = { provider: provider.kind, publishableKey: key?.startsWith('pk_') ? key : null };
  ctx.body = body;
});

billingRouter.post('/api/subscription', requireUser(), async (ctx) => {
  parse(createSubscriptionRequest, ctx.request.body ?? {});
  const { clientSecret } = await commands.startSubscription(ctx.state.deps, currentUser(ctx).id, commandContext(ctx));
  await settled(ctx);
  const body: CreateSubscriptionResponse = { clientSecret };
  ctx.body = body;
});

billingRouter.post('/api/subscription/cancel', requireUser(), async (ctx) => {
  const userId = currentUser(ctx).id;
  await commands.cancelSubscription(ctx.state.deps, userId, commandContext(ctx));
  await settled(ctx);
  ctx.body = await getSubscription(ctx.state.deps.knex, userId);
});

billingRouter.post('/api/subscription/portal', requireUser(), async (ctx) => {
  // Koa 3's ctx.origin is the Origin header; the app's own address is protocol + host.
  const base = (ctx.state.deps.config.PUBLIC_URL ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
  ctx.body = await commands.openBillingPortal(ctx.state.deps, currentUser(ctx).id, `${base}/subscription`);
});

billingRouter.post('/api/subscription/confirm-return', requireUser(), async (ctx) => {
  const input = parse(confirmReturnRequest, ctx.request.body);
  const userId = currentUser(ctx).id;
  const { outcome, message } = await commands.confirmReturn(ctx.state.deps, userId, input, commandContext(ctx));
  await settled(ctx);
  const body: ConfirmReturnResponse = { outcome, message, subscription: await getSubscription(ctx.state.deps.knex, userId) };
  ctx.body = body;
});

/** Stripe's webhook: signature checked over the raw body; a bad one changes nothing. */
billingRouter.post('/api/billing/webhook', async (ctx) => {
  const { deps } = ctx.state;
  const provider = commands.paymentProvider(deps);
  if (provider.kind !== 'stripe') throw new NotFoundError(MESSAGES.webhookNotConfigured);
  if (!deps.config.STRIPE_WEBHOOK_SECRET) throw new AppError(503, 'NOT_CONFIGURED', MESSAGES.webhookNotConfigured);
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  let event;
  try {
    if (typeof raw !== 'string') throw new WebhookSignatureError('No raw JSON body');
    event = provider.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    ctx.state.log.warn({ reason: err.message }, 'payment webhook refused');
    throw new ValidationError(MESSAGES.webhookSignature);
  }
  const outcome = await commands.handleProviderEvent(deps, event);
  if (outcome === 'applied') await settled(ctx);
  ctx.body = { received: true, outcome };
});

// ---- the local test provider's card form

function testProvider(ctx: Ctx): TestPaymentProvider {
  const provider = commands.paymentProvider(ctx.state.deps);
  if (!(provider instanceof TestPaymentProvider)) throw new NotFoundError(MESSAGES.testPaymentsOff);
  return provider;
}

billingRouter.post('/api/test-payments/confirm', requireUser(), async (ctx) => {
  const provider = testProvider(ctx);
  const input = parse(testCardConfirmRequest, ctx.request.body);
  const card = { number: input.cardNumber, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc };
  const result: TestPaymentResult = await provider.confirmCard({ clientSecret: input.clientSecret, userId: currentUser(ctx).id, card });
  await settled(ctx);
  ctx.body = result;
});

billingRouter.post('/api/test-payments/authenticate', requireUser(), async (ctx) => {
  const provider = testProvider(ctx);
  const input = parse(testAuthenticateRequest, ctx.request.body);
  const result: TestPaymentResult = await provider.authenticate({ clientSecret: input.clientSecret, userId: currentUser(ctx).id, approve: input.approve });
  await settled(ctx);
  ctx.body = result;
});
