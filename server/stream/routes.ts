import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/session.ts';
import { toApi, type TranscriptionStore } from '../transcriptions/store.ts';
import type { StreamEvent, StreamHub } from './hub.ts';

/** Well inside the client's 30 s silence watchdog, so a healthy stream never looks dead. */
export const HEARTBEAT_MS = 10_000;

export interface StreamRoutesOptions {
  auth: Auth;
  store: TranscriptionStore;
  hub: StreamHub;
  heartbeatMs?: number;
}

/** GET /api/transcriptions/stream: server-sent events carrying the user's whole appointment list on every change. */
export async function streamRoutes(app: FastifyInstance, options: StreamRoutesOptions) {
  const { auth, store, hub } = options;

  app.get('/api/transcriptions/stream', async (request, reply) => {
    const user = await requireUser(auth, request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 1500\n\n');

    let closed = false;
    let sending = false;
    let again = false;
    // Changes can arrive in bursts; at most one list query runs at a time and the last change always gets sent.
    const sendList = async () => {
      if (sending) return void (again = true);
      sending = true;
      try {
        do {
          again = false;
          const list = (await store.list(user.id)).map(toApi);
          if (!closed) res.write(`data: ${JSON.stringify(list)}\n\n`);
        } while (again && !closed);
      } catch (err) {
        request.log.error({ err }, 'stream update failed');
      } finally {
        sending = false;
      }
    };
    const onEvent = (event: StreamEvent) => {
      const data = JSON.stringify({ userId: event.userId });
      if (event.kind === 'transcriptions') void sendList();
      else if (event.kind === 'signout' || event.kind === 'sync-success') res.write(`event: ${event.kind}\ndata: ${data}\n\n`);
      // The spec delivers qr-consumed as a plain message: an object with a type, where lists are arrays.
      else res.write(`data: ${JSON.stringify({ type: 'qr-consumed', userId: event.userId })}\n\n`);
    };

    const unsubscribe = hub.subscribe(user.id, onEvent);
    const heartbeat = setInterval(() => res.write(`event: heartbeat\ndata: ${Date.now()}\n\n`), options.heartbeatMs ?? HEARTBEAT_MS);
    res.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
    });
    await sendList();
  });
}
