import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { assertSameIdentity, requireSubscription, requireUser } from '../auth/session.ts';
import { HttpError } from '../errors.ts';
import type { StreamHub } from '../stream/hub.ts';
import { decodeToPcm } from '../speech/decode.ts';
import { UnreadableAudioError } from '../speech/engine.ts';
import { AppendBody, UpdateTranscriptionBody } from '../../core/api/transcription.ts';
import { NoSpeechError, type Pipeline } from './pipeline.ts';
import { toApi, type TranscriptionStore } from './store.ts';

export interface TranscriptionRoutesOptions {
  auth: Auth;
  hub: StreamHub;
  store: TranscriptionStore;
  pipeline: Pipeline;
  maxUploadBytes: number;
  adminEmails: string[];
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

export async function transcriptionRoutes(app: FastifyInstance, options: TranscriptionRoutesOptions) {
  const { auth, store, pipeline, hub } = options;
  const limitMb = Math.round(options.maxUploadBytes / 1024 / 1024);

  // Reading, editing and deleting stay open to everyone's own records; making new notes needs a subscription.
  const requireSubscriber = async (request: FastifyRequest) => {
    const user = await requireUser(auth, request);
    requireSubscription(user, options.adminEmails);
    return user;
  };

  app.post('/api/transcribe', async (request, reply) => {
    const user = await requireSubscriber(request);
    if (!request.isMultipart()) throw new HttpError(400, 'Send the recording as multipart form data with the file in the "audio" field.');
    let audio: Buffer | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: options.maxUploadBytes, files: 1 } })) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'audio') audio = data;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The audio file is larger than the ${limitMb} MB limit.`);
      throw new HttpError(400, 'The upload could not be read. Please try again.');
    }
    assertSameIdentity(user, fields);
    if (!audio) throw new HttpError(400, 'No audio file was received (form field "audio").');
    const row = await pipeline.submit(user.id, await decodeUpload(audio));
    return reply.status(201).send({ id: row.id });
  });

  app.get('/api/transcriptions', async (request) => {
    const user = await requireUser(auth, request);
    return (await store.list(user.id)).map(toApi);
  });

  app.post('/api/transcriptions/:id/analyze', async (request, reply) => {
    const user = await requireSubscriber(request);
    const { id } = parseId(request.params);
    const row = await store.get(user.id, id);
    if (row.status !== 'completed' || !row.transcriptionText) throw new HttpError(409, 'This appointment has not finished transcribing yet.');
    return reply.status(202).send(toApi(await pipeline.requestNotes(row)));
  });

  app.patch('/api/transcriptions/:id', async (request) => {
    const user = await requireUser(auth, request);
    const { id } = parseId(request.params);
    const body = parseBody(UpdateTranscriptionBody, request.body);
    await store.get(user.id, id);
    // Saved edits are complete notes; deleted notes go back to waiting for a new analysis.
    const status = body.clinicalNotes === null ? 'pending' : (body.clinicalNotesStatus ?? 'completed');
    return toApi((await pipeline.change(id, { clinicalNotes: body.clinicalNotes, clinicalNotesStatus: status }))!);
  });

  app.post('/api/transcriptions/:id/append', async (request) => {
    const user = await requireSubscriber(request);
    const { id } = parseId(request.params);
    const body = parseBody(AppendBody, request.body);
    if (body.transcriptionId !== undefined && body.transcriptionId !== id) throw new HttpError(400, 'transcriptionId does not match the appointment in the address.');
    const row = await store.get(user.id, id);
    if (!row.clinicalNotes) throw new HttpError(409, 'Notes can only be appended to once they exist.');
    const pcm = await decodeUpload(Buffer.from(body.audioData, 'base64'));
    try {
      return toApi(await pipeline.append(row, pcm, body.currentClinicalNotes));
    } catch (e) {
      if (e instanceof NoSpeechError) throw new HttpError(422, e.message);
      throw e;
    }
  });

  app.delete('/api/transcriptions/:id', async (request, reply) => {
    const user = await requireUser(auth, request);
    const { id } = parseId(request.params);
    if (!(await store.remove(user.id, id))) throw new HttpError(404, 'Appointment not found.');
    await hub.transcriptionsChanged(user.id);
    return reply.status(204).send();
  });

  app.delete('/api/transcriptions', async (request) => {
    const user = await requireUser(auth, request);
    const deleted = await store.removeAll(user.id);
    await hub.transcriptionsChanged(user.id);
    return { deleted };
  });
}

/** Decodes uploaded audio for recognition; undecodable input is the client's error (422), in our words. */
async function decodeUpload(audio: Buffer): Promise<Buffer> {
  try {
    return await decodeToPcm(audio);
  } catch (e) {
    if (e instanceof UnreadableAudioError) throw new HttpError(422, e.message);
    throw e;
  }
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, `Invalid request: ${issue.path.join('.') || 'body'} — ${issue.message}`);
  }
  return parsed.data;
}

export function parseId(params: unknown): { id: number } {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) throw new HttpError(404, 'Appointment not found.');
  return parsed.data;
}
