// Requests and responses of the identity endpoints. The web app's forms use these same schemas,
// so the browser and the server reject the same input with the same words (SPEC.md §5).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { ROLES, STAFF_ROLES, isStaff, type Role } from '../../infra/http/roles.js';
import { displayText, lineText, secretText } from '../../infra/http/text.js';

export { isStaff, type Role };

/** Staff and auditors must have a second factor (they cannot turn it off once on). */
export const secondFactorRequiredFor = (role: Role) => isStaff(role) || role === 'auditor';

export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  password: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
  email: 'Please enter a valid email',
  passwordsDontMatch: "Passwords don't match",
  currentPassword: 'Current password is required',
  invalidLogin: 'Invalid username or password',
  newPassword: 'Password must be at least 8 characters',
  commonPassword: 'This password is too common. Choose one that is harder to guess',
  contextPassword: 'The password must not be your username, your email or the name of the site',
  usernameScript: 'Username must use the letters of one alphabet',
  usernameLookAlike: 'Username must not imitate Latin letters with look-alike letters of another alphabet',
  // A taken username (a taken email is accepted alike at registration and on a profile change,
  // decision 0062); staff creation refuses a taken username or email with these words.
  unavailable: 'That username or email cannot be used. If you already have an account, sign in instead.',
  tooManyRegistrations: 'Too many accounts were created from this address. Please try again later.',
  verificationInvalid: 'This confirmation link is invalid or has expired. Send a new one from Settings.',
  verificationTooSoon: 'A confirmation email was sent less than a minute ago. Please wait before asking again.',
  secondFactorCode: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  secondFactorWrong: 'That code is not right. Enter the current code from your authenticator app, or a recovery code',
  secondFactorExpired: 'Sign in again: the code step waits 5 minutes at most',
  secondFactorOps: "The operations account's second factor is set on the server (OPS_TOTP_SECRET)",
  secondFactorRequired: 'Two-factor authentication is required for staff and auditor accounts',
  secondFactorNoSetup: 'Start the setup again: no new secret is waiting to be confirmed',
  secondFactorSetupExpired: 'Sign in again: the setup step waits 15 minutes at most',
  secondFactorOpsMissing:
    'The operations account signs in only with its second factor: set OPS_TOTP_SECRET on the server (32 base32 characters)',
  clientOnly: 'Only client accounts can register; staff accounts are created by an administrator',
  erasePassword: 'Enter your password to confirm the deletion',
  notSignedIn: 'Not signed in',
  resetInvalid: 'This password reset link is invalid, used or expired. Ask for a new one from the sign-in page.',
  resetSent:
    'If an account uses this address, a link to set a new password is on its way. It works once, for 60 minutes. Check your spam folder if it does not arrive.',
} as const;

/**
 * A username as typed to sign in: trimmed and in Unicode compatibility form (NFKC: full-width
 * 'ｏｐｓ' is 'ops'), so every look-up and reservation sees one spelling.
 */
export const usernameSchema = displayText({ required: MESSAGES.username }).check(
  z.trim(),
  z.overwrite((v) => v.normalize('NFKC')),
  z.minLength(3, MESSAGES.username),
  z.maxLength(50, MESSAGES.usernameMax),
);

// Scripts a username's letters may come from; letters of none of these count as one script each.
const SCRIPTS: readonly [string, RegExp][] = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Thai',
  'Hangul',
  'Han',
  'Hiragana',
  'Katakana',
].map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')]);
// Letters of Cyrillic and Greek that read as Latin ones (Unicode's confusables, lower case): a name
// written only with these imitates a Latin name ('орѕ' for 'ops').
const LATIN_LOOK_ALIKES = new Set([...'аеорсухѕіјԁԛԝһӏүвкмнтαβεζηικμνορτυχ']);

/** Why a new username is refused by its letters (UTS #39's single-script rule), or undefined. */
export function usernameLettersProblem(name: string): string | undefined {
  const scripts = new Set<string>();
  const letters = [...name.toLowerCase()].filter((c) => /\p{L}/u.test(c));
  for (const c of letters) scripts.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? `other:${c}`);
  // Japanese and Korean mix Han with their own scripts.
  const japanese = [...scripts].every((s) => s === 'Han' || s === 'Hiragana' || s === 'Katakana');
  const korean = [...scripts].every((s) => s === 'Han' || s === 'Hangul');
  if (scripts.size > 1 && !japanese && !korean) return MESSAGES.usernameScript;
  if ((scripts.has('Cyrillic') || scripts.has('Greek')) && letters.every((c) => LATIN_LOOK_ALIKES.has(c)))
    return MESSAGES.usernameLookAlike;
  return undefined;
}

