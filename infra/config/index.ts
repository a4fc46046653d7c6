// Every setting comes from the environment and is parsed once, here, at start-up.
// A bad value stops the process with a message naming the variable.
import { z } from 'zod';

const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));
const optionalString = z.string().min(1).optional().or(z.literal('').transform(() => undefined));

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    TRUST_PROXY: z.stringbool().default(false),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    EMBEDDED_PG_MAX_CONNECTIONS: z.coerce.number().int().min(2).max(100).default(20),
    EVENTSTORE_URL: optionalString,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_MAX_AGE_HOURS: z.coerce.number().positive().default(24 * 7),
    OPS_USERNAME: optionalString,
    OPS_PASSWORD: optionalString,
    OPS_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
    LOGIN_THROTTLE_MAX: z.coerce.number().int().positive().default(10),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_BASE: optionalUrl,
    PUBLIC_URL: optionalUrl,
    FREE_DAILY_MESSAGES: z.coerce.number().int().positive().default(20),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
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
  });

export type Config = z.infer<typeof configSchema>;

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
