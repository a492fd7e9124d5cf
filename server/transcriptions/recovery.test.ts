import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, transcriptions, user } from '../db/schema.ts';
import { pgliteDatabase } from '../testing/databases.ts';
import { startTestApp } from '../testing/harness.ts';
import { MESSAGES } from './pipeline.ts';

describe('after a crash', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase.open>>;
  beforeAll(async () => {
    db = await pgliteDatabase.open();
  });
  afterAll(() => db?.drop());

  it('a restarted server finishes interrupted notes and reports recordings whose audio was lost', async () => {
    await db.db.insert(user).values({ id: 'u1', name: 'u1', email: 'u1@example.com' });
    const [analyzing, transcribing] = await db.db
      .insert(transcriptions)
      .values([
        { userId: 'u1', status: 'completed', transcriptionText: 'patient complains of pain lower left. today we placed an MOD composite on three six.', clinicalNotesStatus: 'processing' },
        { userId: 'u1', status: 'processing' },
      ])
      .returning();
    // Both jobs were leased by a server process that died mid-way.
    const lapsed = { status: 'running' as const, attempts: 1, owner: 'crashed:1', lockedUntil: new Date(Date.now() - 1_000) };
    await db.db.insert(jobs).values([
      { kind: 'analyze', transcriptionId: analyzing!.id, ...lapsed },
      { kind: 'transcribe', transcriptionId: transcribing!.id, ...lapsed },
    ]);

    const app = await startTestApp(db);
    try {
      const deadline = Date.now() + 30_000;
      let rows: (typeof transcriptions.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        rows = await db.db.select().from(transcriptions).orderBy(transcriptions.id);
        if (rows[0]!.clinicalNotesStatus === 'completed' && rows[1]!.status === 'error') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows[0]).toMatchObject({ clinicalNotesStatus: 'completed' });
      expect(rows[0]!.clinicalNotes?.['TX TODAY']).toEqual(['MOD composite 36']);
      // Audio only ever lived in the crashed process's memory, so that recording cannot be recovered.
      expect(rows[1]).toMatchObject({ status: 'error', errorMessage: MESSAGES.audioLost });
      const states = await db.db.select({ kind: jobs.kind, status: jobs.status }).from(jobs).where(eq(jobs.owner, 'crashed:1'));
      expect(states).toEqual([]);
    } finally {
      await app.dispose();
    }
  });
});
