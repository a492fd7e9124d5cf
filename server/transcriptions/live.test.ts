import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { synthesise } from '../../bench/stt/render.ts';
import { VOICES } from '../../bench/stt/voices.ts';
import { PauseChunker } from '../../core/audio/chunker.ts';
import { decodeToPcm } from '../speech/decode.ts';
import { pgliteDatabase } from '../testing/databases.ts';
import { signUpVerified, startTestApp, waitForTranscription, type TestApp } from '../testing/harness.ts';

const JFK = readFileSync(join(import.meta.dirname, '../../../shared/audio/jfk.wav'));

describe('live (streamed) dictation', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase.open>>;
  let app: TestApp;
  let pcm: Buffer;
  let dictation: Buffer;

  beforeAll(async () => {
    db = await pgliteDatabase.open();
    app = await startTestApp(db);
    await app.speech.prepare?.();
    pcm = await decodeToPcm(JFK);
    // Synthetic speech (festival), three sentences with pauses between, as a dentist dictates.
    const sentences = ['The patient has distal caries on the lower left six.', 'Today we placed a composite restoration.', 'Review in six months.'];
    const pause = Buffer.alloc(0.8 * 16_000 * 2);
    dictation = Buffer.concat((await Promise.all(sentences.map((s) => decodeToPcm(synthesise(s, VOICES[0]!))))).flatMap((p) => [p, pause]));
  });
  afterAll(async () => {
    await app?.dispose();
    await db?.drop();
  });
  beforeEach(async () => {
    await app.queue.whenIdle();
    await db.reset();
  });

  const put = (cookie: string, id: number, seq: number, body: Buffer) =>
    app.app.inject({ method: 'PUT', url: `/api/transcribe/live/${id}/chunks/${seq}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: body });
  const finish = (cookie: string, id: number, chunks: number) => app.app.inject({ method: 'POST', url: `/api/transcribe/live/${id}/finish`, headers: { cookie }, payload: { chunks } });

  it('recognises chunks as they arrive, in any order and resent, and finishes with notes', async () => {
    const { cookie } = await signUpVerified(app, 'live@example.com');
    const start = await app.app.inject({ method: 'POST', url: '/api/transcribe/live', headers: { cookie } });
    expect(start.statusCode).toBe(201);
    const { id } = start.json();

    // Cut at pauses as the browser recorder does, then sent out of order and one twice, as after a dropped connection.
    const chunker = new PauseChunker({ minSeconds: 2 });
    const samples = new Int16Array(new Uint8Array(dictation).buffer);
    const chunks = [...chunker.push(samples), chunker.flush()!].map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength));
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const order = [...chunks.keys()].reverse();
    for (const seq of [...order, order[0]!]) expect((await put(cookie, id, seq, chunks[seq]!)).json()).toEqual({ seq, received: true });

    const early = await finish(cookie, id, chunks.length + 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().missing).toEqual([chunks.length]);

    expect((await finish(cookie, id, chunks.length)).json()).toEqual({ id });
    const done = await waitForTranscription(app, cookie, id, (t) => t.clinicalNotesStatus === 'completed' || t.status === 'error');
    expect(done.status).toBe('completed');
    for (const word of ['caries', 'composite', 'review']) expect(done.transcriptionText).toContain(word);
    expect(done.clinicalNotes).not.toBeNull();
    expect(((await db.db.execute(sql`select count(*)::int as n from live_chunks`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await put(cookie, id, 3, chunks[0]!)).statusCode).toBe(409);
  });

  it('keeps recordings to their owner and refuses malformed chunks', async () => {
    const owner = await signUpVerified(app, 'owner.live@example.com');
    const other = await signUpVerified(app, 'other.live@example.com');
    const { id } = (await app.app.inject({ method: 'POST', url: '/api/transcribe/live', headers: { cookie: owner.cookie } })).json();
    expect((await put(other.cookie, id, 0, pcm.subarray(0, 32_000))).statusCode).toBe(404);
    expect((await finish(other.cookie, id, 0)).statusCode).toBe(404);
    const odd = await put(owner.cookie, id, 0, Buffer.alloc(3));
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toMatch(/16 kHz mono 16-bit PCM/);
    const unpaid = await signUpVerified(app, 'unpaid.live@example.com', 'molar-36-MOD', { subscribe: false });
    expect((await app.app.inject({ method: 'POST', url: '/api/transcribe/live', headers: { cookie: unpaid.cookie } })).statusCode).toBe(402);
  });
});
