import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AdoptSessionBody, SessionTokenBody } from '../../core/api/sync.ts';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import type { StreamHub } from '../stream/hub.ts';
import type { SyncCodes } from './codes.ts';
import { activeSessions, createDeviceSession } from './device-session.ts';

export interface SyncRoutesOptions {
  auth: Auth;
  db: Db;
  codes: SyncCodes;
  hub: StreamHub;
  publicUrl: string;
  secret: string;
  maxDevices: number;
}


/** Desktop sync: a signed-in phone shows a single-use QR code; the desktop that opens it is signed in as the same user. */
export async function syncRoutes(app: FastifyInstance, options: SyncRoutesOptions) {
  const { auth, codes, hub } = options;
  const secure = options.publicUrl.startsWith('https://');

  app.post('/api/qr-session', async (request) => {
    const user = await requireUser(auth, request);
    const { code, expiresAt } = await codes.create(user.id);
    // expiresAt (beyond the spec's qrCode) lets the dialog replace a code before it stops working.
    return { qrCode: code, expiresAt: expiresAt.toISOString() };
  });

  app.get('/api/desktop-url', async (request) => {
    const user = await requireUser(auth, request);
    const code = (await codes.latest(user.id)) ?? (await codes.create(user.id)).code;
    return { shortUrl: `${options.publicUrl}/d?qr=${encodeURIComponent(code)}` };
  });

  /** Uses a code: checks the device limit, consumes it, signs this browser in and tells the other devices. */
  async function adopt(code: string, request: FastifyRequest, reply: FastifyReply) {
    const owner = await codes.owner(code);
    if (!owner) throw new HttpError(404, SYNC_MESSAGES.invalid);
    if ((await activeSessions(options.db, owner)) >= options.maxDevices) throw new HttpError(403, SYNC_MESSAGES.deviceLimit);
    const userId = await codes.consume(code);
    if (!userId) throw new HttpError(404, SYNC_MESSAGES.invalid);
    const device = await createDeviceSession(auth, userId, options.secret, secure, request.headers['user-agent']);
    reply.header('set-cookie', device.cookie);
    await hub.publish({ kind: 'sync-success', userId });
    await hub.publish({ kind: 'qr-consumed', userId });
    return { userId, token: device.token };
  }

  app.post('/api/adopt-session', async (request, reply) => {
    const { qrCode } = parse(AdoptSessionBody, request.body);
    const { token } = await adopt(qrCode, request, reply);
    return { sessionToken: token };
  });

  app.get('/api/sync-code/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const { userId, token } = await adopt(code, request, reply);
    // Sessions are renewed on use, so the one token serves as both of the spec's tokens.
    return { sessionData: { access_token: token, refresh_token: token }, userId };
  });

  /** `?token=` links: a valid session token becomes this browser's session cookie. */
  app.post('/api/session/token', async (request, reply) => {
    const { token } = parse(SessionTokenBody, request.body);
    const found = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    if (!found) throw new HttpError(401, 'This sign-in link has expired. Please sign in again.');
    const device = await createDeviceSession(auth, found.user.id, options.secret, secure, request.headers['user-agent']);
    reply.header('set-cookie', device.cookie);
    return { userId: found.user.id };
  });
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, SYNC_MESSAGES.invalid);
  return parsed.data;
}
