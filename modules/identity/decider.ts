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
    }
  | { status: 'erased'; userId: number };

export const initialState: User = { status: 'none' };

export type IdentityCommand =
  | { type: 'RegisterUser'; userId: number; role: Role; username: string; email: string; passwordHash: string; now: string }
  | { type: 'LogIn'; mode: UserType; passwordMatches: boolean; now: string }
  | { type: 'LogOut'; now: string }
  | { type: 'UpdateProfile'; username: string; email: string; now: string }
  | { type: 'ChangePassword'; currentPasswordMatches: boolean; newPasswordHash: string; now: string }
  | { type: 'SetNotificationPreferences'; preferences: NotificationPreferences; now: string }
  | { type: 'SetPrivacySettings'; settings: PrivacySettings; now: string }
  | { type: 'EraseUser'; passwordMatches: boolean; now: string };

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
      return state.status === 'active' && event.data.pii ? { ...state, ...event.data.pii } : state;
    case 'PasswordChanged':
      return state.status === 'active' && event.data.pii ? { ...state, passwordHash: event.data.pii.passwordHash } : state;
    case 'NotificationPreferencesSet':
      return state.status === 'active' ? { ...state, notifications: event.data.preferences } : state;
    case 'PrivacySettingsSet':
      return state.status === 'active' ? { ...state, privacy: event.data.settings } : state;
    case 'UserErased':
      return { status: 'erased', userId: event.data.userId };
    default:
      return state;
  }
}
