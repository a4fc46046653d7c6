// Events of the identity module, stream `user-{id}` (and `login-{id}` for sign-ins and sign-outs). Personal data sits under `pii` and is
// encrypted with the user's own key; after erasure it reads back as null.
import { z } from 'zod';
import { notificationPreferences, privacySettings, roleSchema, userTypeSchema } from './contract.js';

const at = z.string();

export const eventSchemas = {
  UserRegistered: z.object({
    userId: z.number().int(),
    role: roleSchema,
    registeredAt: at,
    pii: z.object({ username: z.string(), email: z.string(), passwordHash: z.string() }).nullable(),
  }),
  LoggedIn: z.object({ userId: z.number().int(), mode: userTypeSchema, at }),
  LoginFailed: z.object({ userId: z.number().int(), reason: z.enum(['bad-password', 'wrong-mode', 'disabled']), at }),
  LoggedOut: z.object({ userId: z.number().int(), at }),
  ProfileUpdated: z.object({
    userId: z.number().int(),
    at,
    pii: z.object({ username: z.string(), email: z.string() }).nullable(),
  }),
  PasswordChanged: z.object({ userId: z.number().int(), at, pii: z.object({ passwordHash: z.string() }).nullable() }),
  NotificationPreferencesSet: z.object({ userId: z.number().int(), at, preferences: notificationPreferences }),
  PrivacySettingsSet: z.object({ userId: z.number().int(), at, settings: privacySettings }),
  UserErased: z.object({ userId: z.number().int(), at }),
  /** TOTP turned on (decision 0048): the secret and the recovery codes' SHA-256 hashes, encrypted with the user's key. */
  SecondFactorEnrolled: z.object({
    userId: z.number().int(),
    at,
    method: z.literal('totp'),
    pii: z.object({ secret: z.string(), recoverySecretHashes: z.array(z.string()) }).nullable(),
  }),
  SecondFactorDisabled: z.object({ userId: z.number().int(), at }),
  /** The account's address confirmed by the link sent to it (a later change of address unconfirms it). */
  EmailVerified: z.object({ userId: z.number().int(), at }),
  /**
   * A link to set a new password was sent to the account's address (decision 0054): asked for by
   * its owner ('Forgot password') or by an admin; the link works once, until `expiresAt`.
   */
  PasswordResetRequested: z.object({ userId: z.number().int(), at, expiresAt: at, requestedBy: z.enum(['owner', 'admin']) }),
  /**
   * The password replaced without the current one: by the owner through a reset link, or by an admin
   * (a random password no one knows, until the owner follows the link sent with it). Every session ends.
   */
  PasswordReset: z.object({
    userId: z.number().int(),
    at,
    via: z.enum(['reset-link', 'admin']),
    pii: z.object({ passwordHash: z.string() }).nullable(),
  }),
  /** An admin disabled a staff account: it cannot sign in and its sessions ended. */
  AccountDisabled: z.object({ userId: z.number().int(), at, by: z.number().int() }),
  /** An admin enabled a disabled staff account again. */
  AccountEnabled: z.object({ userId: z.number().int(), at, by: z.number().int() }),
  /** One recovery code spent (its place in the enrolment's list; each is good once). */
  RecoveryCodeUsed: z.object({ userId: z.number().int(), at, index: z.number().int().min(0) }),
} as const;

type Schemas = typeof eventSchemas;
export type IdentityEventType = keyof Schemas;
export type IdentityEvent = { [K in IdentityEventType]: { type: K; data: z.infer<Schemas[K]> } }[IdentityEventType];
export type IdentityEventOf<K extends IdentityEventType> = Extract<IdentityEvent, { type: K }>;

export const identityEventTypes = Object.keys(eventSchemas) as IdentityEventType[];

export const userStream = (userId: number) => `user-${userId}`;
/** Sign-ins, failed sign-ins and sign-outs of an account (LoggedIn, LoginFailed, LoggedOut). */
export const loginStream = (userId: number) => `login-${userId}`;
