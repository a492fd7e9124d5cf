import { useCallback, useEffect, useReducer, useRef } from 'react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { showToast } from '../components/Toast.tsx';
import { initialRecorder, pickMimeType, recorderReducer } from './machine.ts';

/** Spec: 16 kHz speech with echo cancellation and noise suppression ("ideal" so other microphones still work). */
const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: { ideal: 1 },
  sampleRate: { ideal: 16_000 },
  echoCancellation: true,
  noiseSuppression: true,
};

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  wakeLock?: WakeLockSentinel;
  /** Set when the component goes away mid-recording: the audio is dropped, not sent. */
  cancelled: boolean;
}

export interface RecorderOptions {
  /** Receives the finished recording; the recorder shows "processing" until it settles. */
  onRecorded: (audio: Blob) => Promise<unknown>;
  limitMs?: number;
}

/** Microphone recording with MediaRecorder: timer, auto-stop at the limit and a screen wake lock while recording. */
export function useRecorder({ onRecorded, limitMs }: RecorderOptions) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorder);
  const session = useRef<Session | null>(null);
  const handler = useRef(onRecorded);
  useEffect(() => {
    handler.current = onRecorded;
  });

  const start = useCallback(async () => {
    if (session.current) return;
    dispatch({ type: 'start' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch {
      dispatch({ type: 'failed' });
      showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message: NOTES_MESSAGES.microphoneRefused });
      return;
    }
    const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const current: Session = { recorder, stream, cancelled: false };
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = async () => {
      release(current);
      if (session.current === current) session.current = null;
      if (current.cancelled) return;
      try {
        await handler.current(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
      } finally {
        dispatch({ type: 'done' });
      }
    };
    recorder.onerror = () => {
      current.cancelled = true;
      release(current);
      session.current = null;
      dispatch({ type: 'failed' });
      showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message: NOTES_MESSAGES.recordingFailed });
    };
    session.current = current;
    // Chunks every second, so a long recording is not held in one encoder buffer.
    recorder.start(1000);
    dispatch({ type: 'started', now: Date.now(), limitMs });
    void keepScreenOn(current);
  }, [limitMs]);

  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

  // Stopping (by hand or at the limit) is a state change; the MediaRecorder follows it here.
  useEffect(() => {
    if (state.phase === 'processing' && session.current?.recorder.state === 'recording') session.current.recorder.stop();
  }, [state.phase]);

  const recording = state.phase === 'recording';
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 250);
    // The browser drops a wake lock whenever the tab is hidden; take it again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && session.current) void keepScreenOn(session.current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recording]);

  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.cancelled = true;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      release(current);
    },
    [],
  );

  return { state, start, stop };
}

async function keepScreenOn(session: Session) {
  if (!('wakeLock' in navigator) || (session.wakeLock && !session.wakeLock.released)) return;
  try {
    const lock = await navigator.wakeLock.request('screen');
    // The recording may have ended while the request was pending.
    if (session.stream.active) session.wakeLock = lock;
    else void lock.release();
  } catch {
    // Not allowed here (e.g. battery saver): recording works without it.
  }
}

function release(session: Session) {
  session.stream.getTracks().forEach((track) => track.stop());
  void session.wakeLock?.release().catch(() => undefined);
  session.wakeLock = undefined;
}
