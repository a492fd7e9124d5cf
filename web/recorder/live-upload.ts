import { LiveRecording } from '../../core/api/transcription.ts';
import { HttpError, request } from '../api/http.ts';

/** How long to wait before retrying a chunk that did not get through (doubling up to the last). */
const RETRY_MS = [250, 500, 1000, 2000, 4000];

export interface LiveUploadOptions {
  headers: Record<string, string>;
  /** For tests: a fetch-like request function. */
  send?: typeof request;
}

/**
 * Sends a recording to the server in chunks while it is being made. Chunks go one after another and are
 * retried until acknowledged, so a dropped connection resumes where it stopped; they are held in memory (never
 * stored) until the server confirms the whole recording.
 */
export class LiveUpload {
  private readonly chunks: Int16Array[] = [];
  private queue = Promise.resolve();
  private cancelled = false;
  private readonly send: typeof request;

  private constructor(
    readonly id: number,
    /** The server recognises the chunks as one stream (see LiveRecording). */
    readonly stream: boolean,
    private readonly options: LiveUploadOptions,
  ) {
    this.send = options.send ?? request;
  }

  /** Opens the appointment on the server; it appears in the list as Processing straight away. */
  static async start(options: LiveUploadOptions): Promise<LiveUpload> {
    const send = options.send ?? request;
    const { id, stream } = LiveRecording.parse(await send<unknown>('/api/transcribe/live', { method: 'POST', headers: options.headers }));
    return new LiveUpload(id, stream, options);
  }

  add(chunk: Int16Array) {
    const seq = this.chunks.push(chunk) - 1;
    this.queue = this.queue.then(() => this.put(seq));
    // A failure is reported by finish(); until then it must not surface as an unhandled rejection.
    this.queue.catch(() => undefined);
  }

  /** Waits for every chunk, then closes the recording; resends whatever the server says it is missing. */
  async finish(): Promise<number> {
    await this.queue;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.send('/api/transcribe/live/' + this.id + '/finish', { method: 'POST', headers: this.options.headers, body: JSON.stringify({ chunks: this.chunks.length }) });
        return this.id;
      } catch (e) {
        const missing = e instanceof HttpError ? (e.body as { missing?: number[] } | undefined)?.missing : undefined;
        if (!missing || attempt >= RETRY_MS.length) throw e;
        for (const seq of missing) await this.put(seq);
      }
    }
  }

  cancel() {
    this.cancelled = true;
  }

  private async put(seq: number) {
    const chunk = this.chunks[seq]!;
    for (let attempt = 0; !this.cancelled; attempt++) {
      try {
        await this.send(`/api/transcribe/live/${this.id}/chunks/${seq}`, {
          method: 'PUT',
          headers: { ...this.options.headers, 'content-type': 'application/octet-stream' },
          // A copy, so the body is a plain ArrayBuffer whatever the chunk is a view of.
          body: new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength).slice().buffer,
        });
        return;
      } catch (e) {
        // A refusal (not signed in, recording already closed, …) will not change by retrying.
        if (e instanceof HttpError && e.status >= 400 && e.status < 500) throw e;
        await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  }
}
