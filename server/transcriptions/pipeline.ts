import { ClinicalNotes } from '../../core/notes/schema.ts';
import { scrubPhi } from '../../core/phi/scrub.ts';
import { FatalJobError, type Job, type JobQueue } from '../jobs/queue.ts';
import { Semaphore } from '../jobs/semaphore.ts';
import type { NotesEngine } from '../notes/engine.ts';
import type { SpeechEngine } from '../speech/engine.ts';
import type { StreamHub } from '../stream/hub.ts';
import { LiveStreams } from './live-streams.ts';
import type { TranscriptionRow, TranscriptionStore } from './store.ts';

export const MESSAGES = {
  audioLost: 'The server restarted before this recording was transcribed. Audio is never kept, so please record it again.',
  noSpeech: 'No speech was recognised in this recording.',
  transcriptionFailed: 'Transcription failed. Please try again.',
  liveAbandoned: 'The recording stopped before any speech reached the server (the browser was closed or lost its connection). Please record it again.',
};

export class NoSpeechError extends Error {
  override readonly name = 'NoSpeechError';
}

export interface PipelineDeps {
  store: TranscriptionStore;
  queue: JobQueue;
  hub: StreamHub;
  speech: SpeechEngine;
  notes: NotesEngine;
  sttConcurrency: number;
  /** Live recordings recognised as one stream each in this process (LIVE_STREAMS), and when an idle one is ended. */
  liveStreams: { max: number; idleMs: number };
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Audio → transcript → notes. The decoded audio lives only in this process's memory until its
 * transcription job ends, and is dropped then whatever the outcome.
 */
export class Pipeline {
  private readonly audio = new Map<number, Buffer>();
  private readonly stt: Semaphore;
  private readonly streams: LiveStreams;

  constructor(private readonly deps: PipelineDeps) {
    this.stt = new Semaphore(deps.sttConcurrency);
    this.streams = new LiveStreams(deps.speech, {
      ...deps.liveStreams,
      onIdle: (id) => void this.endStream(id).catch((err: Error) => deps.log.error({ err }, `saving live recording ${id} failed`)),
    });
    deps.queue.register('transcribe', {
      maxAttempts: 1,
      run: (job) => this.transcribe(job),
      onFailure: (job, error) => this.failTranscription(job, error),
    });
    deps.queue.register('analyze', {
      maxAttempts: 3,
      run: (job) => this.analyze(job),
      onFailure: async (job) => void (await this.change(job.transcriptionId!, { clinicalNotesStatus: 'error' })),
    });
    deps.queue.register('finish-live', {
      maxAttempts: 3,
      run: (job) => this.finishAbandoned(job.transcriptionId!),
      onFailure: async (job) => void (await this.changeIfProcessing(job.transcriptionId!, { status: 'error', errorMessage: MESSAGES.transcriptionFailed })),
    });
  }

  /** Creates the appointment and starts transcribing at once; `pcm` is 16 kHz mono s16le. */
  async submit(userId: string, pcm: Buffer): Promise<TranscriptionRow> {
    const row = await this.deps.store.create(userId);
    this.audio.set(row.id, pcm);
    await this.deps.queue.runHere('transcribe', row.id);
    await this.deps.hub.transcriptionsChanged(userId);
    return row;
  }

  /** (Re)generates the notes of a transcribed appointment in the background. */
  async requestNotes(row: TranscriptionRow): Promise<TranscriptionRow> {
    const updated = await this.change(row.id, { clinicalNotesStatus: 'processing' });
    await this.deps.queue.enqueue('analyze', row.id);
    return updated ?? row;
  }

  /**
   * Appends more dictation to existing notes: the new speech is recognised, scrubbed and applied to `current`
   * (spoken edits such as "change 36 to 37" included). Runs while the client waits, like the spec's call.
   */
  async append(row: TranscriptionRow, pcm: Buffer, current: ClinicalNotes): Promise<TranscriptionRow> {
    const result = await this.stt.run(() => this.deps.speech.transcribe(pcm));
    const text = scrubPhi(result.text).text.trim();
    if (!text) throw new NoSpeechError(MESSAGES.noSpeech);
    const notes = ClinicalNotes.parse(await this.deps.notes.append(current, text));
    const transcript = [row.transcriptionText, text].filter(Boolean).join('\n');
    return (await this.change(row.id, { clinicalNotes: notes, clinicalNotesStatus: 'completed', transcriptionText: transcript })) ?? row;
  }

  private async transcribe(job: Job) {
    const id = job.transcriptionId!;
    const pcm = this.audio.get(id);
    this.audio.delete(id);
    // Only the process that received the upload holds its audio; after a restart it is gone for good.
    if (!pcm) throw new FatalJobError(MESSAGES.audioLost);
    const result = await this.stt.run(() => this.deps.speech.transcribe(pcm));
    await this.complete(id, result.text, result.language);
  }

  /**
   * Saves a finished transcript (scrubbed here, whatever its source) and starts the notes, unless the recording
   * was finished meanwhile (a live recording by its client and by the idle sweep at once: one of them wins).
   */
  private async complete(id: number, text: string, language: string) {
    const scrubbed = scrubPhi(text).text.trim();
    if (!scrubbed) throw new FatalJobError(MESSAGES.noSpeech);
    const row = await this.changeIfProcessing(id, { status: 'completed', transcriptionText: scrubbed, detectedLanguage: language, errorMessage: null });
    if (row) await this.requestNotes(row);
  }

