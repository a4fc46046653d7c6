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
  LoginFailed: z.object({ userId: z.number().int(), reason: z.enum(['bad-password', 'wrong-mode']), at }),
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
} as const;

type Schemas = typeof eventSchemas;
export type IdentityEventType = keyof Schemas;
export type IdentityEvent = { [K in IdentityEventType]: { type: K; data: z.infer<Schemas[K]> } }[IdentityEventType];
export type IdentityEventOf<K extends IdentityEventType> = Extract<IdentityEvent, { type: K }>;

export const identityEventTypes = Object.keys(eventSchemas) as IdentityEventType[];

export const userStream = (userId: number) => `user-${userId}`;
/** Sign-ins, failed sign-ins and sign-outs of an account (LoggedIn, LoginFailed, LoggedOut). */
export const loginStream = (userId: number) => `login-${userId}`;
