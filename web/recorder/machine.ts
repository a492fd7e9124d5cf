/** Spec default: recording stops by itself after 300 s. */
export const MAX_RECORDING_MS = 300_000;

/** idle → starting (asking for the microphone) → recording → processing (stopped, being sent) → idle. */
export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; startedAt: number; elapsedMs: number; limitMs: number }
  | { phase: 'processing' };

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'started'; now: number; limitMs?: number }
  /** No microphone, or the recording could not start. */
  | { type: 'failed' }
  | { type: 'tick'; now: number }
  | { type: 'stop' }
  /** The recording was handled (sent, or sending failed). */
  | { type: 'done' };

export const initialRecorder: RecorderState = { phase: 'idle' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'starting' } : state;
    case 'started':
      return state.phase === 'starting' ? { phase: 'recording', startedAt: event.now, elapsedMs: 0, limitMs: event.limitMs ?? MAX_RECORDING_MS } : state;
    case 'failed':
      return state.phase === 'starting' || state.phase === 'recording' ? { phase: 'idle' } : state;
    case 'tick': {
      if (state.phase !== 'recording') return state;
      const elapsedMs = Math.max(0, event.now - state.startedAt);
      // Reaching the limit stops the recording exactly like pressing stop.
      return elapsedMs >= state.limitMs ? { phase: 'processing' } : { ...state, elapsedMs };
    }
    case 'stop':
      return state.phase === 'recording' ? { phase: 'processing' } : state;
    case 'done':
      return state.phase === 'processing' ? { phase: 'idle' } : state;
  }
}

/** Elapsed time as m:ss. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Recorder formats in the spec's order of preference. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/mpeg', 'audio/wav'] as const;

/** The first format this browser can record, or '' to let it choose. */
export function pickMimeType(isSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? '';
}
