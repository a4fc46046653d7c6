// Application layer of the identity module: look up, hash, decide, append.
import type { Knex } from 'knex';
import type { Platform } from '../../infra/platform.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { runCommand, loadState, type CommandResult } from '../../infra/eventstore/command.js';
import { toNewEvents } from '../../infra/eventstore/event.js';
import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../../infra/http/errors.js';
import { securityOf, type SecurityFields } from '../../infra/logger/security.js';
import { endUserSessions } from '../../infra/http/session-store.js';
import { forgetIdempotencyKeys } from '../../infra/http/idempotency.js';
import {
  MESSAGES,
  secondFactorRequiredFor,
  type NotificationPreferences,
  type PrivacySettings,
  type Role,
  type UserType,
} from './contract.js';
import { decide, evolve, initialState, type IdentityCommand, type User } from './decider.js';
import { loginStream, userStream, type IdentityEvent } from './events.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { forgetAccount, normUsername, rememberSuccess, settleAdmission, type Admission, type AdmissionTicket } from './throttle.js';
import { admitLogin, admitPasswordCheck, loginFailed } from './login-guard.js';
import { forgetEmailsOf } from './email-sender.js';

export type IdentityDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'keys'> & Partial<Pick<Platform, 'signals'>>;

const now = () => new Date().toISOString();

function run(deps: IdentityDeps, userId: number, ctx: CommandContext, command: (state: User) => IdentityCommand, retries?: number) {
  return runCommand<User, IdentityEvent>({
    store: deps.store,
    stream: userStream(userId),
    evolve,
    initial: initialState,
    decide: (state) => decide(command(state), state),
    ctx,
    piiSubject: userId,
    retries,
  });
}

export function loadUser(deps: IdentityDeps, userId: number) {
  return loadState<User, IdentityEvent>(deps.store, userStream(userId), evolve, initialState);
}

// ---- uniqueness: usernames and emails are reserved in a write-side table before the event is appended

type Kind = 'username' | 'email';
const norm = (v: string) => v.trim().toLowerCase();

/** Reserves `value` for the account: true when it is the account's (now or before), false when another account holds it. */
async function tryReserve(knex: Knex, kind: Kind, value: string, userId: number): Promise<boolean> {
  const inserted = await knex('identity_reservations')
    .insert({ kind, value: norm(value), user_id: userId })
    .onConflict(['kind', 'value'])
    .ignore()
    .returning('user_id');
  if (inserted.length === 1) return true;
  const owner = await knex('identity_reservations')
    .where({ kind, value: norm(value) })
    .first('user_id');
  return Boolean(owner && Number(owner.user_id) === userId);
}

async function reserve(knex: Knex, kind: Kind, value: string, userId: number): Promise<void> {
  // The same words for both (OWASP): the answer does not say which of the two is in use.
  if (!(await tryReserve(knex, kind, value, userId))) throw new ConflictError(MESSAGES.unavailable);
}

/**
 * Whether the account holds its address (the reservation): every account does, except one a
 * client registered with an address another account held (decision 0062). Such an account keeps
 * the address it typed, but no link is ever sent to it, and erasing it removes no other account's mail.
 */
export async function holdsEmail(knex: Knex, userId: number, email: string): Promise<boolean> {
  const row = await knex('identity_reservations')
    .where({ kind: 'email', value: norm(email), user_id: userId })
    .first('user_id');
  return row !== undefined;
}

async function release(knex: Knex, kind: Kind, value: string, userId: number): Promise<void> {
  await knex('identity_reservations')
    .where({ kind, value: norm(value), user_id: userId })
    .delete();
}

export async function findUserIdByUsername(knex: Knex, username: string): Promise<number | undefined> {
  const row = await knex('identity_reservations')
    .where({ kind: 'username', value: norm(username) })
    .first('user_id');
  return row ? Number(row.user_id) : undefined;
}

// ---- commands

/**
 * Registers an account. A taken username is refused (409). A taken address is refused too, unless
 * `takenEmail` is 'register' (a client's own registration, decision 0062): then the account is made
 * all the same, without the address's reservation (`emailHeld: false`), so the answer does not tell
 * whether the address is in use; the route tells the address's owner instead.
 */
