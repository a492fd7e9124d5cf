import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecognitionStream, SpeechEngine } from '../speech/engine.ts';
import { pgliteDatabase } from '../testing/databases.ts';
import { signUpVerified, startTestApp, waitForTranscription, type TestApp } from '../testing/harness.ts';

// Chunk k is filled with byte k; the engines below say which word each chunk holds and how it was recognised.
const WORDS = ['patient', 'has', 'distal', 'caries', 'on', 'thirty', 'six'];
const chunk = (k: number) => Buffer.alloc(3200, k);
const word = (pcm: Buffer) => WORDS[pcm[0]!]!;

/** Recognises a chunk alone as "alone <word>", a stream as "stream <word> <word> …"; `failStreams` makes every stream fail. */
class ScriptedEngine implements SpeechEngine {
  readonly name = 'scripted';
  failStreams = false;
  opened = 0;
  async transcribe(pcm: Buffer) {
    return { text: `alone ${word(pcm)}`, language: 'en' };
  }
  async stream(): Promise<RecognitionStream> {
    this.opened++;
    const pieces: Buffer[] = [];
    return {
      write: (pcm) => void pieces.push(pcm),
      end: async () => {
        if (this.failStreams) throw new Error('decoder died');
        return { text: ['stream', ...pieces.map(word)].join(' '), language: 'en' };
      },
    };
  }
}

/** The same, for an engine that can only recognise whole pieces of audio (e.g. a hosted API). */
const chunkOnly: SpeechEngine = { name: 'chunk-only', transcribe: (pcm) => new ScriptedEngine().transcribe(pcm) };

describe('live dictation recognised as one stream', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase.open>>;
  const apps: TestApp[] = [];
  const start = async (speech: SpeechEngine, env: Record<string, string> = {}) => {
    const app = await startTestApp(db, { speech }, { AUTH_SECRET: 'one-secret-for-every-process-here', ...env });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    db = await pgliteDatabase.open();
  });
  afterEach(async () => {
    while (apps.length) await apps.pop()!.dispose();
    await db.reset();
  });
  afterAll(async () => {
    await db?.drop();
  });

  const open = async (app: TestApp, cookie: string) => {
    const res = await app.app.inject({ method: 'POST', url: '/api/transcribe/live', headers: { cookie } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; stream: boolean };
  };
  const put = (app: TestApp, cookie: string, id: number, seq: number) =>
    app.app.inject({ method: 'PUT', url: `/api/transcribe/live/${id}/chunks/${seq}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: chunk(seq) });
  const finish = (app: TestApp, cookie: string, id: number, chunks: number) => app.app.inject({ method: 'POST', url: `/api/transcribe/live/${id}/finish`, headers: { cookie }, payload: { chunks } });
  const transcript = async (app: TestApp, cookie: string, id: number) => (await waitForTranscription(app, cookie, id, (t) => t.status !== 'processing')).transcriptionText;

  it('takes chunks sent in order into one stream, a resent one once, and keeps its text', async () => {
    const engine = new ScriptedEngine();
    const app = await start(engine);
    const { cookie } = await signUpVerified(app, 'stream@example.com');
    const { id, stream } = await open(app, cookie);
    expect(stream).toBe(true);
    for (const seq of [0, 1, 2, 2, 3]) expect((await put(app, cookie, id, seq)).json()).toEqual({ seq, received: true });
    expect((await finish(app, cookie, id, 4)).json()).toEqual({ id });
    expect(await transcript(app, cookie, id)).toBe('stream patient has distal caries');
  });

  it('recognises chunks after one that skips ahead on their own, losing and doubling nothing', async () => {
    const app = await start(new ScriptedEngine());
    const { cookie } = await signUpVerified(app, 'gap@example.com');
    const { id } = await open(app, cookie);
    for (const seq of [0, 1, 3, 2]) expect((await put(app, cookie, id, seq)).statusCode).toBe(200);
    expect((await finish(app, cookie, id, 4)).statusCode).toBe(200);
    expect(await transcript(app, cookie, id)).toBe('stream patient has alone distal alone caries');
  });

  it('asks again for the chunks of a stream whose decoder failed, and finishes with them resent', async () => {
    const engine = new ScriptedEngine();
    const app = await start(engine);
    const { cookie } = await signUpVerified(app, 'failed.stream@example.com');
    const { id } = await open(app, cookie);
    engine.failStreams = true;
    for (const seq of [0, 1, 2]) await put(app, cookie, id, seq);
    const first = await finish(app, cookie, id, 3);
    expect(first.statusCode).toBe(409);
    expect(first.json().missing).toEqual([0, 1, 2]);
    for (const seq of [0, 1, 2]) await put(app, cookie, id, seq);
    expect((await finish(app, cookie, id, 3)).statusCode).toBe(200);
    expect(await transcript(app, cookie, id)).toBe('alone patient alone has alone distal');
  });

  it('recognises chunk by chunk with an engine that cannot stream, and with LIVE_STREAMS=0', async () => {
    const engine = new ScriptedEngine();
    for (const [n, app] of [await start(chunkOnly), await start(engine, { LIVE_STREAMS: '0' })].entries()) {
      const { cookie } = await signUpVerified(app, `chunks.${n}@example.com`);
      const { id, stream } = await open(app, cookie);
      expect(stream).toBe(false);
      for (const seq of [0, 1]) await put(app, cookie, id, seq);
      expect((await finish(app, cookie, id, 2)).statusCode).toBe(200);
      expect(await transcript(app, cookie, id)).toBe('alone patient alone has');
    }
    expect(engine.opened).toBe(0);
  });

  it('saves a stream whose browser went away, so the recording is finished with what it heard', async () => {
    // Three seconds without a chunk counts as abandoned here; the stream is saved after half of that.
    const app = await start(new ScriptedEngine(), { LIVE_IDLE_MINUTES: '0.05' });
    const { cookie } = await signUpVerified(app, 'gone@example.com');
    const { id } = await open(app, cookie);
    for (const seq of [0, 1, 2, 3]) await put(app, cookie, id, seq);
    const done = await waitForTranscription(app, cookie, id, (t) => t.clinicalNotesStatus === 'completed' || t.status === 'error', 30_000);
    expect(done).toMatchObject({ status: 'completed', transcriptionText: 'stream patient has distal caries' });
  });

  it('a server shutting down saves what its streams heard; another process finishes the recording', async () => {
    const first = await start(new ScriptedEngine());
    const second = await start(new ScriptedEngine());
    const { cookie } = await signUpVerified(first, 'restart@example.com');
    const { id } = await open(first, cookie);
    for (const seq of [0, 1, 2]) await put(first, cookie, id, seq);
    await apps.shift()!.dispose();
    const saved = (await db.db.execute(sql`select count(*)::int as n from live_chunks where transcription_id = ${id}`)) as unknown as { rows: { n: number }[] };
    expect(saved.rows[0]!.n).toBe(3);
    await put(second, cookie, id, 3);
    expect((await finish(second, cookie, id, 4)).statusCode).toBe(200);
    expect(await transcript(second, cookie, id)).toBe('stream patient has distal alone caries');
  });
});
