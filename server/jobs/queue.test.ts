import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, transcriptions, user } from '../db/schema.ts';
import { testDatabases } from '../testing/databases.ts';
import { FatalJobError, JobQueue, type Job } from './queue.ts';

const silent = { info() {}, error() {} };

for (const database of await testDatabases()) {
  describe.skipIf(database.skipReason)(`job queue on ${database.name}`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    const queues: JobQueue[] = [];

    beforeAll(async () => {
      db = await database.open();
    });
    afterAll(async () => db?.drop());
    beforeEach(async () => {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
      await db.reset();
      await db.db.insert(user).values({ id: 'u1', name: 'u1', email: 'u1@example.com' });
    });

    async function appointments(count: number): Promise<number[]> {
      const rows = await db.db.insert(transcriptions).values(Array.from({ length: count }, () => ({ userId: 'u1' }))).returning();
      return rows.map((r) => r.id);
    }

    function queue(run: (job: Job) => Promise<void>, options: { leaseMs?: number; onFailure?: (job: Job, e: Error) => Promise<void> } = {}) {
      const q = new JobQueue(db, { log: silent, concurrency: 2, pollMs: 50, leaseMs: options.leaseMs ?? 5_000 });
      q.register('work', { maxAttempts: 3, run, onFailure: options.onFailure ?? (async () => {}) });
      queues.push(q);
      return q;
    }

    it('runs every job exactly once when two server processes share the database', async () => {
      const runs = new Map<number, number>();
      const work = async (job: Job) => {
        runs.set(job.transcriptionId!, (runs.get(job.transcriptionId!) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      };
      const [a, b] = [queue(work), queue(work)];
      await Promise.all([a.start(), b.start()]);
      const ids = await appointments(30);
      for (const id of ids) await a.enqueue('work', id);
      await waitUntil(async () => (await db.db.select().from(jobs).where(eq(jobs.status, 'done'))).length === ids.length);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(runs.size).toBe(ids.length);
    });

    it('picks up a job whose process died once its lease runs out', async () => {
      const [id] = await appointments(1);
      // A job leased to a process that no longer exists.
      await db.db.insert(jobs).values({ kind: 'work', transcriptionId: id, status: 'running', attempts: 1, owner: 'gone:1', lockedUntil: new Date(Date.now() - 1000) });
      const done: number[] = [];
      await queue(async (job) => void done.push(job.transcriptionId!)).start();
      // The handler returns before the queue marks the row done: wait for the row, not the handler.
      await waitUntil(async () => (await db.db.select().from(jobs).where(eq(jobs.status, 'done'))).length === 1);
      const [job] = await db.db.select().from(jobs);
      expect(done).toEqual([id]);
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('does not touch a job another live process holds', async () => {
      const [id] = await appointments(1);
      await db.db.insert(jobs).values({ kind: 'work', transcriptionId: id, status: 'running', attempts: 1, owner: 'alive:1', lockedUntil: new Date(Date.now() + 60_000) });
      let ran = false;
      await queue(async () => void (ran = true)).start();
      await new Promise((r) => setTimeout(r, 400));
      expect(ran).toBe(false);
    });

    it('retries a failing job, then reports the failure once; a fatal error is not retried', async () => {
      const [flaky, fatal] = await appointments(2);
      const failures: string[] = [];
      let attempts = 0;
      const q = queue(
        async (job) => {
          if (job.transcriptionId === fatal) throw new FatalJobError('unreadable');
          attempts++;
          throw new Error('still failing');
        },
        { onFailure: async (job, e) => void failures.push(`${job.transcriptionId}:${e.message}`) },
      );
      // Backoff between attempts is 2 s then 4 s; run the clock through it by pulling run_at forward.
      await q.start();
      await q.enqueue('work', fatal!);
      await q.enqueue('work', flaky!);
      await waitUntil(async () => {
        await db.db.update(jobs).set({ runAt: new Date(0) }).where(eq(jobs.status, 'queued'));
        return failures.length === 2;
      }, 20_000);
      expect(attempts).toBe(3);
      expect(failures.sort()).toEqual([`${fatal}:unreadable`, `${flaky}:still failing`].sort());
    });
  });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
