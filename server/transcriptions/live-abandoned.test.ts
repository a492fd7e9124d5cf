import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { synthesise } from '../../bench/stt/render.ts';
import { VOICES } from '../../bench/stt/voices.ts';
import { loadConfig } from '../config.ts';
import { jobs, transcriptions } from '../db/schema.ts';
import { decodeToPcm } from '../speech/decode.ts';
import { testDatabases } from '../testing/databases.ts';
import { signUpVerified, startTestApp, waitForTranscription, type TestApp } from '../testing/harness.ts';
import { MESSAGES } from './pipeline.ts';

describe('LIVE_IDLE_MINUTES', () => {
  it('defaults to ten minutes and refuses values that make no sense', () => {
    expect(loadConfig({}).liveIdleMs).toBe(10 * 60_000);
    expect(loadConfig({ LIVE_IDLE_MINUTES: '2.5' }).liveIdleMs).toBe(150_000);
    expect(() => loadConfig({ LIVE_IDLE_MINUTES: '0' })).toThrow(/LIVE_IDLE_MINUTES: must be at least/);
    expect(() => loadConfig({ LIVE_IDLE_MINUTES: 'ten' })).toThrow(/LIVE_IDLE_MINUTES:/);
    expect(() => loadConfig({ LIVE_IDLE_MINUTES: '100000' })).toThrow(/LIVE_IDLE_MINUTES: must be at most/);
  });
});

/** Six seconds without a chunk counts as abandoned here (ten minutes by default). */
const IDLE_SECONDS = 6;

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`abandoned live dictation on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    // Two server processes on one database, as in a deployment with more than one.
    let first: TestApp;
    let second: TestApp;
    let sentences: Buffer[];

    beforeAll(async () => {
      db = await database.open();
      const env = { AUTH_SECRET: 'a-secret-shared-by-every-server-process', LIVE_IDLE_MINUTES: String(IDLE_SECONDS / 60) };
      [first, second] = [await startTestApp(db, {}, env), await startTestApp(db, {}, env)];
      await first.speech.prepare?.();
      await second.speech.prepare?.();
      const text = ['The patient has distal caries on the lower left six.', 'Today we placed a composite restoration.', 'Review in six months.'];
      sentences = await Promise.all(text.map((s) => decodeToPcm(synthesise(s, VOICES[0]!))));
    });
    afterAll(async () => {
      await first?.dispose();
      await second?.dispose();
      await db?.drop();
    });
    beforeEach(async () => {
      await Promise.all([first.queue.whenIdle(), second.queue.whenIdle()]);
      await db.reset();
    });

    const start = async (app: TestApp, cookie: string) => (await app.app.inject({ method: 'POST', url: '/api/transcribe/live', headers: { cookie } })).json().id as number;
    const put = (app: TestApp, cookie: string, id: number, seq: number, body: Buffer) =>
      app.app.inject({ method: 'PUT', url: `/api/transcribe/live/${id}/chunks/${seq}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: body });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('a dictation whose browser went away is finished once, with notes, from the chunks that arrived', async () => {
      const { cookie } = await signUpVerified(first, 'crashed.tab@example.com');
      const id = await start(first, cookie);
      // The first two sentences arrive (through either process), then the tab crashes: no third chunk, no finish.
      expect((await put(first, cookie, id, 0, sentences[0]!)).statusCode).toBe(200);
      expect((await put(second, cookie, id, 1, sentences[1]!)).statusCode).toBe(200);
      const before = (await first.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).json();
      expect(before[0]).toMatchObject({ id, status: 'processing' });

      const done = await waitForTranscription(first, cookie, id, (t) => t.clinicalNotesStatus === 'completed' || t.status === 'error', 30_000);
      expect(done.status).toBe('completed');
      for (const word of ['caries', 'composite']) expect(done.transcriptionText).toContain(word);
      expect(done.transcriptionText).not.toContain('review');
      expect(done.clinicalNotes).not.toBeNull();

      // Both processes swept; the notes were made once and the chunk texts are gone.
      await sleep(IDLE_SECONDS * 1000);
      await Promise.all([first.queue.whenIdle(), second.queue.whenIdle()]);
      const analyses = await db.db.select().from(jobs).where(and(eq(jobs.transcriptionId, id), eq(jobs.kind, 'analyze')));
      expect(analyses).toHaveLength(1);
      const chunks = (await db.db.execute(sql`select count(*)::int as n from live_chunks`)) as unknown as { rows: { n: number }[] };
      expect(chunks.rows[0]!.n).toBe(0);
      // A browser that comes back late is told the recording is over, and nothing changes.
      expect((await put(second, cookie, id, 2, sentences[2]!)).statusCode).toBe(409);
      const after = await waitForTranscription(first, cookie, id, () => true);
      expect(after.transcriptionText).toBe(done.transcriptionText);
    });

    it('a recording where no audio arrived ends with an error that says so', async () => {
      const { cookie } = await signUpVerified(first, 'closed.tab@example.com');
      const id = await start(second, cookie);
      const done = await waitForTranscription(first, cookie, id, (t) => t.status !== 'processing', 30_000);
      expect(done).toMatchObject({ status: 'error', errorMessage: MESSAGES.liveAbandoned, transcriptionText: null });
      expect(done.errorMessage).toMatch(/record it again/);
    });

    it('leaves alone a dictation that is still sending chunks, and an upload still being transcribed', async () => {
      const { cookie, userId } = await signUpVerified(first, 'long.dictation@example.com');
      // An upload another process is transcribing right now, received longer ago than the idle time. Written in one
      // transaction so that a sweep never sees this old upload without its job (the server's own uploads are new when
      // their job is written, so no sweep takes them for abandoned).
      const upload = await db.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(transcriptions)
          .values({ userId, status: 'processing', createdAt: new Date(Date.now() - 3_600_000), updatedAt: new Date(Date.now() - 3_600_000) })
          .returning();
        await tx.insert(jobs).values({ kind: 'transcribe', transcriptionId: row!.id, status: 'running', attempts: 1, owner: 'other:1', lockedUntil: new Date(Date.now() + 3_600_000) });
        return row;
      });

      // A dictation twice as long as the idle time, a chunk every couple of seconds.
      const id = await start(first, cookie);
      const ends = Date.now() + 2 * IDLE_SECONDS * 1000;
      let seq = 0;
      while (Date.now() < ends) {
        expect((await put(seq % 2 ? second : first, cookie, id, seq, sentences[seq % 3]!)).statusCode).toBe(200);
        seq++;
        await sleep(2_000);
      }
      const list = (await first.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).json() as { id: number; status: string }[];
      expect(list.map((t) => [t.id, t.status])).toEqual([
        [upload!.id, 'processing'],
        [id, 'processing'],
      ]);
      // The dentist stops: the client finishes it as usual.
      expect((await first.app.inject({ method: 'POST', url: `/api/transcribe/live/${id}/finish`, headers: { cookie }, payload: { chunks: seq } })).statusCode).toBe(200);
      const done = await waitForTranscription(first, cookie, id, (t) => t.clinicalNotesStatus === 'completed' || t.status === 'error');
      expect(done.status).toBe('completed');
      expect(done.transcriptionText).toContain('review');
      const [stillUploading] = await db.db.select().from(transcriptions).where(eq(transcriptions.id, upload!.id));
      expect(stillUploading!.status).toBe('processing');
    });
  });
}