  /**
   * Starts a recording that arrives in chunks while the dentist speaks; `stream` says whether this process
   * recognises it as one stream (then small chunks are best) or chunk by chunk (then chunks cut at pauses are).
   */
  async startLive(userId: string): Promise<{ row: TranscriptionRow; stream: boolean }> {
    const row = await this.deps.store.create(userId);
    const stream = await this.streams.open(row.id).catch((err: Error) => {
      this.deps.log.warn({ err }, 'could not open a recognition stream; recognising the recording chunk by chunk');
      return false;
    });
    await this.deps.hub.transcriptionsChanged(userId);
    return { row, stream };
  }

  /**
   * Takes one chunk (16 kHz mono s16le PCM): into the recording's stream, or recognised on its own with only its
   * scrubbed text kept.
   */
  async liveChunk(row: TranscriptionRow, seq: number, pcm: Buffer): Promise<void> {
    const route = this.streams.route(row.id, seq, pcm);
    if (route === 'streamed') return this.deps.store.touch(row.id);
    if (route === 'resent') return;
    if (route === 'gap') await this.endStream(row.id);
    const result = await this.stt.run(() => this.deps.speech.transcribe(pcm));
    await this.deps.store.saveChunk(row.id, seq, scrubPhi(result.text).text.trim());
  }

  /**
   * Ends a recording's stream, if this process has one, and saves its scrubbed text as the text of the chunks it
   * took. If the decoder failed nothing is saved: those chunks are missing, and the client sends them again.
   */
  private async endStream(id: number): Promise<void> {
    let ended: Awaited<ReturnType<LiveStreams['end']>>;
    try {
      ended = await this.streams.end(id);
    } catch (err) {
      this.deps.log.error({ err }, `the recognition stream of live recording ${id} failed; its chunks will be asked for again`);
      return;
    }
    if (ended) await this.deps.store.saveStreamed(id, ended.count, scrubPhi(ended.text).text.trim());
  }

  /** Saves what the open streams have recognised (at shutdown: the recordings can then be finished elsewhere). */
  async close(): Promise<void> {
    await Promise.all(this.streams.ids().map((id) => this.endStream(id)));
  }

  /**
   * Ends a live recording of `count` chunks: only the joined text is left to save, so notes follow within
   * moments whatever the length. Returns the chunk numbers still missing, if any (the client resends them).
   */
  async finishLive(row: TranscriptionRow, count: number, language = 'en'): Promise<number[]> {
    await this.endStream(row.id);
    const chunks = await this.deps.store.chunks(row.id);
    const have = new Set(chunks.map((c) => c.seq));
    const missing = Array.from({ length: count }, (_, i) => i).filter((seq) => !have.has(seq));
    if (missing.length > 0) return missing;
    try {
      await this.complete(row.id, joinChunks(chunks.filter((c) => c.seq < count)), language);
    } catch (e) {
      if (!(e instanceof FatalJobError)) throw e;
      await this.changeIfProcessing(row.id, { status: 'error', errorMessage: e.message });
    }
    await this.deps.store.clearChunks(row.id);
    return [];
  }

  /**
   * Queues the finishing of live recordings whose browser went away mid-dictation (no chunk for `idleMs`).
   * Runs in every server process; the queue lets one process finish each, and finishing twice is harmless.
   */
  async sweepAbandonedLive(idleMs: number): Promise<number> {
    const ids = await this.deps.store.abandonedLive(idleMs);
    for (const id of ids) await this.deps.queue.enqueue('finish-live', id);
    return ids.length;
  }

  /** Finishes an abandoned live recording with the speech that arrived, or reports that none did. */
  private async finishAbandoned(id: number) {
    const row = await this.deps.store.byId(id);
    if (row?.status !== 'processing') return;
    const chunks = await this.deps.store.chunks(id);
    const text = joinChunks(chunks);
    if (scrubPhi(text).text.trim()) {
      await this.complete(id, text, row.detectedLanguage ?? 'en');
    } else {
      const message = chunks.length > 0 ? MESSAGES.noSpeech : MESSAGES.liveAbandoned;
      await this.changeIfProcessing(id, { status: 'error', errorMessage: message });
    }
    await this.deps.store.clearChunks(id);
  }

  private async analyze(job: Job) {
    const row = await this.deps.store.byId(job.transcriptionId!);
    if (!row?.transcriptionText) return;
    const notes = ClinicalNotes.parse(await this.deps.notes.generate(row.transcriptionText));
    await this.change(row.id, { clinicalNotes: notes, clinicalNotesStatus: 'completed' });
  }

  private async failTranscription(job: Job, error: Error) {
    this.audio.delete(job.transcriptionId!);
    const message = error instanceof FatalJobError ? error.message : MESSAGES.transcriptionFailed;
    await this.change(job.transcriptionId!, { status: 'error', errorMessage: message });
  }

  /** Saves a change to a recording still being transcribed and tells the owner's open streams. */
  private async changeIfProcessing(id: number, changes: Parameters<TranscriptionStore['update']>[1]) {
    const row = await this.deps.store.updateIfProcessing(id, changes);
    if (row) await this.deps.hub.transcriptionsChanged(row.userId);
    return row;
  }

  /** Saves a change and tells the owner's open streams. */
  async change(id: number, changes: Parameters<TranscriptionStore['update']>[1]) {
    const row = await this.deps.store.update(id, changes);
    if (row) await this.deps.hub.transcriptionsChanged(row.userId);
    return row;
  }
}

/** A recording's text from its chunks in order (chunks a stream took are empty but for the first). */
function joinChunks(chunks: { text: string }[]): string {
  return chunks.map((c) => c.text).filter(Boolean).join(' ');
}
