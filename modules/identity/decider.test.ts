import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, modeAllowed, type IdentityCommand, type User } from './decider.js';
import type { IdentityEvent } from './events.js';
import { defaultNotificationPreferences, defaultPrivacySettings } from './contract.js';

const now = '2026-11-23T10:00:00.000Z';
const given = (events: IdentityEvent[]): User => events.reduce(evolve, initialState);
const registered = (role: 'client' | 'investigator' | 'admin' | 'auditor' = 'client'): IdentityEvent => ({
  type: 'UserRegistered',
  data: { userId: 7, role, registeredAt: now, pii: { username: 'alice', email: 'alice@example.com', passwordHash: 'h1' } },
});
const when = (events: IdentityEvent[], command: IdentityCommand) => decide(command, given(events));

describe('identity decider', () => {
  it('registers a new account with its personal data under pii', () => {
    const events = when([], {
      type: 'RegisterUser',
      userId: 7,
      role: 'client',
      username: 'alice',
      email: 'alice@example.com',
      passwordHash: 'h1',
      now,
    });
    expect(events).toEqual([registered()]);
    expect(given(events)).toMatchObject({
      status: 'active',
      username: 'alice',
      notifications: defaultNotificationPreferences,
      privacy: defaultPrivacySettings,
    });
  });

  it('refuses to register the same account twice', () => {
    expect(() =>
      when([registered()], { type: 'RegisterUser', userId: 7, role: 'client', username: 'x', email: 'x@x.io', passwordHash: 'h', now }),
    ).toThrow('This account already exists');
  });

  it('logs in with the right password in the mode of the role', () => {
    expect(when([registered()], { type: 'LogIn', mode: 'client', passwordMatches: true, now })).toEqual([
      { type: 'LoggedIn', data: { userId: 7, mode: 'client', at: now } },
    ]);
    expect(when([registered('investigator')], { type: 'LogIn', mode: 'investigator', passwordMatches: true, now })[0]!.type).toBe(
      'LoggedIn',
    );
  });

  it('records a failed login for a wrong password', () => {
    expect(when([registered()], { type: 'LogIn', mode: 'client', passwordMatches: false, now })).toEqual([
      { type: 'LoginFailed', data: { userId: 7, reason: 'bad-password', at: now } },
    ]);
  });

  it('refuses the investigator switch for a client, and the client mode for staff', () => {
    expect(when([registered('client')], { type: 'LogIn', mode: 'investigator', passwordMatches: true, now })[0]).toMatchObject({
      type: 'LoginFailed',
      data: { reason: 'wrong-mode' },
    });
    expect(when([registered('investigator')], { type: 'LogIn', mode: 'client', passwordMatches: true, now })[0]!.type).toBe('LoginFailed');
    expect(modeAllowed('admin', 'investigator')).toBe(true);
    expect(modeAllowed('auditor', 'client')).toBe(true);
    expect(modeAllowed('auditor', 'investigator')).toBe(false);
  });

  it('answers 401 for an account that does not exist or was erased', () => {
    expect(() => when([], { type: 'LogIn', mode: 'client', passwordMatches: true, now })).toThrow('Invalid username or password');
    const erased: IdentityEvent = { type: 'UserErased', data: { userId: 7, at: now } };
    expect(() => when([registered(), erased], { type: 'LogIn', mode: 'client', passwordMatches: true, now })).toThrow(
      'Invalid username or password',
    );
  });

  it('updates the profile only when something changed', () => {
    expect(when([registered()], { type: 'UpdateProfile', username: 'alice', email: 'alice@example.com', now })).toEqual([]);
    const events = when([registered()], { type: 'UpdateProfile', username: 'alice2', email: 'a2@example.com', now });
    expect(events).toEqual([
      { type: 'ProfileUpdated', data: { userId: 7, at: now, pii: { username: 'alice2', email: 'a2@example.com' } } },
    ]);
    expect(given([registered(), ...events])).toMatchObject({ username: 'alice2', email: 'a2@example.com' });
  });

  it('changes the password only when the current one is right', () => {
    expect(() => when([registered()], { type: 'ChangePassword', currentPasswordMatches: false, newPasswordHash: 'h2', now })).toThrow(
      'Current password is incorrect',
    );
    const events = when([registered()], { type: 'ChangePassword', currentPasswordMatches: true, newPasswordHash: 'h2', now });
    expect(given([registered(), ...events])).toMatchObject({ passwordHash: 'h2' });
  });

  it('keeps notification preferences and privacy settings', () => {
    const preferences = { ...defaultNotificationPreferences, emailMarketing: true };
    const settings = { ...defaultPrivacySettings, conversationHistory: false };
    const e1 = when([registered()], { type: 'SetNotificationPreferences', preferences, now });
    const e2 = when([registered(), ...e1], { type: 'SetPrivacySettings', settings, now });
    expect(given([registered(), ...e1, ...e2])).toMatchObject({ notifications: preferences, privacy: settings });
  });

  it('erases only with the right password, and an erased user does nothing more', () => {
    expect(() => when([registered()], { type: 'EraseUser', passwordMatches: false, now })).toThrow('Password is incorrect');
    const events = when([registered()], { type: 'EraseUser', passwordMatches: true, now });
    expect(events).toEqual([{ type: 'UserErased', data: { userId: 7, at: now } }]);
    expect(given([registered(), ...events])).toEqual({ status: 'erased', userId: 7 });
    expect(() => when([registered(), ...events], { type: 'SetPrivacySettings', settings: defaultPrivacySettings, now })).toThrow();
  });

  it('never erases the operations (admin) account from the app', () => {
    expect(() => when([registered('admin')], { type: 'EraseUser', passwordMatches: true, now })).toThrow(
      'The operations account cannot be erased',
    );
    expect(when([registered('investigator')], { type: 'EraseUser', passwordMatches: true, now })[0]!.type).toBe('UserErased');
  });

  it('folds shredded registration (pii null) into an erased account', () => {
    const shredded: IdentityEvent = { type: 'UserRegistered', data: { userId: 7, role: 'client', registeredAt: now, pii: null } };
    expect(given([shredded])).toEqual({ status: 'erased', userId: 7 });
  });

  it('logs out an active user and ignores an unknown event', () => {
    expect(when([registered()], { type: 'LogOut', now })).toEqual([{ type: 'LoggedOut', data: { userId: 7, at: now } }]);
    const state = given([registered()]);
    expect(evolve(state, { type: 'SomethingNew', data: {} } as unknown as IdentityEvent)).toBe(state);
  });
});