export async function registerUser(
  deps: IdentityDeps,
  input: { username: string; email: string; password: string; role: Role },
  ctx: CommandContext,
  takenEmail: 'refuse' | 'register' = 'refuse',
): Promise<CommandResult<User, IdentityEvent> & { userId: number; emailHeld: boolean }> {
  const { rows } = await deps.knex.raw<{ rows: { id: number }[] }>("select nextval('user_id_seq')::int as id");
  const userId = rows[0]!.id;
  await reserve(deps.knex, 'username', input.username, userId);
  let emailHeld: boolean;
  try {
    emailHeld = await tryReserve(deps.knex, 'email', input.email, userId);
  } catch (err) {
    await release(deps.knex, 'username', input.username, userId);
    throw err;
  }
  if (!emailHeld && takenEmail === 'refuse') {
    await release(deps.knex, 'username', input.username, userId);
    throw new ConflictError(MESSAGES.unavailable);
  }
  try {
    const passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
    const result = await run(
      deps,
      userId,
      { ...ctx, userId: ctx.userId ?? userId },
      () => ({
        type: 'RegisterUser',
        userId,
        role: input.role,
        username: input.username,
        email: input.email,
        passwordHash,
        now: now(),
      }),
      0,
    );
    return { ...result, userId, emailHeld };
  } catch (err) {
    await release(deps.knex, 'username', input.username, userId);
    await release(deps.knex, 'email', input.email, userId);
    throw err;
  }
}

/**
 * Sign-in attempts are recorded in the account's own login stream (`login-{id}`), not in
 * `user-{id}`: the account's stream stays as long as its changes, however often it signs in, and
 * attempts never collide with commands on the account (they append with version 'any').
 */
async function recordAttempt(deps: IdentityDeps, userId: number, events: IdentityEvent[], ctx: CommandContext) {
  if (events.length === 0) return undefined;
  return deps.store.appendToStream(loginStream(userId), toNewEvents(events, ctx), { expectedVersion: 'any' });
}

/**
 * What the sign-in's code step needs after the password step (second-factor-routes.ts). Nothing the
 * password step counted is given back, and its browser is not remembered, until the code is right.
 */
export interface SecondStep {
  /** What the password step counted (given back once the code is right); none when the throttle refused it. */
  ticket?: AdmissionTicket;
  /** The password and mode were right. False only past the throttle (decision 0087). */
  passwordOk: boolean;
  /** Decision 0087: the throttle's refusal this step went past (its security event), for an account with a second factor. */
  throttled?: SecurityFields;
}

export async function logIn(
  deps: IdentityDeps,
  input: { username: string; password: string; userType: UserType; ip: string; device: string | undefined },
  ctx: CommandContext,
): Promise<CommandResult<User, IdentityEvent> & { userId: number; secondStep?: SecondStep }> {
  const username = normUsername(input.username);
  const userId = await findUserIdByUsername(deps.knex, input.username);
  // Throttled before the password is checked; a browser the account knows is judged on its own (login-guard.ts).
  let admission: Admission | undefined;
  let refusal: TooManyRequestsError | undefined;
  try {
    admission = await admitLogin(deps, { username, userId, address: input.ip, device: input.device });
  } catch (err) {
    if (!(err instanceof TooManyRequestsError) || userId === undefined) throw err;
    refusal = err;
  }
  const loaded = userId === undefined ? undefined : await loadUser(deps, userId);
  // Decision 0087: past the throttle an account with a second factor still gets its code step,
  // whatever the password, so strangers' failures cannot keep its holder out; any other is refused.
  if (refusal && !(loaded?.state.status === 'active' && loaded.state.secondFactor)) throw refusal;
  const hash = loaded?.state.status === 'active' ? loaded.state.passwordHash : null;
  // Verified even for an unknown user (against a fixed hash): a miss costs as much as a hit.
  const passwordMatches = await verifyPassword(hash, input.password, deps.config.PASSWORD_HASH_COST);
  if (userId === undefined || !loaded || loaded.state.status !== 'active')
    throw loginFailed(userId === undefined ? 'unknown-user' : 'inactive', username, userId);
  const state = loaded.state;
  const events = decide({ type: 'LogIn', mode: input.userType, passwordMatches, now: now() }, state);
  const append = await recordAttempt(deps, userId, events, { ...ctx, userId });
  const failed = events.find((e) => e.type === 'LoginFailed');
  // Past the throttle the answer is the code step's either way: only a right code after a right
  // password signs in, and the code step's answers do not tell which of the two was wrong.
  if (refusal) return { state, events, append, userId, secondStep: { passwordOk: !failed, throttled: securityOf(refusal) } };
  if (failed) {
    const reason = failed.data.reason === 'bad-password' ? 'wrong-password' : failed.data.reason;
    throw loginFailed(reason, username, userId);
  }
  if (state.secondFactor || secondFactorRequiredFor(state.role)) {
    return { state, events, append, userId, secondStep: { ticket: admission!.ticket, passwordOk: true } };
  }
  await admission!.succeeded();
  if (input.device) await rememberSignIn(deps, userId, { address: input.ip, device: input.device });
  return { state, events, append, userId };
}

