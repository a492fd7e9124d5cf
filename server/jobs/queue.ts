import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type Job = typeof jobs.$inferSelect;

export interface JobKind {
  /** Does the work; throwing retries it later (up to maxAttempts), throwing FatalJobError does not. */
  run(job: Job): Promise<void>;
  /** Called once when the job has failed for good. */
  onFailure(job: Job, error: Error): Promise<void>;
  maxAttempts: number;
}

/** A failure that retrying cannot fix (unreadable audio, audio lost in a restart). */
export class FatalJobError extends Error {
  override readonly name = 'FatalJobError';
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const WAKE_CHANNEL = 'chairside_jobs';

export interface QueueOptions {
  log: Log;
  /** How many jobs this process runs at once. */
  concurrency: number;
  /** A running job's lease; renewed while its process lives. */
  leaseMs?: number;
  pollMs?: number;
  /** Lets leases held by an earlier run of this process lapse at once (a PGlite folder has one process only). */
  soleProcess?: boolean;
}

/**
 * A job queue in the database. Jobs are claimed with FOR UPDATE SKIP LOCKED under a lease, so several server
 * processes on one PostgreSQL never run the same job, and a job whose process died is picked up again.
 */
export class JobQueue {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly kinds = new Map<string, JobKind>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private running = 0;
  private claiming = false;
  private stopped = true;
  private timers: NodeJS.Timeout[] = [];
  private unlisten?: () => Promise<void>;
  private idle = new Set<() => void>();
  private readonly active = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly options: QueueOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 2_000;
  }

  register(kind: string, handler: JobKind) {
    this.kinds.set(kind, handler);
  }

  async start() {
    this.stopped = false;
    if (this.options.soleProcess) {
      await this.database.db.update(jobs).set({ lockedUntil: sql`now()` }).where(eq(jobs.status, 'running'));
    }
    this.unlisten = await this.database.listen(WAKE_CHANNEL, () => this.pump());
    this.timers.push(setInterval(() => this.pump(), this.pollMs));
    this.timers.push(setInterval(() => void this.renewLeases(), this.leaseMs / 3));
    this.pump();
  }

  /** Stops claiming and waits for the jobs in hand to finish. */
  async stop() {
    this.stopped = true;
    this.timers.forEach(clearInterval);
    this.timers = [];
    await this.unlisten?.();
    await Promise.allSettled([...this.active]);
  }

  /** Queues a job for any process to run. */
  async enqueue(kind: string, transcriptionId: number) {
    await this.database.db.insert(jobs).values({ kind, transcriptionId });
    await this.database.notify(WAKE_CHANNEL, kind);
  }

  /**
   * Creates a job already leased to this process and runs it here: for work whose input lives only in this
   * process's memory (uploaded audio). If the process dies, another one finds the lapsed lease.
   */
  async runHere(kind: string, transcriptionId: number): Promise<Job> {
    const [job] = await this.database.db
      .insert(jobs)
      .values({ kind, transcriptionId, status: 'running', attempts: 1, owner: this.owner, lockedUntil: this.leaseEnd() })
      .returning();
    this.track(this.execute(job!));
    return job!;
  }

  /** Resolves when no job of this process is running or waiting (tests, graceful shutdown). */
  whenIdle(): Promise<void> {
    if (this.active.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  /** Claims jobs one query at a time until the process is busy or the queue is empty. */
  private pump() {
    if (this.stopped || this.claiming || this.running >= this.options.concurrency) return;
    this.claiming = true;
    const work = this.claim().then(
      (job) => {
        this.claiming = false;
        if (!job) return;
        this.running++;
        this.track(this.execute(job).finally(() => (this.running--, this.pump())));
        this.pump();
      },
      (err: Error) => {
        this.claiming = false;
        this.options.log.error({ err }, 'claiming a job failed');
      },
    );
    this.track(work);
  }

  private async claim(): Promise<Job | undefined> {
    const kinds = [...this.kinds.keys()];
    const result = await this.database.db.execute<Record<string, unknown>>(sql`
      update ${jobs} set status = 'running', owner = ${this.owner}, locked_until = ${this.leaseEnd()},
        attempts = ${jobs.attempts} + 1, updated_at = now()
      where ${jobs.id} = (
        select id from ${jobs}
        where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by id limit 1 for update skip locked)
      returning id`);
    const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (id === undefined) return undefined;
    const [job] = await this.database.db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  }

  private async execute(job: Job) {
    const kind = this.kinds.get(job.kind);
    if (!kind) return;
    try {
      await kind.run(job);
      await this.finish(job, { status: 'done', lastError: null });
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      const final = error instanceof FatalJobError || job.attempts >= kind.maxAttempts;
      this.options.log.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts, final }, 'job failed');
      if (final) {
        await this.finish(job, { status: 'failed', lastError: error.message });
        await kind.onFailure(job, error).catch((err: Error) => this.options.log.error({ err }, 'job failure handler failed'));
      } else {
        const backoff = 1000 * 2 ** job.attempts;
        await this.finish(job, { status: 'queued', lastError: error.message, runAt: sql`now() + ${backoff} * interval '1 millisecond'` });
      }
    }
  }

  private async finish(job: Job, values: { status: Job['status']; lastError: string | null; runAt?: SQL }) {
    await this.database.db
      .update(jobs)
      .set({ ...values, owner: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.owner, this.owner)));
  }

  private async renewLeases() {
    await this.database.db
      .update(jobs)
      .set({ lockedUntil: this.leaseEnd() })
      .where(and(eq(jobs.owner, this.owner), eq(jobs.status, 'running')))
      .catch((err: Error) => this.options.log.error({ err }, 'renewing job leases failed'));
  }

  /** Computed by the database so that every process compares leases on one clock. */
  private leaseEnd() {
    return sql`now() + ${this.leaseMs} * interval '1 millisecond'`;
  }

  private track(work: Promise<void>) {
    this.active.add(work);
    void work.finally(() => {
      this.active.delete(work);
      if (this.active.size === 0) {
        this.idle.forEach((resolve) => resolve());
        this.idle.clear();
      }
    });
  }
}
