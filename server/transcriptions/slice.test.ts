import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Transcription } from '../../core/api/transcription.ts';
import { testDatabases } from '../testing/databases.ts';
import { multipart, signUpVerified, startTestApp, waitForTranscription, type TestApp } from '../testing/harness.ts';

const JFK = readFileSync(join(import.meta.dirname, '../../../shared/audio/jfk.wav'));
/** The same speech as WebM/Opus, as a browser recorder sends it; made in memory. */
const JFK_WEBM = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '24k', '-f', 'webm', 'pipe:1'], { input: JFK });

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`dictation to notes on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    let app: TestApp;

    beforeAll(async () => {
      db = await database.open();
      app = await startTestApp(db);
      await app.speech.prepare?.();
    });
    afterAll(async () => {
      await app?.dispose();
      await db?.drop();
    });
    beforeEach(async () => {
      await app.queue.whenIdle();
      await db.reset();
    });

    it('reports its engines and database on /api/health', async () => {
      const res = await app.app.inject('/api/health');
      expect(res.json()).toEqual({ status: 'ok', database: database.name, stt: 'sphinx', notes: 'rules' });
    });

    it('keeps an unverified account out until the emailed link is followed', async () => {
      const email = 'new.dentist@example.com';
      await app.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: 'http://localhost:3000' }, payload: { email, password: 'pulpitis-2', name: email } });
      const early = await app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email, password: 'pulpitis-2' } });
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe('Email not verified');
    });

    it.each([
      ['WAV', JFK, 'jfk.wav'],
      ['WebM/Opus', JFK_WEBM, 'recording.webm'],
    ])('turns a %s recording into a scrubbed transcript and clinical notes', async (_kind, audio, filename) => {
      const { cookie, userId } = await signUpVerified(app, 'dr.lee@example.com');
      const upload = multipart(audio, { supabaseUserId: userId, userEmail: 'Dr.Lee@example.com' }, filename);
      const res = await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...upload.headers }, payload: upload.payload });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: number };

      const done = await waitForTranscription(app, cookie, id, (t) => t.clinicalNotesStatus === 'completed' || t.status === 'error');
      expect(Transcription.parse(done)).toBeTruthy();
      expect(done.status).toBe('completed');
      expect(done.detectedLanguage).toBe('en');
      // PocketSphinx hears Kennedy's "ask not what your country can do for you" well enough to find "country".
      expect(done.transcriptionText).toMatch(/\bcountry\b/);
      expect(done.clinicalNotes).not.toBeNull();
      expect(done.appointmentNumber).toBe(1);
    });

    it('refuses empty, corrupt and non-audio uploads with a clear 4xx and keeps serving', async () => {
      const { cookie } = await signUpVerified(app, 'dr.kaur@example.com');
      const cases = [
        multipart(Buffer.alloc(0)),
        multipart(JFK.subarray(0, 60)),
        multipart(Buffer.from('%PDF-1.7 not a recording at all')),
        multipart(undefined, { userEmail: 'dr.kaur@example.com' }),
      ];
      for (const body of cases) {
        const res = await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...body.headers }, payload: body.payload });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).toMatch(/audio|empty/i);
      }
      expect((await app.app.inject('/api/health')).statusCode).toBe(200);
      const list = await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } });
      expect(list.json()).toEqual([]);
    });

    it('answers 401 without a session and 403 when the stated identity is not the session user', async () => {
      const { cookie } = await signUpVerified(app, 'dr.obi@example.com');
      const anonymous = multipart(JFK);
      expect((await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: anonymous.headers, payload: anonymous.payload })).statusCode).toBe(401);

      const forged = multipart(JFK, { supabaseUserId: 'someone-else' });
      expect((await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...forged.headers }, payload: forged.payload })).statusCode).toBe(403);
      const byQuery = await app.app.inject({ method: 'GET', url: '/api/transcriptions?userEmail=other@example.com', headers: { cookie } });
      expect(byQuery.statusCode).toBe(403);
      const byHeader = await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie, 'x-user-email': 'other@example.com' } });
      expect(byHeader.statusCode).toBe(403);
      expect((await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).json()).toEqual([]);
    });

    it("serves each appointment to its owner only", async () => {
      const owner = await signUpVerified(app, 'owner@example.com');
      const other = await signUpVerified(app, 'other@example.com');
      const upload = multipart(JFK);
      const { id } = (await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie: owner.cookie, ...upload.headers }, payload: upload.payload })).json();
      await waitForTranscription(app, owner.cookie, id, (t) => t.status !== 'processing');
      expect((await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie: other.cookie } })).json()).toEqual([]);
      const analyze = await app.app.inject({ method: 'POST', url: `/api/transcriptions/${id}/analyze`, headers: { cookie: other.cookie } });
      expect(analyze.statusCode).toBe(404);
    });

    it('pushes the appointment list over server-sent events as it changes', async () => {
      const { cookie, userId } = await signUpVerified(app, 'dr.stream@example.com');
      const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const res = await fetch(`${address}/api/transcriptions/stream?supabaseUserId=${userId}&connectionId=sse-test-${userId}`, { headers: { cookie }, signal: controller.signal });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const lists = readLists(res.body!);
      expect((await lists.next()).value).toEqual([]);

      const upload = multipart(JFK);
      await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...upload.headers }, payload: upload.payload });
      const seen: Transcription[][] = [];
      for await (const list of lists) {
        seen.push(list);
        if (list[0]?.clinicalNotesStatus === 'completed') break;
      }
      controller.abort();
      expect(seen[0]?.[0]?.status).toBe('processing');
      expect(seen.at(-1)?.[0]?.clinicalNotes).not.toBeNull();
    });

    it('leaves no audio behind in the data folder or the database, after success and after failure', async () => {
      const { cookie } = await signUpVerified(app, 'dr.audit@example.com');
      for (const audio of [JFK, JFK.subarray(0, 60)]) {
        const body = multipart(audio);
        await app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { cookie, ...body.headers }, payload: body.payload });
      }
      await app.queue.whenIdle();
      const files = listFiles(app.dataDir).map((f) => relative(app.dataDir, f));
      expect(files.filter((f) => !f.startsWith('mail/') && f !== 'auth-secret')).toEqual([]);
      const dump = JSON.stringify((await db.db.execute('select * from transcriptions')) as unknown);
      expect(dump).not.toMatch(/RIFF|WAVE|OpusHead/);
    });
  });
}

/** Parses `data:` messages of an event stream into appointment lists. */
async function* readLists(body: ReadableStream<Uint8Array>): AsyncGenerator<Transcription[]> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message.split('\n').find((l) => l.startsWith('data: '));
      if (data && !message.includes('event: ')) yield JSON.parse(data.slice(6)) as Transcription[];
    }
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}