/**
 * A browser and address the account just signed in from (registration is the first sign-in; an
 * account with a second factor signs in at its code), with what its password step counted given back.
 */
export async function rememberSignIn(
  deps: IdentityDeps,
  userId: number,
  where: { address: string; device: string },
  ticket?: AdmissionTicket,
) {
  if (ticket) await settleAdmission(deps.knex, ticket);
  await rememberSuccess(deps.knex, await deps.keys.get(userId), userId, where);
}

export async function logOut(deps: IdentityDeps, userId: number, ctx: CommandContext) {
  const { state } = await loadUser(deps, userId);
  const events = decide({ type: 'LogOut', now: now() }, state);
  const append = await recordAttempt(deps, userId, events, ctx);
  return { state, events, append };
}

export async function updateProfile(deps: IdentityDeps, userId: number, input: { username: string; email: string }, ctx: CommandContext) {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') throw new UnauthorizedError();
  const usernameChanged = norm(state.username) !== norm(input.username);
  const emailChanged = norm(state.email) !== norm(input.email);
  if (usernameChanged) await reserve(deps.knex, 'username', input.username, userId);
  // An address another account holds is taken all the same, without its reservation (decision
  // 0062, as at registration): the answer does not tell that the address is in use.
  let emailHeld = true;
  if (emailChanged) {
    try {
      emailHeld = await tryReserve(deps.knex, 'email', input.email, userId);
    } catch (err) {
      if (usernameChanged) await release(deps.knex, 'username', input.username, userId);
      throw err;
    }
  }
  try {
    const result = await run(deps, userId, ctx, () => ({
      type: 'UpdateProfile',
      username: input.username,
      email: input.email,
      now: now(),
    }));
    if (usernameChanged) await release(deps.knex, 'username', state.username, userId);
    if (emailChanged) await release(deps.knex, 'email', state.email, userId);
    // takenAddress: the new address is another account's, whose holder is to be told.
    return { ...result, takenAddress: emailChanged && !emailHeld };
  } catch (err) {
    if (usernameChanged) await release(deps.knex, 'username', input.username, userId);
    if (emailChanged) await release(deps.knex, 'email', input.email, userId);
    throw err;
  }
}

export async function changePassword(
  deps: IdentityDeps,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  ctx: CommandContext & { sessionId?: string },
) {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') throw new UnauthorizedError();
  const check = await admitPasswordCheck(deps, { userId, username: state.username }, 'password-change');
  const currentPasswordMatches = await verifyPassword(state.passwordHash, input.currentPassword);
  await check.settle(currentPasswordMatches);
  const newPasswordHash = await hashPassword(input.newPassword, deps.config.PASSWORD_HASH_COST);
  const result = await run(
    deps,
    userId,
    ctx,
    () => ({ type: 'ChangePassword', currentPasswordMatches, newPasswordHash, now: now() }),
    0,
  ).catch((err: Error) => Promise.reject(currentPasswordMatches ? err : check.failed(err)));
  await endUserSessions(deps.knex, userId, ctx.sessionId, deps.signals);
  return result;
}

