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
  /**
   * Recognises one recording fed piece by piece while it is being made, as one stream (engines that can):
   * words are never cut at a piece's edge, and on `end()` only the last piece is left to recognise.
   */
  stream?(): Promise<RecognitionStream>;
  /** Gets models ready ahead of the first recording, where an engine has any to build. */
  prepare?(): Promise<void>;
  /** Lets go of anything kept running between recordings (at server shutdown). */
  close?(): Promise<void>;
}

export interface RecognitionStream {
  /** Adds the next piece of the recording (16 kHz mono s16le PCM). */
  write(pcm: Buffer): void;
  /** No more audio: the transcript of all of it. */
  end(): Promise<Transcript>;
}

/** The upload is not audio we can decode (empty, corrupt or another kind of file). */
export class UnreadableAudioError extends Error {
  override readonly name = 'UnreadableAudioError';
}
