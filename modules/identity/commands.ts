// Application layer of the identity module: look up, hash, decide, append.
import type { Knex } from 'knex';
import type { Deps } from '../../infra/deps.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { runCommand, loadState, type CommandResult } from '../../infra/eventstore/command.js';
import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../../infra/http/errors.js';
import { endUserSessions } from '../../infra/http/session-store.js';
import { MESSAGES, type NotificationPreferences, type PrivacySettings, type Role, type UserType } from './contract.js';
import { decide, evolve, initialState, type IdentityCommand, type User } from './decider.js';
import { userStream, type IdentityEvent } from './events.js';
import { hashPassword, verifyPassword } from './passwords.js';

type IdentityDeps = Pick<Deps, 'store' | 'knex' | 'config' | 'keys'>;

const now = () => new Date().toISOString();

function run(deps: IdentityDeps, userId: number, ctx: CommandContext, command: (state: User) => IdentityCommand, retries = 3) {
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

async function reserve(knex: Knex, kind: Kind, value: string, userId: number): Promise<void> {
  const inserted = await knex('identity_reservations')
    .insert({ kind, value: norm(value), user_id: userId })
    .onConflict(['kind', 'value'])
    .ignore()
    .returning('user_id');
  if (inserted.length === 1) return;
  const owner = await knex('identity_reservations').where({ kind, value: norm(value) }).first('user_id');
  if (owner && Number(owner.user_id) === userId) return;
  throw new ConflictError(kind === 'username' ? MESSAGES.usernameTaken : MESSAGES.emailTaken, { field: kind });
}

async function release(knex: Knex, kind: Kind, value: string, userId: number): Promise<void> {
  await knex('identity_reservations').where({ kind, value: norm(value), user_id: userId }).delete();
}

export async function findUserIdByUsername(knex: Knex, username: string): Promise<number | undefined> {
  const row = await knex('identity_reservations').where({ kind: 'username', value: norm(username) }).first('user_id');
  return row ? Number(row.user_id) : undefined;
}

// ---- commands

export async function registerUser(
  deps: IdentityDeps,
  input: { username: string; email: string; password: string; role: Role },
  ctx: CommandContext,
): Promise<CommandResult<User, IdentityEvent> & { userId: number }> {
  const { rows } = await deps.knex.raw<{ rows: { id: number }[] }>("select nextval('user_id_seq')::int as id");
  const userId = rows[0]!.id;
  await reserve(deps.knex, 'username', input.username, userId);
  try {
    await reserve(deps.knex, 'email', input.email, userId);
  } catch (err) {
    await release(deps.knex, 'username', input.username, userId);
    throw err;
  }
  try {
    const passwordHash = await hashPassword(input.password);
    const result = await run(deps, userId, { ...ctx, userId: ctx.userId ?? userId }, () => ({
      type: 'RegisterUser',
      userId,
      role: input.role,
      username: input.username,
      email: input.email,
      passwordHash,
      now: now(),
    }), 0);
    return { ...result, userId };
  } catch (err) {
    await release(deps.knex, 'username', input.username, userId);
    await release(deps.knex, 'email', input.email, userId);
    throw err;
  }
}

export async function logIn(
  deps: IdentityDeps,
  input: { username: string; password: string; userType: UserType; ip: string },
  ctx: CommandContext,
): Promise<CommandResult<User, IdentityEvent> & { userId: number }> {
  await checkThrottle(deps, input.username, input.ip);
  const userId = await findUserIdByUsername(deps.knex, input.username);
  const loaded = userId === undefined ? undefined : await loadUser(deps, userId);
  const hash = loaded?.state.status === 'active' ? loaded.state.passwordHash : null;
  const passwordMatches = await verifyPassword(hash, input.password);
  if (userId === undefined || loaded?.state.status !== 'active') {
    await recordFailure(deps.knex, input.username, input.ip);
    throw new UnauthorizedError(MESSAGES.invalidLogin);
  }
  const result = await run(deps, userId, { ...ctx, userId }, () => ({ type: 'LogIn', mode: input.userType, passwordMatches, now: now() }));
  if (result.events.some((e) => e.type === 'LoginFailed')) {
    await recordFailure(deps.knex, input.username, input.ip);
    throw new UnauthorizedError(MESSAGES.invalidLogin);
  }
  await deps.knex('login_failures').where({ username: norm(input.username) }).delete();
  return { ...result, userId };
}

export function logOut(deps: IdentityDeps, userId: number, ctx: CommandContext) {
  return run(deps, userId, ctx, () => ({ type: 'LogOut', now: now() }));
}

export async function updateProfile(deps: IdentityDeps, userId: number, input: { username: string; email: string }, ctx: CommandContext) {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') throw new UnauthorizedError();
  const usernameChanged = norm(state.username) !== norm(input.username);
  const emailChanged = norm(state.email) !== norm(input.email);
  if (usernameChanged) await reserve(deps.knex, 'username', input.username, userId);
  if (emailChanged) {
    try {
      await reserve(deps.knex, 'email', input.email, userId);
    } catch (err) {
      if (usernameChanged) await release(deps.knex, 'username', input.username, userId);
      throw err;
    }
  }
  try {
    const result = await run(deps, userId, ctx, () => ({ type: 'UpdateProfile', username: input.username, email: input.email, now: now() }));
    if (usernameChanged) await release(deps.knex, 'username', state.username, userId);
    if (emailChanged) await release(deps.knex, 'email', state.email, userId);
    return result;
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
  const currentPasswordMatches = await verifyPassword(state.passwordHash, input.currentPassword);
  const newPasswordHash = await hashPassword(input.newPassword);
  const result = await run(deps, userId, ctx, () => ({ type: 'ChangePassword', currentPasswordMatches, newPasswordHash, now: now() }), 0);
  await endUserSessions(deps.knex, userId, ctx.sessionId);
  return result;
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
  const passwordMatches = await verifyPassword(state.passwordHash, input.password);
  const result = await run(deps, userId, ctx, () => ({ type: 'EraseUser', passwordMatches, now: now() }), 0);
  await deps.keys.destroy(userId);
  await deps.knex('identity_reservations').where({ user_id: userId }).delete();
  await endUserSessions(deps.knex, userId);
  return result;
}

// ---- throttling of failed logins, per username and per IP

async function recordFailure(knex: Knex, username: string, ip: string): Promise<void> {
  await knex('login_failures').insert({ username: norm(username), ip });
}

async function checkThrottle(deps: IdentityDeps, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - deps.config.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000);
  const [byUser, byIp] = await Promise.all([
    deps.knex('login_failures').where({ username: norm(username) }).andWhere('at', '>', since).count<{ n: number }[]>({ n: '*' }),
    deps.knex('login_failures').where({ ip }).andWhere('at', '>', since).count<{ n: number }[]>({ n: '*' }),
  ]);
  const max = deps.config.LOGIN_THROTTLE_MAX;
  if (Number(byUser[0]?.n) >= max || Number(byIp[0]?.n) >= max) {
    const minutes = deps.config.LOGIN_THROTTLE_WINDOW_MINUTES;
    throw new TooManyRequestsError(`Too many failed login attempts. Please wait ${minutes} minutes and try again.`, minutes * 60);
  }
  // Old records are of no further use.
  await deps.knex('login_failures').where('at', '<=', since).delete();
}

/** Creates the operations (admin) account from OPS_USERNAME / OPS_PASSWORD when it does not exist yet. */
export async function ensureOpsAccount(deps: IdentityDeps): Promise<number | undefined> {
  const { OPS_USERNAME, OPS_PASSWORD, OPS_EMAIL } = deps.config;
  if (!OPS_USERNAME || !OPS_PASSWORD) return undefined;
  const existing = await findUserIdByUsername(deps.knex, OPS_USERNAME);
  if (existing !== undefined) return existing;
  const { userId } = await registerUser(
    deps,
    { username: OPS_USERNAME, email: OPS_EMAIL ?? `${OPS_USERNAME.toLowerCase()}@ops.casebook.invalid`, password: OPS_PASSWORD, role: 'admin' },
    {},
  );
  return userId;
}

export function assertAdminUsername(config: IdentityDeps['config'], role: Role, username: string): void {
  if (role === 'admin' && norm(username) !== norm(config.OPS_USERNAME ?? '')) {
    throw new ConflictError('Only the configured operations account (OPS_USERNAME) can be an admin');
  }
}
