// The identity module owns accounts (stream `user-{id}`): registration, sign-in and sign-out,
// profile, password, notification and privacy preferences, erasure, and the staff accounts an
// admin creates. Other modules get what they need through `api`, handed to them by app/.
import { defineModule } from '../../infra/module.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import type { NotificationPreferences, PrivacySettings, Role, UserResponse } from './contract.js';
import * as commands from './commands.js';
import { eventSchemas } from './events.js';
import { identityAccess } from './access.js';
import { identityMigration } from './migration.js';
import { throttleMigration } from './throttle.js';
import { registrationLimitMigration } from './registration-limit.js';
import { ensureOpsSecondFactor, totpStepsMigration } from './second-factor.js';
import { secondFactorRouter } from './second-factor-routes.js';
import { emailVerificationRouter } from './email-routes.js';
import { emailVerificationMigration } from './email-verification.js';
import { identityRouter, userResponseOf, type IdentityRouteDeps } from './routes.js';
import { accountRouter } from './account-routes.js';
import { passwordResetMigration } from './password-reset.js';

export * from './contract.js';
export { identityEventTypes, loginStream, userStream, type IdentityEvent, type IdentityEventOf, type IdentityEventType } from './events.js';
export { modeAllowed, disablableRole } from './decider.js';

// The signed-in user every route sees (infra/http/state.ts): the users view fills these in.
declare module '../../infra/http/state.js' {
  interface SessionUser {
    username: string;
    email: string;
    userType: UserResponse['userType'];
    createdAt: string;
    notifications: NotificationPreferences;
    privacy: PrivacySettings;
  }
}

export interface Account {
  active: boolean;
  role: Role | null;
  privacy: PrivacySettings | null;
  /** The Settings › Notifications toggles (null once erased). */
  notifications: NotificationPreferences | null;
  /** Where email notifications go, and the name they greet (null once erased). */
  email: string | null;
  /**
   * Whether the account holds its address (decision 0062: an account registered with, or changed
   * to, an address another account holds keeps it unconfirmed and unheld): mail goes only to a held one.
   */
  emailHeld: boolean;
  /** Whether the account's current address was confirmed by the link sent to it (EmailVerified since its last change). */
  emailConfirmed: boolean;
  username: string | null;
  /** When the account was registered (ISO; null once erased). */
  createdAt: string | null;
}

/** What other modules' per-request checks need of an account: one read of its stream, no view or index. */
export type Standing = Pick<Account, 'active' | 'role' | 'privacy' | 'emailConfirmed'>;

export interface IdentityApi {
  /** The account as the write side holds it (for other modules' decisions). */
  account(userId: number): Promise<Account>;
  /** The account's standing alone (every chat message asks): `account` without the address-holding lookup. */
  standing(userId: number): Promise<Standing>;
  register(
    input: { username: string; email: string; password: string; role: Role },
    ctx: CommandContext,
  ): Promise<{ userId: number; user: UserResponse }>;
  ensureOpsAccount(): Promise<number | undefined>;
}

/** The standing of an account as its stream holds it: what `standing` answers and `account` starts from. */
function standingOf(state: Awaited<ReturnType<typeof commands.loadUser>>['state']): Standing {
  return state.status === 'active'
    ? { active: true, role: state.role, privacy: state.privacy, emailConfirmed: state.emailVerified === true }
    : { active: false, role: null, privacy: null, emailConfirmed: false };
}

export const identity = defineModule<IdentityRouteDeps, IdentityApi>({
  name: 'identity',
  migrations: [
    identityMigration,
    throttleMigration,
    registrationLimitMigration,
    totpStepsMigration,
    emailVerificationMigration,
    passwordResetMigration,
  ],
  events: eventSchemas,
  access: identityAccess,
  create(deps) {
    return {
      routes: [identityRouter(deps), secondFactorRouter(deps), emailVerificationRouter(deps), accountRouter(deps)],
      api: {
        async standing(userId) {
          const { state } = await commands.loadUser(deps, userId);
          return standingOf(state);
        },
        async account(userId) {
          const { state } = await commands.loadUser(deps, userId);
          return state.status === 'active'
            ? {
                ...standingOf(state),
                notifications: state.notifications,
                email: state.email,
                emailHeld: await commands.holdsEmail(deps.knex, userId, state.email),
                username: state.username,
                createdAt: state.registeredAt,
              }
            : { ...standingOf(state), notifications: null, email: null, emailHeld: false, username: null, createdAt: null };
        },
        async register(input, ctx) {
          commands.assertAdminUsername(deps.config, input.role, input.username);
          const result = await commands.registerUser(deps, input, ctx);
          if (result.append) await deps.runner.waitFor(result.append.position, ['UserRegistered'], deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
          return { userId: result.userId, user: userResponseOf(result.state) };
        },
        async ensureOpsAccount() {
          const userId = await commands.ensureOpsAccount(deps);
          if (userId !== undefined) await ensureOpsSecondFactor(deps, userId);
          return userId;
        },
      },
    };
  },
});
