// Pure rules of an account: decide(command, state) → events; evolve(state, event) → state.
// Time, ids, password checks (argon2 is I/O) come in on the command.
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../infra/http/errors.js';
import {
  defaultNotificationPreferences,
  defaultPrivacySettings,
  MESSAGES,
  type NotificationPreferences,
  type PrivacySettings,
  type Role,
  type UserType,
} from './contract.js';
import type { IdentityEvent } from './events.js';

export type User =
  | { status: 'none' }
  | {
      status: 'active';
      userId: number;
      role: Role;
      registeredAt: string;
      username: string;
      email: string;
      passwordHash: string;
      notifications: NotificationPreferences;
      privacy: PrivacySettings;
      /** The current address was confirmed by its link (EmailVerified since the last change of address). */
      emailVerified?: boolean;
      /** TOTP, when on: its secret, the recovery codes' hashes and which of them were spent. */
      secondFactor?: SecondFactor;
      /** Disabled by an admin (staff accounts only): no sign-in until enabled again. */
      disabled?: boolean;
    }
  | { status: 'erased'; userId: number };

export interface SecondFactor {
  secret: string;
  recoveryHashes: string[];
  usedRecovery: number[];
}

export const SECOND_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor authentication is already on',
  notOn: 'Two-factor authentication is not on',
  wrongCode: 'That code is not right. Check the time on your device and enter the current code',
} as const;

export const initialState: User = { status: 'none' };

export type IdentityCommand =
  | { type: 'RegisterUser'; userId: number; role: Role; username: string; email: string; passwordHash: string; now: string }
  | { type: 'LogIn'; mode: UserType; passwordMatches: boolean; now: string }
  | { type: 'LogOut'; now: string }
  | { type: 'UpdateProfile'; username: string; email: string; now: string }
  | { type: 'ChangePassword'; currentPasswordMatches: boolean; newPasswordHash: string; now: string }
  | { type: 'SetNotificationPreferences'; preferences: NotificationPreferences; now: string }
  | { type: 'SetPrivacySettings'; settings: PrivacySettings; now: string }
  | { type: 'EraseUser'; passwordMatches: boolean; now: string }
  | { type: 'EnableSecondFactor'; secret: string; codeMatches: boolean; recoveryHashes: string[]; now: string }
  | { type: 'DisableSecondFactor'; codeMatches: boolean; now: string }
  | { type: 'UseRecoveryCode'; index: number; now: string }
  | { type: 'VerifyEmail'; now: string }
  | { type: 'RequestPasswordReset'; requestedBy: 'owner' | 'admin'; expiresAt: string; now: string }
  | { type: 'ResetPassword'; via: 'reset-link' | 'admin'; newPasswordHash: string; now: string }
  | { type: 'DisableAccount'; by: number; now: string }
  | { type: 'EnableAccount'; by: number; now: string };

export const ACCOUNT_MESSAGES = {
  disabled: 'This account is disabled. Ask an administrator to enable it again.',
  staffOnly: 'Only investigator and auditor accounts can be disabled here',
  notYourself: 'You cannot disable your own account',
} as const;

/** Accounts an admin may disable (the operations account runs the platform; clients are not staff). */
export const disablableRole = (role: Role) => role === 'investigator' || role === 'auditor';

/** Staff sign in with the 'Investigator Login' switch on; everyone else with it off. */
export function modeAllowed(role: Role, mode: UserType): boolean {
  return mode === 'investigator' ? role === 'investigator' || role === 'admin' : role === 'client' || role === 'auditor';
}

type Active = Extract<User, { status: 'active' }>;

function requireActive(state: User): Active {
  if (state.status !== 'active') throw new UnauthorizedError(MESSAGES.invalidLogin);
  return state;
}

