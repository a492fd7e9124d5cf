import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LiveRecording } from '../../core/api/transcription.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSubscription, requireUser } from '../auth/session.ts';
import { HttpError } from '../errors.ts';
import { SAMPLE_RATE } from '../speech/decode.ts';
import type { Pipeline } from './pipeline.ts';
import { parseId } from './routes.ts';
import type { TranscriptionStore } from './store.ts';

export interface LiveRoutesOptions {
  auth: Auth;
  store: TranscriptionStore;
  pipeline: Pipeline;
  adminEmails: string[];
  /** A recording with no chunk for this long is finished by the server (its browser went away); LIVE_IDLE_MINUTES. */
  liveIdleMs: number;
  log?: { error(obj: object, msg: string): void };
}

/** How often to look for abandoned recordings: a quarter of the idle time, at most once a minute. */
export const sweepIntervalMs = (idleMs: number) => Math.min(60_000, Math.max(250, idleMs / 4));

/** A chunk is cut at a pause every few seconds; a minute is far more than any client sends. */
const MAX_CHUNK_BYTES = 60 * SAMPLE_RATE * 2;
const ChunkParams = z.object({ id: z.coerce.number().int().positive(), seq: z.coerce.number().int().min(0).max(9_999) });
const FinishBody = z.object({ chunks: z.number().int().min(0).max(10_000) });

/**
 * Streaming dictation: the recorder sends 16 kHz mono 16-bit PCM chunks while the dentist speaks
 * (PUT, idempotent per chunk number, so a dropped connection simply resends), and on stop only the
 * last chunk is left to recognise.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions) {
  const { auth, store, pipeline } = options;
  // Raw PCM bodies, only inside this plugin.
  app.addContentTypeParser(['application/octet-stream', 'audio/l16'], { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES }, (_req, body, done) => done(null, body));

  const subscriber = async (request: FastifyRequest) => {
    const user = await requireUser(auth, request);
    requireSubscription(user, options.adminEmails);
    return user;
  };
  const openRecording = async (request: FastifyRequest, id: number) => {
    const user = await subscriber(request);
    const row = await store.get(user.id, id);
    if (row.status !== 'processing') throw new HttpError(409, 'This recording is already finished.');
    return row;
  };

  // Browsers that crash or close mid-dictation never call finish: every process looks for such recordings in
  // the database, and the job queue has one of them finish each with what arrived.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = pipeline.sweepAbandonedLive(options.liveIdleMs).catch((err: Error) => (options.log ?? app.log).error({ err }, 'sweeping abandoned live recordings failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, sweepIntervalMs(options.liveIdleMs));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  app.post('/api/transcribe/live', async (request, reply) => {
    const user = await subscriber(request);
    const { row, stream } = await pipeline.startLive(user.id);
    return reply.status(201).send({ id: row.id, stream } satisfies LiveRecording);
  });

  app.put('/api/transcribe/live/:id/chunks/:seq', async (request) => {
    const parsed = ChunkParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, 'Appointment not found.');
    const row = await openRecording(request, parsed.data.id);
    const pcm = request.body;
    if (!Buffer.isBuffer(pcm) || pcm.length === 0 || pcm.length % 2 !== 0) {
      throw new HttpError(400, 'Send each chunk as 16 kHz mono 16-bit PCM (application/octet-stream).');
    }
    await pipeline.liveChunk(row, parsed.data.seq, pcm);
    return { seq: parsed.data.seq, received: true };
  });

  app.post('/api/transcribe/live/:id/finish', async (request, reply) => {
    const { id } = parseId(request.params);
    const row = await openRecording(request, id);
    const body = FinishBody.safeParse(request.body);
    if (!body.success) throw new HttpError(400, 'Say how many chunks the recording has ({ "chunks": n }).');
    const missing = await pipeline.finishLive(row, body.data.chunks);
    if (missing.length > 0) return reply.status(409).send({ message: `Chunks ${missing.join(', ')} have not arrived yet; send them again.`, missing });
    return { id };
  });
}
