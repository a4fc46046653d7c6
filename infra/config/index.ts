// Every setting comes from the environment and is parsed once, here, at start-up.
// A bad value stops the process with a message naming the variable.
import { z } from 'zod';

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalString = z
  .string()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    TRUST_PROXY: z.stringbool().default(false),
    /** How many proxies (load balancer, CDN) add to X-Forwarded-For in front of the app. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    HOST: z.string().default('0.0.0.0'),
    /** projector and worker roles: serve GET /api/health (readiness) and /api/health/live (liveness) on this port for probes. */
    HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** A caller sending `Authorization: Bearer <HEALTH_TOKEN>` reads /api/health's details (others: the status only). */
    HEALTH_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    EMBEDDED_PG_MAX_CONNECTIONS: z.coerce.number().int().min(2).max(100).default(20),
    EVENTSTORE_URL: optionalString,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** A session's absolute lifetime from sign-in, however much it is used (issue 29). */
    SESSION_MAX_AGE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    /** A session unused this long ends (idle timeout); at most the absolute lifetime. */
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
    OPS_USERNAME: optionalString,
    OPS_PASSWORD: optionalString,
    OPS_EMAIL: z
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Failed logins per account from one address, and per account before it slows down (docs/decisions/0007). */
    LOGIN_THROTTLE_MAX: z.coerce.number().int().positive().default(10),
    /** Failed logins from one address, whatever the account. */
    LOGIN_THROTTLE_IP_MAX: z.coerce.number().int().positive().default(20),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    /** The operations account's TOTP secret (base32, 32 characters): its second factor, set here rather than in the app. */
    OPS_TOTP_SECRET: optionalString.refine((v) => v === undefined || /^[A-Z2-7]{32}$/.test(v), 'must be 32 base32 characters (A-Z, 2-7)'),
    /**
     * The work of a password hash: 'standard' (argon2id's defaults) everywhere but the test suite,
     * whose apps use 'test-minimum' (refused unless NODE_ENV=test; decision 0064).
     */
    PASSWORD_HASH_COST: z.enum(['standard', 'test-minimum']).default('standard'),
    /** Registrations (attempts) one address may make an hour (issue 29, M6). */
    REGISTRATION_MAX_PER_HOUR: z.coerce.number().int().positive().default(10),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    PROJECTION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    PROJECTION_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(100),
    PROJECTION_LAG_UNHEALTHY_EVENTS: z.coerce.number().int().min(0).max(10_000).default(1000),
    PROJECTION_LAG_UNHEALTHY_SECONDS: z.coerce.number().int().min(0).default(60),
    PROJECTION_PARKED_UNHEALTHY: z.coerce.number().int().min(0).default(1),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** Which payment provider runs: Stripe, or the local test provider (in production only when set to `test`). */
    PAYMENTS: z
      .enum(['stripe', 'test'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_BASE: optionalUrl,
    PUBLIC_URL: optionalUrl,
    /** Key-encryption key that wraps every data key (32 bytes, base64 or hex); default: DATA_DIR/keys/kek. */
    KEK: optionalString.refine((v) => v === undefined || kekBytes(v) !== undefined, 'must be 32 bytes, as 64 hex characters or base64'),
    /** Earlier key-encryption keys, comma-separated, still accepted to unwrap while `npm run keys:rotate` runs. */
    KEK_PREVIOUS: optionalString.refine(
      (v) => v === undefined || v.split(',').every((k) => kekBytes(k.trim()) !== undefined),
      'must be comma-separated 32-byte keys (64 hex characters or base64)',
    ),
    /** How often every stream's head is anchored in a Merkle root (docs/security.md). */
    ANCHOR_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
    FREE_DAILY_MESSAGES: z.coerce.number().int().positive().default(20),
    /**
     * AI chat messages a day for a free account whose email is not yet confirmed (issue 29, M6), at
     * most FREE_DAILY_MESSAGES. 5: enough to try the assistant while the confirmation email arrives;
     * registering many accounts (REGISTRATION_MAX_PER_HOUR an hour per address) no longer yields the
     * whole free allowance each — the full allowance takes an address the client can open.
     */
    UNCONFIRMED_DAILY_MESSAGES: z.coerce.number().int().positive().default(5),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
    /** Longest one uploaded document's text extraction may take (OCR included); its process is killed past it. */
    EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    /** Document Intelligence uploads a user may make a day (UTC), by plan: files and megabytes (decision 0039). */
    DOCUMENT_DAILY_FILES_FREE: z.coerce.number().int().positive().default(20),
    DOCUMENT_DAILY_MB_FREE: z.coerce.number().int().positive().default(100),
    DOCUMENT_DAILY_FILES_PREMIUM: z.coerce.number().int().positive().default(200),
    DOCUMENT_DAILY_MB_PREMIUM: z.coerce.number().int().positive().default(1000),
    /** Cases a client may file a day (UTC); each one is read by the fact reader (issue 29, M6). */
    CASE_DAILY_SUBMISSIONS: z.coerce.number().int().positive().default(20),
    /** Inquiries a client may send to investigators a day (UTC); each one emails an investigator (issue 29, M6). */
    INQUIRY_DAILY_LIMIT: z.coerce.number().int().positive().default(10),
    /**
     * Escalations a client may send investigators a UTC day (issue 29, M6). 5: a client with several
     * separate matters can still escalate each the same day, and it is half the inquiries' 10 because
     * one routed escalation may e-mail several investigators in turn where an inquiry e-mails one.
     */
    ESCALATION_DAILY_LIMIT: z.coerce.number().int().positive().default(5),
    /** PDF reports, evidence bundles, conversation exports and rendered letters a user may ask for a minute (issue 29, M6). */
    REPORTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    EMAIL_FROM: z.string().min(3).default('Casebook <no-reply@casebook.invalid>'),
    NOTIFICATIONS_DUE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** An escalation offered to a directory investigator goes to the next one after this many minutes unanswered (decision 0057). */
    ESCALATION_OFFER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** How often the worker looks for routing steps that fell due. */
    ESCALATION_OFFER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    CONSULTATION_REMINDER_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 14)
      .default(24),
    /** Where uploaded files live: local disk under DATA_DIR/files, or an S3-compatible bucket (docs/decisions/0016). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.STRIPE_PUBLISHABLE_KEY?.startsWith('sk_')) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'is a secret key (sk_…); only a publishable key (pk_…) may reach the browser',
      });
    }
    if (c.STRIPE_SECRET_KEY && !/^(sk|rk)_/.test(c.STRIPE_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'must be a secret key (sk_…) or a restricted key (rk_…)' });
    }
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET && c.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production on an external database' });
    }
    // Processes on other machines cannot share a key file: the KEK comes from the environment.
    if (c.NODE_ENV === 'production' && !c.KEK && c.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['KEK'],
        message: 'is required in production on an external database (32 bytes: openssl rand -hex 32)',
      });
    }
    if (c.PASSWORD_HASH_COST !== 'standard' && c.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: "'test-minimum' is for the test suite only (NODE_ENV=test): it would store passwords almost unprotected",
      });
    }
    if (c.SESSION_IDLE_MINUTES > c.SESSION_MAX_AGE_HOURS * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_MINUTES'],
        message: 'must not be longer than SESSION_MAX_AGE_HOURS (the absolute lifetime)',
      });
    }
    if (c.STORAGE === 's3' && !c.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither to use the SDK default credentials, e.g. an instance role)',
      });
    }
    // Staff sign in only with a second factor; the operations account's comes from here (decision 0048).
    if (c.OPS_USERNAME && c.OPS_PASSWORD && !c.OPS_TOTP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPS_TOTP_SECRET'],
        message:
          'is required with OPS_USERNAME and OPS_PASSWORD: staff sign in only with a second factor (32 base32 characters; the README shows one way to make it)',
      });
    }
    if (c.PAYMENTS === 'stripe' && !c.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENTS=stripe' });
    }
    if (c.NODE_ENV === 'production' && c.PAYMENTS !== 'test') {
      // The test provider makes anyone premium with a test card: never a silent fallback.
      const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !c[k]);
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENTS'],
          message: `production takes real payments: set ${missing.join(', ')} (or PAYMENTS=test to run the local test provider, whose test cards make anyone premium)`,
        });
      }
    }
  });

export type Config = z.infer<typeof configSchema>;

/** A key-encryption key's 32 bytes, from 64 hex characters or base64; undefined when it is neither. */
export function kekBytes(value: string): Buffer | undefined {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v, 'base64')
      : undefined;
  return bytes && bytes.length === 32 ? bytes : undefined;
}

/** The payment provider the config chooses: PAYMENTS when set, else Stripe when it has a key. */
export const paymentsKind = (c: Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY'>): 'stripe' | 'test' =>
  c.PAYMENTS ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'test');

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set" (as in a copied .env.example).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
