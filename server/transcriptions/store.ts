import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transcription } from '../../core/api/transcription.ts';
import type { Db } from '../db/client.ts';
import { liveChunks, transcriptions } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

export type TranscriptionRow = typeof transcriptions.$inferSelect;
type Changes = Partial<Omit<TranscriptionRow, 'id' | 'userId' | 'createdAt'>>;

/** Reads and writes appointments, always scoped to their owner. */
export class TranscriptionStore {
  constructor(private readonly db: Db) {}

  /** A new appointment, numbered after the user's latest one. */
  async create(userId: string): Promise<TranscriptionRow> {
    const [row] = await this.db
      .insert(transcriptions)
      .values({
        userId,
        appointmentNumber: sql`coalesce((select max(${transcriptions.appointmentNumber}) from ${transcriptions} where ${transcriptions.userId} = ${userId}), 0) + 1`,
      })
      .returning();
    return row!;
  }

  /** The user's appointments, oldest first. */
  list(userId: string): Promise<TranscriptionRow[]> {
    return this.db.select().from(transcriptions).where(eq(transcriptions.userId, userId)).orderBy(asc(transcriptions.id));
  }

  /** One of the user's appointments; someone else's is reported as not found. */
  async get(userId: string, id: number): Promise<TranscriptionRow> {
    const [row] = await this.db
      .select()
      .from(transcriptions)
      .where(and(eq(transcriptions.id, id), eq(transcriptions.userId, userId)));
    if (!row) throw new HttpError(404, 'Appointment not found.');
    return row;
  }

  /** For background jobs, which act on a job's appointment whoever owns it. */
  async byId(id: number): Promise<TranscriptionRow | undefined> {
    const [row] = await this.db.select().from(transcriptions).where(eq(transcriptions.id, id));
    return row;
  }

  /** Deletes one of the user's appointments; false when it was not theirs or not there. */
  async remove(userId: string, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(transcriptions)
      .where(and(eq(transcriptions.id, id), eq(transcriptions.userId, userId)))
      .returning({ id: transcriptions.id });
    return rows.length > 0;
  }

  /** Deletes all of the user's appointments in one statement (one transaction). */
  async removeAll(userId: string): Promise<number> {
    const rows = await this.db.delete(transcriptions).where(eq(transcriptions.userId, userId)).returning({ id: transcriptions.id });
    return rows.length;
  }

  /**
   * Stores the text of one chunk of a live recording while it is still being recorded. A resent chunk keeps the
   * text already stored (the same audio, or a stream's text that already holds its words). The chunk's time marks
   * the recording as active (see `abandonedLive`).
   */
  async saveChunk(transcriptionId: number, seq: number, text: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${liveChunks} (transcription_id, seq, text)
      select ${transcriptionId}, ${seq}, ${text}
      where exists (select 1 from ${transcriptions} where ${transcriptions.id} = ${transcriptionId} and ${transcriptions.status} = 'processing')
      on conflict (transcription_id, seq) do update set created_at = now()`);
  }

  /**
   * Stores the text of chunks 0 … count-1 of a live recording recognised as one stream: all of it on chunk 0, the
   * others present and empty, so the recording is complete and its words are never counted twice (a chunk also
   * recognised on its own elsewhere, after a lost acknowledgement, gives up its text).
   */
  async saveStreamed(transcriptionId: number, count: number, text: string): Promise<void> {
    if (count === 0) return;
    await this.db.execute(sql`
      insert into ${liveChunks} (transcription_id, seq, text)
      select ${transcriptionId}, s, case when s = 0 then ${text} else '' end from generate_series(0, ${count - 1}) s
      where exists (select 1 from ${transcriptions} where ${transcriptions.id} = ${transcriptionId} and ${transcriptions.status} = 'processing')
      on conflict (transcription_id, seq) do update set text = excluded.text, created_at = now()`);
  }

  /** Marks a live recording whose chunks are being streamed (not stored one by one) as active, for `abandonedLive`. */
  async touch(transcriptionId: number): Promise<void> {
    await this.db.update(transcriptions).set({ updatedAt: sql`now()` }).where(and(eq(transcriptions.id, transcriptionId), eq(transcriptions.status, 'processing')));
  }

  /**
   * Live recordings nobody has sent a chunk to (or started, if none came) for `idleMs`: their browser went
   * away mid-dictation. Uploads are never among them: theirs is a transcription job from the start, and a
   * live recording has no job until it is finished. Times are the database's, so every process agrees.
   */
  async abandonedLive(idleMs: number): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`
      select t.id from ${transcriptions} t
      where t.status = 'processing'
        and not exists (select 1 from jobs j where j.transcription_id = t.id)
        and greatest(t.updated_at, coalesce((select max(c.created_at) from ${liveChunks} c where c.transcription_id = t.id), t.updated_at))
          < now() - ${idleMs} * interval '1 millisecond'
      order by t.id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  }

  /** The chunk texts received so far, in order. */
  async chunks(transcriptionId: number): Promise<{ seq: number; text: string }[]> {
    return this.db
      .select({ seq: liveChunks.seq, text: liveChunks.text })
      .from(liveChunks)
      .where(eq(liveChunks.transcriptionId, transcriptionId))
      .orderBy(asc(liveChunks.seq));
  }

  async clearChunks(transcriptionId: number): Promise<void> {
    await this.db.delete(liveChunks).where(eq(liveChunks.transcriptionId, transcriptionId));
  }

  /**
   * Changes an appointment only while it is still being transcribed, so that of two processes finishing the
   * same recording (its client and the idle sweep) exactly one does; undefined for the other.
   */
  async updateIfProcessing(id: number, changes: Changes): Promise<TranscriptionRow | undefined> {
    const [row] = await this.db
      .update(transcriptions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(transcriptions.id, id), eq(transcriptions.status, 'processing')))
      .returning();
    return row;
  }

  async update(id: number, changes: Changes): Promise<TranscriptionRow | undefined> {
    const [row] = await this.db
      .update(transcriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(transcriptions.id, id))
      .returning();
    return row;
  }
}

export function toApi(row: TranscriptionRow): Transcription {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    errorMessage: row.errorMessage,
    transcriptionText: row.transcriptionText,
    detectedLanguage: row.detectedLanguage,
    appointmentNumber: row.appointmentNumber,
    clinicalNotes: row.clinicalNotes,
    clinicalNotesStatus: row.clinicalNotesStatus,
  };
}
