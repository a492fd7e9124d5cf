import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuth, type Auth } from './auth/auth.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { authRoutes } from './auth/plugin.ts';
import { installAuthRateLimits } from './auth/rate-limit.ts';
import { authSecret, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { installErrorHandler } from './errors.ts';
import { healthRoutes } from './health/routes.ts';
import { JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { billingRoutes } from './billing/routes.ts';
import { LocalBilling, localBillingRoutes } from './billing/local.ts';
import { createStripeClient, StripeBilling } from './billing/stripe.ts';
import { SubscriptionStore } from './billing/subscriptions.ts';
import { stripeWebhookRoutes } from './billing/webhook.ts';
import { createNotesEngine, createSpeechEngine } from './engines.ts';
import { SyncCodes } from './sync/codes.ts';
import { syncRoutes } from './sync/routes.ts';
import type { NotesEngine } from './notes/engine.ts';
import type { SpeechEngine } from './speech/engine.ts';
import { StreamHub } from './stream/hub.ts';
import { streamRoutes } from './stream/routes.ts';
import { Pipeline } from './transcriptions/pipeline.ts';
import { liveRoutes } from './transcriptions/live-routes.ts';
import { transcriptionRoutes } from './transcriptions/routes.ts';
import { TranscriptionStore } from './transcriptions/store.ts';

const WEB_DIST = fileURLToPath(new URL('../dist/web', import.meta.url));

export interface Chairside {
  app: FastifyInstance;
  auth: Auth;
  database: Database;
  mailer: Mailer;
  queue: JobQueue;
  hub: StreamHub;
  speech: SpeechEngine;
  /** Stops the workers and the server; closes the database unless it was handed in. */
  close(): Promise<void>;
}

export interface Overrides {
  /** An already open database, shared between test apps; the app does not close it. */
  database?: Database;
  speech?: SpeechEngine;
  notes?: NotesEngine;
  /** Job lease length (tests shorten it to exercise recovery). */
  leaseMs?: number;
  /** Where the Stripe SDK sends its calls (tests point it at a local server). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Wires the configured engines, the database and every route into one Fastify app. */
export async function createChairside(config: Config, overrides: Overrides = {}): Promise<Chairside> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.maxUploadBytes * 2,
    trustProxy: true,
  });
  const webBuilt = existsSync(WEB_DIST);
  installErrorHandler(app, { spa: webBuilt });

  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const secret = authSecret(config);
  const auth = createAuth({ db: database.db, mailer, secret, publicUrl: config.publicUrl, adminEmails: config.adminEmails });
  const speech = overrides.speech ?? createSpeechEngine(config, app.log);
  const notes = overrides.notes ?? createNotesEngine(config, app.log);
  const hub = new StreamHub(database);
  const queue = new JobQueue(database, {
    log: app.log,
    concurrency: 2,
    leaseMs: overrides.leaseMs,
    soleProcess: database.kind === 'pglite' && !overrides.database,
  });
  const store = new TranscriptionStore(database.db);
  const subscriptions = new SubscriptionStore(database.db);
  const stripe = config.stripe ? createStripeClient({ secretKey: config.stripe.secretKey, api: overrides.stripeApi }) : undefined;
  const billing = stripe ? new StripeBilling(stripe, subscriptions, { ...config.stripe!, publicUrl: config.publicUrl }) : new LocalBilling(config.publicUrl);
  const pipeline = new Pipeline({ store, queue, hub, speech, notes, sttConcurrency: config.sttConcurrency,
    // A stream idle for half the idle time is ended, so its text is in the database before the sweep looks.
    liveStreams: { max: config.liveStreams, idleMs: config.liveIdleMs / 2 },
    log: app.log,
  });

  installAuthRateLimits(app, config.authIpLimitPerMinute);
  await app.register(fastifyMultipart);
  await app.register(authRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(accountRoutes, { auth, database, hub, publicUrl: config.publicUrl, adminEmails: config.adminEmails });
  await app.register(healthRoutes, { database, stt: speech.name, notes: notes.name });
  await app.register(transcriptionRoutes, { auth, store, pipeline, hub, maxUploadBytes: config.maxUploadBytes, adminEmails: config.adminEmails });
  await app.register(liveRoutes, { auth, store, pipeline, adminEmails: config.adminEmails, liveIdleMs: config.liveIdleMs });
  await app.register(billingRoutes, { auth, billing });
  if (stripe && config.stripe?.webhookSecret) {
    await app.register(stripeWebhookRoutes, { stripe, webhookSecret: config.stripe.webhookSecret, database, store: subscriptions });
  } else if (stripe) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is not set: subscriptions will not follow Stripe until it is');
  } else {
    await app.register(localBillingRoutes, { auth, store: subscriptions });
  }
  await app.register(syncRoutes, {
    auth,
    db: database.db,
    codes: new SyncCodes(database.db, config.qrTtlMs),
    hub,
    publicUrl: config.publicUrl,
    secret,
    maxDevices: config.maxDevices,
  });
  await app.register(streamRoutes, { auth, store, hub });
  if (webBuilt) await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false });

  await hub.start();
  await queue.start();

  return {
    app,
    auth,
    database,
    mailer,
    queue,
    hub,
    speech,
    async close() {
      await queue.stop();
      await hub.stop();
      await app.close();
      await pipeline.close();
      if (!overrides.speech) await speech.close?.();
      if (!overrides.database) await database.close();
    },
  };
}