/** A username being chosen (register, profile, staff): also one alphabet and no look-alikes. */
export const newUsernameSchema = usernameSchema.check(
  z.superRefine((v, ctx) => {
    const problem = usernameLettersProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
  }),
);

// Not normalised: a password is compared as typed (a stored hash was made from those bytes).
// Signing in keeps SPEC's 6 characters (accounts made before the 8-character rule still sign in).
export const passwordSchema = secretText({ required: MESSAGES.password }).check(
  z.minLength(6, MESSAGES.password),
  z.maxLength(200, MESSAGES.passwordMax),
);

/** A password being chosen: at least 8 characters (issue 29; the server also refuses common ones). */
export const newPasswordSchema = secretText({ required: MESSAGES.newPassword }).check(
  z.minLength(8, MESSAGES.newPassword),
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
  username: newUsernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  userType: z._default(z.literal('client', { error: MESSAGES.clientOnly }), 'client'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The register form: the request plus a confirmation that is checked and never sent. */
export const registerForm = z
  .extend(registerRequest, { confirmPassword: secretText({ required: MESSAGES.passwordsDontMatch }) })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] }));

export const profileRequest = z.object({ username: newUsernameSchema, email: emailSchema });
export type ProfileRequest = z.infer<typeof profileRequest>;

export const passwordChangeRequest = z
  .object({
    currentPassword: secretText({ required: MESSAGES.currentPassword }).check(
      z.minLength(1, MESSAGES.currentPassword),
      z.maxLength(200, MESSAGES.passwordMax),
    ),
    newPassword: newPasswordSchema,
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
  username: newUsernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
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

/** A staff account as the admin's table shows it. */
export const staffMember = z.extend(userResponse, {
  /** Disabled by an admin: cannot sign in. */
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffListResponse = z.array(staffMember);

// ---- password reset (decision 0054)

/** POST /api/password-reset: 'Forgot password'. */
export const passwordResetRequest = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** The answer to every well-formed ask, whether an account uses the address or not. */
export const passwordResetRequested = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequested>;

/** POST /api/password-reset/confirm: the link's token and the new password (twice). */
export const passwordResetConfirm = z
  .object({
    token: lineText({ required: MESSAGES.resetInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.resetInvalid)),
    password: newPasswordSchema,
    confirmPassword: secretText({ required: MESSAGES.passwordsDontMatch }).check(z.maxLength(200, MESSAGES.passwordsDontMatch)),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] }));
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirm>;

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

// ---- second factor (TOTP, decision 0048)

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorCodeSchema = lineText({ required: MESSAGES.secondFactorCode }).check(
  z.trim(),
  z.minLength(6, MESSAGES.secondFactorCode),
  z.maxLength(20, MESSAGES.secondFactorCode),
);

/** GET /api/user/second-factor. */
export const secondFactorStatus = z.object({
  enabled: z.boolean(),
  /** Whether this account's role must have it (staff and auditors, when the server requires it). */
  required: z.boolean(),
  recoveryCodesLeft: z.int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** POST /api/user/second-factor/setup: a new secret to add to an app, kept in the session until confirmed. */
export const secondFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (SVG markup). */
  qrSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetup>;

/** The recovery codes, shown once (only their hashes are kept). */
export const secondFactorEnabled = z.object({ recoveryCodes: z.array(z.string()) });
export type SecondFactorEnabled = z.infer<typeof secondFactorEnabled>;

/** POST /api/user/second-factor (confirms the setup), /disable, and POST /api/login/second-factor. */
export const secondFactorCodeRequest = z.object({ code: secondFactorCodeSchema });
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequest>;

/** POST /api/login's answer when the password was right and the account has a second factor. */
export const secondFactorPending = z.object({ secondFactorRequired: z.literal(true) });
export type SecondFactorPending = z.infer<typeof secondFactorPending>;

/**
 * POST /api/login's answer when the password was right for a staff or auditor account with no
 * second factor yet: it signs in only after setting one up (the secret waits in the session).
 */
export const secondFactorSetupPending = z.extend(secondFactorSetup, { secondFactorSetupRequired: z.literal(true) });
export type SecondFactorSetupPending = z.infer<typeof secondFactorSetupPending>;

/** POST /api/login/second-factor/setup: signed in, with the recovery codes (shown once). */
export const secondFactorSetupSignedIn = z.object({ user: userResponse, recoveryCodes: z.array(z.string()) });
export type SecondFactorSetupSignedIn = z.infer<typeof secondFactorSetupSignedIn>;

// ---- email verification (decision 0048)

/** POST /api/user/verify-email: the token of the link sent to the address. */
export const verifyEmailRequest = z.object({
  token: lineText({ required: MESSAGES.verificationInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.verificationInvalid)),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/** GET /api/user/email-verification. */
export const emailVerificationStatus = z.object({ email: z.string(), verified: z.boolean() });
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatus>;
