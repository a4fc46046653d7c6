// Requests and responses of the identity endpoints. The web app's forms use these same schemas,
// so the browser and the server reject the same input with the same words (SPEC.md §5).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { ROLES, STAFF_ROLES, isStaff, type Role } from '../../infra/http/roles.js';
import { displayText, secretText } from '../../infra/http/text.js';

export { isStaff, type Role };

export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  password: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
  email: 'Please enter a valid email',
  passwordsDontMatch: "Passwords don't match",
  currentPassword: 'Current password is required',
  invalidLogin: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  clientOnly: 'Only client accounts can register; staff accounts are created by an administrator',
  erasePassword: 'Enter your password to confirm the deletion',
  notSignedIn: 'Not signed in',
} as const;

export const usernameSchema = displayText({ required: MESSAGES.username }).check(
  z.trim(),
  z.minLength(3, MESSAGES.username),
  z.maxLength(50, MESSAGES.usernameMax),
);

// Not normalised: a password is compared as typed (a stored hash was made from those bytes).
export const passwordSchema = secretText({ required: MESSAGES.password }).check(
  z.minLength(6, MESSAGES.password),
  z.maxLength(200, MESSAGES.passwordMax),
);

export const emailSchema = z.pipe(
  z.string({ error: MESSAGES.email }).check(z.trim(), z.maxLength(254, MESSAGES.email)),
  z.email({ error: MESSAGES.email }),
);

export const userTypeSchema = z.enum(['client', 'investigator'], { error: 'User type must be client or investigator' });
export type UserType = z.infer<typeof userTypeSchema>;

export const roleSchema = z.enum(ROLES);
export const staffRoles: readonly Role[] = STAFF_ROLES;

export const loginRequest = z.object({
  username: usernameSchema,
  password: passwordSchema,
  userType: z._default(userTypeSchema, 'client'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerRequest = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  userType: z._default(z.literal('client', { error: MESSAGES.clientOnly }), 'client'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The register form: the request plus a confirmation that is checked and never sent. */
export const registerForm = z
  .extend(registerRequest, { confirmPassword: secretText({ required: MESSAGES.passwordsDontMatch }) })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] }));

export const profileRequest = z.object({ username: usernameSchema, email: emailSchema });
export type ProfileRequest = z.infer<typeof profileRequest>;

export const passwordChangeRequest = z
  .object({
    currentPassword: secretText({ required: MESSAGES.currentPassword }).check(
      z.minLength(1, MESSAGES.currentPassword),
      z.maxLength(200, MESSAGES.passwordMax),
    ),
    newPassword: passwordSchema,
    confirmPassword: secretText({ required: MESSAGES.passwordsDontMatch }).check(z.maxLength(200, MESSAGES.passwordsDontMatch)),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] }));
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const notificationPreferences = z.object({
  emailCaseUpdates: z.boolean(),
  emailInvestigatorMessages: z.boolean(),
  emailMarketing: z.boolean(),
  inAppCaseReminders: z.boolean(),
  inAppSubscriptionAlerts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const defaultNotificationPreferences: NotificationPreferences = {
  emailCaseUpdates: true,
  emailInvestigatorMessages: true,
  emailMarketing: false,
  inAppCaseReminders: true,
  inAppSubscriptionAlerts: true,
};

export const privacySettings = z.object({
  conversationHistory: z.boolean(),
  aiTraining: z.boolean(),
  usageAnalytics: z.boolean(),
  /** Mask emails, phone numbers, SSNs, card numbers and addresses before text reaches an external AI. */
  maskPersonalData: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettings>;
export const defaultPrivacySettings: PrivacySettings = {
  conversationHistory: true,
  aiTraining: false,
  usageAnalytics: true,
  maskPersonalData: true,
};

export const eraseRequest = z.object({
  password: secretText({ required: MESSAGES.erasePassword }).check(
    z.minLength(1, MESSAGES.erasePassword),
    z.maxLength(200, MESSAGES.passwordMax),
  ),
});
export type EraseRequest = z.infer<typeof eraseRequest>;

export const createStaffRequest = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(['investigator', 'auditor', 'admin'], { error: 'Role must be investigator, auditor or admin' }),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequest>;

/** The signed-in user as every endpoint answers it (GET /api/user, login, register, profile). */
export const userResponse = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  /** 'investigator' for staff (investigator, admin), 'client' otherwise — SPEC's userType. */
  userType: userTypeSchema,
  role: roleSchema,
  createdAt: z.string(),
});
export type UserResponse = z.infer<typeof userResponse>;

export const staffListResponse = z.array(userResponse);

/** GET /api/config/runtime: which embedded defaults are in use, so the UI can say so. */
export const runtimeConfigResponse = z.object({
  database: z.enum(['embedded', 'postgres']),
  eventStore: z.enum(['postgres', 'eventstoredb']),
  ai: z.enum(['offline', 'openai']),
  payments: z.enum(['test', 'stripe']),
});
export type RuntimeConfigResponse = z.infer<typeof runtimeConfigResponse>;

/** Every error body: `{ message, code, details? }`. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.unknown()),
});
