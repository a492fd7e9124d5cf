import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const OPENAI = 'https://api.openai.com/v1';

/** Every setting comes from the environment; `.env.example` documents each one. */
const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STT_ENGINE: z.enum(['sphinx', 'openai']).default('sphinx'),
  SPEECH_MODEL_DIR: z.string().optional(),
  STT_BASE_URL: optionalUrl(['http', 'https']),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  NOTES_ENGINE: z.enum(['rules', 'openai']).default('rules'),
  NOTES_BASE_URL: optionalUrl(['http', 'https']),
  NOTES_API_KEY: z.string().optional(),
  NOTES_MODEL: z.string().default('gpt-4o-mini'),
  NOTES_NUMBERING: z.enum(['fdi', 'universal', 'palmer']).default('fdi'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Chairside <no-reply@chairside.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  STRIPE_SECRET_KEY: z.string().optional().transform((v) => v || undefined).refine((v) => v === undefined || /^(sk|rk)_/.test(v), { message: 'must be a Stripe secret key (sk_… or rk_…)' }),
  STRIPE_WEBHOOK_SECRET: z.string().optional().transform((v) => v || undefined),
  STRIPE_PRICE_ID: z.string().optional().transform((v) => v || undefined),
  QR_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  MAX_DEVICES: z.coerce.number().int().min(1).max(100).default(5),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(50),
  STT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  LIVE_STREAMS: z.coerce.number().int().min(0).max(256).default(8),
  LIVE_IDLE_MINUTES: z.coerce.number().min(0.05, 'must be at least 0.05 (3 seconds)').max(1440, 'must be at most 1440 (a day)').default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof finish>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the configuration; a bad value names the variable and what is allowed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${describe(i)}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return finish(parsed.data);
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  return issue.message;
}

function finish(env: z.infer<typeof Env>) {
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    sttEngine: env.STT_ENGINE,
    speechModelDir: resolve(env.SPEECH_MODEL_DIR ?? join(dataDir, 'speech-model')),
    stt: { baseUrl: env.STT_BASE_URL ?? OPENAI, apiKey: env.STT_API_KEY || undefined, model: env.STT_MODEL },
    sttConcurrency: env.STT_CONCURRENCY,
    liveIdleMs: Math.round(env.LIVE_IDLE_MINUTES * 60_000),
    liveStreams: env.LIVE_STREAMS,
    notesEngine: env.NOTES_ENGINE,
    notesModel: { baseUrl: env.NOTES_BASE_URL ?? OPENAI, apiKey: env.NOTES_API_KEY || undefined, model: env.NOTES_MODEL },
    numbering: env.NOTES_NUMBERING,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    authIpLimitPerMinute: env.AUTH_IP_LIMIT_PER_MINUTE,
    stripe: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID } : undefined,
    qrTtlMs: env.QR_TTL_SECONDS * 1000,
    maxDevices: env.MAX_DEVICES,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    logLevel: env.LOG_LEVEL,
  };
}

/** The auth secret: AUTH_SECRET when given, else one generated once and kept in DATA_DIR. */
export function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