/**
 * The password replaced without the current one (a reset link, or an admin's reset): every session
 * of the account ends, its sign-in throttle counters are cleared.
 */
export async function resetPassword(
  deps: IdentityDeps,
  userId: number,
  newPassword: string,
  via: 'reset-link' | 'admin',
  ctx: CommandContext,
) {
  const newPasswordHash = await hashPassword(newPassword, deps.config.PASSWORD_HASH_COST);
  const result = await run(deps, userId, ctx, () => ({ type: 'ResetPassword', via, newPasswordHash, now: now() }));
  await endUserSessions(deps.knex, userId, undefined, deps.signals);
  return result;
}

/** An admin disables a staff account: its sessions end with it. */
export async function disableAccount(deps: IdentityDeps, userId: number, by: number, ctx: CommandContext) {
  const result = await run(deps, userId, ctx, () => ({ type: 'DisableAccount', by, now: now() }));
  await endUserSessions(deps.knex, userId, undefined, deps.signals);
  return result;
}

export function enableAccount(deps: IdentityDeps, userId: number, by: number, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'EnableAccount', by, now: now() }));
}

export function setNotificationPreferences(deps: IdentityDeps, userId: number, preferences: NotificationPreferences, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'SetNotificationPreferences', preferences, now: now() }));
}

export function setPrivacySettings(deps: IdentityDeps, userId: number, settings: PrivacySettings, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'SetPrivacySettings', settings, now: now() }));
}

/** Erasure: the event is appended first, then the key is destroyed; views purge on the event. */
export async function eraseUser(deps: IdentityDeps, userId: number, input: { password: string }, ctx: CommandContext) {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') throw new UnauthorizedError();
  const check = await admitPasswordCheck(deps, { userId, username: state.username }, 'erasure');
  const passwordMatches = await verifyPassword(state.passwordHash, input.password);
  await check.settle(passwordMatches);
  const result = await run(deps, userId, ctx, () => ({ type: 'EraseUser', passwordMatches, now: now() }), 0).catch((err: Error) =>
    Promise.reject(passwordMatches ? err : check.failed(err)),
  );
  await deps.keys.destroy(userId);
  const emailHeld = await holdsEmail(deps.knex, userId, state.email);
  await deps.knex('identity_reservations').where({ user_id: userId }).delete();
  await forgetAccount(deps.knex, userId, state.username);
  await deps.knex('identity_totp_steps').where({ user_id: userId }).delete();
  await deps.knex('password_resets').where({ user_id: userId }).delete();
  await endUserSessions(deps.knex, userId, undefined, deps.signals);
  await forgetIdempotencyKeys(deps.knex, userId);
  // The outbox's copies of the emails sent to the account or naming it (the embedded adapter keeps
  // them as files). An address the account never held is another account's: only the messages
  // about this one go (decision 0062).
  await forgetEmailsOf(deps, emailHeld ? state.email : null, userId);
  return result;
}

/** Creates the operations (admin) account from OPS_USERNAME / OPS_PASSWORD when it does not exist yet. */
export async function ensureOpsAccount(deps: IdentityDeps): Promise<number | undefined> {
  const { OPS_USERNAME, OPS_PASSWORD, OPS_EMAIL } = deps.config;
  if (!OPS_USERNAME || !OPS_PASSWORD) return undefined;
  const existing = await findUserIdByUsername(deps.knex, OPS_USERNAME);
  if (existing !== undefined) return existing;
  const { userId } = await registerUser(
    deps,
    {
      username: OPS_USERNAME,
      email: OPS_EMAIL ?? `${OPS_USERNAME.toLowerCase()}@ops.casebook.invalid`,
      password: OPS_PASSWORD,
      role: 'admin',
    },
    {},
  );
  return userId;
}

export function assertAdminUsername(config: IdentityDeps['config'], role: Role, username: string): void {
  if (role === 'admin' && norm(username) !== norm(config.OPS_USERNAME ?? '')) {
    throw new ConflictError('Only the configured operations account (OPS_USERNAME) can be an admin');
  }
}
