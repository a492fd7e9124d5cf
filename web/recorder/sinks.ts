import { pickMimeType } from './machine.ts';

/** Where a recording's audio goes while the microphone is open. */
export interface AudioSink {
  /** The user stopped: hand over what is left; resolves when the recording has been dealt with. */
  stop(): Promise<void>;
  /** The page is going away mid-recording: drop the audio, send nothing more. */
  cancel(): void;
}

/** Opens a sink on the microphone stream; `onError` reports a failure while recording. */
export type SinkFactory = (stream: MediaStream, onError: () => void) => Promise<AudioSink>;

/** The whole recording as one compressed file (MediaRecorder), handed to `onRecorded` at stop. */
export function mediaRecorderSink(onRecorded: (audio: Blob) => Promise<unknown>): SinkFactory {
  return async (stream, onError) => {
    const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const parts: Blob[] = [];
    let cancelled = false;
    const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) parts.push(e.data);
    };
    recorder.onerror = onError;
    // Data every second, so a long recording is not held in one encoder buffer.
    recorder.start(1000);
    return {
      async stop() {
        if (recorder.state !== 'inactive') recorder.stop();
        await stopped;
        if (!cancelled) await onRecorded(new Blob(parts, { type: recorder.mimeType || mimeType || 'audio/webm' }));
      },
      cancel() {
        cancelled = true;
        if (recorder.state !== 'inactive') recorder.stop();
      },
    };
  };
}