export function decide(command: IdentityCommand, state: User): IdentityEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw new ConflictError('This account already exists');
      const { userId, role, username, email, passwordHash, now } = command;
      return [{ type: 'UserRegistered', data: { userId, role, registeredAt: now, pii: { username, email, passwordHash } } }];
    }
    case 'LogIn': {
      const user = requireActive(state);
      if (!command.passwordMatches) {
        return [{ type: 'LoginFailed', data: { userId: user.userId, reason: 'bad-password', at: command.now } }];
      }
      if (!modeAllowed(user.role, command.mode)) {
        return [{ type: 'LoginFailed', data: { userId: user.userId, reason: 'wrong-mode', at: command.now } }];
      }
      if (user.disabled) return [{ type: 'LoginFailed', data: { userId: user.userId, reason: 'disabled', at: command.now } }];
      return [{ type: 'LoggedIn', data: { userId: user.userId, mode: command.mode, at: command.now } }];
    }
    case 'LogOut': {
      if (state.status !== 'active') return [];
      return [{ type: 'LoggedOut', data: { userId: state.userId, at: command.now } }];
    }
    case 'UpdateProfile': {
      const user = requireActive(state);
      if (user.username === command.username && user.email === command.email) return [];
      return [
        {
          type: 'ProfileUpdated',
          data: { userId: user.userId, at: command.now, pii: { username: command.username, email: command.email } },
        },
      ];
    }
    case 'ChangePassword': {
      const user = requireActive(state);
      if (!command.currentPasswordMatches) throw new ValidationError('Current password is incorrect');
      return [{ type: 'PasswordChanged', data: { userId: user.userId, at: command.now, pii: { passwordHash: command.newPasswordHash } } }];
    }
    case 'SetNotificationPreferences': {
      const user = requireActive(state);
      return [{ type: 'NotificationPreferencesSet', data: { userId: user.userId, at: command.now, preferences: command.preferences } }];
    }
    case 'SetPrivacySettings': {
      const user = requireActive(state);
      return [{ type: 'PrivacySettingsSet', data: { userId: user.userId, at: command.now, settings: command.settings } }];
    }
    case 'EraseUser': {
      const user = requireActive(state);
      // The operations account runs the platform (OPS_USERNAME): it is never erased from the app.
      if (user.role === 'admin') throw new ForbiddenError('The operations account cannot be erased');
      if (!command.passwordMatches) throw new ValidationError('Password is incorrect');
      return [{ type: 'UserErased', data: { userId: user.userId, at: command.now } }];
    }
    case 'EnableSecondFactor': {
      const user = requireActive(state);
      if (user.secondFactor) throw new ConflictError(SECOND_FACTOR_MESSAGES.alreadyOn);
      if (!command.codeMatches) throw new ValidationError(SECOND_FACTOR_MESSAGES.wrongCode);
      return [
        {
          type: 'SecondFactorEnrolled',
          data: {
            userId: user.userId,
            at: command.now,
            method: 'totp',
            pii: { secret: command.secret, recoverySecretHashes: command.recoveryHashes },
          },
        },
      ];
    }
    case 'DisableSecondFactor': {
      const user = requireActive(state);
      if (!user.secondFactor) throw new ConflictError(SECOND_FACTOR_MESSAGES.notOn);
      if (!command.codeMatches) throw new ValidationError(SECOND_FACTOR_MESSAGES.wrongCode);
      return [{ type: 'SecondFactorDisabled', data: { userId: user.userId, at: command.now } }];
    }
    case 'VerifyEmail': {
      const user = requireActive(state);
      if (user.emailVerified) return [];
      return [{ type: 'EmailVerified', data: { userId: user.userId, at: command.now } }];
    }
    case 'RequestPasswordReset': {
      const user = requireActive(state);
      // A disabled account gets no link from 'Forgot password' (the answer is the same either way).
      if (user.disabled && command.requestedBy === 'owner') return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId: user.userId, at: command.now, expiresAt: command.expiresAt, requestedBy: command.requestedBy },
        },
      ];
    }
    case 'ResetPassword': {
      const user = requireActive(state);
      return [
        {
          type: 'PasswordReset',
          data: { userId: user.userId, at: command.now, via: command.via, pii: { passwordHash: command.newPasswordHash } },
        },
      ];
    }
    case 'DisableAccount': {
      const user = requireActive(state);
      if (!disablableRole(user.role)) throw new ForbiddenError(ACCOUNT_MESSAGES.staffOnly);
      if (user.userId === command.by) throw new ForbiddenError(ACCOUNT_MESSAGES.notYourself);
      if (user.disabled) return [];
      return [{ type: 'AccountDisabled', data: { userId: user.userId, at: command.now, by: command.by } }];
    }
    case 'EnableAccount': {
      const user = requireActive(state);
      if (!disablableRole(user.role)) throw new ForbiddenError(ACCOUNT_MESSAGES.staffOnly);
      if (!user.disabled) return [];
      return [{ type: 'AccountEnabled', data: { userId: user.userId, at: command.now, by: command.by } }];
    }
    case 'UseRecoveryCode': {
      const user = requireActive(state);
      const factor = user.secondFactor;
      if (!factor || command.index >= factor.recoveryHashes.length || factor.usedRecovery.includes(command.index)) {
        throw new ValidationError(SECOND_FACTOR_MESSAGES.wrongCode);
      }
      return [{ type: 'RecoveryCodeUsed', data: { userId: user.userId, at: command.now, index: command.index } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

export function evolve(state: User, event: IdentityEvent): User {
  switch (event.type) {
    case 'UserRegistered': {
      const pii = event.data.pii;
      if (!pii) return { status: 'erased', userId: event.data.userId };
      return {
        status: 'active',
        userId: event.data.userId,
        role: event.data.role,
        registeredAt: event.data.registeredAt,
        username: pii.username,
        email: pii.email,
        passwordHash: pii.passwordHash,
        notifications: defaultNotificationPreferences,
        privacy: defaultPrivacySettings,
      };
    }
    case 'ProfileUpdated':
      return state.status === 'active' && event.data.pii
        ? { ...state, ...event.data.pii, emailVerified: state.emailVerified && state.email === event.data.pii.email }
        : state;
    case 'EmailVerified':
      return state.status === 'active' ? { ...state, emailVerified: true } : state;
    case 'PasswordChanged':
    case 'PasswordReset':
      return state.status === 'active' && event.data.pii ? { ...state, passwordHash: event.data.pii.passwordHash } : state;
    case 'AccountDisabled':
      return state.status === 'active' ? { ...state, disabled: true } : state;
    case 'AccountEnabled':
      return state.status === 'active' ? { ...state, disabled: false } : state;
    case 'NotificationPreferencesSet':
      return state.status === 'active' ? { ...state, notifications: event.data.preferences } : state;
    case 'PrivacySettingsSet':
      return state.status === 'active' ? { ...state, privacy: event.data.settings } : state;
    case 'UserErased':
      return { status: 'erased', userId: event.data.userId };
    case 'SecondFactorEnrolled':
      return state.status === 'active' && event.data.pii
        ? {
            ...state,
            secondFactor: { secret: event.data.pii.secret, recoveryHashes: event.data.pii.recoverySecretHashes, usedRecovery: [] },
          }
        : state;
    case 'SecondFactorDisabled':
      return state.status === 'active' ? { ...state, secondFactor: undefined } : state;
    case 'RecoveryCodeUsed':
      return state.status === 'active' && state.secondFactor
        ? { ...state, secondFactor: { ...state.secondFactor, usedRecovery: [...state.secondFactor.usedRecovery, event.data.index] } }
        : state;
    default:
      return state;
  }
}
