/**
 * Cuts a live recording (16 kHz mono 16-bit samples) into chunks at natural pauses, so each chunk can be
 * recognised on its own while the dentist keeps talking. Shared by the browser recorder and the benchmarks.
 */
export interface ChunkerOptions {
  sampleRate?: number;
  /** Never cut before this much audio (short chunks recognise poorly and cost a decoder start each). */
  minSeconds?: number;
  /** Cut here even without a pause. */
  maxSeconds?: number;
  /** How long the level must stay low to count as a pause. */
  pauseSeconds?: number;
  /** RMS level (0–32767) below which a 20 ms frame counts as quiet. */
  silenceLevel?: number;
}

const FRAME_SECONDS = 0.02;

/** Chunks for a server that recognises a recording as one stream: a second each, so at stop one is left. */
export const STREAMED_CHUNKS: ChunkerOptions = { minSeconds: 1, maxSeconds: 1 };

export class PauseChunker {
  private readonly rate: number;
  private readonly min: number;
  private readonly max: number;
  private readonly pauseFrames: number;
  private readonly silence: number;
  private readonly frame: number;
  private buffered: Int16Array[] = [];
  private length = 0;
  private quietFrames = 0;
  /** The current frame, filled up to `filled`, not yet judged loud or quiet. */
  private partial: Int16Array;
  private filled = 0;

  constructor(options: ChunkerOptions = {}) {
    this.rate = options.sampleRate ?? 16_000;
    this.min = Math.round((options.minSeconds ?? 4) * this.rate);
    this.max = Math.round((options.maxSeconds ?? 12) * this.rate);
    this.frame = Math.round(FRAME_SECONDS * this.rate);
    this.pauseFrames = Math.round((options.pauseSeconds ?? 0.3) / FRAME_SECONDS);
    this.silence = options.silenceLevel ?? 400;
    this.partial = new Int16Array(this.frame);
  }

  /** Adds samples; returns the chunks that are complete (usually none or one). */
  push(samples: Int16Array): Int16Array[] {
    const out: Int16Array[] = [];
    let i = 0;
    while (i < samples.length) {
      const take = Math.min(this.frame - this.filled, samples.length - i);
      this.partial.set(samples.subarray(i, i + take), this.filled);
      this.filled += take;
      i += take;
      if (this.filled < this.frame) break;
      const frame = this.partial.slice();
      this.filled = 0;
      this.buffered.push(frame);
      this.length += frame.length;
      this.quietFrames = rms(frame) < this.silence ? this.quietFrames + 1 : 0;
      // Cut in the middle of a pause, so no word is split between two chunks.
      const atPause = this.quietFrames >= this.pauseFrames && this.length >= this.min;
      if (atPause || this.length >= this.max) out.push(this.take());
    }
    return out;
  }

  /** Whatever is left when recording stops (undefined when nothing is). */
  flush(): Int16Array | undefined {
    if (this.filled > 0) {
      this.buffered.push(this.partial.slice(0, this.filled));
      this.length += this.filled;
      this.filled = 0;
    }
    return this.length > 0 ? this.take() : undefined;
  }

  private take(): Int16Array {
    const chunk = new Int16Array(this.length);
    let offset = 0;
    for (const part of this.buffered) {
      chunk.set(part, offset);
      offset += part.length;
    }
    this.buffered = [];
    this.length = 0;
    this.quietFrames = 0;
    return chunk;
  }
}

function rms(frame: Int16Array): number {
  let sum = 0;
  for (const s of frame) sum += s * s;
  return Math.sqrt(sum / frame.length);
}
