// Command endpoints of the billing module: parse → authorize → command → answer. The user is
// always the session's; no body names a user, an amount or a price. Answers come from the write
// side's state; the route then waits (bounded) for the subscriptions view to catch up.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { AppError, NotFoundError, ValidationError } from '../../infra/http/errors.js';
import { takesLargeJson } from '../../infra/http/guards.js';
import { commandContext } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { isProviderEvent, WebhookSignatureError } from '../../infra/payments/types.js';
import {
  confirmReturnRequest,
  createSubscriptionRequest,
  MESSAGES,
  type ConfirmReturnResponse,
  type CreateSubscriptionResponse,
  type PaymentsConfigResponse,
} from './contract.js';
import { billingEventTypes } from './events.js';
import { handleProviderEvent } from './provider-facts.js';
import type { BillingDeps } from './provider.js';
import {
  cancelSubscription,
  confirmReturn,
  openBillingPortal,
  resumeSubscription,
  startSubscription,
  subscriptionResponseOf,
} from './subscription.js';

/** Read-your-writes: answer once the subscriptions view has every billing event written so far (bounded wait). */
export async function settled(deps: BillingDeps): Promise<void> {
  await deps.runner.waitFor(await deps.store.committedHead(), billingEventTypes, deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
}

export function billingRouter(deps: BillingDeps) {
  const router = createRouter();

  router.get('/api/config/payments', requireUser(), (ctx) => {
    const key = deps.provider.publishableKey;
    // Anything but a publishable key is withheld: the screen then shows its configuration card.
    const body: PaymentsConfigResponse = { provider: deps.provider.kind, publishableKey: key?.startsWith('pk_') ? key : null };
    ctx.body = body;
  });

  router.post('/api/subscription', requireUser(), async (ctx) => {
    parse(createSubscriptionRequest, ctx.request.body ?? {});
    const { clientSecret } = await startSubscription(deps, currentUser(ctx).id, commandContext(ctx));
    await settled(deps);
    const body: CreateSubscriptionResponse = { clientSecret };
    ctx.body = body;
  });

  router.post('/api/subscription/cancel', requireUser(), async (ctx) => {
    const { state } = await cancelSubscription(deps, currentUser(ctx).id, commandContext(ctx));
    await settled(deps);
    ctx.body = subscriptionResponseOf(state);
  });

  router.post('/api/subscription/resume', requireUser(), async (ctx) => {
    const { state } = await resumeSubscription(deps, currentUser(ctx).id, commandContext(ctx));
    await settled(deps);
    ctx.body = subscriptionResponseOf(state);
  });

  router.post('/api/subscription/portal', requireUser(), async (ctx) => {
    // Koa 3's ctx.origin is the Origin header; the app's own address is protocol + host.
    const base = (deps.config.PUBLIC_URL ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
    ctx.body = await openBillingPortal(deps, currentUser(ctx).id, `${base}/subscription`);
  });

  router.post('/api/subscription/confirm-return', requireUser(), async (ctx) => {
    const input = parse(confirmReturnRequest, ctx.request.body);
    const { outcome, message, state } = await confirmReturn(deps, currentUser(ctx).id, input, commandContext(ctx));
    await settled(deps);
    const body: ConfirmReturnResponse = { outcome, message, subscription: subscriptionResponseOf(state) };
    ctx.body = body;
  });

  /** Stripe's webhook: signature checked over the raw body; a bad one changes nothing. */
  router.post('/api/billing/webhook', takesLargeJson(), async (ctx) => {
    const { provider } = deps;
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
    // Signed is not the same as well-formed: a signed `[]` or `{}` is answered 400, never 500.
    if (!isProviderEvent(event)) {
      ctx.state.log.warn('payment webhook refused: the signed body is not a provider event');
      throw new ValidationError(MESSAGES.webhookMalformed);
    }
    const outcome = await handleProviderEvent(deps, event);
    if (outcome === 'applied') await settled(deps);
    ctx.body = { received: true, outcome };
  });

  return router;
}
