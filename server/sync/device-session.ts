import { createHmac } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema.ts';

export interface DeviceSession {
  token: string;
  /** Set-Cookie value that signs the new device in, in better-auth's signed-cookie format. */
  cookie: string;
}

/** A new better-auth session for `userId` on another device. */
export async function createDeviceSession(auth: Auth, userId: string, secret: string, secure: boolean, userAgent?: string): Promise<DeviceSession> {
  const context = await auth.$context;
  const created = await context.internalAdapter.createSession(userId, false, { userAgent: userAgent ?? null });
  const name = context.authCookies.sessionToken.name;
  const maxAge = Math.round((created.expiresAt.getTime() - Date.now()) / 1000);
  const signed = `${created.token}.${createHmac('sha256', secret).update(created.token).digest('base64')}`;
  const cookie = `${name}=${encodeURIComponent(signed)}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { token: created.token, cookie };
}

/** How many devices are signed in as this user right now. */
export async function activeSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(session).where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}
