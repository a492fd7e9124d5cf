import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Transcription } from '../../core/api/transcription.ts';
import { createChairside, type Chairside, type Overrides } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { linkFrom } from './outbox.ts';

export const ORIGIN = 'http://localhost:3000';

export interface TestApp extends Chairside {
  dataDir: string;
  /** PUBLIC_URL, which better-auth expects as the Origin of browser requests. */
  origin: string;
  /** Removes the data folder too. */
  dispose(): Promise<void>;
}

/** Test apps share one built dental speech model instead of building it per data folder. */
const SPEECH_MODEL_DIR = join(tmpdir(), 'chairside-test-speech-model');

/** A full app on a shared test database, with its own data folder (mail outbox) and no web build needed. */
export async function startTestApp(database: Database, overrides: Omit<Overrides, 'database'> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, STT_CONCURRENCY: '1', AUTH_IP_LIMIT_PER_MINUTE: '1000', SPEECH_MODEL_DIR, ...env });
  const chairside = await createChairside(config, { ...overrides, database });
  return {
    ...chairside,
    dataDir,
    origin: config.publicUrl,
    async dispose() {
      await chairside.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a new user up, follows the emailed verification link and returns their session cookie. Unless told
 * otherwise the user also starts the 7-day trial through the local checkout, as a new customer would.
 */
export async function signUpVerified(app: TestApp, email: string, password = 'molar-36-MOD', { subscribe = true } = {}): Promise<{ cookie: string; userId: string }> {
  const signUp = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: app.origin },
    payload: { email, password, name: email, callbackURL: '/auth/callback' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = linkFrom(app.dataDir, email, 'Confirm email address');
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  const verify = await app.app.inject({ method: 'GET', url: url.pathname + url.search });
  const session = sessionCookie(verify.headers['set-cookie']);
  if (!session) throw new Error(`verification did not sign in: ${verify.statusCode} ${verify.body}`);
  if (subscribe) {
    const trial = await app.app.inject({ method: 'POST', url: '/billing/local/checkout', headers: { cookie: session } });
    if (trial.headers.location !== '/?subscription=success') throw new Error(`local checkout failed: ${trial.statusCode} ${trial.body}`);
  }
  return { cookie: session, userId: (JSON.parse(signUp.body) as { user: { id: string } }).user.id };
}

/** The `name=value` of better-auth's session cookie among Set-Cookie headers (named with __Secure- on https). */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c))?.split(';')[0];
}

/** A multipart body with the audio in the "audio" field plus any text fields. */
export function multipart(audio: Buffer | undefined, fields: Record<string, string> = {}, filename = 'recording.webm') {
  const boundary = `----chairside${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (audio) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(audio, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Polls the user's list until `done` holds for the appointment, or fails after `timeoutMs`. */
export async function waitForTranscription(app: TestApp, cookie: string, id: number, done: (t: Transcription) => boolean, timeoutMs = 60_000): Promise<Transcription> {
  const deadline = Date.now() + timeoutMs;
  let last: Transcription | undefined;
  while (Date.now() < deadline) {
    const res = await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } });
    last = (JSON.parse(res.body) as Transcription[]).find((t) => t.id === id);
    if (last && done(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`appointment ${id} did not reach the expected state: ${JSON.stringify(last)}`);
}
