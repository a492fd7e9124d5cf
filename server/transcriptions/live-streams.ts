import type { RecognitionStream, SpeechEngine } from '../speech/engine.ts';

export interface LiveStreamsOptions {
  /** Recordings this process streams at once; more are recognised chunk by chunk. */
  max: number;
  /** A stream without a chunk for this long is ended (its browser went away), so its text reaches the database. */
  idleMs: number;
  onIdle(id: number): void;
}

/**
 * What became of a chunk: in the stream, already in it, or to be recognised on its own; after a `gap` (it skips
 * ahead of the stream) the stream is to be ended first.
 */
export type ChunkRoute = 'streamed' | 'resent' | 'alone' | 'gap';

interface Session {
  stream: RecognitionStream;
  /** Chunks 0 … next-1 are in the stream. */
  next: number;
  timer: NodeJS.Timeout;
}

/**
 * Live recordings this process recognises as one stream each, where the engine can: a chunk goes into its
 * recording's stream when every earlier one has, so words are never cut at a chunk's edge and the decoder keeps
 * up while the dentist speaks. A chunk out of order, or for a recording another process opened, is recognised on
 * its own. The audio only passes through the decoder's input; nothing is stored.
 */
export class LiveStreams {
  private readonly sessions = new Map<number, Session>();

  constructor(
    private readonly speech: SpeechEngine,
    private readonly options: LiveStreamsOptions,
  ) {}

  /** Opens the stream of a new recording; false when the engine cannot stream or enough are open here. */
  async open(id: number): Promise<boolean> {
    if (!this.speech.stream || this.sessions.size >= this.options.max) return false;
    const stream = await this.speech.stream();
    this.sessions.set(id, { stream, next: 0, timer: this.idleTimer(id) });
    return true;
  }

  /** Routes chunk `seq` of recording `id`. */
  route(id: number, seq: number, pcm: Buffer): ChunkRoute {
    const session = this.sessions.get(id);
    if (!session) return 'alone';
    if (seq < session.next) return 'resent';
    if (seq > session.next) return 'gap';
    session.stream.write(pcm);
    session.next++;
    session.timer.refresh();
    return 'streamed';
  }

  /**
   * Ends a recording's stream: the text of chunks 0 … count-1, or undefined when there was no stream here.
   * A failed decoder throws; its chunks are then missing and the client sends them again.
   */
  async end(id: number): Promise<{ count: number; text: string } | undefined> {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.delete(id);
    clearTimeout(session.timer);
    const { text } = await session.stream.end();
    return { count: session.next, text };
  }

  /** Ids of the recordings streamed here (for ending them all at shutdown). */
  ids(): number[] {
    return [...this.sessions.keys()];
  }

  private idleTimer(id: number): NodeJS.Timeout {
    const timer = setTimeout(() => this.options.onIdle(id), this.options.idleMs);
    timer.unref();
    return timer;
  }
}
