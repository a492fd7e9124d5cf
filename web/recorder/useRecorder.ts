import { useCallback, useEffect, useReducer, useRef } from 'react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { showToast } from '../components/Toast.tsx';
import { initialRecorder, recorderReducer } from './machine.ts';
import type { AudioSink, SinkFactory } from './sinks.ts';

/** Spec: 16 kHz speech with echo cancellation and noise suppression ("ideal" so other microphones still work). */
const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: { ideal: 1 },
  sampleRate: { ideal: 16_000 },
  echoCancellation: true,
  noiseSuppression: true,
};

interface Session {
  sink: AudioSink;
  stream: MediaStream;
  wakeLock?: WakeLockSentinel;
}

export interface RecorderOptions {
  /** Where the audio goes while recording (streamed in chunks, or one file at stop). */
  sink: () => SinkFactory;
  limitMs?: number;
}

/** Microphone recording: timer, auto-stop at the limit and a screen wake lock while recording. */
export function useRecorder({ sink, limitMs }: RecorderOptions) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorder);
  const session = useRef<Session | null>(null);
  const makeSink = useRef(sink);
  useEffect(() => {
    makeSink.current = sink;
  });

  const fail = useCallback((message: string) => {
    const current = session.current;
    session.current = null;
    if (current) {
      current.sink.cancel();
      release(current);
    }
    dispatch({ type: 'failed' });
    showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message });
  }, []);

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
    let opened: AudioSink;
    try {
      opened = await makeSink.current()(stream, () => fail(NOTES_MESSAGES.recordingFailed));
    } catch (e) {
      stream.getTracks().forEach((track) => track.stop());
      dispatch({ type: 'failed' });
      showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message: (e as Error).message || NOTES_MESSAGES.recordingFailed });
      return;
    }
    const current: Session = { sink: opened, stream };
    session.current = current;
    dispatch({ type: 'started', now: Date.now(), limitMs });
    void keepScreenOn(current);
  }, [limitMs, fail]);

  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

  // Stopping (by hand or at the limit) is a state change; the sink follows it here.
  useEffect(() => {
    const current = session.current;
    if (state.phase !== 'processing' || !current) return;
    session.current = null;
    // The sink's stop() takes the last audio synchronously, before the microphone is released.
    const handedOver = current.sink.stop();
    release(current);
    handedOver
      .catch((e: Error) => showToast({ type: 'error', title: NOTES_MESSAGES.recordingFailedTitle, message: e.message || NOTES_MESSAGES.recordingFailed }))
      .finally(() => dispatch({ type: 'done' }));
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
      current.sink.cancel();
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
