import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyNotes, type ClinicalNotes } from '../../core/notes/schema.ts';
import { testDatabases } from '../testing/databases.ts';
import { signUpVerified, startTestApp, type TestApp } from '../testing/harness.ts';
import { TranscriptionStore } from './store.ts';

function notes(changes: Partial<ClinicalNotes> = {}): ClinicalNotes {
  return { ...emptyNotes(), 'TX TODAY': ['MOD composite 36'], CC: 'Pain lower left on biting', ...changes };
}

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`appointment routes on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    let app: TestApp;
    let store: TranscriptionStore;

    beforeAll(async () => {
      db = await database.open();
      app = await startTestApp(db);
      store = new TranscriptionStore(db.db);
    });
    afterAll(async () => {
      await app?.dispose();
      await db?.drop();
    });
    beforeEach(async () => {
      await app.queue.whenIdle();
      await db.reset();
    });

    /** A transcribed appointment with notes, made directly in the store. */
    async function appointment(userId: string, withNotes: ClinicalNotes | null = notes()) {
      const row = await store.create(userId);
      return (await store.update(row.id, { status: 'completed', transcriptionText: 'patient complains of pain lower left', clinicalNotes: withNotes, clinicalNotesStatus: withNotes ? 'completed' : 'pending' }))!;
    }

    const list = async (cookie: string) => (await app.app.inject({ method: 'GET', url: '/api/transcriptions', headers: { cookie } })).json();

    it('numbers appointments per user and lists them oldest first', async () => {
      const a = await signUpVerified(app, 'a@example.com');
      const b = await signUpVerified(app, 'b@example.com');
      const first = await appointment(a.userId);
      await appointment(b.userId);
      const second = await appointment(a.userId);
      expect((await list(a.cookie)).map((t: { id: number; appointmentNumber: number }) => [t.id, t.appointmentNumber])).toEqual([
        [first.id, 1],
        [second.id, 2],
      ]);
    });

    it('saves edited notes as completed, and deleting notes sets them back to pending', async () => {
      const { cookie, userId } = await signUpVerified(app, 'editor@example.com', 'periapical-9');
      const row = await appointment(userId);
      const edited = notes({ CC: 'Sensitivity UL6 to cold', DX: ['Reversible pulpitis 26'] });
      const save = await app.app.inject({ method: 'PATCH', url: `/api/transcriptions/${row.id}`, headers: { cookie }, payload: { clinicalNotes: edited, clinicalNotesStatus: 'completed' } });
      expect(save.statusCode).toBe(200);
      expect((await list(cookie))[0]).toMatchObject({ clinicalNotes: edited, clinicalNotesStatus: 'completed' });

      const cleared = await app.app.inject({ method: 'PATCH', url: `/api/transcriptions/${row.id}`, headers: { cookie }, payload: { clinicalNotes: null } });
      expect(cleared.json()).toMatchObject({ clinicalNotes: null, clinicalNotesStatus: 'pending' });
    });

    it('refuses malformed notes without changing what was saved', async () => {
      const user = await signUpVerified(app, 'careful@example.com');
      const row = await appointment(user.userId);
      const bad = await app.app.inject({ method: 'PATCH', url: `/api/transcriptions/${row.id}`, headers: { cookie: user.cookie }, payload: { clinicalNotes: { CC: 42 } } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Invalid request: clinicalNotes/);
      expect((await list(user.cookie))[0].clinicalNotes).toEqual(notes());
    });

    it('deletes one appointment for good and clears all of them at once', async () => {
      const user = await signUpVerified(app, 'tidy@example.com');
      const [one, two, three] = [await appointment(user.userId), await appointment(user.userId), await appointment(user.userId)];
      const del = await app.app.inject({ method: 'DELETE', url: `/api/transcriptions/${one.id}`, headers: { cookie: user.cookie, 'x-supabase-user-id': user.userId, 'x-user-email': 'tidy@example.com' } });
      expect(del.statusCode).toBe(204);
      expect((await list(user.cookie)).map((t: { id: number }) => t.id)).toEqual([two.id, three.id]);
      expect((await app.app.inject({ method: 'DELETE', url: `/api/transcriptions/${one.id}`, headers: { cookie: user.cookie } })).statusCode).toBe(404);

      const clear = await app.app.inject({ method: 'DELETE', url: '/api/transcriptions', headers: { cookie: user.cookie } });
      expect(clear.json()).toEqual({ deleted: 2 });
      expect(await list(user.cookie)).toEqual([]);
    });

    it("gives 404 for another account's appointment on every route, and changes nothing", async () => {
      const owner = await signUpVerified(app, 'owner@example.com');
      const intruder = await signUpVerified(app, 'intruder@example.com');
      const row = await appointment(owner.userId);
      const cookie = intruder.cookie;
      const attempts = [
        app.app.inject({ method: 'PATCH', url: `/api/transcriptions/${row.id}`, headers: { cookie }, payload: { clinicalNotes: null } }),
        app.app.inject({ method: 'DELETE', url: `/api/transcriptions/${row.id}`, headers: { cookie } }),
        app.app.inject({ method: 'POST', url: `/api/transcriptions/${row.id}/analyze`, headers: { cookie } }),
        app.app.inject({ method: 'POST', url: `/api/transcriptions/${row.id}/append`, headers: { cookie }, payload: { audioData: 'AAAA', currentClinicalNotes: notes() } }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
      await app.app.inject({ method: 'DELETE', url: '/api/transcriptions', headers: { cookie } });
      expect((await list(owner.cookie))[0]).toMatchObject({ id: row.id, clinicalNotes: notes() });
    });

    it('refuses (403) identity headers or fields naming someone else, on every route', async () => {
      const user = await signUpVerified(app, 'me@example.com');
      const row = await appointment(user.userId);
      const other = { 'x-supabase-user-id': 'not-me' };
      const cookie = user.cookie;
      const attempts = [
        app.app.inject({ method: 'DELETE', url: `/api/transcriptions/${row.id}`, headers: { cookie, ...other } }),
        app.app.inject({ method: 'DELETE', url: '/api/transcriptions', headers: { cookie, 'x-user-email': 'you@example.com' } }),
        app.app.inject({ method: 'PATCH', url: `/api/transcriptions/${row.id}`, headers: { cookie, ...other }, payload: { clinicalNotes: null } }),
        app.app.inject({ method: 'POST', url: `/api/transcriptions/${row.id}/append`, headers: { cookie }, payload: { audioData: 'AAAA', currentClinicalNotes: notes(), userEmail: 'you@example.com' } }),
        app.app.inject({ method: 'GET', url: `/api/transcriptions/stream?supabaseUserId=not-me&connectionId=x`, headers: { cookie } }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
      expect(await list(cookie)).toHaveLength(1);
    });

    it('explains what is wrong with an append request', async () => {
      const user = await signUpVerified(app, 'append@example.com');
      const withNotes = await appointment(user.userId);
      const withoutNotes = await appointment(user.userId, null);
      const post = (id: number, payload: object) => app.app.inject({ method: 'POST', url: `/api/transcriptions/${id}/append`, headers: { cookie: user.cookie }, payload });
      expect((await post(withNotes.id, { currentClinicalNotes: notes() })).json().message).toMatch(/audioData/);
      expect((await post(withoutNotes.id, { audioData: 'AAAA', currentClinicalNotes: notes() })).statusCode).toBe(409);
      const garbage = await post(withNotes.id, { audioData: Buffer.from('not audio at all').toString('base64'), currentClinicalNotes: notes() });
      expect(garbage.statusCode).toBe(422);
      expect((await list(user.cookie))[0].clinicalNotes).toEqual(notes());
    });
  });
}
