import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { qrSessions } from '../db/schema.ts';

/** Single-use sync codes: random, short-lived, consumed atomically so one scan signs in one device. */
export class SyncCodes {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async create(userId: string): Promise<{ code: string; expiresAt: Date }> {
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db.insert(qrSessions).values({ code, userId, expiresAt });
    return { code, expiresAt };
  }

  /** The user's newest code that can still be used, if any. */
  async latest(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: qrSessions.code })
      .from(qrSessions)
      .where(and(eq(qrSessions.userId, userId), isNull(qrSessions.consumedAt), gt(qrSessions.expiresAt, sql`now()`)))
      .orderBy(desc(qrSessions.createdAt))
      .limit(1);
    return row?.code;
  }

  /** The code's owner, if it was valid; it can never be used again either way once returned. */
  async consume(code: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(qrSessions)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(qrSessions.code, code), isNull(qrSessions.consumedAt), gt(qrSessions.expiresAt, sql`now()`)))
      .returning({ userId: qrSessions.userId });
    return row?.userId;
  }

  /** Whose code this is, without using it (for the device-limit check before consuming). */
  async owner(code: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: qrSessions.userId })
      .from(qrSessions)
      .where(and(eq(qrSessions.code, code), isNull(qrSessions.consumedAt), gt(qrSessions.expiresAt, sql`now()`)));
    return row?.userId;
  }
}
