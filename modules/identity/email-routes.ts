// Email verification's endpoints (decision 0048): the link's token confirms the address (from any
// browser, signed in or not), a signed-in user may ask for a new link, and Settings reads whether
// the address is confirmed.
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { verifyEmailRequest, type EmailVerificationStatus } from './contract.js';
import { emailVerified, sendTakenAddressNotice, sendVerification, verifyEmail } from './email-verification.js';
import type { IdentityDeps } from './commands.js';

/** The app's own address for links in emails: PUBLIC_URL, or this request's protocol and host. */
export const appBaseUrl = (ctx: Context, publicUrl: string | undefined) =>
  (publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');

/**
 * Sends a new account its link; a failure to send is logged, never a failed registration. An
 * account registered with an address another account holds gets none (decision 0062): the
 * address's owner is told that someone registered with it.
 */
export async function sendVerificationAfterRegistration(
  deps: IdentityDeps,
  ctx: Context & { state: AppState },
  registered: { userId: number; email: string; emailHeld: boolean },
) {
  const baseUrl = appBaseUrl(ctx, deps.config.PUBLIC_URL);
  try {
    if (registered.emailHeld) await sendVerification(deps, registered.userId, baseUrl);
    else {
      await sendVerification(deps, registered.userId, baseUrl); // recorded alike, sent to nobody
      await sendTakenAddressNotice(deps, registered.email, baseUrl);
    }
  } catch (err) {
    ctx.state.log.warn({ err, userId: registered.userId }, 'the confirmation email could not be sent');
  }
}

/**
 * A profile changed to an address another account holds was answered as any change (decision
 * 0062); the address's holder is told. A failure to send is logged, never a failed change.
 */
export async function tellHolderOfTakenAddress(deps: IdentityDeps, ctx: Context & { state: AppState }, email: string) {
  try {
    await sendTakenAddressNotice(deps, email, appBaseUrl(ctx, deps.config.PUBLIC_URL), 'changed');
  } catch (err) {
    ctx.state.log.warn({ err }, 'the taken-address notice could not be sent');
  }
}

export function emailVerificationRouter(deps: IdentityDeps) {
  const router = createRouter();

  router.post('/api/user/verify-email', async (ctx) => {
    const input = parse(verifyEmailRequest, ctx.request.body);
    await verifyEmail(deps, input.token, commandContext(ctx));
    ctx.status = 204;
  });

  router.post('/api/user/verify-email/resend', requireUser(), async (ctx) => {
    await sendVerification(deps, currentUser(ctx).id, appBaseUrl(ctx, deps.config.PUBLIC_URL));
    ctx.status = 204;
  });

  router.get('/api/user/email-verification', requireUser(), async (ctx) => {
    const body: EmailVerificationStatus = await emailVerified(deps, currentUser(ctx).id);
    ctx.body = body;
  });

  return router;
}
