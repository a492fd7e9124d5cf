/** What every speech-to-text engine returns for one recording. */
export interface Transcript {
  text: string;
  /** ISO 639-1 code of the spoken language, e.g. "en". */
  language: string;
}

export interface SpeechEngine {
  /** Shown by /api/health, e.g. "sphinx". */
  readonly name: string;
  /**
   * Recognises one recording held in memory as 16 kHz mono s16le PCM (see decode.ts: uploads are decoded once,
   * up front, so bad files are refused before anything is queued); never writes the audio anywhere.
   */
  transcribe(pcm: Buffer): Promise<Transcript>;
  /** Gets models ready ahead of the first recording, where an engine has any to build. */
  prepare?(): Promise<void>;
}

/** The upload is not audio we can decode (empty, corrupt or another kind of file). */
export class UnreadableAudioError extends Error {
  override readonly name = 'UnreadableAudioError';
}
