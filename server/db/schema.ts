import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClinicalNotes } from '../../core/notes/schema.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// better-auth's four tables; property names are the ones better-auth expects.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  accountType: text('account_type').notNull().default('regular'),
  subscriptionActive: boolean('subscription_active').notNull().default(false),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** One recorded or uploaded appointment. The audio itself is never stored. */
export const transcriptions = pgTable(
  'transcriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['processing', 'completed', 'error'] }).notNull().default('processing'),
    errorMessage: text('error_message'),
    /** PHI-scrubbed before it is written. */
    transcriptionText: text('transcription_text'),
    detectedLanguage: text('detected_language'),
    appointmentNumber: integer('appointment_number').notNull().default(1),
    clinicalNotes: jsonb('clinical_notes').$type<ClinicalNotes>(),
    clinicalNotesStatus: text('clinical_notes_status', { enum: ['pending', 'processing', 'completed', 'error'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [index('transcriptions_user_idx').on(t.userId, t.id)],
);

/**
 * Background work. A job is leased by one server process (owner + lockedUntil, renewed while it runs);
 * a job whose lease ran out — its process died — is claimed again, so work survives restarts and two
 * processes never run the same job at once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    transcriptionId: integer('transcription_id').references(() => transcriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    owner: text('owner'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAt).where(sql`status in ('queued', 'running')`)],
);

/** A user's subscription as Stripe (or the local checkout) last reported it; user.subscriptionActive follows it. */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id').primaryKey().references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  status: text('status').notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  ...timestamps,
});

/** Stripe event ids already applied, so a retried delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use desktop sync codes shown as QR codes. */
export const qrSessions = pgTable(
  'qr_sessions',
  {
    code: text('code').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qr_sessions_user_idx').on(t.userId)],
);

/**
 * Text recognised so far from a recording that is still being dictated, one row per audio chunk (already
 * PHI-scrubbed; never audio). Any server process can take the next chunk, and a dropped connection or a
 * restart loses nothing that was acknowledged. Rows are deleted when the recording is finished.
 */
export const liveChunks = pgTable(
  'live_chunks',
  {
    transcriptionId: integer('transcription_id').notNull().references(() => transcriptions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transcriptionId, t.seq] })],
);
